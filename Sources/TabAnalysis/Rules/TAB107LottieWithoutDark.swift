/// A Lottie tab whose colours will not follow Dark Mode.
enum LottieWithoutDarkRule: Rule {
  static let code = "TAB107"
  static let name = "lottie-without-dark"
  static let defaultSeverity = Severity.warning
  static let summary = "Lottie tab without a dark animation or dark colours"
  static let documentation = """
    When an item is drawn by Lottie (`CYLTabBarLottieFilePath` or `CYLTabBarLottieURL`) its images are not
    shown, so the dark-image rule cannot help: the animation itself must follow Dark Mode. Without
    `CYLTabBarLottieDarkURL`, `CYLTabBarLottieDarkFilePath` or `CYLTabBarLottieDarkColors` it keeps its light
    colours on a dark bar. Not checked when Info.plist sets `UIUserInterfaceStyle` to `Light`.

    An app that pins a release before the 1.99.66 README has no Lottie dark keys to add: the finding says so, and
    gives that release's options — update the library, or keep the app light (`UIUserInterfaceStyle` = `Light`).
    A dark key the release ignores is TAB127's finding, so such an item is not reported here.

    Fix: add `CYLTabBarLottieDarkColors` with keypath patterns, or a recoloured dark animation.
    """

  static func check(_ context: inout RuleContext) {
    guard !context.index.darkModeDisabled else { return }
    let hasKeys = context.index.libraryHasDarkKeys
    for dictionary in context.scan.dictionaries where dictionary.isLottie {
      guard !dictionary.entries.contains(where: { $0.key?.isLottieDark == true }),
        let entry = dictionary.entry(.lottieURL) ?? dictionary.entry(.lottieFilePath)
      else { continue }
      if hasKeys {
        context.report(
          self,
          "this Lottie tab has no CYLTabBarLottieDarkURL, CYLTabBarLottieDarkFilePath or CYLTabBarLottieDarkColors; its colours will not follow Dark Mode",
          at: entry.keyRange, fix: "Add CYLTabBarLottieDarkColors or a dark animation.")
      } else {
        let release = "CYLTabBarController \(context.index.libraryVersion) (\(context.index.libraryVersionSource))"
        context.report(
          self,
          "this Lottie tab keeps its light colours in Dark Mode: \(release) has no Lottie dark keys",
          at: entry.keyRange,
          fix: "Update CYLTabBarController to a release with CYLTabBarLottieDarkColors, or keep the app light "
            + "(UIUserInterfaceStyle = Light in Info.plist).")
      }
    }
  }
}

// MARK: - Examples

extension LottieWithoutDarkRule {
  static let triggeringExamples = [
    RuleExample(
      "Tabs.m",
      #"NSArray *items = @[ @{ CYLTabBarItemTitle : @"Pond", ↓CYLTabBarLottieURL : [NSURL fileURLWithPath:path] } ];"#),
    RuleExample(
      "Tabs.swift",
      #"let items: [[String: Any]] = [[↓CYLTabBarLottieURL: Bundle.main.url(forResource: "tab_home", withExtension: "json") as Any]]"#
    ),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "Tabs.m",
      #"NSArray *items = @[ @{ CYLTabBarLottieURL : [NSURL fileURLWithPath:path], CYLTabBarLottieDarkURL : [NSURL fileURLWithPath:darkPath] } ];"#
    ),
    RuleExample(
      "Tabs.m", #"NSArray *items = @[ @{ CYLTabBarLottieURL : [NSURL fileURLWithPath:path] } ];"#,
      workspace: [
        (
          "Info.plist",
          #"<plist version="1.0"><dict><key>UIUserInterfaceStyle</key><string>Light</string></dict></plist>"#
        )
      ]),
  ]
}
