/// More tabs than a tab bar shows.
enum TooManyItemsRule: Rule {
  static let code = "TAB111"
  static let name = "too-many-items"
  static let defaultSeverity = Severity.warning
  static let summary = "More than 5 items in one tab bar"
  static let documentation = """
    UIKit shows at most five tab items; with more view controllers it replaces the last ones with a "More" tab,
    and CYLTabBarController's layout (and its PlusButton placement) no longer matches what was configured. The
    PlusButton is a plain button and does not count: five items and a PlusButton are fine.

    A system tab bar (a `UITabBarController`'s, a storyboard's, a SwiftUI `TabView`'s) with more than five tabs is
    information: the system's "More" tab is its design, but the tabs past the fourth are a tap further away.

    Fix: move rarely used tabs elsewhere.
    """

  static func check(_ context: inout RuleContext) {
    for tabBar in context.scan.tabBars where tabBar.items.count > 5 {
      context.report(
        self, "this tab bar has \(tabBar.items.count) items; UIKit shows at most 5 and puts the rest under \"More\"",
        at: context.opener(of: tabBar))
    }
    // A system bar (UIKit's `viewControllers`, a storyboard's, SwiftUI's `TabView`) shows "More" by design on an
    // iPhone: information rather than a warning. The same tabs set again (`viewControllers = …`, then
    // `setViewControllers(…, animated:)`) are one bar, said once.
    var said: Set<[Int?]> = []
    for bar in context.model.bars where (bar.library == .uikit || bar.library == .swiftUI) && bar.items.count > 5 {
      guard said.insert(bar.items).inserted else { continue }
      context.report(
        self,
        "this tab bar has \(bar.items.count) tabs; on an iPhone the system shows 4 and puts the rest under \"More\"",
        at: bar.anchorRange, severity: .information)
    }
  }
}

// MARK: - Examples

extension TooManyItemsRule {
  /// Six UIKit tabs, then `set`, the lines that give them to a bar.
  static func sixUIKitTabs(_ set: String) -> RuleExample {
    RuleExample(
      "Root.swift",
      #"""
      let a = A(), b = B(), c = C(), d = D(), e = E(), f = F()
      a.tabBarItem = UITabBarItem(title: "A", image: nil, tag: 0)
      b.tabBarItem = UITabBarItem(title: "B", image: nil, tag: 1)
      c.tabBarItem = UITabBarItem(title: "C", image: nil, tag: 2)
      d.tabBarItem = UITabBarItem(title: "D", image: nil, tag: 3)
      e.tabBarItem = UITabBarItem(title: "E", image: nil, tag: 4)
      f.tabBarItem = UITabBarItem(title: "F", image: nil, tag: 5)
      """# + "\n" + set + "\n")
  }

  static let triggeringExamples = [
    RuleExample(
      "Tabs.m",
      #"""
      - (NSArray *)tabBarItemsAttributesForTabBar {
          return ↓@[ @{ CYLTabBarItemTitle : @"1" }, @{ CYLTabBarItemTitle : @"2" }, @{ CYLTabBarItemTitle : @"3" },
                    @{ CYLTabBarItemTitle : @"4" }, @{ CYLTabBarItemTitle : @"5" }, @{ CYLTabBarItemTitle : @"6" } ];
      }
      """#),
    sixUIKitTabs("tabs.↓viewControllers = [a, b, c, d, e, f]"),
    // The same six tabs set a second time: said once, on the first.
    sixUIKitTabs(
      "tabs.↓viewControllers = [a, b, c, d, e, f]\ntabs.setViewControllers([a, b, c, d, e, f], animated: false)"),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "Tabs.m",
      #"""
      - (NSArray *)tabBarItemsAttributesForTabBar {
          return @[ @{ CYLTabBarItemTitle : @"1" }, @{ CYLTabBarItemTitle : @"2" }, @{ CYLTabBarItemTitle : @"3" },
                    @{ CYLTabBarItemTitle : @"4" }, @{ CYLTabBarItemTitle : @"5" } ];
      }
      """#),
    RuleExample(
      "Root.swift",
      #"""
      let a = A(), b = B()
      a.tabBarItem = UITabBarItem(title: "A", image: nil, tag: 0)
      b.tabBarItem = UITabBarItem(title: "B", image: nil, tag: 1)
      tabs.viewControllers = [a, b]
      """#),
  ]
}
