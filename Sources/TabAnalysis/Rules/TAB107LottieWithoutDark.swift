/// A Lottie tab whose colours will not follow Dark Mode.
public enum LottieWithoutDarkRule: Rule {
  public static let code = "TAB107"
  public static let name = "lottie-without-dark"
  public static let defaultSeverity = Severity.warning
  public static let summary = "Lottie tab without a dark animation or dark colours"
  public static let documentation = """
    When an item is drawn by Lottie (`CYLTabBarLottieFilePath` or `CYLTabBarLottieURL`) its images are not
    shown, so the dark-image rule cannot help: the animation itself must follow Dark Mode. Without
    `CYLTabBarLottieDarkURL`, `CYLTabBarLottieDarkFilePath` or `CYLTabBarLottieDarkColors` it keeps its light
    colours on a dark bar. Not checked when Info.plist sets `UIUserInterfaceStyle` to `Light`.

    Not checked for apps that pin a release before the 1.99.66 README, which has no Lottie dark keys.

    Fix: add `CYLTabBarLottieDarkColors` with keypath patterns, or a recoloured dark animation.
    """

  public static func check(_ context: inout RuleContext) {
    // Releases before the 1.99.66 README have no Lottie dark keys: nothing the app could add.
    guard !context.index.darkModeDisabled, context.index.libraryHasDarkKeys else { return }
    for dictionary in context.scan.dictionaries where dictionary.isLottie {
      guard !dictionary.entries.contains(where: { $0.key?.isLottieDark == true }),
        let entry = dictionary.entry(.lottieURL) ?? dictionary.entry(.lottieFilePath)
      else { continue }
      context.report(
        self,
        "this Lottie tab has no CYLTabBarLottieDarkURL, CYLTabBarLottieDarkFilePath or CYLTabBarLottieDarkColors; its colours will not follow Dark Mode",
        at: entry.keyRange, fix: "Add CYLTabBarLottieDarkColors or a dark animation.")
    }
  }
}
