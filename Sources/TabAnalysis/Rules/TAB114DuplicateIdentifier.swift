/// Two tabs with one identifier.
enum DuplicateIdentifierRule: Rule {
  static let code = "TAB114"
  static let name = "duplicate-identifier"
  static let defaultSeverity = Severity.warning
  static let summary = "The same CYLTabBarItemIdentifier on two items of one tab bar"
  static let documentation = """
    `cyl_selectTabBarItemWithIdentifier:` and `cyl_indexOfTabBarItemIdentifier:` find the first item with an
    identifier; a second item with the same one can never be selected by identifier.

    Fix: give every item of a tab bar its own identifier.
    """

  static func check(_ context: inout RuleContext) {
    for tabBar in context.scan.tabBars {
      var seen = Set<String>()
      for item in context.items(of: tabBar) {
        guard let value = item?.value(.identifier), let identifier = value.text, let range = value.textRange,
          !seen.insert(identifier).inserted
        else { continue }
        context.report(self, "identifier '\(identifier)' is already used by another item of this tab bar", at: range)
      }
    }
  }
}

// MARK: - Examples

extension DuplicateIdentifierRule {
  static let triggeringExamples = [
    RuleExample(
      "Tabs.m",
      #"NSArray *items = @[ @{ CYLTabBarItemIdentifier : @"mine" }, @{ CYLTabBarItemIdentifier : ↓@"mine" } ];"#),
    RuleExample(
      "Tabs.swift",
      #"let items: [[String: Any]] = [[CYLTabBarItemIdentifier: "a"], [CYLTabBarItemIdentifier: ↓"a"], [CYLTabBarItemIdentifier: ↓"a"]]"#
    ),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "Tabs.m",
      #"NSArray *items = @[ @{ CYLTabBarItemIdentifier : @"home" }, @{ CYLTabBarItemIdentifier : @"mine" } ];"#),
    RuleExample(
      "Tabs.swift",
      #"""
      let first: [[String: Any]] = [[CYLTabBarItemIdentifier: "home"]]
      let second: [[String: Any]] = [[CYLTabBarItemIdentifier: "home"]]
      """#),
  ]
}
