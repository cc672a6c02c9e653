import SourceText

/// `tabBarStyleType` assigned once the library has already replaced the tab bar.
enum StyleSetTooLateRule: Rule {
  static let code = "TAB136"
  static let name = "style-set-too-late"
  static let defaultSeverity = Severity.warning
  static let summary = "tabBarStyleType set after [super viewDidLoad]: the style is lost"
  static let documentation = """
    CYLTabBarController replaces its tab bar in `-viewDidLoad` (by KVC) with the one of the style chosen, and its
    header says to set `tabBarStyleType` before `[super viewDidLoad]`: a style set after it, or in a method that
    runs later (`viewWillAppear:`, `viewDidLayoutSubviews`…), is lost and the default logic applies. Not checked
    when the pinned release predates the property (1.99.0).

    ```objc
    - (void)viewDidLoad {
        [super viewDidLoad];
        self.tabBarStyleType = CYLTabBarStyleTypeFlatDesign; // TAB136
    }
    ```

    Not reported:

    ```objc
    - (void)viewDidLoad {
        self.tabBarStyleType = CYLTabBarStyleTypeFlatDesign;
        [super viewDidLoad];
    }
    ```

    Fix: move the assignment above `[super viewDidLoad]` (the quick fix and `--fix` do it in `viewDidLoad`).
    """

  static func check(_ context: inout RuleContext) {
    guard CYLReleases.hasStyles(context.index.libraryVersion) else { return }
    for choice in context.scan.styleChoices {
      switch choice.late {
      case .afterSuperViewDidLoad(let call)?:
        let move = moveAbove(choice.statementRange, call: call, in: context.bytes)
        context.report(
          self,
          "tabBarStyleType is set after \(context.scan.dialect == .swift ? "super.viewDidLoad()" : "[super viewDidLoad]"), "
            + "where the library has already replaced the tab bar: the style is lost",
          at: choice.statementRange, fix: "Move the assignment above the call to super.",
          replacement: move?.replacement, replacing: move?.range)
      case .inMethod(let method)?:
        context.report(
          self,
          "tabBarStyleType is set in \(method), after viewDidLoad replaced the tab bar: the style is lost",
          at: choice.statementRange, fix: "Set it in viewDidLoad, before the call to super, or in the initializer.")
      case nil:
        break
      }
    }
  }

  /// One edit from the super call to the statement's end (with its `;`): the statement, then what was before it.
  /// Nil when either does not start its own line.
  static func moveAbove(_ statement: SourceRange, call: SourceRange, in bytes: [UInt8]) -> TextEdit? {
    guard call.start < statement.start, statement.end <= bytes.count else { return nil }
    func indentation(before offset: Int) -> [UInt8]? {
      var start = offset
      while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
      guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return nil }
      return Array(bytes[start..<offset])
    }
    guard let indent = indentation(before: call.start), indentation(before: statement.start) != nil else { return nil }
    var end = statement.end
    var cursor = end
    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") {
      cursor += 1
    }
    let semicolon = cursor < bytes.count && bytes[cursor] == UInt8(ascii: ";")
    if semicolon { end = cursor + 1 }
    var before = Array(bytes[call.start..<statement.start])
    while let last = before.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == 10 || last == 13 {
      before.removeLast()
    }
    let moved = Array(bytes[statement.start..<statement.end]) + (semicolon ? [UInt8(ascii: ";")] : [])
    let text = moved + [10] + indent + before
    return TextEdit(range: SourceRange(call.start, end), replacement: String(decoding: text, as: UTF8.self))
  }
}

// MARK: - Examples

extension StyleSetTooLateRule {
  static let triggeringExamples = [
    RuleExample(
      "MainTabBarController.m",
      """
      @implementation MainTabBarController
      - (void)viewDidLoad {
          [super viewDidLoad];
          ↓self.tabBarStyleType = CYLTabBarStyleTypeFlatDesign;
      }
      @end

      """),
    RuleExample(
      "MainTabBarController.swift",
      """
      class MainTabBarController: CYLTabBarController {
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          ↓self.tabBarStyleType = .flatDesign
        }
      }

      """),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "MainTabBarController.m",
      """
      @implementation MainTabBarController
      - (void)viewDidLoad {
          self.tabBarStyleType = CYLTabBarStyleTypeFlatDesign;
          [super viewDidLoad];
      }
      @end

      """),
    RuleExample(
      "MainTabBarController.swift",
      """
      class MainTabBarController: CYLTabBarController {
        override func viewDidLoad() {
          self.tabBarStyleType = .flatDesign
          super.viewDidLoad()
        }
      }

      """),
  ]
}
