import XCTest

@testable import SourceText
@testable import TabAnalysis

/// The tab bar colours the code sets (`BarColors`), in both dialects, and the preview that paints with them.
final class BarColorTests: XCTestCase {
  func colors(_ source: String, _ dialect: Dialect) -> [String?] {
    let colors = SourceScanner.scan(Array(source.utf8), dialect: dialect).barColors
    return BarColors.Role.allCases.map { colors[$0] }
  }

  func testObjectiveC() {
    let source = """
      self.tabBar.tintColor = [UIColor redColor];
      [[UITabBar appearance] setUnselectedItemTintColor:[UIColor grayColor]];
      [[UITabBar appearance] setBarTintColor:[UIColor colorWithWhite:0.1 alpha:1]];
      self.navigationController.navigationBar.tintColor = [UIColor greenColor];
      [self.view setBackgroundColor:[UIColor blueColor]];
      NSMutableDictionary *normalAttrs = [NSMutableDictionary dictionary];
      normalAttrs[NSForegroundColorAttributeName] = [UIColor darkGrayColor];
      normalAttrs[NSFontAttributeName] = [UIFont systemFontOfSize:12.0f];
      NSDictionary *selectedAttrs = @{ NSFontAttributeName : font, NSForegroundColorAttributeName : [UIColor blackColor] };
      UITabBarItem *tabBar = [UITabBarItem appearance];
      [tabBar setTitleTextAttributes:normalAttrs forState:UIControlStateNormal];
      [tabBar setTitleTextAttributes:selectedAttrs forState:UIControlStateSelected];
      [[UIBarButtonItem appearance] setTitleTextAttributes:@{ NSForegroundColorAttributeName : UIColor.whiteColor } forState:UIControlStateNormal];
      """
    XCTAssertEqual(
      colors(source, .objectiveC),
      [
        "[UIColor redColor]", "[UIColor grayColor]", "[UIColor blackColor]", "[UIColor darkGrayColor]",
        "[UIColor colorWithWhite:0.1 alpha:1]", nil, nil,
      ], "a navigation bar, a view and bar button items are no tab bar")
    let source2 =
      "[[UITabBarItem appearance] setTitleTextAttributes:@{NSFontAttributeName : [UIFont fontWithName:@\"A\" size:500]} forState:UIControlStateNormal];"
    XCTAssertEqual(SourceScanner.scan(Array(source.utf8), dialect: .objectiveC).titleFontSize, 12)
    XCTAssertFalse(SourceScanner.scan(Array(source.utf8), dialect: .objectiveC).titleFontIsBold)
    XCTAssertNil(SourceScanner.scan(Array(source2.utf8), dialect: .objectiveC).titleFontSize, "past 64 pt")
  }

  func testSwiftAppearances() {
    let source = """
      let appearance = UITabBarAppearance()
      appearance.configureWithOpaqueBackground()
      appearance.backgroundColor = UIColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)
      appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
      appearance.stackedLayoutAppearance.normal.iconColor = .systemGray
      appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.white]
      appearance.inlineLayoutAppearance.selected.iconColor = .systemRed
      appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemBlue
      tabBar.standardAppearance = appearance
      UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.lightGray], for: .normal)
      appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 11, weight: .bold)]
      appearance.shadowColor = .clear
      tabBar.layer.shadowColor = UIColor.black.cgColor
      """
    XCTAssertEqual(
      colors(source, .swift),
      [
        ".systemPink", ".systemGray", "UIColor.white", "UIColor.lightGray",
        "UIColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)", ".systemBlue", ".clear",
      ], "the inline layout is not the portrait iPhone's; a layer's shadow is no top line")
    XCTAssertEqual(SourceScanner.scan(Array(source.utf8), dialect: .swift).titleFontSize, 11)
    XCTAssertTrue(SourceScanner.scan(Array(source.utf8), dialect: .swift).titleFontIsBold, "weight: .bold")
    XCTAssertEqual(
      colors("UITabBar.appearance().tintColor = .orange\nself.tabBarController?.tabBar.barTintColor = .black", .swift),
      [".orange", nil, nil, nil, ".black", nil, nil])
  }

  func testATransparentAppearanceHasNoBackgroundAndNoTopLine() {
    let transparent = """
      let look = UITabBarAppearance()
      look.configureWithTransparentBackground()
      tabBar.scrollEdgeAppearance = look
      """
    XCTAssertEqual(colors(transparent, .swift), [nil, nil, nil, nil, "UIColor.clear", nil, "UIColor.clear"])
    XCTAssertEqual(UIColorExpression.color("UIColor.clear", dark: false)?.a, 0)
    let objc = "UITabBarAppearance *look = [UITabBarAppearance new];\n[look configureWithTransparentBackground];\n"
    XCTAssertEqual(colors(objc, .objectiveC)[4], "UIColor.clear")
    // A colour set after it wins, as at run time; an opaque configuration brings the system's back.
    XCTAssertEqual(colors(transparent + "\nlook.backgroundColor = .white", .swift)[4], ".white")
    XCTAssertEqual(colors(transparent + "\nlook.configureWithOpaqueBackground()", .swift)[4], nil)
  }

  func testPreviewPaintsTheBarInItsColours() throws {
    let source = """
      let home = HomeViewController()
      home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: "home"), selectedImage: nil)
      let inbox = InboxViewController()
      inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(named: "inbox"), selectedImage: nil)
      let controller = TabBarController(viewControllers: [home, inbox], anchor: .bottom)
      controller.tabBar.barTintColor = .black
      controller.tabBar.tintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
      controller.tabBar.unselectedItemTintColor = UIColor(white: 0.5, alpha: 1)
      """
    let scan = SourceScanner.scan(Array(source.utf8), dialect: .swift)
    let bar = try XCTUnwrap(scan.model.bars.first)
    let device = DevicePresets.device(try XCTUnwrap(DevicePresets.preset(named: "iPhone 15")), landscape: false)
    let spec = PreviewSpec.spec(
      for: bar, in: scan.model, scan: scan, index: WorkspaceIndex(), device: device, os: .iOS18)
    let layout = LayoutEngine.layout(spec)
    let image = PNGPreview.render(spec, layout: layout, images: PNGPreview.Images(), scale: 1)
    func rgb(_ x: Double, _ y: Double) -> [Int] {
      let pixel = image[Int(x), Int(y)]
      return [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
    }
    XCTAssertEqual(rgb(2, layout.bar.height - 2), [0, 0, 0], "the bar's background")
    // The icon placeholders: the item's colour at 110/255 over the black bar.
    let icons = layout.items.map(\.icon)
    XCTAssertEqual(rgb(icons[0].midX, icons[0].midY), [0, 110, 0], "the selected item in the tint")
    XCTAssertEqual(rgb(icons[1].midX, icons[1].midY), [55, 55, 55], "the other in the unselected tint")
  }

  /// The model of a storyboard whose one UITabBarController scene has `tabBar` and one tab, "Home".
  static func storyboardModel(tabBar: String) -> TabModel {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <scenes><scene sceneID="s0"><objects><tabBarController id="t" sceneMemberID="viewController">
      \(tabBar)
      <connections><segue destination="a" kind="relationship" relationship="viewControllers" id="r1"/></connections>
      </tabBarController></objects></scene>
      <scene sceneID="s1"><objects><viewController id="a" sceneMemberID="viewController">
      <tabBarItem key="tabBarItem" title="Home" id="i"/></viewController></objects></scene></scenes></document>
      """
    return StoryboardDocument(bytes: Array(storyboard.utf8)).model
  }

  func testStoryboardTabBarColours() throws {
    let model = Self.storyboardModel(
      tabBar: """
        <tabBar key="tabBar" contentMode="scaleToFill" id="b">
          <color key="tintColor" systemColor="systemPinkColor"/>
          <color key="unselectedItemTintColor" white="0.5" alpha="1" colorSpace="custom"/>
          <color key="barTintColor" red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom"/>
        </tabBar>
        """)
    let bar = try XCTUnwrap(model.bars.first)
    XCTAssertEqual(
      BarColors.Role.allCases.map { bar.colors[$0] },
      [
        "UIColor.systemPink", "UIColor(white: 0.5, alpha: 1.0)", nil, nil,
        "UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1.0)", nil, nil,
      ])
    for expression in BarColors.Role.allCases.compactMap({ bar.colors[$0] }) {
      XCTAssertNotNil(UIColorExpression.color(expression, dark: true), expression)
    }
    var code = SourceScan(dialect: .swift)
    code.barColors[.selected] = ".red"
    code.barColors[.badge] = ".blue"
    let device = DevicePresets.device(try XCTUnwrap(DevicePresets.preset(named: "iPhone 15")), landscape: false)
    let spec = PreviewSpec.spec(for: bar, in: model, scan: code, index: WorkspaceIndex(), device: device, os: .iOS18)
    XCTAssertEqual(spec.colors[.selected], "UIColor.systemPink", "the bar's own colour before the code's")
    XCTAssertEqual(spec.colors[.badge], ".blue", "the code's where the bar sets none")
    let tree = XMLTree(Array(#"<c><color key="tintColor" name="AccentColor"/><color white="1e-9"/></c>"#.utf8))
    XCTAssertEqual(StoryboardDocument.colorExpression(tree.elements[1]), #"UIColor(named: "AccentColor")"#)
    XCTAssertEqual(StoryboardDocument.colorExpression(tree.elements[2]), "UIColor(white: 0.0, alpha: 1.0)")
  }

  func testTitleFontSizeScalesTheTitles() throws {
    let device = DevicePresets.device(try XCTUnwrap(DevicePresets.preset(named: "iPhone 15")), landscape: false)
    var spec = LayoutSpec(device: device, items: [LayoutItem(title: "HI")])
    func inkedRows() -> Int {
      let layout = LayoutEngine.layout(spec)
      let image = PNGPreview.render(spec, layout: layout, images: PNGPreview.Images(), scale: 2)
      let title = try! XCTUnwrap(layout.items[0].title)
      let top = PNGPreview.overhang(layout)
      let rows = Int((title.y + top - 10) * 2)..<Int((title.y + title.height + top + 10) * 2)
      return rows.filter { y in (0..<image.width).contains { image[$0, y].r > 240 && image[$0, y].g < 150 } }.count
    }
    let normal = inkedRows()
    spec.titleFontSize = 15
    XCTAssertEqual(Double(inkedRows()), Double(normal) * 1.5, accuracy: 3, "capitals 1.5 times as tall")
  }

  func testBoldTitleFontReachesThePreviewSpec() throws {
    let source = """
      let home = HomeViewController()
      home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: "home"), selectedImage: nil)
      let controller = TabBarController(viewControllers: [home], anchor: .bottom)
      UITabBarItem.appearance().setTitleTextAttributes([.font: UIFont.boldSystemFont(ofSize: 12)], for: .normal)
      """
    let scan = SourceScanner.scan(Array(source.utf8), dialect: .swift)
    let bar = try XCTUnwrap(scan.model.bars.first)
    let device = DevicePresets.device(try XCTUnwrap(DevicePresets.preset(named: "iPhone 15")), landscape: false)
    let spec = PreviewSpec.spec(
      for: bar, in: scan.model, scan: scan, index: WorkspaceIndex(), device: device, os: .iOS18)
    XCTAssertEqual(spec.titleFontSize, 12)
    XCTAssertTrue(spec.titleFontIsBold)
  }
}
