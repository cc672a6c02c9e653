import Foundation
import TabAnalysis
import XCTest

/// The numbers and lists the README states, checked against what tabls does: the demo's finding count and the
/// rule table (every rule of the registry, once, in code order, with its default severity).
final class DocumentedCountsTests: XCTestCase {
  func readme() throws -> String { try String(contentsOfFile: Repository.path("README.md"), encoding: .utf8) }

  func testTheREADMEStatesTheDemoAppsFindingCount() throws {
    let text = try readme()
    XCTAssertTrue(
      text.contains("it prints \(DemoApp.findings.count) findings and exits 1"),
      "README's demo paragraph must say it prints \(DemoApp.findings.count) findings")
  }

  func testTheREADMERuleTableIsTheRegistry() throws {
    let rows = try readme().split(separator: "\n").filter { $0.hasPrefix("| TAB") }.map { row in
      row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }
    XCTAssertEqual(rows.map { $0.first ?? "" }, RuleRegistry.all.map { $0.code })
    for (row, rule) in zip(rows, RuleRegistry.all) {
      // "warning", or "error with a PlusButton, else warning" for a rule whose severity depends on the app.
      let stated = Severity(name: String(row.last?.split(separator: " ").first ?? ""))
      XCTAssertEqual(stated, rule.defaultSeverity, rule.code)
    }
  }
}
