/// A dark animation for an item that has no light one.
enum DarkLottieWithoutLightRule: Rule {
  static let code = "TAB109"
  static let name = "dark-lottie-without-light"
  static let defaultSeverity = Severity.warning
  static let summary = "Dark Lottie animation without a light one"
  static let documentation = """
    The item sets `CYLTabBarLottieDarkURL` or `CYLTabBarLottieDarkFilePath` but neither `CYLTabBarLottieURL` nor
    `CYLTabBarLottieFilePath`. The library only plays the dark animation in place of a light one, so it is
    never shown.

    Fix: add the light animation, or use the dark file as `CYLTabBarLottieURL`.
    """

  static func check(_ context: inout RuleContext) {
    for dictionary in context.scan.dictionaries where !dictionary.isLottie {
      guard let entry = dictionary.entry(.lottieDarkURL) ?? dictionary.entry(.lottieDarkFilePath) else { continue }
      context.report(
        self,
        "\(entry.keyText) without CYLTabBarLottieURL or CYLTabBarLottieFilePath: the dark animation is never played",
        at: entry.keyRange, fix: "Add the light animation.")
    }
  }
}

// MARK: - Examples

extension DarkLottieWithoutLightRule {
  static let triggeringExamples = [
    RuleExample(
      "Tabs.m", #"NSArray *items = @[ @{ CYLTabBarItemImage : @"home", ↓CYLTabBarLottieDarkURL : darkURL } ];"#),
    RuleExample("Tabs.swift", #"let items: [[String: Any]] = [[↓CYLTabBarLottieDarkFilePath: darkPath]]"#),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "Tabs.m", #"NSArray *items = @[ @{ CYLTabBarLottieURL : lightURL, CYLTabBarLottieDarkURL : darkURL } ];"#),
    RuleExample(
      "Tabs.swift",
      #"let items: [[String: Any]] = [[CYLTabBarLottieFilePath: path, CYLTabBarLottieDarkFilePath: darkPath]]"#),
  ]
}
