import Foundation
import RPC

/// Server logs: every line goes to stderr (what editors show as the server's log), and, once a client is
/// connected, to the client as `window/logMessage`.
final class Logger: @unchecked Sendable {
  enum Level: Int64 {
    case error = 1
    case warning = 2
    case info = 3
    case log = 4
  }

  private let lock = NSLock()
  private var connection: Connection?

  func attach(_ connection: Connection) {
    lock.withLock { self.connection = connection }
  }

  func log(_ level: Level, _ message: String) {
    StandardError.print(message)
    let connection = lock.withLock { self.connection }
    connection?.sendNotification(
      "window/logMessage", params: ["type": .int(level.rawValue), "message": .string(message)])
  }

  func error(_ message: String) { log(.error, message) }
  func warning(_ message: String) { log(.warning, message) }
  func info(_ message: String) { log(.info, message) }
}
