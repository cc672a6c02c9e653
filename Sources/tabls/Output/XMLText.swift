import SourceText
import TabAnalysis

/// Text for an XML attribute or element: escaped, and without the control characters XML 1.0 cannot hold (a
/// message quoting a user's file may contain any byte).
enum XMLText {
  static func escape(_ text: String) -> String {
    // Most text (paths, most messages) has nothing to escape: found from its bytes, it is returned as it is.
    let plain = text.utf8.allSatisfy { byte in
      byte >= 0x20 && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">")
        && byte != UInt8(ascii: "\"") && byte != 0xEF  // U+FFFE/U+FFFF start with EF
    }
    if plain { return text }
    var kept = String.UnicodeScalarView()
    for scalar in text.unicodeScalars
    where scalar.value >= 0x20 || scalar == "\t" || scalar == "\n" || scalar == "\r" {
      if scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
      kept.append(scalar)
    }
    return XMLEntities.escape(String(kept)).replacingOccurrences(of: "\n", with: "&#10;")
  }
}
