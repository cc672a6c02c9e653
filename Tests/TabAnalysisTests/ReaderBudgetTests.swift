import XCTest

@testable import Raster
@testable import TabAnalysis

/// Every reader of untrusted bytes checks its budget before the work (the campaign's memory and time bombs), and
/// says what it left out.
final class ReaderBudgetTests: XCTestCase {
  // MARK: PNG

  /// A PNG of `width` × `height` (colour type 6, 8 bits) whose data is `rows` zero bytes, and `extra` chunks after
  /// the header.
  static func png(width: Int, height: Int, depth: UInt8 = 8, colorType: UInt8 = 6, rows: Int = 0, extra: [UInt8] = [])
    -> [UInt8]
  {
    func be32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
      be32(body.count) + Array(type.utf8) + body + be32(Int(Checksums.crc32(Array(type.utf8) + body)))
    }
    let header = be32(width) + be32(height) + [depth, colorType, 0, 0, 0]
    return PNG.signature + chunk("IHDR", header) + extra
      + chunk("IDAT", Deflate.zlib([UInt8](repeating: 0, count: rows)))
      + chunk("IEND", [])
  }

  func testAPNGHeaderIsCheckedAgainstTheBudgetBeforeAnythingIsAllocated() {
    for (width, height, depth) in [
      (16384, 16384, 8), (65535, 65535, 16), (1 << 31 - 1, 1 << 31 - 1, 16), (3000, 3000, 8),
    ] {
      let bytes = Self.png(width: width, height: height, depth: UInt8(depth))
      XCTAssertLessThan(bytes.count, 100)
      XCTAssertThrowsError(try PNG.decode(bytes), "\(width) × \(height)") { error in
        XCTAssertTrue("\(error)".contains("MB a decoded image may take"), "\(error)")
      }
    }
    // Within the budget, a picture; its rows short, an error (not a mostly empty image).
    XCTAssertEqual(try PNG.decode(Self.png(width: 64, height: 64, rows: 64 * 257)).width, 64)
    XCTAssertThrowsError(try PNG.decode(Self.png(width: 64, height: 64, rows: 100)))
  }

  func testASecondHeaderIsAnError() {
    // The guard (`size`) and the decoder read the same, first header; a second one would describe another image.
    let second = Self.png(width: 1, height: 1).dropFirst(8).prefix(25)
    let bytes = Self.png(width: 1, height: 1, rows: 5, extra: Array(second))
    XCTAssertEqual(PNG.size(bytes)?.width, 1)
    XCTAssertThrowsError(try PNG.decode(bytes)) { XCTAssertTrue("\($0)".contains("second IHDR"), "\($0)") }
  }

  // MARK: Vector drawings

  func testSVGShapesPastTheBudgetAreLeftOutAndSaidSo() {
    let rects = String(repeating: #"<rect x="0" y="0" width="4096" height="4096"/>"#, count: 2_000)
    let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">"# + rects + "</svg>"
    let drawn = SVGImage.render(Array(svg.utf8), width: 256, height: 256, budget: DrawingBudget(units: 1_000_000))
    XCTAssertEqual(drawn.image.pixels[3], 255, "the first shapes are drawn")
    XCTAssertTrue(drawn.notDrawn.contains { $0.hasSuffix("shapes past the drawing budget") }, "\(drawn.notDrawn)")
    // Small shapes cost their own area: 2,000 of them all fit.
    let small = String(repeating: #"<rect x="1" y="1" width="2" height="2"/>"#, count: 2_000)
    let icon = SVGImage.render(Array((#"<svg width="24" height="24">"# + small + "</svg>").utf8), width: 72, height: 72)
    XCTAssertEqual(icon.notDrawn, [])
  }

  func testSVGNamesWhatItSkipsAFewTimesAndCountsTheRest() {
    let unknown = (0..<60_000).map { "<x\($0)/>" }.joined()
    let drawn = SVGImage.render(Array((#"<svg width="8" height="8">"# + unknown + "</svg>").utf8), width: 8, height: 8)
    XCTAssertEqual(drawn.notDrawn.count, NotDrawnList.shown + 1)
    XCTAssertEqual(drawn.notDrawn.first, "<x0>")
    XCTAssertEqual(drawn.notDrawn.last, "and \(60_000 - NotDrawnList.shown) more")
  }

  func testPDFShapesPastTheBudgetAreLeftOut() {
    let content = String(repeating: "0 0 1000 1000 re f\n", count: 20_000)
    let page = PDFImage.Page(mediaBox: [0, 0, 1000, 1000], content: Array(content.utf8))
    let drawn = PDFImage.render(page, width: 256, height: 256, budget: DrawingBudget(units: 1_000_000))
    XCTAssertTrue(drawn.notDrawn.contains { $0.hasSuffix("shapes past the drawing budget") }, "\(drawn.notDrawn)")
  }

  func testAPDFStreamIsInflatedOncePerFileWithinOneBudget() {
    // One stream that inflates to 20 MB, named as the page's content 20 times, and a second such stream: the first
    // is inflated once; the second would pass the 32 MB the whole file may inflate, so it is not read, and said so.
    let bomb = Deflate.zlib([UInt8](repeating: 0x20, count: 20 << 20))
    var file = Array("%PDF-1.5\n".utf8)
    let references = (0..<20).map { _ in "4 0 R" }.joined(separator: " ") + " 5 0 R"
    file += Array("3 0 obj\n<< /Type /Page /MediaBox [0 0 20 20] /Contents [\(references)] >>\nendobj\n".utf8)
    for number in [4, 5] {
      file += Array("\(number) 0 obj\n<< /Length \(bomb.count) /Filter /FlateDecode >>\nstream\n".utf8) + bomb
      file += Array("\nendstream\nendobj\n".utf8)
    }
    guard let page = PDFImage.page(file) else { return XCTFail("no page") }
    XCTAssertLessThanOrEqual(page.content.count, PDFImage.maximumStream)
    XCTAssertEqual(page.notRead, ["1 stream past the 32 MB a file may inflate"])
  }

  // MARK: TrueType

  func testACompositeGlyphContainingItselfIsRefused() throws {
    // Glyph 2 is 64 copies of itself; glyph 3 and 4 contain each other; glyph 5 is 64 × glyph 6, 64 × glyph 7 …
    let fan = (0..<6).map { level in TestFont.composite(of: Array(repeating: 6 + level, count: 64)) }
    let glyphs =
      [
        TestFont.square, TestFont.composite(of: Array(repeating: 2, count: 64)), TestFont.composite(of: [4, 1]),
        TestFont.composite(of: [3, 1]),
      ] + [TestFont.composite(of: Array(repeating: 6, count: 64))] + fan
      + [TestFont.square]
    let font = try TrueTypeFont(bytes: TestFont.bytes(glyphs: glyphs))
    XCTAssertEqual(font.contours(2).count, 0, "a glyph made of itself has no outline")
    XCTAssertEqual(font.contours(3).count, 2, "glyph 3 → (4 → (3 refused), 1), 1")
    XCTAssertLessThanOrEqual(font.contours(5).count, TrueTypeFont.maximumComponents, "every component counted")
  }

  // MARK: Storyboards

  func testNestedControllersKeepTheirOwnSegues() {
    let depth = 250
    var xml = #"<document><scenes><scene sceneID="s">"#
    for level in 0..<depth {
      xml += #"<tabBarController id="c\#(level)" sceneMemberID="viewController"><connections>"#
      xml += #"<segue destination="c\#(level + 1)" relationship="viewControllers" id="g\#(level)"/></connections>"#
    }
    xml += String(repeating: "</tabBarController>", count: depth) + "</scene></scenes></document>"
    let document = StoryboardDocument(bytes: Array(xml.utf8))
    XCTAssertEqual(document.controllers.count, depth)
    XCTAssertTrue(document.controllers.allSatisfy { $0.segues.count == 1 }, "each controller its own segue only")
    XCTAssertEqual(document.controller(id: "c7")?.segues.first?.destination, "c8")
  }
}
