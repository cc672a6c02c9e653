import Foundation
import JSON
import RPC

/// Server-initiated work-done progress, by the book (LSP 3.17 "Server Initiated Progress"): the token is created
/// with `window/workDoneProgress/create`; `begin` goes out only once the client has answered it with success,
/// nothing at all when it refused; one `begin` and one `end` per token, in that order, even when the work ends
/// before the client answers. The user may cancel it (`window/workDoneProgress/cancel`).
final class WorkDoneProgress: @unchecked Sendable {
  enum State {
    /// `create` sent, no answer yet.
    case requested
    case refused
    case begun
    case ended
  }

  let token: String
  private let title: String
  private let message: String
  private let lock = NSLock()
  private var state = State.requested
  /// The work ended before the client answered `create`.
  private var endedEarly: String?
  private let onCancel: @Sendable () -> Void

  private static let counter = Locked(UInt64(0))

  /// Creates the token on the client (when it declared `window.workDoneProgress`, else nil: no progress at all).
  static func start(
    title: String, message: String, server: Server, connection: Connection,
    onCancel: @escaping @Sendable () -> Void
  ) -> WorkDoneProgress? {
    guard server.client.workDoneProgress else { return nil }
    var number: UInt64 = 0
    counter.modify { value in
      value &+= 1
      number = value
    }
    let progress = WorkDoneProgress(
      token: "tabls-progress-\(number)", title: title, message: message, onCancel: onCancel)
    server.progress.modify { $0[progress.token] = progress }
    connection.sendRequest("window/workDoneProgress/create", params: ["token": .string(progress.token)]) { result in
      progress.created(result, server: server, connection: connection)
    }
    return progress
  }

  private init(token: String, title: String, message: String, onCancel: @escaping @Sendable () -> Void) {
    self.token = token
    self.title = title
    self.message = message
    self.onCancel = onCancel
  }

  private func created(_ result: Result<JSON, ResponseError>, server: Server, connection: Connection) {
    let send: [JSON] = lock.withLock {
      guard state == .requested else { return [] }
      guard case .success = result else {
        state = .refused
        return []
      }
      if let endedEarly {
        state = .ended
        return [beginValue, endValue(endedEarly)]
      }
      state = .begun
      return [beginValue]
    }
    if case .failure(let error) = result {
      server.logger.info("the client refused progress token \(token): \(error.message)")
    }
    if lock.withLock({ state }) != .begun { server.progress.modify { $0[token] = nil } }
    for value in send { connection.sendNotification("$/progress", params: ["token": .string(token), "value": value]) }
  }

  /// The work is over: `end` now if `begin` went out, when the client answers `create` if it has not yet.
  func end(message: String, server: Server, connection: Connection) {
    let send: Bool = lock.withLock {
      switch state {
      case .requested:
        endedEarly = message
        return false
      case .begun:
        state = .ended
        return true
      case .refused, .ended:
        return false
      }
    }
    guard send else { return }
    server.progress.modify { $0[token] = nil }
    connection.sendNotification("$/progress", params: ["token": .string(token), "value": endValue(message)])
  }

  /// The user pressed cancel on this token.
  func cancel() { onCancel() }

  private var beginValue: JSON {
    ["kind": "begin", "title": .string(title), "cancellable": true, "message": .string(message)]
  }

  private func endValue(_ message: String) -> JSON { ["kind": "end", "message": .string(message)] }
}

/// `window/workDoneProgress/cancel` {token}: stops the work a progress token tracks.
enum WorkDoneProgressCancelNotification: NotificationHandler {
  static let method = "window/workDoneProgress/cancel"

  static func handle(_ params: Params, server: Server, connection: Connection) {
    let token = params.value("token").map { $0.stringValue ?? JSONWriter.string($0) } ?? ""
    guard let progress = server.progress.read({ $0[token] }) else { return }
    progress.cancel()
  }
}
