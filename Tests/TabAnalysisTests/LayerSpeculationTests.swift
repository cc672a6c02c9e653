import XCTest

@testable import Lottie
@testable import TabAnalysis

/// The parallel decoding of big animations (`LayerSpeculation`) must give exactly what sequential decoding gives:
/// the same model, the same keypaths, the same errors — whether its guess is right, wrong or never made.
final class LayerSpeculationTests: XCTestCase {
  /// A bodymovin-style shape layer carrying `padding` bytes of path keyframes.
  func layer(_ index: Int, name: String? = nil, extraItem: String = "", omit: String? = nil) -> String {
    let vertices = (0..<60).map { "[\($0 * 7 % 400).5,-\($0 * 3).25]" }.joined(separator: ",")
    let path = #"{"ty":"sh","nm":"Path \#(index)","ks":{"a":1,"k":[{"t":0,"s":[{"c":true,"v":[\#(vertices)]}]}]}}"#
    let group =
      #"{"ty":"gr","nm":"Group","it":[\#(path),\#(extraItem)\#(extraItem.isEmpty ? "" : ",")"#
      + #"{"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},{"ty":"tr","nm":"Transform"}]}"#
    let fields = [
      #""ddd":0"#, #""ind":\#(index + 1)"#, #""ty":4"#, #""nm":"\#(name ?? "Layer \(index)")""#,
      #""ks":{"o":{"a":0,"k":100},"s":{"a":0,"k":[100,100,100]}}"#, #""shapes":[\#(group)]"#, #""ip":0"#,
      #""op":60"#, #""st":0"#,
    ].filter { omit == nil || !$0.hasPrefix("\"\(omit!)\"") }
    return "{" + fields.joined(separator: ",") + "}"
  }

  func document(layers: [String], assetLayers: [String] = []) -> [UInt8] {
    let assets = assetLayers.isEmpty ? "" : #"{"id":"comp","layers":[\#(assetLayers.joined(separator: ",\n"))]}"#
    return Array(
      #"{"v":"5.7.4","fr":30,"ip":0,"op":60,"w":200,"h":200,"assets":[\#(assets)],"layers":[\#(layers.joined(separator: ", "))]}"#
        .utf8)
  }

  func assertSameAsSequential(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertGreaterThanOrEqual(bytes.count, LayerSpeculation.minimumBytes, "too small to speculate", line: line)
    let sequential = Result { () throws(LottieError) in try LottieDecoder.decode(bytes, speculation: .none) }
    for mode in [LottieDecoder.SpeculationMode.beforehand, .parallel] {
      let speculative = Result { () throws(LottieError) in try LottieDecoder.decode(bytes, speculation: mode) }
      switch (speculative, sequential) {
      case (.success(let a), .success(let b)):
        let (keypathsA, keypathsB) = (LottieKeypaths(a), LottieKeypaths(b))
        XCTAssertEqual(keypathsA.main, keypathsB.main, "\(mode)", file: file, line: line)
        XCTAssertEqual(keypathsA.core, keypathsB.core, "\(mode)", file: file, line: line)
        XCTAssertFalse(keypathsA.main.isEmpty, file: file, line: line)
      case (.failure(let a), .failure(let b)):
        XCTAssertEqual(a.description, b.description, "\(mode)", file: file, line: line)
      default:
        XCTFail("\(mode): \(speculative) but sequentially \(sequential)", file: file, line: line)
      }
    }
  }

  /// Whether the layers decoded by the second thread were adopted (their item ids start at a base of their own).
  func adoptedSecondHalf(_ animation: LottieAnimation) -> Bool {
    animation.layers.contains { $0.shapes.contains { $0.id >= LayerSpeculation.itemIDBase } }
  }

  func testGuessIsALayerAndResultsMatch() throws {
    let bytes = document(layers: (0..<500).map { layer($0) })
    let start = try XCTUnwrap(
      bytes.withUnsafeBufferPointer { LayerSpeculation.guessLayerStart(in: $0, from: bytes.count / 2) })
    XCTAssertEqual(Array(bytes[start..<start + 7]), Array(#"{"ddd":"#.utf8))
    XCTAssertTrue(adoptedSecondHalf(try LottieDecoder.decode(bytes, speculation: .beforehand)))
    XCTAssertFalse(adoptedSecondHalf(try LottieDecoder.decode(bytes, speculation: .none)))
    assertSameAsSequential(bytes)
  }

  func testWrongGuessInsideShapeItemsIsHarmless() throws {
    // Past the middle, the first layer-like objects are shape items, not layers.
    let decoy = #"{"ddd":0,"ty":"el","nm":"Decoy","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[4,4]}}"#
    let layers = (0..<500).map { layer($0, extraItem: $0 >= 200 ? [decoy, decoy].joined(separator: ",") : "") }
    let bytes = document(layers: layers)
    XCTAssertFalse(adoptedSecondHalf(try LottieDecoder.decode(bytes, speculation: .beforehand)))
    assertSameAsSequential(bytes)
  }

  func testLayersOfPrecompAssets() throws {
    let precomp =
      #"{"ddd":0,"ind":1,"ty":0,"nm":"Precomp","refId":"comp","w":200,"h":200,"ks":{},"ip":0,"op":60,"st":0}"#
    let bytes = document(layers: [precomp], assetLayers: (0..<500).map { layer($0) })
    XCTAssertTrue(
      adoptedSecondHalf(
        try LottieDecoder.decode(bytes, speculation: .beforehand).assets["comp"].map {
          LottieAnimation(layers: $0, assets: [:])
        }!))
    assertSameAsSequential(bytes)
  }

  func testErrorsInTheSecondHalfAreTheSequentialOnes() {
    var layers = (0..<500).map { layer($0) }
    layers[400] = layer(400, omit: "ip")
    assertSameAsSequential(document(layers: layers))
    layers[250] = String(layer(250).dropLast())  // an unterminated object
    assertSameAsSequential(document(layers: layers))
    layers = (0..<500).map { layer($0, name: $0 == 450 ? "Bad \u{1}" : nil) }  // a control character
    assertSameAsSequential(document(layers: layers))
  }

  func testUnsupportedLayerTypesAreDroppedTheSameWay() {
    let layers = (0..<500).map {
      $0 % 7 == 0 ? layer($0).replacingOccurrences(of: #""ty":4"#, with: #""ty":42"#) : layer($0)
    }
    assertSameAsSequential(document(layers: layers))
  }
}
