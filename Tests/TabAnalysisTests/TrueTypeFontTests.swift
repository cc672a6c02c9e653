import SeededRandom
import XCTest

@testable import Raster
@testable import TabAnalysis

/// A TrueType font made byte by byte: glyph 1 is a 500 × 700 square (units per em 1000) for "A", kerned by −100
/// before itself; glyph 2, for "B" and "C", is a composite of glyph 1 moved right by 100.
enum TestFont {
  static func be16(_ value: Int) -> [UInt8] {
    [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
  }
  static func be32(_ value: Int) -> [UInt8] { be16(value >> 16) + be16(value & 0xFFFF) }

  static let square: [UInt8] =
    be16(1) + be16(0) + be16(0) + be16(500) + be16(700)  // one contour, bounds
    + be16(3) + be16(0)  // last point 3, no instructions
    + [1, 1, 1, 1]  // four on-curve points, long coordinates
    + be16(0) + be16(500) + be16(0) + be16(-500 & 0xFFFF)  // x: 0, 500, 500, 0
    + be16(0) + be16(0) + be16(700) + be16(0)  // y: 0, 0, 700, 700
  static let composite: [UInt8] =
    be16(-1 & 0xFFFF) + be16(0) + be16(0) + be16(600) + be16(700)
    + be16(0x0003) + be16(1) + be16(100) + be16(0)  // words, xy values, glyph 1 at (100, 0)

  /// A composite glyph of `components` (glyph numbers), each at (0, 0).
  static func composite(of components: [Int]) -> [UInt8] {
    var bytes = be16(-1 & 0xFFFF) + be16(0) + be16(0) + be16(600) + be16(700)
    for (index, glyph) in components.enumerated() {
      let more = index + 1 < components.count ? 0x20 : 0
      bytes += be16(0x0003 | more) + be16(glyph) + be16(0) + be16(0)
    }
    return bytes
  }

  /// The font with glyphs 1… as given (glyph 0 is empty); "A"–"B" map to glyph 1 and "C" to glyph 2.
  static func bytes(glyphs: [[UInt8]] = [square, composite]) -> [UInt8] {
    let glyf = glyphs.reduce([], +)
    var loca = be32(0) + be32(0)
    var end = 0
    for glyph in glyphs {
      end += glyph.count
      loca += be32(end)
    }
    let head = [UInt8](repeating: 0, count: 18) + be16(1000) + [UInt8](repeating: 0, count: 30) + be16(1) + be16(0)
    let hhea =
      [UInt8](repeating: 0, count: 4) + be16(800) + be16(-200 & 0xFFFF) + [UInt8](repeating: 0, count: 26)
      + be16(glyphs.count + 1)
    let maxp = be32(0x0000_5000) + be16(glyphs.count + 1)
    let hmtx =
      be16(500) + be16(0) + be16(600) + be16(0) + be16(700) + be16(0)
      + (0..<max(0, glyphs.count - 2)).flatMap { _ in be16(700) + be16(0) }
    // cmap format 4: "A"–"B" → 1 (delta), "C" → 2, and the closing 0xFFFF segment.
    let segments = 3
    let cmapTable: [UInt8] =
      be16(4) + be16(16 + segments * 8) + be16(0) + be16(segments * 2) + be16(0) + be16(0) + be16(0)
      + be16(66) + be16(67) + be16(0xFFFF) + be16(0)  // ends, pad
      + be16(65) + be16(67) + be16(0xFFFF)  // starts
      + be16((1 - 65) & 0xFFFF) + be16((2 - 67) & 0xFFFF) + be16(1)  // deltas
      + be16(0) + be16(0) + be16(0)  // range offsets
    let cmap = be16(0) + be16(1) + be16(3) + be16(1) + be32(12) + cmapTable
    let kern =
      be16(0) + be16(1) + be16(0) + be16(20) + be16(1) + be16(1) + [0, 0, 0, 0, 0, 0] + be16(1) + be16(1)
      + be16(-100 & 0xFFFF)
    let tables: [(String, [UInt8])] = [
      ("cmap", cmap), ("glyf", glyf), ("head", head), ("hhea", hhea), ("hmtx", hmtx), ("kern", kern),
      ("loca", loca), ("maxp", maxp),
    ]
    var offset = 12 + tables.count * 16
    var directory = be32(0x0001_0000) + be16(tables.count) + be16(0) + be16(0) + be16(0)
    var body: [UInt8] = []
    for (tag, data) in tables {
      directory += Array(tag.utf8) + be32(0) + be32(offset) + be32(data.count)
      body += data + [UInt8](repeating: 0, count: (4 - data.count % 4) % 4)
      offset += data.count + (4 - data.count % 4) % 4
    }
    return directory + body
  }
}

final class TrueTypeFontTests: XCTestCase {
  func font() -> [UInt8] { TestFont.bytes() }

  func testTablesMetricsAndOutlines() throws {
    let font = try TrueTypeFont(bytes: font())
    XCTAssertEqual(font.unitsPerEm, 1000)
    XCTAssertEqual([font.ascender, font.descender], [800, -200])
    XCTAssertEqual(["A", "B", "C", "D"].map { font.glyph(for: $0) }, [1, 2, 2, nil])
    XCTAssertEqual(font.advance(1), 600)
    XCTAssertEqual(font.kern(1, 1), -100)
    let square = font.contours(1)
    XCTAssertEqual(square.count, 1)
    XCTAssertEqual(square[0].map(\.x).max(), 500)
    XCTAssertEqual(font.contours(2).first?.map(\.x).min(), 100, "the composite's component, moved")
  }

  func testDrawnAntiAliasedWithAFallbackForMissingCharacters() throws {
    let text = OutlineText(fonts: [try TrueTypeFont(bytes: font())], fallback: BitmapText())
    var canvas = Canvas(width: 60, height: 20)
    // "A" at 10 px to the em: a 5 × 7 px square; kerning pulls the second "A" 1 px closer.
    XCTAssertEqual(text.width("AA", size: 10), 11)
    text.draw("A", in: Rect(0, 0.5, 20, 20), size: 10, color: (0, 0, 0, 255), on: &canvas)
    let inked = (0..<(60 * 20)).filter { canvas.image.pixels[$0 * 4 + 3] > 0 }
    XCTAssertEqual(inked.count, 35, "5 × 7 pixels on whole-pixel edges")
    var partial = Canvas(width: 60, height: 20)
    text.draw("A", in: Rect(0.5, 0.25, 20, 20), size: 10, color: (0, 0, 0, 255), on: &partial)
    XCTAssertTrue(
      partial.image.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element > 0 && $0.element < 255 },
      "edges between pixels are anti-aliased")
    var missing = Canvas(width: 60, height: 20)
    text.draw("D", in: Rect(0, 0, 60, 20), size: 10, color: (0, 0, 0, 255), on: &missing)
    XCTAssertTrue(
      missing.image.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element > 0 }, "the bitmap fallback")
  }

  func testAnyBytesAreAFontOrAnError() {
    let good = font()
    var random = SplitMix64(seed: 7)
    for _ in 0..<300 {
      var bytes = good
      for _ in 0..<8 { bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next()) }
      if random.next() % 4 == 0 { bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count)))) }
      guard let font = try? TrueTypeFont(bytes: bytes) else { continue }
      for glyph in 0..<4 { _ = font.contours(glyph) }
      var canvas = Canvas(width: 30, height: 30)
      OutlineText(fonts: [font], fallback: BitmapText()).draw(
        "ABCD", in: Rect(0, 0, 30, 30), size: 12, color: (0, 0, 0, 255), on: &canvas)
    }
    XCTAssertThrowsError(try TrueTypeFont(bytes: Array("OTTO".utf8) + [UInt8](repeating: 0, count: 40)))
  }
}
