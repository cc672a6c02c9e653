import SourceText
import TabAnalysis
import XCTest

/// Classic Mac CR line endings (and CRLF) end a line everywhere a line matters: a `//` comment (clang and swiftc end
/// it at CR), a statement of a SwiftUI builder, a string that is never closed.
final class LineEndingTests: XCTestCase {
  func testACommentEndsAtCR() {
    for newline in ["\r", "\r\n", "\n"] {
      let source = [
        "// the tabs", "NSDictionary *home = @{CYLTabBarItemTitle : @\"Home\", CYLTabBarItemImage : @\"home\"};",
        "NSArray *items = @[home]; // one tab",
      ].joined(separator: newline)
      let scan = SourceScanner.scan(Array(source.utf8), dialect: .objectiveC)
      XCTAssertEqual(scan.dictionaries.count, 1, "newline \(Array(newline.utf8))")
      XCTAssertEqual(scan.model.items.first?.title?.text, "Home")
    }
  }

  func testSwiftUIChildrenAreLinesOfCR() throws {
    let source = [
      "var body: some View {", "TabView {", "// first",
      "HomeView().tabItem { Label(\"Home\", systemImage: \"house\") }",
      "ChatsView().tabItem { Label(\"Chats\", systemImage: \"bubble\") }", "}", "}",
    ].joined(separator: "\r")
    let scan = SourceScanner.scan(Array(source.utf8), dialect: .swift)
    let bar = try XCTUnwrap(scan.model.bars.first)
    XCTAssertEqual(bar.items.compactMap { $0 }.map { scan.model.items[$0].title?.text }, ["Home", "Chats"])
  }

  func testAnUnclosedStringEndsAtCR() {
    let source = "let broken = \"never closed\rlet title = \"Home\""
    let scan = SourceScanner.scan(Array(source.utf8), dialect: .swift)
    XCTAssertTrue(scan.model.items.isEmpty)
    XCTAssertEqual(LineIndex(Array(source.utf8)).lineCount, 2)
  }
}
