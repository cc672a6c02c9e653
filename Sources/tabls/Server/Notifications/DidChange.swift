import RPC
import SourceText
import TabAnalysis

/// `textDocument/didChange`, full and incremental: changes apply in order, each against the text the
/// previous one produced. A malformed change is logged and the document is left as it was.
enum DidChangeNotification: NotificationHandler {
  static let method = "textDocument/didChange"

  static func handle(_ params: Params, server: Server, connection: Connection) {
    do {
      let uri = try params.string("textDocument.uri")
      let version = try params.int("textDocument.version")
      guard let changes = params.value("contentChanges")?.arrayValue else {
        throw ResponseError.invalidParams("missing 'contentChanges'")
      }
      let encoding = server.encoding
      let updated = try server.documents.update(uri) { document in
        // All changes apply to a copy, with one line index built at the end (`IncrementalEdits`): a malformed
        // change leaves the document as it was, and thousands of small changes stay linear.
        var edits = IncrementalEdits(document.text)
        for change in changes {
          let change = Params(change)
          let text = Array(try change.string("text").utf8)
          if change.value("range") != nil {
            let range = try change.range("range")
            edits.replace(range.start, range.end, with: text, encoding: encoding)
          } else {
            edits = IncrementalEdits(text)
          }
        }
        document.replaceAll(with: edits.text, version: version)
      }
      if !updated { server.logger.warning("\(method): '\(uri)' is not open; change ignored") }
      server.publisher.schedule(uri, server: server, connection: connection)
    } catch {
      server.logger.error("\(method): \((error as? ResponseError)?.message ?? "\(error)")")
    }
  }
}
