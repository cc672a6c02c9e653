import Foundation

/// Decodes the second half of a big animation's layers on another core while the caller decodes the first.
///
/// Finding layer boundaries exactly needs a pass over the bytes before them, which costs as much as decoding, so
/// the split is a guess: the first object past the middle of the file that looks like a layer (`{"ddd"` or
/// `{"ind"` right after `},`) is taken as an element of some `layers` array, and the layers from there to that
/// array's `]` are decoded on a second thread. The guess is verified, never trusted: the caller adopts the
/// result only when its own sequential decoding arrives at that very offset as the start of an element of a
/// `layers` array. A wrong guess, a failure of the second thread or a thread that never got to run costs nothing
/// but the wasted work; the caller just goes on decoding, so results and errors are exactly the sequential ones.
/// (Layer decoding depends on nothing outside the layer; the second thread assumes the deepest place a layer
/// list can be, so its nesting limit is never looser than the sequential one.)
final class LayerSpeculation: @unchecked Sendable {
  /// Offset of the `{` of the layer the second thread starts at.
  let start: Int
  /// The document; valid until `finish()` returns (the caller keeps it alive until then).
  private let bytes: UnsafeBufferPointer<UInt8>
  struct Tail {
    var layers: [LottieLayer]
    /// Offset just past the `]` of the layer list.
    var end: Int
  }
  private enum State {
    case pending, running, finished(Tail?), abandoned
  }
  private var state = State.pending
  private var cancelled = false
  private let condition = NSCondition()

  /// Files smaller than this decode faster on one thread than it takes to start a second.
  static let minimumBytes = 512 * 1024
  /// Item ids of the second thread start here, so they never collide with the first thread's.
  static let itemIDBase = 1 << 40
  /// `{"layers": [` inside `{"assets": [{…, "layers": [`: the deepest a layer list can be.
  static let deepestLayerListDepth = 4

  private init(start: Int, bytes: UnsafeBufferPointer<UInt8>) {
    self.start = start
    self.bytes = bytes
  }

  /// Starts a speculation on `bytes` when the file is big enough and a layer-like object past its middle exists.
  /// The caller must call `finish()` before `bytes` goes away.
  /// `runner` runs the second half's decoding (on another thread).
  static func start(
    on bytes: UnsafeBufferPointer<UInt8>, runner: (@escaping @Sendable () -> Void) -> Void
  ) -> LayerSpeculation? {
    guard bytes.count >= minimumBytes, let start = guessLayerStart(in: bytes, from: bytes.count / 2) else {
      return nil
    }
    let speculation = LayerSpeculation(start: start, bytes: bytes)
    runner { speculation.run() }
    return speculation
  }

  /// The first `{` at or after `from` that follows `},` and opens with a `"ddd"` or `"ind"` key (bodymovin
  /// writes layers with these first).
  static func guessLayerStart(in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
    var index = from
    while index + 6 < bytes.count {
      defer { index += 1 }
      guard bytes[index] == UInt8(ascii: "{") else { continue }
      var next = index + 1
      while next < bytes.count, isSpace(bytes[next]) { next += 1 }
      guard next + 5 <= bytes.count, bytes[next] == UInt8(ascii: "\""), bytes[next + 4] == UInt8(ascii: "\"")
      else { continue }
      let key = (bytes[next + 1], bytes[next + 2], bytes[next + 3])
      guard key == (0x64, 0x64, 0x64) || key == (0x69, 0x6E, 0x64) else { continue }  // ddd, ind
      var previous = index - 1
      while previous > 0, isSpace(bytes[previous]) { previous -= 1 }
      guard previous > 0, bytes[previous] == UInt8(ascii: ",") else { continue }
      previous -= 1
      while previous > 0, isSpace(bytes[previous]) { previous -= 1 }
      if bytes[previous] == UInt8(ascii: "}") { return index }
    }
    return nil
  }

  private func run() {
    condition.lock()
    guard case .pending = state else {
      condition.unlock()
      return
    }
    state = .running
    condition.unlock()
    let cursor = LottieCursor(bytes, at: start, depth: Self.deepestLayerListDepth)
    var decoder = Decoder(cursor: cursor, nextItemID: Self.itemIDBase, speculation: nil)
    let tail = try? decoder.layerListTail(stopWhen: { self.isCancelled })
    condition.lock()
    state = .finished(tail.map { Tail(layers: $0, end: decoder.cursor.position) })
    condition.broadcast()
    condition.unlock()
  }

  private var isCancelled: Bool {
    condition.lock()
    defer { condition.unlock() }
    return cancelled
  }

  /// The second thread's layers, when the caller has arrived at `start`: waits for them if they are being
  /// decoded; nil when they failed or were never started (the caller then decodes them itself).
  func take() -> Tail? {
    condition.lock()
    defer { condition.unlock() }
    switch state {
    case .pending:
      state = .abandoned
      return nil
    case .running:
      while case .running = state { condition.wait() }
      return take(locked: ())
    case .finished, .abandoned:
      return take(locked: ())
    }
  }

  private func take(locked: Void) -> Tail? {
    guard case .finished(let tail) = state else { return nil }
    state = .abandoned
    return tail
  }

  /// Stops the second thread (it checks between layers) and waits until it no longer reads the bytes.
  func finish() {
    condition.lock()
    defer { condition.unlock() }
    cancelled = true
    if case .pending = state { state = .abandoned }
    while case .running = state { condition.wait() }
  }
}
