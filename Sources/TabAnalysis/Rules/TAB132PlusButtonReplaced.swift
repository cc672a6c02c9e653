/// A second PlusButton class registered for the same tab bar context: it replaces the first.
enum PlusButtonReplacedRule: Rule {
  static let code = "TAB132"
  static let name = "plus-button-replaced"
  static let defaultSeverity = Severity.warning
  static let summary = "Two PlusButton classes registered for the same +tabBarContext (the later wins)"
  static let documentation = """
    CYLTabBarController keeps one plus button per `+tabBarContext` (none is a context of its own): registering a
    second `CYLPlusButtonSubclassing` class for the same context replaces the first, so only the later one is
    shown. Registrations are ordered by file path, then position; the later call is reported.

    Fix: give each PlusButton its own `+tabBarContext` (the tab bar controller's `context`), or register one.
    """

  static func check(_ context: inout RuleContext) {
    guard context.index.registrations.count > 1 else { return }
    let index = context.index
    func tabBarContext(_ className: String) -> String? {
      index.plusButtons.first { $0.plus.className == className }?.plus.context
    }
    for (position, registration) in index.registrations.enumerated() where registration.path == context.path {
      guard
        let earlier = index.registrations[..<position].last(where: {
          $0.className != registration.className && tabBarContext($0.className) == tabBarContext(registration.className)
        })
      else { continue }
      let shared = tabBarContext(registration.className).map { "context '\($0)'" } ?? "no +tabBarContext"
      context.report(
        self,
        "\(registration.className) replaces \(earlier.className) (registered in \(PathName.lastComponent(of: earlier.path))): "
          + "both have \(shared), and the library keeps one plus button per context",
        at: registration.range, fix: "Give one of them its own +tabBarContext, or register only one.")
    }
  }
}

// MARK: - Examples

extension PlusButtonReplacedRule {
  static let first = (
    "A.m", "@implementation A\n+ (id)plusButton { return nil; }\n@end\nvoid setUpA(void) { [A registerPlusButton]; }\n"
  )
  static let triggeringExamples = [
    RuleExample(
      "B.m",
      "@implementation B\n+ (id)plusButton { return nil; }\n@end\nvoid setUpB(void) { [B ↓registerPlusButton]; }\n",
      workspace: [first]),
    RuleExample(
      "B.m",
      "@implementation B\n+ (id)plusButton { return nil; }\n+ (NSString *)tabBarContext { return @\"main\"; }\n@end\nvoid setUpB(void) { [B ↓registerPlusButton]; }\n",
      workspace: [
        (
          "A.m",
          "@implementation A\n+ (id)plusButton { return nil; }\n+ (NSString *)tabBarContext { return @\"main\"; }\n@end\nvoid setUpA(void) { [A registerPlusButton]; }\n"
        )
      ]),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "B.m",
      "@implementation B\n+ (id)plusButton { return nil; }\n+ (NSString *)tabBarContext { return @\"other\"; }\n@end\nvoid setUpB(void) { [B registerPlusButton]; }\n",
      workspace: [first]),
    RuleExample(
      "B.m",
      "@implementation B\n+ (id)plusButton { return nil; }\n@end\nvoid setUpB(void) { [B registerPlusButton]; }\n"),
  ]
}
