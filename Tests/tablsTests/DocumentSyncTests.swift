import Foundation
import JSON
import RPC
import XCTest

/// didOpen/didChange/didClose, verified through `tabls/documentText`.
final class DocumentSyncTests: XCTestCase {
  let uri = "file:///virtual/Tabs.swift"

  func text(_ server: ServerProcess, range: JSON? = nil) -> String? {
    var params: JSON = ["uri": .string(uri)]
    if let range, case .object(var object) = params {
      object["range"] = range
      params = .object(object)
    }
    return server.request("tabls/documentText", params)?["result"]?["text"]?.stringValue
  }

  func range(_ l1: Int64, _ c1: Int64, _ l2: Int64, _ c2: Int64) -> JSON {
    ["start": ["line": .int(l1), "character": .int(c1)], "end": ["line": .int(l2), "character": .int(c2)]]
  }

  func open(_ server: ServerProcess, _ text: String) {
    server.notify(
      "textDocument/didOpen",
      ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(text)]])
  }

  func change(_ server: ServerProcess, version: Int64, _ changes: [JSON]) {
    server.notify(
      "textDocument/didChange",
      ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": .array(changes)])
  }

  func testIncrementalChangesInUTF16() throws {
    let server = try ServerProcess()
    _ = server.initialize()
    open(server, "let a = \"😀x\"\r\nlet b = 1\n")
    // Replace "x" (UTF-16 column 11: the emoji is two units) with "首页".
    change(server, version: 2, [["range": range(0, 11, 0, 12), "text": "首页"]])
    XCTAssertEqual(text(server), "let a = \"😀首页\"\r\nlet b = 1\n")
    // Several changes in one notification apply in order; a character past the line end clamps.
    change(
      server, version: 3,
      [
        ["range": range(1, 8, 1, 99), "text": "2"],
        ["range": range(2, 0, 2, 0), "text": "// end"],
      ])
    XCTAssertEqual(text(server), "let a = \"😀首页\"\r\nlet b = 2\n// end")
    XCTAssertEqual(text(server, range: range(0, 9, 0, 13)), "😀首页")
    let reply = server.request("tabls/documentText", ["uri": .string(uri)])
    XCTAssertEqual(reply?["result"]?["version"], 3)
  }

  func testIncrementalChangesInUTF8() throws {
    let server = try ServerProcess()
    _ = server.initialize(encodings: ["utf-8"])
    open(server, "é😀z")
    change(server, version: 2, [["range": range(0, 6, 0, 7), "text": "Z"]])
    XCTAssertEqual(text(server), "é😀Z")
  }

  func testFullChangeReplacesEverything() throws {
    let server = try ServerProcess()
    _ = server.initialize()
    open(server, "old")
    change(server, version: 2, [["text": "new\ntext"]])
    XCTAssertEqual(text(server), "new\ntext")
  }

  func testMalformedChangeIsLoggedAndLosesNothing() throws {
    let server = try ServerProcess()
    _ = server.initialize()
    open(server, "keep me")
    change(server, version: 2, [["range": ["start": ["line": 0]], "text": "x"]])
    XCTAssertNotNil(server.waitForMessage { $0["method"] == "window/logMessage" })
    XCTAssertEqual(text(server), "keep me")
  }

  func testClosedDocumentsFallBackToDiskInsideTheRootOnly() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-sync-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("App.swift")
    try Data("on disk".utf8).write(to: file)
    let server = try ServerProcess()
    _ = server.initialize(rootPath: root.path)
    let reply = server.request("tabls/documentText", ["uri": .string(file.absoluteString)])
    XCTAssertEqual(reply?["result"]?["text"], "on disk")
    XCTAssertEqual(reply?["result"]?["version"], .null)
    let outside = server.request("tabls/documentText", ["uri": .string(root.path + "/../../etc/passwd")])
    XCTAssertEqual(errorCode(outside), -32602)
    let escape = URL(fileURLWithPath: root.path + "/../" + root.lastPathComponent + "-other/x").absoluteString
    XCTAssertEqual(errorCode(server.request("tabls/documentText", ["uri": .string(escape)])), -32602)
  }

  func testCloseForgetsTheDocument() throws {
    let server = try ServerProcess()
    _ = server.initialize()
    open(server, "x")
    server.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
    XCTAssertEqual(errorCode(server.request("tabls/documentText", ["uri": .string(uri)])), -32602)
  }
}
