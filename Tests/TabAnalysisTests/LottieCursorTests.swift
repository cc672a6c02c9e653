import JSON
import SeededRandom
import XCTest

@testable import Lottie
@testable import TabAnalysis

/// The cursor's validating `skip()` has fast paths for number arrays; it must accept exactly the documents our
/// strict `JSONParser` accepts. Differential over seeded mutations of number-heavy documents.
final class LottieCursorTests: XCTestCase {
  func skips(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      var cursor = LottieCursor(buffer)
      guard (try? cursor.skip()) != nil else { return false }
      cursor.skipWhitespace()
      return cursor.position == buffer.count
    }
  }

  func skipError(_ bytes: [UInt8]) -> LottieError? {
    bytes.withUnsafeBufferPointer { buffer -> LottieError? in
      var cursor = LottieCursor(buffer)
      do {
        try cursor.skip()
        return nil
      } catch {
        return error as? LottieError
      }
    }
  }

  func testSkipAcceptsWhatTheParserAccepts() {
    var random = SplitMix64(seed: 7)
    let seeds = [
      #"{"v":[[1.5,-2],[3e2,4.25E-1],[0,0.5]],"k":[[[1,2],[3,4]],[[5,6]]],"s":[1,[2,3],{"a":[-0.0,1]}]}"#,
      #"[[-1,2],[3,4],[5,6],[7,8]]"#, #"{"a":[1,2,3],"b":{"c":[[0]]}}"#, #"[[[1],[2]],[[3],[4]]]"#,
      #"{"nm":"Layer \u00e9 \"x\"","ty":"gr","it":[{"nm":"Ä"}]}"#,
    ].map { Array($0.utf8) }
    let alphabet = Array(#"[]{},:"-.0123456789eE+ x\u"#.utf8) + [0x01, 0xC3, 0xA9, 0xFF]
    var accepted = 0
    for round in 0..<20_000 {
      var bytes = seeds[round % seeds.count]
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let index = Int.random(in: 0..<bytes.count, using: &random)
        let byte = alphabet.randomElement(using: &random)!
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes[index] = byte
        case 1: bytes.insert(byte, at: index)
        default: if bytes.count > 1 { bytes.remove(at: index) }
        }
      }
      let parsed = (try? JSONParser.parse(bytes)) != nil
      if parsed { accepted += 1 }
      XCTAssertEqual(skips(bytes), parsed, "round \(round): \(String(decoding: bytes, as: UTF8.self))")
    }
    XCTAssertGreaterThan(accepted, 1_000, "the mutations should leave a fair share of valid documents")
  }

  func testNumberErrorsPointAtTheOffendingByte() {
    for (text, offset, message) in [
      ("[1,-]", 4, "expected a digit"), ("[[1,2],[3,01]]", 10, "leading zeros"), ("[1,2.]", 5, "decimal point"),
      ("[[1,2],[3,4e]]", 12, "exponent"),
    ] {
      guard let error = skipError(Array(text.utf8)) else {
        XCTFail("\(text) was accepted")
        continue
      }
      XCTAssertEqual(error.offset, offset, text)
      XCTAssertTrue(error.message.contains(message), "\(text): \(error.message)")
    }
  }
}
