import RPC
import TabAnalysis

/// `textDocument/codeLens`: "Preview tab bar" above each tab bar, running `tabls.previewTabBar` with the document
/// and the tab bar's position.
enum CodeLensRequest: RequestHandler {
  static let method = "textDocument/codeLens"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    DocumentRequest.route(request, server: server) { at in
      guard let scan = at.scan() else { return [] }
      return .array(
        scan.tabBars.map { tabBar in
          let opener = SourceRange(tabBar.range.start, tabBar.range.start)
          let position = at.range(opener)["start"] ?? .null
          return [
            "range": at.range(opener),
            "command": [
              "title": .string("Preview tab bar (\(tabBar.items.count) items)"),
              "command": .string(ExecuteCommandRequest.previewCommand),
              "arguments": [.string(at.document.uri), position],
            ],
          ]
        })
    }
  }
}

/// `workspace/executeCommand`: `tabls.previewTabBar [uri, position]` answers the tab bar's ASCII preview
/// (`{text, errors}`, as `tabls/preview`); clients show it (the VS Code extension asks `tabls/preview` for a PNG).
enum ExecuteCommandRequest: RequestHandler {
  static let method = "workspace/executeCommand"
  static let previewCommand = "tabls.previewTabBar"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    let params = Params(request.params)
    guard params.value("command")?.stringValue == previewCommand else {
      return .reply(.failure(.invalidParams("unknown command '\(params.value("command")?.stringValue ?? "")'")))
    }
    let arguments = params.value("arguments")?.arrayValue ?? []
    guard arguments.count >= 2, arguments[0].stringValue != nil else {
      return .reply(.failure(.invalidParams("\(previewCommand) takes [uri, position]")))
    }
    let forwarded = Request(
      id: request.id, method: PreviewRequest.method,
      params: ["uri": arguments[0], "position": arguments[1], "format": "ascii"])
    return PreviewRequest.route(forwarded, server: server, connection: connection)
  }
}
