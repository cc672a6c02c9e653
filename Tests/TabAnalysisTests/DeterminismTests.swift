import XCTest

@testable import TabAnalysis

/// Did-you-mean candidates never depend on a `Dictionary`'s hash order: the closest wins, then byte order.
final class DeterminismTests: XCTestCase {
  func testTiesAreBrokenByName() {
    let names = (0..<50).map { "home_\(Character(UnicodeScalar(UInt8(65 + $0 % 26))))\($0 / 26)" }
    for rotation in [0, 7, 23] {
      let rotated = Array(names[rotation...] + names[..<rotation])
      XCTAssertEqual(NearestName.best(to: "home_A", in: rotated, maximumDistance: 2), "home_A0")
      XCTAssertEqual(NearestName.best(to: "home_Zz", in: rotated.reversed(), maximumDistance: 2), "home_Z0")
    }
    XCTAssertNil(NearestName.best(to: "x", in: names, maximumDistance: 1))
  }

  func testImageSuggestionIsTheSameForEveryCatalogOrder() {
    func suggestion(_ order: [String]) -> String? {
      var index = WorkspaceIndex()
      index.images = ImageIndex.build(
        catalogContents: order.map { ("A.xcassets/\($0).imageset/Contents.json", Array(#"{"images":[]}"#.utf8)) },
        looseFiles: [])
      return ImageNotFoundRule.nearestImage(to: "tab_c", in: index.images)
    }
    XCTAssertEqual(suggestion(["tab_b", "tab_a", "tab_d"]), "tab_a")
    XCTAssertEqual(suggestion(["tab_d", "tab_a", "tab_b"]), "tab_a")
  }
}
