/// More tabs than a tab bar shows.
public enum TooManyItemsRule: Rule {
  public static let code = "TAB111"
  public static let name = "too-many-items"
  public static let defaultSeverity = Severity.warning
  public static let summary = "More than 5 items (PlusButton included) in one tab bar"
  public static let documentation = """
    A compact-width tab bar shows at most five items; with more, UITabBarController replaces the last ones with
    a "More" tab and the PlusButton layout breaks. The count includes a registered PlusButton.

    Fix: move rarely used tabs elsewhere, or drop the PlusButton.
    """

  public static func check(_ context: inout RuleContext) {
    let plus = context.index.plusButtons.isEmpty ? 0 : 1
    for tabBar in context.scan.tabBars where tabBar.items.count + plus > 5 {
      let detail = plus == 1 ? "\(tabBar.items.count) items and a PlusButton" : "\(tabBar.items.count) items"
      context.report(self, "this tab bar has \(detail); at most 5 are shown", at: context.opener(of: tabBar))
    }
  }
}
