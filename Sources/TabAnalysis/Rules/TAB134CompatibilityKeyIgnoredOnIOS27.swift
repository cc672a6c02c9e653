/// `UIDesignRequiresCompatibility` relied on with a release that has no FlatDesign fallback for iOS 27.
enum CompatibilityKeyIgnoredOnIOS27Rule: Rule {
  static let code = "TAB134"
  static let name = "compatibility-key-ignored-on-ios27"
  static let defaultSeverity = Severity.warning
  static let summary = "UIDesignRequiresCompatibility keeps the old look on iOS 26 only for this release"
  static let documentation = """
    Info.plist sets `UIDesignRequiresCompatibility` to YES, which keeps the pre-Liquid Glass bar on iOS 26. iOS 27
    ignores it: the library treats Liquid Glass as always active there, and only from 1.99.39 does a Default style
    fall back to FlatDesign when the key is set. With an older pinned release, iOS 27 shows the glass bar — with
    1.29.2 or older, one whose layout breaks (#621). Reported on the line that makes the bar.

    ```objc
    // Podfile.lock: - CYLTabBarController (1.29.2); Info.plist: UIDesignRequiresCompatibility YES
    self = [super initWithViewControllers:controllers tabBarItemsAttributes:attributes]; // TAB134
    ```

    Fix: update CYLTabBarController to 1.99.41 or later.
    """

  static func check(_ context: inout RuleContext) {
    guard let pinned = context.index.pinnedVersion, !CYLReleases.hasFlatFallback(pinned.version),
      let key = context.index.compatibilityKey
    else { return }
    let consequence =
      CYLReleases.hasStyles(pinned.version)
      ? "iOS 27 ignores it and shows the Liquid Glass bar"
      : "iOS 27 ignores it and the system's glass bar breaks this release's layout (#621)"
    for site in StyleMigration.barSites(context) {
      context.report(
        self,
        "\(StyleMigration.key) in \(PathName.lastComponent(of: key.path)) keeps the old look on iOS 26 only: "
          + "\(consequence); \(StyleMigration.describe(pinned)) has no FlatDesign fallback",
        at: site, fix: "Update CYLTabBarController to \(CYLReleases.forIOS27) or later.")
    }
  }
}

// MARK: - Examples

extension CompatibilityKeyIgnoredOnIOS27Rule {
  static let triggeringExamples = [
    RuleExample(
      "MainTabBarController.m",
      "self = [super ↓initWithViewControllers:controllers tabBarItemsAttributes:attributes];\n",
      workspace: [RuleExample.podfileLock("1.29.2"), RuleExample.infoPlist(requiresCompatibility: true)]),
    RuleExample(
      "TabsBuilder.swift",
      "let tabs = ↓CYLTabBarController(viewControllers: controllers, tabBarItemsAttributes: attributes)\n",
      workspace: [RuleExample.podfileLock("1.99.20"), RuleExample.infoPlist(requiresCompatibility: true)]),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "MainTabBarController.m",
      "self = [super initWithViewControllers:controllers tabBarItemsAttributes:attributes];\n",
      workspace: [RuleExample.podfileLock("1.99.41"), RuleExample.infoPlist(requiresCompatibility: true)]),
    RuleExample(
      "MainTabBarController.m",
      "self = [super initWithViewControllers:controllers tabBarItemsAttributes:attributes];\n",
      workspace: [RuleExample.podfileLock("1.29.2"), RuleExample.infoPlist(requiresCompatibility: false)]),
  ]
}
