/// A pinned CYLTabBarController release from before Liquid Glass, in an app that does not keep the old look.
enum NoLiquidGlassSupportRule: Rule {
  static let code = "TAB133"
  static let name = "no-liquid-glass-support"
  static let defaultSeverity = Severity.error
  static let summary = "Pinned CYLTabBarController release without Liquid Glass support"
  static let documentation = """
    Every release up to 1.29.2 predates iOS 26: it has no Liquid Glass or FlatDesign code. On iOS 26, and on every
    iOS 27 device, the system draws its floating glass tab bar and lays out the items itself, so the library's
    layout no longer holds: the PlusButton moves to the far left of the bar (issue #621). An error when the app
    has a PlusButton, a warning otherwise; reported on the line that makes the bar, naming the release and the
    lock file that pins it. Silent for unpinned apps (the README's release has the support) and when Info.plist
    sets `UIDesignRequiresCompatibility` (TAB134 then warns about iOS 27).

    ```objc
    // Podfile.lock: - CYLTabBarController (1.29.2)
    self = [super initWithViewControllers:controllers tabBarItemsAttributes:attributes]; // TAB133
    ```

    Fix: update CYLTabBarController to 1.99.41 or later (the README's release for iOS 27). On iOS 26 alone,
    `UIDesignRequiresCompatibility` = YES in Info.plist keeps the old look as a stopgap; iOS 27 ignores it.
    """

  static func check(_ context: inout RuleContext) {
    guard let pinned = context.index.pinnedVersion, !CYLReleases.hasStyles(pinned.version),
      context.index.compatibilityKey == nil
    else { return }
    let hasPlus = !context.index.plusButtons.isEmpty
    let effect =
      hasPlus
      ? "the system's glass tab bar lays out the items itself and the PlusButton moves to the far left (#621)"
      : "the system's glass tab bar replaces the library's layout"
    for site in StyleMigration.barSites(context) {
      context.report(
        self,
        "\(StyleMigration.describe(pinned)) has no Liquid Glass support: on iOS 26 and iOS 27 \(effect)",
        at: site,
        fix: "Update CYLTabBarController to \(CYLReleases.forIOS27) or later; on iOS 26 alone, "
          + "\(StyleMigration.key) = YES in Info.plist is a stopgap that iOS 27 ignores.",
        severity: hasPlus ? .error : .warning)
    }
  }
}

// MARK: - Examples

extension NoLiquidGlassSupportRule {
  static let triggeringExamples = [
    RuleExample(
      "MainTabBarController.m",
      "self = [super ↓initWithViewControllers:controllers tabBarItemsAttributes:attributes];\n",
      workspace: [RuleExample.podfileLock("1.29.2")]),
    RuleExample(
      "TabsBuilder.swift",
      "let tabs = ↓CYLTabBarController(viewControllers: controllers, tabBarItemsAttributes: attributes)\n",
      workspace: [RuleExample.podfileLock("1.20.0")]),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "MainTabBarController.m",
      "self = [super initWithViewControllers:controllers tabBarItemsAttributes:attributes];\n",
      workspace: [RuleExample.podfileLock("1.99.41")]),
    RuleExample(
      "MainTabBarController.m",
      "self = [super initWithViewControllers:controllers tabBarItemsAttributes:attributes];\n",
      workspace: [RuleExample.podfileLock("1.29.2"), RuleExample.infoPlist(requiresCompatibility: true)]),
  ]
}
