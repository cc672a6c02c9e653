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

  public init(_ animation: LottieAnimation) {
    main = MainThreadKeypaths.list(animation).sortedStrings()
    core = CoreAnimationKeypaths.list(animation).sortedStrings()
  }

  public init(bytes: [UInt8]) throws(LottieError) {
    self.init(try LottieDecoder.decode(bytes))
  }

  public func list(_ engine: LottieEngine) -> [String] { engine == .main ? main : core }
}
