/// A value of a kind the key does not accept.
enum WrongValueKindRule: Rule {
  static let code = "TAB103"
  static let name = "wrong-value-kind"
  static let defaultSeverity = Severity.error
  static let summary = "Attribute value of the wrong kind for its key"
  static let documentation = """
    Each attribute key expects one kind of value: `CYLTabBarLottieURL` an NSURL, `CYLTabBarItemImageInsets` an
    NSValue of UIEdgeInsets, `CYLTabBarLottieSize` an NSValue of CGSize, and so on. A value of another kind is
    ignored or crashes when the library casts it. Values tabls cannot classify (any other expression) are never
    reported.

    Fix: wrap the value as the key needs. Example: `CYLTabBarLottieURL: "tab.json"` →
    `CYLTabBarLottieURL: Bundle.main.url(forResource: "tab", withExtension: "json")`.
    """

  static func check(_ context: inout RuleContext) {
    for dictionary in context.scan.dictionaries {
      for entry in dictionary.entries {
        guard let key = entry.key, entry.value.kind != .opaque, !key.accepts(entry.value.kind) else {
          continue
        }
        let wanted = key.accepts.sorted { $0.rawValue < $1.rawValue }.map(\.description)
        let wantedText =
          wanted.count == 1 ? wanted[0] : wanted.dropLast().joined(separator: ", ") + " or " + wanted.last!
        context.report(
          self, "\(key.name) needs \(wantedText), not \(entry.value.kind.description)", at: entry.value.range,
          fix: "Pass \(wantedText).")
      }
    }
  }
}

// MARK: - Examples

extension WrongValueKindRule {
  static let triggeringExamples = [
    RuleExample("Tabs.swift", #"let items: [[String: Any]] = [[CYLTabBarLottieURL: ↓"tab_home.json"]]"#),
    RuleExample("Tabs.m", #"NSArray *items = @[ @{ CYLTabBarLottieSize : ↓@"33x33" } ];"#),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "Tabs.swift",
      #"let items: [[String: Any]] = [[CYLTabBarLottieURL: Bundle.main.url(forResource: "tab_home", withExtension: "json") as Any]]"#
    ),
    RuleExample(
      "Tabs.m",
      #"NSArray *items = @[ @{ CYLTabBarLottieSize : [NSValue valueWithCGSize:CGSizeMake(33, 33)], CYLTabBarLottieURL : lottieURL } ];"#
    ),
  ]
}
