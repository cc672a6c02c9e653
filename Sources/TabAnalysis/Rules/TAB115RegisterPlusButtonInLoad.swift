/// `registerPlusButton` from `+load`.
enum RegisterPlusButtonInLoadRule: Rule {
  static let code = "TAB115"
  static let name = "register-plus-button-in-load"
  static let defaultSeverity = Severity.warning
  static let summary = "registerPlusButton called from +load"
  static let documentation = """
    The library's README warns that calling `registerPlusButton` from `+load` crashes on iOS 10: UIKit is not
    ready that early.

    Fix: call `[YourPlusButton registerPlusButton]` in `application:didFinishLaunchingWithOptions:` before the
    tab bar controller is created. `registerSubclass`, the name of the same call before 1.6.0, is checked alike.
    """

  static func check(_ context: inout RuleContext) {
    for call in context.scan.registerPlusButtonCalls where call.inLoad {
      context.report(
        self,
        "\(call.name) in +load crashes on iOS 10; register it in application:didFinishLaunchingWithOptions:",
        at: call.range)
    }
  }
}

// MARK: - Examples

extension RegisterPlusButtonInLoadRule {
  static let triggeringExamples = [
    RuleExample(
      "PlusButton.m",
      "@implementation PlusButton\n+ (void)load {\n    [super ↓registerPlusButton];\n}\n+ (id)plusButton { return nil; }\n@end\n"
    ),
    RuleExample(
      "PlusButton.m",
      "@implementation PlusButton\n+ (void)load {\n    [PlusButton ↓registerPlusButton];\n}\n@end\n"),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "AppDelegate.m",
      "@implementation AppDelegate\n- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {\n    [PlusButton registerPlusButton];\n    return YES;\n}\n@end\n"
    ),
    RuleExample(
      "PlusButton.m", "@implementation PlusButton\n+ (void)load {\n    [super load];\n}\n@end\n"),
  ]
}
