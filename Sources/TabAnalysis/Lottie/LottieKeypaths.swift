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
  /// The Core Animation list is the shorter; its thread then helps make the Main Thread list's Strings.
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
        lists.core = CoreAnimationKeypaths.list(animation).sortedStrings()
        mainStrings.work()
      }
    }
    main = lists.main.isEmpty ? mainStrings.result() : lists.main
    core = lists.core
  }

  /// Each thread writes its own field, and `concurrentPerform` returns after both: no lock is needed.
  private final class ListPair: @unchecked Sendable {
    var main: [String] = []
    var core: [String] = []
  }

  public init(bytes: [UInt8]) throws(LottieError) {
    self.init(try LottieDecoder.decode(bytes))
  }

  public func list(_ engine: LottieEngine) -> [String] { engine == .main ? main : core }
}
