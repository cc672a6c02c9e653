import SeededRandom
import XCTest

@testable import Lottie
@testable import TabAnalysis

/// `KeypathArena.byteOrder()` sorts in buckets by first component when that is exact; it must always equal a plain
/// byte-order sort, including the names that make buckets interleave (`A` and `A!`, `A` and `A B`).
final class KeypathArenaTests: XCTestCase {
  func testBucketedOrderEqualsAPlainSort() {
    var random = SplitMix64(seed: 11)
    let components = ["A", "A!", "A B", "A.B", "B", "", "Layer", "Layer 2", "Layer-1", "Color", "Ab", "a"]
    for round in 0..<500 {
      var arena = KeypathArena()
      var expected: [[UInt8]] = []
      // Runs of one first component, like the Core Animation engine's per-layer output.
      let pool = Array(components.shuffled(using: &random).prefix(Int.random(in: 1...6, using: &random)))
      for _ in 0..<Int.random(in: 0...40, using: &random) {
        var path = pool.randomElement(using: &random)!
        for _ in 0..<Int.random(in: 0...3, using: &random) { path += "." + components.randomElement(using: &random)! }
        arena.append(Array(path.utf8))
        expected.append(Array(path.utf8))
      }
      let sorted = arena.byteOrder().map { expected[$0] }
      XCTAssertEqual(sorted, expected.sorted { $0.lexicographicallyPrecedes($1) }, "round \(round)")
    }
  }

  func testStringsReusedFromAnotherSortedListAreTheSame() {
    var random = SplitMix64(seed: 12)
    let names = ["A", "A.B", "A.B.Color", "Layer 2.Scale", "Layer.Scale", "Z", "Layer.Opacity", ""]
    for round in 0..<300 {
      var other = KeypathArena()
      for name in names.shuffled(using: &random).prefix(Int.random(in: 0...names.count, using: &random)) {
        for _ in 0..<Int.random(in: 1...2, using: &random) { other.append(Array(name.utf8)) }
      }
      var mine = KeypathArena()
      for _ in 0..<Int.random(in: 0...12, using: &random) {
        mine.append(Array(names.randomElement(using: &random)!.utf8))
      }
      let sortedOther = KeypathArena.sorted(other)
      let reused = mine.strings(mine.byteOrder(), reusing: sortedOther.stringsInOrder(), of: sortedOther)
      XCTAssertEqual(reused, mine.strings(mine.byteOrder()), "round \(round)")
    }
  }
}
