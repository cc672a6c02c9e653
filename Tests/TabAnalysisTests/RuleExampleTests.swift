import TabAnalysis
import XCTest

/// Every rule's own examples: each triggering one is reported exactly where its `↓` markers are, each
/// non-triggering one not at all. A rule whose logic is removed fails here.
final class RuleExampleTests: XCTestCase {
  func testEveryRuleHasExamples() {
    for rule in RuleRegistry.all {
      XCTAssertGreaterThanOrEqual(rule.triggeringExamples.count, 2, "\(rule.code) triggering examples")
      XCTAssertGreaterThanOrEqual(rule.nonTriggeringExamples.count, 2, "\(rule.code) non-triggering examples")
      for example in rule.triggeringExamples {
        XCTAssertFalse(example.bytesAndMarkers.markers.isEmpty, "\(rule.code): a triggering example marks its findings")
      }
      for example in rule.nonTriggeringExamples {
        XCTAssertTrue(example.bytesAndMarkers.markers.isEmpty, "\(rule.code): a non-triggering example marks nothing")
      }
    }
  }

  /// The example's text with `↓` where the rule did report, for the failure message.
  func marked(_ example: RuleExample, at offsets: [Int]) -> String {
    var bytes = example.bytesAndMarkers.bytes
    for offset in offsets.sorted(by: >) where offset <= bytes.count {
      bytes.insert(contentsOf: Array("↓".utf8), at: offset)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  func testTriggeringExamplesAreReportedAtTheirMarkers() {
    for rule in RuleRegistry.all {
      for (number, example) in rule.triggeringExamples.enumerated() {
        let found = example.findings(of: rule)
        XCTAssertEqual(
          found, example.bytesAndMarkers.markers,
          "\(rule.code) triggering example \(number + 1) (\(example.path)); reported at:\n\(marked(example, at: found))"
        )
      }
    }
  }

  func testNonTriggeringExamplesAreNotReported() {
    for rule in RuleRegistry.all {
      for (number, example) in rule.nonTriggeringExamples.enumerated() {
        let found = example.findings(of: rule)
        XCTAssertEqual(
          found, [],
          "\(rule.code) non-triggering example \(number + 1) (\(example.path)); reported at:\n\(marked(example, at: found))"
        )
      }
    }
  }
}
