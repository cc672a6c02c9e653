import XCTest

@testable import TabAnalysis

/// TAB105's quick fix: a dark twin under a suffix the library does not look up becomes an explicit dark key.
final class DarkTwinFixTests: XCTestCase {
  func findings(_ source: String, path: String, images: [String]) -> [Finding] {
    var index = WorkspaceIndex()
    index.images = ImageIndex.build(
      catalogContents: images.map { ("A.xcassets/\($0).imageset/Contents.json", Array(#"{"images":[]}"#.utf8)) },
      looseFiles: [])
    return Analyzer.analyze(path: path, bytes: Array(source.utf8), index: index).filter { $0.code == "TAB105" }
  }

  func applying(_ finding: Finding, to source: String) -> String {
    var bytes = Array(source.utf8)
    bytes.replaceSubrange(finding.range.start..<finding.range.end, with: Array(finding.replacement!.utf8))
    return String(decoding: bytes, as: UTF8.self)
  }

  func testObjectiveCTwinIsNamedExplicitly() throws {
    let source = """
      NSDictionary *d = @{
          CYLTabBarItemTitle : @"Messages",
          CYLTabBarItemImage : @"message_normal",  // icon
      };
      """
    let finding = try XCTUnwrap(
      findings(source, path: "A.m", images: ["message_normal", "message_normal_night"]).first)
    XCTAssertEqual(
      applying(finding, to: source),
      """
      NSDictionary *d = @{
          CYLTabBarItemTitle : @"Messages",
          CYLTabBarItemImage : @"message_normal",
          CYLTabBarItemDarkImage : @"message_normal_night",  // icon
      };
      """)
  }

  func testSwiftTwinAndNoTwin() throws {
    let source = """
      let item: [AnyHashable: Any] = [
        CYLTabBarItemTitle: "Home",
        CYLTabBarItemSelectedImage: "home_on",
      ]
      """
    let finding = try XCTUnwrap(findings(source, path: "A.swift", images: ["home_on", "home_onDark"]).first)
    XCTAssertTrue(applying(finding, to: source).contains("\n  CYLTabBarItemSelectedDarkImage: \"home_onDark\",\n"))
    let plain = try XCTUnwrap(findings(source, path: "A.swift", images: ["home_on"]).first)
    XCTAssertNil(plain.replacement, "no twin: nothing to name")
  }
}
