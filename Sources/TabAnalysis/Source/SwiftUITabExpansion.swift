/// What the names in a `TabView` child stand for while the SwiftUI reader expands it: the literals a `ForEach`
/// element binds to its closure's parameters, the file's builder properties and functions, and how deep the
/// expansion already is (builders may call each other; a cycle or a deep chain stops).
struct SwiftUIScope {
  /// Builder property or function name → the brace of its body, for this file.
  var builders: [String: Int]
  /// The file's enums: name → the `enum` keyword, for `ForEach(Name.allCases)`.
  var enums: [String: Int] = [:]
  /// Other files' enums, for a `ForEach(Name.allCases)` over an enum this file does not declare.
  var foreignEnums: [String: [TabEnumCase]] = [:]
  /// `parameter.property` → its text, for an element of another file's enum (no token of this file holds it).
  var values: [String: TabEnumValue] = [:]
  /// Closure parameter (or `parameter.property` of an enum case) → the string literal token it is bound to.
  var bindings: [String: Int] = [:]
  /// The bindings that are localization keys (an enum property typed `LocalizedStringKey`); the others are
  /// `String`s, shown verbatim.
  var localizedBindings: Set<String> = []
  /// Those keys a call in the enum looks up (`String(localized: "x")`): that call's check reports them.
  var lookedUpBindings: Set<String> = []
  var depth = 0
  var visiting: Set<String> = []
  /// The condition the children are under when an iPhone cannot decide it (`if let user = …`), as written.
  var condition: String?
  /// The file's names for environment values conditions test (`PhoneCondition.evaluate`'s aliases).
  var aliases: [String: String] = [:]
  /// The work left for the file's TabViews, shared by every expansion: nested `ForEach`es, builders that call each
  /// other twice and many TabViews of one large builder would otherwise multiply.
  var budget: ExpansionBudget

  static let maxDepth = 8
  /// A `ForEach` over a longer array literal is read for its first elements only.
  static let maxElements = 64

  /// This scope's condition and `another` together, as a note says them (bounded: conditions nest 8 deep).
  func conditioned(on another: String) -> String {
    let clipped = another.count > 120 ? String(another.prefix(119)) + "…" : another
    return condition.map { $0 + ", " + clipped } ?? clipped
  }
}

/// The work left for a file's `TabView` expansions (a reference, so every copy of a scope draws on it), in tokens
/// read: a child costs its length. Four passes over the file and a few thousand more are every real file's need;
/// past it the bars keep what was read (a 200 KB file of 128 TabViews of a 4,000-tab builder was 512,000 items).
final class ExpansionBudget {
  var remaining: Int
  init(fileTokens: Int) { remaining = 4 * fileTokens + 4_096 }
  /// Each enum's cases as read once (`ForEach(Name.allCases)` may stand in many places).
  var enumCases: [Int: [EnumTabCase]] = [:]
}

extension ScanBuilder {
  /// Children that stand for others: `TabSection { … }` and `Group { … }` (flattened for the bar), `ForEach` over
  /// an array literal (its closure's tabs once per element, the element's literals bound to the parameters), and a
  /// builder property or function of this file (`extraTabs`, `makeTabs()`). False when `child` is none of them.
  mutating func expand(_ child: Range<Int>, level: Int, scope: SwiftUIScope, into items: inout [Int?]) -> Bool {
    let start = child.lowerBound
    guard scope.depth < SwiftUIScope.maxDepth else { return false }
    var inner = scope
    inner.depth += 1
    if stream.isIdentifier(start, "TabSection"), stream.isChar(start + 1, "("),
      let title = stream.arguments(of: start + 1).first(where: { $0.label == nil }), title.span.count == 1,
      stream.tokens[title.span.lowerBound].isStringLiteral, !isInterpolated(title.span.lowerBound),
      let key = stream.stringValue(title.span.lowerBound)
    {
      // The section's title is shown too (in the sidebar an iPad or a Mac makes of the bar): a `LocalizedStringKey`.
      scan.localizedStrings.append(
        LocalizedStringUse(key: key, range: stream.tokens[title.span.lowerBound].range, function: "LocalizedStringKey"))
    }
    if stream.isIdentifier(start, "TabSection") || stream.isIdentifier(start, "Group") {
      if let brace = child.first(where: { stream.isChar($0, "{") && stream.enclosing[$0] == level }),
        stream.match[brace] < stream.count
      {
        collectChildren(in: (brace + 1)..<stream.match[brace], level: brace, scope: inner, into: &items)
      }
      return true
    }
    if stream.isIdentifier(start, "ForEach"), stream.isChar(start + 1, "(") {
      expandForEach(at: start, scope: inner, into: &items)
      return true
    }
    if stream.isIdentifier(start, "if") {
      expandIf(child, level: level, scope: inner, into: &items)
      return true
    }
    if stream.isIdentifier(start, "switch") {
      expandSwitch(child, level: level, scope: inner, into: &items)
      return true
    }
    // `extraTabs` or `makeTabs()`, alone on its line.
    let call = trimmed(child)
    guard stream.isIdentifier(start), call.count == 1 || (call.count == 3 && stream.isChar(start + 1, "(")),
      let brace = scope.builders[stream.string(start)], !scope.visiting.contains(stream.string(start))
    else { return false }
    inner.visiting.insert(stream.string(start))
    inner.bindings = [:]
    inner.values = [:]
    collectChildren(in: (brace + 1)..<stream.match[brace], level: brace, scope: inner, into: &items)
    return true
  }

  /// `ForEach(["Home", "Chats"], id: \.self) { name in Tab(name, image: name) { … } }`, and arrays of tuples
  /// destructured by the closure (`{ title, image in … }`). Elements that are not literals bind nothing: their tabs
  /// count, their names are not checked.
  private mutating func expandForEach(at start: Int, scope: SwiftUIScope, into items: inout [Int?]) {
    let close = stream.match[start + 1]
    guard close < stream.count, let data = stream.arguments(of: start + 1).first(where: { $0.label == nil }) else {
      return
    }
    let array = trimmed(data.span)
    let brace = close + 1
    guard !array.isEmpty, stream.isChar(brace, "{"), stream.match[brace] < stream.count else { return }
    let (parameters, bodyStart) = closureParameters(brace)
    // `ForEach(Section.allCases)` (or `Outer.Section.allCases`): one element per case of the enum.
    if let name = allCasesEnum(array) {
      let parameter = parameters.first ?? "$0"
      if let keyword = scope.enums[name] {
        let cases = scope.budget.enumCases[keyword] ?? enumTabCases(declaredAt: keyword) ?? []
        scope.budget.enumCases[keyword] = cases
        for element in cases {
          var inner = scope
          for (property, literal) in element.literals {
            inner.bindings[parameter + "." + property] = literal
            if element.localized.contains(property) { inner.localizedBindings.insert(parameter + "." + property) }
            if element.lookedUp.contains(property) { inner.lookedUpBindings.insert(parameter + "." + property) }
          }
          collectChildren(in: bodyStart..<stream.match[brace], level: brace, scope: inner, into: &items)
        }
      } else if let cases = scope.foreignEnums[name] {
        for element in cases.prefix(SwiftUIScope.maxElements) {
          var inner = scope
          for (property, value) in element.values { inner.values[parameter + "." + property] = value }
          collectChildren(in: bodyStart..<stream.match[brace], level: brace, scope: inner, into: &items)
        }
      } else if !scan.foreignTabEnums.contains(name), scan.foreignTabEnums.count < SwiftUIScope.maxElements {
        // Another file's, perhaps: the workspace reads this file again with it.
        scan.foreignTabEnums.append(name)
      }
      return
    }
    guard stream.isChar(array.lowerBound, "["), stream.match[array.lowerBound] == array.upperBound - 1 else { return }
    for element in stream.elements(inside: array.lowerBound).prefix(SwiftUIScope.maxElements) {
      guard !element.isEmpty else { continue }
      var literals: [Int?]
      // A tuple (which `trimmed` would unwrap as parentheses).
      if stream.isChar(element.lowerBound, "("), stream.match[element.lowerBound] == element.upperBound - 1,
        stream.elements(inside: element.lowerBound).count > 1
      {
        literals = stream.elements(inside: element.lowerBound).map { part in
          let part = trimmed(part)
          return part.count == 1 && stream.tokens[part.lowerBound].isStringLiteral ? part.lowerBound : nil
        }
      } else {
        let element = trimmed(element)
        literals = [element.count == 1 && stream.tokens[element.lowerBound].isStringLiteral ? element.lowerBound : nil]
      }
      var inner = scope
      let names = parameters.isEmpty ? ["$0"] : parameters
      if names.count == literals.count {
        for (name, literal) in zip(names, literals) {
          if let literal { inner.bindings[name] = literal } else { inner.bindings[name] = nil }
        }
      }
      collectChildren(in: bodyStart..<stream.match[brace], level: brace, scope: inner, into: &items)
    }
  }

  /// The enum `Name.allCases` (or `Outer.Name.allCases`) names: `Name`.
  private func allCasesEnum(_ array: Range<Int>) -> String? {
    guard array.count >= 3, array.count % 2 == 1, stream.isIdentifier(array.upperBound - 1, "allCases") else {
      return nil
    }
    for (offset, index) in array.enumerated() {
      guard offset % 2 == 0 ? stream.isIdentifier(index) : stream.isChar(index, ".") else { return nil }
    }
    return stream.string(array.upperBound - 3)
  }

  /// A closure's parameter names (`name in`, `(title, image) in`, `title, image in`; types after `:` skipped)
  /// and where its body starts; none and the brace's next token when it has no `in`.
  private func closureParameters(_ brace: Int) -> ([String], Int) {
    let end = min(stream.match[brace], stream.count, brace + 24)
    guard
      let keyword = ((brace + 1)..<max(brace + 1, end)).first(where: {
        stream.isIdentifier($0, "in") && stream.enclosing[$0] == brace
      })
    else { return ([], brace + 1) }
    let names = ((brace + 1)..<keyword).filter { index in
      stream.isIdentifier(index) && !stream.isChar(index - 1, ":") && !stream.isIdentifier(index, "_")
    }
    return (names.map(stream.string), keyword + 1)
  }

  /// Words that start the next declaration: a stored `var content: Content` has no body of its own.
  static let declarationWords = ["var", "let", "func", "init", "struct", "class", "enum", "extension", "static"]

  /// The file's `var name: some … {` properties and `func name(…) -> some … {` functions: name → body brace (the
  /// first declaration of a name wins).
  func swiftUIBuilders() -> [String: Int] {
    var builders: [String: Int] = [:]
    for index in 0..<stream.count where stream.isIdentifier(index, "var") || stream.isIdentifier(index, "func") {
      guard stream.isIdentifier(index + 1), builders[stream.string(index + 1)] == nil else { continue }
      var position = index + 2
      // A type or a signature is short; an initializer (`=`) or the end of the statement means no body.
      while position < min(stream.count, index + 48) {
        if stream.isChar(position, "{") {
          if stream.match[position] < stream.count { builders[stream.string(index + 1)] = position }
          break
        }
        if stream.isChar(position, "=") || stream.isChar(position, "}") || stream.isChar(position, ";")
          || Self.declarationWords.contains(where: { stream.isIdentifier(position, $0) })
        {
          break
        }
        if stream.isChar(position, "(") || stream.isChar(position, "[") {
          position = stream.match[position]
          guard position < stream.count else { break }
        }
        position += 1
      }
    }
    return builders
  }
}
