/// A pinned 1.99 release older than the one the README asks for on iOS 27 (and, below 1.99.39, on iOS 26).
enum ReleaseBeforeIOS27FixesRule: Rule {
  static let code = "TAB135"
  static let name = "release-before-ios27-fixes"
  static let defaultSeverity = Severity.warning
  static let summary = "Pinned CYLTabBarController 1.99 release older than the README asks for iOS 26/27"
  static let documentation = """
    The README asks for 1.99.39 or later on iOS 26 and 1.99.41 or later on iOS 27. Before 1.99.41, iOS 27
    recolours CYL's badge backgrounds (red dots and numbers) with the item's tint (issue #625): a warning when the
    app shows CYL badges (`cyl_showBadgeValue:…`, `cyl_showTabBadgePoint…`), information otherwise. Before 1.99.39
    the finding names iOS 26 as well. Reported on the line that makes the bar; silent from 1.99.41 and for
    unpinned apps.

    ```objc
    // Podfile.lock: - CYLTabBarController (1.99.20)
    [self.tabBarController.viewControllers[1] cyl_showBadgeValue:@"3" animationType:CYLBadgeAnimationTypeNone];
    self = [super initWithViewControllers:controllers tabBarItemsAttributes:attributes]; // TAB135
    ```

    Fix: update CYLTabBarController to 1.99.41 or later.
    """

  static func check(_ context: inout RuleContext) {
    guard let pinned = context.index.pinnedVersion, CYLReleases.hasStyles(pinned.version),
      pinned.version < CYLReleases.forIOS27
    else { return }
    // With the key and no FlatDesign fallback, TAB134 already asks for the same update.
    if context.index.compatibilityKey != nil, !CYLReleases.hasFlatFallback(pinned.version) { return }
    let badges = !context.index.cylBadges.isEmpty
    let systems = pinned.version < CYLReleases.forIOS26 ? "iOS 26 and iOS 27" : "iOS 27"
    let detail =
      badges
      ? ": on iOS 27 the tint recolours this app's CYL badge backgrounds (#625)"
      : " (#625: badge backgrounds take the tint)"
    for site in StyleMigration.barSites(context) {
      context.report(
        self,
        "\(StyleMigration.describe(pinned)) predates the README's release for \(systems)\(detail)",
        at: site,
        fix: "Update CYLTabBarController to \(CYLReleases.forIOS27) or later.",
        severity: badges ? .warning : .information)
    }
  }
}

// MARK: - Examples

extension ReleaseBeforeIOS27FixesRule {
  static let triggeringExamples = [
    RuleExample(
      "MainTabBarController.m",
      "self = [super ↓initWithViewControllers:controllers tabBarItemsAttributes:attributes];\n",
      workspace: [RuleExample.podfileLock("1.99.20")]),
    RuleExample(
      "MainTabBarController.m",
      """
      self = [super ↓initWithViewControllers:controllers tabBarItemsAttributes:attributes];
      [self.viewControllers[1] cyl_showBadgeValue:@"3" animationType:CYLBadgeAnimationTypeNone];

      """,
      workspace: [RuleExample.podfileLock("1.99.40")]),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "MainTabBarController.m",
      "self = [super initWithViewControllers:controllers tabBarItemsAttributes:attributes];\n",
      workspace: [RuleExample.podfileLock("1.99.41")]),
    RuleExample(
      "MainTabBarController.m", "self = [super initWithViewControllers:controllers tabBarItemsAttributes:attributes];\n"
    ),
  ]
}
