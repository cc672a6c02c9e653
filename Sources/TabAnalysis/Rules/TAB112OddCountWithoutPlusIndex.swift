/// A centred PlusButton that cannot be centred.
enum OddCountWithoutPlusIndexRule: Rule {
  static let code = "TAB112"
  static let name = "odd-count-without-plus-index"
  static let defaultSeverity = Severity.error
  static let summary = "Odd item count with a PlusButton that has no indexOfPlusButtonInTabBar"
  static let documentation = """
    Without `+indexOfPlusButtonInTabBar` the library puts the PlusButton in the middle of the items, which
    needs an even item count; with an odd count it throws an exception when the tab bar is laid out.

    Fix: implement `+ (NSUInteger)indexOfPlusButtonInTabBar` in the PlusButton subclass, or use an even count.
    """

  static func check(_ context: inout RuleContext) {
    let plusButtons = context.index.plusButtons
    guard !plusButtons.isEmpty, plusButtons.allSatisfy({ $0.plus.index == nil }) else { return }
    for tabBar in context.scan.tabBars where tabBar.items.count % 2 == 1 {
      context.report(
        self,
        "\(tabBar.items.count) items with PlusButton \(plusButtons[0].plus.className), which has no indexOfPlusButtonInTabBar: the library throws",
        at: context.opener(of: tabBar), fix: "Implement indexOfPlusButtonInTabBar in \(plusButtons[0].plus.className).")
    }
  }
}

// MARK: - Examples

extension OddCountWithoutPlusIndexRule {
  static let plusWithoutIndex = (
    "PlusButton.m",
    "@implementation PlusButton\n+ (void)initialize { [super registerPlusButton]; }\n+ (id)plusButton { return nil; }\n@end\n"
  )
  static let plusWithIndex = (
    "PlusButton.m",
    "@implementation PlusButton\n+ (id)plusButton { return nil; }\n+ (NSUInteger)indexOfPlusButtonInTabBar { return 1; }\n@end\n"
  )
  static let triggeringExamples = [
    RuleExample(
      "Tabs.m",
      #"NSArray *items = ↓@[ @{ CYLTabBarItemTitle : @"A" }, @{ CYLTabBarItemTitle : @"B" }, @{ CYLTabBarItemTitle : @"C" } ];"#,
      workspace: [plusWithoutIndex]),
    RuleExample(
      "Tabs.swift", #"let items: [[String: Any]] = ↓[[CYLTabBarItemTitle: "A"]]"#, workspace: [plusWithoutIndex]),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "Tabs.m", #"NSArray *items = @[ @{ CYLTabBarItemTitle : @"A" }, @{ CYLTabBarItemTitle : @"B" } ];"#,
      workspace: [plusWithoutIndex]),
    RuleExample(
      "Tabs.m",
      #"NSArray *items = @[ @{ CYLTabBarItemTitle : @"A" }, @{ CYLTabBarItemTitle : @"B" }, @{ CYLTabBarItemTitle : @"C" } ];"#,
      workspace: [plusWithIndex]),
  ]
}
