/// More tabs than a tab bar shows.
public enum TooManyItemsRule: Rule {
  public static let code = "TAB111"
  public static let name = "too-many-items"
  public static let defaultSeverity = Severity.warning
  public static let summary = "More than 5 items in one tab bar"
  public static let documentation = """
    UIKit shows at most five tab items; with more view controllers it replaces the last ones with a "More" tab,
    and CYLTabBarController's layout (and its PlusButton placement) no longer matches what was configured. The
    PlusButton is a plain button and does not count: five items and a PlusButton are fine.

    A system tab bar (a `UITabBarController`'s, a storyboard's, a SwiftUI `TabView`'s) with more than five tabs is
    information: the system's "More" tab is its design, but the tabs past the fourth are a tap further away.

    Fix: move rarely used tabs elsewhere.
    """

  public static func check(_ context: inout RuleContext) {
    for tabBar in context.scan.tabBars where tabBar.items.count > 5 {
      context.report(
        self, "this tab bar has \(tabBar.items.count) items; UIKit shows at most 5 and puts the rest under \"More\"",
        at: context.opener(of: tabBar))
    }
    // A system bar (UIKit's `viewControllers`, a storyboard's, SwiftUI's `TabView`) shows "More" by design on an
    // iPhone: information rather than a warning.
    for bar in context.model.bars where (bar.library == .uikit || bar.library == .swiftUI) && bar.items.count > 5 {
      context.report(
        self,
        "this tab bar has \(bar.items.count) tabs; on an iPhone the system shows 4 and puts the rest under \"More\"",
        at: bar.anchorRange, severity: .information)
    }
  }
}
