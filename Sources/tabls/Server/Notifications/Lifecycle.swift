import RPC

/// `initialized`: the client is ready. Nothing to do yet; later work (indexing) starts here.
enum InitializedNotification: NotificationHandler {
  static let method = "initialized"

  static func handle(_ params: Params, server: Server, connection: Connection) {}
}

/// `exit`: handled by `Server.handle` before anything else, since it is accepted in every state.
enum ExitNotification: NotificationHandler {
  static let method = "exit"

  static func handle(_ params: Params, server: Server, connection: Connection) {}
}

/// `$/setTrace` {value: off|messages|verbose}.
enum SetTraceNotification: NotificationHandler {
  static let method = "$/setTrace"

  static func handle(_ params: Params, server: Server, connection: Connection) {
    guard let value = params.value("value")?.stringValue, let trace = Server.Trace(rawValue: value) else {
      server.logger.warning("$/setTrace: 'value' must be off, messages or verbose")
      return
    }
    server.trace = trace
  }
}
