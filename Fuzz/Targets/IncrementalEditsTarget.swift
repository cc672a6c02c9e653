import SourceText
import TabAnalysis

extension FuzzTargets {
  /// `IncrementalEdits` against the plain way (a full `LineIndex` for every change). The first byte is the
  /// text's length; then each change is five bytes (start line and column, end line and column, replacement
  /// length) and its replacement, all taken from the input. The encoding alternates.
  static func incrementalEdits(_ bytes: [UInt8]) {
    guard let first = bytes.first else { return }
    var cursor = min(bytes.count, 1 + Int(first))
    var plain = Array(bytes[1..<cursor])
    var edits = IncrementalEdits(plain)
    var encoding = PositionEncoding.utf16
    while cursor + 5 <= bytes.count {
      let numbers = bytes[cursor..<(cursor + 5)].map { Int($0) }
      cursor += 5
      let length = min(numbers[4] % 8, bytes.count - cursor)
      let replacement = Array(bytes[cursor..<(cursor + length)])
      cursor += length
      let from = Position(line: numbers[0] % 16, character: numbers[1] % 16)
      let to = Position(line: numbers[2] % 16, character: numbers[3] % 16)
      let lines = LineIndex(plain)
      let start = lines.offset(of: from, in: encoding)
      plain.replaceSubrange(start..<max(start, lines.offset(of: to, in: encoding)), with: replacement)
      edits.replace(from, to, with: replacement, encoding: encoding)
      precondition(edits.text == plain, "IncrementalEdits differs from rebuilding the line index")
      encoding = encoding == .utf16 ? .utf8 : .utf16
    }
  }
}
