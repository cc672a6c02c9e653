import Lottie
import RPC
import TabAnalysis

/// Finds the Lottie animation and dark-colour patterns around a position in a source document, for
/// `tabls/keypaths`, hover and completion.
enum LottieLookup {
  struct PatternAt {
    var entry: DictionaryEntry
    var keypaths: LottieKeypaths
  }

  /// The dark-colour pattern whose key string contains `offset`, with its item's animation.
  static func pattern(at offset: Int, in scan: SourceScan, index: WorkspaceIndex) -> PatternAt? {
    for dictionary in scan.dictionaries where dictionary.range.touches(offset) {
      guard let colors = dictionary.value(.lottieDarkColors),
        let entry = colors.entries.first(where: { $0.keyIsString && $0.keyRange.touches(offset) }),
        let source = dictionary.value(.lottieURL) ?? dictionary.value(.lottieFilePath),
        case .success(let keypaths)? = index.lottie(for: source)?.keypaths
      else { continue }
      return PatternAt(entry: entry, keypaths: keypaths)
    }
    return nil
  }

  /// The animation of the item dictionary around `offset` (its dark animation when the cursor is on that value).
  static func animation(at offset: Int, in scan: SourceScan, index: WorkspaceIndex) -> (
    path: String, result: Result<LottieKeypaths, LottieError>
  )? {
    let containing = scan.dictionaries.filter { $0.range.touches(offset) }.min {
      $0.range.end - $0.range.start < $1.range.end - $1.range.start
    }
    guard let dictionary = containing else { return nil }
    for key in [AttributeKey.lottieDarkURL, .lottieDarkFilePath] {
      if let entry = dictionary.entry(key), entry.value.range.touches(offset),
        let found = index.lottie(for: entry.value)
      {
        return (found.path, found.keypaths)
      }
    }
    guard let source = dictionary.value(.lottieURL) ?? dictionary.value(.lottieFilePath) else { return nil }
    return index.lottie(for: source).map { ($0.path, $0.keypaths) }
  }

  /// Completion candidates for a dark-colour key: colour keypaths first, then useful globs.
  static func candidates(_ keypaths: LottieKeypaths) -> [(text: String, detail: String)] {
    let colors = Array(
      Set(keypaths.main.filter(KeypathProperties.isColor) + keypaths.core.filter(KeypathProperties.isColor))
    ).sorted()
    var globs = ["**.Color"]
    let layers = Set(colors.compactMap { $0.split(separator: ".").first.map(String.init) }).sorted()
    globs += layers.map { "\($0).**.Color" }
    let nodes = Set(
      colors.compactMap { keypath -> String? in
        let components = keypath.split(separator: ".", omittingEmptySubsequences: false)
        return components.count >= 2 ? String(components[components.count - 2]) : nil
      }
    ).sorted()
    globs += nodes.map { "**.\($0).Color" }
    let inCore = Set(keypaths.core)
    return colors.map { ($0, inCore.contains($0) ? "colour · both engines" : "colour · Main Thread engine only") }
      + globs.map { glob in
        let pattern = KeypathPattern(glob)
        return (glob, "glob · matches \(colors.filter(pattern.matches).count) colour keypath(s)")
      }
  }
}
