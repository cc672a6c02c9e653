import XCTest

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

  func testJoins() {
    // The outer corner of the L is the square (6…10, 6…10): full under a miter, empty beyond the arc when round,
    // half cut along the diagonal when bevelled.
    let miter = coverage(StrokeStyle(join: .miter))
    XCTAssertEqual(miter(6, 6), 1, accuracy: 0.01)
    let round = coverage(StrokeStyle(join: .round))
    XCTAssertEqual(round(6, 6), 0, accuracy: 0.01)
    XCTAssertEqual(round(8, 8), 1, accuracy: 0.01)
    let bevel = coverage(StrokeStyle(join: .bevel))
    XCTAssertEqual(bevel(8, 8), 1, accuracy: 0.01)
    XCTAssertEqual(bevel(7, 7), 0, accuracy: 0.01, "outside the bevel's diagonal")
    XCTAssertEqual(bevel(7, 8), 0.5, accuracy: 0.1, "across it")
    // A right angle's miter is √2 half widths: a limit below it bevels.
    let limited = coverage(StrokeStyle(join: .miter, miterLimit: 1.2))
    XCTAssertEqual(limited(6, 6), 0, accuracy: 0.01)
  }

  func testCaps() {
    // The open end at (30, 10): nothing past it when butt, a half disc when round, 4 px when square.
    let butt = coverage(StrokeStyle(cap: .butt))
    XCTAssertEqual(butt(29, 10), 1, accuracy: 0.01)
    XCTAssertEqual(butt(31, 10), 0, accuracy: 0.01)
    let round = coverage(StrokeStyle(cap: .round))
    XCTAssertEqual(round(32, 10), 1, accuracy: 0.01)
    XCTAssertEqual(round(33, 6), 0, accuracy: 0.01, "outside the half disc")
    let square = coverage(StrokeStyle(cap: .square))
    XCTAssertEqual(square(33, 6), 1, accuracy: 0.01)
    XCTAssertEqual(square(35, 10), 0, accuracy: 0.01)
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
