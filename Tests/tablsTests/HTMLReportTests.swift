import Foundation
import JSON
import Raster
import XCTest

@testable import TablsKit

/// `tabls check --format html`: one page with no script and nothing from the network, every bar drawn four times
/// (pictures that decode), every finding listed once, and repository text that cannot become markup or a CI
/// command. (`scripts/html-report-check.py` opens the demo's page in a real browser in CI.)
final class HTMLReportTests: XCTestCase {
  func testTheDemosReportHasEveryBarAndFinding() throws {
    let html = try TablsBinary.run(
      ["check", "--format", "html", "--fail-on", "never", "Examples/DemoApp"], directory: Repository.root)
    XCTAssertEqual(html.status, 0, html.stderr)
    let json = try TablsBinary.run(
      ["check", "--format", "json", "--fail-on", "never", "Examples/DemoApp"], directory: Repository.root)
    let findings = try JSONParser.parse(json.stdout)["findings"]?.arrayValue ?? []
    let page = html.stdout
    XCTAssertEqual(page.components(separatedBy: "<li class=\"finding ").count - 1, findings.count)
    XCTAssertFalse(page.contains("<script"))
    XCTAssertFalse(page.contains("src=\"http") || page.contains("href=\"http"), "nothing from the network")
    let bars = page.components(separatedBy: "<article class=\"bar drawn\"").count - 1
    XCTAssertGreaterThanOrEqual(bars, 5, "the demo's storyboard, CYL, sunimp and Dorgans bars")
    XCTAssertEqual(page.components(separatedBy: "<div class=\"shot\"><img").count - 1, bars * 4)
    XCTAssertTrue(page.contains("<div class=\"languages\""), "the demo's titles in its three languages")
    let images = page.components(separatedBy: "src=\"data:image/png;base64,").dropFirst()
    for image in images {
      let base64 = String(image.prefix { $0 != "\"" })
      let bytes = try XCTUnwrap(Data(base64Encoded: base64))
      let decoded = try PNG.decode([UInt8](bytes))
      XCTAssertGreaterThan(decoded.width, 10)
    }
  }

  func testRepositoryTextIsEscaped() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-html-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{}".utf8).write(to: folder.appendingPathComponent(".tabls.json"))
    let nasty = #"<img src=x onerror=alert(1)>\n##[error]forged"#
    let source = """
      NSArray *items = @[ @{ CYLTabBarItemTitel : @"\(nasty)", CYLTabBarItemImage : @"<b>home</b>" } ];
      """
    try Data(source.utf8).write(to: folder.appendingPathComponent("Tabs<i>.m"))
    let result = try TablsBinary.run(["check", "--format", "html", "--fail-on", "never", "."], directory: folder)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertFalse(result.stdout.contains("<img src=x"), "markup from the repository")
    XCTAssertFalse(result.stdout.contains("<b>home") || result.stdout.contains("Tabs<i>"))
    XCTAssertFalse(result.stdout.contains("##["), "a CI command in a log that prints the page")
    XCTAssertTrue(result.stdout.contains("Tabs&lt;i&gt;.m"), "the path, escaped")
  }

  /// A workspace with more bars than a report draws: the first ones drawn (also when one file holds more of them
  /// than that), the next with their text picture, each listed.
  func testBarsPastTheLimitAreListedNotDrawn() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-html-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{}".utf8).write(to: folder.appendingPathComponent(".tabls.json"))
    let methods = (0..<5).map { number in
      "- (NSArray *)tabs\(number) {\n    return @[ @{ CYLTabBarItemTitle : @\"T\(number)\" } ];\n}\n"
    }
    try Data(("@implementation Many\n" + methods.joined() + "@end\n").utf8).write(
      to: folder.appendingPathComponent("Many.m"))
    let root = WorkspaceRoots.canonical(folder.path)
    let run = try CheckRun.run(
      root: root, selected: [root], configuration: nil, shard: nil, cwd: root, progress: Progress(enabled: false),
      keepsFixedBytes: false, bars: .pictures, drawnBars: 3)
    XCTAssertEqual(run.bars.map(\.titles), (0..<5).map { ["T\($0)"] }, "every bar, in line order")
    XCTAssertEqual(run.bars.map { $0.pictures.count }, [4, 4, 4, 0, 0])
    var summary = CheckSummary(filesChecked: 1, seconds: 0)
    summary.bars = run.bars
    var page = ""
    HTMLReporter.write(run.findings, summary: summary) { page += String(decoding: $0, as: UTF8.self) }
    XCTAssertEqual(page.components(separatedBy: "<article class=\"bar drawn\"").count - 1, 3)
    XCTAssertEqual(page.components(separatedBy: "<pre class=\"ascii\">").count - 1, 2)
  }
}
