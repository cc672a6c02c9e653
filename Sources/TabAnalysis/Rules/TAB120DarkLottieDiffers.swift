/// A dark animation that is not a recolour of the light one.
enum DarkLottieDiffersRule: Rule {
  static let code = "TAB120"
  static let name = "dark-lottie-differs"
  static let defaultSeverity = Severity.information
  static let summary = "Dark Lottie animation whose layers differ from the light one"
  static let documentation = """
    `CYLTabBarLottieDarkURL` / `CYLTabBarLottieDarkFilePath` should be the same animation in other colours. When
    its keypaths (layers, groups, shapes) differ from the light animation's, the tab changes shape or timing when
    the appearance changes — usually a sign that the wrong export was picked.

    Fix: export the dark file from the same composition, changing only colours.
    """

  static func check(_ context: inout RuleContext) {
    for dictionary in context.scan.dictionaries {
      guard let light = dictionary.value(.lottieURL) ?? dictionary.value(.lottieFilePath),
        let dark = dictionary.value(.lottieDarkURL) ?? dictionary.value(.lottieDarkFilePath),
        case .success(let lightKeypaths)? = context.index.lottie(for: light)?.keypaths,
        case .success(let darkKeypaths)? = context.index.lottie(for: dark)?.keypaths
      else { continue }
      let lightSet = Set(lightKeypaths.main)
      let darkSet = Set(darkKeypaths.main)
      guard lightSet != darkSet else { continue }
      let onlyLight = lightSet.subtracting(darkSet).sorted()
      let onlyDark = darkSet.subtracting(lightSet).sorted()
      var parts: [String] = []
      if let example = onlyLight.first {
        parts.append("\(onlyLight.count) keypath(s) only in the light one (e.g. '\(example)')")
      }
      if let example = onlyDark.first { parts.append("\(onlyDark.count) only in the dark one (e.g. '\(example)')") }
      context.report(
        self, "the dark animation is not a recolour of the light one: " + parts.joined(separator: ", "),
        at: dark.textRange ?? dark.range)
    }
  }
}

// MARK: - Examples

extension DarkLottieDiffersRule {
  static func item(dark: String) -> String {
    #"NSArray *items = @[ @{ CYLTabBarLottieURL : [NSURL fileURLWithPath:[[NSBundle mainBundle] pathForResource:@"tab" ofType:@"json"]], CYLTabBarLottieDarkURL : [NSURL fileURLWithPath:[[NSBundle mainBundle] pathForResource:\#(dark) ofType:@"json"]] } ];"#
  }
  static let triggeringExamples = [
    RuleExample(
      "Tabs.m", item(dark: #"↓@"tab_night""#),
      workspace: [("tab.json", RuleExample.animation()), ("tab_night.json", RuleExample.animation(layer: "Night"))]),
    RuleExample(
      "Tabs.m", item(dark: #"↓@"tab_dark""#),
      workspace: [
        ("tab.json", RuleExample.animation(layer: "Day")), ("tab_dark.json", RuleExample.animation(layer: "Dark")),
      ]),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "Tabs.m", item(dark: #"@"tab_dark""#),
      workspace: [("tab.json", RuleExample.animation()), ("tab_dark.json", RuleExample.animation())]),
    RuleExample("Tabs.m", item(dark: #"@"tab_dark""#), workspace: [("tab.json", RuleExample.animation())]),
  ]
}
