import TabAnalysis
import XCTest

/// A file's tokens are bounded (`Lexer.maximumTokens`): past the cap the rest is not read, and the scan says where
/// it stopped, so the loader can say so.
final class TokenCapTests: XCTestCase {
  func testLexingStopsAtTheCap() {
    let bytes = Array(String(repeating: "a ", count: Lexer.maximumTokens + 100).utf8)
    let lexer = Lexer(bytes)
    XCTAssertEqual(lexer.tokens.count, Lexer.maximumTokens)
    XCTAssertEqual(lexer.stoppedAt, 2 * Lexer.maximumTokens - 1, "the space after the last token read")
    XCTAssertNil(Lexer(Array("a b c".utf8)).stoppedAt)
    XCTAssertEqual(
      SourceScanner.scan(bytes, dialect: .objectiveC).unreadFrom, 2 * Lexer.maximumTokens - 1,
      "the space after the last token read")
  }
}
