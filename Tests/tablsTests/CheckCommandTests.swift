import Foundation
import JSON
import RPC
import TabAnalysis
import XCTest

/// `tabls check` end to end, on the demo apps in `Examples/`.
final class CheckCommandTests: XCTestCase {
  /// `path:line:col-line:col CODE` for every finding of a JSON report (1-based, UTF-16 columns).
  func findings(_ arguments: [String], directory: URL? = nil) throws -> (lines: [String], status: Int32, json: JSON) {
    let result = try TablsBinary.run(
      ["check", "--format", "json"] + arguments, directory: directory ?? Repository.root)
    XCTAssertNotEqual(result.status, 2, result.stderr)
    let json = try JSONParser.parse(result.stdout)
    let lines = (json["findings"]?.arrayValue ?? []).map { finding -> String in
      let range = finding["range"]!
      func position(_ key: String) -> String {
        "\(range[key]!["line"]!.intValue! + 1):\(range[key]!["character"]!.intValue! + 1)"
      }
      return "\(finding["path"]!.stringValue!):\(position("start"))-\(position("end")) \(finding["code"]!.stringValue!)"
    }
    return (lines, result.status, json)
  }

  func testDemoAppFindingsAreExact() throws {
    let (lines, status, _) = try findings(["Examples/DemoApp"])
    XCTAssertEqual(status, 1)
    XCTAssertEqual(lines, DemoApp.findings)
  }

  func testLegacyAppFindings() throws {
    let (lines, _, _) = try findings(["Examples/LegacyApp"])
    XCTAssertEqual(
      lines,
      [
        "Examples/LegacyApp/Sources/LegacyTabBarController.m:12:12-12:14 TAB112",
        "Examples/LegacyApp/Sources/LegacyTabBarController.m:12:12-12:14 TAB133",
        "Examples/LegacyApp/Sources/LegacyTabBarController.m:20:12-20:14 TAB111",
        "Examples/LegacyApp/Sources/LegacyTabBarController.m:20:12-20:14 TAB133",
        "Examples/LegacyApp/Sources/LegacyTabBarController.m:33:68-33:79 TAB121",
        "Examples/LegacyApp/Sources/LegacyTabBarController.m:34:9-34:34 TAB127",
        "Examples/LegacyApp/Sources/LegacyTabBarController.m:50:23-50:46 TAB128",
        "Examples/LegacyApp/Sources/Registration.m:20:27-20:45 TAB132",
      ])
  }

  func testSwiftUIAppFindings() throws {
    let (lines, status, _) = try findings(["Examples/SwiftUIApp"])
    XCTAssertEqual(status, 1)
    XCTAssertEqual(
      lines,
      [
        "Examples/SwiftUIApp/Sources/LegacyRootView.swift:6:9-6:16 TAB111",
        "Examples/SwiftUIApp/Sources/LegacyRootView.swift:9:42-9:47 TAB104",
        "Examples/SwiftUIApp/Sources/LegacyRootView.swift:17:22-17:32 TAB306",
        "Examples/SwiftUIApp/Sources/LegacyRootView.swift:17:34-17:43 TAB306",
        "Examples/SwiftUIApp/Sources/LegacyRootView.swift:24:36-24:40 TAB306",
        "Examples/SwiftUIApp/Sources/RootView.swift:9:33-9:45 TAB104",
        "Examples/SwiftUIApp/Sources/RootView.swift:13:17-13:30 TAB139",
        "Examples/SwiftUIApp/Sources/RootView.swift:16:17-16:26 TAB301",
      ])
    // An app without CYLTabBarController code is not told which CYL release its checks follow.
    let text = try TablsBinary.run(["check", "Examples/SwiftUIApp"], directory: Repository.root)
    XCTAssertTrue(text.stderr.contains("; no CYLTabBarController code"), text.stderr)
    let demo = try TablsBinary.run(["check", "Examples/DemoApp"], directory: Repository.root)
    XCTAssertTrue(demo.stderr.contains("CYLTabBarController 1.99.66 (assumed"), demo.stderr)
  }

  func testEveryRuleIsExercisedByTheExamples() throws {
    let apps =
      ["DemoApp", "LegacyApp", "SwiftUIApp", "PackageApp"]
      + ["StopgapApp", "UpgradingApp", "FlatApp", "SystemApp"].map { "GlassMigration/" + $0 }
    let demo = try apps.flatMap { try findings(["Examples/" + $0]).lines }
    let codes = Set(demo.map { String($0.split(separator: " ").last!) })
    let all = try TablsBinary.run(["rules"]).stdout.split(separator: "\n").filter { $0.hasPrefix("TAB") }
      .map { String($0.split(separator: " ")[0]) }
    XCTAssertEqual(codes, Set(all))
  }

  func testTextFormatAndExitCodes() throws {
    let text = try TablsBinary.run(["check", "Examples/LegacyApp"], directory: Repository.root)
    XCTAssertEqual(text.status, 1)
    XCTAssertTrue(
      text.stdout.hasPrefix(
        "Examples/LegacyApp/Sources/LegacyTabBarController.m:12:12: error: 3 items with PlusButton LegacyPlusButton"),
      text.stdout)
    XCTAssertTrue(text.stderr.contains("8 findings (6 errors, 2 warnings) in 2 files"), text.stderr)
    XCTAssertTrue(
      text.stderr.contains("CYLTabBarController 1.29.2 (pinned in Examples/LegacyApp/Podfile.lock)"), text.stderr)
    XCTAssertEqual(
      try TablsBinary.run(["check", "--fail-on", "never", "Examples/LegacyApp"], directory: Repository.root).status, 0)
    XCTAssertEqual(
      try TablsBinary.run(["check", "--fail-on", "error", "Examples/LegacyApp"], directory: Repository.root).status, 1)
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-empty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    XCTAssertEqual(try TablsBinary.run(["check", empty.path]).status, 0)
    XCTAssertEqual(try TablsBinary.run(["check", "--format", "xml"]).status, 2)
    XCTAssertEqual(try TablsBinary.run(["check", "/no/such/dir"]).status, 2)
    XCTAssertEqual(try TablsBinary.run(["check", "--shard", "3/2"]).status, 2)
  }

  func testSARIF() throws {
    let result = try TablsBinary.run(["check", "--format", "sarif", "Examples/DemoApp"], directory: Repository.root)
    let sarif = try JSONParser.parse(result.stdout)
    XCTAssertEqual(sarif["version"], "2.1.0")
    let run = sarif["runs"]?[0]
    XCTAssertEqual(run?["tool"]?["driver"]?["name"], "tabls")
    let rules = run?["tool"]?["driver"]?["rules"]?.arrayValue ?? []
    XCTAssertEqual(rules.count, RuleRegistry.all.count)
    // No link into the machine that built tabls; the help text itself instead.
    XCTAssertTrue(rules.allSatisfy { $0["helpUri"] == nil })
    XCTAssertTrue(
      rules.allSatisfy { $0["help"]?["markdown"]?.stringValue?.hasPrefix("# \($0["id"]!.stringValue!)") == true })
    let results = run?["results"]?.arrayValue ?? []
    XCTAssertEqual(results.count, DemoApp.findings.count)
    for result in results {
      let ruleIndex = Int(result["ruleIndex"]!.intValue!)
      XCTAssertEqual(rules[ruleIndex]["id"], result["ruleId"])
      XCTAssertTrue(["error", "warning", "note"].contains(result["level"]!.stringValue!))
      let location = result["locations"]?[0]?["physicalLocation"]
      XCTAssertEqual(location?["artifactLocation"]?["uriBaseId"], "%SRCROOT%")
      XCTAssertNotNil(location?["artifactLocation"]?["uri"]?.stringValue)
      XCTAssertGreaterThan(location?["region"]?["startLine"]?.intValue ?? 0, 0)
    }
  }

  func testGitHubFormat() throws {
    let result = try TablsBinary.run(["check", "--format", "github", "Examples/LegacyApp"], directory: Repository.root)
    let lines = result.stdout.split(separator: "\n")
    XCTAssertEqual(
      lines.first,
      "::error file=Examples/LegacyApp/Sources/LegacyTabBarController.m,line=12,col=12,endLine=12,endColumn=14,title=TAB112::3 items with PlusButton LegacyPlusButton, which has no indexOfPlusButtonInTabBar: the library throws"
    )
    XCTAssertTrue(lines[1].hasPrefix("::error ") && lines[1].contains("title=TAB133::"), String(lines[1]))
    XCTAssertTrue(lines[2].hasPrefix("::warning ") == true)
    XCTAssertTrue(
      lines.last?.hasPrefix("::warning file=Examples/LegacyApp/Sources/Registration.m,line=20") == true)
  }

  func testConfigurationFileSuppressionsAndDarkSuffix() throws {
    let app = try Repository.scratchCopy(of: "Examples/DemoApp")
    defer { try? FileManager.default.removeItem(at: app) }
    let config =
      #"{"rules": {"TAB115": "off", "TAB117": "error"}, "ignore": ["Sources/Swift/**"], "darkSuffix": "_night"}"#
    try Data(config.utf8).write(to: app.appendingPathComponent(".tabls.json"))
    // A suppression comment on the line above the finding.
    let main = app.appendingPathComponent("Sources/ObjC/MainTabBarController.m")
    var source = try String(contentsOf: main, encoding: .utf8)
    source = source.replacingOccurrences(
      of: "        CYLTabBarItemDarkImage : @\"mine_normal_night\"",
      with: "        // tabls:ignore TAB106\n        CYLTabBarItemDarkImage : @\"mine_normal_night\"")
    try Data(source.utf8).write(to: main)
    let (lines, _, json) = try findings(["."], directory: app)
    let codes = lines.map { String($0.split(separator: " ").last!) }
    XCTAssertFalse(codes.contains("TAB115"), "rule turned off")
    XCTAssertFalse(codes.contains("TAB106"), "suppressed by comment")
    XCTAssertFalse(lines.contains { $0.contains("Sources/Swift/") }, "ignored by glob")
    XCTAssertTrue(codes.contains("TAB105"))
    let identifier = (json["findings"]?.arrayValue ?? []).first { $0["code"] == "TAB117" }
    XCTAssertEqual(identifier?["severity"], "error")
    // With a broken config, check refuses to run.
    try Data("{\"rules\": 3}".utf8).write(to: app.appendingPathComponent(".tabls.json"))
    let broken = try TablsBinary.run(["check", "."], directory: app)
    XCTAssertEqual(broken.status, 2)
    XCTAssertTrue(broken.stderr.contains("'rules' must be an object"), broken.stderr)
  }

  func testShardsPartitionTheFiles() throws {
    let all = Set(try findings(["Examples/DemoApp"]).lines)
    var union = Set<String>()
    for shard in 1...3 {
      let part = Set(try findings(["--shard", "\(shard)/3", "Examples/DemoApp"]).lines)
      XCTAssertTrue(union.isDisjoint(with: part))
      union.formUnion(part)
    }
    XCTAssertEqual(union, all)
  }

  func testRuleDocsAreInSyncWithTheRegistry() throws {
    let markdown = try TablsBinary.run(["rules", "--format", "markdown"]).stdout
    let pages = markdown.components(separatedBy: "\n# ").map { $0.hasPrefix("# ") ? String($0.dropFirst(2)) : $0 }
    XCTAssertEqual(pages.count, RuleRegistry.all.count)
    for page in pages {
      let code = String(page.prefix(6))
      let file = try String(contentsOfFile: Repository.path("docs/rules/\(code).md"), encoding: .utf8)
      XCTAssertEqual("# " + page.trimmingCharacters(in: .newlines), file.trimmingCharacters(in: .newlines), code)
    }
  }

  func testRulesAsJSONListEveryRuleWithItsExamples() throws {
    let output = try TablsBinary.run(["rules", "--format", "json"]).stdout
    let rules = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    let codes = RuleRegistry.all.map { $0.code }
    XCTAssertEqual(rules.compactMap { $0["code"] as? String }, codes)
    for rule in rules {
      let code = rule["code"] as? String ?? "?"
      let examples = rule["examples"] as? [String: [[String: Any]]] ?? [:]
      let triggering = examples["triggering"] ?? []
      let nonTriggering = examples["nonTriggering"] ?? []
      XCTAssertGreaterThanOrEqual(triggering.count, 2, code)
      XCTAssertGreaterThanOrEqual(nonTriggering.count, 2, code)
      for example in triggering {
        let text = example["text"] as? String ?? ""
        XCTAssertFalse(text.contains("↓"), "\(code): markers become positions")
        let findings = example["findings"] as? [[String: Int]] ?? []
        XCTAssertFalse(findings.isEmpty, code)
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        XCTAssertTrue(findings.allSatisfy { ($0["line"] ?? -1) >= 0 && ($0["line"] ?? .max) < lineCount }, code)
      }
      XCTAssertTrue(nonTriggering.allSatisfy { ($0["findings"] as? [Any])?.isEmpty == true }, code)
    }
  }
}
