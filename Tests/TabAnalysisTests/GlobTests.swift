import FuzzTargets
import SeededRandom
import TabAnalysis
import XCTest

/// `Glob` (the `ignore` patterns): its semantics against the backtracking reference (`GlobReference`, also the fuzz oracle) on random small
/// patterns and paths, and linear work on the campaign's deep paths.
final class GlobTests: XCTestCase {
  func testPatternsOfTheREADME() {
    XCTAssertTrue(Glob.matches("Pods/**", "Pods/A/B.m"))
    XCTAssertTrue(Glob.matches("**/Generated/*.m", "Sources/Generated/X.m"))
    XCTAssertTrue(Glob.matches("**/Generated/*.m", "Generated/X.m"))
    XCTAssertFalse(Glob.matches("Generated/*.m", "Generated/Sub/X.m"))
    XCTAssertTrue(Glob.matches("*.swift", "Deep/Path/X.swift"))
    XCTAssertTrue(Glob.matches("Sources/Swift", "Sources/Swift/A.swift"))
    XCTAssertFalse(Glob.matches("Src/?.m", "Src/ab.m"))
    // A trailing `/` names a folder, at any level when it is the only `/` (as in `.gitignore`).
    XCTAssertTrue(Glob.matches("Pods/", "Pods/A/B.m"))
    XCTAssertTrue(Glob.matches("Pods/", "App/Pods/B.m"))
    XCTAssertTrue(Glob.matches("Sources/Generated/", "Sources/Generated/X.swift"))
    XCTAssertFalse(Glob.matches("Sources/Generated/", "App/Sources/Generated/X.swift"))
    var configuration = Configuration()
    configuration.ignore = ["Pods/", "build*/"]
    XCTAssertTrue(configuration.isIgnored("Pods/A/B.m"))
    XCTAssertTrue(configuration.isIgnored("buildOutput/X.m"))
    XCTAssertFalse(configuration.isIgnored("App/X.m"))
  }

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
      XCTAssertEqual(
        Glob.matches(text, subject), GlobReference.matches(text, subject), "'\(text)' against '\(subject)'")
    }
  }

  /// A configuration's compiled globs (set look-ups for plain names and paths, a literal prefilter for wildcards)
  /// ignore exactly what asking `Glob.matches` of each pattern does.
  func testAConfigurationsCompiledGlobsAgreeWithEachGlob() {
    var random = SplitMix64(seed: 2_026)
    let alphabet = Array("ab/*?".utf8)
    func word(_ count: ClosedRange<Int>, _ letters: ArraySlice<UInt8>) -> String {
      String(
        decoding: (0..<Int.random(in: count, using: &random)).map { _ in letters.randomElement(using: &random)! },
        as: UTF8.self)
    }
    for _ in 0..<3_000 {
      let patterns = (0..<Int.random(in: 0...4, using: &random)).map { _ in word(0...6, alphabet[...]) }
      var configuration = Configuration()
      configuration.ignore = patterns
      for _ in 0..<4 {
        let path = word(0...8, alphabet.prefix(3))
        XCTAssertEqual(
          configuration.isIgnored(path), patterns.contains { Glob.matches($0, path) }, "\(patterns) against '\(path)'")
      }
    }
    let parsed = try? Configuration(json: ["ignore": ["Pods", "/Gen/x.m", "**/*.gen.swift", "Pods"]])
    XCTAssertEqual(parsed?.isIgnored("App/Pods/A.m"), true, "compiled when parsed too")
    XCTAssertEqual(parsed?.isIgnored("Gen/x.m"), true)
    XCTAssertEqual(parsed?.isIgnored("App/A.gen.swift"), true)
    XCTAssertEqual(parsed?.isIgnored("App/A.swift"), false)
  }

  /// Deep paths against starred patterns finish (the memoised matcher this replaced took 25 s on one).
  func testDeepPathsAgainstStars() {
    let deep = Array(repeating: "a", count: 1_900).joined(separator: "/")
    for pattern in ["**/b/**", "**/*a*a*a*a*b/**", "a/**/**/**/**/c", "*/*/*/*/*/*/*/*/b"] {
      XCTAssertFalse(Glob.matches(pattern, deep), pattern)
    }
    XCTAssertTrue(Glob.matches("**/a/**", deep))
  }
}
