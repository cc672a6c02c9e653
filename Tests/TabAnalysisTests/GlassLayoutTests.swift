import JSON
import Raster
import TabAnalysis
import XCTest

/// The Liquid Glass geometry (layout.md §7, and §7a as iOS drew it) and the iOS 18 `UITab` reader that brings
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
    XCTAssertEqual(layout.bar.x, 21)
    XCTAssertEqual(layout.bar.width, 393 - 42)
    XCTAssertEqual(layout.bar.height, 62)
    XCTAssertEqual(layout.bar.y + layout.bar.height, 852 - 21, "21 pt above the screen's bottom")
    let lens: Double = (351 - 8 - 8) / 2 + 8
    XCTAssertEqual(layout.items.map(\.frame.width), [lens, lens])
    XCTAssertEqual(layout.glassShapes.count, 1)
  }

  /// The bars of layout.md §7a, as iOS drew them: slot centres and lens widths (± 0.5 pt; the lens ± 1 pt).
  func testTheMeasuredBars() {
    let iPhone17Pro = DevicePresets.device(DevicePresets.preset(named: "iPhone 17 Pro")!)
    func measured(_ titles: [String], search: Bool, on device: Device) -> TabBarLayout {
      var items = titles.map { LayoutItem(title: $0) }
      if search {
        var tab = LayoutItem(title: "Search")
        tab.isSearch = true
        items.append(tab)
      }
      var spec = LayoutSpec(device: device, items: items)
      spec.style = .liquidGlass
      return LayoutEngine.layout(spec)
    }
    let cases: [(TabBarLayout, pitch: Double, lens: Double, count: Int)] = [
      (measured(["A", "B", "C", "D"], search: false, on: iPhone17Pro), 85.67, 95, 4),
      (measured(["A", "B", "C"], search: true, on: iPhone17Pro), 91.67, 98.67, 3),
      (measured(["A", "B"], search: true, on: iPhone17Pro), 100.33, 108.33, 2),
      (measured(["A", "B", "C", "D"], search: true, on: iPhone15), 64.55, 84.33, 5),
    ]
    for (layout, pitch, lens, count) in cases {
      let slots = layout.items.prefix(count).map(\.frame)
      XCTAssertEqual(slots.first?.x ?? -1, 4, accuracy: 0.5, "the lens 4 pt inside the capsule's end")
      for (a, b) in zip(slots, slots.dropFirst()) { XCTAssertEqual(b.midX - a.midX, pitch, accuracy: 0.5) }
      XCTAssertEqual(slots.first?.width ?? 0, lens, accuracy: 1)
      XCTAssertEqual(slots.last.map { $0.x + $0.width } ?? 0, layout.glassShapes[0].width - 4, accuracy: 0.5)
      let item = layout.items[0]
      XCTAssertEqual(item.icon.midY, 24, accuracy: 0.5, "icon centre below the capsule's top")
      XCTAssertEqual((item.title?.y ?? 0) + LayoutEngine.titleBaselineFromTop, 48.67, accuracy: 0.5)
    }
    // 3 tabs and search on 402 pt: the capsule from 21 to 311, the circle 8 pt after it, 21 pt from the edge.
    let three = cases[1].0
    XCTAssertEqual(three.glassShapes[0].width, 290, accuracy: 0.5)
    XCTAssertEqual(three.bar.x + three.glassShapes[1].x, 319, accuracy: 0.5)
    XCTAssertEqual(three.bar.x + three.glassShapes[1].x + 62, 402 - 21, accuracy: 0.5)
    // 2 tabs and search: the capsule hugs them; the circle keeps the trailing inset.
    let two = cases[2].0
    XCTAssertEqual(two.glassShapes[0].width, 2 * 100.33 + 16, accuracy: 0.5)
    XCTAssertEqual(two.bar.x + two.glassShapes[1].x + 62, 402 - 21, accuracy: 0.5)
    // Five tabs: the search tab in the capsule, one of the five slots.
    XCTAssertEqual(cases[3].0.glassShapes.count, 1)
    XCTAssertNotNil(cases[3].0.items[4].title)
  }

  func testThePlusButtonIsCentredWhateverTheIndex() {
    let items = (0..<4).map { LayoutItem(title: "\($0)") }
    let layout = LayoutEngine.layout(spec(items, plus: PlusButtonSpec(index: 0, width: 50, height: 50)))
    let plus = try? XCTUnwrap(layout.plusButton)
    XCTAssertEqual(plus.map { $0.midX } ?? 0, 351 / 2, accuracy: 0.0001)
    // Five slots (the placeholder in the middle): the narrowest lens, centres closing up.
    let pitch: Double = (351 - 8 - 84.33) / 4
    let first: Double = 4 + 84.33 / 2
    let expected: [Double] = [first, first + pitch, first + 3 * pitch, first + 4 * pitch]
    XCTAssertEqual(layout.items.map(\.frame.midX), expected, accuracy: 0.0001)
    XCTAssertEqual(layout.notes.count, 1)
    XCTAssertTrue(layout.notes.first?.contains("indexOfPlusButtonInTabBar 0 is ignored") == true)
    XCTAssertEqual(LayoutEngine.layout(spec(items, plus: PlusButtonSpec(index: 2, width: 50, height: 50))).notes, [])
  }

  func testABrokenPre199LayoutLeavesTheButtonAtTheLeft() {
    var broken = spec((0..<4).map { LayoutItem(title: "\($0)") }, plus: PlusButtonSpec(width: 50, height: 50))
    broken.styleBreaksLayout = true
    let layout = LayoutEngine.layout(broken)
    XCTAssertEqual(layout.plusButton?.x, 0)
    let lens: Double = (343 - 8) / 4 + 8
    XCTAssertEqual(layout.items.map(\.frame.width), [lens, lens, lens, lens])
  }

  func testSearchTabsStandApartInACircle() throws {
    var search = LayoutItem(title: "Search")
    search.isSearch = true
    let layout = LayoutEngine.layout(spec([LayoutItem(title: "Home"), LayoutItem(title: "Library"), search]))
    XCTAssertEqual(layout.glassShapes.count, 2)
    let circle = layout.items[2].frame
    XCTAssertEqual([circle.x, circle.width, circle.height], [351 - 62, 62, 62])
    XCTAssertNil(layout.items[2].title, "the circle shows the icon alone")
    XCTAssertLessThanOrEqual(layout.items[1].frame.x + layout.items[1].frame.width, 351 - 62 - 8 - 4)
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
