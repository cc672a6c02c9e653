import Foundation
import JSON
import RPC
import XCTest

/// String tables in UTF-16 (either byte order, with a BOM, a doubled one or none) and UTF-8 with a BOM: every
/// finding and every definition lands on the line and column an editor shows.
final class UTF16TableTests: XCTestCase {
  /// 97 entries and `key5` defined again on line 98; `broken` a second table with a syntax error (a missing `;`)
  /// on line 100, column 16, after non-ASCII text.
  static let text: String = {
    var lines = (1...97).map { #""key\#($0)" = "value \#($0)";"# }
    lines.append(#""key5" = "again";"#)
    return lines.joined(separator: "\n") + "\n"
  }()
  static let broken =
    String(repeating: "\n", count: 98) + "/* é, 首页 and 😀 */\n" + #""broken" = "x" "next" = "y";"# + "\n"

  static let encodings: [(folder: String, encode: @Sendable (String) -> [UInt8])] = [
    ("en.lproj", { [0xFF, 0xFE] + utf16($0, bigEndian: false) }),
    ("fr.lproj", { [0xFE, 0xFF, 0xFE, 0xFF] + utf16($0, bigEndian: true) }),
    ("de.lproj", { utf16($0, bigEndian: false) }),
    ("es.lproj", { [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array($0.utf8) }),
  ]

  static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
    text.utf16.flatMap { unit in
      bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
  }

  func makeApp() throws -> URL {
    let app = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-\(UUID().uuidString)")
    for (folder, encode) in Self.encodings {
      let directory = app.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(encode(Self.text)).write(to: directory.appendingPathComponent("Localizable.strings"))
      try Data(encode(Self.broken)).write(to: directory.appendingPathComponent("Broken.strings"))
    }
    try Data("{}".utf8).write(to: app.appendingPathComponent(".tabls.json"))
    try Data(#"let title = NSLocalizedString("key50", comment: "")"#.utf8).write(
      to: app.appendingPathComponent("Title.swift"))
    return app
  }

  func testFindingsAreOnTheirLinesInEveryEncoding() throws {
    let app = try makeApp()
    defer { try? FileManager.default.removeItem(at: app) }
    let result = try TablsBinary.run(["check", "--format", "json", "."], directory: app)
    let findings = try JSONParser.parse(result.stdout)["findings"]?.arrayValue ?? []
    for (folder, _) in Self.encodings {
      let mine = findings.filter { $0["path"]?.stringValue?.hasPrefix(folder) == true }
      let places = mine.map { "\($0["code"]!.stringValue!)@\($0["line"]!.intValue!):\($0["column"]!.intValue!)" }
      XCTAssertEqual(places, ["TAB303@100:16", "TAB304@98:1"], folder)
      XCTAssertTrue(mine.allSatisfy { $0["replacement"] == nil }, "no fix rewrites a transcoded table")
    }
  }

  func testDefinitionLandsOnTheKeysLine() throws {
    let app = try makeApp()
    defer { try? FileManager.default.removeItem(at: app) }
    let server = try ServerProcess()
    _ = server.request(
      "initialize", ["rootUri": .string(app.absoluteString), "capabilities": ServerProcess.fullCapabilities])
    server.notify("initialized", [:])
    let source = app.appendingPathComponent("Title.swift")
    let text = try String(contentsOf: source, encoding: .utf8)
    server.notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(source.absoluteString), "languageId": "swift", "version": 1, "text": .string(text),
        ]
      ])
    let locations =
      server.request(
        "textDocument/definition",
        ["textDocument": ["uri": .string(source.absoluteString)], "position": ["line": 0, "character": 34]])?[
        "result"]?.arrayValue ?? []
    XCTAssertEqual(locations.count, Self.encodings.count, "\(locations)")
    for location in locations {
      XCTAssertEqual(location["range"]?["start"]?["line"]?.intValue, 49, "\(location)")
      XCTAssertEqual(location["range"]?["start"]?["character"]?.intValue, 0, "\(location)")
    }
  }
}
