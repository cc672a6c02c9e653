/// The same key twice in one attribute dictionary.
enum DuplicateKeyRule: Rule {
  static let code = "TAB102"
  static let name = "duplicate-key"
  static let defaultSeverity = Severity.error
  static let summary = "The same attribute key twice in one dictionary"
  static let documentation = """
    A dictionary literal sets one key twice. In Swift this traps at run time ("Dictionary literal contains
    duplicate keys"); in Objective-C one of the two values is silently dropped.

    Fix: keep one of the two entries. Example: `[CYLTabBarItemImage: "a", CYLTabBarItemImage: "b"]`.
    """

  static func check(_ context: inout RuleContext) {
    for dictionary in context.scan.dictionaries {
      // Item dictionaries hold a handful of keys: comparing each with the ones before it beats hashing them all
      // (a set above that, so a huge literal stays linear).
      let entries = dictionary.entries
      var seen = Set<String>()
      for (position, entry) in entries.enumerated() {
        let repeated =
          entries.count <= 16
          ? entries[..<position].contains { $0.keyText == entry.keyText } : !seen.insert(entry.keyText).inserted
        guard repeated else { continue }
        context.report(
          self, "duplicate key '\(entry.keyText)' in this dictionary", at: entry.keyRange,
          fix: "Remove one of the two '\(entry.keyText)' entries.")
      }
    }
  }
}

// MARK: - Examples

extension DuplicateKeyRule {
  static let triggeringExamples = [
    RuleExample("Tabs.m", #"NSArray *items = @[ @{ CYLTabBarItemImage : @"a", ↓CYLTabBarItemImage : @"b" } ];"#),
    RuleExample(
      "Tabs.swift",
      #"let items: [[String: Any]] = [[CYLTabBarItemTitle: "A", CYLTabBarItemImage: "a", ↓CYLTabBarItemTitle: "B"]]"#),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "Tabs.m", #"NSArray *items = @[ @{ CYLTabBarItemImage : @"a", CYLTabBarItemSelectedImage : @"a_on" } ];"#),
    RuleExample(
      "Tabs.swift", #"let items: [[String: Any]] = [[CYLTabBarItemImage: "a"], [CYLTabBarItemImage: "a"]]"#),
  ]
}
