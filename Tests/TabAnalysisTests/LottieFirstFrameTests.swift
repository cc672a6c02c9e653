import Foundation
import JSON
import XCTest

@testable import Lottie
@testable import Raster
@testable import TabAnalysis

final class LottieFirstFrameTests: XCTestCase {
  func animation(_ layers: [String], w: Int = 20, h: Int = 20) -> [UInt8] {
    Array(
      #"{"v":"5.7.4","fr":30,"ip":0,"op":30,"w":\#(w),"h":\#(h),"layers":[\#(layers.joined(separator: ","))]}"#.utf8)
  }

  func shapeLayer(_ shapes: String, ks: String = "{}", extra: String = "") -> String {
    #"{"ty":4,"nm":"L","ind":1,"ip":0,"op":30,"st":0,"ks":\#(ks),"shapes":[\#(shapes)]\#(extra)}"#
  }

  func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
    let index = (y * image.width + x) * 4
    return Array(image.pixels[index..<index + 4])
  }

  let redSquare =
    #"{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[5,5]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},"#
    + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},{"ty":"tr","p":{"a":0,"k":[0,0]}}]}"#

  func testFilledRectangleAtItsPlace() throws {
    let frame = try LottieFirstFrame.render(animation([shapeLayer(redSquare)]), width: 20, height: 20)
    XCTAssertEqual(pixel(frame.image, 2, 2), [255, 0, 0, 255])
    XCTAssertEqual(pixel(frame.image, 9, 9), [255, 0, 0, 255])
    XCTAssertEqual(pixel(frame.image, 12, 12), [0, 0, 0, 0], "outside the square")
    XCTAssertEqual(frame.notDrawn, [])
  }

  func testTransformsParentsAndScaleToTheTargetSize() throws {
    // The layer moves the square by (10, 10); its parent by (−5, 0); rendered at twice the size.
    let parent = #"{"ty":3,"ind":2,"ip":0,"op":30,"ks":{"p":{"a":0,"k":[-5,0,0]}}}"#
    let child = shapeLayer(redSquare, ks: #"{"p":{"a":0,"k":[10,10,0]}}"#, extra: #","parent":2"#)
    let frame = try LottieFirstFrame.render(animation([child, parent]), width: 40, height: 40)
    XCTAssertEqual(pixel(frame.image, 12, 22), [255, 0, 0, 255], "(5…15, 10…20) × 2")
    XCTAssertEqual(pixel(frame.image, 8, 22)[3], 0)
    XCTAssertEqual(pixel(frame.image, 12, 18)[3], 0)
  }

  func testPathsStrokesAndEllipses() throws {
    let stroke =
      #"{"ty":"gr","it":[{"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[[2,10],[18,10]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}},"#
      + #"{"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2}},{"ty":"tr"}]}"#
    let ellipse =
      #"{"ty":"gr","it":[{"ty":"el","p":{"a":0,"k":[10,10]},"s":{"a":1,"k":[{"t":0,"s":[8,8]},{"t":10,"s":[20,20]}]}},"#
      + #"{"ty":"fl","c":{"a":0,"k":[0,1,0,1]},"o":{"a":0,"k":50}},{"ty":"tr"}]}"#
    let frame = try LottieFirstFrame.render(animation([shapeLayer(stroke + "," + ellipse)]), width: 20, height: 20)
    XCTAssertEqual(pixel(frame.image, 3, 9), [0, 0, 255, 255], "the stroke, on top")
    XCTAssertEqual(pixel(frame.image, 10, 12), [0, 255, 0, 128], "the ellipse at its first keyframe, half opaque")
    XCTAssertEqual(pixel(frame.image, 10, 16)[3], 0, "radius 4 at the first frame, not 10")
  }

  func testFramesAndProgressInterpolateKeyframes() throws {
    // A square moving from x 0 to x 10 over frames 0…10, linearly (tangents on the diagonal).
    let moving =
      #"{"ty":"gr","it":[{"ty":"rc","p":{"a":1,"k":[{"t":0,"s":[3,10],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},"#
      + #"{"t":10,"s":[13,10]}]},"s":{"a":0,"k":[6,6]}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]}},{"ty":"tr"}]}"#
    let bytes = animation([shapeLayer(moving)])
    XCTAssertEqual(pixel(try LottieFirstFrame.render(bytes, width: 20, height: 20).image, 2, 10)[3], 255)
    let half = try LottieFirstFrame.render(bytes, width: 20, height: 20, at: .frame(5)).image
    XCTAssertEqual(pixel(half, 2, 10)[3], 0, "moved on by 5")
    XCTAssertEqual(pixel(half, 9, 10)[3], 255)
    let end = try LottieFirstFrame.render(bytes, width: 20, height: 20, at: .progress(1)).image
    XCTAssertEqual(pixel(end, 15, 10)[3], 255, "progress 1 is the last frame: held at the last keyframe")
    XCTAssertEqual(pixel(end, 9, 10)[3], 0)
    // A hold keyframe keeps its value until the next one.
    let held = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: #""t":0,"#, with: #""t":0,"h":1,"#)
    XCTAssertEqual(
      pixel(try LottieFirstFrame.render(Array(held.utf8), width: 20, height: 20, at: .frame(5)).image, 2, 10)[3], 255)
    XCTAssertEqual(CubicEasing(x1: 0.42, y1: 0, x2: 0.58, y2: 1).value(at: 0.5), 0.5, accuracy: 1e-6)
    XCTAssertLessThan(CubicEasing(x1: 0.42, y1: 0, x2: 1, y2: 1).value(at: 0.25), 0.25, "ease-in starts slowly")
  }

  func testAutoOrientedLayersFaceTheWayTheyMove() throws {
    // A 10 × 2 bar moving straight down from (10, 5): auto-oriented, it turns a quarter and stands upright.
    func bar(autoOrient: Int) -> [UInt8] {
      animation([
        shapeLayer(
          #"{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,2]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},{"ty":"tr"}]}"#,
          ks: #"{"p":{"a":1,"k":[{"t":0,"s":[10,5],"e":[10,15],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":10}]}}"#,
          extra: #","ao":\#(autoOrient)"#)
      ])
    }
    let plain = try LottieFirstFrame.render(bar(autoOrient: 0), width: 20, height: 20).image
    XCTAssertEqual(pixel(plain, 13, 5)[3], 255)
    XCTAssertEqual(pixel(plain, 10, 8)[3], 0)
    let oriented = try LottieFirstFrame.render(bar(autoOrient: 1), width: 20, height: 20).image
    XCTAssertEqual(pixel(oriented, 13, 5)[3], 0, "no longer across")
    XCTAssertEqual(pixel(oriented, 10, 8)[3], 255, "but along the way down")
  }

  func testPositionsMoveAlongTheirMotionPaths() throws {
    // From (0, 0) to (10, 0) with spatial tangents 10 down at both ends: halfway along, the curve's middle, 7.5
    // down; a third dimension straight; without tangents, a straight line.
    let property = try JSONParser.parse(
      Array(
        (#"{"a":1,"k":[{"t":0,"s":[0,0,0],"e":[10,0,4],"to":[0,10,0],"ti":[0,10,0],"o":{"x":0,"y":0},"#
          + #""i":{"x":1,"y":1}},{"t":10}]}"#).utf8))
    let half = LottieTimeline.value(property, at: 5)?.arrayValue?.compactMap(\.doubleValue) ?? []
    XCTAssertEqual(half.count, 3)
    XCTAssertEqual(half[0], 5, accuracy: 0.05)
    XCTAssertEqual(half[1], 7.5, accuracy: 0.05)
    XCTAssertEqual(half[2], 2, accuracy: 1e-9)
    let straight = try JSONParser.parse(
      Array(#"{"a":1,"k":[{"t":0,"s":[0,0],"e":[10,0],"to":[0,0],"ti":[0,0]},{"t":10}]}"#.utf8))
    XCTAssertEqual(LottieTimeline.value(straight, at: 5)?.arrayValue?.last?.doubleValue, 0)
  }

  func testTrimPathsCutWhatFollowsThem() throws {
    func line(trim: String) -> [UInt8] {
      let group =
        #"{"ty":"gr","it":[{"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[[0,10],[20,10]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}},"#
        + #"{"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2}},\#(trim){"ty":"tr"}]}"#
      return animation([shapeLayer(group)])
    }
    func ink(_ bytes: [UInt8]) throws -> [Bool] {
      let image = try LottieFirstFrame.render(bytes, width: 20, height: 20).image
      return [2, 7, 12, 17].map { image[$0, 10].a > 0 }
    }
    XCTAssertEqual(try ink(line(trim: "")), [true, true, true, true])
    // After the stroke in the list, still cutting what it paints (as lottie-ios and lottie-web do).
    XCTAssertEqual(
      try ink(line(trim: #"{"ty":"tm","s":{"a":0,"k":0},"e":{"a":0,"k":50},"o":{"a":0,"k":0},"m":1},"#)),
      [true, true, false, false])
    // Offset by a quarter turn, the kept half wraps around the end.
    XCTAssertEqual(
      try ink(line(trim: #"{"ty":"tm","s":{"a":0,"k":0},"e":{"a":0,"k":50},"o":{"a":0,"k":270},"m":1},"#)),
      [true, false, false, true])
    // Start after end is swapped; start equal to end draws nothing (an animated "draw the icon" at rest).
    XCTAssertEqual(
      try ink(line(trim: #"{"ty":"tm","s":{"a":0,"k":100},"e":{"a":0,"k":50},"o":{"a":0,"k":0}},"#)),
      [false, false, true, true])
    XCTAssertEqual(
      try ink(line(trim: #"{"ty":"tm","s":{"a":0,"k":0},"e":{"a":1,"k":[{"t":0,"s":[0]},{"t":10,"s":[100]}]}},"#)),
      [false, false, false, false])
  }

  func testEllipsesStartAtTheTopInTheirDirection() throws {
    // The first quarter of a circle's stroke: from the top, clockwise to the right (d 1), or to the left (d 3).
    func quarter(direction: Int) throws -> (right: Bool, left: Bool) {
      let group =
        #"{"ty":"gr","it":[{"ty":"el","d":\#(direction),"p":{"a":0,"k":[10,10]},"s":{"a":0,"k":[16,16]}},"#
        + #"{"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2}},"#
        + #"{"ty":"tm","s":{"a":0,"k":0},"e":{"a":0,"k":25},"o":{"a":0,"k":0},"m":1},{"ty":"tr"}]}"#
      let image = try LottieFirstFrame.render(animation([shapeLayer(group)]), width: 20, height: 20).image
      return (image[15, 5].a > 0, image[4, 5].a > 0)
    }
    XCTAssertEqual(try quarter(direction: 1).right, true)
    XCTAssertEqual(try quarter(direction: 1).left, false)
    XCTAssertEqual(try quarter(direction: 3).right, false)
    XCTAssertEqual(try quarter(direction: 3).left, true)
  }

  func testSkewedTransforms() throws {
    // A 10 × 10 square skewed by 45° along x (axis 0): lottie-ios shears by −skew, so its bottom edge moves left.
    let square =
      #"{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},"#
      + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},"#
      + #"{"ty":"tr","p":{"a":0,"k":[10,10]},"sk":{"a":0,"k":45},"sa":{"a":0,"k":0}}]}"#
    let frame = try LottieFirstFrame.render(animation([shapeLayer(square)]), width: 20, height: 20)
    XCTAssertEqual(frame.image[12, 6].a, 255, "the top edge, moved right")
    XCTAssertEqual(frame.image[6, 6].a, 0)
    XCTAssertEqual(frame.image[6, 13].a, 255, "the bottom edge, moved left")
    XCTAssertEqual(frame.image[13, 13].a, 0)
    // Expression controls (`ty` 5) are not effects that draw: nothing is noted.
    let controlled = shapeLayer(
      square, extra: #","ef":[{"ty":5,"nm":"Slider Control","ef":[{"ty":0,"v":{"a":0,"k":3}}]}]"#)
    XCTAssertEqual(try LottieFirstFrame.render(animation([controlled]), width: 20, height: 20).notDrawn, [])
  }

  func testDropShadows() throws {
    // The red square with a sharp black shadow 4 units down (direction 180), then the shadow only.
    func shadowed(only: Int) -> String {
      let values = [
        #"{"ty":2,"v":{"a":0,"k":[0,0,0,1]}}"#, #"{"ty":0,"v":{"a":0,"k":255}}"#, #"{"ty":0,"v":{"a":0,"k":180}}"#,
        #"{"ty":0,"v":{"a":0,"k":4}}"#, #"{"ty":0,"v":{"a":0,"k":0}}"#, #"{"ty":7,"v":{"a":0,"k":\#(only)}}"#,
      ]
      return shapeLayer(
        redSquare, extra: #","ef":[{"ty":25,"nm":"Drop Shadow","ef":[\#(values.joined(separator: ","))]}]"#)
    }
    let frame = try LottieFirstFrame.render(animation([shadowed(only: 0)]), width: 20, height: 20)
    XCTAssertEqual(frame.notDrawn, [])
    XCTAssertEqual(pixel(frame.image, 5, 5), [255, 0, 0, 255], "the layer over its shadow")
    XCTAssertEqual(pixel(frame.image, 5, 12), [0, 0, 0, 255], "the shadow below it")
    XCTAssertEqual(pixel(frame.image, 5, 15)[3], 0, "and no further")
    let only = try LottieFirstFrame.render(animation([shadowed(only: 1)]), width: 20, height: 20)
    XCTAssertEqual(pixel(only.image, 5, 5), [0, 0, 0, 255], "the shadow only")
    XCTAssertEqual(pixel(only.image, 5, 2)[3], 0)
  }

  func testDropShadowLayerStyles() throws {
    // After Effects' light angle: 180 lights from the left, so the sharp half-opaque shadow falls 4 units right.
    let style =
      #","sy":[{"ty":1,"nm":"Drop Shadow","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":50},"#
      + #""a":{"a":0,"k":180},"d":{"a":0,"k":4},"s":{"a":0,"k":0}}]"#
    let frame = try LottieFirstFrame.render(animation([shapeLayer(redSquare, extra: style)]), width: 20, height: 20)
    XCTAssertEqual(frame.notDrawn, [])
    XCTAssertEqual(pixel(frame.image, 5, 5), [255, 0, 0, 255], "the layer over its shadow")
    XCTAssertEqual(pixel(frame.image, 12, 5), [0, 0, 255, 128], "the shadow to its right, at half opacity")
    XCTAssertEqual(pixel(frame.image, 5, 12)[3], 0, "and not below it")
  }

  func testRoundedCornersRoundTheShapesBeforeThem() throws {
    let square =
      #"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[0,0],[20,0],[20,20],[0,20]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}"#
    let fill = #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}"#
    let rounded = #"{"ty":"rd","r":{"a":0,"k":6}}"#
    func corner(_ items: [String]) throws -> (corner: UInt8, edge: UInt8, inside: UInt8) {
      let group = #"{"ty":"gr","it":[\#(items.joined(separator: ",")),{"ty":"tr"}]}"#
      let frame = try LottieFirstFrame.render(animation([shapeLayer(group)]), width: 20, height: 20)
      XCTAssertEqual(frame.notDrawn, [])
      return (frame.image[0, 0].a, frame.image[0, 10].a, frame.image[10, 10].a)
    }
    let sharp = try corner([square, fill])
    XCTAssertEqual([sharp.corner, sharp.edge, sharp.inside], [255, 255, 255])
    let round = try corner([square, rounded, fill])
    XCTAssertEqual([round.corner, round.edge, round.inside], [0, 255, 255], "the corner cut, the edges kept")
    let after = try corner([rounded, square, fill])
    XCTAssertEqual(after.corner, 255, "a rounded-corners item rounds only the shapes before it")
  }

  func testDashedStrokes() throws {
    func line(dashes: String) throws -> [Bool] {
      let group =
        #"{"ty":"gr","it":[{"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[[0,10],[20,10]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}},"#
        + #"{"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2},"lc":1,"d":[\#(dashes)]},{"ty":"tr"}]}"#
      let image = try LottieFirstFrame.render(animation([shapeLayer(group)]), width: 20, height: 20).image
      return [2, 7, 12, 17].map { image[$0, 10].a > 0 }
    }
    let dash = #"{"n":"d","v":{"a":0,"k":5}},{"n":"g","v":{"a":0,"k":5}}"#
    XCTAssertEqual(try line(dashes: dash), [true, false, true, false])
    XCTAssertEqual(try line(dashes: dash + #",{"n":"o","v":{"a":0,"k":5}}"#), [false, true, false, true], "offset")

    // Dashes of length zero: dots under round caps (written as a property here), nothing under butt caps.
    func dots(cap: String) throws -> [UInt8] {
      let group =
        #"{"ty":"gr","it":[{"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[[2,10],[20,10]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}},"#
        + #"{"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":4},"lc":\#(cap),"#
        + #""d":[{"n":"d","v":{"a":0,"k":0}},{"n":"g","v":{"a":0,"k":10}}]},{"ty":"tr"}]}"#
      let image = try LottieFirstFrame.render(animation([shapeLayer(group)]), width: 20, height: 20).image
      return [2, 7, 12, 17].map { image[$0, 10].a }
    }
    XCTAssertEqual(try dots(cap: #"{"a":0,"k":2}"#), [255, 0, 255, 0], "a dot at 0 and at 10 along the line")
    XCTAssertEqual(try dots(cap: "1"), [0, 0, 0, 0])
  }

  func testColourOverridesFollowKeypathGlobs() throws {
    let named = redSquare.replacingOccurrences(of: #"{"ty":"gr","#, with: #"{"ty":"gr","nm":"Icon","#)
      .replacingOccurrences(of: #"{"ty":"fl","#, with: #"{"ty":"fl","nm":"Fill 1","#)
    let bytes = animation([shapeLayer(named)])
    let exact = LottieFirstFrame.ColorOverride(argument: "L.Icon.Fill 1.Color=#00ff00")
    XCTAssertNotNil(exact)
    XCTAssertEqual(
      pixel(try LottieFirstFrame.render(bytes, width: 20, height: 20, colors: [exact!]).image, 5, 5), [0, 255, 0, 255])
    let glob = LottieFirstFrame.ColorOverride(keypath: "**.Color", color: (0, 0, 255, 255))
    let other = LottieFirstFrame.ColorOverride(keypath: "Other.**.Color", color: (9, 9, 9, 255))
    XCTAssertEqual(
      pixel(try LottieFirstFrame.render(bytes, width: 20, height: 20, colors: [exact!, glob, other]).image, 5, 5),
      [0, 0, 255, 255], "the last matching override wins; one for another layer changes nothing")
    XCTAssertNil(LottieFirstFrame.ColorOverride(argument: "L.Icon=#12345"))
    XCTAssertNil(LottieFirstFrame.ColorOverride(argument: "=#123456"))
    XCTAssertEqual(LottieFirstFrame.ColorOverride.hex("#11223380")?.a, 0x80)
  }

  func testWhatIsNotDrawnIsNamed() throws {
    let gradient =
      #"{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[5,5]},"s":{"a":0,"k":[4,4]}},{"ty":"mm"},{"ty":"tm"}]}"#
    let layers = [
      shapeLayer(gradient, extra: #","masksProperties":[{"mode":"a","x":{"a":0,"k":2}}]"#),
      #"{"ty":5,"ip":0,"op":30,"ks":{}}"#,
    ]
    let frame = try LottieFirstFrame.render(animation(layers), width: 20, height: 20)
    XCTAssertEqual(frame.notDrawn, ["text layers", "merge paths"])
  }

  func testLinearAndRadialGradients() throws {
    func square(_ gradient: String) -> [UInt8] {
      animation([
        shapeLayer(
          #"{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[10,10]},"s":{"a":0,"k":[20,20]}},\#(gradient),{"ty":"tr"}]}"#)
      ])
    }
    // Red to blue from x 0 to x 20, the alpha stops fading it out to the right.
    let linear =
      #"{"ty":"gf","t":1,"s":{"a":0,"k":[0,10]},"e":{"a":0,"k":[20,10]},"o":{"a":0,"k":100},"#
      + #""g":{"p":2,"k":{"a":0,"k":[0,1,0,0,1,0,0,1,0,1,1,0]}}}"#
    let image = try LottieFirstFrame.render(square(linear), width: 20, height: 20).image
    XCTAssertGreaterThan(pixel(image, 0, 5)[0], 240, "red at the start")
    XCTAssertLessThan(pixel(image, 0, 5)[2], 15)
    XCTAssertGreaterThan(pixel(image, 0, 5)[3], 240)
    XCTAssertGreaterThan(pixel(image, 15, 5)[2], pixel(image, 15, 5)[0], "bluer on the right")
    XCTAssertLessThan(pixel(image, 15, 5)[3], 128, "and fading out")
    let radial =
      #"{"ty":"gf","t":2,"s":{"a":0,"k":[10,10]},"e":{"a":0,"k":[20,10]},"o":{"a":0,"k":100},"#
      + #""g":{"p":2,"k":{"a":0,"k":[0,1,1,1,1,0,0,0]}}}"#
    let round = try LottieFirstFrame.render(square(radial), width: 20, height: 20).image
    XCTAssertGreaterThan(pixel(round, 10, 10)[0], 225, "white at the centre")
    XCTAssertLessThan(pixel(round, 1, 1)[0], 10, "black past the radius")
    XCTAssertEqual(pixel(round, 10, 1)[0], pixel(round, 1, 10)[0], "the same at the same distance")
    // A highlight of 50 % at 0°: the white focal point moves 5 to the right of the centre.
    let focal = radial.replacingOccurrences(of: #""t":2,"#, with: #""t":2,"h":{"a":0,"k":50},"a":{"a":0,"k":0},"#)
    let moved = try LottieFirstFrame.render(square(focal), width: 20, height: 20).image
    XCTAssertGreaterThan(pixel(moved, 14, 10)[0], 225, "white at the focal point")
    XCTAssertLessThan(pixel(moved, 10, 10)[0], pixel(round, 10, 10)[0], "darker at the centre than without")
  }

  func testASizeRoundedUpFromTheAspectIsDrawnFromItsCorner() throws {
    // 19.5 × 10 at 20 × 10 leaves half a pixel: the size rounded up, drawn from x 0 as lottie-ios's snapshots are;
    // 10 × 10 at 20 × 10 leaves 10 pixels, and is centred. Each is filled red to its edges.
    func filled(width: Double) -> [UInt8] {
      let fill =
        #"{"ty":"rc","p":{"a":0,"k":[\#(width / 2),5]},"s":{"a":0,"k":[\#(width),10]}},"#
        + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]}}"#
      return Array(#"{"ip":0,"op":30,"w":\#(width),"h":10,"layers":[\#(shapeLayer(fill))]}"#.utf8)
    }
    let rounded = try LottieFirstFrame.render(filled(width: 19.5), width: 20, height: 10).image
    XCTAssertEqual(pixel(rounded, 0, 5), [255, 0, 0, 255])
    XCTAssertEqual(Int(pixel(rounded, 19, 5)[3]), 128, accuracy: 1, "the half pixel over")
    let centred = try LottieFirstFrame.render(filled(width: 10), width: 20, height: 10).image
    XCTAssertEqual(pixel(centred, 4, 5)[3], 0)
    XCTAssertEqual(pixel(centred, 5, 5), [255, 0, 0, 255])
  }

  func testAGradientIsSkewedWithItsShape() throws {
    // Black to white from x 0 to x 20 in a group skewed 45° along x (x' = x − y about the group's origin, here the
    // square's centre): its lines of one colour lean with the shape instead of standing upright on the pixels.
    func square(skew: Int) -> [UInt8] {
      animation([
        shapeLayer(
          #"{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[16,16]}},"#
            + #"{"ty":"gf","t":1,"s":{"a":0,"k":[-10,0]},"e":{"a":0,"k":[10,0]},"o":{"a":0,"k":100},"#
            + #""g":{"p":2,"k":{"a":0,"k":[0,0,0,0,1,1,1,1]}}},"#
            + #"{"ty":"tr","p":{"a":0,"k":[10,10]},"sk":{"a":0,"k":\#(skew)},"sa":{"a":0,"k":0}}]}"#)
      ])
    }
    let upright = try LottieFirstFrame.render(square(skew: 0), width: 20, height: 20).image
    XCTAssertEqual(pixel(upright, 10, 4), pixel(upright, 10, 15), "one colour down a column")
    let skewed = try LottieFirstFrame.render(square(skew: 45), width: 20, height: 20).image
    // (10.5, 15.5) is local x (10.5 − 10) + (15.5 − 10) = 6, 80 % of the way: lighter than (10.5, 4.5), local x −5.
    XCTAssertGreaterThan(Int(pixel(skewed, 10, 15)[0]), Int(pixel(skewed, 10, 4)[0]) + 100)
    XCTAssertEqual(Double(pixel(skewed, 10, 15)[0]), 0.8 * 255, accuracy: 2)
  }

  func testTextLayersAreSetInTheFontsGiven() throws {
    // "AA" at 10 units to the em: two 5 × 7 squares (the test font's "A"), one advance (6) apart: not kerned, as
    // lottie-ios sets Core Text's kern attribute, which turns the font's kerning off. Baseline at y 15.
    let text =
      #"{"ty":5,"nm":"T","ind":1,"ip":0,"op":30,"ks":{"p":{"a":0,"k":[2,15,0]}},"#
      + #""t":{"d":{"k":[{"t":0,"s":{"s":10,"t":"AA","j":0,"tr":0,"fc":[0,0,1]}}]},"a":[]}}"#
    let bytes = animation([text])
    XCTAssertEqual(try LottieFirstFrame.render(bytes, width: 20, height: 20).notDrawn, ["text layers"])
    let frame = try LottieFirstFrame.render(
      bytes, width: 20, height: 20, fonts: [TrueTypeFont(bytes: TestFont.bytes())])
    XCTAssertEqual(frame.notDrawn, [])
    XCTAssertEqual(pixel(frame.image, 4, 11), [0, 0, 255, 255], "the first A")
    XCTAssertEqual(pixel(frame.image, 12, 11), [0, 0, 255, 255], "the second, not kerned against the first")
    XCTAssertEqual(pixel(frame.image, 13, 11)[3], 0)
    XCTAssertEqual(pixel(frame.image, 4, 16)[3], 0, "below the baseline")
    XCTAssertEqual(pixel(frame.image, 4, 6)[3], 0, "above the cap height")
    let centred = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: #""j":0"#, with: #""j":2"#)
    let moved = try LottieFirstFrame.render(
      Array(centred.utf8), width: 20, height: 20, fonts: [TrueTypeFont(bytes: TestFont.bytes())])
    XCTAssertEqual(pixel(moved.image, 0, 11), [0, 0, 255, 255], "centred on the layer's origin")
    XCTAssertEqual(pixel(moved.image, 8, 11)[3], 0)
  }

  func testTextAnimatorsChangeTheCharactersTheirRangeSelects() throws {
    // "AAA" (the test font's 5 × 7 squares, 6 apart) from x 2: the second hidden by an index range (1…2), the first
    // red by a percentage range (0…34 % of three characters: all of the first, 2 % of the second).
    func text(_ animators: String) -> [UInt8] {
      animation([
        #"{"ty":5,"nm":"T","ind":1,"ip":0,"op":30,"ks":{"p":{"a":0,"k":[2,15,0]}},"#
          + #""t":{"d":{"k":[{"t":0,"s":{"s":10,"t":"AAA","j":0,"tr":0,"fc":[0,0,1]}}]},"a":[\#(animators)]}}"#
      ])
    }
    let font = try TrueTypeFont(bytes: TestFont.bytes())
    let hidden = try LottieFirstFrame.render(
      text(#"{"s":{"r":2,"s":{"a":0,"k":1},"e":{"a":0,"k":2}},"a":{"o":{"a":0,"k":0}}}"#), width: 20, height: 20,
      fonts: [font])
    XCTAssertEqual(hidden.notDrawn, [])
    XCTAssertEqual(pixel(hidden.image, 4, 11), [0, 0, 255, 255])
    XCTAssertEqual(pixel(hidden.image, 9, 11)[3], 0, "the second character, at opacity 0")
    XCTAssertEqual(pixel(hidden.image, 14, 11), [0, 0, 255, 255])
    let red = try LottieFirstFrame.render(
      text(#"{"s":{"r":1,"s":{"a":0,"k":0},"e":{"a":0,"k":34}},"a":{"fc":{"a":0,"k":[1,0,0,1]}}}"#), width: 20,
      height: 20, fonts: [font])
    XCTAssertEqual(pixel(red.image, 4, 11), [255, 0, 0, 255], "all of the first")
    XCTAssertEqual(pixel(red.image, 9, 11), [5, 0, 250, 255], "2 % of the second")
    XCTAssertEqual(pixel(red.image, 14, 11), [0, 0, 255, 255])
    // A ramp up (shape 2) over all three: each hidden by where its middle lies, 1/6, 1/2 and 5/6 of the way.
    let ramp = try LottieFirstFrame.render(
      text(#"{"s":{"r":2,"sh":2,"s":{"a":0,"k":0},"e":{"a":0,"k":3}},"a":{"o":{"a":0,"k":0}}}"#), width: 20,
      height: 20, fonts: [font])
    XCTAssertEqual([4, 9, 14].map { pixel(ramp.image, $0, 11)[3] }, [213, 128, 42])
  }

  func testParagraphBoxesWrapAtSpaces() throws {
    // "A A" in a box 8 wide at (0, 0): the space does not fit after the first "A", so the second starts a line; the
    // first baseline is the document font's ascent (70 % of 10) below the box's top, the next 10 lower.
    let bytes = Array(
      (#"{"v":"5.7.4","fr":30,"ip":0,"op":30,"w":20,"h":20,"fonts":{"list":[{"fName":"Test","ascent":70}]},"#
        + #""layers":[{"ty":5,"nm":"T","ind":1,"ip":0,"op":30,"ks":{"p":{"a":0,"k":[2,0,0]}},"t":{"d":{"k":[{"t":0,"#
        + #""s":{"s":10,"f":"Test","t":"A A","j":0,"tr":0,"lh":10,"fc":[0,0,1],"sz":[8,40],"ps":[0,0]}}]}}}]}"#).utf8)
    let frame = try LottieFirstFrame.render(
      bytes, width: 20, height: 20, fonts: [TrueTypeFont(bytes: TestFont.bytes())])
    XCTAssertEqual(pixel(frame.image, 4, 3), [0, 0, 255, 255], "the first line")
    XCTAssertEqual(pixel(frame.image, 4, 8)[3], 0, "its baseline at 7")
    XCTAssertEqual(pixel(frame.image, 9, 3)[3], 0, "nothing more on it")
    XCTAssertEqual(pixel(frame.image, 4, 13), [0, 0, 255, 255], "the second line")
  }

  func testFontFacesFollowWhatIOSHas() {
    XCTAssertEqual(LottieFontFaces.face(name: "GillSans-UltraBold", family: "Gill Sans", style: "UltraBold"), .sansBold)
    XCTAssertEqual(LottieFontFaces.face(name: "Georgia", family: "Georgia", style: "Regular"), .serif)
    XCTAssertEqual(
      LottieFontFaces.face(name: "TimesNewRomanPS-BoldMT", family: "Times New Roman", style: "Bold"), .serifBold)
    XCTAssertEqual(LottieFontFaces.face(name: "Menlo-Regular", family: "Menlo", style: "Regular"), .monospaced)
    XCTAssertEqual(LottieFontFaces.face(name: "AvenirNext-Medium", family: "Avenir Next", style: "Medium"), .sans)
    // A family the phone lacks comes back as Helvetica, regular, whatever its weight.
    XCTAssertEqual(LottieFontFaces.face(name: "Oswald-Bold", family: "Oswald", style: "Bold"), .sans)
  }

  func testTextIsSetInTheStandInForItsFontsFace() throws {
    // A bold document font iOS has is set in the bold face's font, not the default chain's.
    let bytes = Array(
      (#"{"v":"5.7.4","fr":30,"ip":0,"op":30,"w":20,"h":20,"#
        + #""fonts":{"list":[{"fName":"Futura-Bold","fFamily":"Futura","fStyle":"Bold"}]},"layers":[{"ty":5,"ind":1,"#
        + #""ip":0,"op":30,"ks":{"p":{"a":0,"k":[2,15,0]}},"t":{"d":{"k":[{"t":0,"s":{"s":10,"f":"Futura-Bold","t":"A","#
        + #""fc":[0,0,1]}}]}}}]}"#).utf8)
    var faces = LottieFontFaces()
    faces[.sansBold] = [try TrueTypeFont(bytes: TestFont.bytes())]
    let frame = try LottieFirstFrame.render(bytes, width: 20, height: 20, faces: faces)
    XCTAssertEqual(frame.notDrawn, [])
    XCTAssertEqual(pixel(frame.image, 4, 11), [0, 0, 255, 255])
    let regular = String(decoding: bytes, as: UTF8.self).replacingOccurrences(
      of: #""fStyle":"Bold""#, with: #""fStyle":"Regular""#
    )
    .replacingOccurrences(of: "Futura-Bold", with: "Futura-Medium")
    let unset = try LottieFirstFrame.render(Array(regular.utf8), width: 20, height: 20, faces: faces)
    XCTAssertEqual(unset.notDrawn, ["text layers"], "no font for the regular face, and no default chain")
  }

  /// An animation with `chars` for "B" (a 5 × 7 square at 10 to the em, 6 wide) in `family`, set at size 10.
  func ownGlyphsAnimation(family: String) -> [UInt8] {
    let square =
      #"{"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]],"v":[[0,0],[0,-70],[50,-70],[50,0]],"#
      + #""c":true}"#
    return Array(
      (#"{"v":"5.7.4","fr":30,"ip":0,"op":30,"w":20,"h":20,"#
        + #""fonts":{"list":[{"fName":"F-Medium","fFamily":"\#(family)","fStyle":"Medium","ascent":70}]},"#
        + #""chars":[{"ch":"B","size":10,"style":"Medium","w":60,"fFamily":"\#(family)","#
        + #""data":{"shapes":[{"ty":"gr","it":[{"ty":"sh","ks":{"a":0,"k":\#(square)}}]}]}}],"#
        + #""layers":[{"ty":5,"ind":1,"ip":0,"op":30,"ks":{"p":{"a":0,"k":[2,15,0]}},"#
        + #""t":{"d":{"k":[{"t":0,"s":{"s":10,"f":"F-Medium","t":"BB","fc":[0,0,1]}}]}}}]}"#).utf8)
  }

  func testTheAnimationsOwnGlyphsStandInForAFamilyThePhoneHas() throws {
    let frame = try LottieFirstFrame.render(ownGlyphsAnimation(family: "Avenir Next"), width: 20, height: 20)
    XCTAssertEqual(frame.notDrawn, [])
    XCTAssertEqual(pixel(frame.image, 4, 11), [0, 0, 255, 255], "the first B: x 2…7, y 8…15")
    XCTAssertEqual(pixel(frame.image, 7, 11)[3], 0, "between them")
    XCTAssertEqual(pixel(frame.image, 10, 11), [0, 0, 255, 255], "the second, one advance (6) on")
    XCTAssertEqual(pixel(frame.image, 4, 7)[3], 0, "above the glyph")
    // A family the phone lacks is drawn as Helvetica, not as the glyphs; and a font the user chose wins.
    let other = try LottieFirstFrame.render(ownGlyphsAnimation(family: "Pacifico"), width: 20, height: 20)
    XCTAssertEqual(other.notDrawn, ["text layers"])
    var chosen = LottieFontFaces()
    chosen.ownGlyphs = false
    let unset = try LottieFirstFrame.render(
      ownGlyphsAnimation(family: "Avenir Next"), width: 20, height: 20, faces: chosen)
    XCTAssertEqual(unset.notDrawn, ["text layers"])
  }

  func testTextStrokesAreDrawnAsLottieIOSDoes() throws {
    // lottie-ios fills the characters in black for a stroke, over the fill (`of`) or under it, whatever its colour.
    func text(_ document: String, animators: String = "") -> [UInt8] {
      animation([
        #"{"ty":5,"nm":"T","ind":1,"ip":0,"op":30,"ks":{"p":{"a":0,"k":[2,15,0]}},"#
          + #""t":{"d":{"k":[{"t":0,"s":{"s":10,"t":"AA","j":0,\#(document),"fc":[0,0,1]}}]},"a":[\#(animators)]}}"#
      ])
    }
    let font = try TrueTypeFont(bytes: TestFont.bytes())
    let over = try LottieFirstFrame.render(
      text(#""tr":0,"sc":[1,0,0],"sw":1,"of":true"#), width: 20, height: 20, fonts: [font])
    XCTAssertEqual(pixel(over.image, 4, 11), [0, 0, 0, 255])
    XCTAssertEqual(pixel(over.image, 1, 11)[3], 0, "no stroke outside the characters")
    let under = try LottieFirstFrame.render(
      text(#""tr":0,"sc":[1,0,0],"sw":1,"of":false"#), width: 20, height: 20, fonts: [font])
    XCTAssertEqual(pixel(under.image, 4, 11), [0, 0, 255, 255])
    // An animator's tracking takes the document's place: 500 (half an em) then moves nothing.
    let tracked = try LottieFirstFrame.render(text(#""tr":500"#), width: 20, height: 20, fonts: [font])
    XCTAssertEqual(pixel(tracked.image, 12, 11)[3], 0, "the second A 5 further on")
    let retracked = try LottieFirstFrame.render(
      text(#""tr":500"#, animators: #"{"s":{},"a":{"t":{"a":0,"k":0}}}"#), width: 20, height: 20, fonts: [font])
    XCTAssertEqual(pixel(retracked.image, 12, 11), [0, 0, 255, 255])
    // So does any animator's, 0 when it sets none (lottie-ios's snapshot of shop: an animator of fill colour only).
    let untracked = try LottieFirstFrame.render(
      text(#""tr":500"#, animators: #"{"s":{},"a":{"fc":{"a":0,"k":[0,0,1,1]}}}"#), width: 20, height: 20,
      fonts: [font])
    XCTAssertEqual(pixel(untracked.image, 12, 11), [0, 0, 255, 255])
  }

  func testEmbeddedImageLayers() throws {
    // A 2 × 2 PNG (red, green / blue, white) as a 10 × 10 image asset, moved to (10, 0).
    let png = PNG.encode(
      RGBAImage(width: 2, height: 2, pixels: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]))
    let asset = #"{"id":"img","w":10,"h":10,"e":1,"p":"data:image/png;base64,\#(Data(png).base64EncodedString())"}"#
    let layer = #"{"ty":2,"refId":"img","ind":1,"ip":0,"op":30,"ks":{"p":{"a":0,"k":[10,0,0]}}}"#
    let bytes = Array(#"{"ip":0,"op":30,"w":20,"h":20,"assets":[\#(asset)],"layers":[\#(layer)]}"#.utf8)
    let frame = try LottieFirstFrame.render(bytes, width: 20, height: 20)
    XCTAssertEqual(frame.notDrawn, [])
    XCTAssertEqual(pixel(frame.image, 11, 1), [255, 0, 0, 255])
    XCTAssertEqual(pixel(frame.image, 18, 1), [0, 255, 0, 255])
    XCTAssertEqual(pixel(frame.image, 11, 8), [0, 0, 255, 255])
    XCTAssertEqual(pixel(frame.image, 5, 5)[3], 0, "left of the layer")
    XCTAssertEqual(pixel(frame.image, 15, 15)[3], 0, "below its 10 × 10")
    // An image beside the animation is a note, not a silent gap.
    let external = String(decoding: bytes, as: UTF8.self).replacingOccurrences(
      of: #""p":"data:"#, with: #""u":"images/","p":"img_0.png","x":""#)
    XCTAssertEqual(
      try LottieFirstFrame.render(Array(external.utf8), width: 20, height: 20).notDrawn,
      ["image files beside the animation"])
  }

  func testAShrunkImageTakesTheMeanOfWhatEachPixelCovers() throws {
    // An 8 × 8 black image with a white 2 × 2 middle, drawn into one pixel: one bilinear sample there would be
    // white; the pixel is mostly black, as the image is.
    var pixels = [UInt8](repeating: 0, count: 8 * 8 * 4)
    for y in 0..<8 {
      for x in 0..<8 {
        let white: UInt8 = (3...4).contains(x) && (3...4).contains(y) ? 255 : 0
        pixels.replaceSubrange((y * 8 + x) * 4..<(y * 8 + x) * 4 + 4, with: [white, white, white, 255])
      }
    }
    let png = PNG.encode(RGBAImage(width: 8, height: 8, pixels: pixels))
    let asset = #"{"id":"img","w":1,"h":1,"e":1,"p":"data:image/png;base64,\#(Data(png).base64EncodedString())"}"#
    let layer = #"{"ty":2,"refId":"img","ind":1,"ip":0,"op":30,"ks":{}}"#
    let bytes = Array(#"{"ip":0,"op":30,"w":2,"h":2,"assets":[\#(asset)],"layers":[\#(layer)]}"#.utf8)
    let frame = try LottieFirstFrame.render(bytes, width: 2, height: 2)
    XCTAssertEqual(pixel(frame.image, 0, 0)[3], 255)
    XCTAssertEqual(Double(pixel(frame.image, 0, 0)[0]), 255 * 4 / 64, accuracy: 2, "4 white texels of 64")
  }

  func testMasksExpandAndShrink() throws {
    // The 40 × 40 red square through a 10 × 10 mask at (5, 5): grown by 2 all round, then shrunk by 2.
    let big = redSquare.replacingOccurrences(of: #""k":[10,10]"#, with: #""k":[40,40]"#)
    func masked(_ expansion: Int) throws -> RGBAImage {
      let mask =
        #"{"mode":"a","pt":{"a":0,"k":{"c":true,"v":[[5,5],[15,5],[15,15],[5,15]],"i":[[0,0],[0,0],[0,0],[0,0]],"#
        + #""o":[[0,0],[0,0],[0,0],[0,0]]}},"o":{"a":0,"k":100},"x":{"a":0,"k":\#(expansion)}}"#
      let frame = try LottieFirstFrame.render(
        animation([shapeLayer(big, extra: #","masksProperties":[\#(mask)]"#)]), width: 20, height: 20)
      XCTAssertEqual(frame.notDrawn, [])
      return frame.image
    }
    let grown = try masked(2)
    XCTAssertEqual(pixel(grown, 3, 10)[3], 255, "inside the grown mask")
    XCTAssertEqual(pixel(grown, 1, 10)[3], 0)
    let shrunk = try masked(-2)
    XCTAssertEqual(pixel(shrunk, 6, 10)[3], 0, "outside the shrunk mask")
    XCTAssertEqual(pixel(shrunk, 10, 10)[3], 255)
  }

  func testPrecompositionsMasksAndMattes() throws {
    // A precomposition of the red square, moved by (5, 5), its own time 10 frames ahead (st −10) where the square
    // has grown, clipped to its 12 × 12 bounds.
    let growing = redSquare.replacingOccurrences(
      of: #""s":{"a":0,"k":[10,10]}"#, with: #""s":{"a":1,"k":[{"t":0,"s":[2,2]},{"t":10,"s":[30,30]}]}"#)
    let precomp =
      #"{"ty":0,"refId":"comp","ip":0,"op":30,"st":-10,"w":12,"h":12,"ks":{"p":{"a":0,"k":[5,5,0]}}}"#
    let bytes = Array(
      #"{"ip":0,"op":30,"w":20,"h":20,"assets":[{"id":"comp","layers":[\#(shapeLayer(growing))]}],"layers":[\#(precomp)]}"#
        .utf8)
    let frame = try LottieFirstFrame.render(bytes, width: 20, height: 20)
    XCTAssertEqual(frame.notDrawn, [])
    XCTAssertEqual(pixel(frame.image, 6, 6), [255, 0, 0, 255], "drawn, at the precomposition's time")
    XCTAssertEqual(pixel(frame.image, 16, 16), [255, 0, 0, 255])
    XCTAssertEqual(pixel(frame.image, 18, 18)[3], 0, "clipped to the 12 × 12 bounds")
    XCTAssertEqual(pixel(frame.image, 3, 3)[3], 0)

    // A subtracting mask cuts a hole; an inverted alpha matte hides what the matte covers.
    let big = redSquare.replacingOccurrences(of: #""k":[10,10]"#, with: #""k":[40,40]"#)
    let hole =
      #"{"mode":"s","pt":{"a":0,"k":{"c":true,"v":[[0,0],[10,0],[10,10],[0,10]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}},"o":{"a":0,"k":100}}"#
    let masked = try LottieFirstFrame.render(
      animation([shapeLayer(big, extra: #","masksProperties":[\#(hole)]"#)]), width: 20, height: 20)
    XCTAssertEqual(pixel(masked.image, 5, 5)[3], 0, "the hole")
    XCTAssertEqual(pixel(masked.image, 15, 15), [255, 0, 0, 255])
    let matte = shapeLayer(redSquare, extra: #","td":1"#)
    let target = shapeLayer(big, extra: #","tt":2"#)
    let matted = try LottieFirstFrame.render(animation([matte, target]), width: 20, height: 20)
    XCTAssertEqual(pixel(matted.image, 5, 5)[3], 0, "covered by the matte: hidden by the inverted matte")
    XCTAssertEqual(pixel(matted.image, 15, 15), [255, 0, 0, 255], "the matte source itself is not drawn")
  }

  func testLayerBlendModes() throws {
    // A grey square over a red one: multiplied, screened, differenced; luminosity (15) is drawn as normal, as
    // lottie-ios's snapshot of its blend mode test shows; half transparent, the blend is mixed with the backdrop.
    let red = ##"{"ty":1,"ind":2,"ip":0,"op":30,"sw":20,"sh":20,"sc":"#ff0000","ks":{}}"##
    func grey(_ mode: Int, opacity: Int = 100) -> String {
      ##"{"ty":1,"ind":1,"ip":0,"op":30,"sw":10,"sh":10,"sc":"#808080","bm":\##(mode),"ks":{"o":{"a":0,"k":\##(opacity)}}}"##
    }
    func top(_ mode: Int, opacity: Int = 100) throws -> [UInt8] {
      let frame = try LottieFirstFrame.render(animation([grey(mode, opacity: opacity), red]), width: 20, height: 20)
      XCTAssertEqual(frame.notDrawn, [])
      XCTAssertEqual(pixel(frame.image, 15, 15), [255, 0, 0, 255], "the backdrop alone")
      return pixel(frame.image, 5, 5)
    }
    XCTAssertEqual(try top(1), [128, 0, 0, 255], "multiply")
    XCTAssertEqual(try top(2), [255, 128, 128, 255], "screen")
    XCTAssertEqual(try top(10), [127, 128, 128, 255], "difference")
    XCTAssertEqual(try top(15), [128, 128, 128, 255], "luminosity: normal")
    XCTAssertEqual(try top(1, opacity: 50), [191, 0, 0, 255], "half a multiply (the layer drawn in 8 bits first)")
    let frame = try LottieFirstFrame.render(animation([grey(16), red]), width: 20, height: 20)
    XCTAssertEqual(frame.notDrawn, ["blend mode 16"])
  }

  func testStrokesZeroWideDrawNothing() throws {
    // A white stroke of width 0 around the red square (as After Effects exports a disabled one): no hairline.
    let square = redSquare.replacingOccurrences(
      of: #"{"ty":"fl""#,
      with: #"{"ty":"st","c":{"a":0,"k":[1,1,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":0}},{"ty":"fl""#)
    let frame = try LottieFirstFrame.render(animation([shapeLayer(square)]), width: 20, height: 20)
    XCTAssertEqual(pixel(frame.image, 0, 5), [255, 0, 0, 255], "the edge stays red")
    XCTAssertEqual(pixel(frame.image, 10, 5)[3], 0, "and nothing outside it")
  }

  func testRepeatersCopyWhatIsAboveThem() throws {
    // A 4-unit red square repeated 3 times 6 units to the right, fading from 100 % to 50 %; then the same square
    // as a bare path group whose fill comes after the repeater (the fill paints every copy).
    let square =
      #"{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[2,2]},"s":{"a":0,"k":[4,4]},"r":{"a":0,"k":0}},"#
      + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},{"ty":"tr"}]}"#
    let repeater =
      #"{"ty":"rp","c":{"a":0,"k":3},"o":{"a":0,"k":0},"m":1,"tr":{"p":{"a":0,"k":[6,0]},"a":{"a":0,"k":[0,0]},"#
      + #""s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"so":{"a":0,"k":100},"eo":{"a":0,"k":50}}}"#
    let frame = try LottieFirstFrame.render(
      animation([shapeLayer([square, repeater].joined(separator: ","))]), width: 20, height: 20)
    XCTAssertEqual(frame.notDrawn, [])
    XCTAssertEqual(pixel(frame.image, 2, 2), [255, 0, 0, 255], "the first copy")
    XCTAssertEqual(pixel(frame.image, 8, 2), [255, 0, 0, 191], "the second, at 75 %")
    XCTAssertEqual(pixel(frame.image, 14, 2), [255, 0, 0, 128], "the third, at 50 %")
    XCTAssertEqual(pixel(frame.image, 19, 2)[3], 0, "and no fourth")
    let path =
      #"{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[2,2]},"s":{"a":0,"k":[4,4]},"r":{"a":0,"k":0}},{"ty":"tr"}]}"#
    let fill = #"{"ty":"fl","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100}}"#
    let below = try LottieFirstFrame.render(
      animation([shapeLayer([path, repeater, fill].joined(separator: ","))]), width: 20, height: 20)
    for x in [2, 8, 14] { XCTAssertEqual(pixel(below.image, x, 2), [0, 0, 255, 255], "copy at \(x), one fill") }
    // lottie-ios's Main Thread engine makes no node of a repeater: the shapes once, and a note.
    for shapes in [[square, repeater], [path, repeater, fill]] {
      let once = try LottieFirstFrame.render(
        animation([shapeLayer(shapes.joined(separator: ","))]), width: 20, height: 20, engine: .mainThread)
      XCTAssertEqual(pixel(once.image, 2, 2)[3], 255, "the shapes")
      XCTAssertEqual(pixel(once.image, 8, 2)[3], 0, "no copy")
      XCTAssertEqual(once.notDrawn, ["repeaters (lottie-ios's Main Thread engine draws the shapes once)"])
    }
  }

  func testFillBlendModesAndGroupOpacity() throws {
    // A blue square under a red one in the same layer, the red one filled through multiply (`bm` 1): black where
    // they overlap. Faded to 50 %, the layer is faded as one: the overlap is as opaque as the rest.
    func square(_ x: Int, _ color: String, bm: Int) -> String {
      #"{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[\#(x),10]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},"#
        + #"{"ty":"fl","c":{"a":0,"k":[\#(color)]},"o":{"a":0,"k":100},"bm":\#(bm)},{"ty":"tr"}]}"#
    }
    let shapes = [square(10, "1,0,0,1", bm: 1), square(6, "0,0,1,1", bm: 0)].joined(separator: ",")
    let frame = try LottieFirstFrame.render(animation([shapeLayer(shapes)]), width: 20, height: 20)
    XCTAssertEqual(frame.notDrawn, [])
    XCTAssertEqual(pixel(frame.image, 4, 10), [0, 0, 255, 255], "the blue square alone")
    XCTAssertEqual(pixel(frame.image, 9, 10), [0, 0, 0, 255], "red multiplied with blue")
    XCTAssertEqual(pixel(frame.image, 13, 10), [255, 0, 0, 255], "red over nothing")
    let plain = [square(10, "1,0,0,1", bm: 0), square(6, "0,0,1,1", bm: 0)].joined(separator: ",")
    let faded = try LottieFirstFrame.render(
      animation([shapeLayer(plain, ks: #"{"o":{"a":0,"k":50}}"#)]), width: 20, height: 20)
    XCTAssertEqual(pixel(faded.image, 4, 10), [0, 0, 255, 128])
    XCTAssertEqual(pixel(faded.image, 9, 10), [255, 0, 0, 128], "the overlap: red only, at the layer's opacity")
    // The same two squares in a group faded to 50 %: faded as one too.
    let group = #"{"ty":"gr","it":[\#(plain),{"ty":"tr","o":{"a":0,"k":50}}]}"#
    let grouped = try LottieFirstFrame.render(animation([shapeLayer(group)]), width: 20, height: 20)
    XCTAssertEqual(pixel(grouped.image, 4, 10), [0, 0, 255, 128])
    XCTAssertEqual(pixel(grouped.image, 9, 10), [255, 0, 0, 128], "the overlap, faded with its group")
  }

  func testHiddenAndOutOfFrameLayersAreNotDrawn() throws {
    let hidden = shapeLayer(redSquare, extra: #","hd":true"#)
    let later = shapeLayer(redSquare).replacingOccurrences(of: #""ip":0"#, with: #""ip":5"#)
    let frame = try LottieFirstFrame.render(animation([hidden, later]), width: 20, height: 20)
    XCTAssertEqual(pixel(frame.image, 5, 5)[3], 0)
  }

  func testMalformedFilesAreErrors() {
    XCTAssertThrowsError(try LottieFirstFrame.render(Array("{\"layers\":[".utf8), width: 10, height: 10))
    XCTAssertThrowsError(try LottieFirstFrame.render(Array("{}".utf8), width: 10, height: 10))
  }

  func testEveryCorpusSampleRenders() throws {
    let directory = LottieConformanceTests.corpus.appendingPathComponent("lottie-samples")
    guard FileManager.default.fileExists(atPath: directory.path) else {
      print("skipping: \(directory.path) is not present")
      throw XCTSkip("corpus not present")
    }
    var drawn = 0
    for file in FileManager.default.enumerator(atPath: directory.path)!.compactMap({ $0 as? String })
    where file.hasSuffix(".json") {
      let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(file)))
      let frame = try LottieFirstFrame.render(bytes, width: 48, height: 48)
      if frame.image.pixels.enumerated().contains(where: { $0.offset % 4 == 3 && $0.element > 0 }) { drawn += 1 }
    }
    XCTAssertGreaterThan(drawn, 50, "most samples draw something in their first frame")
  }
}
