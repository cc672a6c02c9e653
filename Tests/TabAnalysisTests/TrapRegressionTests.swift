import JSON
import XCTest

@testable import Lottie
@testable import Raster
@testable import SourceText
@testable import TabAnalysis

/// Inputs that once trapped or blew up, each with what must come out instead: a bounded value, an error, or a
/// finding — never a crash.
final class TrapRegressionTests: XCTestCase {
  func testHugePositionsClampToTheLineEnd() {
    let lines = LineIndex(Array("ab\ncdé\n".utf8))
    for encoding in [PositionEncoding.utf8, .utf16] {
      XCTAssertEqual(lines.offset(of: Position(line: 1, character: Int.max), in: encoding), 7)
      XCTAssertEqual(lines.offset(of: Position(line: Int.max, character: Int.max), in: encoding), 8)
    }
  }

  func testPlusButtonIndexPastIntIsClamped() {
    for literal in ["1e300", "99999999999999999999", "-1e300"] {
      let source = """
        @implementation P
        + (id)plusButton { return nil; }
        + (NSUInteger)indexOfPlusButtonInTabBar { return \(literal); }
        @end
        """
      let scan = SourceScanner.scan(Array(source.utf8), dialect: .objectiveC)
      let index = scan.plusButtons.first?.index?.value
      XCTAssertNotNil(index, literal)
      XCTAssertLessThanOrEqual(abs(index ?? 0), 1_000_000, literal)
    }
  }

  func testFormatPositionsOutsideTheirRangeAreNotArguments() {
    XCTAssertEqual(FormatSpecifiers.of("%0$@"), ["$0@"])
    XCTAssertEqual(FormatSpecifiers.of("%999999999$@"), ["$99999999@"])
    XCTAssertEqual(FormatSpecifiers.of("%2$@ %1$d"), ["d", "@"])
    XCTAssertEqual(FormatSpecifiers.of("%64$@").count, 64)
  }

  func testLayoutSpecWithAbsurdNumbers() throws {
    let json = try JSONParser.parse(
      Array(#"{"device":"iPhone 15","items":[{},{},{},{}],"plusButton":{"index":1e300,"width":55,"height":55}}"#.utf8))
    let spec = try LayoutSpec(json: json)
    XCTAssertEqual(spec.plusButton?.index, 1_000_000)
    XCTAssertFalse(LayoutEngine.layout(spec).errors.isEmpty)
  }

  func testDeepPlistIsAnError() {
    let deep = "<plist><array>" + String(repeating: "<array>", count: 80_000)
    XCTAssertThrowsError(try PlistXMLReader.parse(Array(deep.utf8))) { error in
      XCTAssertTrue("\(error)".contains("nest deeper"), "\(error)")
    }
  }

  func testClamp() {
    XCTAssertEqual(Clamp.int(.nan), 0)
    XCTAssertEqual(Clamp.int(.infinity, 0...10), 10)
    XCTAssertEqual(Clamp.int(-1e300, 3...10), 3)
    XCTAssertEqual(Clamp.int(7.9, 0...10), 7)
  }

  func testPreviewOfAnAbsurdSpecIsBounded() {
    var spec = LayoutSpec(
      device: Device(name: "x", width: 1e300, height: 1e300, safeArea: EdgeInsets()), items: [LayoutItem(title: "a")])
    spec.barHeight = 1e12
    let image = PNGPreview.render(
      spec, layout: LayoutEngine.layout(spec), images: PNGPreview.Images(), dark: false, scale: 3)
    XCTAssertLessThanOrEqual(image.width, PNGPreview.maximumSide)
    XCTAssertLessThanOrEqual(image.height, PNGPreview.maximumSide)
  }

  /// A title or badge of 20,000 characters draws the bar. Its "…" cut was quadratic, and its glyphs off the canvas
  /// were rasterized one by one: this took 15 s in a debug build (2 s since), and a 200,000-character badge took
  /// `tabls preview` 16 s in a release build (0.2 s since).
  func testPreviewOfHugeTextDrawsTheBar() throws {
    let long = String(repeating: "A", count: 20_000)
    let device = DevicePresets.device(try XCTUnwrap(DevicePresets.preset(named: "iPhone 15")), landscape: false)
    let spec = LayoutSpec(
      device: device, items: [LayoutItem(title: long, badge: .uikit(long)), LayoutItem(title: "B", badge: .text(long))])
    for fonts in [[], [try TrueTypeFont(bytes: TestFont.bytes())]] {
      var images = PNGPreview.Images()
      images.outlineFonts = fonts
      let image = PNGPreview.render(spec, layout: LayoutEngine.layout(spec), images: images, scale: 3)
      XCTAssertEqual(image.width, 393 * 3)
    }
  }

  /// Asset k uses asset k−1 twice, 20 levels: 2^20 copies of the leaf were listed before.
  func testDoublingPrecompsAreRefused() {
    var assets: [String] = [#"{"id":"a0","layers":[{"ty":4,"nm":"leaf","ks":{},"ip":0,"op":10,"st":0,"shapes":[]}]}"#]
    for level in 1...20 {
      let use = #"{"ty":0,"w":10,"h":10,"nm":"u","refId":"a\#(level - 1)","ks":{},"ip":0,"op":10,"st":0}"#
      assets.append(#"{"id":"a\#(level)","layers":[\#(use),\#(use)]}"#)
    }
    let json =
      #"{"v":"5.7.0","fr":30,"ip":0,"op":10,"w":10,"h":10,"assets":[\#(assets.joined(separator: ","))],"layers":[{"ty":0,"w":10,"h":10,"nm":"top","refId":"a20","ks":{},"ip":0,"op":10,"st":0}]}"#
    XCTAssertThrowsError(try LottieKeypaths(bytes: Array(json.utf8))) { error in
      XCTAssertTrue("\(error)".contains("expands to more than"), "\(error)")
    }
  }

  /// 14 nested precomps under a 4 KB layer name: the names alone were gigabytes of keypath text.
  func testLongNamesOverDeepPrecompsAreRefusedOrBounded() {
    let name = String(repeating: "n", count: 4096)
    var assets: [String] = [#"{"id":"a0","layers":[{"ty":4,"nm":"leaf","ks":{},"ip":0,"op":10,"st":0,"shapes":[]}]}"#]
    for level in 1...14 {
      let use = #"{"ty":0,"w":10,"h":10,"nm":"\#(name)","refId":"a\#(level - 1)","ks":{},"ip":0,"op":10,"st":0}"#
      assets.append(#"{"id":"a\#(level)","layers":[\#(use),\#(use)]}"#)
    }
    let json =
      #"{"v":"5.7.0","fr":30,"ip":0,"op":10,"w":10,"h":10,"assets":[\#(assets.joined(separator: ","))],"layers":[{"ty":0,"w":10,"h":10,"nm":"top","refId":"a14","ks":{},"ip":0,"op":10,"st":0}]}"#
    XCTAssertThrowsError(try LottieKeypaths(bytes: Array(json.utf8))) { error in
      XCTAssertTrue("\(error)".contains("expands to more than"), "\(error)")
    }
  }

  func testRepeaterCopiesAreCapped() throws {
    let json =
      #"{"v":"5.7.0","fr":30,"ip":0,"op":10,"w":10,"h":10,"layers":[{"ty":4,"nm":"L","ks":{},"ip":0,"op":10,"st":0,"shapes":[{"ty":"gr","nm":"G","it":[{"ty":"rc","nm":"R","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[1e300,5]},"r":{"a":0,"k":0}},{"ty":"rp","nm":"Rep","c":{"a":0,"k":1e300},"o":{"a":0,"k":0},"tr":{}},{"ty":"tr"}]}]}]}"#
    let keypaths = try LottieKeypaths(bytes: Array(json.utf8))
    XCTAssertLessThan(keypaths.core.count, 100_000)
    let frame = try LottieFirstFrame.render(Array(json.utf8), width: 20, height: 20)
    XCTAssertEqual(frame.image.width, 20)
  }
}
