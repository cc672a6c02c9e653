import Foundation
import JSON
import SourceText

/// One `"key" = "value";` of a `.strings` file, with where it is.
public struct StringsEntry: Sendable {
  public var key: String
  public var value: String
  /// Byte ranges in the UTF-8 text (`StringsTable.utf8`), for positions and go-to-definition.
  public var keyRange: SourceRange
  public var valueRange: SourceRange
}

/// A parsed `.strings` file: entries in file order (duplicates included), and the dictionary Foundation builds
/// from them (the last duplicate wins).
public struct StringsTable: Sendable {
  public var entries: [StringsEntry]
  /// Where Foundation stops reading without an error: text at a key position that cannot start a key (a stray
  /// `;`, a `}`…) ends the table, and every entry after it is silently lost. A linter reports it.
  public var ignoredFrom: Int?
  /// The file's text as UTF-8 (UTF-16 files are transcoded), which the ranges index.
  public var utf8: [UInt8]
  public var encoding: Encoding

  public enum Encoding: String, Sendable {
    case utf8 = "UTF-8"
    case utf16LittleEndian = "UTF-16LE"
    case utf16BigEndian = "UTF-16BE"
  }

  public var dictionary: [String: String] {
    var result: [String: String] = [:]
    for entry in entries { result[entry.key] = entry.value }
    return result
  }

  /// Keys defined more than once: every definition after the first, with the first.
  public var duplicates: [(first: StringsEntry, again: StringsEntry)] {
    // Each key's first position, inserted in one lookup (an entry is a large value: not copied into the table).
    var first: [String: Int] = [:]
    first.reserveCapacity(entries.count)
    var result: [(StringsEntry, StringsEntry)] = []
    for (position, entry) in entries.enumerated() {
      let earlier = first[entry.key, default: position]
      if earlier == position { first[entry.key] = position } else { result.append((entries[earlier], entry)) }
    }
    return result
  }
}

/// A syntax error, at a 1-based line and column (in UTF-16 units, as editors count), with what was expected.
public struct StringsParseError: Error, Sendable, CustomStringConvertible {
  public var message: String
  public var offset: Int
  public var line: Int
  public var column: Int

  public var description: String { "\(line):\(column): \(message)" }
}

/// The old-style (OpenStep) property list syntax of `.strings` files, as Foundation's `PropertyListSerialization`
/// reads it: quoted (`"…"` or `'…'`) and unquoted (`[A-Za-z0-9_$.:/-]`) strings, `/* */` and `//` comments,
/// `key = value;` and the `key;` short form, optional braces around the whole, and the escapes `\n \t \" \\`,
/// `\Uxxxx` (up to four hex digits), octal `\ooo` (NeXTSTEP encoding above 127) and `\x` for any other x.
/// Written by hand for positions, every error with line and column, duplicate detection, and speed.
public enum StringsFileParser {
  public static func parse(_ bytes: [UInt8]) -> Result<StringsTable, StringsParseError> {
    let (text, encoding) = decode(bytes)
    var parser = Parser(text: text)
    do {
      let entries = try parser.table()
      return .success(StringsTable(entries: entries, ignoredFrom: parser.ignoredFrom, utf8: text, encoding: encoding))
    } catch {
      return .failure(error)
    }
  }

  /// The text a `.strings` file's findings are positioned in: UTF-8 without byte order marks, as an editor shows
  /// it. `--fix` leaves transcoded files alone (`changed`: the bytes are not the file's).
  public static func positionText(_ bytes: [UInt8]) -> (text: [UInt8], changed: Bool) {
    let (text, encoding) = decode(bytes)
    return (text, encoding != .utf8 || text.count != bytes.count)
  }

  /// UTF-16 (with a byte order mark, or detected by its zero bytes) becomes UTF-8; UTF-8 loses its BOM, and so
  /// does a doubled one (editors and scripts that prepend a BOM to a file that has one).
  static func decode(_ bytes: [UInt8]) -> ([UInt8], StringsTable.Encoding) {
    let (text, encoding) = decodeOnce(bytes)
    var start = 0
    while start + 3 <= text.count, text[start] == 0xEF, text[start + 1] == 0xBB, text[start + 2] == 0xBF { start += 3 }
    return (start == 0 ? text : Array(text[start...]), encoding)
  }

  static func decodeOnce(_ bytes: [UInt8]) -> ([UInt8], StringsTable.Encoding) {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (Array(bytes.dropFirst(3)), .utf8) }
    if bytes.starts(with: [0xFF, 0xFE]) {
      return (transcode(bytes.dropFirst(2), littleEndian: true), .utf16LittleEndian)
    }
    if bytes.starts(with: [0xFE, 0xFF]) {
      return (transcode(bytes.dropFirst(2), littleEndian: false), .utf16BigEndian)
    }
    // Without a BOM: UTF-8 text has no NUL bytes, while UTF-16 writes every ASCII delimiter (`"`, `=`, `;`) as
    // that byte next to a zero — which side of it tells the byte order.
    if bytes.count >= 2, bytes.count % 2 == 0, bytes.contains(0) {
      for (index, byte) in bytes.enumerated()
      where byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ";") {
        if index % 2 == 0, index + 1 < bytes.count, bytes[index + 1] == 0 {
          return (transcode(bytes[...], littleEndian: true), .utf16LittleEndian)
        }
        if index % 2 == 1, bytes[index - 1] == 0 {
          return (transcode(bytes[...], littleEndian: false), .utf16BigEndian)
        }
      }
    }
    return (bytes, .utf8)
  }

  /// UTF-16 → UTF-8 in one pass (going through `String(decoding:as:)` measured ten times slower here);
  /// unpaired surrogates become U+FFFD.
  static func transcode(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    bytes.withUnsafeBufferPointer { input in
      let count = input.count / 2
      @inline(__always) func unit(_ index: Int) -> UInt32 {
        let a = UInt32(input[index * 2])
        let b = UInt32(input[index * 2 + 1])
        return littleEndian ? a | b << 8 : a << 8 | b
      }
      var index = 0
      while index < count {
        var scalar = unit(index)
        index += 1
        if (0xD800..<0xDC00).contains(scalar) {
          if index < count, (0xDC00..<0xE000).contains(unit(index)) {
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (unit(index) - 0xDC00)
            index += 1
          } else {
            scalar = 0xFFFD
          }
        } else if (0xDC00..<0xE000).contains(scalar) {
          scalar = 0xFFFD
        }
        UTF8Encoder.append(scalar, to: &output)
      }
    }
    return output
  }
}

private struct Parser {
  let text: [UInt8]
  var i = 0
  var ignoredFrom: Int?
  /// Reused for strings with escapes, so that decoding them allocates only the String.
  var scratch: [UInt8] = []

  init(text: [UInt8]) { self.text = text }

  func fail(_ message: String, at offset: Int? = nil) -> StringsParseError {
    let at = min(offset ?? i, text.count)
    let position = LineIndex(text).position(of: at, in: .utf16)
    return StringsParseError(message: message, offset: at, line: position.line + 1, column: position.character + 1)
  }

  /// Skips white space and comments; an unterminated `/*` runs to the end, as Foundation accepts.
  mutating func skipTrivia() {
    while i < text.count {
      let c = text[i]
      if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0B || c == 0x0C {
        i += 1
      } else if c == UInt8(ascii: "/") && i + 1 < text.count && text[i + 1] == UInt8(ascii: "*") {
        i += 2
        while i < text.count
          && !(text[i] == UInt8(ascii: "*") && i + 1 < text.count && text[i + 1] == UInt8(ascii: "/"))
        {
          i += 1
        }
        i = min(i + 2, text.count)
      } else if c == UInt8(ascii: "/") && i + 1 < text.count && text[i + 1] == UInt8(ascii: "/") {
        while i < text.count && text[i] != 0x0A && text[i] != 0x0D { i += 1 }
      } else {
        return
      }
    }
  }

  mutating func table() throws(StringsParseError) -> [StringsEntry] {
    skipTrivia()
    var braced = false
    if i < text.count && text[i] == UInt8(ascii: "{") {
      braced = true
      i += 1
    }
    var entries: [StringsEntry] = []
    while true {
      skipTrivia()
      if i >= text.count {
        if braced { throw fail("expected '}' at the end of the table") }
        return entries
      }
      if braced && text[i] == UInt8(ascii: "}") {
        i += 1
        skipTrivia()
        if i < text.count { throw fail("unexpected text after the closing '}'") }
        return entries
      }
      let keyStart = i
      guard let key = try string() else {
        if braced { throw fail("expected a key or '}'") }
        if entries.isEmpty { throw fail("expected a quoted or unquoted key") }
        // Foundation ends the table here without an error.
        ignoredFrom = i
        return entries
      }
      let keyRange = SourceRange(keyStart, i)
      skipTrivia()
      guard i < text.count else { throw fail("expected '=' or ';' after the key") }
      if text[i] == UInt8(ascii: ";") {
        // The short form `"key";` means the value is the key.
        i += 1
        entries.append(StringsEntry(key: key, value: key, keyRange: keyRange, valueRange: keyRange))
      } else if text[i] == UInt8(ascii: "=") {
        i += 1
        skipTrivia()
        let valueStart = i
        guard let value = try string() else {
          throw fail(
            i < text.count
              && (text[i] == UInt8(ascii: "(") || text[i] == UInt8(ascii: "{") || text[i] == UInt8(ascii: "<"))
              ? "expected a string value (arrays, dictionaries and data have no place in a .strings file)"
              : "expected a quoted or unquoted string value")
        }
        let valueRange = SourceRange(valueStart, i)
        skipTrivia()
        guard i < text.count, text[i] == UInt8(ascii: ";") else { throw fail("expected ';' after the value") }
        i += 1
        entries.append(StringsEntry(key: key, value: value, keyRange: keyRange, valueRange: valueRange))
      } else {
        throw fail("expected '=' or ';' after the key")
      }
    }
  }

  static func isUnquoted(_ c: UInt8) -> Bool {
    (c | 0x20) &- UInt8(ascii: "a") < 26 || c &- UInt8(ascii: "0") < 10 || c == UInt8(ascii: "_")
      || c == UInt8(ascii: "$") || c == UInt8(ascii: ".") || c == UInt8(ascii: ":") || c == UInt8(ascii: "/")
      || c == UInt8(ascii: "-")
  }

  /// A quoted or unquoted string at `i`, or nil when none starts there.
  mutating func string() throws(StringsParseError) -> String? {
    guard i < text.count else { return nil }
    let quote = text[i]
    if quote != UInt8(ascii: "\"") && quote != UInt8(ascii: "'") {
      let start = i
      while i < text.count && Self.isUnquoted(text[i]) { i += 1 }
      return i > start ? String(decoding: text[start..<i], as: UTF8.self) : nil
    }
    let open = i
    i += 1
    let start = i
    // Fast path: no escapes.
    while i < text.count && text[i] != quote && text[i] != UInt8(ascii: "\\") { i += 1 }
    if i < text.count && text[i] == quote {
      i += 1
      return String(decoding: text[start..<(i - 1)], as: UTF8.self)
    }
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: text[start..<i])
    defer { scratch.removeAll(keepingCapacity: true) }
    while i < text.count {
      let c = text[i]
      if c == quote {
        i += 1
        return String(decoding: scratch, as: UTF8.self)
      }
      guard c == UInt8(ascii: "\\") else {
        scratch.append(c)
        i += 1
        continue
      }
      i += 1
      guard i < text.count else { throw fail("unterminated backslash sequence", at: i - 1) }
      let escaped = text[i]
      i += 1
      switch escaped {
      case UInt8(ascii: "a"): scratch.append(0x07)
      case UInt8(ascii: "b"): scratch.append(0x08)
      case UInt8(ascii: "f"): scratch.append(0x0C)
      case UInt8(ascii: "n"): scratch.append(0x0A)
      case UInt8(ascii: "r"): scratch.append(0x0D)
      case UInt8(ascii: "t"): scratch.append(0x09)
      case UInt8(ascii: "v"): scratch.append(0x0B)
      case UInt8(ascii: "U"):
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, i < text.count, let digit = HexDigit.value(text[i]) {
          value = value << 4 | digit
          i += 1
          digits += 1
        }
        UTF8Encoder.append(Unicode.Scalar(value)?.value ?? 0xFFFD, to: &scratch)
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var value = UInt32(escaped - UInt8(ascii: "0"))
        var digits = 1
        while digits < 3, i < text.count, text[i] &- UInt8(ascii: "0") < 8 {
          value = value << 3 | UInt32(text[i] - UInt8(ascii: "0"))
          i += 1
          digits += 1
        }
        scratch += Self.nextStep(UInt8(truncatingIfNeeded: value))
      default:
        scratch.append(escaped)
      }
    }
    throw fail("unterminated quoted string", at: open)
  }

  /// Octal escapes name a byte of the NeXTSTEP encoding, as Foundation reads them (undefined bytes become NUL).
  static func nextStep(_ byte: UInt8) -> [UInt8] {
    if byte < 0x80 { return [byte] }
    guard let text = String(bytes: [byte], encoding: .nextstep) else { return [0] }
    return Array(text.utf8)
  }
}
