import JSON
import SourceText
import TabAnalysis
import XCTest

/// TAB133–TAB138: the iOS 26/27 migration findings, from the release the app pins, Info.plist's
/// `UIDesignRequiresCompatibility`, the PlusButton, the CYL badges and the style the code chooses.
final class StyleMigrationRuleTests: XCTestCase {
  static let controller = """
    @implementation MainTabBarController
    - (instancetype)init {
        self = [super initWithViewControllers:[self controllers]
                        tabBarItemsAttributes:[self attributes]];
        return self;
    }
    - (NSArray *)attributes {
        return @[ @{ CYLTabBarItemTitle : @"A" }, @{ CYLTabBarItemTitle : @"B" } ];
    }
    @end
    """
  static let plusButton = """
    @implementation PlusButton
    + (id)plusButton { return [PlusButton new]; }
    + (NSUInteger)indexOfPlusButtonInTabBar { return 0; }
    @end
    """
  static let badge = """
    @implementation Badges
    - (void)show { [self.tabBarController.viewControllers[1] cyl_showBadgeValue:@"3" animationType:0]; }
    @end
    """

  /// The findings of `path` in a workspace of `sources`, pinned to `release` (nil: no lock file).
  func findings(
    _ path: String = "Main.m", sources: [String: String], release: String?, key: Bool = false,
    configuration: Configuration = Configuration()
  ) -> [Finding] {
    var index = WorkspaceIndex()
    index.configuration = configuration
    index.pinnedVersion = release.map {
      PinnedVersion(version: LibraryVersion($0)!, path: "/app/Podfile.lock", line: 2)
    }
    if key { index.compatibilityKey = ("/app/Info.plist", SourceRange(120, 149)) }
    index.setSourceFacts(
      sources.mapValues { WorkspaceIndex.SourceFacts(scan: SourceScanner.scan(Array($0.utf8), dialect: .objectiveC)) })
    let bytes = Array((sources[path] ?? "").utf8)
    return Analyzer.analyze(path: path, bytes: bytes, index: index).filter { $0.code >= "TAB133" && $0.code < "TAB200" }
  }

  func line(_ finding: Finding, in source: String) -> Int {
    LineIndex(Array(source.utf8)).line(containing: finding.range.start)
  }

  func testOldReleaseWithAPlusButtonIsOneErrorOnTheBarsLine() {
    let result = findings(sources: ["Main.m": Self.controller, "Plus.m": Self.plusButton], release: "1.29.2")
    XCTAssertEqual(result.map(\.code), ["TAB133"])
    guard let finding = result.first else { return }
    XCTAssertEqual(finding.severity, .error)
    XCTAssertEqual(line(finding, in: Self.controller), 2, "the initializer's line")
    XCTAssertTrue(finding.message.contains("1.29.2 (Podfile.lock:2)"), finding.message)
    XCTAssertTrue(finding.message.contains("iOS 26 and iOS 27"), finding.message)
    XCTAssertTrue(finding.message.contains("far left"), finding.message)
    XCTAssertTrue(finding.fix?.contains("1.99.41 or later") == true, finding.fix ?? "")
  }

  func testOlderAppsSetTheAttributesAndTheLibrarysOwnSourcesAreNotBars() {
    let setter = """
      - (void)setUp {
          CYLTabBarController *controller = [[CYLTabBarController alloc] init];
          [controller setTabBarItemsAttributes:[self attributes]];
          [controller setViewControllers:[self controllers]];
      }
      - (NSArray *)attributes { return @[ @{ CYLTabBarItemTitle : @"A" }, @{ CYLTabBarItemTitle : @"B" } ]; }
      """
    let result = findings(sources: ["Main.m": setter], release: "1.29.2")
    XCTAssertEqual(result.map(\.code), ["TAB133"])
    XCTAssertEqual(result.first.map { line($0, in: setter) }, 2)
    let library = """
      @implementation CYLTabBarController
      + (instancetype)tabBarControllerWithViewControllers:(NSArray *)viewControllers
                                    tabBarItemsAttributes:(NSArray *)tabBarItemsAttributes {
          return [[self alloc] initWithViewControllers:viewControllers tabBarItemsAttributes:tabBarItemsAttributes];
      }
      - (void)setUp { self.tabBarItemsAttributes = @[]; }
      @end
      """
    XCTAssertEqual(
      findings(
        "CYLTabBarController.m", sources: ["CYLTabBarController.m": library, "Main.m": setter], release: "1.29.2"
      )
      .map(\.code), [])
  }

  func testAnInitializerForwardingToSuperIsNotASecondBar() {
    let objc = """
      @implementation MainTabBarController
      - (instancetype)initWithViewControllers:(NSArray *)viewControllers tabBarItemsAttributes:(NSArray *)attributes {
          self = [super initWithViewControllers:viewControllers tabBarItemsAttributes:attributes];
          return self;
      }
      + (instancetype)make {
          return [[self alloc] initWithViewControllers:@[] tabBarItemsAttributes:@[ @{ CYLTabBarItemTitle : @"A" } ]];
      }
      @end
      """
    let result = findings(sources: ["Main.m": objc], release: "1.29.2")
    XCTAssertEqual(result.map { line($0, in: objc) }, [6])
    let swift = """
      final class Tabs: CYLTabBarController {
        override init(viewControllers: [UIViewController], tabBarItemsAttributes: [[AnyHashable: Any]]) {
          super.init(viewControllers: viewControllers, tabBarItemsAttributes: tabBarItemsAttributes)
        }
        static func make() -> Tabs { Tabs(viewControllers: [], tabBarItemsAttributes: [[CYLTabBarItemTitle: "A"]]) }
      }
      """
    let scan = SourceScanner.scan(Array(swift.utf8), dialect: .swift)
    XCTAssertEqual(scan.cylBarCreations.map { LineIndex(Array(swift.utf8)).line(containing: $0.start) }, [4])
  }

  func testOldReleaseWithoutAPlusButtonIsAWarning() {
    let result = findings(sources: ["Main.m": Self.controller], release: "1.28.5")
    XCTAssertEqual(result.map(\.code), ["TAB133"])
    XCTAssertEqual(result.first?.severity, .warning)
  }

  func testTheKeyTurnsTheErrorIntoTheIOS27Warning() {
    let result = findings(
      sources: ["Main.m": Self.controller, "Plus.m": Self.plusButton], release: "1.29.2", key: true)
    XCTAssertEqual(result.map(\.code), ["TAB134"])
    XCTAssertEqual(result.first?.severity, .warning)
    XCTAssertTrue(result.first?.message.contains("iOS 27 ignores it") == true)
    XCTAssertEqual(
      findings(sources: ["Main.m": Self.controller], release: "1.99.20", key: true).map(\.code), ["TAB134"])
  }

  func testReleasesWithTheSupportAndUnpinnedAppsAreSilent() {
    for release in ["1.99.41", "1.99.45", nil] {
      for key in [false, true] {
        let result = findings(
          sources: ["Main.m": Self.controller, "Plus.m": Self.plusButton, "Badge.m": Self.badge], release: release,
          key: key)
        XCTAssertEqual(result.map(\.code), [], "\(release ?? "unpinned") key \(key)")
      }
    }
  }

  func testEarly199ReleasesAskForTheREADMEsRelease() {
    let withBadges = findings(sources: ["Main.m": Self.controller, "Badge.m": Self.badge], release: "1.99.20")
    XCTAssertEqual(withBadges.map(\.code), ["TAB135"])
    XCTAssertEqual(withBadges.first?.severity, .warning)
    XCTAssertTrue(withBadges.first?.message.contains("iOS 26 and iOS 27") == true, withBadges.first?.message ?? "")
    let plain = findings(sources: ["Main.m": Self.controller], release: "1.99.40")
    XCTAssertEqual(plain.map(\.code), ["TAB135"])
    XCTAssertEqual(plain.first?.severity, .information)
    XCTAssertTrue(plain.first?.message.contains("for iOS 27") == true, plain.first?.message ?? "")
    XCTAssertFalse(plain.first?.message.contains("iOS 26") == true)
  }

  func testAConfiguredSeverityWins() throws {
    let configuration = try Configuration(json: JSONParser.parse(#"{"rules": {"TAB133": "info"}}"#))
    let result = findings(
      sources: ["Main.m": Self.controller, "Plus.m": Self.plusButton], release: "1.29.2", configuration: configuration)
    XCTAssertEqual(result.map(\.severity), [.information])
  }

  func testLateStyleIsMovedAboveTheSuperCall() {
    let source = """
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.view.backgroundColor = UIColor.redColor;
          self.tabBarStyleType = CYLTabBarStyleTypeFlatDesign;
      }
      - (void)viewWillAppear:(BOOL)animated {
          [super viewWillAppear:animated];
          [self setTabBarStyleType:CYLTabBarStyleTypeLiquidGlass];
      }
      """
    let result = findings(sources: ["Main.m": source], release: "1.99.45")
    XCTAssertEqual(result.map(\.code), ["TAB136", "TAB136"])
    guard result.count == 2, let edit = result[0].edit else { return XCTFail("\(result)") }
    XCTAssertEqual(line(result[0], in: source), 3)
    let fixed = TextEdit.apply([edit], to: Array(source.utf8)[...]).map { String(decoding: $0, as: UTF8.self) }
    XCTAssertEqual(
      fixed,
      """
      - (void)viewDidLoad {
          self.tabBarStyleType = CYLTabBarStyleTypeFlatDesign;
          [super viewDidLoad];
          self.view.backgroundColor = UIColor.redColor;
      }
      - (void)viewWillAppear:(BOOL)animated {
          [super viewWillAppear:animated];
          [self setTabBarStyleType:CYLTabBarStyleTypeLiquidGlass];
      }
      """)
    XCTAssertNil(result[1].edit, "a style set in viewWillAppear: has no one place to go")
    XCTAssertTrue(result[1].message.contains("viewWillAppear"), result[1].message)
    XCTAssertEqual(findings(sources: ["Main.m": source], release: "1.29.2").map(\.code), [], "no tabBarStyleType yet")
  }

  func testStyleSetInTimeIsSilent() {
    let source = """
      - (void)viewDidLoad {
          self.tabBarStyleType = CYLTabBarStyleTypeFlatDesign;
          [super viewDidLoad];
      }
      """
    XCTAssertEqual(findings(sources: ["Main.m": source], release: "1.99.45").map(\.code), [])
  }

  func testWhatLiquidGlassIgnores() {
    let heights = """
      - (void)configure { self.tabBarHeight = 60; }
      - (NSArray *)attributes {
          return @[ @{ CYLTabBarItemTitle : @"A", CYLTabBarItemImagePositionAdjustment : [NSValue valueWithUIOffset:UIOffsetZero] },
                    @{ CYLTabBarItemTitle : @"B" } ];
      }
      """
    let sources = ["Main.m": heights, "Plus.m": Self.plusButton]
    XCTAssertEqual(findings(sources: sources, release: "1.99.45").map(\.code), ["TAB137", "TAB137"])
    XCTAssertEqual(findings("Plus.m", sources: sources, release: "1.99.45").map(\.code), ["TAB137"])
    let plus = findings("Plus.m", sources: sources, release: "1.99.45").first
    XCTAssertTrue(plus?.message.contains("iOS 27 · Liquid Glass") == true, plus?.message ?? "")
    // FlatDesign (the key with 1.99.45), iOS 18, and releases whose bar breaks: nothing ignored to say.
    XCTAssertEqual(findings(sources: sources, release: "1.99.45", key: true).map(\.code), [])
    XCTAssertEqual(
      findings(
        sources: sources, release: "1.99.45", configuration: try! Configuration(json: JSONParser.parse(#"{"os": 18}"#))
      ).map(\.code),
      [])
    XCTAssertEqual(findings(sources: sources, release: "1.29.2").map(\.code), ["TAB133"])
  }

  func testTheKeyInAPlainUIKitApp() {
    let uikit = """
      let controller = UITabBarController()
      controller.viewControllers = [home, search]
      home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
      """
    var index = WorkspaceIndex()
    let plist = Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>UIDesignRequiresCompatibility</key><true/></dict></plist>
      """.utf8)
    index.compatibilityKey = InfoPlistScanner.requiresCompatibility(plist).map { ("/app/Info.plist", $0) }
    index.setSourceFacts([
      "/app/App.swift": .init(scan: SourceScanner.scan(Array(uikit.utf8), dialect: .swift))
    ])
    let result = Analyzer.analyze(path: "/app/Info.plist", bytes: plist, index: index)
    XCTAssertEqual(result.map(\.code), ["TAB138"])
    XCTAssertEqual(result.first.map { LineIndex(plist).line(containing: $0.range.start) }, 1)
    index.setSourceFacts([
      "/app/Main.m": .init(scan: SourceScanner.scan(Array(Self.controller.utf8), dialect: .objectiveC))
    ])
    XCTAssertEqual(Analyzer.analyze(path: "/app/Info.plist", bytes: plist, index: index).map(\.code), [])
  }
}
