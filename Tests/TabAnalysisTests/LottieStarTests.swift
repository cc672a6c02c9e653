import XCTest

@testable import Lottie
@testable import Raster
@testable import TabAnalysis

/// Stars and polygons as lottie-ios builds them: the first point above the centre, clockwise, roundness as
/// tangents perpendicular to the radius.
final class LottieStarTests: XCTestCase {
  func shape(
    points: Double, outer: Double = 10, inner: Double = 5, outerRoundness: Double = 0, polygon: Bool,
    counterClockwise: Bool = false
  ) -> LottieStar.Parameters {
    LottieStar.Parameters(
      center: PathRaster.Point(20, 20), points: points, outerRadius: outer, innerRadius: inner,
      outerRoundness: outerRoundness, innerRoundness: 0, rotation: 0, isPolygon: polygon,
      counterClockwise: counterClockwise)
  }

  func assertPoint(_ actual: PathRaster.Point, _ x: Double, _ y: Double, _ label: String, line: UInt = #line) {
    XCTAssertEqual(actual.x, x, accuracy: 1e-9, label, line: line)
    XCTAssertEqual(actual.y, y, accuracy: 1e-9, label, line: line)
  }

  /// A square of radius 10, fully round: each side's tangents are a quarter of the radius (0.25 × 100 %), along the
  /// direction of travel at its start and back against it at its end.
  func testRoundPolygonTangents() {
    let path = LottieStar.path(shape(points: 4, outerRoundness: 100, polygon: true))
    XCTAssertEqual(path.vertices.count, 5, "the first point, then the four corners; the last one is the first again")
    assertPoint(path.vertices[0], 20, 10, "the top")
    assertPoint(path.vertices[1], 30, 20, "then clockwise: the right")
    assertPoint(path.outs[0], 2.5, 0, "leaving the top rightwards")
    assertPoint(path.ins[1], 0, -2.5, "arriving at the right from above")
    assertPoint(path.vertices[4], 20, 10, "closed where it started")
  }

  func testSharpStarVertices() {
    let path = LottieStar.path(shape(points: 5, polygon: false))
    XCTAssertEqual(path.vertices.count, 11)
    let angle = -54 * Double.pi / 180
    assertPoint(path.vertices[1], 20 + 5 * cos(angle), 20 + 5 * sin(angle), "an inner point 36° on")
    XCTAssertTrue(path.outs.allSatisfy { $0.x == 0 && $0.y == 0 }, "no roundness, no tangents")
  }

  /// 2.5 points: a partial point of radius inner + ½ (outer − inner) where the path starts and ends.
  func testPartialPointCount() {
    let path = LottieStar.path(shape(points: 2.5, outer: 10, inner: 4, polygon: false))
    XCTAssertEqual(path.vertices.count, 7, "the first point, then ceil(2.5) × 2")
    let first = path.vertices[0]
    XCTAssertEqual(((first.x - 20) * (first.x - 20) + (first.y - 20) * (first.y - 20)).squareRoot(), 7, accuracy: 1e-9)
    let last = path.vertices[6]
    assertPoint(last, first.x, first.y, "it closes on its partial point")
  }

  func testCounterClockwiseKeepsTheFirstPoint() {
    let clockwise = LottieStar.path(shape(points: 4, outerRoundness: 50, polygon: true))
    let other = LottieStar.path(shape(points: 4, outerRoundness: 50, polygon: true, counterClockwise: true))
    assertPoint(other.vertices[0], 20, 10, "the top")
    assertPoint(other.vertices[1], clockwise.vertices[3].x, clockwise.vertices[3].y, "then the left")
    assertPoint(other.outs[0], clockwise.ins[4].x, clockwise.ins[4].y, "leaving the top leftwards")
  }

  /// Drawn: a fully round square's sides bulge, so a point just outside a sharp one's side is inside it.
  func testRoundPolygonIsDrawnRound() throws {
    func alpha(_ roundness: Int) throws -> UInt8 {
      let json =
        #"{"v":"5.7.4","fr":30,"ip":0,"op":30,"w":80,"h":80,"layers":[{"ty":4,"ind":1,"ip":0,"op":30,"st":0,"ks":{},"#
        + #""shapes":[{"ty":"gr","it":[{"ty":"sr","sy":2,"p":{"a":0,"k":[40,40]},"pt":{"a":0,"k":4},"#
        + #""or":{"a":0,"k":32},"os":{"a":0,"k":\#(roundness)},"r":{"a":0,"k":0}},"#
        + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},{"ty":"tr"}]}]}]}"#
      let image = try LottieFirstFrame.render(Array(json.utf8), width: 80, height: 80).image
      // (57.5, 22.5) is 2.1 px outside the straight side from the top (40, 8) to the right (72, 40); the middle of
      // the curved side is 4.2 px outside it.
      return image.pixels[(22 * 80 + 57) * 4 + 3]
    }
    XCTAssertEqual(try alpha(0), 0)
    XCTAssertEqual(try alpha(100), 255)
  }

  /// lottie-ios makes no node of a star whose type is neither 1 (star) nor 2 (polygon).
  func testStarOfNoTypeIsNotDrawn() throws {
    for (type, drawn) in [(1, true), (2, true), (0, false)] {
      let json =
        #"{"v":"5.7.4","fr":30,"ip":0,"op":30,"w":20,"h":20,"layers":[{"ty":4,"ind":1,"ip":0,"op":30,"st":0,"ks":{},"#
        + #""shapes":[{"ty":"gr","it":[{"ty":"sr","sy":\#(type),"p":{"a":0,"k":[10,10]},"pt":{"a":0,"k":5},"#
        + #""or":{"a":0,"k":8},"ir":{"a":0,"k":4}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},"#
        + #"{"ty":"tr"}]}]}]}"#
      let image = try LottieFirstFrame.render(Array(json.utf8), width: 20, height: 20).image
      XCTAssertEqual(image.pixels[(10 * 20 + 10) * 4 + 3], drawn ? 255 : 0, "sy \(type)")
    }
  }

  /// Absurd point counts, rotations and radii, even NaN from keyframes at ±1e308, draw without trapping.
  func testAbsurdStarsDoNotTrap() throws {
    XCTAssertEqual(LottieStar.pointCount(.nan), 1)
    XCTAssertEqual(LottieStar.pointCount(1e300), 1000)
    var star = shape(points: .nan, outer: .infinity, inner: -.infinity, outerRoundness: .nan, polygon: false)
    star.rotation = .nan
    XCTAssertEqual(LottieStar.path(star).vertices.count, 3)
    let keyframes =
      #"{"a":1,"k":[{"t":0,"s":[1e308],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":10,"s":[-1e308]}]}"#
    let json =
      #"{"v":"5.7.4","fr":30,"ip":0,"op":30,"w":20,"h":20,"layers":[{"ty":4,"ind":1,"ip":0,"op":30,"st":0,"ks":{},"#
      + #""shapes":[{"ty":"gr","it":[{"ty":"sr","sy":1,"p":{"a":0,"k":[10,10]},"pt":\#(keyframes),"#
      + #""or":\#(keyframes),"ir":{"a":0,"k":4},"r":\#(keyframes),"os":\#(keyframes)},"#
      + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},{"ty":"tr"}]}]}]}"#
    for frame in [0.0, 5, 10] {
      _ = try LottieFirstFrame.render(Array(json.utf8), width: 20, height: 20, at: .frame(frame))
    }
  }
}
