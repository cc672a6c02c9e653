/// An attribute key that is not one of CYLTabBarController's, usually a typo.
enum UnknownKeyRule: Rule {
  static let code = "TAB101"
  static let name = "unknown-key"
  static let defaultSeverity = Severity.error
  static let summary = "Attribute key that CYLTabBarController does not know"
  static let documentation = """
    An item attribute dictionary uses a key that looks like one of CYLTabBarController's (`CYLTabBarItem…`,
    `CYLTabBarLottie…`, or a near miss of one) but is not in the library's catalog. The library ignores it,
    so the title, image or animation it was meant to set silently never appears.

    Fix: use the suggested key. Example: `CYLTabBarItemTitel : @"首页"` → `CYLTabBarItemTitle : @"首页"`.
    """

  static func check(_ context: inout RuleContext) {
    for dictionary in context.scan.dictionaries {
      for entry in dictionary.entries where entry.key == nil && AttributeKey.looksLikeKey(entry.keyText) {
        if let suggestion = AttributeKey.nearestKey(to: entry.keyText) {
          let replacement = entry.keyIsString ? context.stringLiteral(suggestion.name) : suggestion.name
          context.report(
            self, "unknown attribute key '\(entry.keyText)'; did you mean '\(suggestion.name)'?", at: entry.keyRange,
            fix: "Replace it with '\(suggestion.name)'.", replacement: replacement)
        } else {
          context.report(self, "unknown attribute key '\(entry.keyText)'", at: entry.keyRange)
        }
      }
    }
  }
}

// MARK: - Examples

extension UnknownKeyRule {
  static let triggeringExamples = [
    RuleExample("Tabs.m", #"NSArray *items = @[ @{ ↓CYLTabBarItemTitel : @"首页", CYLTabBarItemImage : @"home" } ];"#),
    RuleExample(
      "Tabs.swift",
      #"let items: [[String: Any]] = [[CYLTabBarItemTitle: "Home", ↓CYLTabBarItemSelectImage: "home_on"]]"#),
  ]
  static let nonTriggeringExamples = [
    RuleExample("Tabs.m", #"NSArray *items = @[ @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home" } ];"#),
    RuleExample("Attributes.m", #"NSDictionary *a = @{ NSForegroundColorAttributeName : UIColor.redColor };"#),
  ]
}
