/// sunimp/TabBar: `setViewControllers(_:items:)` with a different number of items than view controllers.
enum ItemCountMismatchRule: Rule {
  static let code = "TAB126"
  static let name = "item-count-mismatch"
  static let defaultSeverity = Severity.warning
  static let summary = "sunimp setViewControllers(_:items:) with more or fewer items than view controllers"
  static let documentation = """
    sunimp/TabBar pairs `setViewControllers(_:items:)`'s view controllers and `TabBarItem`s one to one. With more
    items than controllers the extra tabs select nothing; with fewer, the last controllers have no tab.

    Fix: give every view controller exactly one `TabBarItem`.
    """

  static func check(_ context: inout RuleContext) {
    for bar in context.model.bars where bar.library == .sunimp {
      guard let controllers = bar.viewControllerCount, controllers.value != bar.items.count else { continue }
      context.report(
        self, "\(bar.items.count) tab items for \(controllers.value) view controllers: they are paired one to one",
        at: controllers.range, fix: "Give each of the \(controllers.value) view controllers one TabBarItem.")
    }
  }
}

// MARK: - Examples

extension ItemCountMismatchRule {
  static func tabs(_ items: Int, _ controllers: Int) -> String {
    let list = (0..<items).map { #"TabBarItem(title: "T\#($0)", image: nil)"# }.joined(separator: ", ")
    let made = (0..<controllers).map { _ in "UIViewController()" }.joined(separator: ", ")
    return
      "let items = [\(list)]\nlet controllers = [\(made)]\nsetViewControllers(\(items == controllers ? "" : "↓")controllers, items: items)\n"
  }
  static let triggeringExamples = [
    RuleExample("Tabs.swift", tabs(3, 2)),
    RuleExample("Tabs.swift", tabs(1, 4)),
  ]
  static let nonTriggeringExamples = [
    RuleExample("Tabs.swift", tabs(3, 3)),
    RuleExample("Tabs.swift", "setViewControllers(controllers, items: items)\n"),
  ]
}
