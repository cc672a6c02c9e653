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

/// Every `$ swift run tabls …` transcript in the README prints what the README shows.
final class ReadmeTranscriptTests: XCTestCase {
  func testTheREADMEsTranscriptsAreWhatTablsPrints() throws {
    let text = try String(contentsOfFile: Repository.path("README.md"), encoding: .utf8)
    var transcripts: [(command: String, output: [String])] = []
    var inBlock = false
    var current: Int?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inBlock.toggle()
        current = nil
        continue
      }
      guard inBlock else { continue }
      if line.hasPrefix("$ swift run tabls ") {
        transcripts.append((String(line.dropFirst("$ swift run tabls ".count)), []))
        current = transcripts.count - 1
      } else if line.hasPrefix("$ ") {
        current = nil
      } else if let current {
        transcripts[current].output.append(String(line))
      }
    }
    XCTAssertGreaterThanOrEqual(transcripts.count, 4)
    for (command, output) in transcripts {
      let arguments = command.split(separator: " ").map(String.init)
      let result = try TablsBinary.run(arguments, directory: Repository.root)
      let printed = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      XCTAssertEqual(printed.prefix(output.count).map { $0 }, output, command)
    }
  }
}
