import XCTest

@testable import SourceText
@testable import TabAnalysis

/// The storyboard reader (XML tree → scenes → tab model) and the rules of A. Dorgans' storyboard setup, on a
/// storyboard shaped like the library's own Example app: a `SpringboardTabBarController` (a subclass from the app
/// module) with two `TabBarSegue`s, one destination wrapped in a navigation controller.
final class StoryboardTests: XCTestCase {
  static func storyboard(
    count: String = #"<integer key="value" value="2"/>"#, anchor: String? = nil,
    segues: [String] = [
      #"<segue destination="nav-1" kind="custom" identifier="tab0" customClass="TabBarSegue" customModule="TabBarController" id="s0"/>"#,
      #"<segue destination="vc-2" kind="custom" identifier="tab1" customClass="TabBarSegue" customModule="TabBarController" id="s1"/>"#,
    ]
  ) -> String {
    let anchorAttribute =
      anchor.map {
        #"<userDefinedRuntimeAttribute type="number" keyPath="tabBarAnchorIndex"><integer key="value" value="\#($0)"/></userDefinedRuntimeAttribute>"#
      } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes>
              <!--Springboard-->
              <scene sceneID="a">
                  <objects>
                      <viewController id="tbc" customClass="SpringboardTabBarController" customModule="Example" customModuleProvider="target" sceneMemberID="viewController">
                          <view key="view" id="v0">
                              <subviews>
                                  <button id="b0">
                                      <userDefinedRuntimeAttributes>
                                          <userDefinedRuntimeAttribute type="number" keyPath="storyboardSeguesCount"><integer key="value" value="9"/></userDefinedRuntimeAttribute>
                                      </userDefinedRuntimeAttributes>
                                  </button>
                              </subviews>
                          </view>
                          <userDefinedRuntimeAttributes>
                              <userDefinedRuntimeAttribute type="number" keyPath="storyboardSeguesCount">
                                  \(count)
                              </userDefinedRuntimeAttribute>
                              \(anchorAttribute)
                          </userDefinedRuntimeAttributes>
                          <connections>
                              \(segues.joined(separator: "\n                "))
                          </connections>
                      </viewController>
                  </objects>
              </scene>
              <scene sceneID="b">
                  <objects>
                      <navigationController id="nav-1" sceneMemberID="viewController">
                          <connections>
                              <segue destination="vc-1" kind="relationship" relationship="rootViewController" id="r1"/>
                          </connections>
                      </navigationController>
                  </objects>
              </scene>
              <scene sceneID="c">
                  <objects>
                      <viewController id="vc-1" sceneMemberID="viewController">
                          <tabBarItem key="tabBarItem" title="Favorites" image="star" selectedImage="star_fill" id="i1"/>
                      </viewController>
                  </objects>
              </scene>
              <scene sceneID="d">
                  <objects>
                      <viewController id="vc-2" sceneMemberID="viewController">
                          <tabBarItem key="tabBarItem" title="R&amp;D" image="gearshape" id="i2"/>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
          <resources>
              <image name="gearshape" catalog="system" width="128" height="121"/>
          </resources>
      </document>
      """
  }

  static func index(images: [String] = ["star", "star_fill"]) -> WorkspaceIndex {
    var index = WorkspaceIndex()
    index.images = ImageIndex.build(
      catalogContents: images.map { ("A.xcassets/\($0).imageset/Contents.json", Array(#"{"images":[]}"#.utf8)) },
      looseFiles: [])
    return index
  }

  func findings(_ text: String, index: WorkspaceIndex = StoryboardTests.index()) -> [Finding] {
    Analyzer.analyze(path: "Main.storyboard", bytes: Array(text.utf8), index: index)
  }

  func testTreeDecodesEntitiesAndSkipsComments() {
    let tree = XMLTree(Array(#"<a x="1 &amp; &#x41;&lt;"><!-- <b/> --><c y='2'/></a>"#.utf8))
    XCTAssertNil(tree.problem)
    XCTAssertEqual(tree.elements.map(\.name), ["a", "c"])
    XCTAssertEqual(tree.elements[0]["x"], "1 & A<")
    XCTAssertEqual(tree.elements[1].parent, 0)
    XCTAssertEqual(tree.elements[0].range, SourceRange(0, 53))
  }

  func testTreeStopsAtTheDepthLimit() {
    let deep = String(repeating: "<a>", count: 100_000)
    let tree = XMLTree(Array(deep.utf8))
    XCTAssertEqual(tree.elements.count, XMLTree.maximumDepth)
    XCTAssertEqual(tree.problem?.offset, XMLTree.maximumDepth * 3)
  }

  func testScenesSeguesAndItems() throws {
    let document = StoryboardDocument(bytes: Array(Self.storyboard().utf8))
    XCTAssertEqual(document.controllers.map(\.id), ["tbc", "nav-1", "vc-1", "vc-2"])
    let controller = try XCTUnwrap(document.controller(id: "tbc"))
    XCTAssertTrue(controller.isDorgansTabBarController)
    XCTAssertEqual(controller.numbers["storyboardSeguesCount"]?.value, 2, "the button's attribute is not the scene's")
    XCTAssertEqual(controller.segues.compactMap(\.identifier?.value), ["tab0", "tab1"])
    XCTAssertEqual(document.tabBarItem(forDestination: "nav-1")?.title?.value, "Favorites")
    XCTAssertEqual(document.systemImages, ["gearshape"])

    let model = document.model
    let bar = try XCTUnwrap(model.bars.first)
    XCTAssertEqual(bar.library, .dorgans)
    let items = bar.items.map { $0.map { model.items[$0] } }
    XCTAssertEqual(items.map { $0?.title?.text }, ["Favorites", "R&D"])
    XCTAssertEqual(items[1]?.image(.normal)?.source, .system)
  }

  func testTheExampleAsItIsHasNoSegueFinding() {
    XCTAssertEqual(findings(Self.storyboard()).map(\.code), [])
  }

  func testDeletedSegueIsOneErrorOnTheScene() throws {
    let text = Self.storyboard(segues: [
      #"<segue destination="nav-1" kind="custom" identifier="tab0" customClass="TabBarSegue" id="s0"/>"#
    ])
    let found = findings(text)
    XCTAssertEqual(found.map(\.code), ["TAB116"])
    let finding = try XCTUnwrap(found.first)
    XCTAssertTrue(finding.message.contains("'tab1'"), finding.message)
    let value = try XCTUnwrap(text.range(of: #"value="2""#))
    XCTAssertEqual(finding.range.start, text.utf8.distance(from: text.startIndex, to: value.lowerBound) + 7)
  }

  func testCountPastTheSeguesAndAsARealNumber() {
    XCTAssertEqual(findings(Self.storyboard(count: #"<integer key="value" value="3"/>"#)).map(\.code), ["TAB116"])
    XCTAssertEqual(findings(Self.storyboard(count: #"<real key="value" value="2"/>"#)).map(\.code), [])
    XCTAssertEqual(findings(Self.storyboard(count: #"<integer key="value" value="1"/>"#)).map(\.code), ["TAB122"])
    XCTAssertEqual(
      findings(Self.storyboard(count: #"<integer key="value" value="9999999999"/>"#)).map(\.code), ["TAB116"])
  }

  func testShowSegueIsNotATab() throws {
    let text = Self.storyboard(segues: [
      #"<segue destination="nav-1" kind="custom" identifier="tab0" customClass="TabBarSegue" id="s0"/>"#,
      #"<segue destination="vc-2" kind="show" identifier="tab1" id="s1"/>"#,
    ])
    XCTAssertEqual(findings(text).map(\.code), ["TAB123"])
    let model = StoryboardDocument(bytes: Array(text.utf8)).model
    XCTAssertEqual(model.bars.first?.items.count, 2)
    XCTAssertNil(model.bars.first?.items[1], "a show segue adds no tab")
  }

  func testNearMissIdentifierHasAFix() throws {
    let text = Self.storyboard(segues: [
      #"<segue destination="nav-1" kind="custom" identifier="tab0" customClass="TabBarSegue" id="s0"/>"#,
      #"<segue destination="vc-2" kind="custom" identifier="Tab_1" customClass="TabBarSegue" id="s1"/>"#,
    ])
    let found = findings(text)
    XCTAssertEqual(found.map(\.code), ["TAB124"])
    XCTAssertEqual(found.first?.replacement, "tab1")
    XCTAssertNil(DorgansScene.meantTabIndex("tab1"))
    XCTAssertEqual(DorgansScene.meantTabIndex("tab01"), 1)
    XCTAssertNil(DorgansScene.meantTabIndex("settings"))
  }

  func testAnchorIndexWraps() throws {
    let found = findings(Self.storyboard(anchor: "5"))
    XCTAssertEqual(found.map(\.code), ["TAB125"])
    XCTAssertEqual(found.first?.replacement, "1")
    XCTAssertTrue(found.first?.message.contains("bottom") ?? false)
    XCTAssertEqual(findings(Self.storyboard(anchor: "2")).map(\.code), [])
    XCTAssertEqual(StoryboardDocument.anchor(atIndex: -1), .bottom)
    XCTAssertEqual(StoryboardDocument(bytes: Array(Self.storyboard(anchor: "2").utf8)).model.bars.first?.anchor, .left)
  }

  func testImagesOfStoryboardItems() throws {
    let found = findings(Self.storyboard(), index: Self.index(images: ["star", "stars_fill"]))
    XCTAssertEqual(found.map(\.code), ["TAB104"])
    XCTAssertEqual(found.first?.replacement, "stars_fill")
    XCTAssertTrue(found.first?.message.contains("'star_fill'") ?? false)
  }

  func testTemplateItemsNeedNoDarkVariantButOriginalsDo() {
    var index = Self.index()
    XCTAssertEqual(findings(Self.storyboard(), index: index).map(\.code), [])
    index.images = ImageIndex.build(
      catalogContents: [
        (
          "A.xcassets/star.imageset/Contents.json",
          Array(#"{"images":[],"properties":{"template-rendering-intent":"original"}}"#.utf8)
        ),
        ("A.xcassets/star_fill.imageset/Contents.json", Array(#"{"images":[]}"#.utf8)),
      ], looseFiles: [])
    XCTAssertEqual(findings(Self.storyboard(), index: index).map(\.code), ["TAB105"])
  }

  func testCountInCodeIsCheckedAgainstItsClassScenes() throws {
    var index = Self.index()
    let text = Self.storyboard(count: "").replacingOccurrences(
      of: #"keyPath="storyboardSeguesCount""#, with: #"keyPath="somethingElse""#)
    index.storyboards["Main.storyboard"] = StoryboardDocument(bytes: Array(text.utf8))
    let source = """
      class SpringboardTabBarController: TabBarController {
        override func viewDidLoad() {
          self.storyboardSeguesCount = 3
          super.viewDidLoad()
        }
      }
      class Other: TabBarController {
        override var storyboardSeguesCount: Int { 7 }
      }
      """
    let scan = SourceScanner.scan(Array(source.utf8), dialect: .swift)
    index.setSourceFacts(["S.swift": WorkspaceIndex.SourceFacts(scan: scan)])
    let found = Analyzer.analyze(path: "S.swift", bytes: Array(source.utf8), index: index)
    XCTAssertEqual(found.map(\.code), ["TAB116"], "only the class of the scene")
    XCTAssertTrue(found.first?.message.contains("'tab2'") ?? false)
    XCTAssertEqual(findings(text, index: index).map(\.code), [], "reported once, in the code")
  }

  func testTheLibrarysOwnDeclarationIsNoCount() {
    let source = """
      open class TabBarController: UIViewController {
        @IBInspectable public var storyboardSeguesCount: Int = 0
        @IBInspectable var tabBarAnchorIndex: Int = 1
      }
      """
    XCTAssertTrue(SourceScanner.scan(Array(source.utf8), dialect: .swift).segueCounts.isEmpty)
  }

  func testSuppressionInAnXMLComment() {
    let text = Self.storyboard(anchor: "5").replacingOccurrences(
      of: "<userDefinedRuntimeAttribute type=\"number\" keyPath=\"tabBarAnchorIndex\">",
      with: "<!-- tabls:ignore TAB125 -->\n<userDefinedRuntimeAttribute type=\"number\" keyPath=\"tabBarAnchorIndex\">")
    XCTAssertEqual(findings(text).map(\.code), [])
  }

  func testTVOSScenesAnchorAtTheTopByDefault() {
    let tv = Self.storyboard().replacingOccurrences(
      of: "version=\"3.0\">", with: "version=\"3.0\" targetRuntime=\"AppleTV\">")
    XCTAssertEqual(StoryboardDocument(bytes: Array(tv.utf8)).model.bars.first?.anchor, .top)
    XCTAssertEqual(StoryboardDocument(bytes: Array(Self.storyboard().utf8)).model.bars.first?.anchor, .bottom)
  }
}
