import SourceText

/// Tokens with their bracket structure: for every opening bracket, the index of its closing one (or the token
/// count when it is never closed). Everything the scanners do is a walk over this.
struct TokenStream {
  let bytes: [UInt8]
  let tokens: [Token]
  let comments: [Comment]
  let dialect: Dialect
  /// `match[i]` for an opener at i; -1 for tokens that open nothing.
  private(set) var match: [Int]
  /// `enclosing[i]`: the innermost opener whose brackets hold token i (a closer: its own opener), or -1.
  private(set) var enclosing: [Int]
  /// The names the file's identifiers may be (`mayMention`); nil to run every reader on every file (the tests'
  /// reference for what skipping readers must not change).
  private let identifierNames: IdentifierFilter?

  init(bytes: [UInt8], lexer: Lexer, dialect: Dialect, skipsReaders: Bool = true) {
    self.bytes = bytes
    self.tokens = lexer.tokens
    self.comments = lexer.comments
    self.dialect = dialect
    // Built in locals and stored at the end: reading `self.tokens` while `self.match` is being written retained and
    // released the token array on every token.
    let tokens = lexer.tokens
    var match = [Int](repeating: -1, count: tokens.count)
    var enclosing = [Int](repeating: -1, count: tokens.count)
    var stack: [Int] = []
    // Where in `stack` the openers of each shape (0 `(`, 1 `[`, 2 `{`) are, so a closer finds its opener in O(1)
    // and a stray closer costs nothing (searching the stack made `(` × n then `]` × n quadratic).
    var byShape: [[Int]] = [[], [], []]
    var shapes = [Int](repeating: -1, count: tokens.count)
    var names = IdentifierFilter()
    bytes.withUnsafeBufferPointer { buffer in
      for index in tokens.indices {
        enclosing[index] = stack.last ?? -1
        let token = tokens[index]
        if token.kind == .identifier {
          names.add(buffer, token.range.start..<token.range.end)
        } else if let opener = Self.openerShape(token, bytes) {
          shapes[index] = opener
          byShape[opener].append(stack.count)
          stack.append(index)
        } else if let closer = Self.closerShape(token, bytes), let position = byShape[closer].last {
          if position == stack.count - 1 {
            // Nearly every closer closes the innermost opener.
            match[stack.removeLast()] = index
            byShape[closer].removeLast()
            continue
          }
          // Pop to the nearest opener of the same shape; the ones above it stay unclosed.
          for unclosed in stack[(position + 1)...] {
            match[unclosed] = tokens.count
            byShape[shapes[unclosed]].removeLast()
          }
          match[stack[position]] = index
          byShape[closer].removeLast()
          stack.removeSubrange(position...)
        }
      }
    }
    for unclosed in stack { match[unclosed] = tokens.count }
    self.match = match
    self.enclosing = enclosing
    self.identifierNames = skipsReaders ? names : nil
  }

  /// Whether any of `names` may be an identifier of the file: false only when none of them is (`IdentifierFilter`).
  /// A reader whose every construct starts at one of its names asks this before walking the tokens.
  func mayMention(_ names: String...) -> Bool { mayMention(anyOf: names) }

  func mayMention(anyOf names: [String]) -> Bool { identifierNames?.mayContainAny(names) ?? true }

  func mayMention(anyOf names: IdentifierFilter.Names) -> Bool { identifierNames?.mayContainAny(names) ?? true }

  var count: Int { tokens.count }

  func text(_ index: Int) -> Substring { Substring(string(index)) }

  @inline(__always)
  func kind(_ index: Int) -> Token.Kind? { index >= 0 && index < tokens.count ? tokens[index].kind : nil }

  /// Whether token `index` is the single character `c`.
  @inline(__always)
  func isChar(_ index: Int, _ c: Unicode.Scalar) -> Bool {
    guard index >= 0, index < tokens.count, tokens[index].kind == .punctuation else { return false }
    return bytes[tokens[index].range.start] == UInt8(ascii: c)
  }

  @inline(__always)
  func isIdentifier(_ index: Int, _ name: String? = nil) -> Bool {
    guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
    guard let name else { return true }
    return textEquals(index, name)
  }

  /// Compares a token's bytes with `name` without making a String (the scanners' hottest operation: inlined, so
  /// a literal's length is known at the call).
  @inline(__always)
  func textEquals(_ index: Int, _ name: String) -> Bool {
    let range = tokens[index].range
    // Most comparisons fail on the length, which a String knows without a buffer.
    guard name.utf8.count == range.end - range.start else { return false }
    return Self.bytes(bytes, at: range.start, startWith: name)
  }

  /// Whether `bytes` from `start` begin with `text`'s UTF-8 (the caller has checked there are enough of them).
  /// Literals are contiguous: read in place, without the copy `withUTF8` makes of its `inout` string.
  @inline(__always)
  private static func bytes(_ bytes: [UInt8], at start: Int, startWith text: String) -> Bool {
    let compared = text.utf8.withContiguousStorageIfAvailable { expected -> Bool in
      guard start + expected.count <= bytes.count else { return false }
      var offset = 0
      while offset < expected.count {
        if bytes[start + offset] != expected[offset] { return false }
        offset += 1
      }
      return true
    }
    return compared ?? bytes[start...].starts(with: text.utf8)
  }

  /// `body` of a token's bytes, without making a String of them.
  func withBytes<Result>(of index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    let range = tokens[index].range
    return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range.start..<range.end])) }
  }

  /// A token's text as a String of its own. Decoded from a buffer pointer: String's contiguous fast path (an
  /// `ArraySlice` takes the generic one).
  func string(_ index: Int) -> String {
    let range = tokens[index].range
    return bytes.withUnsafeBufferPointer { buffer in
      String(decoding: UnsafeBufferPointer(rebasing: buffer[range.start..<range.end]), as: UTF8.self)
    }
  }

  /// Whether a token's bytes start with `prefix` (as `textEquals`, without making a String).
  @inline(__always)
  func textHasPrefix(_ index: Int, _ prefix: String) -> Bool {
    let range = tokens[index].range
    guard prefix.utf8.count <= range.end - range.start else { return false }
    return Self.bytes(bytes, at: range.start, startWith: prefix)
  }

  /// Whether a token's bytes end with `suffix` (as `textEquals`, without making a String: asked of every
  /// identifier of a file).
  @inline(__always)
  func textHasSuffix(_ index: Int, _ suffix: String) -> Bool {
    let range = tokens[index].range
    let count = suffix.utf8.count
    guard count <= range.end - range.start else { return false }
    return Self.bytes(bytes, at: range.end - count, startWith: suffix)
  }

  func isOpener(_ index: Int) -> Bool { openerShape(index) != nil }

  /// 0 for `(`, 1 for `[`, 2 for `{` (the `@` forms count as their bracket); nil for other tokens. A small
  /// integer, not a `Character`: the bracket matcher indexes with it on every bracket of every file.
  @inline(__always)
  func openerShape(_ index: Int) -> Int? { Self.openerShape(tokens[index], bytes) }

  /// The shape a closing bracket closes (as `openerShape`), nil for other tokens.
  @inline(__always)
  func closerShape(_ index: Int) -> Int? { Self.closerShape(tokens[index], bytes) }

  @inline(__always)
  private static func openerShape(_ token: Token, _ bytes: [UInt8]) -> Int? {
    switch token.kind {
    case .atParen: return 0
    case .atBracket: return 1
    case .atBrace: return 2
    case .punctuation: return shape(of: bytes[token.range.start], opening: true)
    default: return nil
    }
  }

  @inline(__always)
  private static func closerShape(_ token: Token, _ bytes: [UInt8]) -> Int? {
    guard token.kind == .punctuation else { return nil }
    return shape(of: bytes[token.range.start], opening: false)
  }

  @inline(__always)
  private static func shape(of byte: UInt8, opening: Bool) -> Int? {
    switch byte {
    case UInt8(ascii: "("): return opening ? 0 : nil
    case UInt8(ascii: "["): return opening ? 1 : nil
    case UInt8(ascii: "{"): return opening ? 2 : nil
    case UInt8(ascii: ")"): return opening ? nil : 0
    case UInt8(ascii: "]"): return opening ? nil : 1
    case UInt8(ascii: "}"): return opening ? nil : 2
    default: return nil
    }
  }

  /// The token after the closer of the opener at `index` (or after `index` for other tokens).
  func skip(_ index: Int) -> Int {
    isOpener(index) ? min(match[index] + 1, tokens.count) : index + 1
  }

  /// Splits the tokens strictly inside the brackets opened at `opener` at top-level commas.
  func elements(inside opener: Int) -> [Range<Int>] {
    let end = min(match[opener], tokens.count)
    var result: [Range<Int>] = []
    var start = opener + 1
    var index = start
    while index < end {
      if isChar(index, ",") {
        result.append(start..<index)
        start = index + 1
        index += 1
      } else {
        index = skip(index)
      }
    }
    if start < end { result.append(start..<end) }
    return result
  }

  /// The first of `elements(inside:)`, found without making the others.
  func firstElement(inside opener: Int) -> Range<Int>? {
    let end = min(match[opener], tokens.count)
    var index = opener + 1
    while index < end {
      if isChar(index, ",") { return (opener + 1)..<index }
      index = skip(index)
    }
    return opener + 1 < end ? (opener + 1)..<end : nil
  }

  /// The first top-level `:` in `span`, if any.
  func topLevelColon(in span: Range<Int>) -> Int? {
    var index = span.lowerBound
    while index < span.upperBound {
      if isChar(index, ":") { return index }
      index = skip(index)
    }
    return nil
  }

  /// The byte range covered by a token span.
  func range(of span: Range<Int>) -> SourceRange {
    guard !span.isEmpty else {
      let at = span.lowerBound < tokens.count ? tokens[span.lowerBound].range.start : bytes.count
      return SourceRange(at, at)
    }
    return SourceRange(tokens[span.lowerBound].range.start, tokens[min(span.upperBound, tokens.count) - 1].range.end)
  }

  func stringValue(_ index: Int) -> String? {
    guard index >= 0, index < tokens.count else { return nil }
    return StringLiteral.value(of: tokens[index], in: bytes)
  }

  /// Whether a line break (LF, CR or CRLF) separates token `index` from the one before it.
  func startsLine(_ index: Int) -> Bool {
    guard index > 0, index < tokens.count else { return true }
    return bytes[tokens[index - 1].range.end..<tokens[index].range.start].contains { $0 == 0x0A || $0 == 0x0D }
  }

  /// The first index in `span` whose token is identifier `name`.
  func find(_ name: String, in span: Range<Int>) -> Int? {
    span.first { isIdentifier($0, name) }
  }

  /// The first string literal at or after `index` within `limit` tokens, staying inside `span`.
  func stringAfter(_ index: Int, within limit: Int = 4, in span: Range<Int>) -> Int? {
    var position = index + 1
    while position < min(index + 1 + limit, span.upperBound) {
      if tokens[position].isStringLiteral { return position }
      position += 1
    }
    return nil
  }
}

/// Call arguments, for the readers that take them apart.
extension TokenStream {
  /// The arguments of a Swift call: `label: expression` or a bare expression.
  func arguments(of opener: Int) -> [(label: String?, span: Range<Int>)] {
    elements(inside: opener).map { element in
      if element.count >= 2, isIdentifier(element.lowerBound), isChar(element.lowerBound + 1, ":") {
        return (string(element.lowerBound), (element.lowerBound + 2)..<element.upperBound)
      }
      return (nil, element)
    }
  }

  /// The parts of an Objective-C message: `initWithTitle:… image:… tag:…`.
  func objcArguments(of opener: Int) -> [(label: String, span: Range<Int>)] {
    let end = min(match[opener], count)
    var result: [(label: String, span: Range<Int>)] = []
    var index = opener + 1
    while index < end {
      if isIdentifier(index), isChar(index + 1, ":") {
        if let last = result.indices.last { result[last].span = result[last].span.lowerBound..<index }
        result.append((string(index), (index + 2)..<end))
        index += 2
      } else {
        index = skip(index)
      }
    }
    return result
  }
}
