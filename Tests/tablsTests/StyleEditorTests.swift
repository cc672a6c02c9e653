import Foundation
import JSON
import RPC
import XCTest

/// The editor's side of iOS 26/27: `CYLTabBarStyleType` completion and hover, the compatibility key's hover, and
/// the quick fix that moves a late `tabBarStyleType` above `[super viewDidLoad]` (GlassMigration/FlatApp).
final class StyleEditorTests: XCTestCase {
  func testCompletionHoverAndTheMoveFix() throws {
    let (server, url, text) = try ServerProcess.openDemo(
      "Sources/SettingsTabBarController.m", app: "Examples/GlassMigration/FlatApp", waitingFor: "TAB136")
    let uri = JSON.string(url.absoluteString)
    let line = ServerProcess.line(of: "self.tabBarStyleType", in: text)
    let column = Int64("    self.tabBarStyleType = ".utf16.count)

    let completion = server.request(
      "textDocument/completion",
      ["textDocument": ["uri": uri], "position": ["line": .int(line), "character": .int(column + 3)]])
    let items = completion?["result"]?["items"]?.arrayValue ?? []
    XCTAssertEqual(
      items.compactMap { $0["label"]?.stringValue },
      [
        "CYLTabBarStyleTypeDefault", "CYLTabBarStyleTypeSystem", "CYLTabBarStyleTypeFlatDesign",
        "CYLTabBarStyleTypeLiquidGlass",
      ])
    XCTAssertEqual(items.first?["textEdit"]?["range"]?["start"]?["character"]?.intValue, column)

    let hover = server.request(
      "textDocument/hover",
      ["textDocument": ["uri": uri], "position": ["line": .int(line), "character": .int(column + 5)]])
    let markdown = hover?["result"]?["contents"]?["value"]?.stringValue ?? ""
    XCTAssertTrue(markdown.contains("CYLTabBarStyleTypeLiquidGlass"), markdown)
    XCTAssertTrue(markdown.contains("- iOS 26: Liquid Glass; with the key: classic"), markdown)
    XCTAssertTrue(markdown.contains("before `[super viewDidLoad]`"), markdown)

    let actions =
      server.request(
        "textDocument/codeAction",
        [
          "textDocument": ["uri": uri],
          "range": ["start": ["line": .int(line), "character": 6], "end": ["line": .int(line), "character": 6]],
          "context": ["diagnostics": []],
        ])?["result"]?.arrayValue ?? []
    let fix = try XCTUnwrap(actions.first { $0["kind"] == "quickfix" })
    let edit = try XCTUnwrap(fix["edit"]?["changes"]?[url.absoluteString]?[0])
    XCTAssertEqual(edit["range"]?["start"]?["line"]?.intValue, line - 2, "from [super viewDidLoad]")
    XCTAssertEqual(edit["range"]?["end"]?["line"]?.intValue, line)
    XCTAssertEqual(
      edit["newText"]?.stringValue,
      "self.tabBarStyleType = CYLTabBarStyleTypeLiquidGlass;\n    [super viewDidLoad];\n"
        + "    self.view.backgroundColor = [UIColor systemBackgroundColor];")

    // Info.plist's key: what each iOS does with it for this CYLTabBarController 1.99.45 app.
    let plist = url.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Info.plist")
    let plistText = try String(contentsOf: plist, encoding: .utf8)
    server.notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(plist.absoluteString), "languageId": "xml", "version": 1, "text": .string(plistText),
        ]
      ])
    let keyLine = ServerProcess.line(of: "UIDesignRequiresCompatibility", in: plistText)
    let keyHover = server.request(
      "textDocument/hover",
      ["textDocument": ["uri": .string(plist.absoluteString)], "position": ["line": .int(keyLine), "character": 10]])
    let keyText = keyHover?["result"]?["contents"]?["value"]?.stringValue ?? ""
    XCTAssertTrue(keyText.contains("CYLTabBarController 1.99.45"), keyText)
    XCTAssertTrue(keyText.contains("- iOS 27: Liquid Glass; with the key: FlatDesign"), keyText)
  }

  func testSwiftCompletionAfterADot() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = directory.appendingPathComponent("Tabs.swift")
    let text =
      "final class Tabs: CYLTabBarController {\n  override func viewDidLoad() {\n    tabBarStyleType = .\n  }\n}\n"
    try Data(text.utf8).write(to: source)
    let server = try ServerProcess()
    _ = server.request(
      "initialize", ["rootUri": .string(directory.absoluteString), "capabilities": ServerProcess.fullCapabilities])
    server.notify("initialized", [:])
    server.notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(source.absoluteString), "languageId": "swift", "version": 1, "text": .string(text),
        ]
      ])
    let items =
      server.request(
        "textDocument/completion",
        ["textDocument": ["uri": .string(source.absoluteString)], "position": ["line": 2, "character": 23]])?[
        "result"]?[
        "items"]?.arrayValue ?? []
    XCTAssertEqual(
      items.compactMap { $0["textEdit"]?["newText"]?.stringValue }, ["default", "system", "flatDesign", "liquidGlass"])
  }
}
