import XCTest

@testable import Raster
@testable import TabAnalysis

final class BitmapTextTests: XCTestCase {
  func rows(_ glyph: Glyph?) -> [String] {
    guard let glyph else { return [] }
    return (0..<glyph.height).map { y in String((0..<glyph.width).map { glyph.isInked($0, y) ? "#" : "." }) }
  }

  func testLatinGlyphsAndComposedAccents() {
    let font = LatinBitmapFont()
    XCTAssertEqual(
      rows(font.glyph(for: "A")),
      [".....", ".....", ".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#", "....."])
    // é: the acute sits in the room above the lower-case e; É: above the capital, in the cell's top rows.
    XCTAssertEqual(Array(rows(font.glyph(for: "é")).prefix(4)), [".....", ".....", "...#.", "..#.."])
    XCTAssertEqual(Array(rows(font.glyph(for: "É")).prefix(3)), ["...#.", "..#..", "#####"])
    XCTAssertEqual(rows(font.glyph(for: "ç")).last, "..##.", "the cedilla goes below")
    XCTAssertEqual(rows(font.glyph(for: "’")), rows(font.glyph(for: "'")))
    XCTAssertNil(font.glyph(for: "中"))
    for value in 0x20..<0x7F { XCTAssertNotNil(font.glyph(for: Unicode.Scalar(value)!), "\(value)") }
  }

  func testUnifontHexLinesAndErrors() throws {
    let text =
      "0041:0000000018242442427E424242420000\r\n"
      + "4E2D:01000100010001003FF8210821082108210821083FF821080100010001000100\n"
    let font = try UnifontHex(bytes: Array(text.utf8))
    XCTAssertEqual(font.glyph(for: "A")?.width, 8)
    XCTAssertEqual(rows(font.glyph(for: "A"))[4], "...##...")
    XCTAssertEqual(font.glyph(for: "中")?.width, 16)
    XCTAssertEqual(rows(font.glyph(for: "中"))[4], "..###########...")
    let kept = try UnifontHex(bytes: Array(text.utf8), keeping: [0x4E2D])
    XCTAssertNil(kept.glyph(for: "A"))
    XCTAssertNotNil(kept.glyph(for: "中"))
    for (bad, line, column) in [
      ("0041:00\n", 0, 5), ("0041:0000000018242442427E424242420000\nXYZ:00\n", 1, 0),
      ("0041-0000000018242442427E424242420000\n", 0, 4), ("0041:000000001824244242GE424242420000\n", 0, 23),
    ] {
      XCTAssertThrowsError(try UnifontHex(bytes: Array(bad.utf8)), bad) { error in
        let error = error as! UnifontHex.FormatError
        XCTAssertEqual([error.line, error.column], [line, column], "\(bad): \(error)")
      }
    }
  }

  func count(_ canvas: Canvas, _ color: Canvas.Color) -> Int {
    stride(from: 0, to: canvas.image.pixels.count, by: 4).filter {
      Array(canvas.image.pixels[$0..<$0 + 3]) == [color.r, color.g, color.b]
    }.count
  }

  func testTextIsDrawnCentredAndMissingCharactersAreBoxes() {
    var canvas = Canvas(width: 120, height: 30)
    let ink: Canvas.Color = (255, 0, 0, 255)
    BitmapText().draw("Hi", in: Rect(0, 0, 120, 30), capHeight: 14, color: ink, on: &canvas)
    // H is 17 inked pixels of 5 × 7 and i is 9; at scale 2 each is 4 device pixels.
    XCTAssertEqual(count(canvas, ink), (17 + 9) * 4)
    var boxes = Canvas(width: 120, height: 30)
    BitmapText().draw("中", in: Rect(0, 0, 120, 30), capHeight: 14, color: ink, on: &boxes)
    XCTAssertEqual(count(boxes, ink), (5 * 7 - 3 * 5) * 4, "a hollow 5 × 7 box at scale 2, not a gap")
    let wide = BitmapText().width("Hi", capHeight: 14)
    XCTAssertEqual(wide, 24)
  }

  func testLongTextShrinksThenCuts() {
    var canvas = Canvas(width: 100, height: 20)
    let ink: Canvas.Color = (0, 0, 255, 255)
    BitmapText().draw("Internationalization", in: Rect(30, 0, 40, 20), capHeight: 14, color: ink, on: &canvas)
    var columns = Set<Int>()
    for index in stride(from: 0, to: canvas.image.pixels.count, by: 4) where canvas.image.pixels[index + 2] == 255 {
      columns.insert(index / 4 % canvas.image.width)
    }
    XCTAssertFalse(columns.isEmpty)
    XCTAssertGreaterThanOrEqual(columns.min()!, 30)
    XCTAssertLessThan(columns.max()!, 70, "cut to fit, with dots")
  }
}
