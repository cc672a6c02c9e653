/// Serializes `JSON` to UTF-8 bytes: compact by default, or indented with two spaces.
///
/// Non-finite doubles have no JSON spelling and are written as `null`.
public enum JSONWriter {
  public static func write(_ value: JSON, pretty: Bool = false) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(256)
    append(value, to: &output, indent: pretty ? 0 : nil)
    return output
  }

  public static func string(_ value: JSON, pretty: Bool = false) -> String {
    String(decoding: write(value, pretty: pretty), as: UTF8.self)
  }

  /// Appends `value`; `indent` is the current depth when pretty-printing, nil for compact output.
  public static func append(_ value: JSON, to output: inout [UInt8], indent: Int? = nil) {
    switch value {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
    case .int(let number): appendInteger(number, to: &output)
    case .double(let number):
      if number.isFinite {
        output.append(contentsOf: number.description.utf8)
      } else {
        output.append(contentsOf: "null".utf8)
      }
    case .string(let text): appendString(text, to: &output)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (position, element) in elements.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        newline(&output, indent.map { $0 + 1 })
        append(element, to: &output, indent: indent.map { $0 + 1 })
      }
      if !elements.isEmpty { newline(&output, indent) }
      output.append(UInt8(ascii: "]"))
    case .object(let object):
      output.append(UInt8(ascii: "{"))
      for (position, (key, element)) in object.pairs.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        newline(&output, indent.map { $0 + 1 })
        appendString(key, to: &output)
        output.append(UInt8(ascii: ":"))
        if indent != nil { output.append(UInt8(ascii: " ")) }
        append(element, to: &output, indent: indent.map { $0 + 1 })
      }
      if !object.isEmpty { newline(&output, indent) }
      output.append(UInt8(ascii: "}"))
    }
  }

  private static func newline(_ output: inout [UInt8], _ indent: Int?) {
    guard let indent else { return }
    output.append(UInt8(ascii: "\n"))
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
  }

  public static func appendInteger(_ number: Int64, to output: inout [UInt8]) {
    if number < 0 { output.append(UInt8(ascii: "-")) }
    var magnitude = number.magnitude
    // The digits made right to left in a small buffer and appended at once (20 digits hold any UInt64).
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = digits.count
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      output.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// `text` as a JSON string as other writers spell it (Xcode's, in a String Catalog): no `[` escaped, so it can
  /// be searched for in a file they wrote.
  public static func plainSpelling(of text: String) -> [UInt8] {
    var output: [UInt8] = []
    appendString(text, to: &output, breakingCommands: false)
    return output
  }

  /// Appends `text` as a JSON string. With `breakingCommands` (every document tabls prints) a `[` that closes
  /// `##[` is written `\u005b` (CommandMarker).
  public static func appendString(_ text: String, to output: inout [UInt8], breakingCommands: Bool = true) {
    output.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
      var runStart = 0
      for position in 0..<bytes.count {
        let byte = bytes[position]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "[")
        else { continue }
        // A `[` closing `##[` is the one printable byte escaped (CommandMarker): a CI log of a report or a listing
        // must not hold a runner's command. The string's own bytes decide: the quote before them breaks any run.
        if byte == UInt8(ascii: "["),
          !breakingCommands || !CommandMarker.closes(bytes, from: 0, before: position)
        {
          continue
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
        runStart = position + 1
        output.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
        case 0x0A: output.append(UInt8(ascii: "n"))
        case 0x0D: output.append(UInt8(ascii: "r"))
        case 0x09: output.append(UInt8(ascii: "t"))
        case 0x08: output.append(UInt8(ascii: "b"))
        case 0x0C: output.append(UInt8(ascii: "f"))
        case UInt8(ascii: "["): output.append(contentsOf: "u005b".utf8)
        default:
          output.append(contentsOf: "u00".utf8)
          output.append(hexDigits[Int(byte >> 4)])
          output.append(hexDigits[Int(byte & 0xF)])
        }
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }
    output.append(UInt8(ascii: "\""))
  }
}
