/// `UIDesignRequiresCompatibility` in a plain UIKit or SwiftUI app: iOS 27 draws Liquid Glass regardless.
enum CompatibilityKeyInUIKitAppRule: Rule {
  static let code = "TAB138"
  static let name = "compatibility-key-ios26-only"
  static let defaultSeverity = Severity.information
  static let summary = "UIDesignRequiresCompatibility keeps the old tab bar on iOS 26 only"
  static let documentation = """
    Info.plist's `UIDesignRequiresCompatibility` = YES keeps the pre-Liquid Glass look on iOS 26. tabls follows
    CYLTabBarController's reading of iOS 27 for every system bar: there the key no longer gives the old look, and
    `UITabBarController`, storyboard and `TabView` bars float as the Liquid Glass capsule. Information on the
    key's line, for apps whose tab bars are the system's (CYLTabBarController apps get TAB134 on their bar's line
    instead, where the release decides).

    ```xml
    <key>UIDesignRequiresCompatibility</key> <!-- TAB138 -->
    <true/>
    ```

    Fix: design for Liquid Glass (preview with `tabls preview --os 27`); keep the key only as an iOS 26 stopgap.
    """

  static func check(_ context: inout RuleContext) {
    guard let key = context.index.compatibilityKey, key.path == context.path, !context.index.usesCYL,
      context.index.sourcesMakeTabBars || context.index.storyboards.values.contains(where: { !$0.model.bars.isEmpty })
    else { return }
    context.report(
      self,
      "UIDesignRequiresCompatibility keeps the old tab bar on iOS 26 only: iOS 27 draws the Liquid Glass capsule "
        + "regardless",
      at: key.range, fix: "Design the bar for Liquid Glass; keep the key only as an iOS 26 stopgap.")
  }
}

// MARK: - Examples

extension CompatibilityKeyInUIKitAppRule {
  static let systemBar = """
        <tabBarController id="t" sceneMemberID="viewController">
            <tabBar key="tabBar" id="bar"/>
            <connections><segue destination="a" kind="relationship" relationship="viewControllers" id="r0"/></connections>
        </tabBarController>
        <viewController id="a" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="Home" id="i0"/></viewController>
    """
  static let tabs = (
    "AppDelegate.swift",
    "let tabs = UITabBarController()\ntabs.viewControllers = [home, settings]\nhome.tabBarItem = UITabBarItem(title: \"Home\", image: nil, tag: 0)\n"
  )
  static let triggeringExamples = [
    RuleExample("Info.plist", RuleExample.infoPlist(requiresCompatibility: true, marked: true).1, workspace: [tabs]),
    RuleExample(
      "App/Info.plist", RuleExample.infoPlist(requiresCompatibility: true, marked: true).1,
      workspace: [("Main.storyboard", RuleExample.storyboard(systemBar))]),
  ]
  static let nonTriggeringExamples = [
    RuleExample("Info.plist", RuleExample.infoPlist(requiresCompatibility: true).1),
    RuleExample(
      "Info.plist", RuleExample.infoPlist(requiresCompatibility: true).1,
      workspace: [
        tabs, ("Tabs.m", "self = [super initWithViewControllers:controllers tabBarItemsAttributes:attributes];\n"),
      ]),
  ]
}
