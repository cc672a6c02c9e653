// tabls for VS Code: starts `tabls lsp` for Objective-C, Swift, storyboard and string table files, forwards the
// tabls.* settings, and shows a live preview of the tab bar under the cursor in a panel beside the code ("tabls:
// Preview tab bar", and the "Preview tab bar" code lens), redrawn as the cursor moves and the code changes.
const crypto = require('crypto');
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

/** The tabls.* settings in .tabls.json's shape (rules, ignore, darkSuffix, os). */
function settings() {
  const config = vscode.workspace.getConfiguration('tabls');
  const result = { rules: config.get('rules', {}), ignore: config.get('ignore', []) };
  const darkSuffix = config.get('darkSuffix');
  if (typeof darkSuffix === 'string') result.darkSuffix = darkSuffix;
  const os = config.get('os');
  if (typeof os === 'number') result.os = os;
  return result;
}

function createClient() {
  const command = vscode.workspace.getConfiguration('tabls').get('path', 'tabls');
  const server = { command, args: ['lsp'] };
  return new LanguageClient('tabls', 'tabls', { run: server, debug: server }, {
    documentSelector: [
      { scheme: 'file', language: 'objective-c' },
      { scheme: 'file', language: 'objective-cpp' },
      { scheme: 'file', language: 'swift' },
      // Not every JSON file: only tab bar sources, storyboards and string tables are tabls' documents.
      { scheme: 'file', pattern: '**/*.{storyboard,xib}' },
      { scheme: 'file', pattern: '**/*.{strings,stringsdict,xcstrings}' },
      // Info.plist: UIDesignRequiresCompatibility's hover and TAB138.
      { scheme: 'file', pattern: '**/*Info.plist' },
    ],
    initializationOptions: settings(),
    // The server's code lens runs tabls.previewTabBar; in VS Code it opens the PNG preview instead.
    middleware: {
      executeCommand: async (command, args, next) =>
        command === 'tabls.previewTabBar' ? showPreview(args[0], args[1]) : next(command, args),
    },
  });
}

/**
 * The live preview beside the code: one panel that follows the tab bar under the cursor and redraws on each edit
 * (debounced; a newer request cancels the older one), with device, iOS, appearance and language pickers.
 */
class PreviewPanel {
  constructor(delay = 300) {
    this.delay = delay;
    this.panel = undefined;
    this.target = undefined;
    this.timer = undefined;
    this.pending = undefined;
    this.options = { device: '', os: 27, appearance: '', language: '' };
  }

  /** Opens (or reveals) the panel on a document position, the active editor's by default. */
  async open(uri, position) {
    const editor = vscode.window.activeTextEditor;
    if (!uri && editor) {
      uri = editor.document.uri.toString();
      position = client.code2ProtocolConverter.asPosition(editor.selection.active);
    }
    if (!uri) return;
    this.target = { uri, position };
    if (!this.panel) {
      // Scripts only with this page's nonce, no resources from disk: pictures arrive as messages.
      this.panel = vscode.window.createWebviewPanel('tablsPreview', 'Tab bar preview', vscode.ViewColumn.Beside, {
        enableScripts: true, localResourceRoots: [], retainContextWhenHidden: true,
      });
      this.panel.webview.html = previewPage(crypto.randomBytes(16).toString('base64'));
      this.panel.webview.onDidReceiveMessage((message) => this.choose(message));
      this.panel.onDidDispose(() => { this.panel = undefined; this.cancel(); });
    } else {
      this.panel.reveal(vscode.ViewColumn.Beside, true);
    }
    await this.refresh();
  }

  /** The cursor moved in a tabls document: follow it. */
  follow(editor) {
    if (!this.panel || !editor || !isTablsDocument(editor.document)) return;
    this.target = {
      uri: editor.document.uri.toString(),
      position: client.code2ProtocolConverter.asPosition(editor.selection.active),
    };
    this.schedule();
  }

  /** The followed document changed: draw it again. */
  edited(document) {
    if (this.panel && this.target && document.uri.toString() === this.target.uri) this.schedule();
  }

  /** A picker changed: only the values the pickers offer are taken. */
  choose(message) {
    if (!message || message.type !== 'options') return;
    const text = (value) => (typeof value === 'string' && /^[\w .()-]{0,40}$/.test(value) ? value : '');
    this.options = {
      device: text(message.device), os: [18, 26, 27].includes(Number(message.os)) ? Number(message.os) : 27,
      appearance: ['light', 'dark'].includes(message.appearance) ? message.appearance : '', language: text(message.language),
    };
    this.refresh();
  }

  schedule() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.refresh(), this.delay);
  }

  cancel() {
    clearTimeout(this.timer);
    if (this.pending) this.pending.cancel();
    this.pending = undefined;
  }

  async refresh() {
    if (!this.panel || !this.target || !client) return;
    this.cancel();
    const source = new vscode.CancellationTokenSource();
    this.pending = source;
    const scale = vscode.workspace.getConfiguration('tabls').get('preview.scale', 2);
    const dark = vscode.window.activeColorTheme.kind === vscode.ColorThemeKind.Dark;
    const params = {
      uri: this.target.uri, position: this.target.position, format: 'png', scale,
      appearance: this.options.appearance || (dark ? 'dark' : 'light'), os: this.options.os,
    };
    if (this.options.device) params.device = this.options.device;
    if (this.options.language) params.language = this.options.language;
    try {
      const result = await client.sendRequest('tabls/preview', params, source.token);
      if (source !== this.pending || !this.panel) return;
      this.panel.webview.postMessage({
        type: 'picture', png: String(result.png).replace(/[^A-Za-z0-9+/=]/g, ''),
        width: Math.round(Number(result.width) / scale) || 0,
        notes: [...(result.errors || []), ...(result.notes || [])].map(String),
        styleReason: String(result.styleReason || ''), devices: (result.devices || []).map(String),
        languages: (result.languages || []).map(String), options: { ...params, device: this.options.device, language: this.options.language },
      });
    } catch (error) {
      if (source !== this.pending || !this.panel) return;
      this.panel.webview.postMessage({ type: 'message', text: String((error && error.message) || error) });
    } finally {
      if (source === this.pending) this.pending = undefined;
    }
  }
}

const preview = new PreviewPanel();

async function showPreview(uri, position) {
  if (!client) return;
  await preview.open(uri, position);
}

function isTablsDocument(document) {
  return ['objective-c', 'objective-cpp', 'swift'].includes(document.languageId)
    || /\.(storyboard|xib)$/.test(document.uri.path || '');
}

/**
 * The preview page under a Content-Security-Policy: its one script and style by nonce, pictures only as data:
 * PNGs. The script draws what the extension posts and posts back the pickers' values; every text is set as text.
 */
function previewPage(nonce) {
  return `<!DOCTYPE html><html><head><meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}';">
    <style nonce="${nonce}">body { padding: 16px; } form { display: flex; gap: 8px; flex-wrap: wrap; margin-bottom: 12px; }
      img { display: block; max-width: 100%; } p { margin: 4px 0; }</style></head><body>
    <form id="pickers">
      <label>Device <select name="device"><option value="">default</option></select></label>
      <label>iOS <select name="os"><option value="27">27</option><option value="26">26</option><option value="18">18</option></select></label>
      <label>Appearance <select name="appearance"><option value="">editor theme</option><option value="light">light</option><option value="dark">dark</option></select></label>
      <label>Language <select name="language"><option value="">development</option></select></label>
    </form>
    <img id="bar" alt="tab bar">
    <p id="reason"></p><div id="notes"></div>
    <script nonce="${nonce}">
      const vscode = acquireVsCodeApi();
      const form = document.getElementById('pickers');
      function fill(select, values, chosen) {
        const first = select.options[0];
        select.replaceChildren(first, ...values.map((value) => { const option = document.createElement('option'); option.value = value; option.textContent = value; return option; }));
        select.value = values.includes(chosen) ? chosen : '';
      }
      window.addEventListener('message', (event) => {
        const message = event.data || {};
        const notes = document.getElementById('notes');
        if (message.type === 'picture') {
          const image = document.getElementById('bar');
          image.src = 'data:image/png;base64,' + String(message.png).replace(/[^A-Za-z0-9+/=]/g, '');
          image.width = Number(message.width) || 0;
          document.getElementById('reason').textContent = message.styleReason || '';
          notes.replaceChildren(...(message.notes || []).map((text) => { const p = document.createElement('p'); p.textContent = text; return p; }));
          fill(form.elements.device, message.devices || [], message.options.device);
          fill(form.elements.language, message.languages || [], message.options.language);
          form.elements.os.value = String(message.options.os);
        } else if (message.type === 'message') {
          const p = document.createElement('p');
          p.textContent = String(message.text);
          notes.replaceChildren(p);
        }
      });
      form.addEventListener('change', () => vscode.postMessage({
        type: 'options', device: form.elements.device.value, os: Number(form.elements.os.value),
        appearance: form.elements.appearance.value, language: form.elements.language.value,
      }));
    </script></body></html>`;
}

async function activate(context) {
  client = createClient();
  context.subscriptions.push(
    vscode.commands.registerCommand('tabls.showPreview', () => showPreview()),
    vscode.commands.registerCommand('tabls.restartServer', async () => {
      await client.stop();
      client = createClient();
      await client.start();
    }),
    vscode.window.onDidChangeTextEditorSelection((event) => preview.follow(event.textEditor)),
    vscode.workspace.onDidChangeTextDocument((event) => preview.edited(event.document)),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('tabls') && client) {
        client.sendNotification('workspace/didChangeConfiguration', { settings: { tabls: settings() } });
      }
    }),
  );
  await client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate, previewPage, PreviewPanel };
