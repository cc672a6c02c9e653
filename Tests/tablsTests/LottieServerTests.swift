import Foundation
import JSON
import RPC
import XCTest

/// Keypaths in the editor and on the command line: `tabls keypaths`, `tabls/keypaths`, hover, completion.
final class LottieServerTests: XCTestCase {
  func testKeypathsCommand() throws {
    let colors = try TablsBinary.run(
      ["keypaths", "--kind", "color", "--unique", "Examples/DemoApp/Lottie/tab_discover.json"],
      directory: Repository.root)
    XCTAssertEqual(colors.status, 0, colors.stderr)
    XCTAssertEqual(
      colors.stdout.split(separator: "\n"),
      [
        "Icon_Discover_Base.Pond.Fill 1.Color", "Icon_Discover_Base.Wave.Stroke 1.Color",
        "Icon_Fishpond_Fish.Fish.Fill 1.Color",
      ])
    let core = try TablsBinary.run(
      [
        "keypaths", "--engine", "core", "--match", "**.Fill 1.**", "--format", "json",
        "Examples/DemoApp/Lottie/tab_discover.json",
      ],
      directory: Repository.root)
    let json = try JSONParser.parse(core.stdout)
    XCTAssertEqual(json["count"], 4)
    XCTAssertEqual(json["engine"], "core")
    let broken = try TablsBinary.run(
      ["keypaths", "Examples/LegacyApp/Lottie/tab_live.json"], directory: Repository.root)
    XCTAssertEqual(broken.status, 1)
    XCTAssertTrue(
      broken.stderr.contains("tab_live.json:171:3: layers[1]: layer 'Icon_Fishpond_Normal' has no 'ks'"), broken.stderr)
    XCTAssertEqual(try TablsBinary.run(["keypaths", "--engine", "gpu", "x.json"]).status, 2)
  }

  func startServer(root: URL) throws -> ServerProcess {
    let server = try ServerProcess()
    _ = server.request(
      "initialize", ["rootUri": .string(root.absoluteString), "capabilities": ServerProcess.fullCapabilities])
    server.notify("initialized", [:])
    return server
  }

  func testKeypathsRequestHoverAndCompletion() throws {
    let root = Repository.root.appendingPathComponent("Examples/DemoApp")
    let server = try startServer(root: root)
    let lottie = root.appendingPathComponent("Lottie/tab_fishpond.json").absoluteString
    let direct = server.request("tabls/keypaths", ["uri": .string(lottie), "engine": "core", "match": "**.Color"])
    XCTAssertEqual(direct?["result"]?["count"], 3, "\(String(describing: direct))")

    let source = root.appendingPathComponent("Sources/Swift/DiscoverTabBarController.swift")
    let text = try String(contentsOf: source, encoding: .utf8)
    server.notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(source.absoluteString), "languageId": "swift", "version": 1, "text": .string(text),
        ]
      ])
    // Wait for the index (the Lottie rules need it).
    _ = server.waitForMessage {
      $0["method"] == "textDocument/publishDiagnostics"
        && ($0["params"]?["diagnostics"]?.arrayValue ?? []).contains { $0["code"] == "TAB118" }
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = Int64(lines.firstIndex { $0.contains("\"Icon_Discover_Normal.**.Color\"") }!)
    let viaSource = server.request(
      "tabls/keypaths",
      ["uri": .string(source.absoluteString), "position": ["line": .int(line), "character": 14], "engine": "main"])
    XCTAssertEqual(viaSource?["result"]?["file"]?.stringValue?.hasSuffix("tab_discover.json"), true)

    let hover = server.request(
      "textDocument/hover",
      ["textDocument": ["uri": .string(source.absoluteString)], "position": ["line": .int(line), "character": 14]])
    let markdown = hover?["result"]?["contents"]?["value"]?.stringValue ?? ""
    XCTAssertTrue(markdown.contains("matches 0 keypath(s)"), markdown)
    XCTAssertTrue(markdown.contains("Icon_Discover_Base.Pond.Fill 1.Color"), markdown)

    let fillLine = Int64(lines.firstIndex { $0.contains("\"**.Fill 1.Color\"") }!)
    let fillHover = server.request(
      "textDocument/hover",
      ["textDocument": ["uri": .string(source.absoluteString)], "position": ["line": .int(fillLine), "character": 13]])
    XCTAssertTrue(fillHover?["result"]?["contents"]?["value"]?.stringValue?.contains("matches 2 keypath(s)") ?? false)

    // Completion inside the key string: colour keypaths first, then globs.
    let completion = server.request(
      "textDocument/completion",
      ["textDocument": ["uri": .string(source.absoluteString)], "position": ["line": .int(line), "character": 11]])
    let labels = completion?["result"]?["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
    XCTAssertEqual(labels.first, "Icon_Discover_Base.Pond.Fill 1.Color")
    XCTAssertTrue(labels.contains("Icon_Discover_Base.**.Color"))
    XCTAssertTrue(labels.contains("**.Color"))
  }
}

/// Localization keys in the editor: completion, hover, definition; and `tabls l10n`.
final class LocalizationServerTests: XCTestCase {
  func testCompletionHoverAndDefinition() throws {
    let (server, source, text) = try ServerProcess.openDemo("Sources/ObjC/MainTabBarController.m", waitingFor: "TAB301")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = Int64(lines.firstIndex { $0.contains("CYLLocalizedString(@\"鱼塘\")") }!)
    let column = Int64(lines[Int(line)].utf16.count - 3)  // inside the key
    let position: JSON = ["line": .int(line), "character": .int(column)]

    let hover = server.request(
      "textDocument/hover", ["textDocument": ["uri": .string(source.absoluteString)], "position": position])
    let markdown = hover?["result"]?["contents"]?["value"]?.stringValue ?? ""
    XCTAssertTrue(markdown.contains("| en | Fish Pond |"), "\(String(describing: hover))")
    XCTAssertTrue(markdown.contains("| hi | ✗ missing |"), markdown)

    let definition = server.request(
      "textDocument/definition", ["textDocument": ["uri": .string(source.absoluteString)], "position": position])
    let uris = definition?["result"]?.arrayValue?.compactMap { $0["uri"]?.stringValue } ?? []
    XCTAssertEqual(uris.count, 2)
    XCTAssertTrue(uris.contains { $0.hasSuffix("en.lproj/Localizable.strings") })
    XCTAssertEqual(definition?["result"]?[0]?["range"]?["start"]?["line"], 2)

    let completion = server.request(
      "textDocument/completion", ["textDocument": ["uri": .string(source.absoluteString)], "position": position])
    let items = completion?["result"]?["items"]?.arrayValue ?? []
    let fishpond = items.first { $0["label"] == "鱼塘" }
    XCTAssertEqual(fishpond?["detail"], "鱼塘 · 2/3 languages")
  }

  func testCoverageMatrix() throws {
    let result = try TablsBinary.run(["l10n", "--format", "json", "Examples/DemoApp"], directory: Repository.root)
    XCTAssertEqual(result.status, 1)
    let json = try JSONParser.parse(result.stdout)
    XCTAssertEqual(json["sourceLanguage"], "zh-Hans")
    XCTAssertEqual(json["missing"]?["hi"]?.arrayValue?.contains("鱼塘"), true)
    XCTAssertEqual(json["missing"]?["en"], [])
  }
}
