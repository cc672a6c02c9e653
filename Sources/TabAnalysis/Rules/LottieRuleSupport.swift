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

/// Keypaths offered for a dark-colour pattern that matches nothing: by TAB118 and by the editor's hover.
public enum KeypathSuggestions {
  /// The colour keypaths nearest to a pattern (by edit distance, ignoring `*`).
  public static func closest(to pattern: String, in keypaths: LottieKeypaths, count: Int = 3) -> [String] {
    let target = Array(pattern.filter { $0 != "*" }.utf8)
    let candidates = Set(
      keypaths.main.filter(KeypathProperties.isColor) + keypaths.core.filter(KeypathProperties.isColor))
    return candidates.map { ($0, EditDistance.damerauLevenshtein(target, Array($0.utf8))) }
      .sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(count).map(\.0)
  }
}
