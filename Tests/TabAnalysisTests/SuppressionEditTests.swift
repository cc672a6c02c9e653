import SourceText
import TabAnalysis
import XCTest

/// "Ignore TAB104 on this line": a new directive above the line, indented as it is, or the code joined to a
/// directive that covers the line already; and the edit silences exactly that finding.
final class SuppressionEditTests: XCTestCase {
  func applied(_ text: String, code: String = "TAB104", at needle: String, xml: Bool = false) -> String? {
    let bytes = Array(text.utf8)
    let offset = text.utf8.distance(from: text.utf8.startIndex, to: text.range(of: needle)!.lowerBound)
    guard let edit = SuppressionEdit.edit(silencing: code, at: offset, in: bytes, xml: xml) else { return nil }
    return TextEdit.apply([edit], to: bytes[...]).map { String(decoding: $0, as: UTF8.self) }
  }

  func testANewDirectiveAboveTheLine() {
    XCTAssertEqual(
      applied("a\n    x = [UIImage imageNamed:@\"nothere\"];\nb\n", at: "nothere"),
      "a\n    // tabls:ignore TAB104\n    x = [UIImage imageNamed:@\"nothere\"];\nb\n")
    XCTAssertEqual(applied("x\r\ny\r\n", at: "y"), "x\r\n// tabls:ignore TAB104\r\ny\r\n")
    XCTAssertEqual(
      applied("  <tabBarItem image=\"nothere\"/>\n", at: "nothere", xml: true),
      "  <!-- tabls:ignore TAB104 -->\n  <tabBarItem image=\"nothere\"/>\n")
  }

  func testTheCodeJoinsADirectiveThatCoversTheLine() {
    XCTAssertEqual(
      applied("x = y; // tabls:ignore TAB105\n", at: "y"), "x = y; // tabls:ignore TAB105, TAB104\n")
    XCTAssertEqual(
      applied("  // tabls:ignore TAB105, TAB110 (legacy)\n  x = y;\n", at: "y"),
      "  // tabls:ignore TAB105, TAB110, TAB104 (legacy)\n  x = y;\n")
    XCTAssertNil(applied("x = y; // tabls:ignore\n", at: "y"), "every rule is silenced already")
    // A directive at the end of the code line above covers this line too: joined, not pushed away by a new line.
    XCTAssertEqual(
      applied("let a = 1 // tabls:ignore TAB105\nx = y\n", at: "y"), "let a = 1 // tabls:ignore TAB105, TAB104\nx = y\n"
    )
    XCTAssertNil(
      applied("<tabBarItem title=\"A\"\n    image=\"nothere\"/>\n", at: "nothere", xml: true), "inside a tag")
  }

  func testTheEditSilencesTheFinding() throws {
    let source = #"NSArray *a = @[ @{ CYLTabBarItemTitle : @"Home", CYLTabBarItemImage : @"nothere" } ];"# + "\n"
    let catalog = ("A.xcassets/home.imageset/Contents.json", Array(#"{"images":[]}"#.utf8))
    func findings(_ text: String) -> [Finding] {
      var index = WorkspaceIndex()
      index.images = ImageIndex.build(catalogContents: [catalog], looseFiles: [])
      return Analyzer.analyze(path: "Tabs.m", bytes: Array(text.utf8), index: index).filter { $0.code == "TAB104" }
    }
    let finding = try XCTUnwrap(findings(source).first)
    let edit = try XCTUnwrap(
      SuppressionEdit.edit(silencing: "TAB104", at: finding.range.start, in: Array(source.utf8), xml: false))
    let silenced = try XCTUnwrap(TextEdit.apply([edit], to: Array(source.utf8)[...]))
    XCTAssertEqual(findings(String(decoding: silenced, as: UTF8.self)).count, 0)
  }

  /// A hover on a code in a directive documents that rule; a code elsewhere (a message, a string) is not one.
  func testTheCodeUnderTheCursorInADirective() {
    let text = "let a = 1  // tabls:ignore TAB104 TAB105\nlet b = \"TAB104\"\n<!-- tabls:ignore TAB301 -->\n"
    let bytes = Array(text.utf8)
    func code(at needle: String, _ nth: Int = 0) -> String? {
      var from = text.startIndex
      var found = text.range(of: needle)!
      for _ in 0..<nth {
        from = found.upperBound
        found = text.range(of: needle, range: from..<text.endIndex)!
      }
      let offset = text.utf8.distance(from: text.startIndex, to: found.lowerBound) + 2
      return SuppressionEdit.code(at: offset, in: bytes)?.code
    }
    XCTAssertEqual(code(at: "TAB104"), "TAB104")
    XCTAssertEqual(code(at: "TAB105"), "TAB105")
    XCTAssertNil(code(at: "TAB104", 1), "a string, not a directive")
    XCTAssertEqual(code(at: "TAB301"), "TAB301")
    XCTAssertNil(SuppressionEdit.code(at: 0, in: bytes))
    XCTAssertNil(SuppressionEdit.code(at: bytes.count + 1, in: bytes))
  }
}
