import JSON

/// The static value of a string literal token, with escapes decoded; nil when it interpolates.
public enum StringLiteral {
  public static func value(of token: Token, in bytes: [UInt8]) -> String? {
    guard token.isStringLiteral, !token.hasInterpolation else { return nil }
    var start = token.range.start
    var end = token.range.end
    if token.kind == .objcString { start += 1 }
    var hashes = 0
    while start < end && bytes[start] == UInt8(ascii: "#") {
      hashes += 1
      start += 1
    }
    let multiline =
      token.kind == .string && end - start >= 6 && bytes[start + 1] == UInt8(ascii: "\"")
      && bytes[start + 2] == UInt8(ascii: "\"")
    let quotes = multiline ? 3 : 1
    start += quotes
    if token.isTerminated { end -= quotes + hashes }
    guard start <= end else { return "" }
    // The line break after the opening delimiter (LF, CRLF or CR).
    if multiline, start < end, bytes[start] == 0x0D { start += 1 }
    if multiline, start < end, bytes[start] == 0x0A { start += 1 }
    guard bytes[start..<end].contains(UInt8(ascii: "\\")) else {
      // No escapes (most literals): the bytes are the value, decoded without a copy.
      return bytes.withUnsafeBufferPointer {
        String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self)
      }
    }
    var output: [UInt8] = []
    output.reserveCapacity(end - start)
    var i = start
    while i < end {
      let c = bytes[i]
      guard c == UInt8(ascii: "\\") else {
        output.append(c)
        i += 1
        continue
      }
      var j = i + 1
      var matched = 0
      while matched < hashes && j < end && bytes[j] == UInt8(ascii: "#") {
        matched += 1
        j += 1
      }
      guard matched == hashes, j < end else {
        output.append(c)
        i += 1
        continue
      }
      i = j + 1
      switch bytes[j] {
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "t"): output.append(0x09)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "0"): output.append(0x00)
      case UInt8(ascii: "u") where j + 1 < end && bytes[j + 1] == UInt8(ascii: "{"):
        // Swift \u{1F600}
        var k = j + 2
        var value: UInt32 = 0
        while k < end, bytes[k] != UInt8(ascii: "}"), let digit = HexDigit.value(bytes[k]) {
          value = value << 4 | digit
          k += 1
        }
        appendScalar(value, to: &output)
        i = min(k + 1, end)
      case UInt8(ascii: "u"), UInt8(ascii: "U"):
        // C \uXXXX and \UXXXXXXXX
        let digits = bytes[j] == UInt8(ascii: "u") ? 4 : 8
        var value: UInt32 = 0
        var k = j + 1
        while k < min(j + 1 + digits, end), let digit = HexDigit.value(bytes[k]) {
          value = value << 4 | digit
          k += 1
        }
        appendScalar(value, to: &output)
        i = k
      default: output.append(bytes[j])
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  private static func appendScalar(_ value: UInt32, to output: inout [UInt8]) {
    guard let scalar = Unicode.Scalar(value) else { return }
    output.append(contentsOf: Array(String(Character(scalar)).utf8))
  }
}
