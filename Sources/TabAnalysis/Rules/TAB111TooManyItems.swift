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

    Fix: move rarely used tabs elsewhere.
    """

  public static func check(_ context: inout RuleContext) {
    for tabBar in context.scan.tabBars where tabBar.items.count > 5 {
      context.report(
        self, "this tab bar has \(tabBar.items.count) items; UIKit shows at most 5 and puts the rest under \"More\"",
        at: context.opener(of: tabBar))
    }
  }
}
