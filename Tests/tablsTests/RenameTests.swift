import Foundation
import JSON
import RPC
import XCTest

/// References and rename of an image name and a localization key across the demo app: every use in code and each
/// table's definition; an image set's folder (and its dark twin's) renamed with it; and after the edits are
/// applied, `tabls check` finds what it found before.
final class RenameTests: XCTestCase {
  var app: URL!

  override func setUpWithError() throws {
    app = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-rename-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("Examples/DemoApp"), to: app)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: app) }

  static let capabilities: JSON = [
    "general": ["positionEncodings": ["utf-8"]],
    "workspace": ["workspaceEdit": ["documentChanges": true, "resourceOperations": ["rename"]]],
    "textDocument": ["rename": ["prepareSupport": true]],
  ]

  func server(_ capabilities: JSON = capabilities) throws -> ServerProcess {
    let server = try ServerProcess()
    let reply = server.request("initialize", ["rootUri": .string(app.absoluteString), "capabilities": capabilities])
    XCTAssertNotNil(reply?["result"]?["capabilities"]?["referencesProvider"])
    server.notify("initialized", [:])
    return server
  }

  var controller: URL { app.appendingPathComponent("Sources/ObjC/MainTabBarController.m") }

  func position(of needle: String, in url: URL) throws -> JSON {
    let text = try String(contentsOf: url, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try XCTUnwrap(lines.firstIndex { $0.contains(needle) })
    let prefix = try XCTUnwrap(lines[line].range(of: needle)).lowerBound
    let column = lines[line][..<prefix].utf8.count
    return ["line": .int(Int64(line)), "character": .int(Int64(column + 2))]
  }

  func codes() throws -> [String] {
    let result = try TablsBinary.run(["check", "--format", "json", "."], directory: app)
    return (try JSONParser.parse(result.stdout)["findings"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
      .sorted()
  }

  /// Applies a `WorkspaceEdit`'s `documentChanges` (UTF-8 positions) to the files, then its folder renames.
  func apply(_ edit: JSON) throws {
    for change in edit["documentChanges"]?.arrayValue ?? [] {
      if change["kind"]?.stringValue == "rename" {
        let from = try XCTUnwrap(URL(string: change["oldUri"]!.stringValue!))
        let to = try XCTUnwrap(URL(string: change["newUri"]!.stringValue!))
        try FileManager.default.moveItem(at: from, to: to)
        continue
      }
      let url = try XCTUnwrap(URL(string: change["textDocument"]!["uri"]!.stringValue!))
      var lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        .map { Array($0.utf8) }
      let edits = (change["edits"]?.arrayValue ?? []).sorted {
        ($0["range"]!["start"]!["line"]!.intValue!, $0["range"]!["start"]!["character"]!.intValue!)
          > ($1["range"]!["start"]!["line"]!.intValue!, $1["range"]!["start"]!["character"]!.intValue!)
      }
      for edit in edits {
        let start = edit["range"]!["start"]!, end = edit["range"]!["end"]!
        let line = Int(start["line"]!.intValue!)
        XCTAssertEqual(start["line"], end["line"], "a name is on one line")
        lines[line].replaceSubrange(
          Int(start["character"]!.intValue!)..<Int(end["character"]!.intValue!),
          with: Array(edit["newText"]!.stringValue!.utf8))
      }
      try Data(lines.joined(separator: [0x0A])).write(to: url)
    }
  }

  func testAnImageSetIsRenamedWithItsUsesAndItsDarkTwin() throws {
    let before = try codes()
    let server = try server()
    let document: JSON = ["uri": .string(controller.absoluteString)]
    let at = try position(of: "\"message_highlight\"", in: controller)
    let prepared = server.request("textDocument/prepareRename", ["textDocument": document, "position": at])
    XCTAssertEqual(prepared?["result"]?["placeholder"]?.stringValue, "message_highlight")
    let references = server.request(
      "textDocument/references",
      ["textDocument": document, "position": at, "context": ["includeDeclaration": true]])
    let uris = (references?["result"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue }
    XCTAssertTrue(uris.contains(controller.absoluteString), "\(uris)")
    XCTAssertTrue(uris.contains { $0.hasSuffix("message_highlight.imageset/Contents.json") }, "\(uris)")

    let taken = server.request(
      "textDocument/rename", ["textDocument": document, "position": at, "newName": "home_normal"])
    XCTAssertEqual(taken?["error"]?["code"]?.intValue, -32803, "an image set of that name exists")
    let rename = server.request(
      "textDocument/rename", ["textDocument": document, "position": at, "newName": "chat_highlight"])
    let edit = try XCTUnwrap(rename?["result"], "\(String(describing: rename))")
    let folders = (edit["documentChanges"]?.arrayValue ?? []).filter { $0["kind"]?.stringValue == "rename" }
      .compactMap { $0["newUri"]?.stringValue.map { URL(string: $0)!.lastPathComponent } }
    XCTAssertEqual(folders, ["chat_highlight.imageset", "chat_highlight_dark.imageset"])
    try apply(edit)
    XCTAssertEqual(try codes(), before, "the renamed app has the findings it had")
    XCTAssertTrue(try String(contentsOf: controller, encoding: .utf8).contains("@\"chat_highlight\""))
  }

  func testAKeyIsRenamedInItsUsesAndEveryTable() throws {
    let before = try codes()
    let server = try server()
    let document: JSON = ["uri": .string(controller.absoluteString)]
    let at = try position(of: "@\"鱼塘\"", in: controller)
    let references = server.request(
      "textDocument/references",
      ["textDocument": document, "position": at, "context": ["includeDeclaration": true]])
    let files = Set((references?["result"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue })
      .map { URL(string: $0)!.pathComponents.suffix(2).joined(separator: "/") }.sorted()
    XCTAssertEqual(
      files,
      ["ObjC/MainTabBarController.m", "en.lproj/Localizable.strings", "zh-Hans.lproj/Localizable.strings"])
    let taken = server.request(
      "textDocument/rename", ["textDocument": document, "position": at, "newName": "首页"])
    XCTAssertEqual(taken?["error"]?["code"]?.intValue, -32803, "a table has that key")
    let rename = server.request(
      "textDocument/rename", ["textDocument": document, "position": at, "newName": "池塘"])
    try apply(try XCTUnwrap(rename?["result"]))
    XCTAssertEqual(try codes(), before)
    let table = try String(
      contentsOf: app.appendingPathComponent("en.lproj/Localizable.strings"), encoding: .utf8)
    XCTAssertTrue(table.contains("\"池塘\" = \"Fish Pond\";"), table)
  }

  func testAClientThatCannotRenameFilesIsToldWhy() throws {
    let server = try server(["textDocument": ["rename": ["prepareSupport": true]]])
    let at = try position(of: "\"message_highlight\"", in: controller)
    let prepared = server.request(
      "textDocument/prepareRename", ["textDocument": ["uri": .string(controller.absoluteString)], "position": at])
    XCTAssertTrue(
      prepared?["error"]?["message"]?.stringValue?.contains("does not rename files") == true,
      "\(String(describing: prepared))")
  }

  /// A name a storyboard's tab item and the code (Objective-C and Swift) write: references find each, and rename
  /// edits each.
  func testAStoryboardsImageIsAUseToo() throws {
    let before = try codes()
    let server = try server()
    let document: JSON = ["uri": .string(controller.absoluteString)]
    let at = try position(of: "@\"mine_normal\"", in: controller)
    let references = server.request(
      "textDocument/references",
      ["textDocument": document, "position": at, "context": ["includeDeclaration": false]])
    let files = Set((references?["result"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue })
      .map { URL(string: $0)!.lastPathComponent }.sorted()
    XCTAssertEqual(files, ["DiscoverTabBarController.swift", "Main.storyboard", "MainTabBarController.m"])
    let rename = server.request(
      "textDocument/rename", ["textDocument": document, "position": at, "newName": "profile_normal"])
    try apply(try XCTUnwrap(rename?["result"]))
    XCTAssertEqual(try codes(), before)
    let storyboard = try String(
      contentsOf: app.appendingPathComponent("Base.lproj/Main.storyboard"), encoding: .utf8)
    XCTAssertTrue(storyboard.contains("image=\"profile_normal\""))
  }

  /// An open document's unsaved use is a reference as soon as it is typed, as `tabls check` would count it saved.
  func testAnUnsavedUseIsAReference() throws {
    let server = try server()
    let extra = app.appendingPathComponent("Sources/Swift/Extra.swift")
    let text = """
      let home = UIViewController()
      home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: "home_normal"), tag: 0)
      tabs.viewControllers = [home]
      """
    server.notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(extra.absoluteString), "languageId": "swift", "version": 1, "text": .string(text),
        ]
      ])
    let references = server.request(
      "textDocument/references",
      [
        "textDocument": ["uri": .string(controller.absoluteString)],
        "position": try position(of: "@\"home_normal\"", in: controller), "context": ["includeDeclaration": false],
      ])
    let files = Set((references?["result"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue })
    XCTAssertTrue(files.contains(extra.absoluteString), "\(files)")
  }

  /// A CYL tab identifier: its declaration and every selection of it, renamed together; one another tab has is
  /// refused.
  func testATabIdentifierIsRenamedWhereDeclaredAndSelected() throws {
    let before = try codes()
    let server = try server()
    let document: JSON = ["uri": .string(controller.absoluteString)]
    let at = try position(of: "WithIdentifier:@\"message\"", in: controller)
    let inside: JSON = ["line": at["line"]!, "character": .int(at["character"]!.intValue! + 17)]
    let references = server.request(
      "textDocument/references",
      ["textDocument": document, "position": inside, "context": ["includeDeclaration": true]])
    XCTAssertEqual((references?["result"]?.arrayValue ?? []).count, 2, "the declaration and the selection")
    let usesOnly = server.request(
      "textDocument/references",
      ["textDocument": document, "position": inside, "context": ["includeDeclaration": false]])
    XCTAssertEqual((usesOnly?["result"]?.arrayValue ?? []).count, 1)
    let taken = server.request(
      "textDocument/rename", ["textDocument": document, "position": inside, "newName": "home"])
    XCTAssertEqual(taken?["error"]?["code"]?.intValue, -32803)
    let rename = server.request(
      "textDocument/rename", ["textDocument": document, "position": inside, "newName": "inbox"])
    try apply(try XCTUnwrap(rename?["result"]))
    XCTAssertEqual(try codes(), before)
    let text = try String(contentsOf: controller, encoding: .utf8)
    XCTAssertTrue(text.contains("CYLTabBarItemIdentifier : @\"inbox\""))
    XCTAssertTrue(text.contains("cyl_selectTabBarItemWithIdentifier:@\"inbox\"]"))
  }
}
