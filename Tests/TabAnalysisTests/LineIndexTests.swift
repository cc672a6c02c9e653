import SeededRandom
import XCTest

@testable import SourceText
@testable import TabAnalysis

final class LineIndexTests: XCTestCase {
  func index(_ text: String) -> LineIndex { LineIndex(Array(text.utf8)) }

  func testLinesEndAtLFCRLFAndCR() {
    let lines = index("a\nbb\r\nccc\rd")
    XCTAssertEqual(lines.lineCount, 4)
    XCTAssertEqual(lines.contentRange(ofLine: 1), 2..<4)
    XCTAssertEqual(lines.contentRange(ofLine: 2), 6..<9)
    XCTAssertEqual(lines.position(of: 7, in: .utf16), Position(line: 2, character: 1))
    XCTAssertEqual(lines.offset(of: Position(line: 3, character: 0), in: .utf16), 10)
  }

  func testPastTheLineEndClampsBeforeTheTerminator() {
    let lines = index("ab\r\ncd")
    XCTAssertEqual(lines.offset(of: Position(line: 0, character: 99), in: .utf16), 2)
    XCTAssertEqual(lines.offset(of: Position(line: 0, character: 99), in: .utf8), 2)
    XCTAssertEqual(lines.offset(of: Position(line: 9, character: 0), in: .utf16), 6)
    XCTAssertEqual(lines.position(of: 3, in: .utf16), Position(line: 0, character: 2))
  }

  func testAstralCharactersCountTwoUTF16Units() {
    // "a😀b": 😀 is 4 UTF-8 bytes, 2 UTF-16 units.
    let lines = index("x\na😀b")
    XCTAssertEqual(lines.offset(of: Position(line: 1, character: 3), in: .utf16), 7)
    XCTAssertEqual(lines.offset(of: Position(line: 1, character: 5), in: .utf8), 7)
    XCTAssertEqual(lines.position(of: 7, in: .utf16), Position(line: 1, character: 3))
    XCTAssertEqual(lines.position(of: 7, in: .utf8), Position(line: 1, character: 5))
    // Between the two halves of the surrogate pair: snaps to the scalar's start.
    XCTAssertEqual(lines.offset(of: Position(line: 1, character: 2), in: .utf16), 3)
    // Inside the UTF-8 bytes of the scalar: also its start.
    XCTAssertEqual(lines.position(of: 5, in: .utf16), Position(line: 1, character: 1))
  }

  func testCJKAndAccents() {
    let lines = index("首页é\n")
    XCTAssertEqual(lines.position(of: 6, in: .utf16), Position(line: 0, character: 2))
    XCTAssertEqual(lines.offset(of: Position(line: 0, character: 3), in: .utf16), 8)
    XCTAssertEqual(lines.offset(of: Position(line: 1, character: 0), in: .utf16), 9)
  }

  func testEmptyText() {
    let lines = index("")
    XCTAssertEqual(lines.lineCount, 1)
    XCTAssertEqual(lines.offset(of: Position(line: 0, character: 5), in: .utf16), 0)
    XCTAssertEqual(lines.position(of: 0, in: .utf16), Position(line: 0, character: 0))
  }

  /// Every scalar boundary converts both ways, in both encodings, exactly as a naive walk over the String says.
  func testAgreesWithANaiveWalk() {
    let alphabet: [Character] = ["a", "\n", "\r\n", "é", "首", "😀", " ", "\r", "🇫🇷"]
    var generator = SplitMix64(seed: 200)
    for _ in 0..<200 {
      let text = String(
        (0..<Int.random(in: 0..<40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
      let lines = index(text)
      var line = 0
      var utf8Column = 0
      var utf16Column = 0
      var offset = 0
      var previousWasCR = false
      for scalar in text.unicodeScalars {
        if !(previousWasCR && scalar == "\n") {
          XCTAssertEqual(lines.position(of: offset, in: .utf8), Position(line: line, character: utf8Column))
          XCTAssertEqual(lines.position(of: offset, in: .utf16), Position(line: line, character: utf16Column))
          XCTAssertEqual(lines.offset(of: Position(line: line, character: utf16Column), in: .utf16), offset)
          XCTAssertEqual(lines.offset(of: Position(line: line, character: utf8Column), in: .utf8), offset)
        }
        offset += String(scalar).utf8.count
        if scalar == "\n" || scalar == "\r" {
          if !(previousWasCR && scalar == "\n") { line += 1 }
          utf8Column = 0
          utf16Column = 0
        } else {
          utf8Column += String(scalar).utf8.count
          utf16Column += String(scalar).utf16.count
        }
        previousWasCR = scalar == "\r"
      }
    }
  }
}
