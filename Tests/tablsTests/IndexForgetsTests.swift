import Foundation
import RPC
import XCTest

/// The server's index forgets what is gone: a deleted file's PlusButton and a closed, never-saved document's
/// PlusButton stop informing other files, so the editor agrees with `tabls check`.
final class IndexForgetsTests: XCTestCase {
  var root: URL!

  let plus = """
    @implementation P
    + (id)plusButton { return nil; }
    + (NSUInteger)indexOfPlusButtonInTabBar { return 5; }
    @end
    """
  let bar = """
    NSArray *items = @[
        @{ CYLTabBarItemTitle : @"A" },
        @{ CYLTabBarItemTitle : @"B" },
    ];
    """

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-forget-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data(bar.utf8).write(to: root.appendingPathComponent("Bar.m"))
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: root) }

  func codes(_ server: ServerProcess, _ uri: String) -> [String] {
    let result = server.request("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]])
    return (result?["result"]?["items"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
  }

  func start() -> ServerProcess? {
    guard let server = try? ServerProcess() else { return nil }
    _ = server.request(
      "initialize", ["rootUri": .string(root.absoluteString), "capabilities": ServerProcess.fullCapabilities])
    server.notify("initialized", [:])
    return server
  }

  func waitFor(_ expected: Bool, _ server: ServerProcess, _ uri: String) -> Bool {
    for _ in 0..<100 {
      if codes(server, uri).contains("TAB113") == expected { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return false
  }

  func testDeletedFileIsForgotten() throws {
    let plusFile = root.appendingPathComponent("Plus.m")
    try Data(plus.utf8).write(to: plusFile)
    let server = try XCTUnwrap(start())
    let barURI = root.appendingPathComponent("Bar.m").absoluteString
    XCTAssertTrue(waitFor(true, server, barURI), "the PlusButton's index 5 is past 2 items")
    try FileManager.default.removeItem(at: plusFile)
    server.notify(
      "workspace/didChangeWatchedFiles", ["changes": [["uri": .string(plusFile.absoluteString), "type": 3]]])
    XCTAssertTrue(waitFor(false, server, barURI), "the deleted PlusButton still counts")
  }

  func testClosedUnsavedDocumentIsForgotten() throws {
    let server = try XCTUnwrap(start())
    let barURI = root.appendingPathComponent("Bar.m").absoluteString
    XCTAssertTrue(waitFor(false, server, barURI))
    let draft = root.appendingPathComponent("Draft.m").absoluteString
    server.notify(
      "textDocument/didOpen",
      ["textDocument": ["uri": .string(draft), "languageId": "objective-c", "version": 1, "text": .string(plus)]])
    _ = codes(server, draft)
    XCTAssertTrue(waitFor(true, server, barURI), "the open draft's PlusButton counts while it is open")
    server.notify("textDocument/didClose", ["textDocument": ["uri": .string(draft)]])
    XCTAssertTrue(waitFor(false, server, barURI), "the closed, never-saved draft still counts")
  }
}
