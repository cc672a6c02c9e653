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
  /// Bindings whose type this file does not say (a struct of another file's initializer): the text is shown, but
  /// whether it is a key or a `String` is not known, so neither is checked.
  var opaqueBindings: Set<String> = []
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
  /// The file's structs' stored property types, by struct name (read once, for every `ForEach` over records).
  var propertyTypes: [String: [String: String]]?
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
    if let elements = arrayOfRecords(array) {
      expandRecords(
        elements, parameter: parameters.first ?? "$0", body: bodyStart..<stream.match[brace], level: brace,
        scope: scope, into: &items)
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

  /// `ForEach(tabs)` (or `self.tabs`) where the file assigns `tabs` an array literal of records: the elements.
  private func arrayOfRecords(_ array: Range<Int>) -> [Range<Int>]? {
    var name = array.lowerBound
    if array.count == 3, stream.isIdentifier(name, "self"), stream.isChar(name + 1, ".") { name += 2 }
    guard name == array.upperBound - 1, stream.isIdentifier(name), let value = variables[stream.string(name)],
      stream.isChar(value.lowerBound, "["), stream.match[value.lowerBound] == value.upperBound - 1
    else { return nil }
    // Not `trimmed`, which would unwrap a tuple's parentheses.
    let elements = stream.elements(inside: value.lowerBound).filter { !$0.isEmpty }
    guard !elements.isEmpty, elements.allSatisfy({ record(in: $0) != nil }) else { return nil }
    return elements
  }

  /// The type an array literal's `.init(…)` records make: another element's, or the variable's `[Type]`.
  private func recordType(of elements: [Range<Int>]) -> String? {
    if let named = elements.lazy.compactMap({ self.record(in: $0)?.type }).first { return named }
    guard let value = elements.first.map({ stream.enclosing[$0.lowerBound] }), value > 4,
      stream.isChar(value - 1, "="), stream.isChar(value - 2, "]"), stream.isIdentifier(value - 3),
      stream.isChar(value - 4, "[")
    else { return nil }
    return stream.string(value - 3)
  }

  /// A record's labelled parts and the type that declares them: `TabData(title: "Home", icon: "house")`,
  /// `.init(title: …)` (no type said), or a labelled tuple `(title: "Home", icon: "house")` (its literals are
  /// `String`s, as Swift infers them).
  private func record(in element: Range<Int>) -> (type: String?, isTuple: Bool, opener: Int)? {
    var opener = element.lowerBound
    var type: String?
    if stream.isChar(opener, ".") && stream.isIdentifier(opener + 1, "init") {
      opener += 2
    } else if stream.isIdentifier(opener), let first = stream.text(opener).first, first.isUppercase {
      type = stream.string(opener)
      opener += stream.isChar(opener + 1, ".") && stream.isIdentifier(opener + 2, "init") ? 3 : 1
    }
    guard stream.isChar(opener, "("), stream.match[opener] == element.upperBound - 1 else { return nil }
    let isTuple = opener == element.lowerBound
    guard !isTuple || stream.arguments(of: opener).allSatisfy({ $0.label != nil }) else { return nil }
    return (type, isTuple, opener)
  }

  /// One element per record, `parameter.label` bound to each labelled literal: a key where the file's `struct`
  /// declares the property a `LocalizedStringKey`, a `String` where it says `String` (or the record is a tuple),
  /// unknown otherwise.
  private mutating func expandRecords(
    _ elements: [Range<Int>], parameter: String, body: Range<Int>, level: Int, scope: SwiftUIScope,
    into items: inout [Int?]
  ) {
    if scope.budget.propertyTypes == nil { scope.budget.propertyTypes = storedPropertyTypes() }
    let propertyTypes = scope.budget.propertyTypes ?? [:]
    let arrayType = recordType(of: elements)
    for element in elements.prefix(SwiftUIScope.maxElements) {
      guard let (written, isTuple, opener) = record(in: element) else { continue }
      let type = isTuple ? nil : written ?? arrayType
      var inner = scope
      for argument in stream.arguments(of: opener) {
        guard let label = argument.label else { continue }
        let value = trimmed(argument.span)
        let name = parameter + "." + label
        inner.bindings[name] = nil
        guard value.count == 1, stream.tokens[value.lowerBound].isStringLiteral else { continue }
        inner.bindings[name] = value.lowerBound
        switch isTuple ? "String" : type.flatMap({ propertyTypes[$0]?[label] }) {
        case "LocalizedStringKey": inner.localizedBindings.insert(name)
        case "String": break
        default: inner.opaqueBindings.insert(name)
        }
      }
      collectChildren(in: body, level: level, scope: inner, into: &items)
    }
  }

  /// `let title: LocalizedStringKey`, `var icon: String` directly in each of the file's structs: struct name →
  /// property name → type (the first struct of a name wins). One pass over the file.
  private func storedPropertyTypes() -> [String: [String: String]] {
    var result: [String: [String: String]] = [:]
    for keyword in 0..<stream.count where stream.isIdentifier(keyword, "struct") && stream.isIdentifier(keyword + 1) {
      let name = stream.string(keyword + 1)
      guard result[name] == nil,
        let brace = ((keyword + 2)..<min(stream.count, keyword + 32)).first(where: { stream.isChar($0, "{") }),
        stream.match[brace] < stream.count
      else { continue }
      var types: [String: String] = [:]
      var index = brace + 1
      while index < stream.match[brace] {
        if stream.enclosing[index] == brace, stream.isIdentifier(index, "let") || stream.isIdentifier(index, "var"),
          stream.isIdentifier(index + 1), stream.isChar(index + 2, ":"), stream.isIdentifier(index + 3)
        {
          types[stream.string(index + 1)] = stream.string(index + 3)
        }
        index = stream.skip(index)
      }
      result[name] = types
    }
    return result
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
