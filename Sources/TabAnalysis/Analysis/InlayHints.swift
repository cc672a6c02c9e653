import SourceText

/// What an editor shows inline after a tab's names: after a localization key, its text in the development language
/// and how many of the app's languages have it (`"tab.me"` ⟶ `= Me · 3/5`); after an image name of a tab, whether
/// it has a Dark Mode look (said of a template only when it has one: UIKit tints it). Plain values: the server only
/// converts offsets to positions.
public enum InlayHints {
  public struct Hint: Equatable, Sendable {
    /// Where the hint goes: the end of the name.
    public var offset: Int
    public var label: String
  }

  /// The hints of a source file's keys and tab images within `range` (byte offsets), in order.
  public static func hints(scan: SourceScan, index: WorkspaceIndex, in range: SourceRange) -> [Hint] {
    let localization = index.localization
    var hints: [Hint] = []
    func inRange(_ offset: Int) -> Bool { range.start <= offset && offset <= range.end }
    if !localization.isEmpty, !localization.appLanguages.isEmpty {
      let languages = localization.appLanguages
      for use in scan.localizedUses(index: index) where inRange(use.range.end) {
        guard let missing = localization.missingLanguages(of: use) else { continue }
        let text = localization.sourceLanguage.flatMap { localization.translations(of: use.key)[$0]?.value }
        let shown = text.map { "= " + Self.clipped($0) + " · " } ?? ""
        hints.append(
          Hint(offset: use.range.end, label: shown + "\(languages.count - missing.count)/\(languages.count)"))
      }
    }
    for item in scan.model.items where !item.isDeclaredElsewhere {
      for image in item.images where (image.role == .normal || image.role == .selected) && inRange(image.range.end) {
        let asset: ImageAsset? =
          switch image.source {
          case .named, .moduleBundle, .otherBundle: index.images[image.name]
          case .assetSymbol: index.images.asset(forSymbol: image.name)
          default: nil
          }
        guard let asset else { continue }
        // A template is tinted for Dark Mode; an original (CYL's images, `.alwaysOriginal`, an image set that says
        // so) needs a look of its own.
        let original =
          item.dictionary != nil || image.rendering == .original
          || (image.rendering == .asImageSetSays && asset.rendersAsOriginal)
        if asset.hasDarkAppearance {
          hints.append(Hint(offset: image.range.end, label: "◐ dark look"))
        } else if original {
          hints.append(Hint(offset: image.range.end, label: "no dark look"))
        }
      }
    }
    var seen = Set<String>()
    return hints.sorted { ($0.offset, $0.label) < ($1.offset, $1.label) }.filter {
      seen.insert("\($0.offset)|\($0.label)").inserted
    }
  }

  /// A translation as a hint shows it: one line, at most 40 characters.
  static func clipped(_ text: String) -> String {
    let line = String(text.map { $0.isNewline ? " " : $0 })
    return line.count > 40 ? String(line.prefix(39)) + "…" : line
  }
}
