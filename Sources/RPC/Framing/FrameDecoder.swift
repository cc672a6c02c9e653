import Foundation

/// The LSP base protocol's framing, as a pure state machine: feed it bytes as they arrive, in chunks of any
/// size, and it yields complete message bodies and framing errors.
///
/// A frame is `Content-Length: N\r\n` (header names are case-insensitive; `Content-Type` is optional and other
/// headers are ignored), an empty line, and N bytes of body. A frame whose declared length exceeds
/// `maxMessageBytes` is refused without allocating it: its body is skipped as it streams past, and its first
/// bytes are handed on (`oversized`) so the connection can still answer a request id it finds there.
///
/// After a bad frame the decoder resynchronises instead of reading bodies as headers forever: a header block that
/// is not one (a length a few bytes off leaves the tail of a body before the next header) restarts at the next
/// `Content-Length:` inside it; a bare-LF blank line also ends a header; 64 KB without a blank line are dropped up
/// to the last `Content-Length:` in them.
public struct FrameDecoder: Sendable {
  public enum Event: Equatable, Sendable {
    case message([UInt8])
    /// A framing problem; the decoder has recovered and continues with the next frame.
    case error(String)
    /// The first bytes (at most `oversizedPrefixBytes`) of a body that was skipped for its size.
    case oversized(prefix: [UInt8])
  }

  private enum State: Sendable {
    case header
    case body(length: Int)
    case skipping(remaining: Int)
  }

  /// How much of a skipped body is kept for its id.
  public static let oversizedPrefixBytes = 4096
  private var oversizedPrefix: [UInt8]?

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
      collectOversized(chunk.prefix(skipped), finished: remaining == skipped, into: &events)
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
        guard let (headerEnd, terminator) = findHeaderEnd() else {
          if buffer.count - start > maxHeaderBytes {
            let restart = lastContentLength(in: (start + 1)..<buffer.count)
            events.append(.error("no end of header within \(maxHeaderBytes) bytes; discarding them"))
            start = restart ?? buffer.count - 3
          }
          compact()
          return
        }
        let header = buffer[start..<headerEnd]
        switch Self.contentLength(of: header) {
        case .failure(let message):
          events.append(.error(message))
          // A `Content-Length:` later in the rejected block starts the next real header.
          if headerEnd > start + 1, let restart = firstContentLength(in: (start + 1)..<headerEnd) {
            start = restart
            continue
          }
          start = headerEnd + terminator
        case .success(let length) where length > maxMessageBytes:
          start = headerEnd + terminator
          events.append(
            .error("message of \(length) bytes exceeds the limit of \(maxMessageBytes) bytes; skipped"))
          let available = buffer.count - start
          oversizedPrefix = []
          if available >= length {
            collectOversized(buffer[start..<start + length], finished: true, into: &events)
            start += length
          } else {
            collectOversized(buffer[start...], finished: false, into: &events)
            state = .skipping(remaining: length - available)
            start = buffer.count
          }
        case .success(let length):
          start = headerEnd + terminator
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

  /// The blank line that ends the header at `start` (`\r\n\r\n`, or a bare `\n\n`), and its length.
  private func findHeaderEnd() -> (Int, Int)? {
    var position = start
    let end = buffer.count - 1
    while position < end {
      if buffer[position] == 0x0A {
        if buffer[position + 1] == 0x0A { return (position, 2) }
        if position + 2 < buffer.count, buffer[position + 1] == 0x0D, buffer[position + 2] == 0x0A,
          position > start, buffer[position - 1] == 0x0D
        {
          return (position - 1, 4)
        }
      }
      position += 1
    }
    return nil
  }

  private static let contentLengthName = Array("content-length:".utf8)

  private func isContentLength(at position: Int) -> Bool {
    let name = Self.contentLengthName
    guard position + name.count <= buffer.count else { return false }
    for offset in 0..<name.count where buffer[position + offset] | 0x20 != name[offset] | 0x20 { return false }
    return true
  }

  private func firstContentLength(in range: Range<Int>) -> Int? { range.first(where: isContentLength(at:)) }

  private func lastContentLength(in range: Range<Int>) -> Int? { range.reversed().first(where: isContentLength(at:)) }

  /// Keeps the first bytes of a skipped body; reports them when the prefix is full or the body has ended.
  private mutating func collectOversized(_ bytes: some Collection<UInt8>, finished: Bool, into events: inout [Event]) {
    guard var prefix = oversizedPrefix else { return }
    prefix += bytes.prefix(Self.oversizedPrefixBytes - prefix.count)
    if finished || prefix.count >= Self.oversizedPrefixBytes {
      events.append(.oversized(prefix: prefix))
      oversizedPrefix = nil
    } else {
      oversizedPrefix = prefix
    }
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
