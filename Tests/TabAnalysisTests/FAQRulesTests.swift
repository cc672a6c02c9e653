import XCTest

@testable import SourceText
@testable import TabAnalysis

/// The rules from the library's FAQ and README notes (TAB128–TAB130).
final class FAQRulesTests: XCTestCase {
  func codes(_ source: String, _ path: String, plus: Bool = true) -> [String] {
    var index = WorkspaceIndex()
    if plus {
      let button = SourceScanner.scan(
        Array("@implementation P\n+ (id)plusButton { return nil; }\n@end".utf8), dialect: .objectiveC)
      index.setSourceFacts(["P.m": WorkspaceIndex.SourceFacts(scan: button)])
    }
    return Analyzer.analyze(path: path, bytes: Array(source.utf8), index: index).map(\.code)
  }

  func testPlusChildNeedsAnIndex() {
    let without = """
      @implementation P
      + (id)plusButton { return nil; }
      + (UIViewController *)plusChildViewController { return nil; }
      @end
      """
    XCTAssertTrue(codes(without, "P.m").contains("TAB128"))
    let with = without.replacingOccurrences(
      of: "@end", with: "+ (NSUInteger)indexOfPlusButtonInTabBar { return 2; }\n@end")
    XCTAssertFalse(codes(with, "P.m").contains("TAB128"))
  }

  func testShouldSelectMustUpdateTheSelection() {
    let swift = """
      extension AppDelegate: UITabBarControllerDelegate {
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
          return true
        }
      }
      """
    XCTAssertEqual(codes(swift, "A.swift"), ["TAB129"])
    XCTAssertEqual(codes(swift, "A.swift", plus: false), [], "no PlusButton, nothing to keep in sync")
    let updating = swift.replacingOccurrences(
      of: "return true",
      with:
        "tabBarController.updateSelectionStatusIfNeeded(for: tabBarController, shouldSelect: viewController)\n return true"
    )
    XCTAssertEqual(codes(updating, "A.swift"), [])
    let call = "[self.delegate tabBarController:self shouldSelectViewController:vc];"
    XCTAssertEqual(codes(call, "A.m"), [], "a call is not a definition")
  }

  func testImageChosenByStyle() {
    let source = #"NSDictionary *d = @{ CYLTabBarItemImage : self.isDarkMode ? @"a_dark" : @"a" };"#
    XCTAssertEqual(codes(source, "T.m", plus: false), ["TAB130"])
    XCTAssertEqual(codes(#"NSDictionary *d = @{ CYLTabBarItemImage : flag ? @"a" : @"b" };"#, "T.m", plus: false), [])
  }

  func testTitleInATabViewController() throws {
    let tabs = SourceScanner.scan(
      Array(
        "- (NSArray *)viewControllersForTabBar { return @[ [[UINavigationController alloc] initWithRootViewController:[HomeViewController new]], [MineViewController new] ]; }"
          .utf8),
      dialect: .objectiveC)
    XCTAssertEqual(tabs.tabViewControllerClasses, ["HomeViewController", "MineViewController"])
    var index = WorkspaceIndex()
    // A CYL app: its attribute arrays are in another file.
    let attributes = SourceScanner.scan(
      Array(#"NSArray *a = @[ @{ CYLTabBarItemTitle : @"A" } ];"#.utf8), dialect: .objectiveC)
    index.setSourceFacts([
      "Tabs.m": WorkspaceIndex.SourceFacts(scan: tabs), "Attributes.m": WorkspaceIndex.SourceFacts(scan: attributes),
    ])
    let home = "@implementation HomeViewController\n- (void)viewDidLoad { self.title = @\"Home\"; }\n@end"
    let found = Analyzer.analyze(path: "Home.m", bytes: Array(home.utf8), index: index)
    XCTAssertEqual(found.map(\.code), ["TAB131"])
    XCTAssertEqual(found.first?.replacement, "self.navigationItem.title")
    let other = "@implementation DetailViewController\n- (void)viewDidLoad { self.title = @\"x\"; }\n@end"
    XCTAssertEqual(Analyzer.analyze(path: "D.m", bytes: Array(other.utf8), index: index).map(\.code), [])
    let swift =
      "class MineViewController: UIViewController {\n  override func viewDidLoad() {\n    title = \"Me\"\n  }\n}"
    XCTAssertEqual(Analyzer.analyze(path: "M.swift", bytes: Array(swift.utf8), index: index).map(\.code), ["TAB131"])
  }

  func testTitleInAUIKitTabMattersOnlyWhenItDiffers() {
    let tabs = """
      final class Root: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let home = HomeViewController()
          home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
          let feed = FeedViewController()
          feed.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 1)
          let more = MoreViewController()
          viewControllers = [home, feed, more]
        }
      }
      """
    var index = WorkspaceIndex()
    let scan = SourceScanner.scan(Array(tabs.utf8), dialect: .swift)
    XCTAssertEqual(scan.tabViewControllerClasses, ["FeedViewController", "HomeViewController", "MoreViewController"])
    XCTAssertEqual(scan.tabTitlesByClass["HomeViewController"]?.text, "Home")
    index.setSourceFacts(["Root.swift": WorkspaceIndex.SourceFacts(scan: scan)])
    func codes(_ className: String, _ title: String) -> [String] {
      let source =
        "class \(className): UIViewController {\n  override func viewDidLoad() {\n    title = \(title)\n  }\n}"
      return Analyzer.analyze(path: "\(className).swift", bytes: Array(source.utf8), index: index).map(\.code)
    }
    XCTAssertEqual(codes("HomeViewController", #""Home""#), [], "the tab's own title: UIKit's design")
    XCTAssertEqual(codes("FeedViewController", #""Latest""#), ["TAB131"], "another title retitles the tab")
    XCTAssertEqual(codes("MoreViewController", #""More""#), [], "no item title: the controller's title is the tab's")
    XCTAssertEqual(codes("FeedViewController", "name"), [], "not a literal: nothing to compare")
  }

  func testAUIKitTabIsKnownByItsItemWhateverItsNameAndWrapping() {
    // `…VC` class names, a title set through `tabBarItem.title`, the tabs wrapped by `.map`, and a one-line body.
    let tabs = """
      final class Root: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let home = HomeVC()
          home.tabBarItem.title = "Home"
          let feed = FeedVC()
          feed.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 1)
          setViewControllers([home, feed].map { UINavigationController(rootViewController: $0) }, animated: false)
        }
      }
      class HomeVC: UIViewController { override func viewDidLoad() { super.viewDidLoad(); title = "Home" } }
      class FeedVC: UIViewController { override func viewDidLoad() { super.viewDidLoad(); title = "News" } }
      """
    let scan = SourceScanner.scan(Array(tabs.utf8), dialect: .swift)
    XCTAssertEqual(scan.model.bars.count, 1)
    XCTAssertEqual(
      scan.model.bars.first?.items.compactMap { $0.flatMap { scan.model.items[$0].title?.text } }, ["Home", "Feed"])
    let lines = LineIndex(Array(tabs.utf8))
    let found = Analyzer.analyze(path: "Root.swift", bytes: Array(tabs.utf8), index: WorkspaceIndex())
      .filter { $0.code == "TAB131" }.map { lines.line(containing: $0.range.start) }
    XCTAssertEqual(found, [11], "FeedVC retitles its tab 'News'; HomeVC keeps 'Home'")
  }

  func testANavigationRootInALocalIsATab() {
    let source = """
      - (instancetype)init {
          UINavigationController *home = [[UINavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]];
          NSArray *controllers = @[ home ];
          self = [super initWithViewControllers:controllers tabBarItemsAttributes:@[ @{ CYLTabBarItemTitle : @"Home" } ]];
          return self;
      }
      """
    XCTAssertEqual(
      SourceScanner.scan(Array(source.utf8), dialect: .objectiveC).tabViewControllerClasses, ["HomeViewController"])
  }

  func testSecondPlusButtonForTheSameContext() {
    let a = "@implementation A\n+ (id)plusButton { return nil; }\n+ (void)load { [super registerPlusButton]; }\n@end"
    let b =
      "@implementation B\n+ (id)plusButton { return nil; }\n+ (NSString *)tabBarContext { return @\"x\"; }\n@end\n[B registerPlusButton];"
    let c = "@implementation C\n+ (id)plusButton { return nil; }\n@end\nvoid f() { [C registerPlusButton]; }"
    var index = WorkspaceIndex()
    var facts: [String: WorkspaceIndex.SourceFacts] = [:]
    for (path, text) in [("A.m", a), ("B.m", b), ("C.m", c)] {
      facts[path] = WorkspaceIndex.SourceFacts(scan: SourceScanner.scan(Array(text.utf8), dialect: .objectiveC))
    }
    index.setSourceFacts(facts)
    XCTAssertEqual(index.registrations.map(\.className), ["A", "B", "C"])
    let found = Analyzer.analyze(path: "C.m", bytes: Array(c.utf8), index: index)
    XCTAssertEqual(found.map(\.code), ["TAB132"])
    XCTAssertTrue(found.first?.message.hasPrefix("C replaces A") ?? false, found.first?.message ?? "")
    XCTAssertEqual(Analyzer.analyze(path: "B.m", bytes: Array(b.utf8), index: index).map(\.code), [], "its own context")
  }
}
