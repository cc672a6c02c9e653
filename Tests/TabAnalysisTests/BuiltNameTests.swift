import SourceText
import TabAnalysis
import XCTest

/// Names made at run time are not checked as literals; items made by a helper are checked on each call site's
/// literals.
final class BuiltNameTests: XCTestCase {
  func index() -> WorkspaceIndex {
    var index = WorkspaceIndex()
    index.images = ImageIndex.build(
      catalogContents: ["home", "feed"].map {
        ("A.xcassets/\($0).imageset/Contents.json", Array(#"{"images":[]}"#.utf8))
      },
      looseFiles: [])
    return index
  }

  func notFound(_ source: String, _ dialect: Dialect) -> [(line: Int, message: String)] {
    let path = dialect == .swift ? "/app/Tabs.swift" : "/app/Tabs.m"
    let lines = LineIndex(Array(source.utf8))
    return Analyzer.analyze(path: path, bytes: Array(source.utf8), index: index()).filter { $0.code == "TAB104" }.map {
      (lines.line(containing: $0.range.start), $0.message)
    }
  }

  func testNamesMadeAtRunTimeAreNotLiterals() {
    let swift = """
      let name = "home"
      let home = HomeViewController()
      home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: name + "_highlighted"), selectedImage: UIImage(named: "\\(name)_selected"))
      let feed = FeedViewController()
      feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(named: flag ? a : b), selectedImage: UIImage(named: "missing"))
      tabs.viewControllers = [home, feed]
      """
    XCTAssertEqual(notFound(swift, .swift).map(\.line), [4], "only the literal 'missing'")
    let objc = """
      UIViewController *home = [HomeViewController new];
      home.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Home" image:[UIImage imageNamed:[name stringByAppendingString:@"_normal"]] selectedImage:[UIImage imageNamed:[NSString stringWithFormat:@"%@_sel", name]]];
      self.viewControllers = @[home];
      """
    XCTAssertEqual(notFound(objc, .objectiveC).count, 0)
  }

  func testAHelpersCallSitesAreItems() {
    let swift = """
      final class Root: UITabBarController {
        func makeItem(title: String, image: String) -> UITabBarItem {
          return UITabBarItem(title: title, image: UIImage(named: image), selectedImage: UIImage(named: image + "_on"))
        }
        override func viewDidLoad() {
          super.viewDidLoad()
          let feed = FeedViewController()
          feed.tabBarItem = makeItem(title: "Feed", image: "feed")
          let me = MeViewController()
          me.tabBarItem = makeItem(title: "Me", image: "me")
          viewControllers = [feed, me]
        }
      }
      """
    let found = notFound(swift, .swift)
    XCTAssertEqual(found.map(\.line), [9], "on the call that names 'me'")
    XCTAssertTrue(found.first?.message.contains("'me'") == true)
    let model = SourceScanner.scan(Array(swift.utf8), dialect: .swift).model
    XCTAssertEqual(model.bars.last?.items.compactMap { $0.flatMap { model.items[$0].title?.text } }, ["Feed", "Me"])

    let objc = """
      - (UITabBarItem *)itemWithTitle:(NSString *)title image:(NSString *)image {
          return [[UITabBarItem alloc] initWithTitle:title image:[UIImage imageNamed:image] selectedImage:nil];
      }
      - (void)setUp {
          UIViewController *home = [HomeViewController new];
          home.tabBarItem = [self itemWithTitle:@"Home" image:@"home"];
          UIViewController *gone = [GoneViewController new];
          gone.tabBarItem = [self itemWithTitle:@"Gone" image:@"gone"];
          self.viewControllers = @[home, gone];
      }
      """
    XCTAssertEqual(notFound(objc, .objectiveC).map(\.line), [7])
  }

  func testAHelperThatSetsTheItemOfTheControllerItReturns() {
    let swift = """
      final class MainTabs: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let feed = makeNav(FeedVC(), title: "Feed", image: "feed")
          viewControllers = [
            feed,
            makeNav(MeVC(), title: "Me", image: "me"),
          ]
        }
        private func makeNav(_ root: UIViewController, title: String, image: String) -> UINavigationController {
          let nav = UINavigationController(rootViewController: root)
          nav.tabBarItem.title = title
          nav.tabBarItem.image = UIImage(named: image)
          return nav
        }
      }
      """
    XCTAssertEqual(notFound(swift, .swift).map(\.line), [6], "on the call that names 'me'")
    let model = SourceScanner.scan(Array(swift.utf8), dialect: .swift).model
    XCTAssertEqual(model.bars.first?.items.compactMap { $0.flatMap { model.items[$0].title?.text } }, ["Feed", "Me"])

    let objc = """
      - (void)viewDidLoad {
          self.viewControllers = @[[self navWithRoot:[HomeVC new] title:@"Home" image:@"home"],
                                   [self navWithRoot:[GoneVC new] title:@"Gone" image:@"gone"]];
      }
      - (UINavigationController *)navWithRoot:(UIViewController *)root title:(NSString *)title image:(NSString *)image {
          UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:root];
          nav.tabBarItem.title = title;
          nav.tabBarItem.image = [UIImage imageNamed:image];
          return nav;
      }
      """
    XCTAssertEqual(notFound(objc, .objectiveC).map(\.line), [2])
    // Called with names that are not literals, it gives nothing to check.
    XCTAssertEqual(notFound(objc.replacingOccurrences(of: "@\"gone\"", with: "name"), .objectiveC).count, 0)
  }

  func testNamesLookedUpInAnotherBundleAreNotReportedMissing() {
    let swift = """
      let a = UIViewController()
      a.tabBarItem = UITabBarItem(title: "A", image: UIImage(named: "pkg_icon", in: .module, compatibleWith: nil), tag: 0)
      let b = UIViewController()
      b.tabBarItem = UITabBarItem(title: "B", image: UIImage(named: "kit_icon", in: Bundle(for: Kit.self), with: nil), tag: 1)
      let c = UIViewController()
      c.tabBarItem = UITabBarItem(title: "C", image: UIImage(named: "app_icon", in: .main, compatibleWith: nil), tag: 2)
      let d = UIViewController()
      d.tabBarItem = UITabBarItem(title: "D", image: UIImage(named: "nil_icon", in: nil, compatibleWith: nil), tag: 3)
      viewControllers = [a, b, c, d]
      """
    XCTAssertEqual(notFound(swift, .swift).map(\.line), [5, 7], "the app's own bundle only")
    let objc = """
      UIViewController *a = [UIViewController new];
      a.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"A" image:[UIImage imageNamed:@"pod_icon" inBundle:[NSBundle bundleForClass:self.class] compatibleWithTraitCollection:nil] selectedImage:[UIImage imageNamed:@"main_icon" inBundle:[NSBundle mainBundle] compatibleWithTraitCollection:nil]];
      self.viewControllers = @[a];
      """
    XCTAssertEqual(notFound(objc, .objectiveC).map(\.message.count).count, 1)
    XCTAssertTrue(notFound(objc, .objectiveC).first?.message.contains("main_icon") == true)
    let swiftUI = """
      struct Root: View {
        var body: some View {
          TabView {
            A().tabItem { Image("pkg_icon", bundle: .module); Text("A") }
            B().tabItem { Image("app_icon"); Text("B") }
          }
        }
      }
      """
    XCTAssertEqual(notFound(swiftUI, .swift).map(\.line), [4])
  }

  func testOverloadedHelpersAreToldApartByTheirLabels() {
    // The later overload (`systemImage:`) must not hide the one that takes an image name.
    let swift = """
      final class Root: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          viewControllers = [
            makeTab(HomeViewController(), title: "Home", image: "home"),
            makeTab(SearchViewController(), title: "Search", systemImage: "magnifyingglass"),
            makeTab(MeViewController(), title: "Me", image: "me"),
          ]
        }
        private func makeTab(_ root: UIViewController, title: String, image: String) -> UIViewController {
          root.tabBarItem = UITabBarItem(title: title, image: UIImage(named: image), selectedImage: nil)
          return root
        }
        private func makeTab(_ root: UIViewController, title: String, systemImage: String) -> UIViewController {
          root.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: systemImage), tag: 0)
          return root
        }
      }
      """
    XCTAssertEqual(notFound(swift, .swift).map(\.line), [6], "on the call that names 'me'")
    let objc = """
      - (UITabBarItem *)itemWithTitle:(NSString *)title systemImage:(NSString *)name {
          return [[UITabBarItem alloc] initWithTitle:title image:[UIImage systemImageNamed:name] tag:0];
      }
      - (UITabBarItem *)itemWithTitle:(NSString *)title image:(NSString *)image {
          return [[UITabBarItem alloc] initWithTitle:title image:[UIImage imageNamed:image] tag:0];
      }
      - (void)setUp {
          UIViewController *gone = [GoneViewController new];
          gone.tabBarItem = [self itemWithTitle:@"Gone" image:@"gone"];
          UIViewController *star = [StarViewController new];
          star.tabBarItem = [self itemWithTitle:@"Star" systemImage:@"star"];
          self.viewControllers = @[gone, star];
      }
      """
    XCTAssertEqual(notFound(objc, .objectiveC).map(\.line), [8])
  }

  func testBarsBuiltStepByStep() {
    let swift = """
      final class Root: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          var controllers: [UIViewController] = []
          let home = HomeViewController()
          home.tabBarItem = .init(title: "Home", image: UIImage(named: "home"), tag: 0)
          controllers.append(home)
          let feed = FeedViewController()
          feed.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 1)
          controllers += [feed]
          viewControllers = controllers
        }
      }
      """
    let model = SourceScanner.scan(Array(swift.utf8), dialect: .swift).model
    XCTAssertEqual(model.bars.last?.items.compactMap { $0.flatMap { model.items[$0].title?.text } }, ["Home", "Feed"])
    let objc = """
      @implementation Root
      - (void)viewDidLoad {
          [super viewDidLoad];
          UIViewController *home = [HomeViewController new];
          home.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Home" image:nil tag:0];
          [self addChildViewController:home];
          UIViewController *me = [MeViewController new];
          me.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Me" image:nil tag:1];
          [self addChildViewController:me];
      }
      @end
      """
    let children = SourceScanner.scan(Array(objc.utf8), dialect: .objectiveC).model
    XCTAssertEqual(
      children.bars.last?.items.compactMap { $0.flatMap { children.items[$0].title?.text } }, ["Home", "Me"])
    let mutable = """
      NSMutableArray *controllers = [NSMutableArray array];
      UIViewController *home = [HomeViewController new];
      home.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Home" image:nil tag:0];
      [controllers addObject:home];
      tabs.viewControllers = controllers;
      """
    let filled = SourceScanner.scan(Array(mutable.utf8), dialect: .objectiveC).model
    XCTAssertEqual(filled.bars.count, 1)
  }

  func testGeneratedAssetSymbolsAreImages() throws {
    let swift = """
      let home = HomeViewController()
      home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(resource: .tabHome), selectedImage: UIImage(.feed))
      tabs.viewControllers = [home]
      """
    XCTAssertEqual(notFound(swift, .swift).count, 0, "the compiler checks symbols")
    let model = SourceScanner.scan(Array(swift.utf8), dialect: .swift).model
    let images = try XCTUnwrap(model.items.first?.images)
    XCTAssertEqual(images.map(\.name), ["tabHome", "feed"])
    XCTAssertEqual(images.map(\.source), [.assetSymbol, .assetSymbol])
    let index = ImageIndex.build(
      catalogContents: ["tab_home", "FeedImage"].map {
        ("A.xcassets/\($0).imageset/Contents.json", Array(#"{"images":[]}"#.utf8))
      }, looseFiles: [])
    XCTAssertEqual(index.asset(forSymbol: "tabHome")?.name, "tab_home")
    XCTAssertEqual(index.asset(forSymbol: "feed")?.name, "FeedImage")
  }

  func testItemsChangedByPosition() {
    let swift = """
      final class Root: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          tabBar.items?[0].image = UIImage(named: "home")
          tabBar.items?[0].title = "Home"
          let second = tabBar.items![1]
          second.title = "Feed"
          second.image = UIImage(named: "missing")
        }
      }
      """
    let model = SourceScanner.scan(Array(swift.utf8), dialect: .swift).model
    XCTAssertEqual(model.bars.last?.items.compactMap { $0.flatMap { model.items[$0].title?.text } }, ["Home", "Feed"])
    XCTAssertEqual(notFound(swift, .swift).map(\.line), [7])
    let objc = """
      - (void)viewDidLoad {
          [super viewDidLoad];
          [self.tabBar.items objectAtIndex:0].title = @"Home";
          UITabBarItem *me = self.tabBar.items[1];
          me.image = [UIImage imageNamed:@"feed"];
      }
      """
    let objcModel = SourceScanner.scan(Array(objc.utf8), dialect: .objectiveC).model
    XCTAssertEqual(objcModel.bars.last?.items.count, 2)
    let objcItems = objcModel.bars.last?.items.map { $0.map { objcModel.items[$0] } }
    XCTAssertEqual(objcItems?.first??.title?.text, "Home")
    XCTAssertEqual(objcItems?.last??.image(.normal)?.name, "feed")
  }

  func testItemsMadeInALoopOverArraysOfLiterals() {
    let swift = """
      let titles = ["Home", "Feed", "Me"]
      let images = ["home", "feed", "me_tab"]
      for (i, controller) in controllers.enumerated() {
        controller.tabBarItem = UITabBarItem(title: titles[i], image: UIImage(named: images[i]), tag: i)
      }
      """
    let model = SourceScanner.scan(Array(swift.utf8), dialect: .swift).model
    XCTAssertEqual(model.items.map { $0.title?.text }, ["Home", "Feed", "Me"])
    XCTAssertEqual(notFound(swift, .swift).map(\.line), [1], "'me_tab' on its literal in the array")
    let objc = """
      NSArray *titles = @[ @"Home", @"Gone" ];
      NSArray *images = @[ @"home", @"gone" ];
      for (NSUInteger i = 0; i < titles.count; i++) {
          UIViewController *controller = controllers[i];
          controller.tabBarItem = [[UITabBarItem alloc] initWithTitle:titles[i] image:[UIImage imageNamed:images[i]] tag:i];
      }
      """
    XCTAssertEqual(notFound(objc, .objectiveC).map(\.line), [1])
  }
}
