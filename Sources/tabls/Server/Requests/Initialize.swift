import JSON
import RPC
import SourceText
import TabAnalysis

/// `initialize`: negotiates the position encoding, records the workspace roots and the trace level, and
/// advertises exactly what the server implements.
enum InitializeRequest: RequestHandler {
  static let method = "initialize"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    let params = Params(request.params)
    let client = ClientCapabilities(params.value("capabilities") ?? [:])
    let encoding: PositionEncoding = client.positionEncodings.contains("utf-8") ? .utf8 : .utf16
    server.session.encoding = encoding
    server.session.roots = WorkspaceRoots(paths: rootPaths(params))
    if let trace = params.value("trace")?.stringValue.flatMap(Server.Trace.init(rawValue:)) {
      server.session.trace = trace
    }
    server.session.client = client
    if let options = params.value("initializationOptions") { ClientSettings.apply(options, server: server) }
    server.session.lifecycle = .running
    var result: JSON = [
      "capabilities": [
        "positionEncoding": .string(encoding.rawValue),
        "textDocumentSync": [
          "openClose": true,
          "change": 2,  // incremental
          "save": ["includeText": false],
        ],
        "completionProvider": ["triggerCharacters": ["\"", "."], "resolveProvider": true],
        "diagnosticProvider": ["interFileDependencies": true, "workspaceDiagnostics": false],
        "hoverProvider": true,
        "definitionProvider": true,
        "referencesProvider": true,
        "codeActionProvider": ["codeActionKinds": ["quickfix", .string(CodeActionRequest.fixAllKind)]],
        "documentSymbolProvider": true,
        "documentLinkProvider": ["resolveProvider": false],
        "codeLensProvider": ["resolveProvider": false],
        "executeCommandProvider": [
          "commands": [
            .string(ExecuteCommandRequest.previewCommand), .string(ExecuteCommandRequest.applyEditCommand),
            .string(ExecuteCommandRequest.statusCommand),
          ]
        ],
        "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
      ],
      "serverInfo": ["name": "tabls", "version": .string(TablsVersion.current)],
    ]
    if case .object(var object) = result, case .object(var capabilities)? = object["capabilities"] {
      if client.inlayHints { capabilities["inlayHintProvider"] = true }
      if client.colors { capabilities["colorProvider"] = true }
      // Rename needs a client that asks first (prepareRename) only to offer it; without, rename alone.
      capabilities["renameProvider"] = client.prepareRename ? ["prepareProvider": true] : true
      object["capabilities"] = .object(capabilities)
      result = .object(object)
    }
    return .reply(.success(result))
  }

  /// `workspaceFolders` when given, else `rootUri`, else the deprecated `rootPath`.
  private static func rootPaths(_ params: Params) -> [String] {
    if let folders = params.value("workspaceFolders")?.arrayValue {
      let paths = folders.compactMap { $0["uri"]?.stringValue.flatMap(WorkspaceRoots.path(fromURI:)) }
      if !paths.isEmpty { return paths }
    }
    if let uri = params.value("rootUri")?.stringValue, let path = WorkspaceRoots.path(fromURI: uri) {
      return [path]
    }
    if let path = params.value("rootPath")?.stringValue { return [path] }
    return []
  }
}
