import Lottie

/// A dark-colour keypath pattern that matches nothing in its animation.
enum KeypathMatchesNothingRule: Rule {
  static let code = "TAB118"
  static let name = "keypath-matches-nothing"
  static let defaultSeverity = Severity.warning
  static let summary = "CYLTabBarLottieDarkColors keypath that matches no keypath of the animation"
  static let documentation = """
    A key of `CYLTabBarLottieDarkColors` is a lottie-ios `AnimationKeypath` pattern (`*` one component, `**` any
    number). When it matches no keypath of the item's animation — in either rendering engine — the colour is
    never applied and the tab keeps its light colours in Dark Mode. This is what happens when a designer
    re-exports the animation and renames a layer. `tabls keypaths FILE.json --kind color` lists the real ones.

    Fix: use one of the suggested keypaths, or a glob such as `Layer.**.Color`.
    """

  static func check(_ context: inout RuleContext) {
    for dictionary in context.scan.dictionaries {
      guard let patterns = DarkColorPatterns.of(dictionary, index: context.index) else { continue }
      for entry in patterns.entries {
        let pattern = KeypathPattern(entry.keyText)
        guard !patterns.keypaths.main.contains(where: pattern.matches),
          !patterns.keypaths.core.contains(where: pattern.matches)
        else { continue }
        let suggestions = KeypathSuggestions.closest(to: entry.keyText, in: patterns.keypaths)
        let hint = suggestions.isEmpty ? "" : "; closest: " + suggestions.joined(separator: ", ")
        context.report(
          self, "keypath '\(entry.keyText)' matches nothing in the animation\(hint)", at: entry.keyRange,
          fix: "Use a keypath the animation has.",
          replacement: suggestions.first.map(context.stringLiteral))
      }
    }
  }
}

// MARK: - Examples

extension KeypathMatchesNothingRule {
  static let lottie = ("Lottie/tab.json", RuleExample.animation())
  static func item(_ colors: String) -> String {
    #"NSArray *items = @[ @{ CYLTabBarLottieURL : [NSURL fileURLWithPath:[[NSBundle mainBundle] pathForResource:@"tab" ofType:@"json"]], CYLTabBarLottieDarkColors : @{ \#(colors) } } ];"#
  }
  static let triggeringExamples = [
    RuleExample("Tabs.m", item(#"↓@"Icon_Old.**.Color" : UIColor.whiteColor"#), workspace: [lottie]),
    RuleExample(
      "Tabs.m", item(#"@"**.Fill 1.Color" : UIColor.whiteColor, ↓@"Icon.Group 2.Fill 1.Color" : UIColor.grayColor"#),
      workspace: [lottie]),
  ]
  static let nonTriggeringExamples = [
    RuleExample("Tabs.m", item(#"@"Icon.Group 1.Fill 1.Color" : UIColor.whiteColor"#), workspace: [lottie]),
    RuleExample("Tabs.m", item(#"@"**.Color" : UIColor.whiteColor"#), workspace: [lottie]),
  ]
}
