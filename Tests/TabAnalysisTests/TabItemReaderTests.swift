import XCTest

@testable import Raster
@testable import TabAnalysis

/// The code readers of the tab model other than CYLTabBarController's: sunimp/TabBar items and UIKit
/// `UITabBarItem`s (Dorgans' `SystemTabBar`, any `UITabBarController`), and the rules that read them.
final class TabItemReaderTests: XCTestCase {
  func scan(_ source: String, _ dialect: Dialect = .swift) -> SourceScan {
    SourceScanner.scan(Array(source.utf8), dialect: dialect)
  }

  func index(images: [String], languages: [String] = []) -> WorkspaceIndex {
    var index = WorkspaceIndex()
    index.images = ImageIndex.build(
      catalogContents: images.map { ("A.xcassets/\($0).imageset/Contents.json", Array(#"{"images":[]}"#.utf8)) },
      looseFiles: [])
    index.localization.addDeclaredLanguages(languages)
    index.localization.finish()
    return index
  }

  func findings(_ source: String, path: String = "T.swift", index: WorkspaceIndex) -> [Finding] {
    Analyzer.analyze(path: path, bytes: Array(source.utf8), index: index)
  }

  let sunimp = """
    final class Tabs: TabBarController {
      override func viewDidLoad() {
        super.viewDidLoad()
        let home = TabBarItem(title: "Home", image: UIImage(named: "home"))
        let items = [
          home,
          TabBarItem(title: NSLocalizedString("tab.inbox", comment: ""), image: UIImage(named: "persn")),
          TabBarItem(title: "Settings", image: UIImage(systemName: "gear")),
        ]
        setViewControllers([HomeViewController(), InboxViewController()], items: items)
      }
    }
    """

  func testSunimpItemsThroughVariables() throws {
    let scan = scan(sunimp)
    let bar = try XCTUnwrap(scan.model.bars.first { $0.library == .sunimp })
    let items = bar.items.map { scan.model.items[try! XCTUnwrap($0)] }
    XCTAssertEqual(items.map(\.title?.text), ["Home", "tab.inbox", "Settings"])
    XCTAssertEqual(items.map(\.title?.isLocalized), [false, true, false])
    XCTAssertEqual(items.map { $0.image(.normal)?.source }, [.named, .named, .system])
    XCTAssertEqual(bar.viewControllerCount?.value, 2)
  }

  func testSunimpRules() {
    let found = findings(sunimp, index: index(images: ["home", "person"], languages: ["en", "de"]))
    XCTAssertEqual(found.map(\.code), ["TAB306", "TAB104", "TAB306", "TAB126"])
    XCTAssertEqual(found[1].message, "image 'persn' not found in any asset catalog or bundle; did you mean 'person'?")
    XCTAssertEqual(found[1].replacement, #""person""#)
    XCTAssertEqual(findings(sunimp, index: index(images: ["home", "person"])).map(\.code), ["TAB104", "TAB126"])
  }

  func testUIKitItemsTiedToTheirViewControllers() throws {
    let source = """
      let home = HomeViewController()
      home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: "home"), selectedImage: UIImage(named: "home_on"))
      let inbox = InboxViewController()
      inbox.tabBarItem.title = "Inbox"
      inbox.tabBarItem.image = UIImage(named: "inbox")?.withRenderingMode(.alwaysOriginal)
      let controller = TabBarController(viewControllers: [UINavigationController(rootViewController: inbox), home], anchor: .right)
      """
    let scan = scan(source)
    let bar = try XCTUnwrap(scan.model.bars.first { $0.library == .dorgans })
    XCTAssertEqual(bar.anchor, .right)
    let items = bar.items.map { $0.map { scan.model.items[$0] } }
    XCTAssertEqual(items.map { $0?.title?.text }, ["Inbox", "Home"])
    XCTAssertEqual(items[0]?.image(.normal)?.rendering, .original)
    XCTAssertEqual(items[1]?.image(.selected)?.name, "home_on")
    XCTAssertEqual(items[1]?.image(.normal)?.rendering, .asImageSetSays)

    let found = findings(source, index: index(images: ["home", "inbox"]))
    XCTAssertEqual(
      found.map(\.code), ["TAB104", "TAB105"], "home_on is missing; only the original inbox needs a dark icon")

    // Badges set in code go to the item of their view controller; a badge alone makes no item.
    let badged = self.scan(source + "\nhome.tabBarItem.badgeValue = \"5\"\nsettings.tabBarItem.badgeValue = \"1\"")
    XCTAssertEqual(badged.model.items.count, scan.model.items.count)
    XCTAssertEqual(badged.model.items.first { $0.title?.text == "Home" }?.badge, "5")
    XCTAssertEqual(badged.model.items.first { $0.title?.text == "Inbox" }?.badge, nil)

    // In a subclass, `viewControllers = […]` on a line of its own is the bar too; a local of that name is not.
    let subclass = source.replacingOccurrences(
      of:
        "let controller = TabBarController(viewControllers: [UINavigationController(rootViewController: inbox), home], anchor: .right)",
      with: "viewControllers = [inbox, home]")
    XCTAssertEqual(self.scan(subclass).model.bars.filter { $0.library == .uikit }.count, 1)
    let local = source.replacingOccurrences(
      of:
        "let controller = TabBarController(viewControllers: [UINavigationController(rootViewController: inbox), home], anchor: .right)",
      with: "let viewControllers = [inbox, home]")
    XCTAssertEqual(self.scan(local).model.bars.filter { $0.library == .uikit }.count, 0)
  }

  func testObjectiveCItemAndPlainTabBarController() throws {
    let source = """
      UIViewController *a = [UIViewController new];
      a.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"A" image:[UIImage imageNamed:@"a"] selectedImage:[UIImage imageNamed:@"a_sel"]];
      UIViewController *b = [UIViewController new];
      b.tabBarItem.image = [UIImage imageNamed:@"b"];
      tabs.viewControllers = @[a, b];
      """
    let scan = scan(source, .objectiveC)
    let bar = try XCTUnwrap(scan.model.bars.first { $0.library == .uikit })
    let items = bar.items.map { $0.map { scan.model.items[$0] } }
    XCTAssertEqual(items.map { $0?.image(.normal)?.name }, ["a", "b"])
    XCTAssertEqual(items[0]?.image(.selected)?.name, "a_sel")
    XCTAssertEqual(findings(source, path: "T.m", index: index(images: ["a", "a_sel", "b"])).map(\.code), [])
  }

  func testAnOriginalLooseImageIsSaidToNeedAnImageSet() {
    let source = """
      let home = HomeViewController()
      home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: "tab_home")?.withRenderingMode(.alwaysOriginal), tag: 0)
      viewControllers = [home]
      """
    var index = WorkspaceIndex()
    index.images = ImageIndex.build(catalogContents: [], looseFiles: ["App/Images/tab_home@2x.png"])
    let found = findings(source, index: index).filter { $0.code == "TAB105" }
    XCTAssertEqual(found.count, 1)
    XCTAssertTrue(found.first?.message.contains("a loose image file, not an image set") ?? false, "\(found)")
    XCTAssertTrue(found.first?.fix?.contains("into an asset catalog") ?? false)
  }

  func testTabsMadeByPropertiesAndFunctionsOfTheFile() throws {
    let lazyProperties = """
      final class MainTabs: UITabBarController {
        private lazy var homeNav: UINavigationController = {
          let nav = UINavigationController(rootViewController: HomeVC())
          nav.tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: "home"), tag: 0)
          return nav
        }()
        private var count = 0
        private func makeSearchTab() -> UIViewController {
          let vc = SearchVC()
          vc.tabBarItem = UITabBarItem(title: "Search", image: UIImage(named: "search"), tag: 1)
          return UINavigationController(rootViewController: vc)
        }
        override func viewDidLoad() {
          super.viewDidLoad()
          viewControllers = [homeNav, makeSearchTab(), self.homeNav, count]
        }
      }
      """
    let swift = scan(lazyProperties)
    let bar = try XCTUnwrap(swift.model.bars.first { $0.library == .uikit })
    XCTAssertEqual(
      bar.items.map { $0.flatMap { swift.model.items[$0].title?.text } }, ["Home", "Search", "Home", nil],
      "a stored property whose line opens no body is no tab")
    let objc = """
      - (void)viewDidLoad {
          self.viewControllers = @[[self homeTab], [self searchTab]];
      }
      - (UIViewController *)homeTab
      {
          HomeVC *vc = [HomeVC new];
          vc.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Home" image:[UIImage imageNamed:@"home"] selectedImage:nil];
          return [[UINavigationController alloc] initWithRootViewController:vc];
      }
      - (UIViewController *)searchTab {
          UIViewController *a = [UIViewController new];
          a.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"A" image:nil selectedImage:nil];
          UIViewController *b = [UIViewController new];
          b.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"B" image:nil selectedImage:nil];
          return a;
      }
      """
    let objcScan = scan(objc, .objectiveC)
    let objcBar = try XCTUnwrap(objcScan.model.bars.first { $0.library == .uikit })
    XCTAssertEqual(
      objcBar.items.map { $0.flatMap { objcScan.model.items[$0].title?.text } }, ["Home", nil],
      "a method that makes two items stands for neither")
  }

  func testObjectiveCNavigationControllersWrappingTheTabs() throws {
    // Each tab in a navigation controller: inline, and through locals (the common AppDelegate form).
    for wrapped in [
      "tabs.viewControllers = @[[[UINavigationController alloc] initWithRootViewController:a], b];",
      """
      UINavigationController *nav1 = [[UINavigationController alloc] initWithRootViewController:a];
      UINavigationController *nav2 = [[UINavigationController alloc] initWithRootViewController:b];
      tabs.viewControllers = @[nav1, nav2];
      """,
    ] {
      let source = """
        UIViewController *a = [UIViewController new];
        a.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"A" image:[UIImage imageNamed:@"a"] selectedImage:nil];
        UIViewController *b = [UIViewController new];
        b.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"B" image:[UIImage imageNamed:@"b"] selectedImage:nil];
        \(wrapped)
        """
      let scan = scan(source, .objectiveC)
      let bar = try XCTUnwrap(scan.model.bars.first { $0.library == .uikit }, wrapped)
      XCTAssertEqual(bar.items.map { $0.flatMap { scan.model.items[$0].title?.text } }, ["A", "B"], wrapped)
    }
  }

  func testCYLModelKeepsItsDictionaries() {
    let source = """
      NSDictionary *home = @{ CYLTabBarItemTitle : @"Home", CYLTabBarItemImage : @"home" };
      NSArray *attributes = @[ home ];
      """
    let scan = scan(source, .objectiveC)
    XCTAssertEqual(scan.model.items.map(\.dictionary), [0])
    XCTAssertEqual(scan.model.bars.map(\.library), [.cylTabBarController])
    XCTAssertEqual(scan.model.items.first?.image(.normal)?.rendering, .original)
  }

  func testPreviewOfADorgansBarAnchoredLeftIsVerticalAtTheLeadingEdge() throws {
    let source = """
      let a = A(); a.tabBarItem = UITabBarItem(title: "A", image: nil, tag: 0)
      let b = B(); b.tabBarItem = UITabBarItem(title: "B", image: nil, tag: 1)
      let c = TabBarController(viewControllers: [a, b], tabBar: nil, anchor: .left)
      """
    let scan = scan(source)
    let bar = try XCTUnwrap(scan.model.bars.first)
    let device = DevicePresets.device(DevicePresets.preset(named: "iPhone 15")!)
    let spec = PreviewSpec.spec(for: bar, in: scan.model, scan: scan, index: WorkspaceIndex(), device: device)
    XCTAssertEqual(spec.items.map(\.title), ["A", "B"])
    let layout = LayoutEngine.layout(spec)
    XCTAssertEqual(layout.bar.x, 0)
    XCTAssertEqual(layout.bar.height, device.height)
    XCTAssertEqual(layout.items.count, 2)
  }

  func testLocalizedTitleIsDrawnInTheDevelopmentLanguageOrAsked() throws {
    let source = #"let items = [TabBarItem(title: String(localized: "tab.home"), image: nil)]"#
    let scan = scan(source)
    var index = WorkspaceIndex()
    index.localization.developmentLanguage = "en"
    index.localization.add(
      strings: try StringsFileParser.parse(Array(#""tab.home" = "Home";"#.utf8)).get(),
      path: "en.lproj/Localizable.strings")
    index.localization.add(
      strings: try StringsFileParser.parse(Array(#""tab.home" = "Start";"#.utf8)).get(),
      path: "de.lproj/Localizable.strings")
    index.localization.finish()
    let bar = try XCTUnwrap(scan.model.bars.first)
    let device = DevicePresets.device(DevicePresets.preset(named: "iPhone 15")!)
    let spec = PreviewSpec.spec(for: bar, in: scan.model, scan: scan, index: index, device: device)
    XCTAssertEqual(spec.items.map(\.title), ["Home"])
    let german = PreviewSpec.spec(for: bar, in: scan.model, scan: scan, index: index, device: device, language: "de")
    XCTAssertEqual(german.items.map(\.title), ["Start"])
    XCTAssertEqual(german.style, .liquidGlass)
  }

  func testSunimpOnAnIPhoneDuoRailIsIconsOnly() throws {
    let scan = scan(#"let items = [TabBarItem(title: "A", image: nil), TabBarItem(title: "B", image: nil)]"#)
    let bar = try XCTUnwrap(scan.model.bars.first)
    let closed = try XCTUnwrap(DevicePresets.preset(named: "iPhone Duo closed"))
    let device = DevicePresets.duoDevice(closed, screen: Size(390, 844))
    let spec = PreviewSpec.spec(for: bar, in: scan.model, scan: scan, index: WorkspaceIndex(), device: device)
    XCTAssertEqual(spec.anchor, .verticalRail)
    let layout = LayoutEngine.layout(spec)
    XCTAssertEqual(layout.bar.width, LayoutEngine.railWidth)
    XCTAssertTrue(layout.items.allSatisfy { $0.title == nil })
    let portrait = try XCTUnwrap(DevicePresets.preset(named: "iPhone Duo unfolded portrait"))
    let horizontal = PreviewSpec.spec(
      for: bar, in: scan.model, scan: scan, index: WorkspaceIndex(),
      device: DevicePresets.duoDevice(portrait, screen: Size(700, 800)))
    XCTAssertEqual(horizontal.anchor, .bottom)
  }

  /// UIKit sets a view controller's tab title with its `title`: an item with no title of its own has it.
  func testAControllersTitleIsItsTabsWhenTheItemHasNone() {
    let scan = scan(
      """
      final class Root: UITabBarController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let feed = UIViewController()
              feed.title = "Feed"
              feed.tabBarItem.image = UIImage(systemName: "star")
              let me = UIViewController()
              me.title = "Profile screen"
              me.tabBarItem = UITabBarItem(title: "Me", image: nil, tag: 1)
              viewControllers = [feed, me]
          }
      }
      """)
    let bar = scan.model.bars.first
    XCTAssertEqual(
      bar?.items.map { $0.flatMap { scan.model.items[$0].title?.text } }, ["Feed", "Me"],
      "an item made after the title has its own")
  }
}
