/// A flat element tree of an XML document with the byte range of every element and attribute value.
///
/// Our own, not Foundation's `XMLParser`: that one is a separate module on Linux, reports no byte offsets for
/// attribute values (which findings, hover and completion need) and builds no tree. Storyboards are
/// machine-written, so this reads the subset they use — elements, attributes, comments, processing
/// instructions, CDATA and a DOCTYPE — in one linear pass, and stays tolerant: a stray end tag is skipped, and an
/// unclosed element ends with the document. Nesting deeper than `maximumDepth` stops the read with an error.
public struct XMLTree: Sendable {
  public struct Attribute: Sendable {
    public var name: String
    /// The value with entities decoded.
    public var value: String
    /// The raw value between its quotes.
    public var valueRange: SourceRange
  }

  public struct Element: Sendable {
    public var name: String
    public var attributes: [Attribute]
    /// From `<` of the start tag to `>` of the end tag (or of a self-closing start tag).
    public var range: SourceRange
    /// The start tag alone.
    public var tagRange: SourceRange
    public var parent: Int?
    public var children: [Int] = []
    public var depth: Int

    public func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }
    public subscript(_ name: String) -> String? { attribute(name)?.value }
  }

  public struct Problem: Error, Sendable, Equatable {
    public var message: String
    public var offset: Int
  }

  /// In document order (a parent before its children).
  public private(set) var elements: [Element] = []
  /// Why the read stopped early, if it did (what was read before stays usable).
  public private(set) var problem: Problem?

  public static let maximumDepth = 256

  public init(_ bytes: [UInt8]) {
    var reader = Reader(bytes: bytes)
    reader.run()
    elements = reader.elements
    problem = reader.problem
  }

  /// The element's descendants in document order (they follow it contiguously).
  public func descendants(of index: Int) -> ArraySlice<Element> {
    let depth = elements[index].depth
    var end = index + 1
    while end < elements.count, elements[end].depth > depth { end += 1 }
    return elements[(index + 1)..<end]
  }

  /// The nearest ancestor named `name`.
  public func ancestor(of index: Int, named name: String) -> Int? {
    var current = elements[index].parent
    while let at = current {
      if elements[at].name == name { return at }
      current = elements[at].parent
    }
    return nil
  }

  /// The innermost element whose range holds `offset`.
  public func element(at offset: Int) -> Int? {
    var best: Int?
    for (index, element) in elements.enumerated() where element.range.touches(offset) { best = index }
    return best
  }
}

private struct Reader {
  let bytes: [UInt8]
  var elements: [XMLTree.Element] = []
  var problem: XMLTree.Problem?
  var open: [Int] = []
  var position = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  mutating func run() {
    while position < bytes.count, problem == nil {
      guard let lt = next(UInt8(ascii: "<"), from: position) else { break }
      position = lt
      if starts(with: "<!--") {
        skip(past: "-->")
      } else if starts(with: "<![CDATA[") {
        skip(past: "]]>")
      } else if starts(with: "<?") {
        skip(past: "?>")
      } else if starts(with: "<!") {
        skip(past: ">")
      } else if starts(with: "</") {
        closeTag()
      } else {
        startTag()
      }
    }
    for index in open { elements[index].range.end = bytes.count }
  }

  func next(_ byte: UInt8, from start: Int) -> Int? {
    var index = start
    while index < bytes.count {
      if bytes[index] == byte { return index }
      index += 1
    }
    return nil
  }

  func starts(with text: String) -> Bool {
    let count = text.utf8.count
    guard position + count <= bytes.count else { return false }
    return bytes[position..<(position + count)].elementsEqual(text.utf8)
  }

  mutating func skip(past terminator: String) {
    let pattern = Array(terminator.utf8)
    let count = pattern.count
    var index = position + 1
    while index + count <= bytes.count {
      if bytes[index] == pattern[0] && bytes[index..<(index + count)].elementsEqual(pattern) {
        position = index + count
        return
      }
      index += 1
    }
    position = bytes.count
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    byte > 0x20 && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "/") && byte != UInt8(ascii: "=")
      && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'") && byte != UInt8(ascii: "<")
  }

  mutating func readName() -> String {
    let start = position
    while position < bytes.count, Self.isNameByte(bytes[position]) { position += 1 }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  mutating func skipSpace() {
    while position < bytes.count, bytes[position] <= 0x20 { position += 1 }
  }

  mutating func closeTag() {
    let start = position
    position += 2
    let name = readName()
    position = (next(UInt8(ascii: ">"), from: position) ?? bytes.count - 1) + 1
    // Close the nearest open element of that name; an end tag that matches nothing is ignored.
    guard let at = open.lastIndex(where: { elements[$0].name == name }) else { return }
    for index in open[at...] { elements[index].range.end = index == open[at] ? position : start }
    open.removeSubrange(at...)
  }

  mutating func startTag() {
    let start = position
    position += 1
    let name = readName()
    guard !name.isEmpty else {
      position = start + 1
      return
    }
    var attributes: [XMLTree.Attribute] = []
    var selfClosing = false
    while position < bytes.count {
      skipSpace()
      guard position < bytes.count else { break }
      let byte = bytes[position]
      if byte == UInt8(ascii: ">") {
        position += 1
        break
      }
      if byte == UInt8(ascii: "/") {
        selfClosing = true
        position += 1
        continue
      }
      if byte == UInt8(ascii: "<") { break }  // a broken tag: the next one starts here
      let attributeName = readName()
      if attributeName.isEmpty {
        position += 1
        continue
      }
      skipSpace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { continue }
      position += 1
      skipSpace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'")
      else { continue }
      let quote = bytes[position]
      let valueStart = position + 1
      let valueEnd = next(quote, from: valueStart) ?? bytes.count
      position = min(valueEnd + 1, bytes.count)
      attributes.append(
        XMLTree.Attribute(
          name: attributeName, value: XMLEntities.decode(bytes[valueStart..<valueEnd]),
          valueRange: SourceRange(valueStart, valueEnd)))
    }
    if !selfClosing && open.count >= XMLTree.maximumDepth {
      problem = XMLTree.Problem(
        message: "elements nest deeper than \(XMLTree.maximumDepth) levels", offset: start)
      return
    }
    let index = elements.count
    elements.append(
      XMLTree.Element(
        name: name, attributes: attributes, range: SourceRange(start, position),
        tagRange: SourceRange(start, position), parent: open.last, depth: open.count))
    if let parent = open.last { elements[parent].children.append(index) }
    if !selfClosing { open.append(index) }
  }
}

/// XML's five named entities and numeric character references; anything else stays as written.
public enum XMLEntities {
  public static func decode(_ raw: ArraySlice<UInt8>) -> String {
    guard raw.contains(UInt8(ascii: "&")) else { return String(decoding: raw, as: UTF8.self) }
    let text = String(decoding: raw, as: UTF8.self)
    var result = ""
    var rest = text[...]
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      let tail = rest[amp...]
      guard let semi = tail.prefix(12).firstIndex(of: ";") else {
        result += "&"
        rest = rest[rest.index(after: amp)...]
        continue
      }
      let name = tail[tail.index(after: amp)..<semi]
      if let decoded = entity(name) {
        result += decoded
        rest = rest[rest.index(after: semi)...]
      } else {
        result += "&"
        rest = rest[rest.index(after: amp)...]
      }
    }
    return result + rest
  }

  static func entity(_ name: Substring) -> String? {
    switch name {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default:
      guard name.hasPrefix("#") else { return nil }
      let digits = name.dropFirst()
      let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }
  }

  /// The text as an attribute value between double quotes.
  public static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
