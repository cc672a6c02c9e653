/// Settings the Liquid Glass style does not read, in an app that gets that style.
enum IgnoredUnderLiquidGlassRule: Rule {
  static let code = "TAB137"
  static let name = "ignored-under-liquid-glass"
  static let defaultSeverity = Severity.information
  static let summary = "PlusButton index, tabBarHeight or image position adjustment that Liquid Glass ignores"
  static let documentation = """
    When the bar's style resolves to Liquid Glass (the target iOS, `os` in `.tabls.json`, default iOS 27; the
    pinned release; Info.plist's `UIDesignRequiresCompatibility`; the style the code chooses), the system sizes
    the capsule and CYLTabBarController centres the PlusButton on a placeholder slot: a custom
    `+indexOfPlusButtonInTabBar` other than the middle, a `tabBarHeight` and `CYLTabBarItemImagePositionAdjustment`
    (read only by FlatDesign) have no effect. Each finding carries the style's reason. Not reported for releases
    before 1.99.0, whose bar breaks altogether (TAB133).

    ```objc
    + (NSUInteger)indexOfPlusButtonInTabBar { return 0; } // TAB137 on iOS 27: the button stays in the middle
    ```

    Fix: none needed on that style; keep the setting for older iOS, or choose `CYLTabBarStyleTypeFlatDesign`.
    """

  static func check(_ context: inout RuleContext) {
    // The index is read in place, not bound to a name: a copy of it is a retain and a release of each of its
    // collections, for every file.
    guard CYLReleases.hasStyles(context.index.libraryVersion), context.index.usesCYL, context.storyboard == nil,
      context.localization == nil
    else { return }
    // The style (and the reason given for it) only for a file that sets one of these.
    guard
      context.scan.plusButtons.contains(where: { $0.index != nil }) || !context.scan.tabBarHeights.isEmpty
        || context.scan.dictionaries.contains(where: { $0.entryIndex(.imagePositionAdjustment) != nil })
    else { return }
    let resolved = BarStyleResolution.resolve(
      .cylTabBarController,
      context.index.styleContext(os: context.index.configuration.os ?? .current, scan: context.scan))
    guard resolved.style == .liquidGlass else { return }
    let why = " (\(resolved.reason))"
    for plus in context.scan.plusButtons {
      guard let position = plus.index else { continue }
      let counts = Set(context.index.cylBarItemCounts)
      // Nothing to say when the index is the middle of a bar the app makes: the button may be that bar's.
      guard !counts.isEmpty, !counts.contains(where: { position.value == $0 / 2 }) else { continue }
      context.report(
        self, "Liquid Glass centres the PlusButton: indexOfPlusButtonInTabBar \(position.value) is ignored\(why)",
        at: position.range)
    }
    for height in context.scan.tabBarHeights {
      context.report(self, "Liquid Glass sizes the bar itself: tabBarHeight is ignored\(why)", at: height.range)
    }
    for dictionary in context.scan.dictionaries {
      for entry in dictionary.entries where entry.key == .imagePositionAdjustment {
        context.report(
          self, "only FlatDesign reads CYLTabBarItemImagePositionAdjustment: it is ignored\(why)", at: entry.keyRange)
      }
    }
  }
}

// MARK: - Examples

extension IgnoredUnderLiquidGlassRule {
  static let triggeringExamples = [
    RuleExample(
      "MainTabBarController.m",
      """
      NSArray *attributes = @[ @{ CYLTabBarItemTitle : @"Home", ↓CYLTabBarItemImagePositionAdjustment : offset } ];
      self = [super initWithViewControllers:controllers tabBarItemsAttributes:attributes];

      """),
    RuleExample(
      "MainTabBarController.m",
      """
      self = [super initWithViewControllers:controllers tabBarItemsAttributes:attributes];
      self.tabBarHeight = ↓60;

      """),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "MainTabBarController.m",
      """
      NSArray *attributes = @[ @{ CYLTabBarItemTitle : @"Home", CYLTabBarItemImagePositionAdjustment : offset } ];
      self = [super initWithViewControllers:controllers tabBarItemsAttributes:attributes];

      """,
      workspace: [(".tabls.json", #"{"os": "18"}"#)]),
    RuleExample(
      "MainTabBarController.m",
      """
      self = [super initWithViewControllers:controllers tabBarItemsAttributes:attributes];
      self.tabBarHeight = 60;

      """,
      workspace: [RuleExample.podfileLock("1.29.2")]),
  ]
}
