import SeededRandom
import XCTest

@testable import SourceText
@testable import TabAnalysis

/// `IncrementalEdits` against the plain way (a full `LineIndex` after every change), on seeded random texts and
/// change sequences full of `\r`, `\r\n`, multi-byte scalars and positions past line ends.
final class IncrementalEditsTests: XCTestCase {
  func testAgreesWithRebuildingTheLineIndexAfterEveryChange() {
    var random = SplitMix64(seed: 0xED17)
    let pieces = ["a", "bc", "\n", "\r", "\r\n", "é", "日本", "😀", " ", "\n\n", "x\r"]
    func text(_ count: Int) -> [UInt8] {
      Array((0..<count).map { _ in pieces.randomElement(using: &random)! }.joined().utf8)
    }
    for _ in 0..<400 {
      var plain = text(Int.random(in: 0..<30, using: &random))
      var edits = IncrementalEdits(plain)
      let encoding: PositionEncoding = Bool.random(using: &random) ? .utf16 : .utf8
      for _ in 0..<Int.random(in: 1..<40, using: &random) {
        func position() -> Position {
          Position(line: Int.random(in: 0..<8, using: &random), character: Int.random(in: 0..<9, using: &random))
        }
        let (a, b) = (position(), position())
        let replacement = text(Int.random(in: 0..<4, using: &random))
        let lines = LineIndex(plain)
        let from = lines.offset(of: a, in: encoding)
        let to = max(from, lines.offset(of: b, in: encoding))
        plain.replaceSubrange(from..<to, with: replacement)
        edits.replace(a, b, with: replacement, encoding: encoding)
        XCTAssertEqual(edits.text, plain)
        if edits.text != plain { return }
      }
    }
  }

  func testHugePositionsAreClamped() {
    var edits = IncrementalEdits(Array("ab\ncd".utf8))
    edits.replace(
      Position(line: 1, character: Int.max), Position(line: Int.max, character: Int.max), with: Array("!".utf8),
      encoding: .utf16)
    XCTAssertEqual(String(decoding: edits.text, as: UTF8.self), "ab\ncd!")
  }
}
