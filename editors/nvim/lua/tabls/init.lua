-- tabls for Neovim: starts `tabls lsp` for Objective-C, Swift, storyboard and .strings buffers at the project
-- root, and adds :TablsPreview (the tab bar under the cursor, drawn in a floating window) and :TablsPreviewPNG (the
-- same bar as a PNG, opened in the system's viewer).
-- Works from Neovim 0.7 (Debian 12) on: vim.lsp.start (0.8+) when present, else start_client + buf_attach_client.
local M = {}

M.defaults = {
  cmd = { 'tabls', 'lsp' },
  filetypes = { 'objc', 'objcpp', 'swift', 'strings' },
  -- Storyboards are XML, but not every XML file is tabls': these are attached by name.
  patterns = { '*.storyboard', '*.xib' },
  -- The first directory upwards that has one of these is the workspace root.
  root_markers = { '.tabls.json', '.git', 'Package.swift' },
  -- Sent as initializationOptions and workspace/didChangeConfiguration (the same keys as .tabls.json).
  settings = {},
}
M.config = vim.deepcopy(M.defaults)

local clients = {} -- root → client id (Neovim 0.7)

local function find_root(path)
  local dir = vim.fn.fnamemodify(path, ':p:h')
  while dir and dir ~= '' do
    for _, marker in ipairs(M.config.root_markers) do
      if vim.fn.filereadable(dir .. '/' .. marker) == 1 or vim.fn.isdirectory(dir .. '/' .. marker) == 1 then
        return dir
      end
    end
    local parent = vim.fn.fnamemodify(dir, ':h')
    if parent == dir then break end
    dir = parent
  end
  return vim.fn.getcwd()
end

function M.start(bufnr)
  bufnr = bufnr or vim.api.nvim_get_current_buf()
  local name = vim.api.nvim_buf_get_name(bufnr)
  if name == '' then return end
  local root = find_root(name)
  local config = {
    name = 'tabls',
    cmd = M.config.cmd,
    root_dir = root,
    init_options = M.config.settings,
    settings = M.config.settings,
  }
  if vim.lsp.start then
    return vim.lsp.start(config, { bufnr = bufnr })
  end
  local id = clients[root]
  if not id or not vim.lsp.get_client_by_id(id) then
    id = vim.lsp.start_client(config)
    clients[root] = id
  end
  if id then vim.lsp.buf_attach_client(bufnr, id) end
  return id
end

-- The tab bar under the cursor as text, in a floating window; returns nothing (the window opens when the answer
-- comes). `on_shown(lines)` is called with what was shown (tests).
function M.preview(on_shown)
  local params = vim.lsp.util.make_position_params()
  local request = { uri = params.textDocument.uri, position = params.position, format = 'ascii' }
  vim.lsp.buf_request(0, 'tabls/preview', request, function(err, result)
    if err or not result then
      vim.notify('tabls: ' .. ((err and err.message) or 'no tab bar here'), vim.log.levels.WARN)
      return
    end
    local lines = vim.split(result.text or '', '\n', { trimempty = true })
    for _, error in ipairs(result.errors or {}) do table.insert(lines, '! ' .. error) end
    vim.lsp.util.open_floating_preview(lines, 'text', { border = 'rounded' })
    if type(on_shown) == 'function' then on_shown(lines) end
  end)
end

-- Base64 to bytes, in plain Lua (vim.base64 is Neovim 0.10+).
local function decode_base64(text)
  local alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
  local values = {}
  for i = 1, #alphabet do values[alphabet:byte(i)] = i - 1 end
  local out, bits, count = {}, 0, 0
  for i = 1, #text do
    local value = values[text:byte(i)]
    if value then
      bits = bits * 64 + value
      count = count + 6
      if count >= 8 then
        count = count - 8
        local byte = math.floor(bits / 2 ^ count)
        bits = bits - byte * 2 ^ count
        out[#out + 1] = string.char(byte)
      end
    end
  end
  return table.concat(out)
end

-- The tab bar under the cursor as a PNG (the buffer as it is, saved or not), in the background's appearance:
-- written to a temporary file and opened with the system's viewer. `on_written(path)` is called with the file
-- (tests pass `{ open = false }` to write it only).
function M.preview_png(on_written, options)
  options = options or {}
  local params = vim.lsp.util.make_position_params()
  local request = {
    uri = params.textDocument.uri, position = params.position, format = 'png', scale = 2,
    appearance = vim.o.background == 'dark' and 'dark' or 'light',
  }
  vim.lsp.buf_request(0, 'tabls/preview', request, function(err, result)
    if err or not result or not result.png then
      vim.notify('tabls: ' .. ((err and err.message) or 'no tab bar here'), vim.log.levels.WARN)
      return
    end
    local path = vim.fn.tempname() .. '.png'
    local file = io.open(path, 'wb')
    if not file then return end
    file:write(decode_base64(result.png))
    file:close()
    if options.open ~= false then
      if vim.ui and vim.ui.open then
        vim.ui.open(path)
      else
        local opener = vim.fn.has('mac') == 1 and 'open' or 'xdg-open'
        if vim.fn.executable(opener) == 1 then vim.fn.jobstart({ opener, path }, { detach = true }) end
      end
    end
    vim.notify('tabls: tab bar preview written to ' .. path)
    if type(on_written) == 'function' then on_written(path) end
  end)
end

function M.setup(options)
  M.config = vim.tbl_deep_extend('force', vim.deepcopy(M.defaults), options or {})
  local group = vim.api.nvim_create_augroup('tabls', { clear = true })
  -- Neovim does not know .strings files.
  vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
    group = group,
    pattern = { '*.strings', '*.stringsdict' },
    callback = function(args) vim.bo[args.buf].filetype = 'strings' end,
  })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = M.config.filetypes,
    callback = function(args) M.start(args.buf) end,
  })
  vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
    group = group,
    pattern = M.config.patterns,
    callback = function(args)
      if vim.bo[args.buf].filetype == '' then vim.bo[args.buf].filetype = 'xml' end
      M.start(args.buf)
    end,
  })
  vim.api.nvim_create_user_command('TablsPreview', function() M.preview() end,
    { desc = 'tabls: preview the tab bar under the cursor' })
  vim.api.nvim_create_user_command('TablsPreviewPNG', function() M.preview_png() end,
    { desc = 'tabls: draw the tab bar under the cursor as a PNG and open it' })
end

return M
