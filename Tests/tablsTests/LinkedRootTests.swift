import Foundation
import JSON
import RPC
import XCTest

/// A workspace opened through a symbolic link (macOS's `/tmp` and `/var`, many checkouts): the server makes its
/// roots canonical, and the documents the client opens through the link are the same files, so the root's ignore
/// globs, nested configurations and index apply to them as `tabls check` applies them.
final class LinkedRootTests: XCTestCase {
  func testDocumentsOpenedThroughALinkAreTheRootsFiles() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-linked-\(UUID().uuidString)")
    let real = base.appendingPathComponent("real")
    let link = base.appendingPathComponent("link")
    try FileManager.default.createDirectory(
      at: real.appendingPathComponent("Ignored"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: base) }
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
    try Data(#"{"ignore": ["Ignored/**"]}"#.utf8).write(to: real.appendingPathComponent(".tabls.json"))
    let text = "NSArray *a = @[ @{ CYLTabBarItemTitel : @\"A\" } ];\n"
    for name in ["Tabs.m", "Ignored/Tabs.m"] {
      try Data(text.utf8).write(to: real.appendingPathComponent(name))
    }

    let server = try ServerProcess()
    _ = server.request(
      "initialize", ["rootUri": .string(link.absoluteString), "capabilities": ServerProcess.fullCapabilities])
    server.notify("initialized", [:])
    func codes(_ name: String) -> [String] {
      let uri = link.appendingPathComponent(name).absoluteString
      server.notify(
        "textDocument/didOpen",
        ["textDocument": ["uri": .string(uri), "languageId": "objective-c", "version": 1, "text": .string(text)]])
      let result = server.request("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]])
      return (result?["result"]?["items"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
    }
    XCTAssertTrue(codes("Tabs.m").contains("TAB101"), "the root's file is checked")
    XCTAssertEqual(codes("Ignored/Tabs.m"), [], "the root's ignore glob applies through the link")
  }
}
