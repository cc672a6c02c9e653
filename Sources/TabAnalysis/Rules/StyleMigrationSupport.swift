import SourceText

/// What the iOS 26/27 migration rules (TAB133–TAB137) share: where a bar-wide finding goes and how the pinned
/// release is named. Only a pinned release is judged: an unpinned app follows the README's release, which has the
/// support.
enum StyleMigration {
  /// The lines that make this file's CYLTabBarController bars: its initializer calls and `tabBarItemsAttributes =`
  /// statements; where no source in the workspace has one, the openers of the file's attribute arrays.
  static func barSites(_ context: RuleContext) -> [SourceRange] {
    // The library's own sources, copied into an app, make no bar of the app's.
    if isLibrarySource(context) { return [] }
    if !context.scan.cylBarCreations.isEmpty { return context.scan.cylBarCreations }
    guard !context.index.makesCYLBars else { return [] }
    return context.scan.tabBars.map { context.opener(of: $0) }
  }

  /// The file implements `CYLTabBarController` or `CYLBaseTabBarController` itself.
  static func isLibrarySource(_ context: RuleContext) -> Bool {
    guard context.scan.dialect == .objectiveC else { return false }
    let bytes = context.bytes[...]
    for name in ["@implementation CYLTabBarController", "@implementation CYLBaseTabBarController"] {
      var rest = bytes
      while let found = rest.firstRange(of: Array(name.utf8)) {
        let next = found.upperBound < bytes.endIndex ? bytes[found.upperBound] : 0x20
        let continues =
          next == UInt8(ascii: "_") || (0x30...0x39).contains(next) || (0x41...0x5A).contains(next)
          || (0x61...0x7A).contains(next)
        if !continues { return true }
        rest = bytes[found.upperBound...]
      }
    }
    return false
  }

  /// "CYLTabBarController 1.29.2 (Podfile.lock:2)".
  static func describe(_ pinned: PinnedVersion) -> String {
    "CYLTabBarController \(pinned.version) (\(pinned.location))"
  }

  static let key = "UIDesignRequiresCompatibility"
}
