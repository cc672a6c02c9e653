import JSON
import RPC
import SourceText
import TabAnalysis

/// `textDocument/codeLens`: "Preview tab bar" above each tab bar of any library, running `tabls.previewTabBar`
/// with the document and the tab bar's position.
enum CodeLensRequest: RequestHandler {
  static let method = "textDocument/codeLens"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    DocumentRequest.route(request, server: server) { at in
      guard let (model, _) = at.tabDocument() else { return [] }
      return .array(
        model.bars.map { tabBar in
          let opener = SourceRange(tabBar.anchorRange.start, tabBar.anchorRange.start)
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
/// `tabls.applyEdit [title, edit]` (the code actions of clients without code action literals) sends the edit
/// back as `workspace/applyEdit`. `tabls.status` answers what the server sees (`StatusCommand.report` per project).
enum ExecuteCommandRequest: RequestHandler {
  static let method = "workspace/executeCommand"
  static let previewCommand = "tabls.previewTabBar"
  static let applyEditCommand = "tabls.applyEdit"
  static let statusCommand = "tabls.status"

  static func applyEditCommand(title: String, edit: JSON) -> JSON {
    ["title": .string(title), "command": .string(applyEditCommand), "arguments": [.string(title), edit]]
  }

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    let params = Params(request.params)
    if params.value("command")?.stringValue == applyEditCommand {
      let arguments = params.value("arguments")?.arrayValue ?? []
      guard arguments.count == 2, let title = arguments[0].stringValue, case .object = arguments[1] else {
        return .reply(.failure(.invalidParams("\(applyEditCommand) takes [title, workspaceEdit]")))
      }
      guard server.client.applyEdit else {
        return .reply(.failure(.invalidRequest("the client does not take workspace/applyEdit")))
      }
      connection.sendRequest("workspace/applyEdit", params: ["label": .string(title), "edit": arguments[1]]) { result in
        if case .failure(let error) = result { server.logger.warning("workspace/applyEdit: \(error.message)") }
      }
      return .reply(.success(.null))
    }
    if params.value("command")?.stringValue == statusCommand {
      // What the server sees, to paste into a bug report: each workspace folder's project as `tabls status` says it.
      return .work { _ in
        let projects = server.workspace.allProjects.map { project in
          StatusCommand.report(
            root: project.root, index: project.index, configurations: project.configurations,
            sources: project.index.sourceFacts.count, storyboards: project.index.storyboards.count,
            outsideTargets: project.index.outsideTargets.count, seconds: nil, problems: []
          ) { $0 }
        }
        return [
          "version": .string(TablsVersion.current), "indexing": .bool(server.workspace.isIndexing),
          "openDocuments": .int(Int64(server.documents.uris.count)), "projects": .array(projects),
        ]
      }
    }
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
