import Foundation
import RPC
import XCTest

/// Nothing outside the workspace roots is read: not through a `Contents.json` file name, a symbolic link inside
/// an image set, or a `.tabls.json` that links elsewhere; files over the size cap are refused with a message.
final class SandboxTests: XCTestCase {
  var base: URL!
  var root: URL { base.appendingPathComponent("app") }

  override func setUpWithError() throws {
    base = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-sandbox-\(UUID().uuidString)")
    let outside = base.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    let png = Repository.root.appendingPathComponent(
      "Examples/DemoApp/Assets.xcassets/home_normal.imageset/home_normal@2x.png")
    try FileManager.default.copyItem(at: png, to: outside.appendingPathComponent("secret.png"))
    let escaping = root.appendingPathComponent("Assets.xcassets/escape.imageset")
    let linked = root.appendingPathComponent("Assets.xcassets/linked.imageset")
    for folder in [escaping, linked] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try Data(#"{"images":[{"filename":"../../../outside/secret.png","scale":"2x"}]}"#.utf8).write(
      to: escaping.appendingPathComponent("Contents.json"))
    try Data(#"{"images":[{"filename":"linked@2x.png","scale":"2x"}]}"#.utf8).write(
      to: linked.appendingPathComponent("Contents.json"))
    try FileManager.default.createSymbolicLink(
      at: linked.appendingPathComponent("linked@2x.png"),
      withDestinationURL: outside.appendingPathComponent("secret.png"))
    try Data(
      """
      NSArray *items = @[
          @{ CYLTabBarItemTitle : @"A", CYLTabBarItemImage : @"escape" },
          @{ CYLTabBarItemTitle : @"B", CYLTabBarItemImage : @"linked" },
      ];
      """.utf8
    ).write(to: root.appendingPathComponent("Tabs.m"))
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: base) }

  func testContentsJSONPathsAndLinksAreNotFollowed() throws {
    let check = try TablsBinary.run(["check", "--fail-on", "never", root.path])
    XCTAssertEqual(check.status, 0)
    XCTAssertTrue(
      check.stderr.contains("filename '../../../outside/secret.png' is not a file of the image set"), check.stderr)

    let server = try ServerProcess()
    _ = server.request(
      "initialize", ["rootUri": .string(root.absoluteString), "capabilities": ServerProcess.fullCapabilities])
    server.notify("initialized", [:])
    let uri = root.appendingPathComponent("Tabs.m").absoluteString
    let text = try String(contentsOf: root.appendingPathComponent("Tabs.m"), encoding: .utf8)
    server.notify(
      "textDocument/didOpen",
      ["textDocument": ["uri": .string(uri), "languageId": "objective-c", "version": 1, "text": .string(text)]])
    _ = server.waitForMessage { $0["method"] == "textDocument/publishDiagnostics" }
    for (line, character) in [(1, 58), (2, 58)] {
      var hover = ""
      // The index may still be loading: ask until the image set is known.
      for _ in 0..<50 {
        hover =
          server.request(
            "textDocument/hover",
            [
              "textDocument": ["uri": .string(uri)],
              "position": ["line": .int(Int64(line)), "character": .int(Int64(character))],
            ])?["result"]?["contents"]?["value"]?.stringValue ?? ""
        if hover.contains("imageset") { break }
        Thread.sleep(forTimeInterval: 0.05)
      }
      XCTAssertTrue(hover.contains(".imageset"), hover)
      XCTAssertFalse(hover.contains(" px"), "an outside PNG was read: \(hover)")
    }
  }

  func testConfigurationThatLinksOutsideIsRefused() throws {
    let outsideConfig = base.appendingPathComponent("outside/config.json")
    try Data(#"{"rules": {"TAB104": "off"}}"#.utf8).write(to: outsideConfig)
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent(".tabls.json"), withDestinationURL: outsideConfig)
    let check = try TablsBinary.run(["check", root.path])
    XCTAssertEqual(check.status, 2)
    XCTAssertTrue(check.stderr.contains(".tabls.json is not a regular file"), check.stderr)
  }
}
