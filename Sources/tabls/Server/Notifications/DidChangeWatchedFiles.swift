import RPC

/// `workspace/didChangeWatchedFiles`: assets, resources or sources changed on disk; rebuild the index and
/// re-check open documents.
enum DidChangeWatchedFilesNotification: NotificationHandler {
  static let method = "workspace/didChangeWatchedFiles"

  static func handle(_ params: Params, server: Server, connection: Connection) {
    InitializedNotification.reindex(server: server, connection: connection)
  }
}
