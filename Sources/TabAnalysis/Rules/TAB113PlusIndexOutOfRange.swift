/// A PlusButton index past the items.
public enum PlusIndexOutOfRangeRule: Rule {
  public static let code = "TAB113"
  public static let name = "plus-index-out-of-range"
  public static let defaultSeverity = Severity.error
  public static let summary = "indexOfPlusButtonInTabBar outside the tab bar"
  public static let documentation = """
    `+indexOfPlusButtonInTabBar` returns the PlusButton's position among the items, from 0 to the item count.
    A larger index puts it outside the bar (or crashes the layout).

    Fix: return an index from 0 to the number of items.
    """

  public static func check(_ context: inout RuleContext) {
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
  public static let triggeringExamples = [
    RuleExample(
      "Tabs.m", #"NSArray *items = ↓@[ @{ CYLTabBarItemTitle : @"A" } ];"#, workspace: [plus(index: 2)]),
    RuleExample(
      "Tabs.swift", #"let items: [[String: Any]] = ↓[[CYLTabBarItemTitle: "A"], [CYLTabBarItemTitle: "B"]]"#,
      workspace: [plus(index: 5)]),
  ]
  public static let nonTriggeringExamples = [
    RuleExample(
      "Tabs.m", #"NSArray *items = @[ @{ CYLTabBarItemTitle : @"A" }, @{ CYLTabBarItemTitle : @"B" } ];"#,
      workspace: [plus(index: 2)]),
    RuleExample(
      "Tabs.swift", #"let items: [[String: Any]] = [[CYLTabBarItemTitle: "A"], [CYLTabBarItemTitle: "B"]]"#,
      workspace: [plus(index: 0)]),
  ]
}
