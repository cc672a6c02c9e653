import RPC

/// `shutdown`: from now on every request is refused and only `exit` matters.
enum ShutdownRequest: RequestHandler {
  static let method = "shutdown"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    server.session.lifecycle = .shutDown
    return .reply(.success(.null))
  }
}
