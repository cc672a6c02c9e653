import XCTest

@testable import TabAnalysis

/// Badges in the style of the API that sets them: CYLTabBarController's own (`cyl_showBadgeValue:` and
/// `cyl_showBadge` on `viewControllers[N]`, drawn in CYL's style on the bar's Nth item), and UIKit's `badgeValue`
/// with its `badgeColor`.
final class BadgeTests: XCTestCase {
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

  func testUIKitBadgeColourInBothAppearances() throws {
    let source = """
      let home = HomeViewController()
      home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: "home"), selectedImage: nil)
      home.tabBarItem.badgeValue = "3"
      home.tabBarItem.badgeColor = .systemBlue
      let controller = TabBarController(viewControllers: [home], anchor: .bottom)
      """
    let scan = SourceScanner.scan(Array(source.utf8), dialect: .swift)
    let bar = try XCTUnwrap(scan.model.bars.first)
    let device = DevicePresets.device(try XCTUnwrap(DevicePresets.preset(named: "iPhone 15")), landscape: false)
    let spec = PreviewSpec.spec(for: bar, in: scan.model, scan: scan, index: WorkspaceIndex(), device: device)
    XCTAssertEqual(spec.items.first?.badgeColor, ".systemBlue")
    let layout = LayoutEngine.layout(spec)
    let frame = try XCTUnwrap(layout.items.first?.badge)
    for (dark, blue) in [(false, (0, 122, 255)), (true, (10, 132, 255))] {
      let image = PNGPreview.render(spec, layout: layout, images: PNGPreview.Images(), dark: dark, scale: 2)
      let top = PNGPreview.overhang(layout)
      // The capsule's left quarter, clear of the digit.
      let pixel = image[Int((frame.x + 3) * 2), Int((frame.midY + top) * 2)]
      XCTAssertEqual([Int(pixel.r), Int(pixel.g), Int(pixel.b)], [blue.0, blue.1, blue.2], dark ? "dark" : "light")
    }
  }

  /// CYL's badge rises above the bar, so the image grows by the overhang: the capsule is drawn where the layout puts
  /// it, below that margin, not a margin higher.
  func testBadgeAboveTheBarIsDrawnWhereTheLayoutPutsIt() throws {
    let device = DevicePresets.device(try XCTUnwrap(DevicePresets.preset(named: "iPhone 15")), landscape: false)
    let spec = LayoutSpec(device: device, items: [LayoutItem(title: "A", badge: .text("3"))])
    let layout = LayoutEngine.layout(spec)
    let frame = try XCTUnwrap(layout.items[0].badge)
    let top = PNGPreview.overhang(layout)
    XCTAssertGreaterThan(top, 0, "the badge reaches above the bar")
    let image = PNGPreview.render(spec, layout: layout, images: PNGPreview.Images(), scale: 2)
    let red = (0..<image.height).filter { y in
      (0..<image.width).contains { x in image[x, y].r > 240 && image[x, y].g < 80 && image[x, y].b < 80 }
    }
    XCTAssertEqual(Double(try XCTUnwrap(red.first)), (frame.y + top) * 2, accuracy: 1, "its top")
    XCTAssertEqual(Double(try XCTUnwrap(red.last)) + 1, (frame.y + frame.height + top) * 2, accuracy: 1, "its bottom")
  }
}
