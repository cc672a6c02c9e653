import TabAnalysis
import XCTest

/// What a storyboard takes from elsewhere: images it embeds in its own `<resources>`, and the tab bar items of the
/// scenes its `storyboardReference`s name in other storyboards.
final class StoryboardResourcesTests: XCTestCase {
  static let main = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tbc">
        <scenes>
            <scene sceneID="s0"><objects>
                <tabBarController id="tbc" sceneMemberID="viewController">
                    <tabBar key="tabBar" id="bar"/>
                    <connections>
                        <segue destination="home" kind="relationship" relationship="viewControllers" id="r0"/>
                        <segue destination="ref" kind="relationship" relationship="viewControllers" id="r1"/>
                        <segue destination="named" kind="relationship" relationship="viewControllers" id="r2"/>
                    </connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="s1"><objects>
                <viewController id="home" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Home" image="tabBarItem:abc-12-xyz:image" id="i0"/>
                </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewControllerPlaceholder storyboardName="Settings" id="ref" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s3"><objects>
                <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="About" id="named" sceneMemberID="viewController"/>
            </objects></scene>
        </scenes>
        <resources>
            <image name="tabBarItem:abc-12-xyz:image" width="25" height="25">
                <mutableData key="keyedArchiveRepresentation">YnBsaXN0MDDUAQIDBAUGBwpY</mutableData>
            </image>
        </resources>
    </document>
    """
  static let settings = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
        <scenes>
            <scene sceneID="t0"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Settings" image="gear" id="t1"/>
                </navigationController>
            </objects></scene>
            <scene sceneID="t2"><objects>
                <viewController storyboardIdentifier="About" id="about" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="About" id="t3"/>
                </viewController>
            </objects></scene>
        </scenes>
    </document>
    """

  func testAnEmbeddedImageIsFound() {
    var index = WorkspaceIndex()
    index.images = ImageIndex.build(
      catalogContents: [("A.xcassets/other.imageset/Contents.json", Array(#"{"images":[]}"#.utf8))], looseFiles: [])
    let findings = Analyzer.analyze(path: "/app/Main.storyboard", bytes: Array(Self.main.utf8), index: index)
    XCTAssertEqual(findings.filter { $0.code == "TAB104" }.count, 0)
    let image = StoryboardDocument(bytes: Array(Self.main.utf8)).model.items.first?.images.first
    XCTAssertEqual(image?.source, .embedded)
  }

  func testAReferencedStoryboardsSceneGivesTheTab() throws {
    let storyboards = [
      "/app/Main.storyboard": StoryboardDocument(bytes: Array(Self.main.utf8)),
      "/app/Settings.storyboard": StoryboardDocument(bytes: Array(Self.settings.utf8)),
    ]
    let (model, _) = try XCTUnwrap(
      TabDocument.read(path: "/app/Main.storyboard", bytes: Array(Self.main.utf8), storyboards: storyboards))
    let bar = try XCTUnwrap(model.bars.first)
    XCTAssertEqual(bar.items.map { $0.flatMap { model.items[$0].title?.text } }, ["Home", "Settings", "About"])
    // Positioned on the reference, in this file.
    let reference = try XCTUnwrap(bar.items[1].map { model.items[$0] })
    let text = Self.main
    let start =
      text.utf8.count
      - (text.range(of: "<viewControllerPlaceholder storyboardName=\"Settings\" id")
        .map { text[$0.lowerBound...].utf8.count } ?? 0)
    XCTAssertEqual(reference.range.start, start)
    // Without the other storyboards, the tab is not known.
    XCTAssertNil(StoryboardDocument(bytes: Array(Self.main.utf8)).model.bars.first?.items[1])
  }
}
