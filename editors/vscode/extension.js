// tabls for VS Code: starts `tabls lsp` for Objective-C, Swift and JSON files, forwards the tabls.* settings, and
// shows a tab bar as a PNG in a webview ("tabls: Preview tab bar", and the "Preview tab bar" code lens).
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

/** The tabls.* settings in .tabls.json's shape (rules, ignore, darkSuffix). */
function settings() {
  const config = vscode.workspace.getConfiguration('tabls');
  const result = { rules: config.get('rules', {}), ignore: config.get('ignore', []) };
  const darkSuffix = config.get('darkSuffix');
  if (typeof darkSuffix === 'string') result.darkSuffix = darkSuffix;
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
    const panel = vscode.window.createWebviewPanel('tablsPreview', 'Tab bar preview', vscode.ViewColumn.Beside, {});
    const notes = [...(result.errors || []), ...(result.notes || [])]
      .map((text) => `<p>${text.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'))}</p>`).join('');
    panel.webview.html = `<!DOCTYPE html><html><body style="padding:16px">
      <img alt="tab bar" style="width:${result.width / scale}px" src="data:image/png;base64,${result.png}">
      ${notes}</body></html>`;
  } catch (error) {
    vscode.window.showWarningMessage(`tabls: ${error.message || error}`);
  }
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
