import Foundation
import TabAnalysis
import XCTest

/// SF Symbols → Material Design Icons stand-ins: names resolved with their `.fill`, `.circle` and badge forms, the
/// set's CSS read for code points, and every glyph the table names present in the set Debian installs.
final class SymbolGlyphsTests: XCTestCase {
  static let css = "/usr/share/fonts-materialdesignicons-webfont/css/materialdesignicons.css"

  func testNamesResolveWithTheirVariants() {
    XCTAssertEqual(SymbolGlyphs.iconName(for: "house", filled: false), "home")
    XCTAssertEqual(SymbolGlyphs.iconName(for: "heart", filled: false), "heart-outline")
    XCTAssertEqual(SymbolGlyphs.iconName(for: "heart", filled: true), "heart", "SwiftUI's bar draws the .fill form")
    XCTAssertEqual(SymbolGlyphs.iconName(for: "heart.fill", filled: false), "heart")
    XCTAssertEqual(SymbolGlyphs.iconName(for: "heart.circle.fill", filled: false), "heart", "the symbol itself")
    XCTAssertEqual(SymbolGlyphs.iconName(for: "person.circle", filled: false), "account-circle")
    XCTAssertEqual(SymbolGlyphs.iconName(for: "bell.badge.fill", filled: false), "bell-ring")
    XCTAssertEqual(SymbolGlyphs.iconName(for: "square.grid.2x2.fill", filled: false), "view-grid")
    XCTAssertNil(SymbolGlyphs.iconName(for: "zzz.unknown", filled: false))
    XCTAssertNil(SymbolGlyphs.iconName(for: "", filled: true))
    XCTAssertNil(SymbolGlyphs.iconName(for: String(repeating: "a.", count: 5000), filled: false))
    XCTAssertGreaterThanOrEqual(SymbolGlyphs.symbolCount, 200)
  }

  func testCodePointsAreReadFromTheCSS() {
    let css = """
      .mdi { font: normal normal normal 24px/1 "Material Design Icons"; }
      .mdi-home:before {
        content: "\\F2DC";
      }
      .mdi-home-variant:before { content: "\\F6A0"; }
      .mdi-broken:before { color: red; }
      .mdi-
      """
    XCTAssertEqual(SymbolGlyphs.codePoints(css: Array(css.utf8)), ["home": 0xF2DC, "home-variant": 0xF6A0])
    XCTAssertEqual(SymbolGlyphs.codePoints(css: Array(".mdi-a:before { content: \"\\".utf8)), [:])
  }

  func testEveryGlyphOfTheTableIsInTheInstalledSet() throws {
    guard let bytes = FileManager.default.contents(atPath: Self.css) else {
      throw XCTSkip("\(Self.css) is not installed (Debian: fonts-materialdesignicons-webfont)")
    }
    let names = SymbolGlyphs.codePoints(css: [UInt8](bytes))
    XCTAssertGreaterThan(names.count, 1_000)
    XCTAssertEqual(SymbolGlyphs.iconNames.filter { names[$0] == nil }.sorted(), [])
  }
}
