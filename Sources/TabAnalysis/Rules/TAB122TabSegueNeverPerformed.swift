/// A `tabN` segue at or past the scene's `storyboardSeguesCount`: that tab never appears.
enum TabSegueNeverPerformedRule: Rule {
  static let code = "TAB122"
  static let name = "tab-segue-never-performed"
  static let defaultSeverity = Severity.warning
  static let summary = "tabN segue at or past storyboardSeguesCount: the tab never appears"
  static let documentation = """
    A. Dorgans' TabBarController performs only `tab0` … `tab(N-1)` for `storyboardSeguesCount` = N (default 0).
    A segue `tabN` with N at or past the count is never performed: its tab silently never appears.

    Fix: raise the count (the storyboard's `storyboardSeguesCount` runtime attribute) or remove the segue.
    """

  static func check(_ context: inout RuleContext) {
    for scene in DorgansScene.all(in: context) where !scene.isCountFromCode {
      guard let count = scene.count else { continue }
      for (k, segue) in scene.tabs where k >= count {
        guard let identifier = segue.identifier else { continue }
        let setting: String
        switch scene.countSource {
        case .storyboard: setting = "storyboardSeguesCount is \(count)"
        default: setting = "storyboardSeguesCount is not set (0)"
        }
        context.report(
          self, "segue 'tab\(k)' is never performed: \(setting), so that tab never appears", at: identifier.range,
          fix: "Set storyboardSeguesCount to \(k + 1), or remove the segue.")
      }
    }
  }
}

// MARK: - Examples

extension TabSegueNeverPerformedRule {
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
                \(RuleExample.segueCount("1"))
                <connections>\(RuleExample.tabSegue("tab0"))\(RuleExample.tabSegue("↓tab1", to: "b"))</connections>
            </viewController>
        \(scenes)
        """)),
    RuleExample(
      "Main.storyboard",
      RuleExample.storyboard(
        """
            <viewController id="t" customClass="MainTabs" sceneMemberID="viewController">
                <connections>\(RuleExample.tabSegue("↓tab0"))\(RuleExample.tabSegue("↓tab1", to: "b"))</connections>
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
                <connections>\(RuleExample.tabSegue("tab0"))</connections>
            </viewController>
        \(scenes)
        """),
      workspace: [
        ("MainTabs.swift", "class MainTabs: TabBarController {\n  override var storyboardSeguesCount: Int { 1 }\n}\n")
      ]),
  ]
}
