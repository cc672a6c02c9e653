import SourceText

/// What the cursor is in the middle of, for completion: a key of an attribute dictionary, an image name, or a
/// tab identifier. Pure: the document's bytes and a byte offset in, a context out.
public enum CompletionContext: Sendable {
  /// At a key position of an attribute dictionary. `replace` is the identifier being typed (empty at the
  /// cursor otherwise); `existing` are the keys the dictionary already has.
  case attributeKey(replace: SourceRange, existing: [String], dialect: Dialect)
  /// Inside the string literal of an image name; `replace` is the literal's content (between the quotes).
  case imageName(replace: SourceRange, prefix: String)
  /// Inside the string literal passed to `cyl_selectTabBarItemWithIdentifier:` and friends.
  case tabIdentifier(replace: SourceRange, prefix: String)
  /// Inside the key of `CYLLocalizedString(@"…")`, `NSLocalizedString(…)` or `String(localized: …)`.
  case localizationKey(replace: SourceRange, prefix: String)
  /// Inside the key string of a `CYLTabBarLottieDarkColors` dictionary; `lottie` is the item's animation.
  case lottieKeypath(replace: SourceRange, prefix: String, lottie: AttributeValue?)
  /// The value of `tabBarStyleType =`, `setTabBarStyleType:` or `styleType:`; `dotted` when a Swift `.` (or
  /// `CYLTabBarStyleType.`) is already typed.
  case styleType(replace: SourceRange, dialect: Dialect, dotted: Bool)

  /// Whether the candidates come from the workspace index (images, identifiers, strings, animations) rather
  /// than from the key catalog.
  public var needsIndex: Bool {
    switch self {
    case .attributeKey, .styleType: return false
    default: return true
    }
  }

  /// The names come from the facts of other source files (not only assets and strings).
  public var needsSourceFacts: Bool {
    switch self {
    case .tabIdentifier, .lottieKeypath: return true
    default: return false
    }
  }

  public static func find(in bytes: [UInt8], at offset: Int, dialect: Dialect) -> CompletionContext? {
    let stream = TokenStream(bytes: bytes, lexer: Lexer(bytes), dialect: dialect)
    // Inside a string literal?
    if let literal = stream.tokens.firstIndex(where: {
      $0.isStringLiteral && $0.range.start < offset && offset <= $0.range.end
    }) {
      return stringContext(stream, literal: literal, offset: offset)
    }
    return styleContext(stream, offset: offset) ?? keyContext(stream, offset: offset)
  }

  /// After `tabBarStyleType =`, `setTabBarStyleType:` or `styleType:` (with a Swift `.` or `CYLTabBarStyleType.`).
  static func styleContext(_ stream: TokenStream, offset: Int) -> CompletionContext? {
    let (typing, first) = typed(stream, offset: offset)
    var previous = first - 1
    let dotted = stream.dialect == .swift && stream.isChar(previous, ".")
    if dotted {
      previous -= 1
      if stream.isIdentifier(previous, "CYLTabBarStyleType") { previous -= 1 }
    }
    guard previous >= 1, stream.tokens[previous].range.end - stream.tokens[previous].range.start == 1 else {
      return nil
    }
    let assigned = stream.isChar(previous, "=") && stream.isIdentifier(previous - 1, "tabBarStyleType")
    let argument =
      stream.isChar(previous, ":")
      && (stream.isIdentifier(previous - 1, "styleType") || stream.isIdentifier(previous - 1, "setTabBarStyleType"))
    guard assigned || argument else { return nil }
    let replace = typing.map { stream.tokens[$0].range } ?? SourceRange(offset, offset)
    return .styleType(replace: replace, dialect: stream.dialect, dotted: dotted)
  }

  /// Image-valued attributes of Interface Builder elements (`<tabBarItem image="…" selectedImage="…">`, …).
  static let storyboardImageAttributes: Set<String> = [
    "image", "selectedImage", "landscapeImage", "largeContentSizeImage", "highlightedImage", "backgroundImage",
  ]

  /// In a storyboard: inside the value of an image attribute.
  public static func find(inStoryboard bytes: [UInt8], at offset: Int) -> CompletionContext? {
    let tree = XMLTree(bytes)
    for element in tree.elements where element.tagRange.touches(offset) {
      for attribute in element.attributes
      where attribute.valueRange.touches(offset) && storyboardImageAttributes.contains(attribute.name) {
        let range = attribute.valueRange
        let prefix = String(decoding: bytes[range.start..<min(max(offset, range.start), range.end)], as: UTF8.self)
        return .imageName(replace: range, prefix: prefix)
      }
    }
    return nil
  }

  /// The content range of a string literal token (between its quotes), and the typed prefix up to `offset`.
  static func content(of token: Token, in bytes: [UInt8], offset: Int) -> (SourceRange, String) {
    var start = token.range.start
    while start < token.range.end && bytes[start] != UInt8(ascii: "\"") { start += 1 }
    start += 1
    var end = token.range.end
    if token.isTerminated {
      end -= 1
      while end > start && bytes[end] == UInt8(ascii: "#") { end -= 1 }
    }
    end = max(start, end)
    let prefixEnd = min(max(offset, start), end)
    return (SourceRange(start, end), String(decoding: bytes[start..<prefixEnd], as: UTF8.self))
  }

  static func stringContext(_ stream: TokenStream, literal: Int, offset: Int) -> CompletionContext? {
    let (replace, prefix) = content(of: stream.tokens[literal], in: stream.bytes, offset: offset)
    guard replace.touches(offset) else { return nil }
    // `imageNamed:@"…"`, `UIImage(named: "…")`, `cyl_selectTabBarItemWithIdentifier:@"…"`, …
    var previous = literal - 1
    while previous >= 0 && (stream.isChar(previous, ":") || stream.isChar(previous, "(")) { previous -= 1 }
    if stream.isIdentifier(previous) {
      switch stream.text(previous) {
      case "imageNamed", "named": return .imageName(replace: replace, prefix: prefix)
      // SwiftUI: `Image("|")`, `Tab("Chats", image: "|")`, `Label("Home", image: "|")`.
      case "Image" where stream.dialect == .swift && stream.isChar(previous + 1, "("):
        return .imageName(replace: replace, prefix: prefix)
      case "image" where stream.dialect == .swift && stream.isChar(previous + 1, ":"):
        return .imageName(replace: replace, prefix: prefix)
      case "cyl_selectTabBarItemWithIdentifier", "cyl_indexOfTabBarItemIdentifier", "withIdentifier":
        return .tabIdentifier(replace: replace, prefix: prefix)
      case "CYLLocalizedString", "NSLocalizedString", "localized":
        return .localizationKey(replace: replace, prefix: prefix)
      // SwiftUI's `LocalizedStringKey` titles: `Tab("|", …)`, `Text("|")`, `Label("|", …)`, first argument only.
      case "Tab", "Text", "Label",
        "TabSection"
      where stream.dialect == .swift && stream.isChar(previous + 1, "(") && previous + 2 == literal:
        return .localizationKey(replace: replace, prefix: prefix)
      default: break
      }
    }
    // The value of an image key, or a key of the dark-colour dictionary.
    guard let opener = enclosingDictionary(stream, of: literal) else { return nil }
    let element = stream.elements(inside: opener).first { $0.contains(literal) } ?? (literal..<literal + 1)
    if let colon = stream.topLevelColon(in: element), colon < literal, colon == element.lowerBound + 1,
      stream.isIdentifier(element.lowerBound),
      AttributeKey(rawValue: stream.string(element.lowerBound))?.isImage == true
    {
      return .imageName(replace: replace, prefix: prefix)
    }
    if stream.topLevelColon(in: element).map({ $0 > literal }) ?? true,
      let outer = enclosingDictionary(stream, of: opener),
      let outerElement = stream.elements(inside: outer).first(where: { $0.contains(opener) }),
      stream.isIdentifier(outerElement.lowerBound, AttributeKey.lottieDarkColors.rawValue)
    {
      let item = SourceScanner.scan(stream.bytes, dialect: stream.dialect).dictionaries.first {
        $0.range.start == stream.tokens[outer].range.start
      }
      let lottie = item?.value(.lottieURL) ?? item?.value(.lottieFilePath)
      return .lottieKeypath(replace: replace, prefix: prefix, lottie: lottie)
    }
    return nil
  }

  /// The identifier being typed (the cursor is in or just after it), and the first token that does not end
  /// before the typed text: tokens [0, first) come before it.
  static func typed(_ stream: TokenStream, offset: Int) -> (typing: Int?, first: Int) {
    let typing = stream.tokens.firstIndex {
      $0.kind == .identifier && $0.range.start < offset && offset <= $0.range.end
    }
    let before = typing.map { stream.tokens[$0].range.start } ?? offset
    var first = 0
    while first < stream.count && stream.tokens[first].range.end <= before { first += 1 }
    return (typing, first)
  }

  static func keyContext(_ stream: TokenStream, offset: Int) -> CompletionContext? {
    let (typing, first) = typed(stream, offset: offset)
    guard let opener = enclosingDictionary(stream, of: first) else { return nil }
    // A key position follows the opener or a comma of this dictionary directly.
    guard first - 1 == opener || stream.isChar(first - 1, ",") else { return nil }
    let existing = stream.elements(inside: opener).compactMap { element -> String? in
      guard let colon = stream.topLevelColon(in: element), colon == element.lowerBound + 1,
        stream.isIdentifier(element.lowerBound), element.lowerBound != typing
      else { return nil }
      return stream.string(element.lowerBound)
    }
    let replace = typing.map { stream.tokens[$0].range } ?? SourceRange(offset, offset)
    return .attributeKey(replace: replace, existing: existing, dialect: stream.dialect)
  }

  /// The innermost dictionary opener (`@{`, or a Swift `[` that is a dictionary or could become one) around
  /// token `index`.
  static func enclosingDictionary(_ stream: TokenStream, of index: Int) -> Int? {
    var position = min(index, stream.count) - 1
    while position >= 0 {
      if stream.isOpener(position), stream.match[position] >= index {
        switch (stream.dialect, stream.tokens[position].kind) {
        case (.objectiveC, .atBrace): return position
        case (.swift, .punctuation) where stream.isChar(position, "["):
          let elements = stream.elements(inside: position)
          if elements.isEmpty || elements.contains(where: { stream.topLevelColon(in: $0) != nil })
            || elements.contains(where: {
              stream.isIdentifier($0.lowerBound) && stream.text($0.lowerBound).hasPrefix("CYL")
            })
          {
            return position
          }
          return nil
        default:
          return nil
        }
      }
      position -= 1
    }
    return nil
  }
}
