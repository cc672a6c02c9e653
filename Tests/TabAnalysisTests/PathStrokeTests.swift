import XCTest

@testable import Raster
@testable import TabAnalysis

final class PathStrokeTests: XCTestCase {
  let raster = PathRaster(width: 40, height: 40)

  /// An L: from (10, 30) up to (10, 10), then right to (30, 10), 8 px wide.
  let corner = PathRaster.Contour(
    [PathRaster.Point(10, 30), PathRaster.Point(10, 10), PathRaster.Point(30, 10)], closed: false)

  func coverage(_ style: StrokeStyle, _ contour: PathRaster.Contour? = nil) -> (Int, Int) -> Float {
    let values = raster.stroke([contour ?? corner], lineWidth: 8, style: style)
    return { x, y in values[y * 40 + x] }
  }

  /// Each style's coverage at a few pixels of the L, with why.
  func check(_ cases: [(StrokeStyle, x: Int, y: Int, expected: Float, why: String)]) {
    for (style, x, y, expected, why) in cases {
      XCTAssertEqual(coverage(style)(x, y), expected, accuracy: expected == 0.5 ? 0.1 : 0.01, why)
    }
  }

  func testJoins() {
    // The outer corner of the L is the square (6…10, 6…10): full under a miter, empty beyond the arc when round,
    // cut along the diagonal x + y = 16 when bevelled. A right angle's miter is √2 half widths: a limit below it
    // bevels.
    check([
      (StrokeStyle(join: .miter), 6, 6, 1, "the miter's corner"),
      (StrokeStyle(join: .round), 6, 6, 0, "beyond the round join"),
      (StrokeStyle(join: .round), 8, 8, 1, "inside it"),
      (StrokeStyle(join: .bevel), 8, 8, 1, "inside the bevel"),
      (StrokeStyle(join: .bevel), 7, 7, 0, "outside the bevel's diagonal"),
      (StrokeStyle(join: .bevel), 7, 8, 0.5, "across it"),
      (StrokeStyle(join: .miter, miterLimit: 1.2), 6, 6, 0, "a miter over its limit"),
    ])
  }

  func testCaps() {
    // The open end at (30, 10): nothing past it when butt, a half disc when round, 4 px when square.
    check([
      (StrokeStyle(cap: .butt), 29, 10, 1, "the end of the line"),
      (StrokeStyle(cap: .butt), 31, 10, 0, "past a butt end"),
      (StrokeStyle(cap: .round), 32, 10, 1, "inside the half disc"),
      (StrokeStyle(cap: .round), 33, 6, 0, "outside it"),
      (StrokeStyle(cap: .square), 33, 6, 1, "inside the square cap"),
      (StrokeStyle(cap: .square), 35, 10, 0, "past it"),
    ])
    // A single point is a dot under round and square caps, nothing under butt ones.
    let dot = PathRaster.Contour([PathRaster.Point(20, 20)], closed: false)
    XCTAssertEqual(coverage(StrokeStyle(cap: .round), dot)(20, 20), 1, accuracy: 0.01)
    XCTAssertEqual(coverage(StrokeStyle(cap: .square), dot)(23, 23), 1, accuracy: 0.01)
    XCTAssertEqual(coverage(StrokeStyle(cap: .butt), dot)(20, 20), 0, accuracy: 0.01)
  }

  func testClosedContoursJoinAtEveryCorner() {
    let square = PathRaster.Contour(
      [PathRaster.Point(10, 10), PathRaster.Point(30, 10), PathRaster.Point(30, 30), PathRaster.Point(10, 30)],
      closed: true)
    let miter = coverage(StrokeStyle(cap: .butt, join: .miter), square)
    for (x, y) in [(6, 6), (33, 6), (33, 33), (6, 33)] { XCTAssertEqual(miter(x, y), 1, accuracy: 0.01) }
    XCTAssertEqual(miter(20, 20), 0, accuracy: 0.01, "the inside is not stroked")
  }
}
