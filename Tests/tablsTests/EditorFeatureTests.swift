import Foundation
import JSON
import RPC
import XCTest

/// Code actions, document symbols, document links, code lenses and `workspace/executeCommand` on the demo app.
final class EditorFeatureTests: XCTestCase {
  let root = Repository.root.appendingPathComponent("Examples/DemoApp")

  /// Starts a server on the demo app and opens MainTabBarController.m, without waiting for anything.
  func startAndOpenMain() throws -> (ServerProcess, String) {
    let server = try ServerProcess()
    let initialize = server.request(
      "initialize", ["rootUri": .string(root.absoluteString), "capabilities": ServerProcess.fullCapabilities])
    let capabilities = initialize?["result"]?["capabilities"]
    XCTAssertEqual(capabilities?["codeActionProvider"]?["codeActionKinds"], ["quickfix", "source.fixAll.tabls"])
    XCTAssertEqual(
      capabilities?["executeCommandProvider"]?["commands"], ["tabls.previewTabBar", "tabls.applyEdit", "tabls.status"])
    server.notify("initialized", [:])
    let source = root.appendingPathComponent("Sources/ObjC/MainTabBarController.m")
    let uri = source.absoluteString
    server.notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(uri), "languageId": "objective-c", "version": 1,
          "text": .string(try String(contentsOf: source, encoding: .utf8)),
        ]
      ])
    return (server, uri)
  }

  func openMain() throws -> (ServerProcess, String) {
    let (server, uri) = try startAndOpenMain()
    // Wait for the workspace index: TAB105 needs the asset catalogs.
    _ = server.waitForMessage {
      $0["method"] == "textDocument/publishDiagnostics"
        && ($0["params"]?["diagnostics"]?.arrayValue ?? []).contains { $0["code"] == "TAB105" }
    }
    return (server, uri)
  }

  func testQuickFixAndFixAll() throws {
    let (server, uri) = try openMain()
    // Line 38 (0-based 37): `CYLTabBarItemTitel : …`.
    let range: JSON = ["start": ["line": 37, "character": 8], "end": ["line": 37, "character": 10]]
    let actions = server.request(
      "textDocument/codeAction",
      ["textDocument": ["uri": .string(uri)], "range": range, "context": ["diagnostics": [], "only": ["quickfix"]]])
    let fix = try XCTUnwrap(actions?["result"]?.arrayValue?.first, "\(String(describing: actions))")
    XCTAssertEqual(fix["kind"], "quickfix")
    let edit = fix["edit"]?["changes"]?[uri]?.arrayValue?.first
    XCTAssertEqual(edit?["newText"], "CYLTabBarItemTitle")
    XCTAssertEqual(edit?["range"]?["start"], ["line": 37, "character": 8])
    XCTAssertEqual(fix["diagnostics"]?.arrayValue?.first?["code"], "TAB101")
    // And one that silences the rule on that line, above it at its indentation.
    let ignore = try XCTUnwrap(
      actions?["result"]?.arrayValue?.first { $0["title"] == "Ignore TAB101 on this line" },
      "\(String(describing: actions))")
    let directive = ignore["edit"]?["changes"]?[uri]?.arrayValue?.first
    XCTAssertEqual(directive?["range"]?["start"], ["line": 37, "character": 0])
    XCTAssertEqual(directive?["newText"]?.stringValue?.hasSuffix("// tabls:ignore TAB101\n"), true)

    let all = server.request(
      "textDocument/codeAction",
      [
        "textDocument": ["uri": .string(uri)],
        "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
        "context": ["diagnostics": [], "only": ["source.fixAll"]],
      ])
    let fixAll = try XCTUnwrap(all?["result"]?.arrayValue?.first, "\(String(describing: all))")
    XCTAssertEqual(fixAll["kind"], "source.fixAll.tabls")
    let edits = fixAll["edit"]?["changes"]?[uri]?.arrayValue ?? []
    XCTAssertTrue(edits.contains { $0["newText"] == "CYLTabBarItemTitle" })
    XCTAssertTrue(edits.contains { $0["newText"]?.stringValue?.contains("message") == true }, "\(edits)")
  }

  func testTheStatusCommand() throws {
    let (server, _) = try openMain()
    let status = server.request("workspace/executeCommand", ["command": "tabls.status", "arguments": []])?["result"]
    XCTAssertEqual(status?["openDocuments"], 1)
    let project = status?["projects"]?[0]
    XCTAssertEqual(project?["root"]?.stringValue, root.path)
    XCTAssertEqual(project?["cyl"]?["used"], true)
    XCTAssertEqual(project?["index"]?["storyboards"], 1)
    XCTAssertEqual(project?["index"]?["languages"], ["en", "hi", "zh-Hans"])
  }

  func testSymbolsLinksLensesAndThePreviewCommand() throws {
    let (server, uri) = try openMain()
    let document: JSON = ["textDocument": ["uri": .string(uri)]]
    let symbols = server.request("textDocument/documentSymbol", document)?["result"]?.arrayValue ?? []
    XCTAssertEqual(symbols.count, 1)
    XCTAssertEqual(symbols.first?["kind"], 18)
    XCTAssertEqual(symbols.first?["children"]?.arrayValue?.count, 4)

    let links = server.request("textDocument/documentLink", document)?["result"]?.arrayValue ?? []
    let targets = links.compactMap { $0["target"]?.stringValue }
    XCTAssertTrue(targets.contains { $0.hasSuffix("home_normal.imageset/Contents.json") }, "\(targets)")
    XCTAssertTrue(targets.contains { $0.hasSuffix("Lottie/tab_fishpond.json") }, "\(targets)")

    let lenses = server.request("textDocument/codeLens", document)?["result"]?.arrayValue ?? []
    let command = try XCTUnwrap(lenses.first?["command"])
    XCTAssertEqual(command["command"], "tabls.previewTabBar")
    let preview = server.request(
      "workspace/executeCommand", ["command": "tabls.previewTabBar", "arguments": command["arguments"] ?? []])
    XCTAssertTrue(preview?["result"]?["text"]?.stringValue?.contains("首页") ?? false, "\(String(describing: preview))")
    let unknown = server.request("workspace/executeCommand", ["command": "tabls.nope"])
    XCTAssertEqual(unknown?["error"]?["code"], -32602)
  }

  func testHoverOnKeysAndImageNames() throws {
    let (server, uri) = try openMain()
    func hover(_ line: Int, _ character: Int) -> String {
      let result = server.request(
        "textDocument/hover",
        [
          "textDocument": ["uri": .string(uri)],
          "position": ["line": .int(Int64(line)), "character": .int(Int64(character))],
        ])
      return result?["result"]?["contents"]?["value"]?.stringValue ?? ""
    }
    let key = hover(25, 12)  // CYLTabBarItemImage
    XCTAssertTrue(key.contains("**`CYLTabBarItemImage`**") && key.contains("Accepts:"), key)
    XCTAssertTrue(key.contains("Since CYLTabBarController 0.1 (2019-03-06)."), key)
    let image = hover(25, 33)  // "home_normal"
    XCTAssertTrue(image.contains("home_normal") && image.contains("@2x") && image.contains("px"), image)
    XCTAssertTrue(image.contains("Dark Mode:"), image)
  }

  /// Right after `initialized`, before the index has loaded, image-name completion waits for it instead of
  /// answering an empty list (headless Neovim asks at once).
  func testCompletionRightAfterInitializedIsNotEmpty() throws {
    let (server, uri) = try startAndOpenMain()
    let reply = server.request(
      "textDocument/completion", ["textDocument": ["uri": .string(uri)], "position": ["line": 25, "character": 36]])
    let labels = (reply?["result"]?["items"]?.arrayValue ?? []).compactMap { $0["label"]?.stringValue }
    XCTAssertTrue(labels.contains("home_normal"), "\(labels)")
  }

  func diagnosticCodes(_ message: JSON?) -> Set<String> {
    Set((message?["params"]?["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue })
  }

  func testIndexingProgressSettingsAndWorkspaceFolders() throws {
    let server = try ServerProcess(replies: ["window/workDoneProgress/create": ["result": nil]])
    _ = server.request(
      "initialize",
      [
        "rootUri": .string(root.absoluteString), "capabilities": ["window": ["workDoneProgress": true]],
        "initializationOptions": ["rules": ["TAB117": "off"]],
      ])
    server.notify("initialized", [:])
    let create = server.waitForMessage { $0["method"] == "window/workDoneProgress/create" }
    let token = try XCTUnwrap(create?["params"]?["token"])
    XCTAssertNotNil(
      server.waitForMessage { $0["method"] == "$/progress" && $0["params"]?["value"]?["kind"] == "begin" })
    XCTAssertNotNil(
      server.waitForMessage {
        $0["method"] == "$/progress" && $0["params"]?["token"] == token && $0["params"]?["value"]?["kind"] == "end"
      })

    // Settings from initializationOptions (TAB117 off), then from didChangeConfiguration (TAB101 off too).
    let source = root.appendingPathComponent("Sources/ObjC/MainTabBarController.m")
    server.notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(source.absoluteString), "languageId": "objective-c", "version": 1,
          "text": .string(try String(contentsOf: source, encoding: .utf8)),
        ]
      ])
    let first = server.waitForMessage { diagnosticCodes($0).contains("TAB105") }
    XCTAssertFalse(diagnosticCodes(first).contains("TAB117"))
    XCTAssertTrue(diagnosticCodes(first).contains("TAB101"))
    server.notify("workspace/didChangeConfiguration", ["settings": ["tabls": ["rules": ["TAB101": "off"]]]])
    XCTAssertNotNil(
      server.waitForMessage { diagnosticCodes($0).contains("TAB105") && !diagnosticCodes($0).contains("TAB101") })

    // A second root: the legacy app's Lottie file is found (and found broken: TAB121).
    let legacy = Repository.root.appendingPathComponent("Examples/LegacyApp")
    server.notify(
      "workspace/didChangeWorkspaceFolders",
      ["event": ["added": [["uri": .string(legacy.absoluteString), "name": "LegacyApp"]], "removed": []]])
    let legacySource = legacy.appendingPathComponent("Sources/LegacyTabBarController.m")
    server.notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(legacySource.absoluteString), "languageId": "objective-c", "version": 1,
          "text": .string(try String(contentsOf: legacySource, encoding: .utf8)),
        ]
      ])
    XCTAssertNotNil(server.waitForMessage(timeout: 20) { diagnosticCodes($0).contains("TAB121") })
  }

  func testDefinitionsOfImagesLottieFilesAndIdentifiers() throws {
    let (server, uri) = try openMain()
    func definition(_ line: Int, _ character: Int) -> JSON? {
      server.request(
        "textDocument/definition",
        [
          "textDocument": ["uri": .string(uri)],
          "position": ["line": .int(Int64(line)), "character": .int(Int64(character))],
        ])?[
          "result"]
    }
    XCTAssertEqual(
      definition(25, 33)?["uri"]?.stringValue?.hasSuffix("home_normal.imageset/Contents.json"), true,
      "\(String(describing: definition(25, 33)))")
    XCTAssertEqual(definition(31, 95)?["uri"]?.stringValue?.hasSuffix("Lottie/tab_fishpond.json"), true)
    let declared = definition(70, 48)?.arrayValue ?? []
    XCTAssertEqual(declared.count, 1)
    XCTAssertEqual(declared.first?["uri"]?.stringValue, uri)
    XCTAssertEqual(declared.first?["range"]?["start"]?["line"], 40)
  }

  /// A hover on a rule code in a `tabls:ignore` directive shows that rule's documentation.
  func testHoverOnASuppressedCodeDocumentsTheRule() throws {
    let root = Repository.root.appendingPathComponent("Examples/DemoApp")
    let server = try ServerProcess()
    _ = server.request(
      "initialize", ["rootUri": .string(root.absoluteString), "capabilities": ServerProcess.fullCapabilities])
    server.notify("initialized", [:])
    let uri = root.appendingPathComponent("Sources/Swift/Suppressed.swift").absoluteString
    let text = "home.tabBarItem.image = UIImage(named: \"nothere\")  // tabls:ignore TAB104\n"
    server.notify(
      "textDocument/didOpen",
      ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(text)]])
    let column = Int64(text.utf8.count - 4)
    let hover = server.request(
      "textDocument/hover",
      ["textDocument": ["uri": .string(uri)], "position": ["line": 0, "character": .int(column)]])
    XCTAssertTrue(
      hover?["result"]?["contents"]?["value"]?.stringValue?.contains("# TAB104 image-not-found") == true,
      "\(String(describing: hover))")
    XCTAssertEqual(hover?["result"]?["range"]?["start"]?["character"]?.intValue, column - 3)
  }
}

/// Inlay hints, declared to a client that takes them: a key's development-language text and its languages.
final class InlayHintTests: XCTestCase {
  func testHintsAfterKeysForAClientThatTakesThem() throws {
    let root = Repository.root.appendingPathComponent("Examples/DemoApp")
    let without = try ServerProcess()
    let plain = without.request(
      "initialize", ["rootUri": .string(root.absoluteString), "capabilities": ["textDocument": [:]]])
    XCTAssertNil(plain?["result"]?["capabilities"]?["inlayHintProvider"], "not declared without the capability")

    let server = try ServerProcess()
    let initialize = server.request(
      "initialize",
      [
        "rootUri": .string(root.absoluteString),
        "capabilities": ["textDocument": ["inlayHint": [:], "diagnostic": [:]]],
      ])
    XCTAssertEqual(initialize?["result"]?["capabilities"]?["inlayHintProvider"], true)
    server.notify("initialized", [:])
    let source = root.appendingPathComponent("Sources/ObjC/MainTabBarController.m")
    let text = try String(contentsOf: source, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try XCTUnwrap(lines.firstIndex { $0.contains("CYLLocalizedString(@\"首页\")") })
    let hints = server.request(
      "textDocument/inlayHint",
      [
        "textDocument": ["uri": .string(source.absoluteString)],
        "range": [
          "start": ["line": .int(Int64(line)), "character": 0], "end": ["line": .int(Int64(line) + 1), "character": 0],
        ],
      ])
    let labels = (hints?["result"]?.arrayValue ?? []).map { $0["label"]?.stringValue ?? "" }
    XCTAssertTrue(labels.contains { $0.hasPrefix("= ") && $0.contains("/") }, "\(String(describing: hints))")
    XCTAssertTrue((hints?["result"]?.arrayValue ?? []).allSatisfy { $0["position"]?["line"]?.intValue == Int64(line) })
  }
}
