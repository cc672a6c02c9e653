import Foundation
import SeededRandom
import XCTest

@testable import SourceText
@testable import TabAnalysis

final class StringsFileTests: XCTestCase {
  func parse(_ text: String) -> Result<StringsTable, StringsParseError> { StringsFileParser.parse(Array(text.utf8)) }

  func testSyntax() throws {
    let table = try parse(
      """
      /* Tab titles */
      "首页" = "Home";   // trailing comment
      unquoted_key.with:chars/-$ = 'single quoted';
      "short";
      "escapes" = "a\\nb\\t\\"q\\" \\\\ \\U00e9 \\101 \\351 \\q";
      "multi
      line" = "v";
      """
    ).get()
    XCTAssertNil(table.ignoredFrom)
    // A stray ';' ends the table for Foundation, silently: the entries after it are lost.
    let truncated = try parse("\"a\" = \"1\";;\n\"b\" = \"2\";").get()
    XCTAssertEqual(truncated.dictionary, ["a": "1"])
    XCTAssertEqual(truncated.ignoredFrom, 10)
    XCTAssertEqual(
      table.dictionary,
      [
        "首页": "Home", "unquoted_key.with:chars/-$": "single quoted", "short": "short",
        "escapes": "a\nb\t\"q\" \\ é A Ø q", "multi\nline": "v",
      ])
  }

  func testErrorsHaveLineAndColumn() {
    guard case .failure(let error) = parse("\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";") else { return XCTFail() }
    XCTAssertEqual(error.line, 3)
    XCTAssertEqual(error.column, 1)
    XCTAssertTrue(error.message.contains("expected ';'"), error.message)
    guard case .failure(let unterminated) = parse("\"a\" = \"b;\n") else { return XCTFail() }
    XCTAssertEqual(unterminated.line, 1)
    XCTAssertEqual(unterminated.column, 7)
    guard case .failure(let array) = parse("\"a\" = (\"x\");") else { return XCTFail() }
    XCTAssertTrue(array.message.contains("arrays"))
  }

  func testDuplicatesKeepBothPositions() throws {
    let table = try parse("\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";").get()
    XCTAssertEqual(table.dictionary["a"], "3")
    XCTAssertEqual(table.duplicates.count, 1)
    XCTAssertEqual(table.duplicates[0].first.keyRange, SourceRange(0, 3))
    XCTAssertEqual(table.duplicates[0].again.keyRange.start, 22)
  }

  func testEncodings() throws {
    let text = "\"标题\" = \"Título\";"
    for (bytes, encoding) in [
      ([0xEF, 0xBB, 0xBF] + Array(text.utf8), StringsTable.Encoding.utf8),
      ([0xFF, 0xFE] + Array(text.data(using: .utf16LittleEndian)!), .utf16LittleEndian),
      ([0xFE, 0xFF] + Array(text.data(using: .utf16BigEndian)!), .utf16BigEndian),
      (Array(text.data(using: .utf16LittleEndian)!), .utf16LittleEndian),
      (Array(text.data(using: .utf16BigEndian)!), .utf16BigEndian),
    ] {
      let table = try StringsFileParser.parse(bytes).get()
      XCTAssertEqual(table.encoding, encoding)
      XCTAssertEqual(table.dictionary, ["标题": "Título"])
    }
  }

  func testBOMlessUTF16WithMostlyNonLatinText() throws {
    let text = "\"标题标题标题标题\"=\"内容内容内容内容内容\";\"页\"=\"页面页面页面页面\";"
    for encoding in [String.Encoding.utf16LittleEndian, .utf16BigEndian] {
      let table = try StringsFileParser.parse(Array(text.data(using: encoding)!)).get()
      XCTAssertEqual(table.dictionary, ["标题标题标题标题": "内容内容内容内容内容", "页": "页面页面页面页面"])
    }
  }

  /// Differential: generated files, nasty ones included, must give exactly Foundation's dictionary; files that
  /// Foundation rejects must be rejected too.
  func testAgreesWithPropertyListSerialization() throws {
    var generator = SplitMix64(seed: 2026)
    let pieces = [
      "a", "Z", "9", " ", "é", "日本", "😀", "\\n", "\\t", "\\\"", "\\\\", "\\U00e9", "\\U1F60", "\\101", "\\351",
      "\\q", "'", "=", ";", "/", "*", "\n", "\t", "%@", "%1$d", "\\'", "\\0", "{", "}",
    ]
    var compared = 0
    for round in 0..<400 {
      var text = Bool.random(using: &generator) ? "/* generated \(round) */\n" : ""
      let braced = round % 7 == 0
      if braced { text += "{\n" }
      for _ in 0..<Int.random(in: 1..<8, using: &generator) {
        func literal() -> String {
          let body = (0..<Int.random(in: 0..<6, using: &generator)).map { _ in pieces.randomElement(using: &generator)!
          }
          .joined()
          let raw = body.replacingOccurrences(of: "\"", with: "\\\"")
          return "\"" + (raw.hasSuffix("\\") && !raw.hasSuffix("\\\\") ? raw + "x" : raw) + "\""
        }
        let key = Bool.random(using: &generator) ? literal() : "key_\(Int.random(in: 0..<5, using: &generator))"
        let separator = ["=", " = ", "\t=\t", " /* c */ = "].randomElement(using: &generator)!
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: text += "\(key);\n"
        case 1: text += "\(key)\(separator)\(literal());;\n"
        case 2: text += "\(key)\(separator)\(literal()); // note\n"
        default: text += "\(key)\(separator)\(literal());\n"
        }
      }
      if braced { text += "}\n" }
      var bytes = Array(text.utf8)
      if round % 11 == 3 { bytes.removeLast(min(3, bytes.count)) }  // break some files
      if round % 5 == 1 {
        bytes = [0xFF, 0xFE] + Array(String(decoding: bytes, as: UTF8.self).data(using: .utf16LittleEndian)!)
      }
      let foundation = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
      let ours = StringsFileParser.parse(bytes)
      switch (foundation as? [String: Any], ours) {
      case (let expected?, .success(let table)):
        let strings = expected.compactMapValues { $0 as? String }
        XCTAssertEqual(strings.count, expected.count, "Foundation produced non-strings for \(text.debugDescription)")
        XCTAssertEqual(table.dictionary, strings, text.debugDescription)
        compared += 1
      case (nil, .failure):
        break
      case (let expected, let result):
        XCTFail("Foundation: \(String(describing: expected)), tabls: \(result) for \(text.debugDescription)")
      }
    }
    XCTAssertGreaterThan(compared, 200)
  }
}
