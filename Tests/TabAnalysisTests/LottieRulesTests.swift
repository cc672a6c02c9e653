import Foundation
import XCTest

@testable import Lottie
@testable import TabAnalysis

/// Spec rules that lottie-ios's snapshots never exercise (marked [source] in the spec), checked on small
/// animations written for them, with expectations worked out by hand from the spec.
final class LottieRulesTests: XCTestCase {
  let transform =
    #""ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0,0,0]},"a":{"a":0,"k":[0,0,0]},"s":{"a":0,"k":[100,100,100]}}"#
  let times = #""ip":0,"op":10,"st":0"#

  func layer(_ fields: String) -> String { "{\(times),\(transform),\(fields)}" }

  func animation(_ layers: [String], assets: String = "[]") -> [UInt8] {
    Array(
      #"{"v":"5.7.4","fr":30,"ip":0,"op":10,"w":10,"h":10,"assets":\#(assets),"layers":[\#(layers.joined(separator: ","))]}"#
        .utf8)
  }

  func counts(_ list: [String]) -> [String: Int] { list.reduce(into: [:]) { $0[$1, default: 0] += 1 } }

  let layerTransform = [
    "Anchor Point", "Position", "Scale", "Rotation", "Rotation X", "Rotation Y", "Rotation Z", "Opacity",
  ]
  let groupTransform = [
    "Anchor Point", "Position", "Scale", "Rotation", "Rotation X", "Rotation Y", "Rotation Z", "Opacity", "Skew",
    "Skew Axis",
  ]

  func node(_ path: String, _ properties: [String]) -> [String] { [path] + properties.map { path + "." + $0 } }

  func testHiddenLayerAndHiddenItem() throws {
    let shapes =
      #""shapes":[{"ty":"gr","nm":"G","hd":true,"it":[{"ty":"fl","nm":"F","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]},{"ty":"el","nm":"E","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[2,2]}}]"#
    let keypaths = try LottieKeypaths(
      bytes: animation([
        layer(#""ty":4,"nm":"Hidden","hd":true,"shapes":[]"#), layer(#""ty":4,"nm":"L",\#(shapes)"#),
      ]))
    let expectedMain =
      node("Hidden", []) + node("Hidden.Transform", layerTransform) + node("L", [])
      + node("L.Transform", layerTransform)
      + node("L.E", ["Position", "Size"])
    XCTAssertEqual(keypaths.main, expectedMain.sorted())
    // Core Animation: the hidden layer records its transform only; L has a path but no fill: nothing drawn.
    XCTAssertEqual(
      counts(keypaths.core),
      [
        "Hidden.Transform.Position": 1, "Hidden.Transform.Scale": 2, "Hidden.Transform.Rotation": 1,
        "L.Transform.Position": 1, "L.Transform.Scale": 2, "L.Transform.Rotation": 1, "L.Transform.Opacity": 1,
      ])
  }

  func testRepeaterRecordsPerCopyUnderTheLayer() throws {
    let shapes = #"""
      "shapes":[{"ty":"gr","nm":"G","it":[{"ty":"sh","nm":"P","ks":{"a":0,"k":{}}},{"ty":"fl","nm":"F","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},{"ty":"tr","nm":"T","s":{"a":0,"k":[100,100]}}]},{"ty":"rp","nm":"R","c":{"a":0,"k":3},"tr":{"s":{"a":0,"k":[100,100]}}}]
      """#
    let keypaths = try LottieKeypaths(bytes: animation([layer(#""ty":4,"nm":"L",\#(shapes)"#)]))
    XCTAssertEqual(
      counts(keypaths.core),
      [
        "L.Transform.Position": 1, "L.Transform.Scale": 2, "L.Transform.Rotation": 1, "L.Transform.Opacity": 1,
        "L.G.F.Color": 3, "L.G.F.Opacity": 3, "L.G.T.Position": 3, "L.G.T.Scale": 6, "L.G.T.Rotation": 3,
        "L.G.T.Opacity": 3, "L.Position": 3, "L.Scale": 6, "L.Rotation": 3,
      ])
    // The Main Thread engine ignores the repeater; the group's transform child is always named Transform.
    let expectedMain =
      node("L", []) + node("L.Transform", layerTransform) + node("L.G", groupTransform) + node("L.G.P", ["Path"])
      + node("L.G.F", ["Opacity", "Color"]) + node("L.G.Transform", groupTransform)
    XCTAssertEqual(keypaths.main, expectedMain.sorted())
  }

  func testLumaMatteSourceRecordsNothingInCoreAnimation() throws {
    let keypaths = try LottieKeypaths(
      bytes: animation([
        layer(#""ty":1,"nm":"M","sc":"ffffff","sw":10,"sh":10"#),
        layer(#""ty":1,"nm":"X","tt":3,"sc":"ffffff","sw":10,"sh":10"#),
      ]))
    XCTAssertEqual(
      counts(keypaths.core),
      [
        "X.Transform.Position": 1, "X.Transform.Scale": 2, "X.Transform.Rotation": 1, "X.Transform.Opacity": 1,
        "X.Color": 1,
      ])
    XCTAssertTrue(keypaths.main.contains("M.Color"), "the Main Thread engine lists matte sources like any layer")
  }

  func testSkewedGroupTransformIsCombined() throws {
    let shapes = #"""
      "shapes":[{"ty":"gr","nm":"G","it":[{"ty":"rc","nm":"R","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[1,1]},"r":{"a":0,"k":0}},{"ty":"st","nm":"S","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":1}},{"ty":"tr","nm":"Transformieren","sk":{"a":0,"k":15}}]}]
      """#
    let keypaths = try LottieKeypaths(bytes: animation([layer(#""ty":4,"nm":"L",\#(shapes)"#)]))
    // A stroke alone is split into its own render group; the skewed transform records only its opacity, under the
    // tr item's own name.
    XCTAssertEqual(
      counts(keypaths.core),
      [
        "L.Transform.Position": 1, "L.Transform.Scale": 2, "L.Transform.Rotation": 1, "L.Transform.Opacity": 1,
        "L.G.S.Color": 1, "L.G.S.Stroke Width": 1, "L.G.S.Opacity": 1, "L.G.Transformieren.Opacity": 1,
      ])
  }

  func testLastTextAnimatorStarsAndTimeRemap() throws {
    let text =
      #""ty":5,"nm":"T","t":{"d":{"k":[]},"a":[{"nm":"A1","a":{"o":{"a":0,"k":0}}},{"nm":"A2","s":{"s":{"a":0,"k":0},"e":{"a":0,"k":100}},"a":{"p":{"a":0,"k":[0,0]},"fc":{"a":0,"k":[1,0,0]}}}]}"#
    let stars = #"""
      "ty":4,"nm":"S","shapes":[{"ty":"sr","nm":"Star","sy":1},{"ty":"sr","nm":"Poly","sy":2},{"ty":"sr","nm":"None","sy":0}]
      """#
    let precomp = #""ty":0,"nm":"P","refId":"comp","w":10,"h":10,"tm":{"a":0,"k":0}"#
    let assets = "[{\"id\":\"comp\",\"layers\":[\(layer(#""ty":3,"nm":"Null""#))]}]"
    let keypaths = try LottieKeypaths(bytes: animation([layer(text), layer(stars), layer(precomp)], assets: assets))
    let main = Set(keypaths.main)
    XCTAssertTrue(
      main.isSuperset(of: ["T.A2", "T.A2.Position", "T.A2.Fill Color", "T.A2.Start", "T.A2.End", "T.Stroke Color"]))
    XCTAssertFalse(main.contains("T.A1"), "only the last animator is kept")
    XCTAssertTrue(main.isSuperset(of: ["S.Star.Inner Radius", "S.Poly.Outer Radius", "S.Poly.Points"]))
    XCTAssertFalse(main.contains("S.Poly.Inner Radius"))
    XCTAssertFalse(main.contains("S.None"))
    XCTAssertTrue(main.isSuperset(of: ["P.Time Remap", "P.Null", "P.Null.Transform.Position"]))
    // Core Animation: text records Color and Stroke Color only; the null in the precomp records no Opacity.
    let core = counts(keypaths.core)
    XCTAssertEqual(core["T.Color"], 1)
    XCTAssertEqual(core["T.Stroke Color"], 1)
    XCTAssertNil(core["T.A2.Position"])
    XCTAssertEqual(core["P.Null.Transform.Scale"], 2)
    XCTAssertNil(core["P.Null.Transform.Opacity"])
  }

  func testGradientStrokeWithAlpha() throws {
    let gradient = #"{"p":2,"k":{"a":0,"k":[0,1,0,0,1,0,0,1,0,1,1,0.5]}}"#
    let shapes = #"""
      "shapes":[{"ty":"el","nm":"E","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[1,1]}},{"ty":"gs","nm":"GS","g":\#(gradient),"o":{"a":0,"k":100},"w":{"a":0,"k":1},"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[1,1]}}]
      """#
    let keypaths = try LottieKeypaths(bytes: animation([layer(#""ty":4,"nm":"L",\#(shapes)"#)]))
    // A path at the top level gets a synthetic unnamed group, which adds no component.
    let core = counts(keypaths.core)
    XCTAssertEqual(core["L.GS.Colors"], 5)
    XCTAssertEqual(core["L.GS.Opacity"], 3)
    XCTAssertEqual(core["L.GS.Stroke Width"], 1)
  }

  func testDecodeFailuresAreReportedWithPath() {
    let missing = animation([#"{"ty":4,"nm":"NoTransform",\#(times),"shapes":[]}"#])
    XCTAssertThrowsError(try LottieKeypaths(bytes: missing)) { error in
      let error = error as! LottieError
      XCTAssertEqual(error.jsonPath, "layers[0]")
      XCTAssertTrue(error.message.contains("has no 'ks'"))
    }
    XCTAssertThrowsError(try LottieKeypaths(bytes: Array(#"{"layers":[{"ty":4,,}]}"#.utf8))) { error in
      XCTAssertEqual((error as! LottieError).offset, 19)
    }
    let badStar = animation([layer(#""ty":4,"nm":"S","shapes":[{"ty":"sr","nm":"X","sy":7}]"#)])
    XCTAssertThrowsError(try LottieKeypaths(bytes: badStar))
    // Unknown layer types are dropped; unknown item types too; items without ty are kept but silent.
    let tolerant = animation([
      layer(#""ty":42,"nm":"Future""#),
      layer(#""ty":4,"nm":"L","shapes":[{"ty":"zz","nm":"Z"},{"nm":"NoType"}]"#),
    ])
    XCTAssertEqual(
      try LottieKeypaths(bytes: tolerant).main, (node("L", []) + node("L.Transform", layerTransform)).sorted())
  }

  func testMatcherDerivedRules() {
    XCTAssertFalse(KeypathPattern("Layer.Color").matches("layer.color"))
    XCTAssertFalse(KeypathPattern("*primary").matches("primary"))
    XCTAssertTrue(KeypathPattern("**.Color").matches("TEXT.Stroke Color"))
    XCTAssertTrue(KeypathPattern("A.**.B").matches("A.xB"))
    XCTAssertFalse(KeypathPattern("A.**").matches("A"))
    XCTAssertTrue(KeypathPattern("Group (1)").matches("Group 1"))
    XCTAssertFalse(KeypathPattern("Group (1)").matches("Group (1)"))
    XCTAssertFalse(KeypathPattern("(").matches("("))
  }
}

/// The Main Thread list is written in sorted order without a full sort; it must equal sorting the raw dump.
final class SortedTreeWriterTests: XCTestCase {
  func check(_ bytes: [UInt8], _ label: String) throws {
    let animation = try LottieDecoder.decode(bytes)
    XCTAssertEqual(
      MainThreadKeypaths.sortedList(animation).stringsInOrder(),
      MainThreadKeypaths.list(animation).stringsInOrder().sorted(), label)
  }

  func testAdversarialNames() throws {
    let times = #""ip":0,"op":10,"st":0,"ks":{}"#
    let names = [
      "Layer", "Layer 2", "Layer!", "Layer.Transform", "Opacity", "Layer", "", "A.B", "A", "Layer-1", "Layer/",
    ]
    let groups = names.map {
      #"{"ty":"gr","nm":"\#($0)","it":[{"ty":"fl","nm":"Opacity","c":{},"o":{}},{"ty":"el","nm":"\#($0) 2"}]}"#
    }
    let layers = names.map { #"{"ty":4,"nm":"\#($0)",\#(times),"shapes":[\#(groups.joined(separator: ","))]}"# }
    try check(Array(#"{"layers":[\#(layers.joined(separator: ","))]}"#.utf8), "adversarial")
  }

  func testCorpusSamples() throws {
    let directory = LottieConformanceTests.corpus.appendingPathComponent("lottie-samples")
    guard FileManager.default.fileExists(atPath: directory.path) else {
      print("skipping: \(directory.path) is not present")
      throw XCTSkip("corpus not present")
    }
    for file in FileManager.default.enumerator(atPath: directory.path)!.compactMap({ $0 as? String })
    where file.hasSuffix(".json") {
      try check([UInt8](try Data(contentsOf: directory.appendingPathComponent(file))), file)
    }
  }
}
