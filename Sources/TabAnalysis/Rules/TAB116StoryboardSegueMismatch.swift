/// A `tabK` segue that A. Dorgans' TabBarController performs at launch but the scene does not have.
enum StoryboardSegueMismatchRule: Rule {
  static let code = "TAB116"
  static let name = "storyboard-segue-mismatch"
  static let defaultSeverity = Severity.error
  static let summary = "storyboardSeguesCount names a tabK segue the scene does not have (crash at launch)"
  static let documentation = """
    A. Dorgans' TabBarController performs, in `viewDidLoad`, the segues `tab0` … `tab(N-1)` of its own scene for
    `storyboardSeguesCount` = N. An identifier the scene does not have raises "Receiver … has no segue with
    identifier 'tabK'": the app crashes when that screen loads. Checked per storyboard scene (any scene with a
    `TabBarSegue` segue or a `storyboardSeguesCount` runtime attribute, whatever its class); a count set in code
    (`storyboardSeguesCount = 3`, or `override var storyboardSeguesCount: Int { 3 }`) is checked against the
    scenes of the class that sets it, and reported on that line of code.

    Fix: add the missing `TabBarSegue` segue, or lower the count. Example: count 3 with segues `tab0`, `tab2`.
    """

  static func check(_ context: inout RuleContext) {
    for scene in DorgansScene.all(in: context) {
      guard case .storyboard(let range) = scene.countSource, let count = scene.count else { continue }
      let missing = scene.missing
      guard let first = missing.first else { continue }
      context.report(
        self,
        "storyboardSeguesCount is \(count) but scene '\(scene.name)' has no segue \(DorgansScene.list(missing)): "
          + "the app crashes at launch (no segue with identifier 'tab\(first)')",
        at: range, fix: "Add a TabBarSegue named 'tab\(first)', or set the count to \(first).")
    }
    checkCountsInCode(&context)
  }

  /// Counts the code sets, against the scenes of their class in every storyboard.
  static func checkCountsInCode(_ context: inout RuleContext) {
    for count in context.scan.segueCounts {
      guard let className = count.className, let value = count.value else { continue }
      for (path, storyboard) in context.index.sortedStoryboards {
        for controller in storyboard.controllers where controller.customClass?.value == className {
          let scene = DorgansScene.scene(controller, index: context.index)
          guard scene.isCountFromCode else { continue }
          let file = PathName.lastComponent(of: path)
          let missing =
            scene.missing.isEmpty
            ? []
            : (0..<max(0, value)).filter { k in
              !scene.tabs.contains { $0.index == k } && !scene.nearMisses.contains { $0.index == k }
            }
          let never = scene.tabs.map(\.index).filter { $0 >= value }.sorted()
          if let first = missing.first {
            context.report(
              self,
              "storyboardSeguesCount is \(value) but scene '\(className)' in \(file) has no segue "
                + "\(DorgansScene.list(missing)): the app crashes at launch",
              at: count.range, fix: "Add a TabBarSegue named 'tab\(first)' in \(file), or set the count to \(first).")
          } else if !never.isEmpty {
            context.report(
              TabSegueNeverPerformedRule.self,
              "storyboardSeguesCount is \(value): segue \(DorgansScene.list(never)) of scene '\(className)' in "
                + "\(file) is never performed, so that tab never appears",
              at: count.range, fix: "Raise the count to \(never.last! + 1), or remove the segue.")
          }
        }
      }
    }
  }
}

// MARK: - Examples

extension StoryboardSegueMismatchRule {
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
                \(RuleExample.segueCount("↓3"))
                <connections>\(RuleExample.tabSegue("tab0"))\(RuleExample.tabSegue("tab1", to: "b"))</connections>
            </viewController>
        \(scenes)
        """)),
    RuleExample(
      "AnchoredTabs.swift",
      "final class AnchoredTabs: TabBarController {\n  override var storyboardSeguesCount: Int { ↓3 }\n}\n",
      workspace: [
        (
          "Main.storyboard",
          RuleExample.storyboard(
            """
                <viewController id="t" customClass="AnchoredTabs" sceneMemberID="viewController">
                    <connections>\(RuleExample.tabSegue("tab0"))\(RuleExample.tabSegue("tab1", to: "b"))</connections>
                </viewController>
            \(scenes)
            """)
        )
      ]),
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
      "AnchoredTabs.swift",
      "final class AnchoredTabs: TabBarController {\n  override var storyboardSeguesCount: Int { 2 }\n}\n",
      workspace: [
        (
          "Main.storyboard",
          RuleExample.storyboard(
            """
                <viewController id="t" customClass="AnchoredTabs" sceneMemberID="viewController">
                    <connections>\(RuleExample.tabSegue("tab0"))\(RuleExample.tabSegue("tab1", to: "b"))</connections>
                </viewController>
            \(scenes)
            """)
        )
      ]),
  ]
}
