import TabAnalysis
import XCTest

/// An edited file's facts replace the old ones in the index whenever any of them changes: what another file's
/// findings and previews read of a PlusButton (its context, offset, index, or whether it has an index at all).
final class IndexUpdateTests: XCTestCase {
  static func plusButton(_ methods: String) -> WorkspaceIndex.SourceFacts {
    let source = """
      @interface P : CYLPlusButton <CYLPlusButtonSubclassing>
      @end
      @implementation P
      + (id)plusButton { return [P buttonWithType:UIButtonTypeCustom]; }
      \(methods)
      @end
      """
    return WorkspaceIndex.SourceFacts(scan: SourceScanner.scan(Array(source.utf8), dialect: .objectiveC))
  }

  func testEveryPlusButtonFieldReachesTheIndex() throws {
    let variants = [
      "+ (NSUInteger)indexOfPlusButtonInTabBar { return -1; }",
      "",
      "+ (NSString *)tabBarContext { return @\"home\"; }",
      "+ (NSString *)tabBarContext { return @\"feed\"; }",
      "+ (CGFloat)constantOfPlusButtonCenterYOffsetForTabBarHeight:(CGFloat)h { return -10; }",
      "+ (CGFloat)multiplierOfTabBarHeight:(CGFloat)h { return 0.3; }",
    ]
    var index = WorkspaceIndex()
    index.setSourceFacts(["P.m": Self.plusButton(variants[0])])
    for variant in variants.dropFirst() {
      let facts = Self.plusButton(variant)
      index.updateSourceFacts(path: "P.m", facts)
      let indexed = try XCTUnwrap(index.plusButtons.first?.plus)
      XCTAssertEqual(indexed, try XCTUnwrap(facts.plusButtons.first), variant)
    }
  }
}
