import JSON

/// Text for an XML attribute or element, escaped byte by byte: `& < > "` as entities; CR, LF and tab as character
/// references (a raw CR would end the line a CI log shows, and an attribute would read it as a space); the control
/// characters and U+FFFE/U+FFFF that XML 1.0 cannot hold dropped (a message quoting a user's file may contain any
/// byte); and a `[` that closes `##[` as `&#91;` (CommandMarker: a JUnit or Checkstyle file is often printed in a CI
/// log).
enum XMLText {
  static func escape(_ text: String) -> String {
    // Most text (paths, most messages) has nothing to escape: found from its bytes, it is returned as it is.
    let plain = text.utf8.allSatisfy { byte in
      byte >= 0x20 && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">")
        && byte != UInt8(ascii: "\"") && byte != 0xEF  // U+FFFE/U+FFFF start with EF
        && byte != UInt8(ascii: "[")
    }
    if plain { return text }
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;".utf8
      case "<": result += "&lt;".utf8
      case ">": result += "&gt;".utf8
      case "\"": result += "&quot;".utf8
      case "\n": result += "&#10;".utf8
      case "\r": result += "&#13;".utf8
      case "\t": result += "&#9;".utf8
      case "[" where CommandMarker.closes(result): result += "&#91;".utf8
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
      default: UTF8Encoder.append(scalar.value, to: &result)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
