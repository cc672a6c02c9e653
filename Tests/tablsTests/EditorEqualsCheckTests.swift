import Foundation
import JSON
import RPC
import SeededRandom
import XCTest

/// Seeded random sequences of opens, unsaved edits, saves, closes and deletions; once every document is closed,
/// the server's findings for every file equal `tabls check`'s (the index keeps nothing that is gone).
final class EditorEqualsCheckTests: XCTestCase {
  static let variants = [
    "@implementation P\n+ (id)plusButton { return nil; }\n+ (NSUInteger)indexOfPlusButtonInTabBar { return 5; }\n@end\n",
    "@implementation Q\n+ (id)plusButton { return nil; }\n@end\n",
    "NSArray *a = @[ @{ CYLTabBarItemTitle : @\"A\", CYLTabBarItemIdentifier : @\"a\" }, @{ CYLTabBarItemTitle : @\"B\" } ];\n",
    "NSArray *a = @[ @{ CYLTabBarItemTitle : @\"A\" }, @{ CYLTabBarItemTitle : @\"B\" }, @{ CYLTabBarItemTitle : @\"C\" } ];\n",
    "void f(void) { [self cyl_selectTabBarItemWithIdentifier:@\"a\"]; }\n",
    "// nothing\n",
  ]

  func testFindingsEqualCheckAfterRandomSessions() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-equal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let names = ["A.m", "B.m", "C.m", "D.m"]
    for (name, text) in zip(names, Self.variants) { try Data(text.utf8).write(to: root.appendingPathComponent(name)) }

    let server = try ServerProcess()
    _ = server.request(
      "initialize", ["rootUri": .string(root.absoluteString), "capabilities": ServerProcess.fullCapabilities])
    server.notify("initialized", [:])
    var random = SplitMix64(seed: 0x5EED_0012)
    var open: [String: Int] = [:]  // name → version
    var findingsSeen = 0
    func uri(_ name: String) -> String { root.appendingPathComponent(name).absoluteString }
    func changed(_ name: String, _ type: Int) {
      server.notify(
        "workspace/didChangeWatchedFiles", ["changes": [["uri": .string(uri(name)), "type": .int(Int64(type))]]])
    }

    for session in 0..<4 {
      for _ in 0..<8 {
        let name = names.randomElement(using: &random)!
        let text = Self.variants.randomElement(using: &random)!
        switch Int.random(in: 0..<5, using: &random) {
        case 0:  // open (or edit, unsaved)
          if let version = open[name] {
            open[name] = version + 1
            server.notify(
              "textDocument/didChange",
              [
                "textDocument": ["uri": .string(uri(name)), "version": .int(Int64(version + 1))],
                "contentChanges": [["text": .string(text)]],
              ])
          } else {
            open[name] = 1
            server.notify(
              "textDocument/didOpen",
              [
                "textDocument": [
                  "uri": .string(uri(name)), "languageId": "objective-c", "version": 1, "text": .string(text),
                ]
              ])
          }
        case 1:  // save a new text to disk
          try Data(text.utf8).write(to: root.appendingPathComponent(name))
          changed(name, 2)
        case 2:  // close, dropping unsaved edits
          if open.removeValue(forKey: name) != nil {
            server.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri(name))]])
          }
        case 3:  // delete from disk
          try? FileManager.default.removeItem(at: root.appendingPathComponent(name))
          changed(name, 3)
        default:  // create
          try Data(text.utf8).write(to: root.appendingPathComponent(name))
          changed(name, 1)
        }
      }
      for name in open.keys.sorted() {
        server.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri(name))]])
      }
      open = [:]
      // The check's findings, per file, against the server's pulled ones (the reload is asynchronous: bounded).
      let check = try TablsBinary.run(["check", "--format", "json", "--fail-on", "never", root.path])
      let json = try JSONParser.parse(check.stdout)
      var expected: [String: [String]] = [:]
      for finding in json["findings"]?.arrayValue ?? [] {
        let file = PathName.last(finding["path"]?.stringValue ?? "")
        expected[file, default: []].append("\(finding["line"]?.intValue ?? 0) \(finding["code"]?.stringValue ?? "")")
      }
      let present = names.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
      var served: [String: [String]] = [:]
      for _ in 0..<100 {
        served = [:]
        for name in present {
          let result = server.request("textDocument/diagnostic", ["textDocument": ["uri": .string(uri(name))]])
          let items = (result?["result"]?["items"]?.arrayValue ?? []).map {
            "\(($0["range"]?["start"]?["line"]?.intValue ?? -1) + 1) \($0["code"]?.stringValue ?? "")"
          }
          if !items.isEmpty { served[name] = items }
        }
        if served == expected { break }
        Thread.sleep(forTimeInterval: 0.05)
      }
      XCTAssertEqual(served, expected, "session \(session)")
      findingsSeen += expected.values.map(\.count).reduce(0, +)
    }
    XCTAssertGreaterThan(findingsSeen, 0, "the sessions must produce cross-file findings to compare")
  }
}

private enum PathName {
  static func last(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
}
