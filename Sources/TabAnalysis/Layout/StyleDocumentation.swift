/// What each iOS does with a `CYLTabBarStyleType` and with `UIDesignRequiresCompatibility`, for hovers and
/// completions: written from `BarStyleResolution`, so the editor says what previews draw and rules assume.
public enum StyleDocumentation {
  /// One line per iOS: the style a CYL bar choosing `type` gets with `release`, without and with the key.
  public static func markdown(for type: CYLStyleType, release: LibraryVersion) -> String {
    var lines = ["**\(type.constant)** (`CYLTabBarStyleType` \(type.rawValue), `.\(type.swiftCase)` in Swift)", ""]
    if !CYLReleases.hasStyles(release) {
      lines.append("CYLTabBarController \(release) has no styles: `tabBarStyleType` arrived with 1.99.0.")
      return lines.joined(separator: "\n")
    }
    lines += table(.cylTabBarController, release: release, chosen: type)
    lines.append("")
    lines.append(
      "Set it before `[super viewDidLoad]`: the library replaces the tab bar there, and a later style is lost.")
    return lines.joined(separator: "\n")
  }

  /// What the key does for the app's bars: CYL's at `release` when the app uses the library, else the system's.
  public static func compatibilityKeyMarkdown(usesCYL: Bool, release: LibraryVersion) -> String {
    var lines = [
      "**UIDesignRequiresCompatibility** = YES keeps the pre-Liquid Glass look on iOS 26; iOS 27 no longer honours it.",
      "",
      usesCYL ? "This app's CYLTabBarController \(release) bars:" : "This app's system tab bars:",
    ]
    lines += table(usesCYL ? .cylTabBarController : .uikit, release: release, chosen: nil)
    return lines.joined(separator: "\n")
  }

  static func table(_ library: TabLibrary, release: LibraryVersion, chosen: CYLStyleType?) -> [String] {
    TargetOS.allCases.map { os in
      func style(key: Bool) -> String {
        BarStyleResolution.resolve(
          library, .init(os: os, requiresCompatibility: key, release: release, chosen: chosen)
        ).style.displayName
      }
      let (without, with) = (style(key: false), style(key: true))
      return "- \(os): \(without)" + (with == without ? "" : "; with the key: \(with)")
    }
  }
}
