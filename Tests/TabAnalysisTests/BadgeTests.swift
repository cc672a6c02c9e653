import XCTest

@testable import Raster
@testable import TabAnalysis

/// Badges in the style of the API that sets them: CYLTabBarController's own (`cyl_showBadgeValue:` and
/// `cyl_showBadge` on `viewControllers[N]`, drawn in CYL's style on the bar's Nth item), and UIKit's `badgeValue`
/// with its `badgeColor`.
final class BadgeTests: XCTestCase {
  func calls(_ source: String, _ dialect: Dialect) -> [String] {
    SourceScanner.scan(Array(source.utf8), dialect: dialect).cylBadges.map { "\($0.tabIndex)=\($0.value)" }
  }

  /// A CYL bar of two tabs, made in `tabBarController`.
  let twoTabs = """
    NSArray *attributes = @[
      @{ CYLTabBarItemTitle : @"Home", CYLTabBarItemImage : @"home" },
      @{ CYLTabBarItemTitle : @"Inbox", CYLTabBarItemImage : @"inbox" },
    ];
    CYLTabBarController *tabBarController = [CYLTabBarController tabBarControllerWithViewControllers:controllers
                                                                       tabBarItemsAttributes:attributes];

    """

  /// The preview spec of the CYL bar of `config` (Objective-C), with `others` (Objective-C files) in the workspace.
  func cylSpec(_ config: String, others: [String] = []) throws -> LayoutSpec {
    let scan = SourceScanner.scan(Array(config.utf8), dialect: .objectiveC)
    var facts: [String: WorkspaceIndex.SourceFacts] = ["Config.m": .init(scan: scan)]
    for (position, other) in others.enumerated() {
      facts["Other\(position).m"] = .init(scan: SourceScanner.scan(Array(other.utf8), dialect: .objectiveC))
    }
    var index = WorkspaceIndex()
    index.setSourceFacts(facts)
    let bar = try XCTUnwrap(scan.model.bars.first { $0.library == .cylTabBarController })
    let device = DevicePresets.device(try XCTUnwrap(DevicePresets.preset(named: "iPhone 15")), landscape: false)
    return PreviewSpec.spec(for: bar, in: scan.model, scan: scan, index: index, device: device, os: .iOS18)
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
    let spec = try cylSpec(config, others: [elsewhere])
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
    let spec = PreviewSpec.spec(
      for: bar, in: scan.model, scan: scan, index: WorkspaceIndex(), device: device, os: .iOS18)
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

  func appearances(_ source: String, _ dialect: Dialect) -> [Int: CYLBadgeAppearance] {
    var index = WorkspaceIndex()
    index.setSourceFacts(["A": .init(scan: SourceScanner.scan(Array(source.utf8), dialect: dialect))])
    return index.cylBadgeAppearances
  }

  /// CYL's README sets a tab's badge properties by index before showing it.
  func testObjectiveCBadgeProperties() throws {
    let source = """
      [self.viewControllers[4] cyl_setBadgeBackgroundColor:[UIColor blueColor]];
      [self.viewControllers[4] cyl_setBadgeCenterOffset:CGPointMake(-5, 3)];
      [self.viewControllers[4] cyl_setBadgeRadius:11/2];
      [self.viewControllers[3] cyl_setBadgeMargin:-5];
      [self.viewControllers[3] cyl_setBadgeFont:[UIFont systemFontOfSize:12]];
      [self.viewControllers[3] cyl_setBadgeMaximumBadgeNumber:9];
      [self.viewControllers[3] cyl_setBadgeMargin:4];
      self.viewControllers[2].cyl_badgeCornerRadius = 2.5;
      [self.viewControllers[2] cyl_setBadgeRadius:radius];
      [self.viewControllers[2] cyl_setBadgeMargin:1e999];
      [self.navigationController cyl_setBadgeRadius:3];
      [self.viewControllers[1] cyl_setBadgeRadius:1/0];
      [self.viewControllers[1] cyl_setBadgeWidth:3];
      """
    let found = appearances(source, .objectiveC)
    XCTAssertEqual(found.keys.sorted(), [2, 3, 4], "a variable, an infinity, a division by 0, no index: not read")
    let four = try XCTUnwrap(found[4])
    XCTAssertEqual(four.backgroundColor, "[UIColor blueColor]")
    XCTAssertEqual(four.centerOffset, Point(-5, 3))
    XCTAssertEqual(four.radius, 5, "11/2 is an integer division in Objective-C")
    let three = try XCTUnwrap(found[3])
    XCTAssertEqual(three.margin, 4, "the last setting wins")
    XCTAssertEqual(three.fontSize, 12)
    XCTAssertEqual(three.fontIsBold, false)
    XCTAssertEqual(three.maximumNumber, 9)
    XCTAssertEqual(found[2]?.cornerRadius, 2.5)
  }

  func testSwiftBadgeProperties() throws {
    let source = """
      tabBarController.viewControllers?[1].cyl_badgeRadius = 11/2
      viewControllers![1].cyl_setBadgeCenterOffset(CGPoint(x: 2, y: -1))
      viewControllers?[1].cyl_badgeTextColor = .black
      viewControllers?[1].cyl_badgeFont = .boldSystemFont(ofSize: 11)
      viewControllers?[1].cyl_badgeMargin = 100000
      if viewControllers?[2].cyl_badgeRadius == 3 {}
      viewControllers?[2].cyl_badgeFont = UIFont(name: "Avenir-Heavy", size: 80)
      """
    let found = appearances(source, .swift)
    XCTAssertEqual(found.keys.sorted(), [1], "a comparison sets nothing; an 80 pt font is not read")
    let one = try XCTUnwrap(found[1])
    XCTAssertEqual(one.radius, 5.5, "Swift divides CGFloat literals")
    XCTAssertEqual(one.centerOffset, Point(2, -1))
    XCTAssertEqual(one.textColor, ".black")
    XCTAssertEqual(one.fontSize, 11)
    XCTAssertEqual(one.fontIsBold, true)
    XCTAssertEqual(one.margin, 200, "clamped")
  }

  /// layout.md §6 with the tab's properties: a 25 pt icon at the origin.
  func testBadgePropertiesMoveAndSizeTheBadge() throws {
    let icon = Rect(0, 0, 25, 25)
    var dot = CYLBadgeAppearance()
    dot.radius = 5
    dot.centerOffset = Point(-5, 3)
    assertRect(LayoutEngine.badgeFrame(.dot, host: icon, appearance: dot), Rect(17, -2, 10, 10), "dot")
    var text = CYLBadgeAppearance()
    text.margin = 4
    text.fontSize = 12
    text.fontIsBold = false
    text.maximumNumber = 9
    // 12 pt: a line 14.32 pt high → 15, plus the margin.
    let width = TextMetrics.width(of: "9+", pointSize: 12, bold: false).rounded(.up) + 4
    let frame = try XCTUnwrap(LayoutEngine.badgeFrame(.text("10"), host: icon, appearance: text))
    assertRect(frame, Rect(27 - max(width, 19) / 2, -9.5, max(width, 19), 19), "10 past a maximum of 9")
    var item = LayoutItem(title: "A", badge: .text("10"))
    item.cylBadge = text
    XCTAssertEqual(item.shownBadge, "9+")
    XCTAssertNil(LayoutEngine.badgeFrame(.text("0"), host: icon, appearance: text), "0 is still hidden")
  }

  func testBadgePropertiesColourTheBadgeInAPreview() throws {
    let config =
      twoTabs + """
        [tabBarController.viewControllers[1] cyl_setBadgeBackgroundColor:[UIColor blueColor]];
        [tabBarController.viewControllers[1] cyl_setBadgeTextColor:[UIColor blackColor]];
        [tabBarController.viewControllers[1] cyl_setBadgeCornerRadius:1];
        [tabBarController.viewControllers[1] cyl_showBadgeValue:@"8" animationType:CYLBadgeAnimTypeNone];
        """
    let spec = try cylSpec(config)
    XCTAssertEqual(spec.items[1].badgeColor, "[UIColor blueColor]")
    let layout = LayoutEngine.layout(spec)
    let frame = try XCTUnwrap(layout.items[1].badge)
    let image = PNGPreview.render(spec, layout: layout, images: PNGPreview.Images(), scale: 2)
    let top = PNGPreview.overhang(layout)
    func pixel(_ x: Double, _ y: Double) -> [Int] {
      let p = image[Int(((frame.x + x) * 2).rounded(.down)), Int(((frame.y + y + top) * 2).rounded(.down))]
      return [Int(p.r), Int(p.g), Int(p.b)]
    }
    XCTAssertEqual(pixel(1, frame.height / 2), [0, 0, 255], "blue, clear of the digit")
    XCTAssertEqual(pixel(0.75, 0.75), [0, 0, 255], "a 1 pt corner leaves the capsule's corner filled")
    var dark = 0
    for y in 0..<Int(frame.height * 2) {
      for x in 0..<Int(frame.width * 2) where pixel(Double(x) / 2, Double(y) / 2).allSatisfy({ $0 < 60 }) { dark += 1 }
    }
    XCTAssertGreaterThan(dark, 4, "the digit is drawn in black")
  }

  /// The layout sizes a capsule from estimated advances; the drawing grows it to the font's real text and margin.
  /// TestFont's "ABC" is 2 em wide: at 13 pt, 26 pt of text and 10 of margin, where the estimate gives 32 pt.
  func testCapsuleGrowsToTheTextItsFontDraws() throws {
    let device = DevicePresets.device(try XCTUnwrap(DevicePresets.preset(named: "iPhone 15")), landscape: false)
    let spec = LayoutSpec(device: device, items: [LayoutItem(title: "A", badge: .uikit("ABC"))])
    let layout = LayoutEngine.layout(spec)
    let frame = try XCTUnwrap(layout.items[0].badge)
    XCTAssertEqual(frame.width, 32)
    var images = PNGPreview.Images()
    images.outlineFonts = [try TrueTypeFont(bytes: TestFont.bytes())]
    let image = PNGPreview.render(spec, layout: layout, images: images, scale: 2)
    // The middle row, where the capsule is as wide as it is (the text in it is white).
    let y = Int((frame.midY + PNGPreview.overhang(layout)) * 2)
    let red = (0..<image.width).filter { x in image[x, y].r > 240 && image[x, y].g < 80 && image[x, y].b < 80 }
    let first = try XCTUnwrap(red.first)
    XCTAssertEqual(Double(first), frame.x * 2, accuracy: 1, "it grows from its left edge, as UIKit's does")
    XCTAssertEqual(try XCTUnwrap(red.last) + 1 - first, 72, accuracy: 2, "36 pt at scale 2")
  }

  /// `CYLBadgeAppearance` sets every badge's properties; a tab's own settings win over it.
  func testGlobalBadgeAppearance() throws {
    let objc = """
      CYLBadgeAppearance *appearance = [CYLBadgeAppearance sharedAppearance];
      appearance.badgeRadius = 6;
      [appearance setBadgeMargin:10];
      [[CYLBadgeAppearance sharedAppearance] setMaximumBadgeNumber:999];
      [CYLBadgeAppearance sharedAppearance].badgeBackgroundColor = [UIColor greenColor];
      other.badgeRadius = 9;
      [other setBadgeMargin:1];
      """
    let swift = """
      let look = CYLBadgeAppearance.shared
      look.badgeFont = .systemFont(ofSize: 11)
      CYLBadgeAppearance.shared.badgeCenterOffset = CGPoint(x: 1, y: 2)
      look.textColor = .black
      """
    for (source, dialect, expected) in [(objc, Dialect.objectiveC, 0), (swift, .swift, 1)] {
      let appearance = SourceScanner.scan(Array(source.utf8), dialect: dialect).cylBadgeAppearance
      if expected == 0 {
        XCTAssertEqual(appearance.radius, 6, "other receivers are not the appearance")
        XCTAssertEqual(appearance.margin, 10)
        XCTAssertEqual(appearance.maximumNumber, 999)
        XCTAssertEqual(appearance.backgroundColor, "[UIColor greenColor]")
      } else {
        XCTAssertEqual(appearance.fontSize, 11)
        XCTAssertEqual(appearance.fontIsBold, false)
        XCTAssertEqual(appearance.centerOffset, Point(1, 2))
        XCTAssertEqual(appearance.textColor, ".black")
      }
    }
    let config =
      twoTabs + """
        [tabBarController.viewControllers[0] cyl_showBadgeValue:@"1000" animationType:CYLBadgeAnimTypeNone];
        [tabBarController.viewControllers[1] cyl_setBadgeRadius:2];
        [tabBarController.viewControllers[1] cyl_showBadge];
        """
    let spec = try cylSpec(config, others: [objc])
    XCTAssertEqual(spec.items[0].shownBadge, "999+", "the global maximum")
    XCTAssertEqual(spec.items[0].badgeColor, "[UIColor greenColor]")
    XCTAssertEqual(spec.items[1].cylBadge.radius, 2, "the tab's own radius over the global one")
    XCTAssertEqual(spec.items[1].cylBadge.margin, 10)
  }
}
