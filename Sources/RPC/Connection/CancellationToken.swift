import Foundation

/// Set when the client cancels a request (`$/cancelRequest`). Long handlers poll it and stop early; the reply
/// has already been sent by then, so whatever they return is dropped.
public final class CancellationToken: @unchecked Sendable {
  private let lock = NSLock()
  private var cancelled = false

  public init() {}

  public var isCancelled: Bool { lock.withLock { cancelled } }

  public func cancel() { lock.withLock { cancelled = true } }

  /// Throws `ResponseError.requestCancelled` once cancelled.
  public func check() throws(ResponseError) {
    if isCancelled { throw .requestCancelled }
  }
}
