/// The old-style (OpenStep) property list syntax of `project.pbxproj`: `{ key = value; }`, `( a, b, )`, quoted and
/// unquoted strings, `//` and `/* */` comments; `<…>` data is read as a string. Written by hand because
/// Foundation's reader is not on every platform tabls runs on and gives no positions; linear, with a depth limit.
public indirect enum OpenStepValue: Sendable, Equatable {
  case string(String)
  case array([OpenStepValue])
  case dictionary([String: OpenStepValue])

  public var string: String? { if case .string(let value) = self { value } else { nil } }
  public var array: [OpenStepValue]? { if case .array(let value) = self { value } else { nil } }
  public var dictionary: [String: OpenStepValue]? { if case .dictionary(let value) = self { value } else { nil } }
  public subscript(key: String) -> OpenStepValue? { dictionary?[key] }
}

public enum OpenStepPlist {
  /// Deeper nesting than any project file has is refused rather than recursed into.
  public static let maximumDepth = 64

  public static func parse(_ bytes: [UInt8]) -> OpenStepValue? {
    var parser = Parser(bytes: bytes)
    guard let value = parser.value(depth: 0) else { return nil }
    parser.skipSpace()
    return value
  }

  struct Parser {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) {
      self.bytes = bytes
      // A UTF-8 byte order mark.
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    mutating func skipSpace() {
      while position < bytes.count {
        let byte = bytes[position]
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
          position += 1
        } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
          while position < bytes.count, bytes[position] != 0x0A { position += 1 }
        } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
          position += 2
          while position + 1 < bytes.count,
            !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
          {
            position += 1
          }
          position = min(position + 2, bytes.count)
        } else {
          return
        }
      }
    }

    mutating func take(_ character: Unicode.Scalar) -> Bool {
      skipSpace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
      position += 1
      return true
    }

    mutating func value(depth: Int) -> OpenStepValue? {
      guard depth < OpenStepPlist.maximumDepth else { return nil }
      skipSpace()
      guard position < bytes.count else { return nil }
      switch bytes[position] {
      case UInt8(ascii: "{"):
        position += 1
        var result: [String: OpenStepValue] = [:]
        while !take("}") {
          guard let key = string(), take("="), let value = value(depth: depth + 1), take(";") else { return nil }
          result[key] = value
        }
        return .dictionary(result)
      case UInt8(ascii: "("):
        position += 1
        var result: [OpenStepValue] = []
        while !take(")") {
          guard let element = value(depth: depth + 1) else { return nil }
          result.append(element)
          if !take(",") {
            guard take(")") else { return nil }
            break
          }
        }
        return .array(result)
      default:
        return string().map(OpenStepValue.string)
      }
    }

    /// A quoted string (with `\n \t \" \\` escapes), `<…>` data, or an unquoted run of `[A-Za-z0-9_$+./:-]`.
    mutating func string() -> String? {
      skipSpace()
      guard position < bytes.count else { return nil }
      let first = bytes[position]
      if first == UInt8(ascii: "\"") {
        position += 1
        var result: [UInt8] = []
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
          if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count {
            position += 1
            switch bytes[position] {
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "t"): result.append(0x09)
            default: result.append(bytes[position])
            }
          } else {
            result.append(bytes[position])
          }
          position += 1
        }
        guard position < bytes.count else { return nil }
        position += 1
        return String(decoding: result, as: UTF8.self)
      }
      if first == UInt8(ascii: "<") {
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: ">") { position += 1 }
        guard position < bytes.count else { return nil }
        position += 1
        return String(decoding: bytes[start..<position], as: UTF8.self)
      }
      let start = position
      while position < bytes.count, Self.isUnquoted(bytes[position]) { position += 1 }
      guard position > start else { return nil }
      return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    static func isUnquoted(_ byte: UInt8) -> Bool {
      (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        || [
          UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "/"),
          UInt8(ascii: ":"), UInt8(ascii: "-"),
        ].contains(byte)
    }
  }
}
