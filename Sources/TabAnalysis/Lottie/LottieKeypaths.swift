import Dispatch

/// The rendering engine whose keypath list is wanted.
public enum LottieEngine: String, Sendable, CaseIterable {
  /// lottie-ios's Main Thread engine: every node and node property.
  case main
  /// lottie-ios's Core Animation engine: the properties it animates, once per recording.
  case core
}

/// The keypath lists of one animation, sorted as lottie-ios's snapshot tests sort them (Swift `String` order),
/// duplicates kept.
public struct LottieKeypaths: Sendable {
  public let main: [String]
  public let core: [String]

  /// Both lists, built and sorted on two threads: they are independent, and this is the slow half of a listing.
  /// The Core Animation list is the shorter; its thread then helps make the Main Thread list's Strings, and its
  /// own keypaths (nearly all also Main Thread keypaths) reuse those Strings instead of making new ones.
  public init(_ animation: LottieAnimation) {
    let lists = ListPair()
    let mainStrings = SharedStringWork()
    DispatchQueue.concurrentPerform(iterations: 2) { engine in
      if engine == 0 {
        let sorted = MainThreadKeypaths.sortedList(animation)
        if sorted.isByteOrderSafe {
          mainStrings.publish(sorted)
          mainStrings.work()
        } else {
          lists.main = sorted.stringsInOrder().sorted()
        }
      } else {
        let arena = CoreAnimationKeypaths.list(animation)
        if arena.isByteOrderSafe {
          lists.coreOrder = (arena, arena.byteOrder())
        } else {
          lists.core = arena.sortedStrings()
        }
        mainStrings.work()
      }
    }
    let (mainArena, published) = mainStrings.result()
    main = mainArena == nil ? lists.main : published
    if let (arena, order) = lists.coreOrder {
      core = mainArena.map { arena.strings(order, reusing: published, of: $0) } ?? arena.strings(order)
    } else {
      core = lists.core
    }
  }

  /// Each thread writes its own fields, and `concurrentPerform` returns after both: no lock is needed.
  private final class ListPair: @unchecked Sendable {
    var main: [String] = []
    var core: [String] = []
    var coreOrder: (KeypathArena, [Int])?
  }

  /// Decodes and lists an animation; one that would expand past `LottieBudget` is an error, not a listing.
  public init(bytes: [UInt8]) throws(LottieError) {
    let animation = try LottieDecoder.decode(bytes)
    try LottieBudget.check(animation)
    self.init(animation)
  }

  public func list(_ engine: LottieEngine) -> [String] { engine == .main ? main : core }

  /// One engine's list as text, a keypath per line, sorted, in one buffer: `tabls keypaths` writes these bytes as
  /// they are. Only the asked engine is listed, and an ASCII list (byte order is then `String` order) never
  /// becomes Strings at all.
  public static func text(bytes: [UInt8], engine: LottieEngine) throws(LottieError) -> [UInt8] {
    let animation = try LottieDecoder.decode(bytes)
    try LottieBudget.check(animation)
    let arena = engine == .main ? MainThreadKeypaths.sortedList(animation) : CoreAnimationKeypaths.list(animation)
    guard arena.isByteOrderSafe else {
      let strings = engine == .main ? arena.stringsInOrder().sorted() : arena.sortedStrings()
      return Array(strings.joined(separator: "\n").utf8) + (strings.isEmpty ? [] : [0x0A])
    }
    return arena.lines(order: engine == .main ? nil : arena.byteOrder())
  }
}
