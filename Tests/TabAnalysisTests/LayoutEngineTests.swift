import JSON
import XCTest

@testable import Raster
@testable import TabAnalysis

extension XCTestCase {
  func assertRect(_ actual: Rect?, _ expected: Rect, _ label: String = "", line: UInt = #line) {
    guard let actual else { return XCTFail("missing \(label)", line: line) }
    for (a, e) in [
      (actual.x, expected.x), (actual.y, expected.y), (actual.width, expected.width), (actual.height, expected.height),
    ] {
      XCTAssertEqual(a, e, accuracy: 0.01, "\(label): \(actual) vs \(expected)", line: line)
    }
  }
}

/// The worked examples of the layout spec (§11), to 0.01 pt.
final class LayoutEngineTests: XCTestCase {
  func device(_ name: String, landscape: Bool = false) -> Device {
    DevicePresets.device(DevicePresets.preset(named: name)!, landscape: landscape)
  }

  func items(_ count: Int, title: String? = "Tab", image: Size? = Size(25, 25)) -> [LayoutItem] {
    (0..<count).map { _ in LayoutItem(title: title, image: image) }
  }

  func testExample1NoPlus() {
    let layout = LayoutEngine.layout(LayoutSpec(device: device("iPhone 15"), items: items(4)))
    assertRect(layout.bar, Rect(0, 769, 393, 83), "bar")
    for (i, x) in [0, 98.25, 196.5, 294.75].enumerated() { assertRect(layout.items[i].frame, Rect(x, 0, 98.25, 49)) }
    XCTAssertEqual(layout.errors, [])
  }

  func testExample2And3PlusWithConstant() {
    var spec = LayoutSpec(device: device("iPhone 15"), items: items(4))
    spec.plusButton = PlusButtonSpec(width: 55, height: 80, constant: -14)
    var layout = LayoutEngine.layout(spec)
    for (i, x) in [0, 84.5, 224, 308.5].enumerated() { assertRect(layout.items[i].frame, Rect(x, 0, 84.5, 49)) }
    assertRect(layout.plusButton, Rect(169, -45, 55, 80), "plus")
    spec.device = device("iPhone 15", landscape: true)
    layout = LayoutEngine.layout(spec)
    assertRect(layout.bar, Rect(0, 323, 852, 70), "bar")
    for (i, x) in [0, 199.25, 453.5, 652.75].enumerated() { assertRect(layout.items[i].frame, Rect(x, 0, 199.25, 49)) }
    assertRect(layout.plusButton, Rect(398.5, -45, 55, 80), "plus")
  }

  func testExample4SmallPlusIsCentred() {
    var spec = LayoutSpec(device: device("iPhone SE 2nd"), items: items(4))
    spec.plusButton = PlusButtonSpec(width: 60, height: 40)
    let layout = LayoutEngine.layout(spec)
    assertRect(layout.bar, Rect(0, 618, 375, 49), "bar")
    XCTAssertEqual(layout.items.map(\.frame.x), [0, 78.75, 217.5, 296.25])
    assertRect(layout.plusButton, Rect(157.5, 4.5, 60, 40), "plus")
  }

  func testExample5IndexAndMultiplier() {
    var spec = LayoutSpec(device: device("iPhone 15 Pro Max"), items: items(3))
    spec.plusButton = PlusButtonSpec(index: 1, width: 64, height: 64, multiplier: 0.3, constant: 0)
    let layout = LayoutEngine.layout(spec)
    assertRect(layout.items[0].frame, Rect(0, 0, 122, 49))
    assertRect(layout.items[1].frame, Rect(186, 0, 122, 49))
    assertRect(layout.items[2].frame, Rect(308, 0, 122, 49))
    assertRect(layout.plusButton, Rect(122, -17.3, 64, 64), "plus")
    assertRect(layout.bar, Rect(0, 849, 430, 83), "bar")
  }

  func testExample6OddCountWithoutIndexIsAnError() {
    var spec = LayoutSpec(device: device("iPhone 15"), items: items(3))
    spec.plusButton = PlusButtonSpec(width: 55, height: 80)
    let layout = LayoutEngine.layout(spec)
    XCTAssertTrue(layout.errors.contains { $0.contains("indexOfPlusButtonInTabBar") }, "\(layout.errors)")
    XCTAssertNil(layout.plusButton)
  }

  func testExample7IconOnlyCustomHeight() {
    var spec = LayoutSpec(device: device("iPhone 16 Pro"), items: items(4, title: nil))
    spec.barHeight = 65
    spec.plusButton = PlusButtonSpec(index: 4, width: 60, height: 60)
    let layout = LayoutEngine.layout(spec)
    assertRect(layout.bar, Rect(0, 775, 402, 99), "bar")
    for (i, x) in [0, 85.5, 171, 256.5].enumerated() {
      assertRect(layout.items[i].frame, Rect(x, 0, 85.5, 65))
      assertRect(layout.items[i].icon, Rect(x + 30.25, 20, 25, 25), "icon \(i)")
      XCTAssertNil(layout.items[i].title)
    }
    assertRect(layout.plusButton, Rect(342, 2.5, 60, 60), "plus")
  }

  func testExample8FlatDesign() {
    var spec = LayoutSpec(device: device("iPhone 15"), items: items(4))
    spec.style = .flat
    spec.plusButton = PlusButtonSpec(index: 2, width: 55, height: 80, constant: -14)
    let layout = LayoutEngine.layout(spec)
    XCTAssertEqual(layout.items.map(\.frame.x), [0, 78.6, 235.8, 314.4].map { $0 }, accuracy: 0.01)
    assertRect(layout.plusButton, Rect(169, -29.5, 55, 80), "plus")
    assertRect(layout.bar, Rect(0, 769, 393, 83), "bar")
  }

  func testItemInternals() {
    var spec = LayoutSpec(device: device("iPhone 15"), items: items(4))
    var layout = LayoutEngine.layout(spec)
    XCTAssertEqual(layout.items[0].title?.y ?? 0, 35, accuracy: 0.01)
    assertRect(layout.items[0].icon, Rect(36.625, 5, 25, 25), "icon")
    spec.titlePositionAdjustment = (0, -3.5)
    layout = LayoutEngine.layout(spec)
    XCTAssertEqual(layout.items[1].title?.y ?? 0, 31.5, accuracy: 0.01)
    XCTAssertEqual(layout.items[1].icon.y, 3.25, accuracy: 0.01)
    XCTAssertEqual(layout.items[1].icon.x, 98.25 + 36.625, accuracy: 0.01, "icons are bar-local")
  }

  func testBadges() {
    let icon = Rect(0, 0, 25, 25)
    assertRect(LayoutEngine.badgeFrame(.dot, host: icon), Rect(23, -4, 8, 8), "dot")
    assertRect(LayoutEngine.badgeFrame(.text("3"), host: icon), Rect(17.5, -9.5, 19, 19), "3")
    XCTAssertNil(LayoutEngine.badgeFrame(.text("0"), host: icon))
    XCTAssertNil(LayoutEngine.badgeFrame(.text("-3"), host: icon), "a negative number is hidden too")
    XCTAssertNil(LayoutEngine.badgeFrame(.text(" 0 "), host: icon))
    XCTAssertEqual(Badge.text("-1").shown, nil)
    XCTAssertEqual(Badge.text("120").shown, "99+")
    XCTAssertEqual(Badge.text("new").shown, "new")
    XCTAssertEqual(Badge.dot.shown, "")
    XCTAssertNil(LayoutEngine.badgeFrame(.dot, host: Rect(0, 0, 10, 10)))
    XCTAssertGreaterThan(LayoutEngine.badgeFrame(.text("120"), host: icon)!.width, 19, "shown as 99+")
  }

  func testUIKitBadges() {
    let icon = Rect(10, 5, 25, 25)
    assertRect(LayoutEngine.badgeFrame(.uikit("3"), host: icon), Rect(25, 2, 18, 18), "a digit: the minimum")
    // "120": 3 × 0.56 × 13 = 21.84 → 22, plus 5 each side; UIKit shows the whole number, never "99+".
    XCTAssertEqual(Badge.uikit("120").shown, "120")
    assertRect(LayoutEngine.badgeFrame(.uikit("120"), host: icon), Rect(25, 2, 32, 18), "120")
    assertRect(LayoutEngine.badgeFrame(.uikit(""), host: icon), Rect(25, 2, 18, 18), "an empty badge is drawn")
    XCTAssertNil(LayoutEngine.badgeFrame(.uikit("0"), host: icon), "a number ≤ 0 is hidden")
    XCTAssertNotNil(
      LayoutEngine.badgeFrame(.uikit("1"), host: Rect(0, 0, 8, 8)), "CYL's 10 pt host minimum is not UIKit's")
    let parse = { (text: String) throws in try LayoutSpec(json: try JSONParser.parse(Array(text.utf8))) }
    let spec = try? parse(#"{"items": [{"badge": "5", "badgeStyle": "uikit"}, {"badge": "5"}]}"#)
    XCTAssertEqual(spec?.items.map(\.badge), [.uikit("5"), .text("5")])
    XCTAssertThrowsError(try parse(#"{"items": [{"badge": "5", "badgeStyle": "x"}]}"#))
  }

  func testVerticalRailAndAnchors() {
    var spec = LayoutSpec(device: device("iPhone 15", landscape: true), items: items(3))
    spec.anchor = .verticalRail
    let rail = LayoutEngine.layout(spec)
    assertRect(rail.bar, Rect(852 - 48, 0, 48, 393), "rail")
    XCTAssertTrue(rail.items.allSatisfy { $0.title == nil && $0.frame.width == 48 })
    spec.anchor = .top
    spec.device = device("iPhone 15")
    let top = LayoutEngine.layout(spec)
    assertRect(top.bar, Rect(0, 0, 393, 49 + 59), "top bar")
    XCTAssertEqual(top.items[0].frame.y, 59)
    spec.items = items(6)
    spec.anchor = .bottom
    XCTAssertTrue(LayoutEngine.layout(spec).errors.contains { $0.contains("at most 5") })
  }
}

func XCTAssertEqual(_ a: [Double], _ b: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line)
{
  XCTAssertEqual(a.count, b.count, file: file, line: line)
  for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, file: file, line: line) }
}
