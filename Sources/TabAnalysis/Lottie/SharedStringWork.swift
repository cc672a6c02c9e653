import Foundation

/// Making the Main Thread list's Strings, shared by both threads of a listing: the Core Animation list is done
/// first, and its thread then takes chunks of this work instead of idling (the Main Thread list is the longer
/// one). Never waits for the other thread — `concurrentPerform` may run both halves on one thread, one after
/// the other — so a helper that comes too early just leaves all the work to the owner.
final class SharedStringWork: @unchecked Sendable {
  private let lock = NSLock()
  private var arena: KeypathArena?
  private var strings: UnsafeMutableBufferPointer<String>?
  private var nextChunk = 0
  private var chunkCount = 0
  static let chunkSize = 2048

  /// Called once by the owner: the arena whose keypaths, in order, become Strings.
  func publish(_ arena: KeypathArena) {
    lock.lock()
    self.arena = arena
    strings = .allocate(capacity: arena.count)
    chunkCount = (arena.count + Self.chunkSize - 1) / Self.chunkSize
    lock.unlock()
  }

  /// Makes chunks until none is left; both threads call it (the helper only after `publish`, or not at all).
  func work() {
    while let (arena, strings, chunk) = takeChunk() {
      let range = (chunk * Self.chunkSize)..<min(arena.count, (chunk + 1) * Self.chunkSize)
      arena.initializeStrings(range, into: strings)
    }
  }

  private func takeChunk() -> (KeypathArena, UnsafeMutableBufferPointer<String>, Int)? {
    lock.lock()
    defer { lock.unlock() }
    guard let arena, let strings, nextChunk < chunkCount else { return nil }
    nextChunk += 1
    return (arena, strings, nextChunk - 1)
  }

  /// The published arena and its Strings, once both threads have returned from `work()` (nil and none when
  /// nothing was published).
  func result() -> (KeypathArena?, [String]) {
    guard let strings else { return (arena, []) }
    // Moved, not copied: no reference counting per String.
    let result = [String](unsafeUninitializedCapacity: strings.count) { buffer, count in
      _ = buffer.moveInitialize(fromContentsOf: strings)
      count = strings.count
    }
    strings.deallocate()
    self.strings = nil
    return (arena, result)
  }
}
