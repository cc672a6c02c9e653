import TabAnalysis
import XCTest

/// UIKit's system items are titled and drawn by the system: read in code and storyboards, shown in previews with
/// their English titles, never checked.
final class SystemTabItemTests: XCTestCase {
  func titles(_ model: TabModel) -> [String?] {
    let spec = PreviewSpec.spec(
      for: model.bars[0], in: model, scan: nil, index: WorkspaceIndex(),
      device: DevicePresets.device(DevicePresets.all[0]), os: .iOS18)
    return spec.items.map(\.title)
  }

  func testSystemItemsInCode() {
    let swift = """
      let more = MoreViewController()
      more.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 2)
      let recents = RecentsViewController()
      recents.tabBarItem = .init(tabBarSystemItem: UITabBarItem.SystemItem.mostRecent, tag: 1)
      tabs.viewControllers = [recents, more]
      """
    let model = SourceScanner.scan(Array(swift.utf8), dialect: .swift).model
    XCTAssertEqual(model.items.map(\.systemItem), [.more, .mostRecent])
    XCTAssertEqual(titles(model), ["Most Recent", "More"])
    XCTAssertEqual(model.items.first?.image(.normal)?.source, .system)
    let objc = """
      UIViewController *favorites = [FavoritesViewController new];
      favorites.tabBarItem = [[UITabBarItem alloc] initWithTabBarSystemItem:UITabBarSystemItemFavorites tag:0];
      self.viewControllers = @[favorites];
      """
    let objcModel = SourceScanner.scan(Array(objc.utf8), dialect: .objectiveC).model
    XCTAssertEqual(titles(objcModel), ["Favorites"])
    XCTAssertEqual(SystemTabItem(written: "UITabBarSystemItemTopRated"), .topRated)
    XCTAssertNil(SystemTabItem(written: "UITabBarSystemItem"))
    XCTAssertNil(SystemTabItem(written: "custom"))
  }

  func testSystemItemsInAStoryboardAreNeverChecked() {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes>
              <scene sceneID="s0"><objects>
                  <tabBarController id="tbc" sceneMemberID="viewController">
                      <connections>
                          <segue destination="a" kind="relationship" relationship="viewControllers" id="r0"/>
                          <segue destination="b" kind="relationship" relationship="viewControllers" id="r1"/>
                      </connections>
                  </tabBarController>
              </objects></scene>
              <scene sceneID="s1"><objects>
                  <viewController id="a" sceneMemberID="viewController">
                      <tabBarItem key="tabBarItem" systemItem="bookmarks" id="i0"/>
                  </viewController>
              </objects></scene>
              <scene sceneID="s2"><objects>
                  <viewController id="b" sceneMemberID="viewController">
                      <tabBarItem key="tabBarItem" systemItem="search" id="i1"/>
                  </viewController>
              </objects></scene>
          </scenes>
      </document>
      """
    XCTAssertEqual(titles(StoryboardDocument(bytes: Array(storyboard.utf8)).model), ["Bookmarks", "Search"])
    var index = WorkspaceIndex()
    index.images = ImageIndex.build(
      catalogContents: [("A.xcassets/home.imageset/Contents.json", Array(#"{"images":[]}"#.utf8))], looseFiles: [])
    let findings = Analyzer.analyze(path: "Main.storyboard", bytes: Array(storyboard.utf8), index: index)
    XCTAssertEqual(findings.map(\.code), [])
  }
}
