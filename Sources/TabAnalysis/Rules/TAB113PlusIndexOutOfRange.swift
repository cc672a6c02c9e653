/// A PlusButton index past the items.
enum PlusIndexOutOfRangeRule: Rule {
  static let code = "TAB113"
  static let name = "plus-index-out-of-range"
  static let defaultSeverity = Severity.error
  static let summary = "indexOfPlusButtonInTabBar outside the tab bar"
  static let documentation = """
    `+indexOfPlusButtonInTabBar` returns the PlusButton's position among the items, from 0 to the item count.
    A larger index puts it outside the bar (or crashes the layout).

    Fix: return an index from 0 to the number of items.
    """

  static func check(_ context: inout RuleContext) {
    for (path, plus) in context.index.plusButtons {
      guard let index = plus.index else { continue }
      for tabBar in context.scan.tabBars where index.value > tabBar.items.count || index.value < 0 {
        let file = PathName.lastComponent(of: path)
        context.report(
          self,
          "PlusButton \(plus.className) (\(file)) has index \(index.value), outside 0…\(tabBar.items.count) for this tab bar's \(tabBar.items.count) items",
          at: context.opener(of: tabBar), fix: "Return an index from 0 to \(tabBar.items.count).")
      }
    }
  }
}

// MARK: - Examples

extension PlusIndexOutOfRangeRule {
  static func plus(index: Int) -> (String, String) {
    (
      "PlusButton.m",
      "@implementation PlusButton\n+ (id)plusButton { return nil; }\n+ (NSUInteger)indexOfPlusButtonInTabBar { return \(index); }\n@end\n"
    )
  }
  static let triggeringExamples = [
    RuleExample(
      "Tabs.m", #"NSArray *items = ↓@[ @{ CYLTabBarItemTitle : @"A" } ];"#, workspace: [plus(index: 2)]),
    RuleExample(
      "Tabs.swift", #"let items: [[String: Any]] = ↓[[CYLTabBarItemTitle: "A"], [CYLTabBarItemTitle: "B"]]"#,
      workspace: [plus(index: 5)]),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "Tabs.m", #"NSArray *items = @[ @{ CYLTabBarItemTitle : @"A" }, @{ CYLTabBarItemTitle : @"B" } ];"#,
      workspace: [plus(index: 2)]),
    RuleExample(
      "Tabs.swift", #"let items: [[String: Any]] = [[CYLTabBarItemTitle: "A"], [CYLTabBarItemTitle: "B"]]"#,
      workspace: [plus(index: 0)]),
  ]
}
