import RPC
import TabAnalysis

/// `tabls/documentText` {uri, range?} → {uri, version, text}: the server's view of a document, so that
/// document sync can be verified from outside. Falls back to the file on disk (inside the workspace roots)
/// when the document is not open; `version` is then null. For scripts, `uri` may also be a path, absolute
/// or relative to the first workspace root.
enum DocumentTextRequest: RequestHandler {
  static let method = "tabls/documentText"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    // Read the open document now, on the reader thread, so the answer reflects every edit sent before
    // this request and none sent after it.
    let params = Params(request.params)
    let uri = params.value("uri")?.stringValue
    // A path (absolute, relative, `./…`) finds the open document of the file it names.
    let snapshot =
      uri.flatMap { server.documents[$0] }
      ?? uri.flatMap(server.roots.resolve).map(WorkspaceRoots.canonical).flatMap {
        server.documents[WorkspaceRoots.uri(fromPath: $0)]
      }
    let encoding = server.encoding
    let roots = server.roots
    return .work { _ in
      let uri = try params.string("uri")
      let range = params.value("range") == nil ? nil : try params.range("range")
      let document: Document
      if let snapshot {
        document = snapshot
      } else if let path = roots.resolve(uri), let bytes = roots.read(path: path) {
        document = Document(uri: uri, languageId: "", version: -1, text: bytes)
      } else {
        throw ResponseError.invalidParams("'\(uri)' is neither open nor a readable file in the workspace")
      }
      var text = document.text[...]
      if let range {
        let start = document.lineIndex.offset(of: range.start, in: encoding)
        let end = max(start, document.lineIndex.offset(of: range.end, in: encoding))
        text = document.text[start..<end]
      }
      return [
        "uri": .string(uri),
        "version": document.version < 0 ? .null : .int(Int64(document.version)),
        "text": .string(String(decoding: text, as: UTF8.self)),
      ]
    }
  }
}
