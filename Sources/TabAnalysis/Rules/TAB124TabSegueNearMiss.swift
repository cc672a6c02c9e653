/// A segue named almost `tabK` (`Tab0`, `tab_0`, `tab00`): the controller looks the exact name up.
enum TabSegueNearMissRule: Rule {
  static let code = "TAB124"
  static let name = "tab-segue-near-miss"
  static let defaultSeverity = Severity.error
  static let summary = "Segue identifier that almost matches tabK (Tab0, tab_0, tab00)"
  static let documentation = """
    A. Dorgans' TabBarController performs segues by the exact identifiers `tab0`, `tab1`, …: `Tab0`, `tab_0`,
    `tab-1` or `tab01` are other names. When the count reaches that tab the app crashes ("no segue with
    identifier"); otherwise the segue is never performed.

    Fix (quick fix): rename the identifier to `tabK`.
    """

  static func check(_ context: inout RuleContext) {
    for scene in DorgansScene.all(in: context) {
      for (k, _, identifier) in scene.nearMisses {
        let consequence =
          scene.count.map { k < $0 }
            ?? true ? "the controller looks up 'tab\(k)' and does not find it" : "it is never performed"
        context.report(
          self, "segue identifier '\(identifier.value)' is not 'tab\(k)': \(consequence)", at: identifier.range,
          fix: "Rename it to 'tab\(k)'.", replacement: "tab\(k)")
      }
    }
  }
}

// MARK: - Examples

extension TabSegueNearMissRule {
  static let scenes = """
        <viewController id="a" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="A" id="i0"/></viewController>
        <viewController id="b" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="B" id="i1"/></viewController>
    """
  static let triggeringExamples = [
    RuleExample(
      "Main.storyboard",
      RuleExample.storyboard(
        """
            <viewController id="t" customClass="MainTabs" sceneMemberID="viewController">
                \(RuleExample.segueCount("2"))
                <connections>\(RuleExample.tabSegue("tab0"))\(RuleExample.tabSegue("↓tab_1", to: "b"))</connections>
            </viewController>
        \(scenes)
        """)),
    RuleExample(
      "Main.storyboard",
      RuleExample.storyboard(
        """
            <viewController id="t" customClass="MainTabs" sceneMemberID="viewController">
                \(RuleExample.segueCount("2"))
                <connections>\(RuleExample.tabSegue("↓Tab0"))\(RuleExample.tabSegue("tab1", to: "b"))</connections>
            </viewController>
        \(scenes)
        """)),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "Main.storyboard",
      RuleExample.storyboard(
        """
            <viewController id="t" customClass="MainTabs" sceneMemberID="viewController">
                \(RuleExample.segueCount("2"))
                <connections>\(RuleExample.tabSegue("tab0"))\(RuleExample.tabSegue("tab1", to: "b"))</connections>
            </viewController>
        \(scenes)
        """)),
    RuleExample(
      "Main.storyboard",
      RuleExample.storyboard(
        """
            <viewController id="t" customClass="MainTabs" sceneMemberID="viewController">
                \(RuleExample.segueCount("1"))
                <connections>\(RuleExample.tabSegue("tab0"))<segue destination="b" kind="show" identifier="table1" id="s1"/></connections>
            </viewController>
        \(scenes)
        """)),
  ]
}
