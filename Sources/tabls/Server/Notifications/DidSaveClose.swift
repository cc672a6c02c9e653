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
      server.reads.forget(uri)
      server.openFacts.forget(uri)
      server.publisher.clear(uri, server: server, connection: connection)
      // What the closed text contributed (a PlusButton, an identifier) reverts to the file, or goes with it.
      server.workspace.revert(path: WorkspaceRoots.path(fromURI: uri) ?? uri, roots: server.roots)
      server.publisher.scheduleAll(server: server, connection: connection)
    } else {
      server.logger.warning("\(method): '\(uri)' was not open")
    }
  }
}
