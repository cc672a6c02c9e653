import Foundation

/// The LSP base protocol's framing, as a pure state machine: feed it bytes as they arrive, in chunks of any
/// size, and it yields complete message bodies and framing errors.
///
/// A frame is `Content-Length: N\r\n` (header names are case-insensitive; `Content-Type` is optional and other
/// headers are ignored), an empty line, and N bytes of body. A frame whose declared length exceeds
/// `maxMessageBytes` is refused without allocating it: its body is skipped as it streams past.
public struct FrameDecoder: Sendable {
  public enum Event: Equatable, Sendable {
    case message([UInt8])
    /// A framing problem; the decoder has recovered and continues with the next frame.
    case error(String)
  }

  private enum State: Sendable {
    case header
    case body(length: Int)
    case skipping(remaining: Int)
  }

  public let maxMessageBytes: Int
  /// Headers longer than this without the blank line are garbage, not a header block.
  public let maxHeaderBytes = 64 * 1024

  private var state = State.header
  private var buffer: [UInt8] = []
  /// Where the unconsumed bytes of `buffer` start; compacted lazily so that many small frames in one read
  /// cost no copying.
  private var start = 0

  public init(maxMessageBytes: Int = 64 * 1024 * 1024) {
    self.maxMessageBytes = maxMessageBytes
  }

  /// Bytes received but not yet part of a complete frame (used to report EOF mid-message).
  public var pendingDescription: String? {
    switch state {
    case .header:
      return buffer.count > start ? "an incomplete header (\(buffer.count - start) bytes)" : nil
    case .body(let length):
      return "a message body: \(buffer.count - start) of \(length) bytes received"
    case .skipping(let remaining):
      return "an oversized message body still \(remaining) bytes long"
    }
  }

  public mutating func feed(_ chunk: UnsafeRawBufferPointer) -> [Event] {
    var events: [Event] = []
    var chunk = chunk[...]
    if case .skipping(let remaining) = state {
      let skipped = min(remaining, chunk.count)
      chunk = chunk.dropFirst(skipped)
      state = remaining == skipped ? .header : .skipping(remaining: remaining - skipped)
    }
    buffer.append(contentsOf: chunk)
    drain(into: &events)
    return events
  }

  public mutating func feed(_ bytes: [UInt8]) -> [Event] {
    bytes.withUnsafeBytes { feed($0) }
  }

  private mutating func drain(into events: inout [Event]) {
    while true {
      switch state {
      case .header:
        guard let headerEnd = findHeaderEnd() else {
          if buffer.count - start > maxHeaderBytes {
            events.append(.error("no end of header within \(maxHeaderBytes) bytes; discarding them"))
            start = buffer.count - 3
          }
          compact()
          return
        }
        let header = buffer[start..<headerEnd]
        start = headerEnd + 4
        switch Self.contentLength(of: header) {
        case .failure(let message):
          events.append(.error(message))
        case .success(let length) where length > maxMessageBytes:
          events.append(
            .error("message of \(length) bytes exceeds the limit of \(maxMessageBytes) bytes; skipped"))
          let available = buffer.count - start
          if available >= length {
            start += length
          } else {
            state = .skipping(remaining: length - available)
            start = buffer.count
          }
        case .success(let length):
          state = .body(length: length)
        }
      case .body(let length):
        guard buffer.count - start >= length else {
          compact()
          return
        }
        events.append(.message(Array(buffer[start..<start + length])))
        start += length
        state = .header
      case .skipping:
        compact()
        return
      }
    }
  }

  private func findHeaderEnd() -> Int? {
    var position = start
    let end = buffer.count - 3
    while position < end {
      if buffer[position] == 0x0D, buffer[position + 1] == 0x0A, buffer[position + 2] == 0x0D,
        buffer[position + 3] == 0x0A
      {
        return position
      }
      position += 1
    }
    return nil
  }

  private mutating func compact() {
    if start >= buffer.count {
      buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 20)
      start = 0
    } else if start > 0 && start >= buffer.count / 2 {
      buffer.removeSubrange(0..<start)
      start = 0
    }
  }

  private enum HeaderResult {
    case success(Int)
    case failure(String)
  }

  private static func contentLength(of header: ArraySlice<UInt8>) -> HeaderResult {
    var length: Int?
    for line in header.split(separator: 0x0A, omittingEmptySubsequences: false) {
      let line = line.last == 0x0D ? line.dropLast() : line
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
        return .failure("malformed header line '\(String(decoding: line, as: UTF8.self))'")
      }
      let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
      guard name == "content-length" else { continue }
      let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
      guard let parsed = Int(value), parsed >= 0 else {
        return .failure("invalid Content-Length '\(value)'")
      }
      length = parsed
    }
    guard let length else { return .failure("header without Content-Length") }
    return .success(length)
  }
}
