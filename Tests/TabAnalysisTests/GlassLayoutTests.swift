import JSON
import Raster
import TabAnalysis
import XCTest

/// The Liquid Glass geometry (layout.md §7 with tabls' estimated sizes) and the iOS 18 `UITab` reader that brings
/// search tabs.
final class GlassLayoutTests: XCTestCase {
  let iPhone15 = DevicePresets.device(DevicePresets.preset(named: "iPhone 15")!)

  func spec(_ items: [LayoutItem], plus: PlusButtonSpec? = nil) -> LayoutSpec {
    var spec = LayoutSpec(device: iPhone15, items: items)
    spec.style = .liquidGlass
    spec.barHeight = 80  // tabBarHeight: ignored by the system's capsule
    spec.plusButton = plus
    return spec
  }

  func testTheCapsuleIsInsetAndIgnoresTheBarHeight() {
    let layout = LayoutEngine.layout(spec([LayoutItem(title: "A"), LayoutItem(title: "B")]))
    XCTAssertEqual(layout.bar.x, 20)
    XCTAssertEqual(layout.bar.width, 393 - 40)
    XCTAssertEqual(layout.bar.height, 62)
    XCTAssertEqual(layout.bar.y + layout.bar.height, 852 - 20, "20 pt above the screen's bottom")
    XCTAssertEqual(layout.items.map(\.frame.width), [176.5, 176.5])
    XCTAssertEqual(layout.glassShapes.count, 1)
  }

  func testThePlusButtonIsCentredWhateverTheIndex() {
    let items = (0..<4).map { LayoutItem(title: "\($0)") }
    let layout = LayoutEngine.layout(spec(items, plus: PlusButtonSpec(index: 0, width: 50, height: 50)))
    let plus = try? XCTUnwrap(layout.plusButton)
    XCTAssertEqual(plus.map { $0.midX }, 353 / 2)
    XCTAssertEqual(layout.items.map(\.frame.x), [0, 70.6, 211.8, 282.4], accuracy: 0.0001)
    XCTAssertEqual(layout.notes.count, 1)
    XCTAssertTrue(layout.notes.first?.contains("indexOfPlusButtonInTabBar 0 is ignored") == true)
    XCTAssertEqual(LayoutEngine.layout(spec(items, plus: PlusButtonSpec(index: 2, width: 50, height: 50))).notes, [])
  }

  func testABrokenPre199LayoutLeavesTheButtonAtTheLeft() {
    var broken = spec((0..<4).map { LayoutItem(title: "\($0)") }, plus: PlusButtonSpec(width: 50, height: 50))
    broken.styleBreaksLayout = true
    let layout = LayoutEngine.layout(broken)
    XCTAssertEqual(layout.plusButton?.x, 0)
    XCTAssertEqual(layout.items.map(\.frame.width), [88.25, 88.25, 88.25, 88.25])
  }

  func testSearchTabsStandApartInACircle() throws {
    var search = LayoutItem(title: "Search")
    search.isSearch = true
    let layout = LayoutEngine.layout(spec([LayoutItem(title: "Home"), LayoutItem(title: "Library"), search]))
    XCTAssertEqual(layout.glassShapes.count, 2)
    let circle = layout.items[2].frame
    XCTAssertEqual([circle.x, circle.width, circle.height], [353 - 62, 62, 62])
    XCTAssertNil(layout.items[2].title, "the circle shows the icon alone")
    XCTAssertEqual(layout.items[1].frame.x + layout.items[1].frame.width, 353 - 62 - 8)
    var classic = spec([LayoutItem(title: "Home"), search])
    classic.style = .classic
    XCTAssertEqual(LayoutEngine.layout(classic).items[1].frame.width, 393 / 2, "an ordinary item before iOS 26")
    // The spec format says it too.
    let json = try LayoutSpec(json: JSONParser.parse(#"{"style": "liquidGlass", "items": [{}, {"search": true}]}"#))
    XCTAssertEqual(json.items.map(\.isSearch), [false, true])
    XCTAssertThrowsError(try LayoutSpec(json: JSONParser.parse(#"{"items": [{"search": 1}]}"#)))
  }

  func testUITabsAndTheSearchTabAreAUIKitBar() {
    let source = """
      final class Root: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          tabs = [
            UITab(title: "Home", image: UIImage(systemName: "house"), identifier: "home") { _ in Home() },
            UISearchTab { _ in Search() },
          ]
        }
      }
      let other = UITabBarController(tabs: [UITab(title: "One", image: nil, identifier: "1") { _ in One() }])
      """
    let model = SourceScanner.scan(Array(source.utf8), dialect: .swift).model
    XCTAssertEqual(model.bars.count, 2)
    guard model.bars.count == 2 else { return }
    XCTAssertEqual(model.bars.map(\.library), [.uikit, .uikit])
    let first = model.bars[0].items.compactMap { $0 }.map { model.items[$0] }
    XCTAssertEqual(first.map { $0.title?.text }, ["Home", nil], "the system titles the search tab")
    XCTAssertEqual(first.map(\.isSearch), [false, true])
    XCTAssertEqual(first.last?.image(.normal)?.name, "magnifyingglass")
    XCTAssertEqual(model.bars[1].items.count, 1)

    let spec = PreviewSpec.spec(
      for: model.bars[0], in: model, scan: nil, index: WorkspaceIndex(), device: iPhone15, os: .iOS27)
    let text = ASCIIPreview.render(spec, layout: LayoutEngine.layout(spec))
    XCTAssertTrue(text.hasPrefix("  ╭────────╮ ╭─────╮\n  │ ◆ Home │ │  ◇  │\n"), text)
  }

  func testTitleFramesFollowTheFontDrawn() throws {
    var spec = LayoutSpec(device: iPhone15, items: [LayoutItem(title: "Home"), LayoutItem(title: "Settings")])
    let estimated = LayoutEngine.layout(spec).items.map { $0.title?.width ?? 0 }
    var images = PNGPreview.Images()
    images.outlineFonts = [try TrueTypeFont(bytes: TestFont.bytes())]
    PNGPreview.measureTitles(&spec, images: images)
    let measured = try spec.items.map { try XCTUnwrap($0.titleWidth) }
    XCTAssertEqual(LayoutEngine.layout(spec).items.map { $0.title?.width ?? 0 }, measured)
    XCTAssertNotEqual(measured, estimated, "the font's advances, not the estimate")
    XCTAssertLessThan(measured[0], measured[1])
  }
}
