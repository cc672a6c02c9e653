/// Selecting a tab by an identifier no tab has.
enum UnknownTabIdentifierRule: Rule {
  static let code = "TAB117"
  static let name = "unknown-tab-identifier"
  static let defaultSeverity = Severity.warning
  static let summary = "Tab identifier that no item declares"
  static let documentation = """
    `cyl_selectTabBarItemWithIdentifier:` or `cyl_indexOfTabBarItemIdentifier:` names an identifier that no
    item's `CYLTabBarItemIdentifier` declares anywhere in the workspace, so nothing is selected (or the index is
    `NSNotFound`). Only checked when the workspace declares identifiers at all.

    Fix: use one of the declared identifiers.
    """

  static func check(_ context: inout RuleContext) {
    let declared = context.index.tabIdentifiers
    guard !declared.isEmpty else { return }
    for reference in context.scan.identifierReferences where declared[reference.identifier] == nil {
      let suggestion = NearestName.best(to: reference.identifier, in: declared.keys, maximumDistance: .max / 2)
      context.report(
        self,
        "no tab declares the identifier '\(reference.identifier)'"
          + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
        at: reference.range, replacement: suggestion.map(context.stringLiteral))
    }
  }
}

// MARK: - Examples

extension UnknownTabIdentifierRule {
  static let declared = (
    "Tabs.m",
    #"NSArray *items = @[ @{ CYLTabBarItemIdentifier : @"home" }, @{ CYLTabBarItemIdentifier : @"message" } ];"#
  )
  static let triggeringExamples = [
    RuleExample(
      "Show.m", #"void show(id self) { [self cyl_selectTabBarItemWithIdentifier:↓@"messages"]; }"#,
      workspace: [declared]),
    RuleExample(
      "Show.swift", #"func show() { cyl_selectTabBarItem(withIdentifier: ↓"Home") }"#, workspace: [declared]),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "Show.m", #"void show(id self) { [self cyl_selectTabBarItemWithIdentifier:@"message"]; }"#, workspace: [declared]),
    RuleExample("Show.m", #"void show(id self) { [self cyl_selectTabBarItemWithIdentifier:@"anything"]; }"#),
  ]
}
