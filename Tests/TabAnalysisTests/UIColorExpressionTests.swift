import XCTest

@testable import TabAnalysis

final class UIColorExpressionTests: XCTestCase {
  func rgba(_ text: String, dark: Bool = true) -> [UInt8]? {
    UIColorExpression.color(text, dark: dark).map { [$0.r, $0.g, $0.b, $0.a] }
  }

  func testNamedAndSystemColours() {
    XCTAssertEqual(rgba("UIColor.white"), [255, 255, 255, 255])
    XCTAssertEqual(rgba(".lightGray"), [170, 170, 170, 255])
    XCTAssertEqual(rgba("[UIColor whiteColor]"), [255, 255, 255, 255])
    XCTAssertEqual(rgba("UIColor.blackColor"), [0, 0, 0, 255])
    XCTAssertEqual(rgba("UIColor.clear"), [0, 0, 0, 0])
    XCTAssertEqual(rgba(".systemBlue", dark: false), [0, 122, 255, 255])
    XCTAssertEqual(rgba(".systemBlue", dark: true), [10, 132, 255, 255], "the Dark Mode value")
    XCTAssertEqual(rgba("[UIColor labelColor]"), [255, 255, 255, 255])
    XCTAssertEqual(rgba("UIColor.label.cgColor", dark: false), [0, 0, 0, 255])
  }

  func testInitializersInBothLanguages() {
    let cases: [(String, [UInt8])] = [
      ("UIColor(white: 0.8, alpha: 1)", [204, 204, 204, 255]),
      ("[UIColor colorWithWhite:0.8 alpha:1.0]", [204, 204, 204, 255]),
      ("UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)", [255, 128, 0, 128]),
      ("[UIColor colorWithRed:255/255.0 green:128/255.0 blue:0 alpha:1]", [255, 128, 0, 255]),
      ("UIColor(red: CGFloat(51) / 255, green: 102.0/255.0, blue: 153 / 255.0, alpha: 1)", [51, 102, 153, 255]),
      ("UIColor(displayP3Red: 0, green: 0, blue: 1, alpha: 1)", [0, 0, 255, 255]),
      ("UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)", [255, 0, 0, 255]),
      ("#colorLiteral(red: 0, green: 1, blue: 0, alpha: 1)", [0, 255, 0, 255]),
      ("UIColor.white.withAlphaComponent(0.5)", [255, 255, 255, 128]),
      ("[[UIColor blackColor] colorWithAlphaComponent:0.25]", [0, 0, 0, 64]),
    ]
    for (text, expected) in cases { XCTAssertEqual(rgba(text), expected, text) }
  }

  func testHexHelpers() {
    let cases: [(String, [UInt8])] = [
      ("UIColor(hex: 0xFF6A00)", [255, 106, 0, 255]),
      ("UIColor(hexString: \"#336699\")", [51, 102, 153, 255]),
      ("UIColor(\"#FFF\")", [255, 255, 255, 255]),
      ("[UIColor colorWithHexString:@\"#33669980\"]", [51, 102, 153, 128]),
      ("UIColorFromRGB(0x336699)", [51, 102, 153, 255]),
      ("HEXCOLOR(@\"336699\")", [51, 102, 153, 255]),
      ("RGB(51, 102, 153)", [51, 102, 153, 255]),
      ("RGBA(51, 102, 153, 0.5)", [51, 102, 153, 128]),
    ]
    for (text, expected) in cases { XCTAssertEqual(rgba(text), expected, text) }
  }

  func testWhatCannotBeKnownIsNil() {
    for text in [
      "UIColor(named: \"AccentColor\")", "self.tintColor", "color",
      "UIColor { $0.userInterfaceStyle == .dark ? .white : .black }",
      "[UIColor colorNamed:@\"Brand\"]", "UIColor.white.darker()", "UIColor(red: 1, green: 0.5)", "",
      String(repeating: "(", count: 10_000), "UIColor(hex: 0x1FFFFFFFF)",
      "UIColor(red: 1e308 * 10, green: 0, blue: 0, alpha: 1)",
    ] {
      XCTAssertNil(rgba(text), text)
    }
  }
}
