import XCTest

@testable import TabAnalysis

/// Names as `UIImage(named:)` resolves them, the deprecated `registerSubclass`, legacy language folder names.
final class ImageNameResolutionTests: XCTestCase {
  func testNamesWithExtensionsAndScaleSuffixes() {
    let images = ImageIndex.build(
      catalogContents: [("A.xcassets/home_normal.imageset/Contents.json", Array(#"{"images":[]}"#.utf8))],
      looseFiles: ["Res/我的@2x.png", "Res/tab.png"])
    XCTAssertNotNil(images["home_normal.png"])
    XCTAssertNotNil(images["我的@2x"])
    XCTAssertNotNil(images["我的"])
    XCTAssertNotNil(images["tab.PNG"])
    XCTAssertNil(images["home_normal.txt"])
    var index = WorkspaceIndex()
    index.images = images
    let source =
      #"NSDictionary *d = @{ CYLTabBarItemImage : @"home_normal.png", CYLTabBarItemSelectedImage : @"我的@2x" };"#
    let codes = Analyzer.analyze(path: "T.m", bytes: Array(source.utf8), index: index).map(\.code)
    XCTAssertFalse(codes.contains("TAB104"), "\(codes)")
  }

  func testAFileInABundleIsNamedByItsPathFromTheBundle() {
    let images = ImageIndex.build(
      catalogContents: [], looseFiles: ["App/Resources.bundle/tab_feed@2x.png", "App/Icons.bundle/tabs/me.png"])
    XCTAssertNotNil(images["Resources.bundle/tab_feed"])
    XCTAssertNotNil(images["Resources.bundle/tab_feed.png"])
    XCTAssertNotNil(images["Icons.bundle/tabs/me"])
    XCTAssertNil(images["Icons.bundle/me"], "the path inside the bundle is part of the name")
  }

  func testRegisterSubclassIsTheOldName() {
    let source = """
      @implementation P
      + (void)load { [super registerSubclass]; }
      + (id)plusButton { return nil; }
      @end
      """
    let findings = Analyzer.analyze(path: "P.m", bytes: Array(source.utf8), index: WorkspaceIndex())
    XCTAssertEqual(findings.map(\.code), ["TAB115"])
    XCTAssertTrue(findings.first?.message.hasPrefix("registerSubclass in +load") ?? false)
  }

  func testLegacyLanguageNames() {
    var localization = LocalizationIndex()
    localization.addDeclaredLanguages(["English", "Base", "Japanese"])
    XCTAssertEqual(localization.appLanguages, ["en", "ja"])
    XCTAssertEqual(LocalizationIndex.languageAndTable(of: "App/English.lproj/Localizable.strings")?.language, "en")
  }
}
