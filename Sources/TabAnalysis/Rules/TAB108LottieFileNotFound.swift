/// A Lottie animation that is not in the workspace.
enum LottieFileNotFoundRule: Rule {
  static let code = "TAB108"
  static let name = "lottie-file-not-found"
  static let defaultSeverity = Severity.error
  static let summary = "Lottie animation file not found in the workspace"
  static let documentation = """
    `CYLTabBarLottieFilePath`, `CYLTabBarLottieURL` or their dark forms name a resource
    (`pathForResource:ofType:`, `url(forResource:withExtension:)`, or a file name) that no file in the workspace
    has. At run time the path is nil and the tab shows nothing. Absolute paths are not checked.

    Fix: add the JSON file to the app's resources, or correct its name.
    """

  static func check(_ context: inout RuleContext) {
    guard !context.index.resources.isEmpty else { return }
    for dictionary in context.scan.dictionaries {
      for entry in dictionary.entries {
        guard let key = entry.key, [.lottieFilePath, .lottieURL, .lottieDarkURL, .lottieDarkFilePath].contains(key),
          let file = entry.value.resourceFileName, !file.hasPrefix("/"), let range = entry.value.textRange
        else { continue }
        let name = PathName.lastComponent(of: file)
        let candidates = name.contains(".") ? [name] : [name, name + ".json"]
        guard candidates.allSatisfy({ context.index.resource(named: $0).isEmpty }) else { continue }
        context.report(
          self, "Lottie file '\(name)' not found in the workspace", at: range,
          fix: "Add '\(name)' to the app's resources.")
      }
    }
  }
}

// MARK: - Examples

extension LottieFileNotFoundRule {
  static let triggeringExamples = [
    RuleExample(
      "Tabs.m",
      #"NSArray *items = @[ @{ CYLTabBarLottieURL : [NSURL fileURLWithPath:[[NSBundle mainBundle] pathForResource:↓@"tab_pond" ofType:@"json"]] } ];"#
    ),
    RuleExample(
      "Tabs.swift",
      #"let items: [[String: Any]] = [[CYLTabBarLottieURL: Bundle.main.url(forResource: ↓"tab_hom", withExtension: "json") as Any]]"#,
      workspace: [("Lottie/tab_home.json", RuleExample.emptyAnimation)]),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "Tabs.m",
      #"NSArray *items = @[ @{ CYLTabBarLottieURL : [NSURL fileURLWithPath:[[NSBundle mainBundle] pathForResource:@"tab_pond" ofType:@"json"]] } ];"#,
      workspace: [("Resources/tab_pond.json", RuleExample.emptyAnimation)]),
    RuleExample("Tabs.m", #"NSArray *items = @[ @{ CYLTabBarLottieURL : animationURL } ];"#),
  ]
}
