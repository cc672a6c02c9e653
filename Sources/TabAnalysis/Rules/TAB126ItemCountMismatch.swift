/// sunimp/TabBar: `setViewControllers(_:items:)` with a different number of items than view controllers.
public enum ItemCountMismatchRule: Rule {
  public static let code = "TAB126"
  public static let name = "item-count-mismatch"
  public static let defaultSeverity = Severity.warning
  public static let summary = "sunimp setViewControllers(_:items:) with more or fewer items than view controllers"
  public static let documentation = """
    sunimp/TabBar pairs `setViewControllers(_:items:)`'s view controllers and `TabBarItem`s one to one. With more
    items than controllers the extra tabs select nothing; with fewer, the last controllers have no tab.

    Fix: give every view controller exactly one `TabBarItem`.
    """

  public static func check(_ context: inout RuleContext) {
    for bar in context.model.bars where bar.library == .sunimp {
      guard let controllers = bar.viewControllerCount, controllers.value != bar.items.count else { continue }
      context.report(
        self, "\(bar.items.count) tab items for \(controllers.value) view controllers: they are paired one to one",
        at: controllers.range, fix: "Give each of the \(controllers.value) view controllers one TabBarItem.")
    }
  }
}
