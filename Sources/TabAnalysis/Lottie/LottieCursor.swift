import JSON

/// A validating JSON cursor for Lottie files: the decoder reads the few fields it needs and skips the rest
/// (path and keyframe data, most of any file) with `skip()`, which checks JSON syntax without building values.
/// Written by hand because building a full tree first (our `JSONParser`, or `JSONSerialization`) is several
/// times slower than this on the same bytes (`tabls-bench lottie`).
struct LottieCursor {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  /// Path components of the containers being read, for error messages (cheap to push: no strings are made
  /// unless an error is reported).
  enum Component {
    case key(StaticString)
    case index(Int)
  }
  var path: [Component] = []
  /// Containers open around the cursor (set by a cursor that starts inside a document: see `LayerSpeculation`).
  var depth = 0
  static let maxDepth = 512

  init(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int = 0, depth: Int = 0) {
    self.bytes = bytes
    self.position = position
    self.depth = depth
  }

  func error(_ message: String, at offset: Int? = nil) -> LottieError {
    var text = ""
    for component in path {
      switch component {
      case .index(let index): text += "[\(index)]"
      case .key(let key): text += text.isEmpty ? key.description : "." + key.description
      }
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

  /// Up to 8 key bytes packed in a word (0 for longer or escaped keys): keys compare as integers.
  func code(_ key: Key) -> UInt64 {
    key.hasEscapes ? 0 : Self.code(UnsafeBufferPointer(rebasing: bytes[key.range]))
  }

  static func code(_ name: StaticString) -> UInt64 {
    code(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
  }

  static func code(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBufferPointer(code) }

  /// The packing itself: first byte lowest, 0 for more than 8 bytes. (A plain loop: every key read goes through
  /// here, and a generic `reversed().reduce` cost 8% of a whole listing.)
  @inline(__always) static func code(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    guard bytes.count <= 8 else { return 0 }
    var value: UInt64 = 0
    var offset = bytes.count
    while offset > 0 {
      offset -= 1
      value = value << 8 | UInt64(bytes[offset])
    }
    return value
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

  /// A string value's UTF-8; nil (and the value skipped) when the next value is not a string.
  mutating func stringBytesIfPresent() throws(LottieError) -> [UInt8]? {
    guard peek() == UInt8(ascii: "\"") else {
      try skip()
      return nil
    }
    let key = try stringRange()
    return key.hasEscapes ? Array(decode(key).utf8) : Array(bytes[key.range])
  }

  /// A short string value as a `code` word (0 for a longer or escaped one); nil (and the value skipped) when the
  /// next value is not a string.
  mutating func stringCodeIfPresent() throws(LottieError) -> UInt64? {
    guard peek() == UInt8(ascii: "\"") else {
      try skip()
      return nil
    }
    let key = try stringRange()
    if key.hasEscapes { return Self.code(Array(decode(key).utf8)) }
    return code(key)
  }

  /// A number value; nil (and the value skipped) when it is not a number.
  mutating func numberIfPresent() throws(LottieError) -> Double? {
    guard let byte = peek(), byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    else {
      try skip()
      return nil
    }
    let start = position
    try skip()
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

  /// Skips one value, checking its JSON syntax, without building anything. Iterative, with the container
  /// kinds kept as bits of a word (a real stack only past 64 levels): this loop is where a Lottie file's bulk
  /// (path vertices, keyframes) goes by, so it avoids calls and allocations per element.
  mutating func skip() throws(LottieError) {
    enum State { case value, key, afterValue }
    let p = bytes.baseAddress
    let n = bytes.count
    var i = position
    var state = State.value
    var depth = 0
    var kinds: UInt64 = 0  // bit d set: the container at depth d+1 is an array
    var deepKinds: [Bool] = []
    defer { position = i }
    while true {
      // A whole value has been read: stop before looking further (it may end the input).
      if state == .afterValue && depth == 0 { return }
      while i < n, p![i] == 0x20 || p![i] == 0x0A || p![i] == 0x0D || p![i] == 0x09 { i += 1 }
      guard i < n else {
        position = i
        throw error("unexpected end of input")
      }
      let c = p![i]
      switch state {
      case .value:
        switch c {
        case UInt8(ascii: "\""):
          i = try skipString(p!, n, i)
          state = .afterValue
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth += 1
          if self.depth + depth > Self.maxDepth {
            position = i
            throw error("nesting deeper than \(Self.maxDepth) levels")
          }
          let array = c == UInt8(ascii: "[")
          if depth <= 64 {
            if array { kinds |= 1 << UInt64(depth - 1) } else { kinds &= ~(1 << UInt64(depth - 1)) }
          } else {
            deepKinds.append(array)
          }
          i += 1
          while i < n, p![i] == 0x20 || p![i] == 0x0A || p![i] == 0x0D || p![i] == 0x09 { i += 1 }
          if i < n, p![i] == (array ? UInt8(ascii: "]") : UInt8(ascii: "}")) {
            i += 1
            if depth > 64 { deepKinds.removeLast() }
            depth -= 1
            state = .afterValue
          } else {
            state = array ? .value : .key
          }
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          i = Self.numberEnd(p!, n, i)
          guard i >= 0 else { throw numberError(at: -i - 1) }
          // Numbers in arrays (vertices `[[x,y],[x,y],…]`, keyframe values) are most of a Lottie file's bytes: a
          // run of `,number` and of `],[number` (a sibling array, where the parent is an array too) is read in
          // this tight loop rather than token by token around the state machine.
          if depth > 0, Self.isArray(depth, kinds, deepKinds) {
            let siblingArrays = depth > 1 && Self.isArray(depth - 1, kinds, deepKinds)
            while i + 3 < n {
              if p![i] == UInt8(ascii: ","), Self.startsNumber(p![i + 1]) {
                i = Self.numberEnd(p!, n, i + 1)
              } else if siblingArrays, p![i] == UInt8(ascii: "]"), p![i + 1] == UInt8(ascii: ","),
                p![i + 2] == UInt8(ascii: "["), Self.startsNumber(p![i + 3])
              {
                i = Self.numberEnd(p!, n, i + 3)
              } else {
                break
              }
              guard i >= 0 else { throw numberError(at: -i - 1) }
            }
          }
          state = .afterValue
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
          position = i
          try literal(c == UInt8(ascii: "t") ? "true" : c == UInt8(ascii: "f") ? "false" : "null")
          i = position
          state = .afterValue
        default:
          position = i
          throw error("unexpected character '\(Character(Unicode.Scalar(c)))', expected a value")
        }
      case .key:
        guard c == UInt8(ascii: "\"") else {
          position = i
          throw error("expected a string key")
        }
        i = try skipString(p!, n, i)
        // Keys are short and plain: `:` most often follows at once.
        if i < n, p![i] == UInt8(ascii: ":") {
          i += 1
          state = .value
          continue
        }
        while i < n, p![i] == 0x20 || p![i] == 0x0A || p![i] == 0x0D || p![i] == 0x09 { i += 1 }
        guard i < n, p![i] == UInt8(ascii: ":") else {
          position = i
          throw error("expected ':' after a key")
        }
        i += 1
        state = .value
      case .afterValue:
        let array = depth <= 64 ? kinds >> UInt64(depth - 1) & 1 == 1 : deepKinds[depth - 65]
        if c == UInt8(ascii: ",") {
          i += 1
          state = array ? .value : .key
        } else if c == (array ? UInt8(ascii: "]") : UInt8(ascii: "}")) {
          i += 1
          if depth > 64 { deepKinds.removeLast() }
          depth -= 1
        } else {
          position = i
          throw error(array ? "expected ',' or ']'" : "expected ',' or '}'")
        }
      }
    }
  }

  @inline(__always) static func startsNumber(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "-")
  }

  /// Whether the container at `depth` (1-based) of a `skip()` is an array.
  @inline(__always) static func isArray(_ depth: Int, _ kinds: UInt64, _ deepKinds: [Bool]) -> Bool {
    depth <= 64 ? kinds >> UInt64(depth - 1) & 1 == 1 : deepKinds[depth - 65]
  }

  /// The end of the number starting at `start` (grammar `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`), or
  /// `-(start + 1)` when it is malformed (`numberError` then says why; errors are rare, so they are worked
  /// out again rather than carried through the hot loop).
  @inline(__always) static func numberEnd(_ p: UnsafePointer<UInt8>, _ n: Int, _ start: Int) -> Int {
    var i = start
    if p[i] == UInt8(ascii: "-") { i += 1 }
    guard i < n, p[i] &- UInt8(ascii: "0") < 10 else { return -start - 1 }
    if p[i] == UInt8(ascii: "0") {
      i += 1
      if i < n, p[i] &- UInt8(ascii: "0") < 10 { return -start - 1 }
    } else {
      i += 1
      while i < n, p[i] &- UInt8(ascii: "0") < 10 { i += 1 }
    }
    if i < n, p[i] == UInt8(ascii: ".") {
      i += 1
      guard i < n, p[i] &- UInt8(ascii: "0") < 10 else { return -start - 1 }
      i += 1
      while i < n, p[i] &- UInt8(ascii: "0") < 10 { i += 1 }
    }
    if i < n, p[i] | 0x20 == UInt8(ascii: "e") {
      i += 1
      if i < n, p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-") { i += 1 }
      guard i < n, p[i] &- UInt8(ascii: "0") < 10 else { return -start - 1 }
      while i < n, p[i] &- UInt8(ascii: "0") < 10 { i += 1 }
    }
    return i
  }

  /// Why the number at `start` is malformed, at the offending byte.
  mutating func numberError(at start: Int) -> LottieError {
    var i = start
    if bytes[i] == UInt8(ascii: "-") { i += 1 }
    func isDigit(_ index: Int) -> Bool { index < bytes.count && bytes[index] &- UInt8(ascii: "0") < 10 }
    guard isDigit(i) else { return error("expected a digit", at: i) }
    if bytes[i] == UInt8(ascii: "0") && isDigit(i + 1) { return error("leading zeros are not allowed", at: start) }
    while isDigit(i) { i += 1 }
    if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
      i += 1
      guard isDigit(i) else { return error("expected a digit after the decimal point", at: i) }
      while isDigit(i) { i += 1 }
    }
    i += 1
    if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
    return error("expected a digit in the exponent", at: i)
  }

  private mutating func literal(_ text: StaticString) throws(LottieError) {
    let count = text.utf8CodeUnitCount
    guard position + count <= bytes.count else { throw error("invalid literal, expected '\(text)'") }
    for offset in 0..<count where bytes[position + offset] != text.utf8Start[offset] {
      throw error("invalid literal, expected '\(text)'")
    }
    position += count
  }

  /// The end of the string whose opening quote is at `start`: plain ASCII in a tight loop, anything else
  /// (escapes, UTF-8, errors) by `stringRange()`.
  @inline(__always) mutating func skipString(_ p: UnsafePointer<UInt8>, _ n: Int, _ start: Int) throws(LottieError)
    -> Int
  {
    var i = start + 1
    while i < n {
      let byte = p[i]
      if byte == UInt8(ascii: "\"") { return i + 1 }
      if byte < 0x20 || byte >= 0x80 || byte == UInt8(ascii: "\\") { break }
      i += 1
    }
    position = start
    _ = try stringRange()
    return position
  }

  /// Consumes a string (at its opening quote); returns the range of its content.
  private mutating func stringRange() throws(LottieError) -> Key {
    let open = position
    position += 1
    let start = position
    var escapes = false
    while position < bytes.count {
      let byte = bytes[position]
      if byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
        position += 1
        continue
      }
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
            (1...4).allSatisfy({ HexDigit.value(bytes[position + $0]) != nil })
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
}
