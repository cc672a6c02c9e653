import Foundation
import JSON
import RPC
import XCTest

/// A bar whose tabs come from other files (an enum, a view that gives itself its tab) is the same in the editor as
/// in `tabls check`: with those files open and edited, and with a stale copy no target builds open beside them.
final class ForeignTabsServerTests: XCTestCase {
  static let app = Repository.root.appendingPathComponent("Examples/PackageApp")
  static let sources = app.appendingPathComponent("Packages/TabsKit/Sources/TabsKit")

  func open(_ server: ServerProcess, _ url: URL, text: String? = nil) throws {
    let text = try text ?? String(contentsOf: url, encoding: .utf8)
    server.notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(url.absoluteString), "languageId": "swift", "version": 1, "text": .string(text),
        ]
      ])
  }

  func titles(_ server: ServerProcess, _ url: URL) -> [String?] {
    let layout = server.request(
      "tabls/layout",
      ["textDocument": ["uri": .string(url.absoluteString)], "position": ["line": 13, "character": 10]])
    return (layout?["result"]?["items"]?.arrayValue ?? []).map { $0["titleKey"]?.stringValue }
  }

  func diagnostics(_ server: ServerProcess, _ url: URL) -> [String] {
    let result = server.request("textDocument/diagnostic", ["textDocument": ["uri": .string(url.absoluteString)]])
    return (result?["result"]?["items"]?.arrayValue ?? []).map {
      "\(($0["range"]?["start"]?["line"]?.intValue ?? -1) + 1) \($0["code"]?.stringValue ?? "")"
    }
  }

  func testTheEditorReadsTheOtherFilesTabsAsCheckDoes() throws {
    let server = try ServerProcess()
    _ = server.request(
      "initialize",
      ["rootUri": .string(Self.app.absoluteString), "capabilities": ServerProcess.fullCapabilities])
    server.notify("initialized", [:])
    let root = Self.sources.appendingPathComponent("RootView.swift")
    XCTAssertEqual(diagnostics(server, root), ["20 TAB301", "27 TAB104"])
    XCTAssertEqual(titles(server, root), ["tab.home", "tab.feed", "tab.inbox", "tab.profile", "tab.settings"])
    // A stale copy that declares the same enum, open: it builds into no target, so it changes nothing.
    try open(server, Self.app.appendingPathComponent("Old/RootView.swift"))
    try open(server, root)
    XCTAssertEqual(diagnostics(server, root), ["20 TAB301", "27 TAB104"])
    XCTAssertEqual(titles(server, root), ["tab.home", "tab.feed", "tab.inbox", "tab.profile", "tab.settings"])
    // An unsaved edit of the enum's file and of the view's file is what the TabView's file reads.
    let section = Self.sources.appendingPathComponent("Section.swift")
    let edited = try String(contentsOf: section, encoding: .utf8).replacingOccurrences(
      of: "case home, feed", with: "case home, feed, extra")
    try open(server, section, text: edited)
    let profile = Self.sources.appendingPathComponent("ProfileView.swift")
    try open(server, profile, text: "struct ProfileView: View { var body: some View { Text(\"x\") } }\n")
    XCTAssertEqual(titles(server, root), ["tab.home", "tab.feed", nil, "tab.inbox", "tab.settings"])
    // The profile view's title, looked up in the app's bundle, is the package's key alone: as `tabls check` says.
    try open(server, profile)
    XCTAssertEqual(diagnostics(server, profile), ["10 TAB140"])
  }
}
