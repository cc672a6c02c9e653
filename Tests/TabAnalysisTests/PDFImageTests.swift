import XCTest

@testable import Raster
@testable import TabAnalysis

final class PDFImageTests: XCTestCase {
  func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
    let index = (y * image.width + x) * 4
    return Array(image.pixels[index..<index + 4])
  }

  /// A one-page PDF of `content` on a 20 × 20 pt page, its stream compressed or not.
  func pdf(_ content: String, compressed: Bool = false, inObjectStream: Bool = false) -> [UInt8] {
    let data = compressed ? Deflate.zlib(Array(content.utf8)) : Array(content.utf8)
    let filter = compressed ? " /Filter /FlateDecode" : ""
    var file = Array("%PDF-1.5\n".utf8)
    let page = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 20 20] /Contents 4 0 R >>"
    if inObjectStream {
      let objects = "3 0 " + page
      let stream = Deflate.zlib(Array(objects.utf8))
      file += Array(
        "5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length \(stream.count) >>\nstream\n".utf8)
      file += stream + Array("\nendstream\nendobj\n".utf8)
    } else {
      file += Array("3 0 obj\n\(page)\nendobj\n".utf8)
    }
    file += Array(
      "1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n"
        .utf8)
    file +=
      Array("4 0 obj\n<< /Length \(data.count)\(filter) >>\nstream\n".utf8) + data
      + Array("\nendstream\nendobj\n%%EOF\n".utf8)
    return file
  }

  func testPathsColoursAndTransforms() {
    // A red 10 × 10 square at the bottom left (PDF's y goes up), a blue one moved by `cm`, a green stroked line.
    let content = "1 0 0 rg 0 0 10 10 re f q 1 0 0 1 10 10 cm 0 0 1 rg 0 0 10 10 re f Q 0 1 0 RG 2 w 0 19 m 20 19 l S"
    let image = PDFImage.render(pdf(content), width: 20, height: 20).image
    XCTAssertEqual(pixel(image, 5, 15), [255, 0, 0, 255], "bottom left")
    XCTAssertEqual(pixel(image, 15, 5), [0, 0, 255, 255], "moved up and right")
    XCTAssertEqual(pixel(image, 10, 1)[1], 255, "the line near the top")
    XCTAssertEqual(pixel(image, 15, 15)[3], 0)
    XCTAssertEqual(PDFImage.size(pdf(content)), Size(20, 20))
  }

  /// `[on off] phase d`: a horizontal line 4 pt on, 4 pt off from x 0, then the same with a phase of 4 (off first);
  /// the pattern is saved and restored with the state, and `[] 0 d` is solid again.
  func testDashedStrokes() {
    let content =
      "q [4 4] 0 d 2 w 0 15 m 20 15 l S [4 4] 4 d 0 10 m 20 10 l S Q 2 w 0 5 m 20 5 l S"
      + " [1 1 1] 0 d [] 0 d 0 1 m 20 1 l S"
    let image = PDFImage.render(pdf(content), width: 20, height: 20).image
    XCTAssertEqual(pixel(image, 2, 5)[3], 255, "a dash")
    XCTAssertEqual(pixel(image, 6, 5)[3], 0, "a gap")
    XCTAssertEqual(pixel(image, 10, 5)[3], 255, "the next dash")
    XCTAssertEqual(pixel(image, 2, 10)[3], 0, "a phase of 4 starts with the gap")
    XCTAssertEqual(pixel(image, 6, 10)[3], 255)
    XCTAssertEqual(pixel(image, 6, 15)[3], 255, "solid after Q")
    XCTAssertEqual(pixel(image, 6, 19)[3], 255, "solid after [] 0 d")
    XCTAssertEqual(PDFImage.render(pdf(content), width: 20, height: 20).notDrawn, [])
  }

  func testCompressedStreamsObjectStreamsCurvesAndEvenOdd() {
    let content =
      "0 g 2 2 m 18 2 l 18 18 l 2 18 l h 6 6 m 14 6 l 14 14 l 6 14 l h f* 1 0 0 rg 10 0 m 10 0 10 0 10 1 c f"
    for (compressed, objectStream) in [(true, false), (true, true), (false, true)] {
      let image = PDFImage.render(
        pdf(content, compressed: compressed, inObjectStream: objectStream), width: 40, height: 40
      )
      .image
      XCTAssertEqual(pixel(image, 6, 6), [0, 0, 0, 255], "\(compressed) \(objectStream)")
      XCTAssertEqual(pixel(image, 20, 20)[3], 0, "the even-odd hole")
    }
  }

  func testWhatIsNotDrawnIsNamedAndBadFilesAreBounded() {
    let notes = PDFImage.render(pdf("BT /F1 12 Tf (Hi) Tj ET /Im1 Do 0 0 5 5 re W n"), width: 10, height: 10).notDrawn
    XCTAssertEqual(notes, ["text", "images and XObjects", "clipping paths"])
    XCTAssertEqual(
      PDFImage.render(Array("not a pdf".utf8), width: 4, height: 4).notDrawn, ["a PDF without a readable page"])
    for content in [
      "1e308 1e308 1e308 1e308 re f", "(unclosed string", "q q q q", "Q Q Q", "99999999999999999999 0 m", "c c c",
    ] {
      _ = PDFImage.render(pdf(content), width: 10, height: 10)
    }
    var damaged = pdf("0 0 1 1 re f", compressed: true, inObjectStream: true)
    damaged.replaceSubrange(40..<60, with: [UInt8](repeating: 0x41, count: 20))
    _ = PDFImage.render(damaged, width: 10, height: 10)
  }
}
