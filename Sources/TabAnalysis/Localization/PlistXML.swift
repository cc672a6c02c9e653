import Foundation

/// A small reader for XML property lists (`.stringsdict`, `Info.plist`) that keeps where each key is, which
/// Foundation's `PropertyListSerialization` does not. Values: dict, array, string, integer, real, true/false,
/// date and data (as text).
public indirect enum PlistValue: Sendable, Equatable {
  case dictionary([(key: String, keyOffset: Int, value: PlistValue)])
  case array([PlistValue])
  case string(String, offset: Int)
  case number(String)
  case bool(Bool)
  case other(String)

  public static func == (lhs: PlistValue, rhs: PlistValue) -> Bool {
    switch (lhs, rhs) {
    case (.dictionary(let a), .dictionary(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    case (.array(let a), .array(let b)): return a == b
    case (.string(let a, _), .string(let b, _)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.bool(let a), .bool(let b)): return a == b
    case (.other(let a), .other(let b)): return a == b
    default: return false
    }
  }

  public subscript(key: String) -> PlistValue? {
    guard case .dictionary(let entries) = self else { return nil }
    return entries.last { $0.key == key }?.value
  }

  public var string: String? {
    if case .string(let text, _) = self { return text }
    return nil
  }
}

public struct PlistError: Error, Sendable, CustomStringConvertible {
  public var message: String
  public var offset: Int
  public var description: String { "byte \(offset): \(message)" }
}

public enum PlistXMLReader {
  public static func parse(_ bytes: [UInt8]) throws(PlistError) -> PlistValue {
    var reader = Reader(text: bytes)
    guard try reader.skipTo(tag: "plist") else { throw PlistError(message: "no <plist> element", offset: 0) }
    guard let value = try reader.value() else { throw PlistError(message: "empty <plist>", offset: reader.i) }
    return value
  }
}

private struct Reader {
  let text: [UInt8]
  var i = 0
  /// Open `<dict>`/`<array>` elements: the recursion is bounded like the JSON parser's.
  var depth = 0
  static let maximumDepth = 512

  /// Moves past the next `<name …>` start tag; false when there is none.
  mutating func skipTo(tag name: String) throws(PlistError) -> Bool {
    let needle = Array("<\(name)".utf8)
    while i < text.count {
      if text[i] == UInt8(ascii: "<"), text[i...].starts(with: needle) {
        guard let close = text[i...].firstIndex(of: UInt8(ascii: ">")) else { break }
        i = close + 1
        return true
      }
      i += 1
    }
    return false
  }

  /// Skips white space, comments and processing instructions.
  mutating func skipTrivia() {
    while i < text.count {
      if text[i] == 0x20 || text[i] == 0x0A || text[i] == 0x0D || text[i] == 0x09 {
        i += 1
      } else if text[i...].starts(with: Array("<!--".utf8)) {
        i = (text[i...].firstRange(of: Array("-->".utf8))?.upperBound) ?? text.count
      } else {
        return
      }
    }
  }

  /// The next tag's name (without reading past it), and whether it closes or is empty (`<true/>`).
  mutating func tag() throws(PlistError) -> (name: String, closing: Bool, empty: Bool, end: Int) {
    guard i < text.count, text[i] == UInt8(ascii: "<") else { throw PlistError(message: "expected a tag", offset: i) }
    guard let close = text[i...].firstIndex(of: UInt8(ascii: ">")) else {
      throw PlistError(message: "unterminated tag", offset: i)
    }
    var inner = text[(i + 1)..<close]
    let closing = inner.first == UInt8(ascii: "/")
    if closing { inner = inner.dropFirst() }
    let empty = inner.last == UInt8(ascii: "/")
    if empty { inner = inner.dropLast() }
    let name = String(decoding: inner.prefix { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A }, as: UTF8.self)
    return (name, closing, empty, close + 1)
  }

  /// Text up to `</name>`, with XML entities decoded; returns it and its start offset.
  mutating func text(until name: String) throws(PlistError) -> (String, Int) {
    let start = i
    let closing = Array("</\(name)>".utf8)
    guard let end = text[i...].firstRange(of: closing) else {
      throw PlistError(message: "missing </\(name)>", offset: start)
    }
    i = end.upperBound
    return (Self.decodeEntities(text[start..<end.lowerBound]), start)
  }

  static func decodeEntities(_ bytes: ArraySlice<UInt8>) -> String {
    let raw = String(decoding: bytes, as: UTF8.self)
    guard raw.contains("&") else { return raw }
    var result = ""
    var rest = Substring(raw)
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
      let entity = rest[rest.index(after: amp)..<semicolon]
      switch entity {
      case "lt": result += "<"
      case "gt": result += ">"
      case "amp": result += "&"
      case "quot": result += "\""
      case "apos": result += "'"
      default:
        if entity.hasPrefix("#x"), let code = UInt32(entity.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code)
        {
          result.unicodeScalars.append(scalar)
        } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()), let scalar = Unicode.Scalar(code) {
          result.unicodeScalars.append(scalar)
        } else {
          result += "&" + entity + ";"
        }
      }
      rest = rest[rest.index(after: semicolon)...]
    }
    return result + rest
  }

  /// The next value, or nil at a closing tag (which is not consumed).
  mutating func value() throws(PlistError) -> PlistValue? {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else {
      throw PlistError(message: "values nest deeper than \(Self.maximumDepth) levels", offset: i)
    }
    skipTrivia()
    let tag = try tag()
    if tag.closing { return nil }
    i = tag.end
    switch tag.name {
    case "dict":
      if tag.empty { return .dictionary([]) }
      var entries: [(String, Int, PlistValue)] = []
      while true {
        skipTrivia()
        let next = try self.tag()
        if next.closing {
          guard next.name == "dict" else { throw PlistError(message: "expected </dict>", offset: i) }
          i = next.end
          return .dictionary(entries)
        }
        guard next.name == "key" else { throw PlistError(message: "expected <key> in <dict>", offset: i) }
        i = next.end
        let (key, offset) = try text(until: "key")
        guard let value = try value() else { throw PlistError(message: "missing value for key '\(key)'", offset: i) }
        entries.append((key, offset, value))
      }
    case "array":
      if tag.empty { return .array([]) }
      var elements: [PlistValue] = []
      while let element = try value() { elements.append(element) }
      let closing = try self.tag()
      guard closing.name == "array" else { throw PlistError(message: "expected </array>", offset: i) }
      i = closing.end
      return .array(elements)
    case "string":
      if tag.empty { return .string("", offset: i) }
      let (text, offset) = try text(until: "string")
      return .string(text, offset: offset)
    case "integer", "real":
      return .number(try text(until: tag.name).0.trimmingCharacters(in: .whitespacesAndNewlines))
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "date", "data":
      return .other(try text(until: tag.name).0)
    default:
      throw PlistError(message: "unknown element <\(tag.name)>", offset: i)
    }
  }
}
