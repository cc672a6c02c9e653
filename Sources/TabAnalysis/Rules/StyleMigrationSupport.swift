/// What the iOS 26/27 migration rules (TAB133–TAB137) share: where a bar-wide finding goes and how the pinned
/// release is named. Only a pinned release is judged: an unpinned app follows the README's release, which has the
/// support.
enum StyleMigration {
  /// The lines that make this file's CYLTabBarController bars: its initializer calls and `tabBarItemsAttributes =`
  /// statements; where no source in the workspace has one, the openers of the file's attribute arrays.
  static func barSites(_ context: RuleContext) -> [SourceRange] {
    if !context.scan.cylBarCreations.isEmpty { return context.scan.cylBarCreations }
    guard !context.index.makesCYLBars else { return [] }
    return context.scan.tabBars.map { context.opener(of: $0) }
  }

  /// "CYLTabBarController 1.29.2 (Podfile.lock:2)".
  static func describe(_ pinned: PinnedVersion) -> String {
    "CYLTabBarController \(pinned.version) (\(pinned.location))"
  }

  static let key = "UIDesignRequiresCompatibility"
}
