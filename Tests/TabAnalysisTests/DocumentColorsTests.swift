import JSON
import TabAnalysis
import XCTest

/// The colours a source spells out, with where, for an editor's swatches.
final class DocumentColorsTests: XCTestCase {
  func spelled(_ source: String, _ dialect: Dialect, sets: [String: ColorSet] = [:]) -> [String] {
    let bytes = Array(source.utf8)
    return DocumentColors.find(bytes, dialect: dialect, colorSets: sets).map {
      String(decoding: bytes[$0.range.start..<$0.range.end], as: UTF8.self)
    }
  }

  let brand = ColorSet.read(
    ["colors": [["color": ["components": ["red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"]]]]])!

  func testSwiftColoursAndTheirExtents() {
    let source = """
      tabBar.tintColor = UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)
      tabBar.unselectedItemTintColor = UIColor.systemGray.withAlphaComponent(0.5)
      appearance.backgroundColor = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)
      TabView { }.tint(Color(red: 1, green: 0.5, blue: 0))
      let badge = UIColor(hex: 0xFF3B30).cgColor
      let brand = UIColor(named: "Brand")
      let generated = Asset.Colors.brand.color
      let rswift = R.color.brand()!
      let symbol = UIColor(resource: .brand)
      let unknown = UIColor(dynamicProvider: provider)
      let variable = color
      """
    XCTAssertEqual(
      spelled(source, .swift, sets: ["Brand": brand]),
      [
        "UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)", "UIColor.systemGray.withAlphaComponent(0.5)",
        "#colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)", "Color(red: 1, green: 0.5, blue: 0)",
        "UIColor(hex: 0xFF3B30).cgColor", "UIColor(named: \"Brand\")", "Asset.Colors.brand.color",
        "R.color.brand()!", "UIColor(resource: .brand)",
      ])
  }

  func testObjectiveCMessagesAndHelpers() {
    let source = """
      self.tabBar.tintColor = [UIColor colorWithRed:0.2 green:0.4 blue:1.0 alpha:1.0];
      self.tabBar.barTintColor = [[UIColor whiteColor] colorWithAlphaComponent:0.9];
      item.badgeColor = UIColorFromRGB(0xFF3B30);
      """
    XCTAssertEqual(
      spelled(source, .objectiveC),
      [
        "[UIColor colorWithRed:0.2 green:0.4 blue:1.0 alpha:1.0]",
        "[[UIColor whiteColor] colorWithAlphaComponent:0.9]", "UIColorFromRGB(0xFF3B30)",
      ])
  }

  func testTheDarkLookIsKeptWhereItDiffers() throws {
    let bytes = Array("let a = UIColor.systemBlue; let b = UIColor.white".utf8)
    let found = DocumentColors.find(bytes, dialect: .swift)
    XCTAssertEqual(found.count, 2)
    XCTAssertNotNil(found[0].dark, "systemBlue is lighter in Dark Mode")
    XCTAssertNil(found[1].dark)
    XCTAssertEqual(found[0].light, UIColorExpression.RGBA(r: 0, g: 122 / 255, b: 1, a: 1))
  }

  func testPresentationsKeepTheForm() {
    let color = UIColorExpression.RGBA(r: 0.2, g: 0.4, b: 1, a: 1)
    XCTAssertEqual(
      DocumentColors.presentations(of: color, replacing: "UIColor.red", dialect: .swift).first,
      "UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)")
    XCTAssertEqual(
      DocumentColors.presentations(of: color, replacing: "Color.red", dialect: .swift),
      ["Color(red: 0.2, green: 0.4, blue: 1, opacity: 1)"])
    XCTAssertEqual(
      DocumentColors.presentations(
        of: color, replacing: "#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)", dialect: .swift
      )
      .first, "#colorLiteral(red: 0.2, green: 0.4, blue: 1, alpha: 1)")
    XCTAssertEqual(
      DocumentColors.presentations(of: color, replacing: "[UIColor redColor]", dialect: .objectiveC),
      ["[UIColor colorWithRed:0.2 green:0.4 blue:1 alpha:1]"])
  }

  /// A call left open (a file being typed) ends the colour before it, and nothing reads past the file.
  func testAnUnclosedCallEndsTheColourBeforeIt() {
    XCTAssertEqual(spelled("a = UIColor.red.withAlphaComponent(0.5", .swift), ["UIColor.red"])
    XCTAssertEqual(spelled("a = UIColor(red: 1, green: 0, blue: 0", .swift), [])
    XCTAssertEqual(spelled("a = [UIColor colorWithRed:1 green:0 blue:0 alpha:1", .objectiveC), [])
  }

  /// Nested calls past the length a colour has are not read again at each level: linear.
  func testDeepNestingStaysBounded() {
    let depth = 20_000
    let source = String(repeating: "UIColor(", count: depth) + String(repeating: ")", count: depth)
    XCTAssertEqual(DocumentColors.find(Array(source.utf8), dialect: .swift).count, 0)
  }
}
