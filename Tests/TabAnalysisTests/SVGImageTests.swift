import XCTest

@testable import Raster
@testable import TabAnalysis

final class SVGImageTests: XCTestCase {
  func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
    let index = (y * image.width + x) * 4
    return Array(image.pixels[index..<index + 4])
  }

  func render(_ body: String, viewBox: String = "0 0 20 20", size: Int = 20) -> SVGImage.Rendered {
    let svg =
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="\##(viewBox)">"##
      + body + "</svg>"
    return SVGImage.render(Array(svg.utf8), width: size, height: size)
  }

  func testShapesColoursAndTransforms() {
    let image = render(
      ##"<rect x="0" y="0" width="10" height="10" fill="#ff0000"/>"##
        + ##"<g transform="translate(10 10)" style="fill: rgb(0, 0, 255)"><circle cx="5" cy="5" r="4"/></g>"##
        + ##"<path d="M10 0 h10 v10 z" fill="none" stroke="#00ff00" stroke-width="2"/>"##
    ).image
    XCTAssertEqual(pixel(image, 5, 5), [255, 0, 0, 255])
    XCTAssertEqual(pixel(image, 15, 15), [0, 0, 255, 255], "translated, styled by its group")
    XCTAssertEqual(pixel(image, 15, 0)[1], 255, "the stroked triangle's top edge")
    XCTAssertEqual(pixel(image, 18, 3)[3], 0, "unfilled")
    XCTAssertEqual(SVGImage.size(Array(##"<svg viewBox="0 0 24 12"></svg>"##.utf8)), Size(24, 12))
  }

  /// `stroke-dasharray` and `stroke-dashoffset`; `inherit` keeps the group's colour; named colours, and a note for a
  /// colour it cannot read.
  func testDashesInheritAndNamedColours() {
    let rendered = render(
      ##"<path d="M0 5 H20" stroke="navy" stroke-width="2" stroke-dasharray="4,4"/>"##
        + ##"<path d="M0 10 H20" stroke="black" stroke-width="2" stroke-dasharray="4 4" stroke-dashoffset="4"/>"##
        + ##"<g fill="teal"><rect x="0" y="14" width="4" height="4" fill="inherit"/></g>"##
        + ##"<rect x="10" y="14" width="4" height="4" fill="hsl(0, 100%, 50%)"/>"##)
    let image = rendered.image
    XCTAssertEqual(pixel(image, 2, 5), [0, 0, 128, 255], "a navy dash")
    XCTAssertEqual(pixel(image, 6, 5)[3], 0, "a gap")
    XCTAssertEqual(pixel(image, 10, 5)[3], 255, "the next dash")
    XCTAssertEqual(pixel(image, 2, 10)[3], 0, "an offset of 4 starts with the gap")
    XCTAssertEqual(pixel(image, 6, 10)[3], 255)
    XCTAssertEqual(pixel(image, 2, 16), [0, 128, 128, 255], "inherit keeps the group's teal")
    XCTAssertEqual(rendered.notDrawn, ["the colour 'hsl(0, 100%, 50%)'"])
  }

  func testViewBoxFitsTheSizeAndPathsUseEveryCommand() {
    // A 10-unit viewBox drawn at 20 px: each unit is 2 px.
    let scaled = render(##"<rect width="5" height="5"/>"##, viewBox: "0 0 10 10").image
    XCTAssertEqual(pixel(scaled, 9, 9)[3], 255)
    XCTAssertEqual(pixel(scaled, 11, 11)[3], 0)
    // Relative commands, a cubic, a smooth cubic, a quadratic and an arc closing a shape around (10, 10).
    let path = render(##"<path d="m4 10 c0-3 3-6 6-6 s6 3 6 6 q0 6-6 6 a6 6 0 0 1-6-6z" fill="#000"/>"##).image
    XCTAssertEqual(pixel(path, 10, 10)[3], 255)
    XCTAssertEqual(pixel(path, 1, 1)[3], 0)
    // Even-odd leaves the inner square empty.
    let hole = render(##"<path fill-rule="evenodd" d="M2 2H18V18H2Z M6 6H14V14H6Z"/>"##).image
    XCTAssertEqual(pixel(hole, 3, 3)[3], 255)
    XCTAssertEqual(pixel(hole, 10, 10)[3], 0)
  }

  func testWhatIsNotDrawnIsNamedAndBadDataIsBounded() {
    XCTAssertEqual(
      render(##"<text x="1" y="10">Hi</text><rect width="4" height="4" fill="url(#g)"/>"##).notDrawn,
      ["<text>", "gradient and pattern paints"])
    for data in ["M 1 1 L", "M", "L 5 5", "M1 1 Q", "M0 0 A 5 5 0 2 1 10 10", "M 1e308 1e308 L -1e308 5 Z", "M0 0 x 5"]
    {
      _ = render(##"<path d="\##(data)"/>"##)
    }
    let long = "M0 0" + String(repeating: " l1 1", count: 300_000)
    XCTAssertLessThanOrEqual(SVGPath.contours(long).reduce(0) { $0 + $1.points.count }, SVGPath.maximumPoints + 1)
  }
}
