import Foundation
import JSON
import RPC
import XCTest

final class CommandLineTests: XCTestCase {
  func testVersionAndHelp() throws {
    let version = try TablsBinary.run(["--version"])
    XCTAssertEqual(version.status, 0)
    XCTAssertTrue(version.stdout.hasPrefix("tabls "))
    let help = try TablsBinary.run(["help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.stdout.contains("tabls query"))
  }

  func testUsageErrorsExitTwoWithOneLine() throws {
    for arguments in [
      ["frobnicate"], ["lsp", "--bogus"], ["lsp", "--max-message-bytes", "zero"], ["query", "--root"],
    ] {
      let result = try TablsBinary.run(arguments)
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
    }
  }

  func testQueryPrintsTheResult() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-query-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("Tabs.m")
    try Data("@{CYLTabBarItemTitle : @\"首页\"}".utf8).write(to: file)
    let request = #"{"method":"tabls/documentText","params":{"uri":"\#(file.absoluteString)"}}"#
    let result = try TablsBinary.run(["query", "--root", root.path, "--compact", request])
    XCTAssertEqual(result.status, 0, result.stderr)
    let json = try JSONParser.parse(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    XCTAssertEqual(json["text"], "@{CYLTabBarItemTitle : @\"首页\"}")
  }

  func testQueryReadsStdinAndFailsWithOne() throws {
    let result = try TablsBinary.run(["query", "--root", "/"], stdin: #"{"method":"no/such/method"}"#)
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.contains("-32601"), result.stderr)
  }

  func testQueryBatch() throws {
    let batch = #"[{"method":"tabls/debug/sleep","params":{"ms":1}},{"method":"tabls/debug/sleep","params":{"ms":2}}]"#
    let result = try TablsBinary.run(["query", "--root", "/", batch])
    XCTAssertEqual(result.status, 0, result.stderr)
    let replies = try JSONParser.parse(result.stdout).arrayValue ?? []
    XCTAssertEqual(replies.map { $0["result"]?["slept"] }, [1, 2])
  }

  func testQueryOpensThenAsksAndReadsFilesFromDisk() throws {
    let demo = Repository.root.appendingPathComponent("Examples/DemoApp")
    // A notification in a batch is sent as one: the hover after it sees the opened document.
    let batch = #"""
      [{"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///tmp/t.m","languageId":"objective-c","version":1,"text":"NSDictionary *d = @{ CYLTabBarItemTitle : @\"A\" };"}}},
       {"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///tmp/t.m"},"position":{"line":0,"character":24}}}]
      """#
    let opened = try TablsBinary.run(["query", "--root", demo.path, "--compact", batch])
    XCTAssertEqual(opened.status, 0, opened.stderr)
    XCTAssertTrue(opened.stdout.contains("CYLTabBarItemTitle"), opened.stdout)
    XCTAssertFalse(opened.stdout.contains("-32601"), opened.stdout)
    // A file on disk, named by a relative path, without opening it.
    let hover =
      #"{"method":"textDocument/hover","params":{"textDocument":{"uri":"./Sources/ObjC/MainTabBarController.m"},"position":{"line":25,"character":12}}}"#
    let onDisk = try TablsBinary.run(["query", "--root", demo.path, "--compact", hover])
    XCTAssertEqual(onDisk.status, 0, onDisk.stderr)
    XCTAssertTrue(onDisk.stdout.contains("CYLTabBarItemImage"), onDisk.stdout)
    let outside =
      #"{"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///etc/passwd"},"position":{"line":0,"character":0}}}"#
    XCTAssertEqual(try TablsBinary.run(["query", "--root", demo.path, outside]).status, 1)
  }

  func testQueryRejectsInvalidJSON() throws {
    let result = try TablsBinary.run(["query", "--root", "/", "{nope"])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.contains("1:2"), result.stderr)
  }
}

final class L10nCommandTests: XCTestCase {
  /// The table's columns line up under their headings, the source language's `*` included.
  func testTheTableLinesUpItsColumns() throws {
    let result = try TablsBinary.run(["l10n", "Examples/DemoApp"], directory: Repository.root)
    XCTAssertEqual(result.status, 1, "some keys are missing: \(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let column = try XCTUnwrap(lines.first?.range(of: "translated")).lowerBound.utf16Offset(in: lines[0])
    XCTAssertTrue(lines[0].hasPrefix("language "), lines[0])
    for line in lines.dropFirst() where !line.hasPrefix("(") {
      let counts = line.utf16.dropFirst(column).prefix(1)
      XCTAssertTrue(counts.allSatisfy { (0x30...0x39).contains($0) }, line)
      XCTAssertEqual(line.utf16.dropFirst(column - 1).first, 0x20, line)
    }
  }

  func testParsePrintsTheTableOrTheError() throws {
    let json = try TablsBinary.run(
      ["l10n", "parse", "--format", "json", "Examples/DemoApp/zh-Hans.lproj/Localizable.strings"],
      directory: Repository.root)
    XCTAssertEqual(json.status, 0, json.stderr)
    let table = try JSONParser.parse(json.stdout)
    XCTAssertEqual(table["entries"]?["unread.count"], "%d 条未读")
    XCTAssertEqual(table["encoding"], "UTF-8")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-\(UUID().uuidString).strings")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("\"a\" = \"b\";\n\"c\" = \"d\"\n".utf8).write(to: file)
    let broken = try TablsBinary.run(["l10n", "parse", file.path])
    XCTAssertEqual(broken.status, 1)
    XCTAssertTrue(broken.stderr.contains(":3:1: expected ';' after the value"), broken.stderr)
  }
}

final class LayoutCommandTests: XCTestCase {
  func testLayoutFromSpec() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let spec = #"{"device":"iPhone 15","items":[{},{},{},{}],"plusButton":{"width":55,"height":80,"constant":-14}}"#
    try Data(spec.utf8).write(to: file)
    let result = try TablsBinary.run(["layout", "--spec", file.path])
    XCTAssertEqual(result.status, 0, result.stderr)
    let json = try JSONParser.parse(result.stdout)
    XCTAssertEqual(json["plusButton"], ["x": 169.0, "y": -45.0, "width": 55.0, "height": 80.0])
    XCTAssertEqual(json["items"]?[2]?["frame"]?["x"]?.doubleValue, 224)
    try Data(#"{"items":[{},{},{}],"plusButton":{"width":55,"height":80}}"#.utf8).write(to: file)
    let odd = try TablsBinary.run(["layout", "--spec", file.path])
    XCTAssertEqual(odd.status, 1)
    XCTAssertEqual(try JSONParser.parse(odd.stdout)["errors"]?.arrayValue?.count, 1)
    let fromSource = try TablsBinary.run(
      ["layout", "Sources/ObjC/MainTabBarController.m", "--os", "18"],
      directory: Repository.root.appendingPathComponent("Examples/DemoApp"))
    let plus = try JSONParser.parse(fromSource.stdout)["plusButton"]
    XCTAssertEqual(plus?["x"]?.doubleValue ?? 0, 166.5, accuracy: 0.001)
    XCTAssertEqual(plus?["y"]?.doubleValue ?? 0, -25.3, accuracy: 0.001)
    try Data(#"{"device":"Nokia 3310","items":[]}"#.utf8).write(to: file)
    XCTAssertTrue(try TablsBinary.run(["layout", "--spec", file.path]).stderr.contains("unknown device"))
  }
}

/// `tabls status`: what tabls sees of a project, as text and JSON.
final class StatusCommandTests: XCTestCase {
  func testTheDemoAppsStatus() throws {
    let json = try TablsBinary.run(["status", "Examples/DemoApp", "--format", "json"], directory: Repository.root)
    XCTAssertEqual(json.status, 0, json.stderr)
    let status = try JSONParser.parse(Array(json.stdout.utf8))
    XCTAssertEqual(status["root"], "Examples/DemoApp")
    XCTAssertEqual(status["configurations"], ["Examples/DemoApp/.tabls.json"])
    XCTAssertEqual(status["cyl"]?["used"], true)
    XCTAssertEqual(status["index"]?["storyboards"], 1)
    XCTAssertEqual(status["index"]?["languages"], ["en", "hi", "zh-Hans"])
    let text = try TablsBinary.run(["status", "Examples/DemoApp"], directory: Repository.root)
    XCTAssertTrue(text.stdout.contains("cyl.release: 1.99.66\n"), text.stdout)
    XCTAssertEqual(try TablsBinary.run(["status", "Examples/Nowhere"], directory: Repository.root).status, 2)
  }
}

final class PreviewOutputTests: XCTestCase {
  /// `-o bar.png` alone asks for the picture; `-o bar.txt` gets the ASCII one, in the file and not on stdout.
  func testTheOutputFileNamesTheFormat() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-out-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = "Examples/SwiftUIApp/Sources/RootView.swift:8"
    for name in ["bar.png", "bar.txt"] {
      let result = try TablsBinary.run(
        ["preview", source, "-o", folder.appendingPathComponent(name).path], directory: Repository.root)
      XCTAssertEqual(result.status, 0, result.stderr)
      XCTAssertEqual(result.stdout, "", "the picture goes to the file")
    }
    let png = try Data(contentsOf: folder.appendingPathComponent("bar.png"))
    XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    let text = try String(contentsOf: folder.appendingPathComponent("bar.txt"), encoding: .utf8)
    XCTAssertTrue(text.contains("Chats"), text)
  }
}
