import RPC
import TabAnalysis

/// `tabls/documentText` {uri, range?} → {uri, version, text}: the server's view of a document, so that
/// document sync can be verified from outside. Falls back to the file on disk (inside the workspace roots)
/// when the document is not open; `version` is then null.
enum DocumentTextRequest: RequestHandler {
  static let method = "tabls/documentText"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    let params = Params(request.params)
    let encoding = server.encoding
    do {
      let uri = try params.string("uri")
      let range = params.value("range") == nil ? nil : try params.range("range")
      let document: Document
      if let open = server.documents[uri] {
        document = open
      } else if let path = WorkspaceRoots.path(fromURI: uri), let bytes = server.roots.read(path: path) {
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
      let result: JSON = [
        "uri": .string(uri),
        "version": document.version < 0 ? .null : .int(Int64(document.version)),
        "text": .string(String(decoding: text, as: UTF8.self)),
      ]
      return .reply(.success(result))
    } catch let error as ResponseError {
      return .reply(.failure(error))
    } catch {
      return .reply(.failure(.internalError("\(error)")))
    }
  }
}
