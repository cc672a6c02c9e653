-- Headless end-to-end check with a real Neovim: loads editors/nvim, opens the demo app and waits for
-- diagnostics, a completion, a hover, a definition and the :TablsPreview and :TablsPreviewPNG requests.
-- Run from the repository root: TABLS=.build/debug/tabls nvim --headless --clean -c 'luafile editors/nvim/test/smoke.lua'
local root = vim.fn.getcwd()
vim.opt.runtimepath:prepend(root .. '/editors/nvim')
local binary = os.getenv('TABLS') or (root .. '/.build/debug/tabls')

local failures = 0
local function check(ok, what)
  io.stdout:write((ok and 'ok   ' or 'FAIL ') .. what .. '\n')
  if not ok then failures = failures + 1 end
end

require('tabls').setup({ cmd = { binary, 'lsp' } })
vim.cmd('edit ' .. root .. '/Examples/DemoApp/Sources/ObjC/MainTabBarController.m')
local buf = vim.api.nvim_get_current_buf()
if vim.bo[buf].filetype ~= 'objc' then vim.bo[buf].filetype = 'objc' end

local uri = vim.uri_from_bufnr(buf)
local function request(method, line, character)
  local params = { textDocument = { uri = uri }, position = { line = line, character = character } }
  local responses = vim.lsp.buf_request_sync(buf, method, params, 10000) or {}
  for _, response in pairs(responses) do
    if response.result then return response.result end
  end
end

-- The first try, as soon as the client is up and before any diagnostics: image names, not an empty list.
-- Line 26: `CYLTabBarItemImage : @"home_normal",` — a completion of image names inside the string.
vim.wait(10000, function() return next(vim.lsp.buf_get_clients(buf)) ~= nil end, 10)
local completion = request('textDocument/completion', 25, 32)
local items = completion and (completion.items or completion) or {}
local labels = {}
for _, item in ipairs(items) do labels[item.label] = true end
check(labels['home_normal'] ~= nil, 'completion offers image names on the first try (' .. #items .. ' items)')

local function codes()
  local result = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do result[d.code or ''] = true end
  return result
end
-- TAB105 needs the workspace index, so its arrival means the server has indexed the demo app.
vim.wait(30000, function() return codes()['TAB105'] ~= nil end, 50)
local got = codes()
check(got['TAB101'] and got['TAB105'], 'diagnostics (TAB101 typo, TAB105 missing dark image)')


-- Hover over the key CYLTabBarItemImage.
local hover = request('textDocument/hover', 25, 12)
local text = hover and hover.contents and (hover.contents.value or '') or ''
check(text:find('CYLTabBarItemImage', 1, true) ~= nil, 'hover documents the key')

-- Definition of the localization key on line 25 (`CYLLocalizedString(@"首页")`): each translation.
local line = vim.api.nvim_buf_get_lines(buf, 24, 25, false)[1]
local byte = line:find('首页', 1, true)
local definition = request('textDocument/definition', 24, vim.str_utfindex(line, byte))
check(definition and #definition >= 2, 'definition lists the translations (' .. (definition and #definition or 0) .. ')')

-- :TablsPreview itself, on line 25: the tab bar drawn in a floating window.
vim.api.nvim_win_set_cursor(0, { 25, 8 })
vim.cmd('TablsPreview')
local function floating_text()
  for _, win in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_config(win).relative ~= '' then
      return table.concat(vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(win), 0, -1, false), '\n')
    end
  end
end
vim.wait(10000, function() return floating_text() ~= nil end, 20)
check((floating_text() or ''):find('首页', 1, true) ~= nil, ':TablsPreview draws the tab bar in a floating window')

-- :TablsPreviewPNG's request: the same bar written as a PNG file (not opened here).
local written
require('tabls').preview_png(function(path) written = path end, { open = false })
vim.wait(10000, function() return written ~= nil end, 20)
local png = written and io.open(written, 'rb')
local signature = png and png:read(8)
if png then png:close() end
check(signature == '\137PNG\r\n\26\n', ':TablsPreviewPNG writes the tab bar as a PNG')

io.stdout:write(failures == 0 and 'all passed\n' or (failures .. ' failed\n'))
if failures == 0 then vim.cmd('qall!') else vim.cmd('cquit 1') end
