import Foundation
import JSON

/// Where a connection's outgoing message bodies go.
public protocol MessageSink: Sendable {
  func send(_ body: [UInt8])
}

/// Writes framed messages to a file descriptor (stdout for `tabls lsp`). One lock around each whole frame, so
/// replies written from several handler threads never interleave.
public final class FramedOutput: MessageSink, @unchecked Sendable {
  private let descriptor: Int32
  private let lock = NSLock()

  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  public func send(_ body: [UInt8]) {
    let frame = FrameEncoder.frame(body)
    lock.withLock { _ = FileDescriptorIO.writeAll(frame, to: descriptor) }
  }
}

/// Collects outgoing messages in memory (in-process clients such as `tabls query`, and tests).
public final class CollectingSink: MessageSink, @unchecked Sendable {
  private let lock = NSLock()
  private let onMessage: @Sendable (JSON) -> Void

  public init(onMessage: @escaping @Sendable (JSON) -> Void) {
    self.onMessage = onMessage
  }

  public func send(_ body: [UInt8]) {
    // Our own writer produced these bytes, so they always parse.
    guard let message = try? JSONParser.parse(body) else { return }
    lock.withLock { onMessage(message) }
  }
}
