import XCTest

@testable import TabAnalysis

/// CYLTabBarController's own badges: read from `cyl_showBadgeValue:` and `cyl_showBadge` on
/// `viewControllers[N]`, and drawn in CYL's style on the bar's Nth item.
final class CYLBadgeTests: XCTestCase {
  func calls(_ source: String, _ dialect: Dialect) -> [String] {
    SourceScanner.scan(Array(source.utf8), dialect: dialect).cylBadges.map { "\($0.tabIndex)=\($0.value)" }
  }

  func testObjectiveCCalls() {
    let source = """
      [tabBarController.viewControllers[0] cyl_showBadge];
      [self.viewControllers[1] cyl_showBadgeValue:@"3" animationType:CYLBadgeAnimTypeShake];
      [self.viewControllers[2] cyl_showBadgeValue:@"new" animationType:CYLBadgeAnimTypeBreathe];
      [self.viewControllers[3] cyl_showTabBadgePoint];
      [self.navigationController.tabBarItem cyl_showBadgeValue:@"9" animationType:CYLBadgeAnimTypeNone];
      [self.viewControllers[4] cyl_showBadgeValue:value animationType:CYLBadgeAnimTypeNone];
      [self.viewControllers[99999999999999999999] cyl_showBadge];
      """
    XCTAssertEqual(
      calls(source, .objectiveC), ["0=", "1=3", "2=new", "3="],
      "a receiver that is no index, a value that is no literal and an absurd index are left alone")
  }

  func testSwiftCalls() {
    let source = """
      tabBarController.viewControllers?[1].cyl_showBadgeValue("12", animationType: .scale)
      viewControllers![0].cyl_showBadge()
      viewControllers[2].cyl_showBadgeValue("\\(count)", animationType: .scale)
      navigationController?.cyl_showBadge()
      """
    XCTAssertEqual(calls(source, .swift), ["1=12", "0="], "an interpolated value is not static")
  }

  func testTheyAreDrawnOnTheBarsItemsInCYLStyle() throws {
    let config = """
      NSArray *attributes = @[
        @{ CYLTabBarItemTitle : @"Home", CYLTabBarItemImage : @"home" },
        @{ CYLTabBarItemTitle : @"Inbox", CYLTabBarItemImage : @"inbox" },
        @{ CYLTabBarItemTitle : @"Me", CYLTabBarItemImage : @"me" },
      ];
      CYLTabBarController *tabBarController = [CYLTabBarController tabBarControllerWithViewControllers:controllers
                                                                         tabBarItemsAttributes:attributes];
      """
    let elsewhere = """
      [tabBarController.viewControllers[1] cyl_showBadgeValue:@"120" animationType:CYLBadgeAnimTypeNone];
      [tabBarController.viewControllers[2] cyl_showBadge];
      [tabBarController.viewControllers[7] cyl_showBadge];
      """
    let scan = SourceScanner.scan(Array(config.utf8), dialect: .objectiveC)
    var index = WorkspaceIndex()
    index.setSourceFacts([
      "Config.m": .init(scan: scan),
      "Other.m": .init(scan: SourceScanner.scan(Array(elsewhere.utf8), dialect: .objectiveC)),
    ])
    let bar = try XCTUnwrap(scan.model.bars.first { $0.library == .cylTabBarController })
    let device = DevicePresets.device(try XCTUnwrap(DevicePresets.preset(named: "iPhone 15")), landscape: false)
    let spec = PreviewSpec.spec(for: bar, in: scan.model, scan: scan, index: index, device: device)
    XCTAssertEqual(spec.items.map(\LayoutItem.badge), [nil, .text("120"), .dot], "the index past the items is no tab")
    XCTAssertEqual(spec.items[1].badge?.shown, "99+")
  }
}
