import SeededRandom
import XCTest

@testable import TabAnalysis

/// The bucketed, banded did-you-mean answers exactly what the full comparison against every name answers.
final class NameSuggesterTests: XCTestCase {
  func testAgreesWithTheFullComparisonOnRandomNames() {
    var random = SplitMix64(seed: 0x5E66)
    let alphabet = Array("abc_01".utf8)
    func name(_ length: Int) -> String {
      String(decoding: (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }, as: UTF8.self)
    }
    for round in 0..<40 {
      let names = (0..<200).map { _ in name(Int(random.next() % 9)) }
      let suggester = NameSuggester(names)
      for _ in 0..<50 {
        let query = name(Int(random.next() % 10))
        let limit = Int(random.next() % 4)
        XCTAssertEqual(
          suggester.best(to: query, maximumDistance: limit),
          NearestName.best(to: query, in: names, maximumDistance: limit), "round \(round): \(query) within \(limit)")
      }
    }
  }

  func testBitParallelDistanceIsTheFullDistance() {
    var random = SplitMix64(seed: 0xB17)
    let alphabet = Array("ab_c".utf8)
    func bytes(_ length: Int) -> [UInt8] { (0..<length).map { _ in alphabet[Int(random.next() % 4)] } }
    for _ in 0..<5_000 {
      let pattern = bytes(1 + Int(random.next() % 64))
      let text = bytes(Int(random.next() % 70))
      XCTAssertEqual(
        EditDistance.BitParallel(pattern).distance(to: text), EditDistance.damerauLevenshtein(pattern, text),
        "\(pattern) / \(text)")
    }
  }

  func testBoundedDistanceIsTheDistanceOrNothing() {
    var scratch = EditDistance.Scratch()
    let pairs = [
      ("home_normal", "home_nomral"), ("icon_12", "icom_12"), ("abc", ""), ("", ""), ("ab", "ba"),
      ("kitten", "sitting"),
    ]
    for (a, b) in pairs {
      let full = EditDistance.damerauLevenshtein(Array(a.utf8), Array(b.utf8))
      for limit in 0...8 {
        XCTAssertEqual(
          EditDistance.bounded(Array(a.utf8), Array(b.utf8), limit: limit, scratch: &scratch),
          full <= limit ? full : nil,
          "\(a) / \(b) within \(limit)")
      }
    }
  }
}
