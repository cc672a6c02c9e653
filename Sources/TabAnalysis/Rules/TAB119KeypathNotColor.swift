import Lottie

/// A dark-colour keypath pattern that only reaches properties that are not colours.
enum KeypathNotColorRule: Rule {
  static let code = "TAB119"
  static let name = "keypath-not-color"
  static let defaultSeverity = Severity.warning
  static let summary = "CYLTabBarLottieDarkColors keypath that matches only non-colour properties"
  static let documentation = """
    The pattern matches keypaths of the animation, but none of them is a colour (`Color`, `Stroke Color`,
    `Fill Color`): it names a layer, a group or another property such as `Opacity`, so the colour value has nothing
    to set. A pattern has to end at the property.

    Fix: append the property, e.g. `Icon.Wave` → `Icon.Wave.**.Color`.
    """

  static func check(_ context: inout RuleContext) {
    for dictionary in context.scan.dictionaries {
      guard let patterns = DarkColorPatterns.of(dictionary, index: context.index) else { continue }
      for entry in patterns.entries {
        let pattern = KeypathPattern(entry.keyText)
        let matched = pattern.matching(patterns.keypaths.main) + pattern.matching(patterns.keypaths.core)
        guard let example = matched.first, !matched.contains(where: KeypathProperties.isColor) else { continue }
        context.report(
          self,
          "keypath '\(entry.keyText)' matches \(Set(matched).count) keypath(s) but no colour property (e.g. '\(example)')",
          at: entry.keyRange, fix: "End the pattern at a Color property.")
      }
    }
  }
}

// MARK: - Examples

extension KeypathNotColorRule {
  static let lottie = ("Lottie/tab.json", RuleExample.animation())
  static func item(_ colors: String) -> String {
    #"NSArray *items = @[ @{ CYLTabBarLottieURL : [NSURL fileURLWithPath:[[NSBundle mainBundle] pathForResource:@"tab" ofType:@"json"]], CYLTabBarLottieDarkColors : @{ \#(colors) } } ];"#
  }
  static let triggeringExamples = [
    RuleExample("Tabs.m", item(#"↓@"Icon.Group 1" : UIColor.whiteColor"#), workspace: [lottie]),
    RuleExample("Tabs.m", item(#"↓@"Icon.Group 1.Fill 1.Opacity" : UIColor.whiteColor"#), workspace: [lottie]),
  ]
  static let nonTriggeringExamples = [
    RuleExample("Tabs.m", item(#"@"Icon.Group 1.Fill 1.Color" : UIColor.whiteColor"#), workspace: [lottie]),
    RuleExample("Tabs.m", item(#"@"Icon.**.Color" : UIColor.whiteColor"#), workspace: [lottie]),
  ]
}
