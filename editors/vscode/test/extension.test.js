// Loads extension.js with stand-ins for the `vscode` API and `vscode-languageclient` (neither is installable
// without VS Code and npm) and checks what the extension does with them: the server command and documents, the
// settings it forwards, its commands, and that the server's tabls.previewTabBar lens opens a PNG webview.
// Run: node editors/vscode/test/extension.test.js
const assert = require('assert');
const Module = require('module');
const path = require('path');

const calls = { requests: [], notifications: [], commands: {}, panels: [] };
let configurationListener;
let constructed;

const vscode = {
  workspace: {
    getConfiguration: () => ({
      get: (key, fallback) => ({ path: '/opt/tabls', rules: { TAB105: 'off' }, ignore: ['Pods/**'], 'preview.scale': 3 })[key] ?? fallback,
    }),
    onDidChangeConfiguration: (listener) => { configurationListener = listener; return { dispose() {} }; },
  },
  window: {
    activeTextEditor: undefined,
    activeColorTheme: { kind: 2 },
    createWebviewPanel: (id, title) => { const panel = { id, title, webview: { html: '' } }; calls.panels.push(panel); return panel; },
    showWarningMessage: (message) => { throw new Error('unexpected warning: ' + message); },
  },
  commands: { registerCommand: (name, body) => { calls.commands[name] = body; return { dispose() {} }; } },
  ViewColumn: { Beside: -2 },
  ColorThemeKind: { Light: 1, Dark: 2 },
};

class LanguageClient {
  constructor(id, name, serverOptions, clientOptions) {
    constructed = { id, name, serverOptions, clientOptions };
    this.code2ProtocolConverter = { asPosition: (p) => p };
  }
  async start() {}
  async stop() {}
  async sendRequest(method, params) {
    calls.requests.push({ method, params });
    return { png: 'iVBORw0KGgo=', width: 1179, height: 312, errors: [], notes: ['tab.json: not drawn: gradients'] };
  }
  sendNotification(method, params) { calls.notifications.push({ method, params }); }
}

const load = Module._load;
Module._load = function (request, ...rest) {
  if (request === 'vscode') return vscode;
  if (request === 'vscode-languageclient/node') return { LanguageClient };
  return load.call(this, request, ...rest);
};

(async () => {
  const extension = require(path.join(__dirname, '..', 'extension.js'));
  await extension.activate({ subscriptions: [] });

  assert.deepStrictEqual(constructed.serverOptions.run, { command: '/opt/tabls', args: ['lsp'] });
  const languages = constructed.clientOptions.documentSelector.map((s) => s.language).filter(Boolean);
  assert.deepStrictEqual(languages, ['objective-c', 'objective-cpp', 'swift']);
  const patterns = constructed.clientOptions.documentSelector.map((s) => s.pattern).filter(Boolean);
  assert.ok(patterns.some((p) => p.includes('storyboard')), 'storyboards are documents');
  assert.deepStrictEqual(constructed.clientOptions.initializationOptions, { rules: { TAB105: 'off' }, ignore: ['Pods/**'] });
  assert.ok(calls.commands['tabls.showPreview'] && calls.commands['tabls.restartServer']);

  // The server's code lens command is answered by the PNG preview, in the dark theme, at the configured scale.
  const position = { line: 24, character: 8 };
  await constructed.clientOptions.middleware.executeCommand('tabls.previewTabBar', ['file:///a.m', position], () => {
    throw new Error('tabls.previewTabBar must not go to the server');
  });
  assert.deepStrictEqual(calls.requests[0], {
    method: 'tabls/preview',
    params: { uri: 'file:///a.m', position, format: 'png', scale: 3, appearance: 'dark' },
  });
  assert.ok(calls.panels[0].webview.html.includes('data:image/png;base64,iVBORw0KGgo='));
  assert.ok(calls.panels[0].webview.html.includes('width="393"'));
  const csp = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(calls.panels[0].webview.html);
  assert.ok(csp && csp[1].startsWith("default-src 'none'; img-src data:;"), 'the webview has a CSP');
  assert.ok(!/<script/i.test(calls.panels[0].webview.html));
  assert.ok(calls.panels[0].webview.html.includes('not drawn: gradients'));

  // Other commands go to the server; settings changes are forwarded.
  let forwarded = false;
  await constructed.clientOptions.middleware.executeCommand('other', [], () => { forwarded = true; });
  assert.ok(forwarded);
  configurationListener({ affectsConfiguration: (section) => section === 'tabls' });
  assert.deepStrictEqual(calls.notifications[0], {
    method: 'workspace/didChangeConfiguration',
    params: { settings: { tabls: { rules: { TAB105: 'off' }, ignore: ['Pods/**'] } } },
  });
  // The package is one vsce accepts: a license, a repository, an icon, an ignore file; and no JSON selector.
  const manifest = require(path.join(__dirname, '..', 'package.json'));
  const fs = require('fs');
  for (const file of ['LICENSE', 'README.md', '.vscodeignore', manifest.icon]) {
    assert.ok(fs.existsSync(path.join(__dirname, '..', file)), file + ' is part of the package');
  }
  assert.ok(manifest.repository && manifest.repository.url && manifest.publisher && manifest.engines.vscode);
  assert.ok(!manifest.activationEvents.includes('onLanguage:json'), 'no activation on JSON');
  assert.ok(!constructed.clientOptions.documentSelector.some((s) => s.language === 'json'), 'no JSON selector');
  console.log('ok   VS Code extension: server command, settings, preview command and webview');
})().catch((error) => { console.error('FAIL', error); process.exit(1); });
