/// `tabBarController:shouldSelectViewController:` that does not let the library update the PlusButton.
enum ShouldSelectWithoutUpdateRule: Rule {
  static let code = "TAB129"
  static let name = "should-select-without-update"
  static let defaultSeverity = Severity.warning
  static let summary = "shouldSelectViewController delegate that does not call updateSelectionStatusIfNeeded…"
  static let documentation = """
    In an app with a PlusButton, a `UITabBarControllerDelegate` method `tabBarController:shouldSelectViewController:`
    (Swift `tabBarController(_:shouldSelect:)`) replaces the library's own handling, so the PlusButton stays
    selected when another tab is chosen (the library's FAQ) unless the method calls
    `updateSelectionStatusIfNeededForTabBarController:shouldSelectViewController:`.

    Fix: call it first. Objective-C:
    `[[self cyl_tabBarController] updateSelectionStatusIfNeededForTabBarController:tabBarController shouldSelectViewController:viewController];`
    Swift: `tabBarController.updateSelectionStatusIfNeeded(for: tabBarController, shouldSelect: viewController)`.
    """

  static func check(_ context: inout RuleContext) {
    guard !context.index.plusButtons.isEmpty else { return }
    for method in context.scan.delegateMethods where method.name == .shouldSelect && !method.callsUpdateSelection {
      let line =
        context.scan.dialect == .objectiveC
        ? "[[self cyl_tabBarController] updateSelectionStatusIfNeededForTabBarController:tabBarController shouldSelectViewController:viewController];"
        : "tabBarController.updateSelectionStatusIfNeeded(for: tabBarController, shouldSelect: viewController)"
      context.report(
        self,
        "this delegate method does not call updateSelectionStatusIfNeededForTabBarController:shouldSelectViewController:, "
          + "so the PlusButton stays selected when another tab is chosen",
        at: method.range, fix: "Add at its start: \(line)")
    }
  }
}

// MARK: - Examples

extension ShouldSelectWithoutUpdateRule {
  static let plus = ("PlusButton.m", "@implementation PlusButton\n+ (id)plusButton { return nil; }\n@end\n")
  static let triggeringExamples = [
    RuleExample(
      "Tabs.m",
      "@implementation Tabs\n- (BOOL)↓tabBarController:(UITabBarController *)tabBarController shouldSelectViewController:(UIViewController *)viewController {\n    return YES;\n}\n@end\n",
      workspace: [plus]),
    RuleExample(
      "Tabs.swift",
      "class Tabs: CYLTabBarController {\n  func ↓tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {\n    true\n  }\n}\n",
      workspace: [plus]),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "Tabs.m",
      "@implementation Tabs\n- (BOOL)tabBarController:(UITabBarController *)tabBarController shouldSelectViewController:(UIViewController *)viewController {\n    [[self cyl_tabBarController] updateSelectionStatusIfNeededForTabBarController:tabBarController shouldSelectViewController:viewController];\n    return YES;\n}\n@end\n",
      workspace: [plus]),
    RuleExample(
      "Tabs.m",
      "@implementation Tabs\n- (BOOL)tabBarController:(UITabBarController *)tabBarController shouldSelectViewController:(UIViewController *)viewController {\n    return YES;\n}\n@end\n"
    ),
  ]
}
