import JSON
import XCTest

@testable import Raster
@testable import TabAnalysis

/// CYLTabBarController's controller-wide `imageInsets:` and `titlePositionAdjustment:`, and each item's own
/// (layout.md §4: a non-zero per-item value wins), in previews and `tabls layout`.
final class CYLAdjustmentTests: XCTestCase {
  let objc = """
    NSArray *attributes = @[
      @{ CYLTabBarItemTitle : @"Home", CYLTabBarItemImage : @"home" },
      @{ CYLTabBarItemTitle : @"Inbox", CYLTabBarItemImage : @"inbox",
         CYLTabBarItemTitlePositionAdjustment : [NSValue valueWithUIOffset:UIOffsetMake(0, -6)],
         CYLTabBarItemImageInsets : [NSValue valueWithUIEdgeInsets:UIEdgeInsetsMake(1e999, 0, 0, 0)] },
    ];
    UIEdgeInsets imageInsets = UIEdgeInsetsMake(4.5, 0, -4.5, 0);
    UIOffset titlePositionAdjustment = UIOffsetMake(0, -3.5);
    CYLTabBarController *tabBarController = [CYLTabBarController
        tabBarControllerWithViewControllers:controllers tabBarItemsAttributes:attributes imageInsets:imageInsets
                    titlePositionAdjustment:titlePositionAdjustment context:nil];
    """

  func testControllerWideValuesAreRead() {
    let scan = SourceScanner.scan(Array(objc.utf8), dialect: .objectiveC)
    XCTAssertEqual(scan.controllerImageInsets, EdgeInsets(top: 4.5, left: 0, bottom: -4.5, right: 0))
    XCTAssertEqual(scan.controllerTitleAdjustment, Point(0, -3.5))
    let swift = """
      let controller = CYLTabBarController(
        viewControllers: controllers, tabBarItemsAttributes: attributes,
        imageInsets: UIEdgeInsets(top: 2, left: 0, bottom: -2, right: 0),
        titlePositionAdjustment: UIOffset(horizontal: 1, vertical: -1), context: nil)
      button.configure(imageInsets: UIEdgeInsets(top: 9, left: 9, bottom: 9, right: 9))
      """
    let swiftScan = SourceScanner.scan(Array(swift.utf8), dialect: .swift)
    XCTAssertEqual(swiftScan.controllerImageInsets, EdgeInsets(top: 2, left: 0, bottom: -2, right: 0))
    XCTAssertEqual(swiftScan.controllerTitleAdjustment, Point(1, -1))
    let other = SourceScanner.scan(
      Array("button.configure(imageInsets: UIEdgeInsets(top: 9, left: 9, bottom: 9, right: 9))".utf8), dialect: .swift)
    XCTAssertNil(other.controllerImageInsets, "a call without tabBarItemsAttributes is not CYL's initializer")
  }

  /// layout.md §11's item check: a 49 pt slot, a 25 × 25 icon, the title 12 pt high; a title adjustment of −3.5
  /// puts the title at y 31.5 and the icon at (31.5 − 25) / 2 = 3.25; the second item's own −6 wins: 29 and 2.
  func testTheyMoveTitlesAndIcons() throws {
    let scan = SourceScanner.scan(Array(objc.utf8), dialect: .objectiveC)
    var index = WorkspaceIndex()
    index.setSourceFacts(["A.m": .init(scan: scan)])
    let bar = try XCTUnwrap(scan.model.bars.first { $0.library == .cylTabBarController })
    let device = DevicePresets.device(try XCTUnwrap(DevicePresets.preset(named: "iPhone 15")), landscape: false)
    var spec = PreviewSpec.spec(for: bar, in: scan.model, scan: scan, index: index, device: device)
    XCTAssertEqual(spec.items[1].imageInsets, EdgeInsets(), "an infinite inset is not read")
    for position in spec.items.indices { spec.items[position].image = Size(25, 25) }
    spec.style = .flat
    let layout = LayoutEngine.layout(spec)
    let first = layout.items[0], second = layout.items[1]
    XCTAssertEqual(try XCTUnwrap(first.title).y - first.frame.y, 31.5, accuracy: 0.01)
    XCTAssertEqual(first.icon.y - first.frame.y, 3.25, accuracy: 0.01)
    XCTAssertEqual(try XCTUnwrap(second.title).y - second.frame.y, 29, accuracy: 0.01)
    XCTAssertEqual(second.icon.y - second.frame.y, 2, accuracy: 0.01)
    spec.style = .classic
    let classic = LayoutEngine.layout(spec).items[0]
    XCTAssertEqual(classic.icon.y - classic.frame.y, 3.25 + 4.5, accuracy: 0.01, "UIKit insets move the icon down")
    XCTAssertEqual(classic.icon.height, 25, accuracy: 0.01, "(t, 0, −t, 0) keeps its size")
  }

  func testLayoutSpecTakesThemPerItem() throws {
    let json = try JSONParser.parse(
      Array(
        #"{"items": [{"title": "A", "titlePositionAdjustment": {"vertical": -6}, "imageInsets": {"top": 2}}]}"#.utf8))
    let spec = try LayoutSpec(json: json)
    XCTAssertEqual(spec.items[0].titlePositionAdjustment, Point(0, -6))
    XCTAssertEqual(spec.items[0].imageInsets, EdgeInsets(top: 2))
    let absurd = try JSONParser.parse(Array(#"{"items": [{"imageInsets": {"top": 1e300}}]}"#.utf8))
    XCTAssertThrowsError(try LayoutSpec(json: absurd)) { error in
      XCTAssertEqual("\(error)", "'items[0].imageInsets.top' must be from -10000.0 to 10000.0")
    }
    func document(items count: Int) -> JSON {
      ["items": .array(Array(repeating: JSON.object(JSONObject()), count: count))]
    }
    XCTAssertThrowsError(try LayoutSpec(json: document(items: LayoutSpec.maximumItems + 1))) { error in
      XCTAssertEqual("\(error)", "'items' has 1001 items; a spec may have at most 1000")
    }
    XCTAssertNoThrow(try LayoutSpec(json: document(items: LayoutSpec.maximumItems)))
  }
}
