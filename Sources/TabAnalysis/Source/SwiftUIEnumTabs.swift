/// `ForEach(Section.allCases) { section in … }` over an enum of this file: one element per case, in declaration
/// order, with `section.title`, `section.icon` (any property whose `switch self` returns a literal for that case)
/// and `section.rawValue` bound to their literals. A property typed `LocalizedStringKey`, or whose case returns
/// `String(localized: "…")` / `NSLocalizedString("…", …)`, binds a localization key; a `String` one shows verbatim.
/// A case whose property is computed binds nothing: its tab counts, its title is unknown.
struct EnumTabCase {
  var name: String
  /// Property (and `rawValue`) → the string literal token it is for this case.
  var literals: [String: Int] = [:]
  /// The properties of `literals` that are localization keys.
  var localized: Set<String> = []
  /// Those of them looked up by a call the enum's file holds (`String(localized: "x")`), which checks the key there.
  var lookedUp: Set<String> = []
}

/// A `CaseIterable` enum's case as another file's `ForEach(Name.allCases)` reads it (`WorkspaceIndex.tabEnums`):
/// its literal properties as text.
public struct TabEnumCase: Sendable, Equatable {
  public var name: String
  public var values: [String: TabEnumValue] = [:]
}

/// One literal property of a `TabEnumCase`.
public struct TabEnumValue: Sendable, Equatable {
  public var text: String
  /// A localization key: the property is a `LocalizedStringKey`, or the case returns `String(localized:)`.
  public var isKey: Bool
  /// The key is looked up by a call in the enum's own file, whose check reports it there.
  public var isCheckedThere: Bool
}

extension ScanBuilder {
  /// The file's `enum Name` declarations: name → the `enum` keyword (the first declaration of a name wins).
  func enumDeclarations() -> [String: Int] {
    var declarations: [String: Int] = [:]
    for index in 0..<stream.count where stream.isIdentifier(index, "enum") && stream.isIdentifier(index + 1) {
      if declarations[stream.string(index + 1)] == nil { declarations[stream.string(index + 1)] = index }
    }
    return declarations
  }

  /// The file's `CaseIterable` enums (in the declaration, or `extension Name: CaseIterable`) with their cases, for
  /// the `ForEach(Name.allCases)` of other files. A name declared twice in the file is left out: which one another
  /// file means is not known.
  mutating func collectTabEnums() {
    guard stream.dialect == .swift, stream.mayMention("CaseIterable") else { return }
    var declared: [String: Int] = [:]
    var conforming = Set<String>()
    var twice = Set<String>()
    for index in 0..<stream.count where stream.isIdentifier(index + 1) {
      let isEnum = stream.isIdentifier(index, "enum")
      guard isEnum || stream.isIdentifier(index, "extension") else { continue }
      let name = stream.string(index + 1)
      // The inheritance clause, up to the body.
      let clause = (index + 2)..<min(stream.count, index + 32)
      let body = clause.first { stream.isChar($0, "{") } ?? clause.upperBound
      if ((index + 2)..<body).contains(where: { stream.isIdentifier($0, "CaseIterable") }) { conforming.insert(name) }
      guard isEnum else { continue }
      if declared[name] != nil { twice.insert(name) } else { declared[name] = index }
      if declared.count > Self.maximumTabEnums { break }
    }
    for (name, keyword) in declared where conforming.contains(name) && !twice.contains(name) {
      guard let cases = enumTabCases(declaredAt: keyword) else { continue }
      scan.tabEnums[name] = cases.map { element in
        var values: [String: TabEnumValue] = [:]
        for (property, literal) in element.literals where !isInterpolated(literal) {
          guard let text = stream.stringValue(literal) else { continue }
          values[property] = TabEnumValue(
            text: text, isKey: element.localized.contains(property), isCheckedThere: element.lookedUp.contains(property)
          )
        }
        return TabEnumCase(name: element.name, values: values)
      }
    }
  }

  /// Enums past this many in one file are not offered to other files (a generated file of thousands).
  static let maximumTabEnums = 256

  /// The cases of the enum declared at `keyword`, with their literal properties; nil when it has none.
  func enumTabCases(declaredAt keyword: Int) -> [EnumTabCase]? {
    guard
      let brace = ((keyword + 2)..<min(stream.count, keyword + 48)).first(where: { stream.isChar($0, "{") }),
      stream.match[brace] < stream.count
    else { return nil }
    let end = stream.match[brace]
    var cases: [EnumTabCase] = []
    var properties: [(name: String, localizedType: Bool, body: Int)] = []
    var index = brace + 1
    while index < end {
      if stream.enclosing[index] == brace, stream.isIdentifier(index, "case") {
        // `case home, chats = "Chats"` to the end of the line.
        var position = index + 1
        while position < end, !stream.startsLine(position) || position == index + 1 {
          if stream.isIdentifier(position), !stream.isChar(position - 1, "."), cases.count < SwiftUIScope.maxElements {
            var element = EnumTabCase(name: stream.string(position))
            if stream.isChar(position + 1, "="), position + 2 < end, stream.tokens[position + 2].isStringLiteral {
              element.literals["rawValue"] = position + 2
            }
            cases.append(element)
          }
          position = stream.skip(position)
        }
        index = position
        continue
      }
      if stream.enclosing[index] == brace, stream.isIdentifier(index, "var"), stream.isIdentifier(index + 1),
        let body = ((index + 2)..<min(end, index + 24)).first(where: { stream.isChar($0, "{") }),
        stream.match[body] <= end
      {
        let type = (index + 2)..<body
        properties.append(
          (stream.string(index + 1), type.contains { stream.isIdentifier($0, "LocalizedStringKey") }, body))
        index = stream.match[body] + 1
        continue
      }
      index = stream.skip(index)
    }
    guard !cases.isEmpty else { return nil }
    for property in properties {
      for (caseName, literal, isKey) in switchLiterals(in: property.body) {
        for position in cases.indices where cases[position].name == caseName {
          cases[position].literals[property.name] = literal
          if isKey || property.localizedType { cases[position].localized.insert(property.name) }
          if isKey { cases[position].lookedUp.insert(property.name) }
        }
      }
    }
    return cases
  }

  /// `switch self { case .a, .b: return "x" … }` in a property's body: each case name with the literal its
  /// branch returns, and whether that literal is a localization key (`String(localized: "x")`).
  private func switchLiterals(in body: Int) -> [(String, Int, Bool)] {
    let end = stream.match[body]
    guard
      let keyword = ((body + 1)..<end).first(where: {
        stream.enclosing[$0] == body && stream.isIdentifier($0, "switch") && stream.isIdentifier($0 + 1, "self")
      }),
      stream.isChar(keyword + 2, "{"), stream.match[keyword + 2] <= end
    else { return [] }
    let brace = keyword + 2
    let close = stream.match[brace]
    var labels: [(names: [String], keyword: Int, body: Int)] = []
    var index = brace + 1
    while index < close {
      if stream.enclosing[index] == brace, stream.isIdentifier(index, "case"),
        let colon = (index..<close).first(where: { stream.isChar($0, ":") && stream.enclosing[$0] == brace })
      {
        let names = (index..<colon).filter { stream.isChar($0 - 1, ".") && stream.isIdentifier($0) }
        labels.append((names.map(stream.string), index, colon + 1))
        index = colon + 1
      } else {
        index = stream.skip(index)
      }
    }
    var result: [(String, Int, Bool)] = []
    for (position, label) in labels.enumerated() {
      let stop = position + 1 < labels.count ? labels[position + 1].keyword : close
      guard label.body < stop else { continue }
      var value = trimmed(label.body..<stop)
      if stream.isIdentifier(value.lowerBound, "return") { value = (value.lowerBound + 1)..<value.upperBound }
      var literal: Int?
      var isKey = false
      if value.count == 1, stream.tokens[value.lowerBound].isStringLiteral, !isInterpolated(value.lowerBound) {
        literal = value.lowerBound
      } else if value.count >= 4, stream.isChar(value.lowerBound + 1, "("),
        stream.isIdentifier(value.lowerBound, "String") || stream.isIdentifier(value.lowerBound, "NSLocalizedString"),
        let first = stream.arguments(of: value.lowerBound + 1).first,
        first.label == nil || first.label == "localized", first.span.count == 1,
        stream.tokens[first.span.lowerBound].isStringLiteral, !isInterpolated(first.span.lowerBound)
      {
        literal = first.span.lowerBound
        isKey = true
      }
      guard let literal else { continue }
      for name in label.names { result.append((name, literal, isKey)) }
    }
    return result
  }
}
