import SourceText

/// The edit that silences one rule on a finding's line (`// tabls:ignore TAB104`, an editor's "Ignore TAB104 on this
/// line"): the code added to a `tabls:ignore` directive that already covers the line — on the line itself or on the
/// line above — else a new directive line above it, indented as it is (`<!-- tabls:ignore … -->` in a storyboard or
/// a plist, where a line that continues a tag gets none: a comment cannot go inside a tag).
public enum SuppressionEdit {
  static let marker = Array("tabls:ignore".utf8)

  public static func edit(silencing code: String, at offset: Int, in bytes: [UInt8], xml: Bool) -> TextEdit? {
    let lines = LineIndex(bytes)
    let line = lines.line(containing: min(max(offset, 0), bytes.count))
    let content = lines.contentRange(ofLine: line)
    if let insertion = codesEnd(in: content, of: bytes) {
      return insertion.silencesAll
        ? nil : TextEdit(range: SourceRange(insertion.at, insertion.at), replacement: ", " + code)
    }
    // A directive on the line above covers this one (a new line between would take its place).
    if line > 0, let insertion = codesEnd(in: lines.contentRange(ofLine: line - 1), of: bytes) {
      return insertion.silencesAll
        ? nil : TextEdit(range: SourceRange(insertion.at, insertion.at), replacement: ", " + code)
    }
    // In XML a comment goes between elements: not within a tag that began on an earlier line.
    if xml, bytes[content].first(where: { $0 != 0x20 && $0 != 0x09 }) != UInt8(ascii: "<") { return nil }
    let indentation = String(decoding: bytes[content].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
    let directive = xml ? "<!-- tabls:ignore \(code) -->" : "// tabls:ignore \(code)"
    let newline = bytes[content.upperBound...].first == 0x0D ? "\r\n" : "\n"
    return TextEdit(
      range: SourceRange(content.lowerBound, content.lowerBound), replacement: indentation + directive + newline)
  }

  /// Where the codes of the line's `tabls:ignore` end (a code appended there joins them), and whether it lists none
  /// (then it silences every rule already).
  static func codesEnd(in line: Range<Int>, of bytes: [UInt8]) -> (at: Int, silencesAll: Bool)? {
    let text = bytes[line]
    guard let found = text.firstRange(of: marker) else { return nil }
    var position = found.upperBound
    var end = position
    var codes = 0
    while position < line.upperBound {
      let byte = bytes[position]
      if byte == 0x20 || byte == 0x09 || byte == UInt8(ascii: ",") {
        position += 1
        continue
      }
      guard bytes[position...].starts(with: "TAB".utf8) else { break }
      var codeEnd = position + 3
      while codeEnd < line.upperBound, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[codeEnd]) { codeEnd += 1 }
      codes += 1
      end = codeEnd
      position = codeEnd
    }
    return (end, codes == 0)
  }
}

extension SuppressionEdit {
  /// The rule code under `offset` in a `tabls:ignore` directive (`// tabls:ignore TAB104 TAB105`), with its range:
  /// what a hover there documents. Nil anywhere else.
  public static func code(at offset: Int, in bytes: [UInt8]) -> (code: String, range: SourceRange)? {
    guard offset >= 0, offset <= bytes.count else { return nil }
    func isWordByte(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
    var start = offset
    while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
    var end = offset
    while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
    let word = bytes[start..<end]
    guard word.count == 6, word.starts(with: Array("TAB".utf8)),
      word.dropFirst(3).allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return nil }
    // The directive must come before the code on its line.
    var lineStart = start
    while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
    guard bytes[lineStart..<start].firstRange(of: marker) != nil else { return nil }
    return (String(decoding: word, as: UTF8.self), SourceRange(start, end))
  }
}
