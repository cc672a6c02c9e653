// Loads extension.js with stand-ins for the `vscode` API and `vscode-languageclient` (neither is installable
// without VS Code and npm) and checks what the extension does with them: the server command and documents, the
// settings it forwards, its commands, and the live preview: the server's tabls.previewTabBar lens opens one panel,
// which follows the cursor and edits (debounced, a newer request cancelling an older one) and the pickers.
// Run: node editors/vscode/test/extension.test.js
const assert = require('assert');
const Module = require('module');
const path = require('path');

const calls = { requests: [], notifications: [], commands: {}, panels: [] };
let configurationListener;
let selectionListener;
let changeListener;
let constructed;
/** While set, requests wait for `release()`: to see an older request cancelled by a newer one. */
let hold;

class CancellationTokenSource {
  constructor() { this.token = { isCancellationRequested: false }; }
  cancel() { this.token.isCancellationRequested = true; }
}

function makePanel(id, title, column, options) {
  const panel = {
    id, title, options, posted: [], revealed: 0, receive: undefined,
    webview: { html: '', postMessage(message) { panel.posted.push(message); return Promise.resolve(true); },
      onDidReceiveMessage(listener) { panel.receive = listener; return { dispose() {} }; } },
    onDidDispose() { return { dispose() {} }; },
    reveal() { panel.revealed += 1; },
  };
  calls.panels.push(panel);
  return panel;
}

const vscode = {
  workspace: {
    getConfiguration: () => ({
      get: (key, fallback) => ({ path: '/opt/tabls', rules: { TAB105: 'off' }, ignore: ['Pods/**'], 'preview.scale': 3 })[key] ?? fallback,
    }),
    onDidChangeConfiguration: (listener) => { configurationListener = listener; return { dispose() {} }; },
    onDidChangeTextDocument: (listener) => { changeListener = listener; return { dispose() {} }; },
  },
  window: {
    activeTextEditor: undefined,
    activeColorTheme: { kind: 2 },
    createWebviewPanel: makePanel,
    onDidChangeTextEditorSelection: (listener) => { selectionListener = listener; return { dispose() {} }; },
    showWarningMessage: (message) => { throw new Error('unexpected warning: ' + message); },
  },
  commands: { registerCommand: (name, body) => { calls.commands[name] = body; return { dispose() {} }; } },
  ViewColumn: { Beside: -2 },
  CancellationTokenSource,
  ColorThemeKind: { Light: 1, Dark: 2 },
};

class LanguageClient {
  constructor(id, name, serverOptions, clientOptions) {
    constructed = { id, name, serverOptions, clientOptions };
    this.code2ProtocolConverter = { asPosition: (p) => p };
  }
  async start() {}
  async stop() {}
  async sendRequest(method, params, token) {
    calls.requests.push({ method, params, token });
    if (hold) await hold;
    return {
      png: 'iVBORw0KGgo=', width: 1179, height: 312, errors: [], notes: ['tab.json: not drawn: gradients'],
      styleReason: 'iOS 27 · Liquid Glass', devices: ['iPhone 15', 'iPhone SE'], languages: ['de', 'en'],
    };
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

  // The server's code lens command opens the live preview: one panel, the PNG posted to it, in the dark theme, at
  // the configured scale, on iOS 27.
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const position = { line: 24, character: 8 };
  await constructed.clientOptions.middleware.executeCommand('tabls.previewTabBar', ['file:///a.m', position], () => {
    throw new Error('tabls.previewTabBar must not go to the server');
  });
  assert.strictEqual(calls.requests[0].method, 'tabls/preview');
  assert.deepStrictEqual(calls.requests[0].params, {
    uri: 'file:///a.m', position, format: 'png', scale: 3, appearance: 'dark', os: 27,
  });
  const panel = calls.panels[0];
  assert.strictEqual(panel.options.enableScripts, true);
  assert.deepStrictEqual(panel.options.localResourceRoots, []);
  const picture = panel.posted[0];
  assert.strictEqual(picture.type, 'picture');
  assert.strictEqual(picture.png, 'iVBORw0KGgo=');
  assert.strictEqual(picture.width, 393);
  assert.deepStrictEqual(picture.devices, ['iPhone 15', 'iPhone SE']);
  assert.ok(picture.notes.includes('tab.json: not drawn: gradients'));
  const html = panel.webview.html;
  const csp = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
  assert.ok(csp && csp[1].startsWith("default-src 'none'; img-src data:;"), 'the webview has a CSP');
  const nonce = /script-src 'nonce-([^']+)'/.exec(csp[1]);
  assert.ok(nonce, 'scripts only by nonce');
  assert.strictEqual(html.split('<script').length, html.split(`<script nonce="${nonce[1]}"`).length, 'every script has the nonce');
  assert.ok(!/\son[a-z]+=/.test(html), 'no inline event handlers');
  assert.ok(!html.includes('innerHTML'), 'texts are set as text');

  // A second open reveals the same panel.
  await calls.commands['tabls.showPreview']();
  assert.strictEqual(calls.panels.length, 1);

  // The cursor moves in a Swift file: after the pause, the bar there is drawn; two moves make one request.
  const count = calls.requests.length;
  const editor = (line) => ({
    document: { uri: { toString: () => 'file:///b.swift', path: '/b.swift' }, languageId: 'swift' },
    selection: { active: { line, character: 4 } },
  });
  selectionListener({ textEditor: editor(3) });
  selectionListener({ textEditor: editor(7) });
  await wait(450);
  assert.strictEqual(calls.requests.length, count + 1, 'debounced');
  assert.deepStrictEqual(calls.requests[count].params.position, { line: 7, character: 4 });
  assert.strictEqual(calls.requests[count].params.uri, 'file:///b.swift');
  // A JSON file is no tabls document: the panel stays on the bar.
  selectionListener({ textEditor: { ...editor(9), document: { uri: { toString: () => 'file:///x.json', path: '/x.json' }, languageId: 'json' } } });
  await wait(450);
  assert.strictEqual(calls.requests.length, count + 1);

  // An edit while a request is out: the older one is cancelled and its answer not shown.
  let release;
  hold = new Promise((resolve) => { release = resolve; });
  const posted = panel.posted.length;
  changeListener({ document: { uri: { toString: () => 'file:///b.swift' } } });
  await wait(450);
  changeListener({ document: { uri: { toString: () => 'file:///b.swift' } } });
  await wait(450);
  hold = undefined;
  release();
  await wait(20);
  const [older, newer] = calls.requests.slice(-2);
  assert.strictEqual(older.token.isCancellationRequested, true);
  assert.strictEqual(newer.token.isCancellationRequested, false);
  assert.strictEqual(panel.posted.length, posted + 1, 'only the newer picture is shown');

  // The pickers: what they offer is asked for; anything else is not.
  panel.receive({ type: 'options', device: 'iPhone SE', os: 18, appearance: 'light', language: 'de' });
  await wait(20);
  assert.deepStrictEqual(
    Object.fromEntries(['device', 'os', 'appearance', 'language'].map((k) => [k, calls.requests.at(-1).params[k]])),
    { device: 'iPhone SE', os: 18, appearance: 'light', language: 'de' });
  panel.receive({ type: 'options', device: '<img src=x>', os: 99, appearance: 'sepia', language: 'de"' });
  await wait(20);
  const last = calls.requests.at(-1).params;
  assert.ok(!('device' in last) && !('language' in last) && last.os === 27 && last.appearance === 'dark', JSON.stringify(last));

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
  console.log('ok   VS Code extension: server command, settings, and the live preview (follows, debounces, cancels, pickers)');
})().catch((error) => { console.error('FAIL', error); process.exit(1); });
