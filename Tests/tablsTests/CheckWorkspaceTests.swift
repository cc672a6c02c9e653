import Foundation
import JSON
import RPC
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Paths select what `tabls check` reports, not what it knows; the CI output formats hold one entry per finding.
final class CheckWorkspaceTests: XCTestCase {
  func report(_ arguments: [String], format: String = "json") throws -> (json: JSON, status: Int32, stdout: String) {
    let result = try TablsBinary.run(["check", "--format", format] + arguments, directory: Repository.root)
    XCTAssertNotEqual(result.status, 2, result.stderr)
    return (
      format == "json" || format == "gitlab" ? try JSONParser.parse(result.stdout) : .null, result.status,
      result.stdout
    )
  }

  func keys(_ json: JSON) -> [String] {
    (json["findings"]?.arrayValue ?? []).map {
      "\($0["path"]!.stringValue!):\($0["line"]!.intValue!):\($0["column"]!.intValue!) \($0["code"]!.stringValue!)"
    }
  }

  func testAFileOrFolderReportsWhatTheWholeProjectReportsForIt() throws {
    let whole = keys(try report(["Examples/DemoApp"]).json)
    for selection in [
      "Examples/DemoApp/Sources/ObjC/MainTabBarController.m", "Examples/DemoApp/Sources/ObjC",
      "Examples/DemoApp/Base.lproj/Main.storyboard",
    ] {
      let selected = keys(try report([selection]).json)
      XCTAssertFalse(selected.isEmpty, selection)
      XCTAssertEqual(selected, whole.filter { $0.hasPrefix(selection + (selection.hasSuffix("ObjC") ? "/" : ":")) })
    }
  }

  func testTwoProjectsAreTwoWorkspaces() throws {
    let demo = keys(try report(["Examples/DemoApp"]).json)
    let legacy = keys(try report(["Examples/LegacyApp"]).json)
    let both = keys(try report(["Examples/LegacyApp", "Examples/DemoApp"]).json)
    XCTAssertEqual(both, demo + legacy)
    // --root makes one workspace of them: LegacyApp's pinned library version then applies to DemoApp too.
    let merged = try TablsBinary.run(
      ["check", "--root", "Examples", "Examples/DemoApp", "--quiet", "--fail-on", "never"], directory: Repository.root)
    XCTAssertEqual(merged.status, 0, merged.stderr)
    XCTAssertNotEqual(merged.stdout, try TablsBinary.run(["check", "Examples/DemoApp", "--quiet"]).stdout)
    let outside = try TablsBinary.run(["check", "--root", "Examples/DemoApp", "Examples/LegacyApp"])
    XCTAssertEqual(outside.status, 2)
  }

  func testJUnitCheckstyleAndGitLabHoldOneEntryPerFinding() throws {
    let findings = try report(["Examples/DemoApp"]).json["findings"]?.arrayValue ?? []
    XCTAssertEqual(findings.count, DemoApp.findings.count)

    let junit = try XMLDocumentCounts(try report(["Examples/DemoApp"], format: "junit").stdout)
    XCTAssertEqual(junit.count("testcase"), findings.count)
    XCTAssertEqual(junit.count("failure"), findings.count)
    XCTAssertEqual(junit.count("testsuite"), Set(findings.compactMap { $0["path"]?.stringValue }).count)

    let checkstyle = try XMLDocumentCounts(try report(["Examples/DemoApp"], format: "checkstyle").stdout)
    XCTAssertEqual(checkstyle.count("error"), findings.count)
    XCTAssertEqual(checkstyle.count("file"), Set(findings.compactMap { $0["path"]?.stringValue }).count)

    let gitlab = try report(["Examples/DemoApp"], format: "gitlab").json.arrayValue ?? []
    XCTAssertEqual(gitlab.count, findings.count)
    let fingerprints = gitlab.compactMap { $0["fingerprint"]?.stringValue }
    XCTAssertEqual(Set(fingerprints).count, findings.count, "unique")
    XCTAssertEqual(
      fingerprints,
      (try report(["Examples/DemoApp"], format: "gitlab").json.arrayValue ?? []).map {
        $0["fingerprint"]?.stringValue ?? ""
      },
      "stable across runs")
    for issue in gitlab {
      XCTAssertNotNil(issue["description"]?.stringValue)
      XCTAssertNotNil(issue["check_name"]?.stringValue)
      XCTAssertTrue(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"]?.stringValue ?? ""))
      XCTAssertEqual(issue["location"]?["path"]?.stringValue?.hasPrefix("Examples/DemoApp/"), true)
      XCTAssertGreaterThan(issue["location"]?["lines"]?["begin"]?.intValue ?? 0, 0)
    }
  }

  /// Reports are written in parallel chunks of 1,024 findings: a report of several chunks over several files still
  /// holds each finding once, in order, in every format, and opens and closes each file's group once.
  func testEveryFormatHoldsEveryFindingAcrossChunks() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-chunks-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{}".utf8).write(to: folder.appendingPathComponent(".tabls.json"))
    for file in 0..<3 {
      let items = (0..<450).map { "  NSDictionary *d\($0) = @{ CYLTabBarItemTitel : @\"t\" };" }
      try Data((["- (void)f {"] + items + ["}"]).joined(separator: "\n").utf8)
        .write(to: folder.appendingPathComponent("File\(file).m"))
    }
    func run(_ format: String) throws -> String {
      let result = try TablsBinary.run(["check", "--format", format, "."], directory: folder)
      XCTAssertNotEqual(result.status, 2, result.stderr)
      return result.stdout
    }
    let json = try JSONParser.parse(run("json"))
    let findings = json["findings"]?.arrayValue ?? []
    XCTAssertGreaterThan(findings.count, 1_024, "more than one chunk")
    XCTAssertEqual(json["summary"]?["findings"]?.intValue, Int64(findings.count))
    let lines = findings.map { "\($0["path"]?.stringValue ?? ""):\($0["line"]?.intValue ?? 0)" }
    XCTAssertEqual(Set(lines).count, findings.count)

    let text = try run("text").split(separator: "\n")
    XCTAssertEqual(text.count, findings.count)
    XCTAssertEqual(text.map { $0.split(separator: ":").prefix(2).joined(separator: ":") }, lines, "the same order")
    XCTAssertEqual(try run("github").split(separator: "\n").count, findings.count)
    let sarif = try JSONParser.parse(run("sarif"))
    XCTAssertEqual(sarif["runs"]?[0]?["results"]?.arrayValue?.count, findings.count)
    XCTAssertEqual(try JSONParser.parse(run("gitlab")).arrayValue?.count, findings.count)
    let junit = try XMLDocumentCounts(run("junit"))
    XCTAssertEqual(junit.count("testcase"), findings.count)
    XCTAssertEqual(junit.count("testsuite"), 3)
    let checkstyle = try XMLDocumentCounts(run("checkstyle"))
    XCTAssertEqual(checkstyle.count("error"), findings.count)
    XCTAssertEqual(checkstyle.count("file"), 3)
  }

  func testSARIFPathsAreTheOtherFormatsPaths() throws {
    let result = try TablsBinary.run(["check", "--format", "sarif", "Examples/DemoApp"], directory: Repository.root)
    let sarif = try JSONParser.parse(result.stdout)
    let base = sarif["runs"]?[0]?["originalUriBaseIds"]?["%SRCROOT%"]?["uri"]?.stringValue ?? ""
    XCTAssertTrue(base.hasSuffix("/") && !base.hasSuffix("//"), base)
    XCTAssertFalse(result.stdout.contains(Repository.root.path + "/docs"), "no link into the build machine")
    let uris = (sarif["runs"]?[0]?["results"]?.arrayValue ?? []).compactMap {
      $0["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"]?.stringValue
    }
    let paths = (try report(["Examples/DemoApp"]).json["findings"]?.arrayValue ?? []).compactMap {
      $0["path"]?.stringValue
    }
    XCTAssertEqual(uris.map { $0.removingPercentEncoding ?? $0 }, paths)
  }

  func testStatisticsAndOutputFile() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-report-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try TablsBinary.run(
      ["check", "Examples/DemoApp", "--statistics", "--format", "json", "--output-file", output.path],
      directory: Repository.root)
    XCTAssertEqual(result.status, 1)
    let lines = result.stdout.split(separator: "\n")
    XCTAssertTrue(lines.contains { $0.hasSuffix("TAB101\t[*] attribute-key-typo") || $0.contains("\tTAB101\t") })
    let counts = lines.compactMap { Int($0.split(separator: "\t").first?.trimmingCharacters(in: .whitespaces) ?? "") }
    XCTAssertEqual(counts.reduce(0, +), DemoApp.findings.count)
    XCTAssertEqual(counts, counts.sorted(by: >))
    let written = try JSONParser.parse(String(contentsOf: output, encoding: .utf8))
    XCTAssertEqual(written["findings"]?.arrayValue?.count, DemoApp.findings.count)
  }
}

/// Element counts of an XML document parsed by Foundation's `XMLParser` (which fails on malformed XML).
final class XMLDocumentCounts: NSObject, XMLParserDelegate {
  private var counts: [String: Int] = [:]

  init(_ text: String) throws {
    super.init()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = self
    guard parser.parse() else {
      throw NSError(
        domain: "xml", code: 1, userInfo: [NSLocalizedDescriptionKey: "\(String(describing: parser.parserError))"])
    }
  }

  func count(_ element: String) -> Int { counts[element, default: 0] }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    counts[elementName, default: 0] += 1
  }
}
