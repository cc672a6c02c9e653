import SourceText
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
    let model = try XCTUnwrap(
      DocumentReader.read(path: "/app/Main.storyboard", bytes: Array(Self.main.utf8))
    ).model(referencing: storyboards)
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

  /// Base internationalization: a tab title a language's storyboard table lacks is reported on the title, for each
  /// language that has the table; the development language (the Base text) and languages without it are not.
  func testStoryboardTabTitlesAreTranslatedByTheStoryboardsTables() throws {
    let storyboard = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes><scene sceneID="s0"><objects>
              <tabBarController id="tbc" sceneMemberID="viewController"><connections>
                  <segue destination="a" kind="relationship" relationship="viewControllers" id="r0"/>
                  <segue destination="b" kind="relationship" relationship="viewControllers" id="r1"/>
              </connections></tabBarController>
              <viewController id="a" sceneMemberID="viewController">
                  <tabBarItem key="tabBarItem" title="First" id="acW-dT-cKf"/>
              </viewController>
              <viewController id="b" sceneMemberID="viewController">
                  <tabBarItem key="tabBarItem" title="Second" id="cPa-gy-q4n"/>
              </viewController>
          </objects></scene></scenes>
      </document>
      """
    let table = { (text: String) in try StringsFileParser.parse(Array(text.utf8)).get() }
    var index = WorkspaceIndex()
    index.localization.developmentLanguage = "en"
    index.localization.add(strings: try table(#""acW-dT-cKf.title" = "Erste";"#), path: "App/de.lproj/Main.strings")
    index.localization.add(strings: try table(#""acW-dT-cKf.title" = "First";"#), path: "App/en.lproj/Main.strings")
    index.localization.add(strings: try table(#""x" = "y";"#), path: "App/fr.lproj/Localizable.strings")
    index.localization.finish()
    let bytes = Array(storyboard.utf8)
    let found = Analyzer.analyze(path: "App/Base.lproj/Main.storyboard", bytes: bytes, index: index)
      .filter { $0.code == "TAB301" }
    XCTAssertEqual(found.count, 1, "'Second' in de only: en is the Base text, fr has no Main table")
    XCTAssertTrue(found.first?.message.contains("'Second' is not translated in de") == true)
    XCTAssertEqual(LineIndex(bytes).line(containing: found.first?.range.start ?? 0), 10)
    XCTAssertEqual(
      Analyzer.analyze(path: "App/de.lproj/Main.storyboard", bytes: bytes, index: index).filter { $0.code == "TAB301" }
        .count, 0, "a storyboard of its own language is not translated by a table")
  }
}
