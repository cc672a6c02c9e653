import Lottie

/// What the Lottie rules share: the dark-colour patterns of an item and the animation they apply to.
struct DarkColorPatterns {
  var entries: [DictionaryEntry]
  var keypaths: LottieKeypaths

  /// The item's `CYLTabBarLottieDarkColors` string keys, with the decoded light animation of the same item.
  static func of(_ dictionary: AttributeDictionary, index: WorkspaceIndex) -> DarkColorPatterns? {
    guard let colors = dictionary.value(.lottieDarkColors), colors.kind == .dictionary,
      let source = dictionary.value(.lottieURL) ?? dictionary.value(.lottieFilePath),
      case .success(let keypaths)? = index.lottie(for: source)?.keypaths
    else { return nil }
    return DarkColorPatterns(entries: colors.entries.filter(\.keyIsString), keypaths: keypaths)
  }
}
