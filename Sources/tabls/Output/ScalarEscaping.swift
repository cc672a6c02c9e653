/// The one loop under the reports' escapers (Markdown, HTML): each scalar the format names replaced, every control
/// character (C0 but those `kept`, DEL, C1, U+2028 and U+2029) a space, the rest as it is.
enum ScalarEscaping {
  static func escape(
    _ text: String, keeping kept: Set<Unicode.Scalar> = [], _ replacement: (Unicode.Scalar) -> String?
  ) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      if let replaced = replacement(scalar) {
        result += replaced
      } else if kept.contains(scalar) {
        result.unicodeScalars.append(scalar)
      } else if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
        || scalar == "\u{2028}" || scalar == "\u{2029}"
      {
        result += " "
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Appends `pieces` to `text` while each fits in `limit` UTF-16 code units with `reserve` left over (for a
  /// closing note); how many it appended.
  static func appendWhileFits(
    _ pieces: some Sequence<String>, to text: inout String, limit: Int, reserve: Int = 0
  ) -> Int {
    var appended = 0
    var length = text.utf16.count
    for piece in pieces {
      let size = piece.utf16.count
      guard length + size + reserve <= limit else { break }
      text += piece
      length += size
      appended += 1
    }
    return appended
  }
}
