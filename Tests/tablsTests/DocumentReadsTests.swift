import Foundation
import JSON
import XCTest

@testable import TablsKit

/// An open document is read once per text: its diagnostics and every request about it share that reading.
final class DocumentReadsTests: XCTestCase {
  static let source = """
    NSArray *items = @[
        @{ CYLTabBarItemTitle : @"Home", CYLTabBarItemImage : @"home" },
        @{ CYLTabBarItemTitle : @"Me", CYLTabBarItemImage : @"me" },
    ];
    NSArray *viewControllers = @[ [HomeViewController new], [MeViewController new] ];
    CYLTabBarController *bar = [CYLTabBarController tabBarControllerWithViewControllers:viewControllers
                                                                  tabBarItemsAttributes:items];
    """

  func testOneReadingPerTextWhateverIsAsked() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-reads-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("{}".utf8).write(to: root.appendingPathComponent(".tabls.json"))
    let file = root.appendingPathComponent("Tabs.m")
    try Data(Self.source.utf8).write(to: file)
    let uri = file.absoluteURL.absoluteString

    let client = InProcessClient()
    _ = client.initialize(rootPath: root.path)
    client.waitForIndex()
    var id: Int64 = 0
    func request(_ method: String, _ extra: JSON = [:]) -> JSON? {
      id += 1
      guard case .object(var params) = extra else { return nil }
      params["textDocument"] = ["uri": .string(uri)]
      return client.send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": .object(params)])
    }
    func notify(_ method: String, _ params: JSON) {
      _ = client.send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }
    notify(
      "textDocument/didOpen",
      ["textDocument": ["uri": .string(uri), "languageId": "objective-c", "version": 1, "text": .string(Self.source)]])
    let position: JSON = ["position": ["line": 1, "character": 12]]
    for method in ["textDocument/hover", "textDocument/completion", "textDocument/definition"] {
      XCTAssertNil(request(method, position)?["error"], method)
    }
    for method in ["textDocument/documentSymbol", "textDocument/documentLink", "textDocument/codeLens"] {
      XCTAssertNil(request(method)?["error"], method)
    }
    let symbols = request("textDocument/documentSymbol")?["result"]?.arrayValue ?? []
    XCTAssertFalse(symbols.isEmpty, "the bar is a symbol")
    let range: JSON = [
      "range": ["start": ["line": 0, "character": 0], "end": ["line": 6, "character": 0]],
      "context": ["diagnostics": []],
    ]
    XCTAssertNil(request("textDocument/codeAction", range)?["error"])
    XCTAssertEqual(client.server.reads.reads, 1, "one text, one reading")

    notify(
      "textDocument/didChange",
      ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [["text": .string(Self.source + "\n")]]])
    XCTAssertNil(request("textDocument/hover", position)?["error"])
    XCTAssertNil(request("textDocument/documentSymbol")?["error"])
    XCTAssertEqual(client.server.reads.reads, 2, "a new text is read once more")

    // A client that repeats a version number with another text still gets that text read.
    notify(
      "textDocument/didChange",
      ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [["text": .string("// nothing\n")]]])
    XCTAssertEqual(request("textDocument/documentSymbol")?["result"]?.arrayValue?.count, 0)

    notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
    client.shutdown()
  }
}
