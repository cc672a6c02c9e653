import Foundation
import SeededRandom
import XCTest

@testable import Lottie
@testable import TabAnalysis

/// `LinearRegex` against Foundation's ICU (`NSRegularExpression`) as the oracle, on seeded random expressions of
/// the supported syntax and short subjects; and the inputs that made ICU backtrack for seconds.
final class LinearRegexTests: XCTestCase {
  static let atoms = [
    "a", "b", ".", "\\.", "[ab]", "[^a]", "[a-c]", "\\d", "\\w", " ", "x", "(a|b)", "(?:ab)", "(a|aa)", "[.]",
  ]
  static let quantifiers = ["", "", "", "*", "+", "?", "{2}", "{1,2}", "{0,}", "*?"]

  func randomPattern(_ random: inout SplitMix64) -> String {
    var pattern = Int.random(in: 0..<4, using: &random) == 0 ? "^" : ""
    for _ in 0..<Int.random(in: 1...5, using: &random) {
      pattern += Self.atoms.randomElement(using: &random)! + Self.quantifiers.randomElement(using: &random)!
      if Int.random(in: 0..<8, using: &random) == 0 { pattern += "|" }
    }
    if pattern.hasSuffix("|") { pattern += "b" }
    return pattern + (Int.random(in: 0..<3, using: &random) == 0 ? "$" : "")
  }

  func testAgreesWithICU() throws {
    var random = SplitMix64(seed: 0x7AB1_5EED)
    let alphabet: [Character] = ["a", "b", ".", "1", " ", "x", "c"]
    var compared = 0
    for _ in 0..<1500 {
      let pattern = randomPattern(&random)
      let icu = try NSRegularExpression(pattern: pattern)
      let ours = try XCTUnwrap(LinearRegex(pattern), pattern)
      for _ in 0..<12 {
        let subject = String(
          (0..<Int.random(in: 0...7, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        let expected = icu.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
        XCTAssertEqual(ours.matches(subject), expected, "/\(pattern)/ on '\(subject)'")
        compared += 1
      }
    }
    XCTAssertEqual(compared, 18_000)
  }

  /// ICU's set operators inside a class: `--` is a difference, `&&` an intersection, left to right, each with the
  /// run of items up to the next operator (a fuzz run found `[~…\0--\7 1]` read as a range ending at `-`).
  func testClassSetOperatorsAgreeWithICU() throws {
    let classes = [
      "[a-c--b]", "[a--b]", "[0--9A]", "[!--#]", "[a-z&&c]", "[a-c--b&&c]", "[a-c&&b--c]", "[a-d--bc--c]",
      "[^a--b]", "[a--^b]", "[a---]", "[a-c---b]", "[a-c-&&b]", "[a&&&]", "[a&b]", "[a&-]", "[-&]", "[a-b-c]",
      "[a&&-]", "[ab--b-d]", "[a-d--b-c&&a]", "[\\d--5]", "[a-z--aeiou]", "[\\w&&\\d]", "[ -~--a-z]",
    ]
    let subjects = ["a", "b", "c", "d", "e", "z", "-", "&", "!", "#", "0", "5", "9", "A", "^", " ", "~", "_"]
    for body in classes {
      let pattern = "^" + body + "$"
      let icu = try NSRegularExpression(pattern: pattern)
      let ours = try XCTUnwrap(LinearRegex(pattern), pattern)
      for subject in subjects {
        let expected = icu.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
        XCTAssertEqual(ours.matches(subject), expected, "/\(pattern)/ on '\(subject)'")
      }
    }
    // An operator without both operands is an error in ICU, and no expression here.
    for pattern in ["[a--]", "[--a]", "[&&a]", "[a--b&&]", "[---]", "[&&&]", "[&-&]"] {
      XCTAssertThrowsError(try NSRegularExpression(pattern: pattern), pattern)
      XCTAssertNil(LinearRegex(pattern), pattern)
    }
  }

  /// Where ICU is wrong the automaton keeps to regular-expression semantics: ICU's lazy loop on an anchor fails
  /// the whole match, so `^+?x|^` matches nothing there, though its branch `^` matches every string.
  func testLazyLoopOnAnAnchorFallsBackToTheOtherBranch() throws {
    let ours = try XCTUnwrap(LinearRegex("^+?x|^"))
    XCTAssertTrue(ours.matches("a"))
    XCTAssertTrue(try XCTUnwrap(LinearRegex("^+?x")).matches("xa"))
    XCTAssertFalse(try XCTUnwrap(LinearRegex("^+?x")).matches("ax"))
    XCTAssertTrue(try XCTUnwrap(LinearRegex("r$|$+?x|$")).matches("a"))
  }

  func testCatastrophicPatternsAreLinear() {
    let pattern = KeypathPattern("(a|aa)+c")
    XCTAssertFalse(pattern.matches(String(repeating: "a", count: 5_000)))
    XCTAssertTrue(pattern.matches(String(repeating: "a", count: 5_000) + "c"))
    XCTAssertFalse(KeypathPattern("(a*)*b").matches(String(repeating: "a", count: 5_000)))
  }

  func testUnsupportedOrInvalidMatchNothing() {
    for pattern in ["(", "a{2,1}", "\\1", "(?=a)", "[[a]]", "a**+"] {
      XCTAssertNil(LinearRegex(pattern), pattern)
    }
    XCTAssertFalse(KeypathPattern("Group (1").matches("Group (1"))
    XCTAssertTrue(KeypathPattern("Group (1)").matches("Group 1"))
    XCTAssertFalse(KeypathPattern(String(repeating: "a", count: 5000)).matches(String(repeating: "a", count: 5000)))
  }

  func testCountedRepetitionIsBounded() {
    XCTAssertNil(LinearRegex("(((a{99}){99}){99})"))
  }
}
