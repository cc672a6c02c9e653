import JSON
import RPC

/// `textDocument/diagnostic` (pull diagnostics, LSP 3.17): the findings of one document, computed now, with a
/// `resultId` that is a digest of them, so a pull whose `previousResultId` still holds is answered `unchanged`.
/// Pulling clients are asked to pull again (`workspace/diagnostic/refresh`) whenever the index changes.
enum PullDiagnosticsRequest: RequestHandler {
  static let method = "textDocument/diagnostic"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    let params = Params(request.params)
    let snapshot = params.value("textDocument.uri")?.stringValue.flatMap { server.documents[$0] }
    let roots = server.roots
    return .work { context in
      let uri = try params.string("textDocument.uri")
      var document = snapshot
      // Not open: the file on disk, inside the roots (`uri` may also be a path, for scripts).
      if document == nil, let path = roots.resolve(uri).map(WorkspaceRoots.canonical),
        let bytes = roots.read(path: path)
      {
        document = Document.onDisk(path: path, bytes: bytes)
      }
      guard let document else { throw ResponseError.invalidParams("'\(uri)' is neither open nor in the workspace") }
      // Findings before the first index would be a guess; a client that takes refreshes is asked to pull again
      // when it ends, the others wait for it (bounded).
      _ = server.workspace.waitUntilReady(timeout: HoverRequest.indexWait)
      let items = JSON.array(DocumentAnalysis.diagnostics(for: document, server: server))
      try context.token.check()
      let resultId = FNV1a(bytes: JSONWriter.write(items)).hex
      if params.value("previousResultId")?.stringValue == resultId {
        return ["kind": "unchanged", "resultId": .string(resultId)]
      }
      return ["kind": "full", "resultId": .string(resultId), "items": items]
    }
  }
}
