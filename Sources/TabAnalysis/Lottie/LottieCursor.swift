import RPC

/// A validating JSON cursor for Lottie files: the decoder reads the few fields it needs and skips the rest
/// (path and keyframe data, most of any file) with `skip()`, which checks JSON syntax without building values.
/// Written by hand because building a full tree first (our `JSONParser`, or `JSONSerialization`) is several
/// times slower than this on the same bytes (`tabls-bench lottie`).
struct LottieCursor {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  /// Path components of the containers being read, for error messages.
  var path: [String] = []
  private var depth = 0
  static let maxDepth = 512

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  func error(_ message: String, at offset: Int? = nil) -> LottieError {
    var text = ""
    for component in path {
      if component.hasPrefix("[") || text.isEmpty { text += component } else { text += "." + component }
    }
    return LottieError(message: message, offset: offset ?? position, jsonPath: text)
  }

  @inline(__always) mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  @inline(__always) var current: UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  /// The kind of the next value: `{`, `[`, `"`, a digit or `-`, `t`/`f`/`n`.
  mutating func peek() -> UInt8? {
    skipWhitespace()
    return current
  }

  // MARK: - Containers

  /// Enters an object; returns false (having consumed nothing) when the next value is not an object.
  mutating func enterObject() throws(LottieError) -> Bool {
    guard peek() == UInt8(ascii: "{") else { return false }
    depth += 1
    if depth > Self.maxDepth { throw error("nesting deeper than \(Self.maxDepth) levels") }
    position += 1
    return true
  }

  mutating func enterArray() throws(LottieError) -> Bool {
    guard peek() == UInt8(ascii: "[") else { return false }
    depth += 1
    if depth > Self.maxDepth { throw error("nesting deeper than \(Self.maxDepth) levels") }
    position += 1
    return true
  }

  /// Moves to the next member or element of the container being read; false (and the container consumed) at its
  /// end. `first` tracks whether a comma is due.
  mutating func next(_ first: inout Bool, closing: UInt8) throws(LottieError) -> Bool {
    skipWhitespace()
    guard let byte = current else { throw error("unexpected end of input") }
    if byte == closing {
      position += 1
      depth -= 1
      return false
    }
    if !first {
      guard byte == UInt8(ascii: ",") else {
        throw error("expected ',' or '\(Character(Unicode.Scalar(closing)))'")
      }
      position += 1
      skipWhitespace()
    }
    first = false
    return true
  }

  /// Reads an object key and its colon; returns the key's raw bytes (without quotes) and whether it has escapes.
  mutating func key() throws(LottieError) -> Key {
    skipWhitespace()
    guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
    let key = try stringRange()
    skipWhitespace()
    guard current == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
    position += 1
    return key
  }

  struct Key {
    var range: Range<Int>
    var hasEscapes: Bool
  }

  /// Whether a key equals `name` (keys with escapes are decoded first).
  func keyEquals(_ key: Key, _ name: StaticString) -> Bool {
    if key.hasEscapes { return decode(key) == name.description }
    guard key.range.count == name.utf8CodeUnitCount else { return false }
    let start = name.utf8Start
    var offset = 0
    while offset < key.range.count {
      if bytes[key.range.lowerBound + offset] != start[offset] { return false }
      offset += 1
    }
    return true
  }

  func decode(_ key: Key) -> String {
    guard key.hasEscapes else {
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[key.range]), as: UTF8.self)
    }
    let literal = Array(bytes[(key.range.lowerBound - 1)...key.range.upperBound])
    return (try? JSONParser.parse(literal))?.stringValue ?? ""
  }

  // MARK: - Scalars

  /// A string value; nil (and the value skipped) when the next value is not a string.
  mutating func stringIfPresent() throws(LottieError) -> String? {
    guard peek() == UInt8(ascii: "\"") else {
      try skip()
      return nil
    }
    return decode(try stringRange())
  }

  /// A number value; nil (and the value skipped) when it is not a number.
  mutating func numberIfPresent() throws(LottieError) -> Double? {
    guard let byte = peek(), byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    else {
      try skip()
      return nil
    }
    let start = position
    try skipNumber()
    return Self.number(UnsafeBufferPointer(rebasing: bytes[start..<position]))
  }

  /// `true`, or a number 1 (Foundation bridges 0/1 to booleans); anything else is false.
  mutating func boolean() throws(LottieError) -> Bool {
    switch peek() ?? 0 {
    case UInt8(ascii: "t"):
      try skip()
      return true
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return try numberIfPresent() == 1
    default:
      try skip()
      return false
    }
  }

  /// A whole value as a `JSON` tree, for the small parts whose details matter (transforms, gradient data).
  mutating func value() throws(LottieError) -> JSON {
    skipWhitespace()
    let start = position
    try skip()
    do {
      return try JSONParser.parse(UnsafeBufferPointer(rebasing: bytes[start..<position]))
    } catch {
      throw self.error(error.message, at: start + error.offset)
    }
  }

  static func number(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
    // Small integers are most of what the decoder reads (`ty`, `ind`, `parent`, `tt`).
    var value = 0
    var negative = false
    for (offset, byte) in text.enumerated() {
      if offset == 0 && byte == UInt8(ascii: "-") {
        negative = true
      } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") && value < 100_000_000 {
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      } else {
        return Double(String(decoding: text, as: UTF8.self))
      }
    }
    return Double(negative ? -value : value)
  }

  // MARK: - Skipping (validating)

  mutating func skip() throws(LottieError) {
    skipWhitespace()
    guard let byte = current else { throw error("unexpected end of input, expected a value") }
    switch byte {
    case UInt8(ascii: "\""): _ = try stringRange()
    case UInt8(ascii: "{"):
      _ = try enterObject()
      var first = true
      while try next(&first, closing: UInt8(ascii: "}")) {
        _ = try key()
        try skip()
      }
    case UInt8(ascii: "["):
      _ = try enterArray()
      var first = true
      while try next(&first, closing: UInt8(ascii: "]")) { try skip() }
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try skipNumber()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    default:
      throw error("unexpected character '\(Character(Unicode.Scalar(byte)))', expected a value")
    }
  }

  private mutating func literal(_ text: StaticString) throws(LottieError) {
    let count = text.utf8CodeUnitCount
    guard position + count <= bytes.count else { throw error("invalid literal, expected '\(text)'") }
    for offset in 0..<count where bytes[position + offset] != text.utf8Start[offset] {
      throw error("invalid literal, expected '\(text)'")
    }
    position += count
  }

  @inline(__always) private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  private mutating func skipNumber() throws(LottieError) {
    if current == UInt8(ascii: "-") { position += 1 }
    guard let first = current, isDigit(first) else { throw error("expected a digit") }
    position += 1
    if first == UInt8(ascii: "0"), let next = current, isDigit(next) { throw error("leading zeros are not allowed") }
    while let byte = current, isDigit(byte) { position += 1 }
    if current == UInt8(ascii: ".") {
      position += 1
      guard let byte = current, isDigit(byte) else { throw error("expected a digit after the decimal point") }
      while let byte = current, isDigit(byte) { position += 1 }
    }
    if let byte = current, byte | 0x20 == UInt8(ascii: "e") {
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard let byte = current, isDigit(byte) else { throw error("expected a digit in the exponent") }
      while let byte = current, isDigit(byte) { position += 1 }
    }
  }

  /// Consumes a string (at its opening quote); returns the range of its content.
  private mutating func stringRange() throws(LottieError) -> Key {
    let open = position
    position += 1
    let start = position
    var escapes = false
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return Key(range: start..<(position - 1), hasEscapes: escapes)
      }
      if byte == UInt8(ascii: "\\") {
        escapes = true
        position += 1
        guard let escaped = current else { break }
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
          UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
          position += 1
        case UInt8(ascii: "u"):
          guard position + 4 < bytes.count,
            (1...4).allSatisfy({ Self.isHex(bytes[position + $0]) })
          else { throw error("invalid \\u escape") }
          position += 5
        default:
          throw error("invalid escape sequence")
        }
      } else if byte < 0x20 {
        throw error("unescaped control character in a string")
      } else if byte < 0x80 {
        position += 1
      } else {
        guard let length = UTF8Validation.sequenceLength(at: position, in: bytes) else {
          throw error("invalid UTF-8")
        }
        position += length
      }
    }
    throw error("unterminated string", at: open)
  }

  private static func isHex(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10 || (byte | 0x20) &- UInt8(ascii: "a") < 6
  }
}
