import RPC

/// `textDocument/didOpen`: the client's text now wins over the file on disk.
enum DidOpenNotification: NotificationHandler {
  static let method = "textDocument/didOpen"

  static func handle(_ params: Params, server: Server, connection: Connection) {
    do {
      let uri = try params.string("textDocument.uri")
      let document = Document(
        uri: uri, languageId: (try? params.string("textDocument.languageId")) ?? "",
        version: try params.int("textDocument.version"), text: Array(try params.string("textDocument.text").utf8))
      server.documents.open(document)
      server.publisher.schedule(uri, server: server, connection: connection)
    } catch {
      server.logger.error("\(method): \(error.message)")
    }
  }
}
