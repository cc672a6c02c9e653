import Foundation
import RPC

/// `tabls/debug/sleep` {ms}: a deliberately slow request that honours cancellation. Only with
/// `TABLS_DEBUG_METHODS=1`; the end-to-end tests use it to prove that slow requests block nothing.
enum DebugSleepRequest: RequestHandler {
  static let method = "tabls/debug/sleep"
  static let isDebugOnly = true

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    let milliseconds = Params(request.params).value("ms")?.intValue ?? 1000
    return .work { context in
      let deadline = Date().addingTimeInterval(Double(milliseconds) / 1000)
      while Date() < deadline {
        try context.token.check()
        Thread.sleep(forTimeInterval: 0.001)
      }
      return ["slept": .int(milliseconds)]
    }
  }
}

/// `tabls/debug/throw`: a handler that throws an ordinary Swift error, which must become -32603 for this
/// request only.
enum DebugThrowRequest: RequestHandler {
  static let method = "tabls/debug/throw"
  static let isDebugOnly = true

  struct Failure: Error, CustomStringConvertible {
    var description: String { "deliberate failure for testing" }
  }

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    .work { _ in throw Failure() }
  }
}
