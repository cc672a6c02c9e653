import Foundation
import JSON
import RPC
import XCTest

/// `tabls check --fix`, `--diff` and baselines, on scratch copies of the demo app.
final class CheckFixTests: XCTestCase {
  var app: URL!

  override func setUpWithError() throws { app = try Repository.scratchCopy(of: "Examples/DemoApp") }
  override func tearDown() { try? FileManager.default.removeItem(at: app) }

  func file(_ relative: String) -> URL { app.appendingPathComponent(relative) }
  func text(_ relative: String) throws -> String { try String(contentsOf: file(relative), encoding: .utf8) }

  func codes(_ arguments: [String]) throws -> [String] {
    let result = try TablsBinary.run(["check", "--format", "json", "--quiet"] + arguments, directory: app)
    XCTAssertNotEqual(result.status, 2, result.stderr)
    return (try JSONParser.parse(result.stdout)["findings"]?.arrayValue ?? []).compactMap {
      guard let path = $0["path"]?.stringValue, let code = $0["code"]?.stringValue else { return nil }
      return "\(path) \(code)"
    }
  }

  func snapshot() throws -> [String: Data] {
    var files: [String: Data] = [:]
    for case let url as URL in FileManager.default.enumerator(at: app, includingPropertiesForKeys: nil)! {
      if let data = FileManager.default.contents(atPath: url.path) { files[url.path] = data }
    }
    return files
  }

  func testDiffWritesNothingAndFixRepairsInPlace() throws {
    let main = "Sources/ObjC/MainTabBarController.m"
    let before = try snapshot()
    let diff = try TablsBinary.run(["check", "--diff"], directory: app)
    XCTAssertEqual(diff.status, 1, "fixes to make")
    XCTAssertTrue(diff.stdout.contains("--- a/\(main)\t\n+++ b/\(main)\t\n"), diff.stdout)
    XCTAssertTrue(diff.stdout.contains("-        CYLTabBarItemTitel : "), diff.stdout)
    XCTAssertTrue(diff.stdout.contains("+        CYLTabBarItemTitle : "), diff.stdout)
    XCTAssertEqual(try snapshot(), before, "--diff writes nothing")

    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file(main).path)
    let fixed = try TablsBinary.run(["check", "--fix", "--format", "json"], directory: app)
    XCTAssertEqual(fixed.status, 1, "findings without a fix remain")
    XCTAssertTrue(fixed.stderr.contains("fixed 9 findings in 5 files; 29 remain"), fixed.stderr)
    let source = try text(main)
    XCTAssertTrue(source.contains("CYLTabBarItemTitle : CYLLocalizedString(@\"消息\")"))
    XCTAssertFalse(source.contains("CYLTabBarItemTitel :"))
    XCTAssertTrue(source.contains("[self cyl_selectTabBarItemWithIdentifier:@\"messages\"]") == false)
    let attributes = try FileManager.default.attributesOfItem(atPath: file(main).path)
    XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o640, "permissions kept")
    XCTAssertFalse(try codes([]).contains("\(main) TAB101"))
    // Nothing left behind, and nothing more to fix.
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: file("Sources/ObjC").path)
    XCTAssertFalse(leftovers.contains { $0.contains(".tabls-") }, "\(leftovers)")
    XCTAssertEqual(try TablsBinary.run(["check", "--diff"], directory: app).status, 0)
  }

  func testFixLeavesLinkedFilesAlone() throws {
    let main = "Sources/ObjC/MainTabBarController.m"
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-outside-\(UUID()).m")
    try FileManager.default.moveItem(at: file(main), to: outside)
    defer { try? FileManager.default.removeItem(at: outside) }
    try FileManager.default.createSymbolicLink(at: file(main), withDestinationURL: outside)
    let original = try Data(contentsOf: outside)
    _ = try TablsBinary.run(["check", "--fix"], directory: app)
    XCTAssertEqual(try Data(contentsOf: outside), original, "never written through a link")
  }

  func testBaselineSurvivesInsertedLinesAndLetsNewFindingsThrough() throws {
    let baseline = file("tabls-baseline.json").path
    let write = try TablsBinary.run(["check", "--write-baseline", baseline], directory: app)
    XCTAssertEqual(write.status, 0, write.stderr)
    XCTAssertEqual(try codes(["--baseline", baseline]), [])
    XCTAssertEqual(try TablsBinary.run(["check", "--baseline", baseline], directory: app).status, 0)

    // Lines inserted above every finding of the file, and a new typo'd key below them.
    let main = "Sources/ObjC/MainTabBarController.m"
    var source = try text(main)
    source = "// one\n// two\n// three\n" + source
    source = source.replacingOccurrences(
      of: "CYLTabBarItemIdentifier : @\"mine\",", with: "CYLTabBarItemIdentifer : @\"mine\",")
    try source.write(to: file(main), atomically: true, encoding: .utf8)
    XCTAssertEqual(try codes(["--baseline", baseline]), ["\(main) TAB101"])
    // From another working directory, the same baseline (its paths are relative to its own folder).
    let elsewhere = try TablsBinary.run(
      ["check", "--format", "json", "--quiet", "--baseline", baseline, app.path],
      directory: app.deletingLastPathComponent())
    XCTAssertEqual((try JSONParser.parse(elsewhere.stdout))["findings"]?.arrayValue?.count, 1)

    let broken = file("broken.json").path
    try "{\"version\": 2}".write(toFile: broken, atomically: true, encoding: .utf8)
    XCTAssertEqual(try TablsBinary.run(["check", "--baseline", broken], directory: app).status, 2)
  }

  /// `--diff` from the file's bytes: a byte that is not UTF-8 on a fixed line and the lines around it, and a path
  /// with a space, still give a diff that both `git apply` and `patch -p1` apply, to what `--fix` writes.
  func testDiffAppliesWithGitAndPatchOnNonUTF8LinesAndPathsWithSpaces() throws {
    for tool in ["/usr/bin/git", "/usr/bin/patch"] where !FileManager.default.isExecutableFile(atPath: tool) {
      throw XCTSkip("\(tool) is not installed")
    }
    let main = "Sources/ObjC/MainTabBarController.m"
    let spaced = "Sources/My Tabs/Main Tab Bar.m"
    var bytes = [UInt8](try Data(contentsOf: file(main)))
    // Latin-1 "café" in a comment on the typo'd line, and one on the line before it.
    let typo = Array("CYLTabBarItemTitel : CYLLocalizedString(@\"消息\"),".utf8)
    let at = try XCTUnwrap(bytes.firstRange(of: typo))
    bytes.insert(contentsOf: Array(" /* caf".utf8) + [0xE9] + Array(" */".utf8), at: at.upperBound)
    let lineStart = bytes[..<at.lowerBound].lastIndex(of: 0x0A)!
    bytes.insert(contentsOf: Array(" // na".utf8) + [0xEF, 0x76, 0x65], at: lineStart)
    try Data(bytes).write(to: file(main))
    try FileManager.default.createDirectory(at: file("Sources/My Tabs"), withIntermediateDirectories: true)
    try Data(bytes).write(to: file(spaced))

    let diff = try TablsBinary.run(["check", "--diff"], directory: app)
    XCTAssertEqual(diff.status, 1, diff.stderr)
    let patchFile = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-\(UUID()).diff")
    defer { try? FileManager.default.removeItem(at: patchFile) }
    let raw = try TablsBinary.runRaw(["check", "--diff"], directory: app)
    XCTAssertTrue(raw.firstRange(of: [0x63, 0x61, 0x66, 0xE9]) != nil, "the file's own bytes, not U+FFFD")
    XCTAssertTrue(raw.firstRange(of: Array("--- a/\(spaced)\t\n".utf8)) != nil, "the name ends with a tab")
    try Data(raw).write(to: patchFile)

    // Each tool on its own copy; both must give what --fix writes.
    let fixed = try Repository.scratchCopy(of: "Examples/DemoApp")
    defer { try? FileManager.default.removeItem(at: fixed) }
    try FileManager.default.removeItem(at: fixed)
    try FileManager.default.copyItem(at: app, to: fixed)
    _ = try TablsBinary.run(["check", "--fix"], directory: fixed)
    for (tool, arguments) in [
      ("/usr/bin/git", ["apply", patchFile.path]), ("/usr/bin/patch", ["-p1", "-i", patchFile.path]),
    ] {
      let copy = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-apply-\(UUID())")
      defer { try? FileManager.default.removeItem(at: copy) }
      try FileManager.default.copyItem(at: app, to: copy)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: tool)
      process.arguments = arguments
      process.currentDirectoryURL = copy
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      XCTAssertEqual(process.terminationStatus, 0, "\(tool) applies the diff")
      for path in [main, spaced] {
        XCTAssertEqual(
          try Data(contentsOf: copy.appendingPathComponent(path)),
          try Data(contentsOf: fixed.appendingPathComponent(path)),
          "\(tool): \(path) as --fix writes it")
      }
    }
  }
}
