/// An explicit dark image that does not exist.
enum DarkImageNotFoundRule: Rule {
  static let code = "TAB106"
  static let name = "dark-image-not-found"
  static let defaultSeverity = Severity.error
  static let summary = "Explicit dark image name not found"
  static let documentation = """
    `CYLTabBarItemDarkImage` or `CYLTabBarItemSelectedDarkImage` names an image that no asset catalog or bundle
    file provides. The explicit dark image wins over every other dark variant, so in Dark Mode the tab shows no
    icon at all.

    Fix: correct the name, or remove the key to fall back to the asset's Dark appearance.
    """

  static func check(_ context: inout RuleContext) {
    guard !context.index.images.images.isEmpty else { return }
    for dictionary in context.scan.dictionaries {
      for key in [AttributeKey.darkImage, .selectedDarkImage] {
        guard let value = dictionary.value(key), value.kind == .string || value.kind == .imageObject,
          let name = value.text, let range = value.textRange, !context.index.images.contains(name)
        else { continue }
        let suggestion = ImageNotFoundRule.nearestImage(to: name, in: context.index.images)
        context.report(
          self, "dark image '\(name)' not found" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), at: range,
          fix: "Add the image or correct the name.", replacement: suggestion.map(context.stringLiteral))
      }
    }
  }
}

// MARK: - Examples

extension DarkImageNotFoundRule {
  static let triggeringExamples = [
    RuleExample(
      "Tabs.m",
      #"NSArray *items = @[ @{ CYLTabBarItemImage : @"mine", CYLTabBarItemDarkImage : ↓@"mine_night" } ];"#,
      workspace: [RuleExample.imageSet("mine")]),
    RuleExample(
      "Tabs.swift",
      #"let items: [[String: Any]] = [[CYLTabBarItemImage: "mine", CYLTabBarItemSelectedDarkImage: ↓"mine_on_dark"]]"#,
      workspace: [RuleExample.imageSet("mine")]),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "Tabs.m",
      #"NSArray *items = @[ @{ CYLTabBarItemImage : @"mine", CYLTabBarItemDarkImage : @"mine_night" } ];"#,
      workspace: [RuleExample.imageSet("mine"), RuleExample.imageSet("mine_night")]),
    RuleExample(
      "Tabs.swift", #"let items: [[String: Any]] = [[CYLTabBarItemImage: "mine"]]"#,
      workspace: [RuleExample.imageSet("mine", dark: true)]),
  ]
}
