import XCTest

@testable import SourceText
@testable import TabAnalysis

final class SourceScannerTests: XCTestCase {
  func scan(_ text: String, _ dialect: Dialect) -> SourceScan {
    SourceScanner.scan(Array(text.utf8), dialect: dialect)
  }

  func text(_ source: String, _ range: SourceRange) -> String {
    String(decoding: Array(source.utf8)[range.start..<range.end], as: UTF8.self)
  }

  func testObjectiveCDictionariesThroughVariablesFormATabBar() {
    let source = """
      NSDictionary *first = @{
          CYLTabBarItemTitle : CYLLocalizedString(@"首页"),
          CYLTabBarItemImage : @"home_normal", // comment with @{ CYLTabBarItemTitle : x }
          CYLTabBarItemTitel : @"typo",
          CYLTabBarItemImageInsets : [NSValue valueWithUIEdgeInsets:UIEdgeInsetsMake(-2, 0, 2.5, 0)],
      };
      NSArray *attrs = @[ first, @{ CYLTabBarItemTitle : @"二" }, other ];
      """
    let scan = scan(source, .objectiveC)
    XCTAssertEqual(scan.dictionaries.count, 2)
    let first = scan.dictionaries[0]
    XCTAssertEqual(first.variable, "first")
    XCTAssertEqual(
      first.entries.map(\.keyText),
      [
        "CYLTabBarItemTitle", "CYLTabBarItemImage", "CYLTabBarItemTitel", "CYLTabBarItemImageInsets",
      ])
    XCTAssertEqual(first.value(.title)?.kind, .localizedString)
    XCTAssertEqual(first.value(.title)?.text, "首页")
    XCTAssertEqual(first.value(.image)?.kind, .string)
    XCTAssertEqual(text(source, first.value(.image)!.textRange!), "@\"home_normal\"")
    XCTAssertEqual(first.value(.imageInsets)?.kind, .edgeInsets)
    XCTAssertEqual(first.value(.imageInsets)?.numbers, [-2, 0, 2.5, 0])
    XCTAssertEqual(scan.tabBars.count, 1)
    XCTAssertEqual(scan.tabBars[0].items, [0, 1, nil])
    XCTAssertEqual(scan.tabBars[0].variable, "attrs")
  }

  func testSwiftDictionariesAndValueKinds() {
    let source = """
      let lottie = Bundle.main.url(forResource: "tab_discover", withExtension: "json")
      let attributes: [[String: Any]] = [
        [
          CYLTabBarItemTitle: NSLocalizedString("发现", comment: "tab"),
          CYLTabBarLottieURL: lottie as Any,
          CYLTabBarLottieSize: NSValue(cgSize: CGSize(width: 33, height: 33)),
          CYLTabBarLottieDarkColors: ["Icon.**.Color": UIColor.white, "**.Fill 1.Color": UIColor.gray],
        ],
        [
          CYLTabBarItemImage: UIImage(named: "Discover/compass")!,
          CYLTabBarItemSelectedImage: UIImage(systemName: "star.fill") as Any,
          CYLTabBarLottieFilePath: Bundle.main.path(forResource: "x", ofType: "json"),
          CYLTabBarItemIdentifier: "id-\\(index)",
        ],
      ]
      """
    let scan = scan(source, .swift)
    XCTAssertEqual(scan.dictionaries.count, 2, "\(scan.dictionaries.map(\.entries).map { $0.map(\.keyText) })")
    let first = scan.dictionaries[0]
    XCTAssertEqual(first.value(.title)?.text, "发现")
    XCTAssertEqual(first.value(.lottieURL)?.kind, .url)
    XCTAssertEqual(first.value(.lottieURL)?.resourceFileName, "tab_discover.json")
    XCTAssertEqual(first.value(.lottieSize)?.numbers, [33, 33])
    let colors = first.value(.lottieDarkColors)
    XCTAssertEqual(colors?.kind, .dictionary)
    XCTAssertEqual(colors?.entries.map(\.keyText), ["Icon.**.Color", "**.Fill 1.Color"])
    XCTAssertEqual(colors?.entries.first?.keyIsString, true)
    let second = scan.dictionaries[1]
    XCTAssertEqual(second.value(.image)?.kind, .imageObject)
    XCTAssertEqual(second.value(.image)?.text, "Discover/compass")
    XCTAssertEqual(second.value(.selectedImage)?.kind, .systemImage)
    XCTAssertEqual(second.value(.lottieFilePath)?.kind, .path)
    XCTAssertEqual(second.value(.identifier)?.kind, .opaque, "an interpolated string is not static")
    XCTAssertEqual(scan.tabBars.count, 1)
    XCTAssertEqual(scan.tabBars[0].items, [0, 1])
    XCTAssertEqual(scan.tabBars[0].variable, "attributes")
  }

  func testStringsAndCommentsNeverLeakTokens() {
    let source = #"""
      let a = "[CYLTabBarItemTitle: \"x\"]"
      let b = #"raw "[CYLTabBarItemTitle: 1]" "#
      let c = """
        [CYLTabBarItemTitle: "multi"]
        """
      /* [CYLTabBarItemTitle: "comment" /* nested */ ] */
      let d = [CYLTabBarItemTitle: "real"]
      """#
    let scan = scan(source, .swift)
    XCTAssertEqual(scan.dictionaries.count, 1)
    XCTAssertEqual(scan.dictionaries.first?.value(.title)?.text, "real")
  }

  func testUnterminatedInputIsTolerated() {
    for source in ["@{ CYLTabBarItemTitle : @\"open", "[CYLTabBarItemTitle: \"x\"", "@[ @{ ", "\"", "/*", "#\"", "@"] {
      _ = scan(source, .objectiveC)
      _ = scan(source, .swift)
    }
    let scan = scan("NSDictionary *d = @{ CYLTabBarItemTitle : @\"unterminated", .objectiveC)
    XCTAssertEqual(scan.dictionaries.count, 1)
  }

  func testPlusButtonAndRegisterInLoad() {
    let source = """
      @implementation CYLPlusButtonSubclass
      + (void)load {
          [super registerPlusButton];
      }
      + (id)plusButton {
          CYLPlusButtonSubclass *button = [[CYLPlusButtonSubclass alloc] init];
          [button setImage:[UIImage imageNamed:@"post_normal"] forState:UIControlStateNormal];
          [button setTitle:@"发布" forState:UIControlStateNormal];
          button.frame = CGRectMake(0.0, 0.0, 60, 64);
          return button;
      }
      + (NSUInteger)indexOfPlusButtonInTabBar { return 2; }
      + (CGFloat)multiplierOfTabBarHeight:(CGFloat)tabBarHeight { return 0.3; }
      + (CGFloat)constantOfPlusButtonCenterYOffsetForTabBarHeight:(CGFloat)tabBarHeight { return -10; }
      + (NSString *)tabBarContext { return @"main"; }
      @end
      @implementation AppDelegate
      - (void)setUp { [CYLPlusButtonSubclass registerPlusButton]; }
      @end
      """
    let scan = scan(source, .objectiveC)
    XCTAssertEqual(scan.plusButtons.count, 1)
    let plus = scan.plusButtons[0]
    XCTAssertEqual(plus.className, "CYLPlusButtonSubclass")
    XCTAssertEqual(plus.index?.value, 2)
    XCTAssertEqual(plus.multiplier, 0.3)
    XCTAssertEqual(plus.centerYOffset, -10)
    XCTAssertEqual(plus.imageName, "post_normal")
    XCTAssertEqual(plus.title, "发布")
    XCTAssertEqual(plus.size?.width, 60)
    XCTAssertEqual(plus.size?.height, 64)
    XCTAssertEqual(scan.registerPlusButtonCalls.map(\.inLoad), [true, false])
    XCTAssertEqual(plus.context, "main")
    XCTAssertEqual(
      SourceScanner.scan(Array("self.tabBarHeight = 83;".utf8), dialect: .objectiveC).tabBarHeights.map(\.value), [83])
  }

  func testSwiftPlusButton() {
    let source = """
      final class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
        static func plusButton() -> Any { let b = PlusButton(); b.setImage(UIImage(named: "plus"), for: .normal); return b }
        static func indexOfPlusButtonInTabBar() -> UInt { 1 }
      }
      """
    let scan = scan(source, .swift)
    XCTAssertEqual(scan.plusButtons.first?.index?.value, 1)
    XCTAssertEqual(scan.plusButtons.first?.imageName, "plus")
  }

  func testCallSites() {
    let source = """
      [self cyl_selectTabBarItemWithIdentifier:@"message"];
      NSUInteger i = [self cyl_indexOfTabBarItemIdentifier:@"mine"];
      [CYLTabBarController setCyl_darkImageNameSuffix:@"_night"];
      NSString *t = NSLocalizedString(@"消息", nil);
      """
    let scan = scan(source, .objectiveC)
    XCTAssertEqual(scan.identifierReferences.map(\.identifier), ["message", "mine"])
    XCTAssertEqual(scan.darkSuffixes.map(\.value), ["_night"])
    XCTAssertEqual(scan.localizedStrings.map(\.key), ["消息"])
  }

  func testSunimpAndAnchoredTabBars() {
    let source = """
      let items = [
        TabBarItem(title: "首页", image: UIImage(named: "home_normal")),
        TabBarItem(title: "消息", image: UIImage(named: "message_normal")),
      ]
      override var storyboardSeguesCount: Int { 4 }
      let c = TabBarController(viewControllers: vcs, tabBar: SideTabBar(), anchor: .left)
      """
    let scan = scan(source, .swift)
    let sunimp = scan.model.bars.filter { $0.library == .sunimp }
    XCTAssertEqual(sunimp.count, 1)
    let items = sunimp[0].items.map { scan.model.items[$0!] }
    XCTAssertEqual(items.map(\.title?.text), ["首页", "消息"])
    XCTAssertEqual(items.map { $0.image(.normal)?.name }, ["home_normal", "message_normal"])
    XCTAssertEqual(scan.segueCounts.first?.value, 4)
    let dorgans = scan.model.bars.filter { $0.library == .dorgans }
    XCTAssertEqual(dorgans.first?.anchor, .left)
  }

  func testNearMissKeysAreRecognised() {
    XCTAssertEqual(AttributeKey.nearestKey(to: "CYLTabBarItemTitel"), .title)
    XCTAssertEqual(AttributeKey.nearestKey(to: "CYLTabBarItemSelectImage"), .selectedImage)
    XCTAssertEqual(AttributeKey.nearestKey(to: "CYLTabBarLottieURl"), .lottieURL)
    XCTAssertNil(AttributeKey.nearestKey(to: "NSForegroundColorAttributeName"))
    XCTAssertTrue(AttributeKey.looksLikeKey("CYLTabBarItemTitel"))
    XCTAssertFalse(AttributeKey.looksLikeKey("String"))
  }

  func testWindowWideLightOverride() {
    XCTAssertTrue(
      scan("self.window.overrideUserInterfaceStyle = UIUserInterfaceStyleLight;", .objectiveC).forcesLightAppearance)
    XCTAssertTrue(scan("window?.overrideUserInterfaceStyle = .light", .swift).forcesLightAppearance)
    XCTAssertFalse(
      scan("self.overrideUserInterfaceStyle = .light", .swift).forcesLightAppearance, "a view controller's own")
    XCTAssertFalse(scan("window.overrideUserInterfaceStyle = .dark", .swift).forcesLightAppearance)
  }
}
