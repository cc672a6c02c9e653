import JSON

/// GNU Unifont's `.hex` format (Debian's `unifont` package ships `/usr/share/unifont/unifont.hex`): one line per
/// code point, `XXXX:` then 32 hex digits (an 8 × 16 glyph) or 64 (16 × 16, CJK). Every line is checked; only the
/// glyphs asked for are kept, so a preview reads the 3.7 MB file once and builds a handful of glyphs.
public struct UnifontHex: GlyphSource, Sendable {
  public private(set) var glyphs: [UInt32: Glyph] = [:]
  public var cellHeight: Int { 16 }
  public var ascent: Int { 14 }  // Unifont's baseline is two rows above the bottom

  public struct FormatError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 0-based line and column (byte) of the problem.
    public var line: Int
    public var column: Int
    public var message: String
    public var description: String { "\(line + 1):\(column + 1): \(message)" }
  }

  /// Glyphs already read (a cache of an earlier read).
  public init(glyphs: [UInt32: Glyph]) { self.glyphs = glyphs }

  /// Reads `bytes`, keeping the glyphs of `scalars` (all of them when nil).
  public init(bytes: [UInt8], keeping scalars: Set<UInt32>? = nil) throws(FormatError) {
    var line = 0
    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != 0x0A { end += 1 }
      var content = start..<end
      if content.count > 0, bytes[content.upperBound - 1] == 0x0D { content = content.lowerBound..<(end - 1) }
      if !content.isEmpty {
        let (scalar, glyph) = try Self.parse(bytes, content, line: line)
        if scalars?.contains(scalar) ?? true { glyphs[scalar] = glyph() }
      }
      start = end + 1
      line += 1
    }
  }

  public func glyph(for scalar: Unicode.Scalar) -> Glyph? { glyphs[scalar.value] }

  /// Checks one line; the glyph itself is built only when wanted.
  static func parse(_ bytes: [UInt8], _ range: Range<Int>, line: Int) throws(FormatError) -> (UInt32, () -> Glyph) {
    var index = range.lowerBound
    var scalar: UInt32 = 0
    while index < range.upperBound, let digit = HexDigit.value(bytes[index]), index - range.lowerBound < 6 {
      scalar = scalar << 4 | digit
      index += 1
    }
    let digits = index - range.lowerBound
    guard digits >= 4, index < range.upperBound, bytes[index] == UInt8(ascii: ":") else {
      throw FormatError(
        line: line, column: index - range.lowerBound, message: "expected 4 to 6 hex digits and ':' (a code point)")
    }
    let bitmap = (index + 1)..<range.upperBound
    guard bitmap.count == 32 || bitmap.count == 64 else {
      throw FormatError(
        line: line, column: bitmap.lowerBound - range.lowerBound,
        message: "expected 32 or 64 hex digits of bitmap, found \(bitmap.count)")
    }
    if let bad = bitmap.first(where: { HexDigit.value(bytes[$0]) == nil }) {
      throw FormatError(line: line, column: bad - range.lowerBound, message: "not a hex digit")
    }
    return (
      scalar,
      {
        // 16 rows of 2 (8 wide) or 4 (16 wide) hex digits.
        let perRow = bitmap.count / 16
        let rows = (0..<16).map { row -> UInt32 in
          var value: UInt32 = 0
          for offset in 0..<perRow {
            value = value << 4 | HexDigit.value(bytes[bitmap.lowerBound + row * perRow + offset])!
          }
          return value
        }
        return Glyph(width: perRow * 4, rows: rows, advance: perRow * 4)
      }
    )
  }
}
