/// A `tabBarAnchorIndex` outside 0…3: the library takes it modulo 4.
enum AnchorIndexWrapsRule: Rule {
  static let code = "TAB125"
  static let name = "anchor-index-wraps"
  static let defaultSeverity = Severity.warning
  static let summary = "tabBarAnchorIndex outside 0…3 (it wraps to another anchor)"
  static let documentation = """
    A. Dorgans' TabBarController maps the storyboard's `tabBarAnchorIndex` through `TabBarAnchor.all[abs(index) % 4]`
    with 0 top, 1 bottom, 2 left, 3 right. Any other number silently wraps: 4 is top, 5 bottom, −1 bottom.

    Fix (quick fix): write the index it wraps to.
    """

  static func check(_ context: inout RuleContext) {
    guard let storyboard = context.storyboard else { return }
    for controller in storyboard.controllers {
      guard let number = controller.numbers["tabBarAnchorIndex"] else { continue }
      let index = StoryboardDocument.integer(number.value)
      guard !(0...3).contains(index) || Double(index) != number.value else { continue }
      let anchor = StoryboardDocument.anchor(atIndex: index)
      let wrapped = Int(index.magnitude % 4)
      context.report(
        self,
        "tabBarAnchorIndex \(formatted(number.value)) wraps to \(wrapped): the bar is anchored \(anchor.rawValue)",
        at: number.range, fix: "Write \(wrapped) (\(anchor.rawValue)).", replacement: "\(wrapped)")
    }
  }

  static func formatted(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}

// MARK: - Examples

extension AnchorIndexWrapsRule {
  static func anchored(_ value: String) -> String {
    RuleExample.storyboard(
      #"""
          <viewController id="t" customClass="MainTabs" sceneMemberID="viewController">
              <userDefinedRuntimeAttributes>
                  <userDefinedRuntimeAttribute type="number" keyPath="tabBarAnchorIndex"><integer key="value" value="\#(value)"/></userDefinedRuntimeAttribute>
              </userDefinedRuntimeAttributes>
              <connections>\#(RuleExample.tabSegue("tab0"))</connections>
          </viewController>
          <viewController id="a" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="A" id="i0"/></viewController>
      """#)
  }
  static let triggeringExamples = [
    RuleExample("Main.storyboard", anchored("↓6")),
    RuleExample("Main.storyboard", anchored("↓-1")),
  ]
  static let nonTriggeringExamples = [
    RuleExample("Main.storyboard", anchored("2")),
    RuleExample("Main.storyboard", anchored("0")),
  ]
}
