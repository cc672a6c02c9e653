/// A `tabK` segue that is not a `TabBarSegue`: it performs another transition and adds no tab.
enum TabSegueWrongKindRule: Rule {
  static let code = "TAB123"
  static let name = "tab-segue-wrong-kind"
  static let defaultSeverity = Severity.error
  static let summary = "tabK segue that is not a TabBarSegue: no tab is added, another screen appears"
  static let documentation = """
    `TabBarSegue.perform()` is what adds a segue's destination to A. Dorgans' TabBarController. A `tabK` segue of
    another kind (`show`, `presentation`, a custom class other than `TabBarSegue`) that the controller performs at
    launch does that other transition instead: the tab is missing and a screen is pushed or presented.

    Fix: make the segue Custom with class `TabBarSegue` (module `TabBarController`).
    """

  static func check(_ context: inout RuleContext) {
    for scene in DorgansScene.all(in: context) {
      for (k, segue) in scene.tabs where !segue.isTabBarSegue && scene.count.map({ k < $0 }) ?? true {
        guard let identifier = segue.identifier else { continue }
        let kind =
          segue.customClass.map { "a \($0) segue" } ?? segue.kind.map { "a '\($0)' segue" } ?? "not a TabBarSegue"
        context.report(
          self,
          "segue 'tab\(k)' is \(kind), not a TabBarSegue: at launch it performs that transition and adds no tab",
          at: identifier.range, fix: "Make 'tab\(k)' a Custom segue of class TabBarSegue (module TabBarController).")
      }
    }
  }
}

// MARK: - Examples

extension TabSegueWrongKindRule {
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
                <connections>\(RuleExample.tabSegue("tab0"))<segue destination="b" kind="show" identifier="↓tab1" id="s1"/></connections>
            </viewController>
        \(scenes)
        """)),
    RuleExample(
      "Main.storyboard",
      RuleExample.storyboard(
        """
            <viewController id="t" customClass="MainTabs" sceneMemberID="viewController">
                \(RuleExample.segueCount("2"))
                <connections><segue destination="a" kind="presentation" identifier="↓tab0" id="s0"/>\(RuleExample.tabSegue("tab1", to: "b"))</connections>
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
                <connections>\(RuleExample.tabSegue("tab0"))<segue destination="b" kind="show" identifier="details" id="s1"/></connections>
            </viewController>
        \(scenes)
        """)),
  ]
}
