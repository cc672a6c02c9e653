/// A Lottie file that lottie-ios cannot load.
enum LottieFileInvalidRule: Rule {
  static let code = "TAB121"
  static let name = "lottie-file-invalid"
  static let defaultSeverity = Severity.error
  static let summary = "Lottie file that is not valid JSON or that lottie-ios refuses"
  static let documentation = """
    The animation a tab refers to is malformed JSON, or lacks a field lottie-ios requires (a layer without
    `ip`, `op`, `st` or `ks`, a shape layer without `shapes`, a group without `it`, a fill without `c` or `o`, a
    precomp layer without `refId`, `w` or `h`, a star with an unknown `sy`). lottie-ios then loads nothing and
    the tab stays empty. The message gives the byte offset and JSON path of the problem.

    Fix: re-export the animation, or repair the field named in the message.
    """

  static func check(_ context: inout RuleContext) {
    for dictionary in context.scan.dictionaries {
      for entry in dictionary.entries
      where entry.key.map({ [.lottieURL, .lottieFilePath, .lottieDarkURL, .lottieDarkFilePath].contains($0) }) == true {
        guard let (path, result) = context.index.lottie(for: entry.value), case .failure(let error) = result else {
          continue
        }
        context.report(
          self, "\(PathName.lastComponent(of: path)) cannot be loaded by lottie-ios: \(error)",
          at: entry.value.textRange ?? entry.value.range)
      }
    }
  }
}

// MARK: - Examples

extension LottieFileInvalidRule {
  static let item =
    #"NSArray *items = @[ @{ CYLTabBarLottieURL : [NSURL fileURLWithPath:[[NSBundle mainBundle] pathForResource:↓@"tab" ofType:@"json"]] } ];"#
  static let triggeringExamples = [
    RuleExample("Tabs.m", item, workspace: [("tab.json", #"{"v":"5.7.4","layers":["#)]),
    RuleExample("Tabs.m", item, workspace: [("tab.json", #"{"v":"5.7.4","fr":30,"ip":0,"op":10,"w":10,"h":10}"#)]),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "Tabs.m", item.replacingOccurrences(of: "↓", with: ""), workspace: [("tab.json", RuleExample.animation())]),
    RuleExample(
      "Tabs.m", item.replacingOccurrences(of: "↓", with: ""), workspace: [("tab.json", RuleExample.emptyAnimation)]),
  ]
}
