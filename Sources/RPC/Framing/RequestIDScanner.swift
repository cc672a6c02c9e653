import JSON

/// Finds the `"id"` of a JSON-RPC message from its first bytes alone: the body of a message too large to read
/// whole. Only a top-level member counts (not an `"id"` inside `params`), and only a complete integer or string
/// value; anything else, or an id past the prefix, is nil.
public enum RequestIDScanner {
  public static func topLevelID(in bytes: [UInt8]) -> RequestID? {
    var depth = 0
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
      case UInt8(ascii: "\""):
        guard let end = stringEnd(bytes, from: index) else { return nil }
        if depth == 1, bytes[(index + 1)..<end].elementsEqual("id".utf8),
          let colon = skipSpace(bytes, end + 1), colon < bytes.count, bytes[colon] == UInt8(ascii: ":"),
          let value = skipSpace(bytes, colon + 1)
        {
          return id(in: bytes, at: value)
        }
        index = end
      default:
        break
      }
      index += 1
    }
    return nil
  }

  /// The index of the quote closing the string that opens at `start`.
  static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    var index = start + 1
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if bytes[index] == UInt8(ascii: "\"") { return index }
      index += 1
    }
    return nil
  }

  static func skipSpace(_ bytes: [UInt8], _ start: Int) -> Int? {
    var index = start
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    return index < bytes.count ? index : nil
  }

  static func id(in bytes: [UInt8], at start: Int) -> RequestID? {
    if bytes[start] == UInt8(ascii: "\"") {
      guard let end = stringEnd(bytes, from: start),
        case .string(let text)? = try? JSONParser.parse(Array(bytes[start...end]))
      else { return nil }
      return .string(text)
    }
    var end = start
    while end < bytes.count, bytes[end] == UInt8(ascii: "-") || (0x30...0x39).contains(bytes[end]) { end += 1 }
    // The number must be complete: something other than a digit follows it within the prefix.
    guard end > start, end < bytes.count, case .int(let number)? = try? JSONParser.parse(Array(bytes[start..<end]))
    else { return nil }
    return .int(number)
  }
}
