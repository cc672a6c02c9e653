import Foundation
import JSON
import RPC
import XCTest

/// The server sends each client only what its capabilities declare: a minimal client (`{}`), a plain-text client,
/// a full one; progress by the book (late, refused, cancelled tokens); refreshes for pulling clients.
final class ClientCapabilityTests: XCTestCase {
  let root = Repository.root.appendingPathComponent("Examples/DemoApp")
  var mainURI: String { root.appendingPathComponent("Sources/ObjC/MainTabBarController.m").absoluteString }

  /// A server on the demo app with MainTabBarController.m open, once its indexed findings are published.
  func start(_ capabilities: JSON, replies: [String: JSON] = [:]) throws -> ServerProcess {
    let server = try ServerProcess(replies: replies)
    XCTAssertNotNil(
      server.request("initialize", ["rootUri": .string(root.absoluteString), "capabilities": capabilities])?["result"])
    server.notify("initialized", [:])
    let source = root.appendingPathComponent("Sources/ObjC/MainTabBarController.m")
    server.notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(mainURI), "languageId": "objective-c", "version": 1,
          "text": .string(try String(contentsOf: source, encoding: .utf8)),
        ]
      ])
    return server
  }

  func waitForIndexedPublish(_ server: ServerProcess) -> JSON? {
    server.waitForMessage {
      $0["method"] == "textDocument/publishDiagnostics"
        && ($0["params"]?["diagnostics"]?.arrayValue ?? []).contains { $0["code"] == "TAB105" }
    }
  }

  func hover(_ server: ServerProcess, _ line: Int64, _ character: Int64) -> JSON? {
    server.request(
      "textDocument/hover",
      ["textDocument": ["uri": .string(mainURI)], "position": ["line": .int(line), "character": .int(character)]])?[
        "result"]
  }

  func document() -> JSON { ["textDocument": ["uri": .string(mainURI)]] }

  func testMinimalClientGetsNothingItDidNotDeclare() throws {
    let server = try start([:])
    let publish = try XCTUnwrap(waitForIndexedPublish(server))
    XCTAssertNil(publish["params"]?["version"])
    for diagnostic in publish["params"]?["diagnostics"]?.arrayValue ?? [] {
      XCTAssertNil(diagnostic["codeDescription"])
      XCTAssertNil(diagnostic["data"])
    }

    let key = try XCTUnwrap(hover(server, 25, 12))  // CYLTabBarItemImage
    XCTAssertEqual(key["contents"]?["kind"], "plaintext")
    let text = key["contents"]?["value"]?.stringValue ?? ""
    XCTAssertTrue(text.hasPrefix("CYLTabBarItemImage\n"), text)
    XCTAssertFalse(text.contains("**") || text.contains("`"), text)

    // Flat SymbolInformation with kinds every client knows.
    let symbols = server.request("textDocument/documentSymbol", document())?["result"]?.arrayValue ?? []
    XCTAssertEqual(symbols.count, 5)
    for symbol in symbols {
      XCTAssertNil(symbol["children"])
      XCTAssertEqual(symbol["location"]?["uri"]?.stringValue, mainURI)
      XCTAssertLessThanOrEqual(symbol["kind"]?.intValue ?? 99, 18)
    }
    XCTAssertEqual(symbols.dropFirst().compactMap { $0["containerName"]?.stringValue }.count, 4)

    // No code action literals and no workspace/applyEdit: no fix can be offered.
    let actions = server.request(
      "textDocument/codeAction",
      [
        "textDocument": ["uri": .string(mainURI)],
        "range": ["start": ["line": 37, "character": 8], "end": ["line": 37, "character": 10]],
        "context": ["diagnostics": []],
      ])
    XCTAssertEqual(actions?["result"], [])
    let links = server.request("textDocument/documentLink", document())?["result"]?.arrayValue ?? []
    XCTAssertFalse(links.isEmpty)
    XCTAssertTrue(links.allSatisfy { $0["tooltip"] == nil })

    // Nothing was asked of a client that declared no progress, file watching or refresh.
    let asked = server.drainMessages().compactMap { $0["id"] != nil ? $0["method"]?.stringValue : nil }
    XCTAssertEqual(asked, [])
  }

  func testPlainTextClientGetsTablesAsAlignedText() throws {
    let server = try start(["textDocument": ["hover": ["contentFormat": ["plaintext"]]]])
    _ = waitForIndexedPublish(server)
    let translations = try XCTUnwrap(hover(server, 24, 50))  // @"首页"
    XCTAssertEqual(translations["contents"]?["kind"], "plaintext")
    let lines = (translations["contents"]?["value"]?.stringValue ?? "").split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.first, "首页")
    // Columns line up by display width: "en" and "language" start the same column, as do their translations.
    let header = try XCTUnwrap(lines.first { $0.hasPrefix("language ") })
    let english = try XCTUnwrap(lines.first { $0.hasPrefix("en ") })
    XCTAssertEqual(header.distance(of: "translation"), english.distance(of: "Home"), "\(lines)")
    XCTAssertFalse(lines.contains { $0.contains("|") || $0.contains("---") }, "\(lines)")
  }

  func testRangesBelongToWhatTheCursorIsOn() throws {
    let server = try start(ServerProcess.fullCapabilities)
    _ = waitForIndexedPublish(server)
    // On the `:` of `CYLTabBarItemIdentifier : @"home"`: the item dictionary declared as a variable, 25 lines
    // above the array, is what the hover covers.
    let bar = try XCTUnwrap(hover(server, 27, 32))
    XCTAssertEqual(bar["contents"]?["kind"], "markdown")
    XCTAssertEqual(bar["range"]?["start"]?["line"], 23)
    XCTAssertEqual(bar["range"]?["end"]?["line"], 28)

    let symbols = server.request("textDocument/documentSymbol", document())?["result"]?.arrayValue ?? []
    func lines(_ range: JSON?) -> (Int64, Int64) {
      (range?["start"]?["line"]?.intValue ?? -1, range?["end"]?["line"]?.intValue ?? -1)
    }
    for symbol in symbols {
      let parent = lines(symbol["range"])
      let selection = lines(symbol["selectionRange"])
      XCTAssertTrue(parent.0 <= selection.0 && selection.1 <= parent.1)
      for child in symbol["children"]?.arrayValue ?? [] {
        let range = lines(child["range"])
        XCTAssertTrue(parent.0 <= range.0 && range.1 <= parent.1, "\(child) outside \(symbol)")
        XCTAssertEqual(child["kind"], 19)
      }
    }
  }

  func testCodeActionsBecomeCommandsThatApplyTheirEdit() throws {
    let server = try start(
      ["workspace": ["applyEdit": true]], replies: ["workspace/applyEdit": ["result": ["applied": true]]])
    _ = waitForIndexedPublish(server)
    let actions = server.request(
      "textDocument/codeAction",
      [
        "textDocument": ["uri": .string(mainURI)],
        "range": ["start": ["line": 37, "character": 8], "end": ["line": 37, "character": 10]],
        "context": ["diagnostics": [], "only": ["quickfix"]],
      ])
    let command = try XCTUnwrap(actions?["result"]?[0])
    XCTAssertEqual(command["command"], "tabls.applyEdit")
    XCTAssertNil(command["edit"])
    let reply = server.request(
      "workspace/executeCommand", ["command": "tabls.applyEdit", "arguments": command["arguments"] ?? []])
    XCTAssertEqual(reply?["result"], .null)
    let apply = try XCTUnwrap(server.waitForMessage { $0["method"] == "workspace/applyEdit" })
    let edit = apply["params"]?["edit"]?["changes"]?[mainURI]?[0]
    XCTAssertEqual(edit?["newText"], "CYLTabBarItemTitle")
  }

  func progressMessages(_ messages: [JSON], token: JSON) -> [String] {
    messages.filter { $0["method"] == "$/progress" && $0["params"]?["token"] == token }.compactMap {
      $0["params"]?["value"]?["kind"]?.stringValue
    }
  }

  func testProgressBeginsOnlyAfterTheClientAnswersCreate() throws {
    let server = try start(["window": ["workDoneProgress": true]])
    let create = try XCTUnwrap(server.waitForMessage { $0["method"] == "window/workDoneProgress/create" })
    let token = try XCTUnwrap(create["params"]?["token"])
    // Indexing ends while the client has not answered: nothing on the token yet.
    _ = waitForIndexedPublish(server)
    XCTAssertEqual(progressMessages(server.drainMessages(), token: token), [])
    // Then one begin and one end, in that order, and nothing more.
    server.send(["jsonrpc": "2.0", "id": create["id"] ?? .null, "result": nil])
    XCTAssertNotNil(
      server.waitForMessage { $0["method"] == "$/progress" && $0["params"]?["value"]?["kind"] == "end" })
    _ = server.request("shutdown")
    XCTAssertEqual(progressMessages(server.drainMessages(), token: token), ["begin"])
  }

  func testCancelledIndexingEndsItsProgressOnceAndKeepsServing() throws {
    let server = try start(
      ["window": ["workDoneProgress": true]], replies: ["window/workDoneProgress/create": ["result": nil]])
    let begin = try XCTUnwrap(
      server.waitForMessage { $0["method"] == "$/progress" && $0["params"]?["value"]?["kind"] == "begin" })
    XCTAssertEqual(begin["params"]?["value"]?["cancellable"], true)
    let token = begin["params"]?["token"] ?? .null
    server.notify("window/workDoneProgress/cancel", ["token": token])
    XCTAssertNotNil(server.waitForMessage { $0["method"] == "$/progress" && $0["params"]?["token"] == token })
    XCTAssertNotNil(hover(server, 25, 12))
    _ = server.request("shutdown")
    XCTAssertEqual(progressMessages(server.drainMessages(), token: token), [])
  }

  func testRefusedProgressTokenGetsNothing() throws {
    let server = try start(
      ["window": ["workDoneProgress": true]],
      replies: ["window/workDoneProgress/create": ["error": ["code": -32603, "message": "no"]]])
    let create = try XCTUnwrap(server.waitForMessage { $0["method"] == "window/workDoneProgress/create" })
    _ = waitForIndexedPublish(server)
    _ = server.request("shutdown")
    XCTAssertEqual(progressMessages(server.drainMessages(), token: create["params"]?["token"] ?? .null), [])
  }

  func testPullingClientsAreAskedToRefreshWhenTheIndexChanges() throws {
    let server = try start(
      ["textDocument": ["diagnostic": [:]], "workspace": ["diagnostics": ["refreshSupport": true]]],
      replies: ["workspace/diagnostic/refresh": ["result": nil]])
    XCTAssertNotNil(server.waitForMessage { $0["method"] == "workspace/diagnostic/refresh" }, "after indexing")
    let before = server.request("textDocument/diagnostic", document())?["result"]?["items"]?.arrayValue ?? []
    XCTAssertTrue(before.contains { $0["code"] == "TAB101" })
    server.notify("workspace/didChangeConfiguration", ["settings": ["tabls": ["rules": ["TAB101": "off"]]]])
    // The first load refreshes after each of its two steps; some refresh after the settings brings a pull without
    // TAB101.
    var pulled = before
    for _ in 0..<4 where pulled.contains(where: { $0["code"] == "TAB101" }) {
      XCTAssertNotNil(server.waitForMessage { $0["method"] == "workspace/diagnostic/refresh" }, "after settings")
      pulled = server.request("textDocument/diagnostic", document())?["result"]?["items"]?.arrayValue ?? []
    }
    XCTAssertFalse(pulled.contains { $0["code"] == "TAB101" })
    XCTAssertFalse(server.drainMessages().contains { $0["method"] == "textDocument/publishDiagnostics" })
  }
}

extension String {
  fileprivate func distance(of needle: String) -> Int? {
    range(of: needle).map { distance(from: startIndex, to: $0.lowerBound) }
  }
}
