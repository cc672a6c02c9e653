import Foundation
import JSON
import RPC
import XCTest

/// A repository is untrusted input (a pull request): it cannot make tabls write outside it through a committed
/// link, nor forge a CI runner's workflow command through a name printed on stdout or stderr.
final class UntrustedRepositoryTests: XCTestCase {
  var app: URL!
  var outside: URL!

  override func setUpWithError() throws {
    app = try Repository.scratchCopy(of: "Examples/DemoApp")
    outside = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-outside-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: app)
    try? FileManager.default.removeItem(at: outside)
  }

  // MARK: Writes

  func testEveryWriteRefusesALinkToAFile() throws {
    let victim = outside.appendingPathComponent("victim.txt")
    try Data("untouched\n".utf8).write(to: victim)
    try FileManager.default.createSymbolicLink(
      at: app.appendingPathComponent("tabls.sarif"), withDestinationURL: victim)
    let writes: [[String]] = [
      ["check", "--format", "sarif", "--quiet", "--output-file", "tabls.sarif", "."],
      ["check", "--quiet", "--write-baseline", "tabls.sarif", "."],
      ["preview", "Sources/ObjC/MainTabBarController.m", "--format", "png", "-o", "tabls.sarif"],
      ["preview", "Lottie/tab_discover.json", "-o", "tabls.sarif"],
    ]
    for arguments in writes {
      let result = try TablsBinary.run(arguments, directory: app)
      XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
      XCTAssertTrue(result.stderr.contains("tabls.sarif"), "the refusal names the path: \(result.stderr)")
      XCTAssertTrue(result.stderr.contains("symbolic link"), result.stderr)
      XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), "untouched\n", "\(arguments)")
    }
  }

  func testEveryWriteRefusesAPathThroughALinkedFolder() throws {
    try FileManager.default.createSymbolicLink(at: app.appendingPathComponent("reports"), withDestinationURL: outside)
    let writes: [[String]] = [
      ["check", "--format", "json", "--quiet", "--output-file", "reports/x.json", "."],
      ["check", "--quiet", "--write-baseline", "reports/baseline.json", "."],
      ["check", "--quiet", "--output-file", "\(app.path)/reports/x.txt", "."],
      ["rules", "--write-docs", "reports"],
    ]
    for arguments in writes {
      let result = try TablsBinary.run(arguments, directory: app)
      XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
      XCTAssertTrue(result.stderr.contains("reports"), result.stderr)
      XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [], "\(arguments)")
    }
  }

  func testAReportIsWrittenWholeAndReplacesAnEarlierOne() throws {
    let report = app.appendingPathComponent("tabls.json")
    try Data("stale".utf8).write(to: report)
    let result = try TablsBinary.run(
      ["check", "--format", "json", "--quiet", "--output-file", "tabls.json", "."], directory: app)
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertEqual(try JSONParser.parse(Array(try Data(contentsOf: report)))["version"], 1)
    // Outside the repository (a runner's temporary folder), as the Action writes its SARIF.
    let elsewhere = outside.appendingPathComponent("tabls.sarif")
    let sarif = try TablsBinary.run(
      ["check", "--format", "sarif", "--quiet", "--output-file", elsewhere.path, "."], directory: app)
    XCTAssertEqual(sarif.status, 1, sarif.stderr)
    XCTAssertTrue(FileManager.default.fileExists(atPath: elsewhere.path))
    let leftovers =
      try FileManager.default.contentsOfDirectory(atPath: app.path)
      + FileManager.default
      .contentsOfDirectory(atPath: outside.path)
    XCTAssertFalse(leftovers.contains { $0.contains(".tabls-") }, "\(leftovers)")
  }

  // MARK: Workflow commands

  /// Text that, printed raw, would start a GitHub workflow command on a line of its own or anywhere in it.
  static let forgery = "x\n::error file=Forged.m,line=1::forged\r\n::stop-commands::token\n##[warning]old style"

  func testNoRepositoryNameForgesAWorkflowCommand() throws {
    // An image set folder, a Contents.json file name, a source file name, a folder above the lock file.
    let assets = app.appendingPathComponent("Assets.xcassets")
    let set = assets.appendingPathComponent("evil\n::error::set\n##[error]set.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    let contents: JSON = ["images": [["idiom": "universal", "filename": .string("../" + Self.forgery + ".png")]]]
    try Data(JSONWriter.write(contents)).write(to: set.appendingPathComponent("Contents.json"))
    let source = app.appendingPathComponent("Sources/ObjC/::warning file=a.m::forged.m")
    try FileManager.default.copyItem(
      at: app.appendingPathComponent("Sources/ObjC/MainTabBarController.m"), to: source)
    let nested = outside.appendingPathComponent("up\n::error::from the summary").appendingPathComponent("app")
    try FileManager.default.createDirectory(at: nested.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: app, to: nested)
    try Data("PODS:\n  - CYLTabBarController (1.99.45)\n".utf8).write(to: nested.appendingPathComponent("Podfile.lock"))

    for directory in [app!, nested] {
      let json = try TablsBinary.run(["check", "--format", "json", "--quiet", "."], directory: directory)
      let count = try JSONParser.parse(json.stdout)["findings"]?.arrayValue?.count ?? -1
      XCTAssertGreaterThan(count, 0)
      for format in ["github", "text"] {
        let result = try TablsBinary.run(["check", "--format", format, "."], directory: directory)
        XCTAssertEqual(result.status, 1, result.stderr)
        assertNoForgedCommand(
          stdout: result.stdout, stderr: result.stderr, realCommands: format == "github" ? count : 0)
        XCTAssertEqual(result.stdout.split(separator: "\n").count, count, "one line per finding (\(format))")
      }
    }
  }

  func testConfigurationTextForgesNoWorkflowCommand() throws {
    let key = JSONWriter.string(.string(Self.forgery))
    let configuration = "{\"ignore\": [\(key)], \"rules\": {\(key): \(key)}}"
    try Data(configuration.utf8).write(to: app.appendingPathComponent(".tabls.json"))
    let result = try TablsBinary.run(["check", "--format", "github", "."], directory: app)
    XCTAssertEqual(result.status, 2, result.stderr)
    assertNoForgedCommand(stdout: result.stdout, stderr: result.stderr, realCommands: 0)
  }

  func assertNoForgedCommand(
    stdout: String, stderr: String, realCommands: Int, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertEqual(ForgedCommandScan.forged(stdout, realAnnotations: true), [], file: file, line: line)
    XCTAssertEqual(ForgedCommandScan.forged(stderr), [], file: file, line: line)
    let commands = ForgedCommandScan.lines(stdout).filter(ForgedCommandScan.startsCommand).count
    XCTAssertEqual(commands, realCommands, "only tabls' own annotations", file: file, line: line)
  }
}
