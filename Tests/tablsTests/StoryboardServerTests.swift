import Foundation
import JSON
import RPC
import XCTest

/// A storyboard opened in the editor: its findings on its own lines, hover and completion of image names in
/// `image="…"`, and the preview of its Dorgans scene (anchored left).
final class StoryboardServerTests: XCTestCase {
  let root = Repository.root.appendingPathComponent("Examples/DemoApp")

  func testStoryboardDiagnosticsHoverCompletionAndPreview() throws {
    let server = try ServerProcess()
    _ = server.request(
      "initialize", ["rootUri": .string(root.absoluteString), "capabilities": ServerProcess.fullCapabilities])
    server.notify("initialized", [:])
    let file = root.appendingPathComponent("Base.lproj/Main.storyboard")
    let uri = file.absoluteString
    let text = try String(contentsOf: file, encoding: .utf8)
    server.notify(
      "textDocument/didOpen",
      ["textDocument": ["uri": .string(uri), "languageId": "xml", "version": 1, "text": .string(text)]])
    // Once the index is read (the Anchored scene's count is set in Swift), the scene findings settle.
    let published = server.waitForMessage {
      $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri
        && ($0["params"]?["diagnostics"]?.arrayValue ?? []).contains { $0["code"] == "TAB124" }
        && ($0["params"]?["diagnostics"]?.arrayValue ?? []).filter { $0["code"] == "TAB122" }.count == 1
    }
    let diagnostics = published?["params"]?["diagnostics"]?.arrayValue ?? []
    let codes = diagnostics.compactMap { $0["code"]?.stringValue }
    XCTAssertEqual(codes, ["TAB125", "TAB123", "TAB122", "TAB124"])
    // `tab2` is a show segue: line 27 of the file (0-based 26), on the identifier's value.
    let wrongKind = try XCTUnwrap(diagnostics.first { $0["code"] == "TAB123" })
    XCTAssertEqual(wrongKind["range"]?["start"]?["line"], 26)

    let lines = text.components(separatedBy: "\n")
    let itemLine = try XCTUnwrap(lines.firstIndex { $0.contains(#"image="message_normal""#) })
    let column = try XCTUnwrap(lines[itemLine].range(of: #"image="message_normal""#)).lowerBound.utf16Offset(
      in: lines[itemLine])
    func at(_ character: Int) -> JSON {
      [
        "textDocument": ["uri": .string(uri)],
        "position": ["line": .int(Int64(itemLine)), "character": .int(Int64(character))],
      ]
    }
    let hover = server.request("textDocument/hover", at(column + 10))?["result"]?["contents"]?["value"]?.stringValue
    XCTAssertTrue(hover?.contains("message_normal") == true && hover?.contains("@2x") == true, hover ?? "")

    let completion = server.request("textDocument/completion", at(column + 10))?["result"]?["items"]?.arrayValue ?? []
    let labels = completion.compactMap { $0["label"]?.stringValue }
    XCTAssertTrue(labels.starts(with: ["message_highlight", "message_highlight_dark", "message_normal"]), "\(labels)")

    let scene = try XCTUnwrap(lines.firstIndex { $0.contains("SpringboardTabBarController") })
    let layout = server.request(
      "tabls/layout",
      ["textDocument": ["uri": .string(uri)], "position": ["line": .int(Int64(scene)), "character": 20]])
    XCTAssertEqual(layout?["result"]?["bar"]?["x"], 0.0, "\(String(describing: layout))")
    XCTAssertEqual(layout?["result"]?["items"]?.arrayValue?.count, 3)
  }
}
