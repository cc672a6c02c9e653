/// How the server answers one request.
import JSON

public enum Route: Sendable {
  /// Answer now, on the reader thread, in arrival order (lifecycle errors, cheap lookups).
  case reply(Result<JSON, ResponseError>)
  /// Run off the reader thread. A thrown `ResponseError` is sent as is; any other error becomes -32603.
  case work(@Sendable (RequestContext) throws -> JSON)
}

public struct RequestContext: Sendable {
  public let request: Request
  public let token: CancellationToken
  public let connection: Connection
}

/// The server side of a connection. Both methods are called on the reader thread in arrival order, so state
/// changes made by notifications (document edits) are visible to every later request.
public protocol MessageHandler: AnyObject, Sendable {
  func route(_ request: Request, on connection: Connection) -> Route
  func handle(_ notification: Notification, on connection: Connection)
}
