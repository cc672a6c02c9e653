/// Tabs under control flow in a `TabView`: `if` / `else if` / `else` (with `if let`, `if #available`),
/// `switch`, and `#if` / `#elseif` / `#else` / `#endif`. A condition is read as an iPhone running iOS 26/27
/// would read it (`PhoneCondition`): a branch that is taken there is expanded as if unconditional, one that is
/// not is dropped, and one that depends on the app's state keeps its tabs, marked with the condition. Of an
/// `if`/`else` chain or a `switch` whose branch cannot be known, the first branch with tabs is the bar's; the
/// others' tabs are items (their names and titles checked) that the bar does not show, so a count is never
/// doubled by alternatives.
extension ScanBuilder {
  /// One branch of an `if` chain: its condition (nil for `else`) and the brace of its body.
  struct Branch {
    var condition: Range<Int>?
    var brace: Int
  }

  /// The branches of the `if` chain starting at `start` (an `if` at `level`), and the token after it.
  func ifChain(at start: Int, level: Int, limit: Int) -> (branches: [Branch], end: Int) {
    var branches: [Branch] = []
    var position = start
    while position < limit, stream.isIdentifier(position, "if") {
      guard
        let brace = ((position + 1)..<limit).first(where: { stream.isChar($0, "{") && stream.enclosing[$0] == level }),
        stream.match[brace] < stream.count
      else { break }
      branches.append(Branch(condition: (position + 1)..<brace, brace: brace))
      let after = stream.match[brace] + 1
      guard stream.isIdentifier(after, "else") else { return (branches, after) }
      if stream.isChar(after + 1, "{"), stream.match[after + 1] < stream.count {
        branches.append(Branch(condition: nil, brace: after + 1))
        return (branches, stream.match[after + 1] + 1)
      }
      position = after + 1
    }
    return (branches, max(position, start + 1))
  }

  /// `if … { } else if … { } else { }` among a TabView's children.
  mutating func expandIf(_ child: Range<Int>, level: Int, scope: SwiftUIScope, into items: inout [Int?]) {
    let (branches, _) = ifChain(at: child.lowerBound, level: level, limit: child.upperBound)
    var shown = false
    for branch in branches {
      var inner = scope
      // What an iPhone makes of the branch's condition: nil for `else` and for a condition it cannot decide.
      let decided = branch.condition.flatMap {
        PhoneCondition.evaluate(sourceText($0) ?? "", aliases: scope.aliases)
      }
      if decided == false { continue }
      if let condition = branch.condition, decided == nil {
        inner.condition = scope.conditioned(on: "if " + (sourceText(condition) ?? ""))
      } else if branch.condition == nil, shown {
        inner.condition = scope.conditioned(on: "else")
      }
      let body = (branch.brace + 1)..<stream.match[branch.brace]
      if shown {
        var alternatives: [Int?] = []
        collectChildren(in: body, level: branch.brace, scope: inner, into: &alternatives)
      } else {
        let before = items.count
        collectChildren(in: body, level: branch.brace, scope: inner, into: &items)
        shown = items.count > before
      }
      // A branch an iPhone always takes ends the chain: the rest is never shown.
      if decided == true { break }
    }
  }

  /// `switch value { case …: tabs  default: tabs }`: the first case with tabs is the bar's, the others are
  /// alternatives.
  mutating func expandSwitch(_ child: Range<Int>, level: Int, scope: SwiftUIScope, into items: inout [Int?]) {
    guard
      let brace = child.first(where: { stream.isChar($0, "{") && stream.enclosing[$0] == level }),
      stream.match[brace] < stream.count
    else { return }
    let subject = sourceText((child.lowerBound + 1)..<brace) ?? ""
    let end = stream.match[brace]
    // Each label (`case …:` or `default:`) at the switch's level, and where its body starts.
    var labels: [(text: String, body: Int)] = []
    var index = brace + 1
    while index < end {
      if stream.enclosing[index] == brace, stream.isIdentifier(index, "case") || stream.isIdentifier(index, "default"),
        let colon = (index..<end).first(where: { stream.isChar($0, ":") && stream.enclosing[$0] == brace })
      {
        labels.append((sourceText(index..<colon) ?? "", colon + 1))
        index = colon + 1
      } else {
        index = stream.skip(index)
      }
    }
    var shown = false
    for (position, label) in labels.enumerated() {
      let stop = position + 1 < labels.count ? labelStart(before: labels[position + 1].body, brace: brace) : end
      guard label.body < stop else { continue }
      var inner = scope
      inner.condition = scope.conditioned(on: "switch \(subject) \(label.text)")
      if shown {
        var alternatives: [Int?] = []
        collectChildren(in: label.body..<stop, level: brace, scope: inner, into: &alternatives)
      } else {
        let before = items.count
        collectChildren(in: label.body..<stop, level: brace, scope: inner, into: &items)
        shown = items.count > before
      }
    }
  }

  /// The `case` / `default` token of the label whose body starts at `body`.
  private func labelStart(before body: Int, brace: Int) -> Int {
    var index = body - 1
    while index > brace,
      !(stream.enclosing[index] == brace
        && (stream.isIdentifier(index, "case") || stream.isIdentifier(index, "default")))
    {
      index -= 1
    }
    return index
  }

  /// The file's names for the environment values an iPhone knows: `@Environment(\.horizontalSizeClass) private var
  /// sizeClass` → `sizeClass: horizontalSizeClass`.
  func environmentAliases() -> [String: String] {
    var aliases: [String: String] = [:]
    guard stream.mayMention("horizontalSizeClass", "verticalSizeClass") else { return aliases }
    for index in 0..<stream.count
    where stream.isIdentifier(index, "horizontalSizeClass") || stream.isIdentifier(index, "verticalSizeClass") {
      let opener = stream.enclosing[index]
      // `@Environment` is one attribute token.
      guard opener > 0, stream.isChar(opener, "("), stream.string(opener - 1) == "@Environment",
        stream.match[opener] < stream.count
      else { continue }
      let after = stream.match[opener] + 1
      guard let keyword = (after..<min(stream.count, after + 6)).first(where: { stream.isIdentifier($0, "var") }),
        stream.isIdentifier(keyword + 1)
      else { continue }
      aliases[stream.string(keyword + 1)] = stream.string(index)
    }
    return aliases
  }

  /// Whether a `#if`-family directive at `start` opens, switches or closes a branch, and its condition's value.
  func directive(at start: Int) -> CompilationDirective? {
    guard stream.kind(start) == .directive else { return nil }
    var end = start + 1
    while end < stream.count, !stream.startsLine(end) { end += 1 }
    let condition = PhoneCondition.evaluateDirective(sourceText((start + 1)..<end) ?? "")
    switch stream.string(start) {
    case "#if": return .open(condition)
    case "#elseif": return .orElse(condition)
    case "#else": return .orElse(true)
    case "#endif": return .close
    default: return nil
    }
  }
}

enum CompilationDirective {
  case open(Bool?)
  case orElse(Bool?)
  case close
}

/// The `#if` branches around a TabView's children, as the release build for an iPhone compiles them: a branch
/// whose condition cannot be known (a custom flag) is taken when no earlier one was, so one branch is read.
struct DirectiveStack {
  private var levels: [(active: Bool, taken: Bool)] = []

  /// Whether a child here is compiled.
  var isActive: Bool { levels.allSatisfy(\.active) }

  mutating func apply(_ directive: CompilationDirective) {
    switch directive {
    case .open(let value):
      // Bounded: a file of a million `#if` keeps a million Booleans at most, which the token count already is.
      levels.append((active: value != false, taken: value != false))
    case .orElse(let value):
      guard let last = levels.indices.last else { return }
      let taken = levels[last].taken
      levels[last] = (active: !taken && value != false, taken: taken || value != false)
    case .close:
      _ = levels.popLast()
    }
  }
}

/// A condition read as an iPhone running iOS 26 or later reads it: true, false, or nil when it depends on the
/// app (a flag, an optional, a setting). Only the device's idiom and size classes, `#available`, and the
/// compilation conditions of an iOS release build are known.
public enum PhoneCondition {
  /// Conditions longer than this are not read (nil): a real one is a line.
  static let maxLength = 1_024

  /// An `if` condition: a comma-separated list, `&&`, `||`, `!` and parentheses over comparisons. `aliases` names
  /// the file's own names for what an iPhone knows (`@Environment(\.horizontalSizeClass) var sizeClass`).
  public static func evaluate(_ text: String, aliases: [String: String] = [:]) -> Bool? {
    guard text.utf8.count <= maxLength else { return nil }
    return expression(Array(text.utf8)[...], depth: 0) { atom($0, aliases: aliases) }
  }

  /// A `#if` / `#elseif` condition.
  public static func evaluateDirective(_ text: String) -> Bool? {
    guard text.utf8.count <= maxLength else { return nil }
    return expression(Array(text.utf8)[...], depth: 0, atom: directiveAtom)
  }

  /// Kleene's three-valued logic over the text's top-level `||`, then `&&` and `,`, then `!` and parentheses.
  private static func expression(_ text: ArraySlice<UInt8>, depth: Int, atom: (String) -> Bool?) -> Bool? {
    guard depth < 16 else { return nil }
    let text = trimmed(text)
    let alternatives = split(text, by: [[0x7C, 0x7C]])
    if alternatives.count > 1 {
      let values = alternatives.map { expression($0, depth: depth + 1, atom: atom) }
      if values.contains(true) { return true }
      return values.allSatisfy { $0 == false } ? false : nil
    }
    let conjuncts = split(text, by: [[0x26, 0x26], [UInt8(ascii: ",")]])
    if conjuncts.count > 1 {
      let values = conjuncts.map { expression($0, depth: depth + 1, atom: atom) }
      if values.contains(false) { return false }
      return values.allSatisfy { $0 == true } ? true : nil
    }
    if text.first == UInt8(ascii: "!"), text.dropFirst().first != UInt8(ascii: "=") {
      return expression(text.dropFirst(), depth: depth + 1, atom: atom).map { !$0 }
    }
    if text.first == UInt8(ascii: "("), closingParen(of: text) == text.index(before: text.endIndex) {
      return expression(text.dropFirst().dropLast(), depth: depth + 1, atom: atom)
    }
    return atom(String(decoding: text, as: UTF8.self))
  }

  /// `text` cut at each top-level occurrence of any of `separators` (outside brackets and string literals).
  private static func split(_ text: ArraySlice<UInt8>, by separators: [[UInt8]]) -> [ArraySlice<UInt8>] {
    var parts: [ArraySlice<UInt8>] = []
    var depth = 0
    var inString = false
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let byte = text[index]
      if byte == UInt8(ascii: "\"") { inString.toggle() }
      if !inString {
        if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { depth += 1 }
        if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { depth -= 1 }
        if depth == 0, let separator = separators.first(where: { text[index...].starts(with: $0) }) {
          parts.append(text[start..<index])
          index += separator.count
          start = index
          continue
        }
      }
      index += 1
    }
    parts.append(text[start..<text.endIndex])
    return parts
  }

  private static func closingParen(of text: ArraySlice<UInt8>) -> Int? {
    var depth = 0
    for index in text.indices {
      if text[index] == UInt8(ascii: "(") { depth += 1 }
      if text[index] == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  private static func trimmed(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    let isSpace: (UInt8) -> Bool = { $0 == 0x20 || (0x09...0x0D).contains($0) }
    guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) })
    else { return text[text.startIndex..<text.startIndex] }
    return text[first...last]
  }

  /// One comparison or test of an `if` condition.
  static func atom(_ text: String, aliases: [String: String] = [:]) -> Bool? {
    if text.hasPrefix("#available") { return true }
    if text.hasPrefix("#unavailable") { return false }
    if text == "true" { return true }
    if text == "false" { return false }
    // `UIDevice.current.userInterfaceIdiom == .phone`, `horizontalSizeClass != .regular`.
    for (subject, onPhone, others) in [
      ("userInterfaceIdiom", "phone", ["pad", "mac", "tv", "carPlay", "vision", "unspecified"]),
      ("horizontalSizeClass", "compact", ["regular"]), ("verticalSizeClass", "regular", ["compact"]),
    ] where text.contains(subject) || words(of: text).contains(where: { aliases[String($0)] == subject }) {
      let negated = text.contains("!=")
      guard negated || text.contains("==") else { return nil }
      let member = text.split(whereSeparator: { $0 == "." || $0 == " " || $0 == "=" || $0 == "!" }).last.map(
        String.init)
      if member == onPhone { return !negated }
      if let member, others.contains(member) { return negated }
      return nil
    }
    return nil
  }

  private static func words(of text: String) -> [Substring] {
    text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
  }

  /// One test of a `#if` condition, for an iOS release build on a device.
  static func directiveAtom(_ text: String) -> Bool? {
    let compact = text.filter { $0 != " " }
    switch compact {
    case "os(iOS)", "canImport(UIKit)", "canImport(SwiftUI)": return true
    case "DEBUG", "targetEnvironment(macCatalyst)", "canImport(AppKit)", "os(macOS)", "os(watchOS)", "os(tvOS)",
      "os(visionOS)", "os(xrOS)", "os(Linux)":
      return false
    default:
      if compact.hasPrefix("swift(") || compact.hasPrefix("compiler(") { return true }
      if compact.hasPrefix("os(") { return false }
      return nil
    }
  }
}
