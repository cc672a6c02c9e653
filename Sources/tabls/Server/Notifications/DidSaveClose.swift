import RPC

/// `textDocument/didSave`: the file on disk now matches; nothing to re-read while the document is open.
enum DidSaveNotification: NotificationHandler {
  static let method = "textDocument/didSave"

  static func handle(_ params: Params, server: Server, connection: Connection) {
    if let uri = params.value("textDocument.uri")?.stringValue, server.documents[uri] == nil {
      server.logger.warning("\(method): '\(uri)' is not open")
    }
  }
}

/// `textDocument/didClose`: the file on disk is the truth again.
enum DidCloseNotification: NotificationHandler {
  static let method = "textDocument/didClose"

  static func handle(_ params: Params, server: Server, connection: Connection) {
    guard let uri = params.value("textDocument.uri")?.stringValue else {
      server.logger.error("\(method): missing 'textDocument.uri'")
      return
    }
    if server.documents.close(uri) {
      server.publisher.clear(uri, server: server, connection: connection)
    } else {
      server.logger.warning("\(method): '\(uri)' was not open")
    }
  }
}
