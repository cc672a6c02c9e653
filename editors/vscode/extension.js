// tabls for VS Code: starts `tabls lsp` for Objective-C, Swift, storyboard and string table files, forwards the
// tabls.* settings, and shows a tab bar as a PNG in a webview ("tabls: Preview tab bar", and the "Preview tab bar"
// code lens).
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

async function showPreview(uri, position) {
  if (!client) return;
  const editor = vscode.window.activeTextEditor;
  if (!uri && editor) {
    uri = editor.document.uri.toString();
    position = client.code2ProtocolConverter.asPosition(editor.selection.active);
  }
  if (!uri) return;
  const scale = vscode.workspace.getConfiguration('tabls').get('preview.scale', 2);
  const dark = vscode.window.activeColorTheme.kind === vscode.ColorThemeKind.Dark;
  try {
    const result = await client.sendRequest('tabls/preview', {
      uri, position, format: 'png', scale, appearance: dark ? 'dark' : 'light',
    });
    // No scripts, no resources from disk: the page shows one inline PNG and the server's notes.
    const panel = vscode.window.createWebviewPanel('tablsPreview', 'Tab bar preview', vscode.ViewColumn.Beside, {
      enableScripts: false, localResourceRoots: [],
    });
    panel.webview.html = previewHTML(result, scale);
  } catch (error) {
    vscode.window.showWarningMessage(`tabls: ${error.message || error}`);
  }
}

/** The preview page, under a Content-Security-Policy that allows only its data: image and its own style. */
function previewHTML(result, scale) {
  const escape = (text) => String(text).replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]);
  const nonce = crypto.randomBytes(16).toString('base64');
  const notes = [...(result.errors || []), ...(result.notes || [])].map((text) => `<p>${escape(text)}</p>`).join('');
  const width = Math.round(Number(result.width) / scale) || 0;
  const png = String(result.png).replace(/[^A-Za-z0-9+/=]/g, '');
  return `<!DOCTYPE html><html><head><meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'nonce-${nonce}';">
    <style nonce="${nonce}">body { padding: 16px; }</style></head><body>
    <img alt="tab bar" width="${width}" src="data:image/png;base64,${png}">
    ${notes}</body></html>`;
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

module.exports = { activate, deactivate };
