/// A PlusButton with a child view controller but no `+indexOfPlusButtonInTabBar`.
enum PlusChildWithoutIndexRule: Rule {
  static let code = "TAB128"
  static let name = "plus-child-without-index"
  static let defaultSeverity = Severity.error
  static let summary = "PlusButton with +plusChildViewController but no +indexOfPlusButtonInTabBar"
  static let documentation = """
    A `CYLPlusButtonSubclassing` class that returns a view controller from `+plusChildViewController` (the
    PlusButton selects a tab of its own) must also say where it sits with `+indexOfPlusButtonInTabBar`: without it
    registration raises an exception (1.29.x) or fails an assertion (1.99.x), the library's FAQ says.

    Fix: implement `+ (NSUInteger)indexOfPlusButtonInTabBar` (usually the middle: the item count / 2).
    """

  static func check(_ context: inout RuleContext) {
    for plus in context.scan.plusButtons where plus.index == nil {
      guard let method = plus.plusChildViewController else { continue }
      context.report(
        self,
        "\(plus.className) has +plusChildViewController but no +indexOfPlusButtonInTabBar: registering it raises "
          + "an exception (1.29.x) or fails an assertion (1.99.x)",
        at: method, fix: "Implement + (NSUInteger)indexOfPlusButtonInTabBar.")
    }
  }
}

// MARK: - Examples

extension PlusChildWithoutIndexRule {
  static let triggeringExamples = [
    RuleExample(
      "PlusButton.m",
      "@implementation PlusButton\n+ (id)plusButton { return nil; }\n+ (UIViewController *)↓plusChildViewController { return nil; }\n@end\n"
    ),
    RuleExample(
      "PlusButton.swift",
      "class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {\n  static func plusButton() -> Any { PlusButton() }\n  static func ↓plusChildViewController() -> UIViewController { UIViewController() }\n}\n"
    ),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "PlusButton.m",
      "@implementation PlusButton\n+ (id)plusButton { return nil; }\n+ (UIViewController *)plusChildViewController { return nil; }\n+ (NSUInteger)indexOfPlusButtonInTabBar { return 2; }\n@end\n"
    ),
    RuleExample("PlusButton.m", "@implementation PlusButton\n+ (id)plusButton { return nil; }\n@end\n"),
  ]
}
