import SeededRandom
import TabAnalysis
import XCTest

/// `Glob` (the `ignore` patterns): its semantics against a plain backtracking reference on random small
/// patterns and paths, and linear work on the campaign's deep paths.
final class GlobTests: XCTestCase {
  func testComponentsStarMatchesWholeComponentsOnly() {
    XCTAssertTrue(Glob.matches("**/foo", "foo"))
    XCTAssertTrue(Glob.matches("**/foo", "a/b/foo"))
    XCTAssertFalse(Glob.matches("**/foo", "xfoo"), "`**/` stands for whole components")
    XCTAssertTrue(Glob.matches("a/**/b", "a/b"))
    XCTAssertTrue(Glob.matches("a/**/b", "a/x/y/b"))
    XCTAssertFalse(Glob.matches("a/**/b", "a/xb"))
    XCTAssertTrue(Glob.matches("Pods/**", "Pods/A/B.m"))
    XCTAssertTrue(Glob.matches("x/a**b", "x/a/y/b"))
    XCTAssertFalse(Glob.matches("a*b", "a/b"))
  }

  /// The same answers as a direct reading of the rules, on 20,000 random patterns and paths over a small
  /// alphabet (so stars, slashes and repeats meet often).
  func testAgreesWithABacktrackingReference() {
    var random = SplitMix64(seed: 27)
    let alphabet = Array("ab/*?".utf8)
    for _ in 0..<20_000 {
      let pattern = (0..<Int.random(in: 0...7, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
      let path = (0..<Int.random(in: 0...9, using: &random)).map { _ in
        alphabet.prefix(3).randomElement(using: &random)!
      }
      let text = String(decoding: pattern, as: UTF8.self), subject = String(decoding: path, as: UTF8.self)
      XCTAssertEqual(Glob.matches(text, subject), Self.reference(text, subject), "'\(text)' against '\(subject)'")
    }
  }

  /// Deep paths against starred patterns finish (the memoised matcher this replaced took 25 s on one).
  func testDeepPathsAgainstStars() {
    let deep = Array(repeating: "a", count: 1_900).joined(separator: "/")
    for pattern in ["**/b/**", "**/*a*a*a*a*b/**", "a/**/**/**/**/c", "*/*/*/*/*/*/*/*/b"] {
      XCTAssertFalse(Glob.matches(pattern, deep), pattern)
    }
    XCTAssertTrue(Glob.matches("**/a/**", deep))
  }

  // MARK: The reference

  static func reference(_ pattern: String, _ path: String) -> Bool {
    let pattern = Array(pattern.utf8), path = Array(path.utf8)
    if !pattern.contains(UInt8(ascii: "/")) {
      return path.split(separator: UInt8(ascii: "/")).contains { match(pattern[...], ArraySlice($0)) }
    }
    let trimmed = pattern.first == UInt8(ascii: "/") ? pattern.dropFirst() : pattern[...]
    return match(trimmed, path[...]) || match(trimmed + Array("/**".utf8), path[...])
  }

  static func match(_ p: ArraySlice<UInt8>, _ t: ArraySlice<UInt8>) -> Bool {
    let star = UInt8(ascii: "*"), slash = UInt8(ascii: "/")
    guard let first = p.first else { return t.isEmpty }
    if first == star, p.dropFirst().first == star {
      var rest = p.dropFirst(2)
      while rest.first == star { rest = rest.dropFirst() }
      if rest.first == slash {
        // Nothing, or any text up to and including a slash.
        let after = rest.dropFirst()
        if match(after, t) { return true }
        return t.indices.contains { t[$0] == slash && match(after, t[($0 + 1)...]) }
      }
      return (t.startIndex...t.endIndex).contains { match(rest, t[$0...]) }
    }
    if first == star {
      var end = t.startIndex
      while true {
        if match(p.dropFirst(), t[end...]) { return true }
        guard end < t.endIndex, t[end] != slash else { return false }
        end += 1
      }
    }
    guard let byte = t.first else { return false }
    if first == UInt8(ascii: "?") { return byte != slash && match(p.dropFirst(), t.dropFirst()) }
    return byte == first && match(p.dropFirst(), t.dropFirst())
  }
}
