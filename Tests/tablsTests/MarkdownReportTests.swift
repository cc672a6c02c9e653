import Foundation
import SourceText
import TabAnalysis
import XCTest

@testable import TablsKit

/// `--format markdown`: a pull request comment that fits GitHub's limit and whose repository text formats, links,
/// mentions and injects nothing.
final class MarkdownReportTests: XCTestCase {
  func finding(_ message: String, path: String = "A.m", line: Int = 0) -> LocatedFinding {
    LocatedFinding(
      finding: Finding(code: "TAB104", severity: .warning, message: message, path: path, range: SourceRange(0, 1)),
      start: Position(line: line, character: 0), end: Position(line: line, character: 1), displayPath: path)
  }

  func testTheDemoAppsReport() throws {
    let result = try TablsBinary.run(["check", "--format", "markdown", "Examples/DemoApp"], directory: Repository.root)
    XCTAssertEqual(result.status, 1, result.stderr)
    let rows = result.stdout.split(separator: "\n").filter {
      $0.hasPrefix("| ❌") || $0.hasPrefix("| ⚠️") || $0.hasPrefix("| ℹ️")
    }
    XCTAssertEqual(rows.count, 38)
    XCTAssertTrue(result.stdout.hasPrefix("## tabls\n\n38 findings"), result.stdout)
    XCTAssertTrue(
      result.stdout.contains(
        "[Examples/DemoApp/Sources/Swift/SunimpTabs.swift:15](Examples/DemoApp/Sources/Swift/SunimpTabs.swift#L15)"),
      result.stdout)
  }

  func testBarsWithFindingsAreDrawnAsText() throws {
    let result = try TablsBinary.run(["check", "--format", "markdown", "Examples/DemoApp"], directory: Repository.root)
    let report = result.stdout
    XCTAssertTrue(report.contains("### Tab bars with findings"), report)
    XCTAssertTrue(report.contains("**Examples/DemoApp/Sources/ObjC/MainTabBarController.m:52** (CYLTabBarController)"))
    XCTAssertTrue(report.contains("```text\n"), "the picture in a code block")
    XCTAssertTrue(report.contains("╰"), "the glass bar's picture")
  }

  func testABarsPictureCannotCloseItsFence() {
    var bar = ReportBar(path: "A.m", line: 3, library: "UIKit", titles: [], pictures: [], findings: [])
    bar.ascii = "│ ```` ◆ x │\n##[error]forged\n"
    bar.findings = [(finding("image 'x' not found"), 0)]
    let text = MarkdownReporter.barsWithFindings([bar], budget: 10_000)
    XCTAssertTrue(text.contains("`````text\n"), "a fence longer than the picture's backticks: \(text)")
    XCTAssertFalse(text.contains("##["), text)
    XCTAssertTrue(text.contains("- item 1: TAB104 image 'x' not found"), text)
  }

  func testRepositoryTextIsInert() {
    let hostile = "a|b <script>x</script> @octocat `code` *em* [link](http://x) ##[error]forged\n::error::x ~~s~~ $x$"
    let row = MarkdownReporter.row(finding(hostile, path: "Dir (1)/A|B.m"))
    XCTAssertEqual(row.filter { $0 == "\n" }.count, 1, "one line")
    XCTAssertFalse(row.contains("<script>"))
    XCTAssertFalse(row.contains("@octocat"))
    XCTAssertFalse(row.contains("##["))
    XCTAssertTrue(row.contains(#"a\|b &lt;script&gt;x&lt;/script&gt; &#64;octocat \`code\` \*em\* \[link\]"#), row)
    // The cells: the mark, the place, the rule, the message; no `|` of the text splits one.
    XCTAssertEqual(row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count, 5)
    XCTAssertTrue(row.contains("(Dir%20%281%29/A%7CB.m#L1)"), row)
  }

  func testALongReportIsCutUnderGitHubsLimit() {
    let findings = (0..<5_000).map { finding("image 'tab_\($0)' not found in any asset catalog", line: $0) }
    let report = MarkdownReporter.report(findings, summary: CheckSummary(filesChecked: 1, seconds: 0))
    XCTAssertLessThanOrEqual(report.utf16.count, MarkdownReporter.limit)
    XCTAssertTrue(report.contains("more findings: see the full report"), String(report.suffix(200)))
    XCTAssertTrue(report.contains("| TAB104 image-not-found | 5000 |"))
  }
}
