import XCTest

@testable import SourceText
@testable import TabAnalysis

final class CompletionContextTests: XCTestCase {
  /// `|` marks the cursor.
  func context(_ marked: String, _ dialect: Dialect) -> (CompletionContext?, [UInt8]) {
    var bytes = Array(marked.utf8)
    let offset = bytes.firstIndex(of: UInt8(ascii: "|"))!
    bytes.remove(at: offset)
    return (CompletionContext.find(in: bytes, at: offset, dialect: dialect), bytes)
  }

  func text(_ bytes: [UInt8], _ range: SourceRange) -> String {
    String(decoding: bytes[range.start..<range.end], as: UTF8.self)
  }

  func testKeyPositionInObjectiveC() {
    let (found, bytes) = context("NSDictionary *d = @{ CYLTabBarItemTitle : @\"a\", CYLTabBarItemIm| };", .objectiveC)
    guard case .attributeKey(let replace, let existing, _) = found else {
      return XCTFail("\(String(describing: found))")
    }
    XCTAssertEqual(text(bytes, replace), "CYLTabBarItemIm")
    XCTAssertEqual(existing, ["CYLTabBarItemTitle"])
  }

  func testEmptyKeyPositionAfterComma() {
    let (found, _) = context("@{ CYLTabBarItemTitle : @\"a\",\n  | }", .objectiveC)
    guard case .attributeKey(let replace, _, _) = found else { return XCTFail() }
    XCTAssertEqual(replace.start, replace.end)
  }

  func testValuePositionIsNotAKey() {
    XCTAssertNil(context("@{ CYLTabBarItemTitle : xy| }", .objectiveC).0)
    XCTAssertNil(context("[CYLTabBarLottieSize: CGSize(width: 3, |)]", .swift).0)
    XCTAssertNil(context("foo(a, |)", .swift).0)
  }

  func testSwiftKeyPosition() {
    let (found, bytes) = context("let d: [String: Any] = [\n  CYLTabBarItemTitle: \"x\",\n  CYL|\n]", .swift)
    guard case .attributeKey(let replace, let existing, _) = found else { return XCTFail() }
    XCTAssertEqual(text(bytes, replace), "CYL")
    XCTAssertEqual(existing, ["CYLTabBarItemTitle"])
  }

  func testImageNameInsideValueString() {
    let (found, bytes) = context("@{ CYLTabBarItemImage : @\"ho|me\" }", .objectiveC)
    guard case .imageName(let replace, let prefix) = found else { return XCTFail() }
    XCTAssertEqual(text(bytes, replace), "home")
    XCTAssertEqual(prefix, "ho")
    guard case .imageName = context("UIImage(named: \"|\")", .swift).0 else { return XCTFail() }
    guard case .imageName = context("[UIImage imageNamed:@\"x|\"]", .objectiveC).0 else { return XCTFail() }
  }

  func testSwiftUIImageNames() {
    let (found, bytes) = context("Tab(\"Chats\", image: \"ch|\") { ChatsView() }", .swift)
    guard case .imageName(let replace, let prefix) = found else { return XCTFail() }
    XCTAssertEqual(prefix, "ch")
    XCTAssertEqual(text(bytes, replace), "ch")
    guard case .imageName = context("Image(\"|\")", .swift).0 else { return XCTFail() }
    guard case .imageName = context("Label(\"Home\", image: \"h|\")", .swift).0 else { return XCTFail() }
    XCTAssertNil(context("Label(\"Home\", systemImage: \"h|\")", .swift).0, "SF Symbols are not the catalog's")
  }

  func testSwiftUITitlesAreLocalizationKeys() {
    for source in [
      "Tab(\"Ch|ats\", image: \"x\")", "Text(\"H|\")", "Label(\"|\", image: \"home\")", "TabSection(\"L|\")",
    ] {
      guard case .localizationKey(_, let prefix)? = context(source, .swift).0 else {
        XCTFail(source)
        continue
      }
      XCTAssertFalse(prefix.contains("\""), source)
    }
    XCTAssertNil(context("Text(verbatim: \"H|\")", .swift).0, "a verbatim text is no key")
    XCTAssertNil(context("Text(\"a\" + \"b|\")", .swift).0, "only the first argument's literal")
  }

  func testTabIdentifier() {
    guard
      case .tabIdentifier(_, let prefix) = context("[self cyl_selectTabBarItemWithIdentifier:@\"me|\"];", .objectiveC).0
    else { return XCTFail() }
    XCTAssertEqual(prefix, "me")
  }

  func testLottieKeypathKey() {
    let source = "[CYLTabBarLottieURL: url, CYLTabBarLottieDarkColors: [\"Icon.|\": UIColor.white]]"
    guard case .lottieKeypath(_, let prefix, _) = context(source, .swift).0 else { return XCTFail() }
    XCTAssertEqual(prefix, "Icon.")
  }
}
