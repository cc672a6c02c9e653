import SourceText

/// Finds tab bar configurations in one Objective-C or Swift file. Pure and tolerant: any input yields a scan,
/// and only constructs it recognises for certain produce model values.
public enum SourceScanner {
  /// `skipsReaders: false` runs every reader even on a file without the names it starts at (`mayMention`): what
  /// the tests compare the scan with.
  /// `tabEnums` and `tabViews`: other files' enums and views that give themselves a tab, by name, for this file's
  /// TabViews (`ForEach(Name.allCases)`, `HomeView()`).
  public static func scan(
    _ bytes: [UInt8], dialect: Dialect, skipsReaders: Bool = true, tabEnums: [String: [TabEnumCase]] = [:],
    tabViews: [String: ViewTabItem] = [:]
  ) -> SourceScan {
    let lexer = Lexer(bytes)
    let stream = TokenStream(bytes: bytes, lexer: lexer, dialect: dialect, skipsReaders: skipsReaders)
    var scanner = ScanBuilder(stream: stream)
    scanner.foreignEnums = tabEnums
    scanner.foreignViews = tabViews
    scanner.run()
    scanner.scan.unreadFrom = lexer.stoppedAt
    return scanner.scan
  }
}

/// The state of one file's scan; the item readers of the other libraries extend it (`TabItemScanning.swift`).
struct ScanBuilder {
  let stream: TokenStream
  var scan: SourceScan
  /// Local variables: name → the token span of the value assigned to it (last assignment wins).
  var variables: [String: Range<Int>] = [:]
  var variableAtValueStart: [Int: String] = [:]
  var dictionaryAtOpener: [Int: Int] = [:]
  /// `isDictionaryOpener` of every token, noted by `collectDictionaries` for the readers after it.
  var dictionaryOpeners: [Bool] = []
  /// `@implementation … @end` and Swift class bodies, read once for every reader that needs the enclosing class.
  let classes: [(String, Range<Int>, Range<Int>)]
  /// Other files' `CaseIterable` enums (`SourceScanner.scan(_:dialect:skipsReaders:tabEnums:)`).
  var foreignEnums: [String: [TabEnumCase]] = [:]
  var foreignViews: [String: ViewTabItem] = [:]
  /// The file's `View` structs (`collectTabItemViews`): a `TabView` here showing one means this file's.
  var declaredViews = Set<String>()
  /// The file may name generated accessors (`Asset…`, `R.…`, `L10n…`): `classify` looks for them only then (it
  /// reads every value of every dictionary).
  let mayMentionGenerated: Bool

  init(stream: TokenStream) {
    self.stream = stream
    self.scan = SourceScan(dialect: stream.dialect)
    classes = PlusButtonScanner.classes(in: stream)
    mayMentionGenerated = stream.dialect == .swift && stream.mayMention("Asset", "R", "L10n")
  }

  mutating func run() {
    collectVariables()
    collectDictionaries()
    collectTabBars()
    PlusButtonScanner(stream: stream, classes: classes).collect(into: &scan)
    collectCallSites()
    collectTabItems()
    collectTabItemViews()
    collectSwiftUITabViews()
    collectTabEnums()
    collectDelegateMethods()
    collectTabViewControllers()
    collectTitleAssignments()
    collectCYLBadges()
    collectBarColors()
    collectLocalizingMembers()
    collectMemberLookups()
    scan.comments = stream.comments
  }

  // MARK: - Variables

  mutating func collectVariables() {
    for index in 0..<stream.count where stream.isChar(index, "=") && isPlainAssignment(index) {
      guard let name = assignedName(before: index) else { continue }
      let span = (index + 1)..<valueEnd(from: index + 1)
      guard !span.isEmpty else { continue }
      variables[name] = span
      variableAtValueStart[span.lowerBound] = name
    }
  }

  /// `=` that is not part of `==`, `!=`, `<=`, `>=`, `+=`, …
  func isPlainAssignment(_ index: Int) -> Bool {
    let start = stream.tokens[index].range.start
    if start > 0, "=!<>+-*/%&|^".utf8.contains(stream.bytes[start - 1]) { return false }
    let end = stream.tokens[index].range.end
    if end < stream.bytes.count, stream.bytes[end] == UInt8(ascii: "=") { return false }
    return true
  }

  /// The variable name of an assignment: `Type *name =`, `name =`, `let name =`, `let name: Type =`.
  func assignedName(before index: Int) -> String? {
    if stream.isIdentifier(index - 1) {
      let name = stream.string(index - 1)
      return ["let", "var", "return"].contains(name) ? nil : name
    }
    guard stream.dialect == .swift else { return nil }
    // Swift with a type annotation: walk back to `let`/`var` NAME `:`.
    var position = index - 1
    var steps = 0
    while position > 1 && steps < 40 {
      if stream.isChar(position, ":"), stream.isIdentifier(position - 1),
        stream.isIdentifier(position - 2, "let") || stream.isIdentifier(position - 2, "var")
      {
        return stream.string(position - 1)
      }
      if stream.isChar(position, ";") || stream.isChar(position, "{") || stream.isChar(position, "}") { return nil }
      position -= 1
      steps += 1
    }
    return nil
  }

  /// Where the value that starts at `start` ends: `;` in Objective-C; the end of the statement in Swift.
  func valueEnd(from start: Int) -> Int {
    var index = start
    while index < stream.count {
      if stream.isChar(index, ";") || stream.closerShape(index) != nil { return index }
      if stream.dialect == .swift, index > start, stream.startsLine(index), !continuesStatement(index) {
        return index
      }
      index = stream.skip(index)
    }
    return index
  }

  /// A Swift line that starts with `.`, or follows an operator or comma, continues the statement.
  func continuesStatement(_ index: Int) -> Bool {
    if stream.isChar(index, ".") || stream.isChar(index, "?") || stream.isChar(index, ":") { return true }
    let previous = index - 1
    guard stream.kind(previous) == .punctuation else { return stream.isIdentifier(index, "as") }
    return "=+-*/,&|?:".utf8.contains(stream.bytes[stream.tokens[previous].range.start])
  }

  // MARK: - Dictionaries

  mutating func collectDictionaries() {
    dictionaryOpeners = [Bool](repeating: false, count: stream.count)
    for index in 0..<stream.count where isDictionaryOpener(index) {
      dictionaryOpeners[index] = true
      let entries = parseEntries(opener: index, depth: 0)
      guard entries.contains(where: { !$0.keyIsString ? AttributeKey.looksLikeKey($0.keyText) : $0.key != nil })
      else { continue }
      let range = stream.range(of: index..<min(stream.match[index] + 1, stream.count))
      dictionaryAtOpener[index] = scan.dictionaries.count
      scan.dictionaries.append(
        AttributeDictionary(
          range: range, entries: entries, variable: variableAtValueStart[index], dialect: stream.dialect,
          openerToken: index))
    }
  }

  /// How deep dictionaries inside a dictionary's values are read.
  static let maxDictionaryDepth = 3
  /// The longest nested value whose text is kept (`AttributeValue.sourceText`), in bytes.
  static let maxValueText = 1_024

  /// `@{` in Objective-C; in Swift, a `[` whose first element has a top-level colon (or `[:]`).
  func isDictionaryOpener(_ index: Int) -> Bool {
    switch stream.dialect {
    case .objectiveC: return stream.kind(index) == .atBrace
    case .swift:
      guard stream.isChar(index, "[") else { return false }
      if stream.isChar(index + 1, ":") && stream.match[index] == index + 2 { return true }
      guard let first = stream.firstElement(inside: index) else { return false }
      return stream.topLevelColon(in: first) != nil
    }
  }

  func parseEntries(opener: Int, depth: Int) -> [DictionaryEntry] {
    let elements = stream.elements(inside: opener)
    var entries: [DictionaryEntry] = []
    entries.reserveCapacity(elements.count)
    for element in elements {
      guard let colon = stream.topLevelColon(in: element), colon > element.lowerBound else { continue }
      let keySpan = element.lowerBound..<colon
      let key: AttributeKey?
      let keyText: String
      var keyIsString = false
      if keySpan.count == 1, stream.isIdentifier(keySpan.lowerBound) {
        // A known key is found from the token's bytes, and its text is the key's own name: no String is made.
        key = stream.withBytes(of: keySpan.lowerBound, AttributeKey.named)
        keyText = key?.rawValue ?? stream.string(keySpan.lowerBound)
      } else if keySpan.count == 1, let text = stream.stringValue(keySpan.lowerBound) {
        key = AttributeKey.named(text)
        keyText = key?.rawValue ?? text
        keyIsString = true
      } else {
        continue
      }
      var value = classify((colon + 1)..<element.upperBound, depth: depth)
      if depth > 0, value.kind != .dictionary, value.range.end - value.range.start <= Self.maxValueText {
        // Values of nested dictionaries (the dark-colour map) keep their text, for previews to evaluate: a colour
        // expression is short, and copying every nested value's text made dictionaries nested deep quadratic.
        value.sourceText = sourceText(value.range)
      }
      entries.append(
        DictionaryEntry(
          key: key, keyText: keyText, keyRange: stream.range(of: keySpan), keyIsString: keyIsString, value: value)
      )
    }
    return entries
  }

  // MARK: - Values

  func classify(_ span: Range<Int>, depth: Int) -> AttributeValue {
    let span = trimmed(span)
    var value = AttributeValue(kind: .opaque, range: stream.range(of: span))
    guard !span.isEmpty else { return value }
    if span.count == 3 || span.count == 5, let lookup = memberLookup(in: span) {
      // `"Home".localized`: an opaque value, whose literal a title reads once the workspace says what it is.
      value.memberLookup = lookup
      return value
    }
    let first = span.lowerBound
    if span.count > 2, let generated = generatedStringKey(in: span) {
      // `L10n.Tab.home`, `R.string.localizable.tabHome()`: a key the workspace's tables name.
      value.generatedKey = generated
      return value
    }
    if span.count == 1 {
      let token = stream.tokens[first]
      if token.isStringLiteral, let text = stream.stringValue(first) {
        value.kind = .string
        value.text = text
        value.textRange = token.range
      } else if token.kind == .number {
        value.kind = .number
      } else if token.kind == .identifier, depth < 3, let definition = variables[stream.string(first)],
        definition.lowerBound > first || definition.upperBound <= first
      {
        var resolved = classify(definition, depth: depth + 1)
        resolved.range = value.range
        return resolved
      }
      return value
    }
    if stream.isOpener(first), stream.match[first] == span.upperBound - 1, isDictionaryOpener(first) {
      // CYL's dictionaries nest two deep (an item's dark-colour map); deeper ones are read no further, so a file of
      // dictionaries nested a thousand deep costs a few passes over its text, not one per level (and no stack).
      guard depth < Self.maxDictionaryDepth else { return value }
      value.kind = .dictionary
      value.entries = parseEntries(opener: first, depth: depth + 1)
      return value
    }
    // The string literal that is the whole argument after `name` (`named: "home"`, `imageNamed:@"home"`): a name
    // built at run time (`name + "_highlighted"`, `"\(name)_normal"`, `[name stringByAppendingString:…]`) is no
    // name tabls can check.
    func literal(after name: String) -> Int? {
      guard let at = stream.find(name, in: span) else { return nil }
      var position = at + 1
      while position < span.upperBound, stream.isChar(position, ":") || stream.isChar(position, "(") { position += 1 }
      guard position < span.upperBound, stream.tokens[position].isStringLiteral, !isInterpolated(position) else {
        return nil
      }
      let next = position + 1
      let ends =
        next >= span.upperBound || stream.isChar(next, ")") || stream.isChar(next, "]") || stream.isChar(next, ",")
        || (stream.isIdentifier(next) && stream.isChar(next + 1, ":"))
      return ends ? position : nil
    }
    func setText(_ index: Int?) {
      guard let index, let text = stream.stringValue(index) else { return }
      value.text = text
      value.textRange = stream.tokens[index].range
    }
    func has(_ names: String...) -> Bool { names.contains { stream.find($0, in: span) != nil } }

    if has("CYLLocalizedString", "NSLocalizedString", "LocalizedString")
      || (has("String") && has("localized"))
    {
      value.kind = .localizedString
      setText(
        literal(after: "CYLLocalizedString") ?? literal(after: "NSLocalizedString") ?? literal(after: "localized"))
    } else if has("fileURLWithPath", "URLForResource", "URLWithString", "NSURL", "URL")
      || (has("url") && has("forResource"))
    {
      value.kind = .url
      setResource(&value, span: span)
      if value.text == nil { setText(literal(after: "fileURLWithPath") ?? literal(after: "URLWithString")) }
    } else if has("pathForResource") || (has("path") && has("forResource")) {
      value.kind = .path
      setResource(&value, span: span)
    } else if has("systemName", "systemImageNamed") {
      value.kind = .systemImage
      setText(literal(after: "systemName") ?? literal(after: "systemImageNamed"))
    } else if stream.isIdentifier(first, "UIImage"), stream.isChar(first + 1, "("), let symbol = assetSymbol(first + 2)
    {
      // `UIImage(resource: .home)`, `UIImage(.home)`: Xcode's generated asset symbols.
      value.kind = .imageObject
      value.text = stream.string(symbol)
      value.textRange = stream.tokens[symbol].range
      value.isAssetSymbol = true
    } else if let symbol = generatedImageSymbol(in: span) {
      // SwiftGen's `Asset.tabHome.image`, R.swift's `R.image.tabHome()`: the image set's generated accessor.
      value.kind = .imageObject
      value.text = stream.string(symbol)
      value.textRange = stream.tokens[symbol].range
      value.isAssetSymbol = true
    } else if has("imageNamed") || (has("UIImage") && has("named")) {
      value.kind = .imageObject
      setText(literal(after: "imageNamed") ?? literal(after: "named"))
    } else if has("valueWithUIEdgeInsets", "uiEdgeInsets", "UIEdgeInsetsMake", "UIEdgeInsets") {
      value.kind = .edgeInsets
      value.numbers = numbers(in: span)
    } else if has("valueWithUIOffset", "uiOffset", "UIOffsetMake", "UIOffset") {
      value.kind = .offset
      value.numbers = numbers(in: span)
    } else if has("valueWithCGSize", "cgSize", "CGSizeMake", "CGSize") {
      value.kind = .size
      value.numbers = numbers(in: span)
    }
    return value
  }

  /// The image set's accessor in generated code: SwiftGen's `Asset.tabHome.image`, `Asset.Tabs.home.swiftUIImage`,
  /// `UIImage(asset: Asset.tabHome)`, and R.swift's `R.image.tabHome()`, `UIImage(resource: R.image.tabHome)`; the
  /// token of the symbol (`tabHome`, `home`), which `ImageIndex.asset(forSymbol:)` resolves.
  func generatedImageSymbol(in span: Range<Int>) -> Int? {
    guard mayMentionGenerated, span.count >= 3, span.count < 24 else { return nil }
    for head in span where stream.isIdentifier(head, "Asset") || stream.isIdentifier(head, "R") {
      guard !stream.isChar(head - 1, "."), stream.isChar(head + 1, ".") else { continue }
      // The chain `Head.a.b.c`, its identifiers after the head.
      var chain: [Int] = []
      var position = head + 1
      while position + 1 < span.upperBound, stream.isChar(position, "."), stream.isIdentifier(position + 1) {
        chain.append(position + 1)
        position += 2
      }
      if stream.isIdentifier(head, "R") {
        guard chain.count >= 2, stream.isIdentifier(chain[0], "image") else { continue }
        return chain[1]
      }
      while let last = chain.last, ["image", "swiftUIImage", "uiImage", "name"].contains(stream.string(last)) {
        chain.removeLast()
      }
      if let symbol = chain.last { return symbol }
    }
    return nil
  }

  /// A string of generated code: SwiftGen's `L10n.Tab.home` (or `L10n.Tab.home(count)`), R.swift's
  /// `R.string.localizable.tabHome()`; the whole value is the accessor (a call on it, `.uppercased()`, is not).
  /// `anyRoot`: also SwiftGen's accessors under another enum name (`Strings.Tab.home`), in a title's place only —
  /// the workspace says later whether that root is generated code.
  func generatedStringKey(in span: Range<Int>, anyRoot: Bool = false) -> GeneratedKey? {
    let head = span.lowerBound
    guard span.count >= 3, span.count < 64, stream.isChar(head + 1, "."), stream.isIdentifier(head) else {
      return nil
    }
    let isDefault = stream.isIdentifier(head, "L10n") || stream.isIdentifier(head, "R")
    guard
      isDefault ? mayMentionGenerated : anyRoot && stream.dialect == .swift && Self.mayBeEnumName(stream.string(head))
    else { return nil }
    var chain: [String] = []
    var position = head + 1
    while position + 1 < span.upperBound, stream.isChar(position, "."), stream.isIdentifier(position + 1) {
      chain.append(stream.string(position + 1))
      position += 2
    }
    // Arguments of the accessor (a format's values), and nothing after them.
    var emptyCall = false
    if position < span.upperBound, stream.isChar(position, "(") {
      emptyCall = stream.match[position] == position + 1
      position = stream.match[position] + 1
    }
    guard position == span.upperBound, let last = chain.last, !Self.stringMembers.contains(last) else { return nil }
    let written = sourceText(span) ?? ""
    if stream.isIdentifier(head, "R") {
      guard chain.count == 3, chain[0] == "string" else { return nil }
      return GeneratedKey(
        folded: GeneratedKey.fold(chain[2]), table: GeneratedKey.fold(chain[1]), written: written, root: "R")
    }
    // SwiftGen makes a key without placeholders a constant, never a function of no arguments: `L10n.x.y()` is a
    // method of the string.
    guard !emptyCall else { return nil }
    return GeneratedKey(
      folded: GeneratedKey.fold(chain.joined()), table: nil, written: written, root: stream.string(head))
  }

  /// A capitalized name that is no framework type a title is commonly read from.
  static func mayBeEnumName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
    return !["UIColor", "UIImage", "Color", "Image", "String", "Bundle", "NSLocalizedString", "Text", "Label"]
      .contains(name)
  }

  /// Members of a string that make another one: called on an accessor, the title is computed.
  static let stringMembers: Set<String> = [
    "uppercased", "lowercased", "capitalized", "localizedUppercase", "localizedLowercase", "localizedCapitalized",
    "trimmingCharacters", "replacingOccurrences", "appending", "description",
  ]

  /// The symbol token of `resource: .home)` or `.home)` at `start`.
  func assetSymbol(_ start: Int) -> Int? {
    var position = start
    if stream.isIdentifier(position, "resource"), stream.isChar(position + 1, ":") { position += 2 }
    guard stream.isChar(position, "."), stream.isIdentifier(position + 1), stream.isChar(position + 2, ")") else {
      return nil
    }
    return position + 1
  }

  /// A Swift string literal with `\(…)` in it: its text is made at run time.
  func isInterpolated(_ index: Int) -> Bool {
    stream.dialect == .swift
      && stream.bytes[stream.tokens[index].range.start..<stream.tokens[index].range.end]
        .firstRange(of: [UInt8(ascii: "\\"), UInt8(ascii: "(")]) != nil
  }

  func setResource(_ value: inout AttributeValue, span: Range<Int>) {
    for name in ["pathForResource", "URLForResource", "forResource"] {
      if let at = stream.find(name, in: span), let literal = stream.stringAfter(at, in: span),
        let text = stream.stringValue(literal)
      {
        value.text = text
        value.textRange = stream.tokens[literal].range
        break
      }
    }
    for name in ["ofType", "withExtension"] {
      if let at = stream.find(name, in: span), let literal = stream.stringAfter(at, in: span) {
        value.resourceExtension = stream.stringValue(literal)
        break
      }
    }
  }

  /// Number literals in a span, with a leading minus applied.
  func numbers(in span: Range<Int>) -> [Double] {
    span.compactMap { index -> Double? in
      guard stream.kind(index) == .number else { return nil }
      var text = stream.string(index)
      if text.hasSuffix("f") || text.hasSuffix("F") { text.removeLast() }
      guard let number = Double(text) else { return nil }
      return stream.isChar(index - 1, "-") ? -number : number
    }
  }

  /// Drops what does not change a value's meaning: a trailing `!`/`?`, a Swift `as …` cast, enclosing parens.
  func trimmed(_ span: Range<Int>) -> Range<Int> {
    var span = span
    // A top-level `as` only, stepping over brackets: a scan into every nested bracket made this quadratic on
    // unclosed input (`@[` × 40,000).
    var index = span.lowerBound
    while index < span.upperBound {
      if stream.isIdentifier(index, "as") {
        if index > span.lowerBound { span = span.lowerBound..<index }
        break
      }
      index = stream.skip(index)
    }
    while span.count > 1, stream.isChar(span.upperBound - 1, "!") || stream.isChar(span.upperBound - 1, "?") {
      span = span.lowerBound..<(span.upperBound - 1)
    }
    while span.count > 2, stream.isChar(span.lowerBound, "("), stream.match[span.lowerBound] == span.upperBound - 1 {
      span = (span.lowerBound + 1)..<(span.upperBound - 1)
    }
    return span
  }

  /// The source text of a token span, as written (for expressions previews evaluate, such as colours).
  func sourceText(_ span: Range<Int>) -> String? {
    span.isEmpty ? nil : sourceText(stream.range(of: span))
  }

  /// The source text of a byte range, clamped to the file.
  func sourceText(_ range: SourceRange) -> String {
    let count = stream.bytes.count
    let start = min(max(range.start, 0), count)
    return String(decoding: stream.bytes[start..<min(max(start, range.end), count)], as: UTF8.self)
  }

  // MARK: - Tab bars

  mutating func collectTabBars() {
    // A bar's items are dictionaries: a file without one has no CYL bar (and most files have none).
    guard !dictionaryAtOpener.isEmpty else { return }
    for index in 0..<stream.count where isArrayOpener(index) {
      let elements = stream.elements(inside: index)
      let items = elements.map(resolveItem)
      guard items.contains(where: { $0 != nil }) else { continue }
      scan.tabBars.append(
        TabBarDeclaration(
          range: stream.range(of: index..<min(stream.match[index] + 1, stream.count)), items: items,
          variable: variableAtValueStart[index]))
    }
  }

  func isArrayOpener(_ index: Int) -> Bool {
    switch stream.dialect {
    case .objectiveC: return stream.kind(index) == .atBracket
    case .swift: return stream.isChar(index, "[") && !(index < dictionaryOpeners.count && dictionaryOpeners[index])
    }
  }

  /// The dictionary an array element is: inline, or through a variable.
  func resolveItem(_ element: Range<Int>) -> Int? {
    let element = trimmed(element)
    guard let first = element.first else { return nil }
    if let dictionary = dictionaryAtOpener[first] { return dictionary }
    if element.count == 1, stream.isIdentifier(first), let span = variables[stream.string(first)] {
      return dictionaryAtOpener[trimmed(span).lowerBound]
    }
    return nil
  }

  // MARK: - Call sites

  /// Identifiers that start a call site of interest; any other identifier is skipped without making a String.
  static let callSiteNames: Set<String> = [
    "cyl_selectTabBarItemWithIdentifier", "cyl_indexOfTabBarItemIdentifier", "withIdentifier",
    "cyl_darkImageNameSuffix", "setCyl_darkImageNameSuffix", "CYLLocalizedString", "NSLocalizedString", "localized",
    "NSLocalizedStringFromTable", "NSLocalizedStringFromTableInBundle",
    "tabBarHeight", "overrideUserInterfaceStyle", "imageInsets", "titlePositionAdjustment", "tabBarStyleType",
    "setTabBarStyleType", "styleType", "tabBarItemsAttributes", "setTabBarItemsAttributes", "tr",
  ]
  /// `callSiteNames` sorted by length, and where each length's names start (`starts[length]..<starts[length + 1]`):
  /// flat, so the look-up per identifier retains no inner array that both threads share.
  static let callSitesByLength: (names: [String], starts: [Int]) = {
    let names = callSiteNames.sorted { ($0.utf8.count, $0) < ($1.utf8.count, $1) }
    let longest = names.last?.utf8.count ?? 0
    var starts = [Int](repeating: names.count, count: longest + 2)
    for (position, name) in names.enumerated().reversed() { starts[name.utf8.count] = position }
    for length in stride(from: longest, through: 0, by: -1) { starts[length] = min(starts[length], starts[length + 1]) }
    return (names, starts)
  }()

  /// `callSiteNames`, for `mayMention`.
  static let callSiteNameList = IdentifierFilter.Names(callSiteNames)

  mutating func collectCallSites() {
    guard stream.mayMention(anyOf: Self.callSiteNameList) else { return }
    let all = 0..<stream.count
    let (names, starts) = Self.callSitesByLength
    for index in all where stream.kind(index) == .identifier {
      let range = stream.tokens[index].range
      let length = range.end - range.start
      guard length + 1 < starts.count,
        let position = (starts[length]..<starts[length + 1]).first(where: { stream.textEquals(index, names[$0]) })
      else { continue }
      let name = names[position]
      switch name {
      case "cyl_selectTabBarItemWithIdentifier", "cyl_indexOfTabBarItemIdentifier", "withIdentifier":
        if let literal = stream.stringAfter(index, within: 3, in: all), let text = stream.stringValue(literal) {
          scan.identifierReferences.append(IdentifierReference(identifier: text, range: stream.tokens[literal].range))
        }
      case "tr" where stream.dialect == .swift && stream.isChar(index - 1, ".") && stream.isIdentifier(index - 2):
        // SwiftGen's generated lookups, `Strings.tr("Localizable", "tab.home", fallback: "Home")`: `Strings` is
        // an enum of generated accessors, whatever SwiftGen's `enumName` made it.
        if stream.isChar(index + 1, "("), index + 4 < stream.count, stream.tokens[index + 2].isStringLiteral,
          stream.isChar(index + 3, ","), stream.tokens[index + 4].isStringLiteral
        {
          let name = stream.string(index - 2)
          if !scan.generatedStringEnums.contains(name) { scan.generatedStringEnums.append(name) }
        }
      case "cyl_darkImageNameSuffix", "setCyl_darkImageNameSuffix":
        let isSetter = name == "setCyl_darkImageNameSuffix"
        if isSetter || stream.isChar(index + 1, "="), let literal = stream.stringAfter(index, within: 3, in: all),
          let text = stream.stringValue(literal)
        {
          scan.darkSuffixes.append((text, stream.tokens[literal].range))
        }
      case "CYLLocalizedString", "NSLocalizedString", "NSLocalizedStringFromTable",
        "NSLocalizedStringFromTableInBundle":
        if stream.isChar(index + 1, "("), let literal = stream.stringAfter(index, within: 2, in: all),
          let text = stream.stringValue(literal), let lookup = localizedLookup(call: index)
        {
          scan.localizedStrings.append(
            LocalizedStringUse(
              key: text, range: stream.tokens[literal].range, function: stream.string(index), table: lookup.table,
              inModuleBundle: lookup.inModuleBundle))
        }
      case "localized" where stream.isIdentifier(index - 2, "String") && stream.isChar(index + 1, ":"):
        if let literal = stream.stringAfter(index, within: 2, in: all), let text = stream.stringValue(literal),
          let lookup = localizedLookup(call: index - 2)
        {
          scan.localizedStrings.append(
            LocalizedStringUse(
              key: text, range: stream.tokens[literal].range, function: "String(localized:)", table: lookup.table,
              inModuleBundle: lookup.inModuleBundle))
        }
      case "overrideUserInterfaceStyle" where stream.isChar(index + 1, "=") && isPlainAssignment(index + 1):
        // Only a window-wide override turns Dark Mode off for the app (a view controller's is local).
        let receiver = max(0, index - 4)..<index
        let onWindow = receiver.contains {
          stream.kind($0) == .identifier && stream.text($0).lowercased().contains("window")
        }
        let light = ((index + 2)..<min(index + 5, stream.count)).contains {
          stream.isIdentifier($0, "light") || stream.isIdentifier($0, "UIUserInterfaceStyleLight")
        }
        if onWindow && light { scan.forcesLightAppearance = true }
      case "imageInsets" where stream.isChar(index + 1, ":"),
        "titlePositionAdjustment" where stream.isChar(index + 1, ":"):
        collectControllerAdjustment(name, at: index)
      case "tabBarHeight" where stream.isChar(index + 1, "=") && isPlainAssignment(index + 1):
        let number = stream.isChar(index + 2, "-") ? index + 3 : index + 2
        if stream.kind(number) == .number, let value = Double(stream.text(number)) {
          scan.tabBarHeights.append((value, stream.tokens[number].range))
        }
      case "tabBarStyleType", "setTabBarStyleType", "styleType":
        collectStyleChoice(name, at: index)
      case "tabBarItemsAttributes", "setTabBarItemsAttributes":
        collectBarCreation(at: index)
      default:
        break
      }
    }
  }

  /// The innermost bracket that contains token `index`.
  func enclosingOpener(of index: Int) -> Int? {
    guard index >= 0, index < stream.count else { return nil }
    let opener = stream.enclosing[index]
    return opener >= 0 && opener != index ? opener : nil
  }
}
