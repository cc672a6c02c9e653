import Foundation
import JSON
import RPC
import XCTest

/// Diagnostics and completion through the language server, on a scratch copy of the demo app.
final class ServerDiagnosticsTests: XCTestCase {
  var app: URL!

  override func setUpWithError() throws {
    app = try Repository.scratchCopy(of: "Examples/DemoApp")
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: app)
  }

  func start(capabilities: JSON = ServerProcess.fullCapabilities, environment: [String: String] = [:]) throws
    -> ServerProcess
  {
    let server = try ServerProcess(environment: environment)
    let params: JSON = [
      "processId": nil, "rootUri": .string(app.absoluteString), "capabilities": capabilities,
    ]
    XCTAssertNotNil(server.request("initialize", params)?["result"])
    server.notify("initialized", [:])
    return server
  }

  func uri(_ relative: String) -> String { app.appendingPathComponent(relative).absoluteString }

  func open(_ server: ServerProcess, _ relative: String, text: String? = nil) throws -> String {
    let contents = try text ?? String(contentsOf: app.appendingPathComponent(relative), encoding: .utf8)
    let language = relative.hasSuffix(".swift") ? "swift" : "objective-c"
    server.notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(uri(relative)), "languageId": .string(language), "version": 1, "text": .string(contents),
        ]
      ])
    return contents
  }

  /// Waits for a publish for `uri` whose codes equal `codes` (earlier publishes, e.g. before indexing, are skipped).
  func waitForCodes(_ server: ServerProcess, _ uri: String, _ codes: [String]) -> JSON? {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      guard
        let message = server.waitForMessage(
          timeout: deadline.timeIntervalSinceNow,
          where: {
            $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri
          })
      else { break }
      let found = (message["params"]?["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
      if found == codes { return message }
    }
    XCTFail("no publish with \(codes) for \(uri)")
    return nil
  }

  func testPublishesDiagnosticsOnOpenWithCodeDescriptions() throws {
    let server = try start(environment: ["TABLS_DOCS_URL": "https://example.org/tabls/rules"])
    _ = try open(server, "Sources/ObjC/MainTabBarController.m")
    let message = waitForCodes(
      server, uri("Sources/ObjC/MainTabBarController.m"),
      ["TAB301", "TAB120", "TAB101", "TAB105", "TAB106", "TAB117", "TAB129"])
    let first = message?["params"]?["diagnostics"]?[2]
    XCTAssertEqual(first?["range"]?["start"], ["line": 37, "character": 8])
    XCTAssertEqual(first?["severity"], 1)
    XCTAssertEqual(first?["source"], "tabls")
    XCTAssertEqual(first?["codeDescription"]?["href"], "https://example.org/tabls/rules/TAB101.md")
    XCTAssertEqual(first?["data"]?["replacement"], "CYLTabBarItemTitle")
    XCTAssertEqual(message?["params"]?["version"], 1)
    // The server asked to watch the asset and resource files.
    let registration = server.waitForMessage { $0["method"] == "client/registerCapability" }
    XCTAssertEqual(registration?["params"]?["registrations"]?[0]?["method"], "workspace/didChangeWatchedFiles")
  }

  func testEditsRepublishAndStaleVersionsAreNeverPublished() throws {
    let server = try start()
    let path = "Sources/ObjC/MainTabBarController.m"
    let text = try open(server, path)
    _ = waitForCodes(server, uri(path), ["TAB301", "TAB120", "TAB101", "TAB105", "TAB106", "TAB117", "TAB129"])
    // Twenty quick edits; the last one fixes the typo.
    for version in 2...21 {
      let edited =
        version == 21
        ? text.replacingOccurrences(of: "CYLTabBarItemTitel", with: "CYLTabBarItemTitle") : text + "\n// \(version)"
      server.notify(
        "textDocument/didChange",
        [
          "textDocument": ["uri": .string(uri(path)), "version": .int(Int64(version))],
          "contentChanges": [["text": .string(edited)]],
        ])
    }
    let final = waitForCodes(server, uri(path), ["TAB301", "TAB120", "TAB105", "TAB106", "TAB117", "TAB129"])
    XCTAssertEqual(final?["params"]?["version"], 21)
    // A request answered after the edits marks the end: every publish before its answer (the server writes in
    // order) names a version no older than the one before it, so no stale analysis was published after a newer
    // one; and none names a version the document never had.
    _ = server.request(
      "textDocument/hover", ["textDocument": ["uri": .string(uri(path))], "position": ["line": 0, "character": 0]])
    let versions = server.drainMessages().filter {
      $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri(path)
    }.compactMap { $0["params"]?["version"]?.intValue }
    XCTAssertEqual(versions, versions.sorted())
    XCTAssertTrue(versions.allSatisfy { (1...21).contains($0) }, "\(versions)")
  }

  func testPublishedVersionsOnlyIncrease() throws {
    let server = try start()
    let path = "Sources/Swift/DiscoverTabBarController.swift"
    let text = try open(server, path)
    for version in 2...40 {
      server.notify(
        "textDocument/didChange",
        [
          "textDocument": ["uri": .string(uri(path)), "version": .int(Int64(version))],
          "contentChanges": [["text": .string(text + "//\(version)")]],
        ])
    }
    var versions: [Int64] = []
    while let message = server.waitForMessage(timeout: 2, where: { $0["method"] == "textDocument/publishDiagnostics" })
    {
      versions.append(message["params"]?["version"]?.intValue ?? -1)
      if versions.last == 40 && versions.count > 1 { break }
    }
    XCTAssertEqual(versions.last, 40)
    XCTAssertEqual(versions, versions.sorted())
  }

  func testPullDiagnosticsAndNoPushForPullClients() throws {
    let server = try start(capabilities: ["textDocument": ["diagnostic": ["dynamicRegistration": false]]])
    let path = "Sources/ObjC/CYLPlusButtonSubclass.m"
    _ = try open(server, path)
    let reply = server.request("textDocument/diagnostic", ["textDocument": ["uri": .string(uri(path))]])
    XCTAssertEqual(reply?["result"]?["kind"], "full")
    // The first pull waits for the index, so it has what only the index knows (TAB301: a missing translation).
    XCTAssertEqual(
      reply?["result"]?["items"]?.arrayValue?.compactMap { $0["code"]?.stringValue }, ["TAB115", "TAB301"])
    let resultId = try XCTUnwrap(reply?["result"]?["resultId"]?.stringValue)
    // A second pull answered later proves what came before it (the server writes in order): no push. Nothing
    // changed, so it is answered `unchanged` under the same id.
    let again = server.request(
      "textDocument/diagnostic", ["textDocument": ["uri": .string(uri(path))], "previousResultId": .string(resultId)])
    XCTAssertEqual(again?["result"], ["kind": "unchanged", "resultId": .string(resultId)])
    XCTAssertFalse(server.drainMessages().contains { $0["method"] == "textDocument/publishDiagnostics" })
  }

  func testAssetChangesOnDiskRecheckOpenDocuments() throws {
    let server = try start()
    let path = "Sources/ObjC/MainTabBarController.m"
    _ = try open(server, path)
    _ = waitForCodes(server, uri(path), ["TAB301", "TAB120", "TAB101", "TAB105", "TAB106", "TAB117", "TAB129"])
    // Give message_normal a dark variant by the suffix convention, and tell the server.
    let assets = app.appendingPathComponent("Assets.xcassets")
    try FileManager.default.copyItem(
      at: assets.appendingPathComponent("message_normal.imageset"),
      to: assets.appendingPathComponent("message_normal_dark.imageset"))
    let changed = assets.appendingPathComponent("message_normal_dark.imageset/Contents.json").absoluteString
    server.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(changed), "type": 1]]])
    _ = waitForCodes(server, uri(path), ["TAB301", "TAB120", "TAB101", "TAB106", "TAB117", "TAB129"])
  }

  func testCompletionOfKeysImagesAndIdentifiers() throws {
    // A client that declared nothing: no snippets, plain-text documentation, only the first 18 kinds.
    let server = try start(capabilities: [:])
    let path = "Sources/ObjC/Scratch.m"
    let text = """
      NSDictionary *d = @{
          CYLTabBarItemTitle : @"x",
          CYLTabBarItemIm
      };
      NSDictionary *e = @{ CYLTabBarItemImage : @"ho" };
      [self cyl_selectTabBarItemWithIdentifier:@""];
      NSDictionary *f = @{ CYLTabBarItemImage : @"mess" };
      """
    _ = try open(server, path, text: text)
    _ = server.waitForMessage {
      $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["diagnostics"]?.arrayValue?.isEmpty == false
    }

    func complete(_ line: Int64, _ character: Int64) -> [JSON] {
      let reply = server.request(
        "textDocument/completion",
        ["textDocument": ["uri": .string(uri(path))], "position": ["line": .int(line), "character": .int(character)]])
      return reply?["result"]?["items"]?.arrayValue ?? []
    }
    let keys = complete(2, 19)
    XCTAssertTrue(keys.contains { $0["label"] == "CYLTabBarItemImage" })
    XCTAssertFalse(keys.contains { $0["label"] == "CYLTabBarItemTitle" }, "already in the dictionary")
    XCTAssertEqual(
      keys.first?["textEdit"]?["range"], ["start": ["line": 2, "character": 4], "end": ["line": 2, "character": 19]])

    let images = complete(4, 46)
    XCTAssertEqual(images.compactMap { $0["label"]?.stringValue }, ["home_highlight", "home_normal"])
    let home = images.first { $0["label"] == "home_normal" }
    XCTAssertEqual(home?["detail"]?.stringValue?.hasPrefix("light + dark"), true)
    XCTAssertEqual(
      home?["textEdit"]?["range"], ["start": ["line": 4, "character": 44], "end": ["line": 4, "character": 46]])
    XCTAssertEqual(home?["textEdit"]?["newText"], "home_normal")
    let messages = complete(6, 48)
    XCTAssertEqual(
      messages.first { $0["label"] == "message_normal" }?["detail"]?.stringValue?.hasPrefix("light only"), true)
    XCTAssertEqual(
      messages.first { $0["label"] == "message_highlight" }?["detail"]?.stringValue?.hasPrefix(
        "light + message_highlight_dark"),
      true)

    let identifiers = complete(5, 43)
    XCTAssertEqual(Set(identifiers.compactMap { $0["label"]?.stringValue }), ["home", "fishpond", "message", "mine"])

    // Keys carry their documentation through completionItem/resolve, not in the list.
    let image = try XCTUnwrap(keys.first { $0["label"] == "CYLTabBarItemImage" })
    XCTAssertNil(image["documentation"])
    XCTAssertEqual(image["textEdit"]?["newText"], "CYLTabBarItemImage", "no snippets for a client without them")
    let resolved = server.request("completionItem/resolve", image)
    let documentation = resolved?["result"]?["documentation"]?.stringValue ?? ""
    XCTAssertTrue(documentation.contains("The icon in the normal"), documentation)
    XCTAssertFalse(documentation.contains("**") || documentation.contains("`"), documentation)
    XCTAssertTrue((keys + images + identifiers).allSatisfy { ($0["kind"]?.intValue ?? 0) <= 18 })
  }

  func testKeyCompletionBecomesAPairSnippetWhereNothingFollows() throws {
    let server = try ServerProcess()
    _ = server.request(
      "initialize",
      [
        "rootUri": .string(app.absoluteString),
        "capabilities": ["textDocument": ["completion": ["completionItem": ["snippetSupport": true]]]],
      ])
    server.notify("initialized", [:])
    let path = "Sources/ObjC/Scratch.m"
    _ = try open(
      server, path,
      text:
        "NSDictionary *d = @{\n    CYLTabBarItemTitle : @\"x\",\n    CYLTabBarItemIm\n};\nNSDictionary *e = @{ CYLTabBarItemIm : @\"a\" };\n"
    )
    func complete(_ line: Int64, _ character: Int64) -> [JSON] {
      server.request(
        "textDocument/completion",
        ["textDocument": ["uri": .string(uri(path))], "position": ["line": .int(line), "character": .int(character)]]
      )?["result"]?["items"]?.arrayValue ?? []
    }
    let pair = complete(2, 19).first { $0["label"] == "CYLTabBarItemImage" }
    XCTAssertEqual(pair?["textEdit"]?["newText"], #"CYLTabBarItemImage : @"${1}","#)
    XCTAssertEqual(pair?["insertTextFormat"], 2)
    // A value already follows: only the key, nothing doubled.
    let keyOnly = complete(4, 36).first { $0["label"] == "CYLTabBarItemImage" }
    XCTAssertEqual(keyOnly?["textEdit"]?["newText"], "CYLTabBarItemImage")
    XCTAssertNil(keyOnly?["insertTextFormat"])
  }
}
