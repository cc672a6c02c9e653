import SourceText

/// The CYLTabBarController style a file chooses: `tabBarStyleType = …` (Objective-C and Swift), `setTabBarStyleType:`,
/// and the `styleType:` argument of the initializers and factories, with `CYLTabBarStyleType…` constants, Swift
/// cases and raw values. A property assignment also says whether it comes too late: after `[super viewDidLoad]`
/// in `viewDidLoad`, or in a method that runs after it, the library has already replaced the tab bar and the
/// style is lost.
public struct StyleChoice: Sendable {
  /// The style, when the value is one tabls can read.
  public var type: CYLStyleType?
  /// The value's tokens.
  public var valueRange: SourceRange
  /// The statement (from the receiver or the property to the value's end): what a fix moves.
  public var statementRange: SourceRange
  /// An initializer's or factory's `styleType:` argument rather than the property.
  public var isInitializerArgument: Bool
  /// Set when the assignment runs after the tab bar was replaced: the `[super viewDidLoad]` call before it, or
  /// the name of the later method it is in.
  public var late: Late?

  public enum Late: Sendable, Equatable {
    case afterSuperViewDidLoad(SourceRange)
    case inMethod(String)
  }
}

extension ScanBuilder {
  /// Methods UIKit calls after `viewDidLoad`.
  static let methodsAfterViewDidLoad: Set<String> = [
    "viewWillAppear", "viewDidAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewIsAppearing",
  ]

  /// `name` at `index` is `tabBarStyleType`, `setTabBarStyleType` or `styleType`.
  mutating func collectStyleChoice(_ name: String, at index: Int) {
    let valueStart: Int
    var isArgument = false
    switch name {
    case "tabBarStyleType":
      guard stream.isChar(index + 1, "="), isPlainAssignment(index + 1) else { return }
      valueStart = index + 2
    case "setTabBarStyleType":
      guard stream.dialect == .objectiveC, stream.isChar(index + 1, ":") else { return }
      valueStart = index + 2
    default:
      guard stream.isChar(index + 1, ":"), let opener = enclosingOpener(of: index) else { return }
      let labels: [String?] =
        stream.dialect == .objectiveC && stream.isChar(opener, "[")
        ? stream.objcArguments(of: opener).map(\.label)
        : stream.isChar(opener, "(") ? stream.arguments(of: opener).map(\.label) : []
      guard labels.contains("tabBarItemsAttributes") || labels.contains("viewControllers") else { return }
      valueStart = index + 2
      isArgument = true
    }
    guard let (type, end) = styleValue(at: valueStart) else { return }
    let first = statementStart(before: index)
    var choice = StyleChoice(
      type: type,
      valueRange: SourceRange(stream.tokens[valueStart].range.start, stream.tokens[end].range.end),
      statementRange: SourceRange(stream.tokens[first].range.start, stream.tokens[end].range.end),
      isInitializerArgument: isArgument)
    if !isArgument { choice.late = lateness(of: index) }
    scan.styleChoices.append(choice)
  }

  /// The value at `start`: `CYLTabBarStyleTypeFlatDesign`, `.flatDesign`, `CYLTabBarStyleType.flatDesign`, a raw
  /// number; the type (nil when unreadable) and the value's last token.
  func styleValue(at start: Int) -> (CYLStyleType?, Int)? {
    guard start < stream.count else { return nil }
    if stream.kind(start) == .number { return (Int(stream.string(start)).flatMap(CYLStyleType.init), start) }
    if stream.isChar(start, "."), stream.isIdentifier(start + 1) {
      return (CYLStyleType(text: stream.string(start + 1)), start + 1)
    }
    guard stream.isIdentifier(start) else { return nil }
    if stream.isChar(start + 1, "."), stream.isIdentifier(start + 2) {
      return (CYLStyleType(text: stream.string(start) + "." + stream.string(start + 2)), start + 2)
    }
    let text = stream.string(start)
    return (text.hasPrefix("CYLTabBarStyleType") ? CYLStyleType(text: text) : nil, start)
  }

  /// The first token of the statement that holds `index`: back over a receiver (`self.`, `controller.`, `[self `).
  func statementStart(before index: Int) -> Int {
    var first = index
    while first >= 2, stream.isChar(first - 1, "."), stream.isIdentifier(first - 2) { first -= 2 }
    if stream.dialect == .objectiveC, let opener = enclosingOpener(of: index), stream.isChar(opener, "["),
      opener < first
    {
      first = opener
    }
    return first
  }

  /// Whether an assignment at `index` runs after the tab bar is replaced.
  func lateness(of index: Int) -> StyleChoice.Late? {
    guard let (method, body) = enclosingMethod(of: index) else { return nil }
    if Self.methodsAfterViewDidLoad.contains(method) { return .inMethod(method) }
    guard method == "viewDidLoad" else { return nil }
    var position = body + 1
    while position < index {
      if stream.isIdentifier(position, "super") {
        let call = stream.isChar(position + 1, ".") ? position + 2 : position + 1
        if stream.isIdentifier(call, "viewDidLoad") {
          let end = stream.isChar(call + 1, "]") ? call + 1 : stream.isChar(call + 2, ")") ? call + 2 : call
          // `[super viewDidLoad]` from its bracket, `super.viewDidLoad()` from `super`.
          let first = stream.isChar(position - 1, "[") ? position - 1 : position
          return .afterSuperViewDidLoad(SourceRange(stream.tokens[first].range.start, stream.tokens[end].range.end))
        }
      }
      position += 1
    }
    return nil
  }

  /// The method whose body holds `index`: its name (an Objective-C method's first selector part, a Swift `func`'s
  /// name) and the body's `{`.
  func enclosingMethod(of index: Int) -> (String, Int)? {
    var opener = enclosingOpener(of: index)
    var steps = 0
    while let at = opener, steps < 64 {
      steps += 1
      if stream.isChar(at, "{"), let name = methodName(before: at) { return (name, at) }
      opener = enclosingOpener(of: at)
    }
    return nil
  }

  private func methodName(before brace: Int) -> String? {
    var position = brace - 1
    var scanned = 0
    while position >= 0, scanned < 48 {
      if stream.isChar(position, ";") || stream.isChar(position, "}") || stream.isChar(position, "{") { return nil }
      if stream.dialect == .swift, stream.isIdentifier(position, "func"), stream.isIdentifier(position + 1) {
        return stream.string(position + 1)
      }
      // `- (void)viewDidLoad {`: a `-` or `+` that starts its line.
      if stream.dialect == .objectiveC, stream.isChar(position, "-") || stream.isChar(position, "+"),
        isLineStart(position)
      {
        var name = position + 1
        if stream.isChar(name, "(") { name = stream.skip(name) }
        return stream.isIdentifier(name) ? stream.string(name) : nil
      }
      position -= 1
      scanned += 1
    }
    return nil
  }

  func isLineStart(_ index: Int) -> Bool {
    var offset = stream.tokens[index].range.start - 1
    while offset >= 0, stream.bytes[offset] == UInt8(ascii: " ") || stream.bytes[offset] == UInt8(ascii: "\t") {
      offset -= 1
    }
    return offset < 0 || stream.bytes[offset] == 0x0A || stream.bytes[offset] == 0x0D
  }
}
