import JSON
import TabAnalysis
import XCTest

/// Catalog colour sets, light and dark, as `UIColor(named:)`, `[UIColor colorNamed:]`, `UIColor(resource:)`, the
/// generated symbols and SwiftGen's and R.swift's accessors name them in a preview's tints.
final class ColorSetTests: XCTestCase {
  static let brand = #"""
    {"colors": [
      {"idiom": "universal", "color": {"color-space": "srgb",
        "components": {"red": "0x00", "green": "122", "blue": "1.000", "alpha": "1.000"}}},
      {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
       "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.500", "blue": "0.000", "alpha": "1.000"}}},
      {"idiom": "universal", "appearances": [{"appearance": "contrast", "value": "high"}],
       "color": {"components": {"red": "0.5", "green": "0.5", "blue": "0.5", "alpha": "1"}}}
    ], "info": {"version": 1, "author": "xcode"}}
    """#

  func sets() -> [String: ColorSet] {
    ImageIndex.build(
      catalogContents: [
        ("A.xcassets/brand-blue.colorset/Contents.json", Array(Self.brand.utf8)),
        (
          "A.xcassets/AccentColor.colorset/Contents.json",
          Array(#"{"colors":[{"idiom":"universal","color":{"platform":"ios","reference":"systemPinkColor"}}]}"#.utf8)
        ),
      ], looseFiles: []
    ).colors
  }

  func testColourSetsAreReadLightAndDark() throws {
    let sets = sets()
    XCTAssertEqual(sets.keys.sorted(), ["AccentColor", "brand-blue"])
    for expression in [
      #"UIColor(named: "brand-blue")"#, #"[UIColor colorNamed:@"brand-blue"]"#, "UIColor(resource: .brandBlue)",
      ".brandBlue", "UIColor.brandBlue", "Asset.Colors.brandBlue.color", "Asset.brandBlue.swiftUIColor",
      "R.color.brandBlue()!", "R.color.brandBlue()",
    ] {
      let light = try XCTUnwrap(UIColorExpression.color(expression, dark: false, colorSets: sets), expression)
      XCTAssertEqual([light.r, light.g, light.b], [0, 122, 255], expression)
      let dark = try XCTUnwrap(UIColorExpression.color(expression, dark: true, colorSets: sets), expression)
      XCTAssertEqual([dark.r, dark.g, dark.b], [255, 128, 0], expression)
    }
    XCTAssertNotNil(UIColorExpression.color("UIColor(resource: .accent)", dark: false, colorSets: sets))
    XCTAssertNil(UIColorExpression.color(#"UIColor(named: "missing")"#, dark: false, colorSets: sets))
    XCTAssertNil(UIColorExpression.color("R.image.brandBlue()", dark: false, colorSets: sets), "an image")
    XCTAssertNil(UIColorExpression.color("Asset.Colors.missing.color", dark: false, colorSets: sets))
    XCTAssertNil(UIColorExpression.color(#"UIColor(named: "brand-blue")"#, dark: false), "no catalogs: unknown")
    XCTAssertEqual(ColorSet.symbol(of: "AccentColor"), "accent")
    XCTAssertEqual(ColorSet.symbol(of: "URLBar tint"), "urlBarTint")
  }
}
