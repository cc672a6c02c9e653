import SourceText
import XCTest

@testable import TabAnalysis

/// Where a key or image name is written, for references and rename: its own text, in every kind of file that
/// holds it, and nothing where its bytes are not the name's (an escaped spelling).
final class NameOccurrencesTests: XCTestCase {
  func text(_ bytes: [UInt8], _ range: SourceRange?) -> String? {
    range.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
  }

  /// Each table's definition of a key, at the offset the index keeps for it.
  func testDefinitionsInEveryKindOfTable() throws {
    let tables: [(String, String)] = [
      ("en.lproj/Localizable.strings", "/* c */\n\"tab.home\" = \"Home\";\nunquoted = \"x\";\n"),
      (
        "en.lproj/Localizable.stringsdict",
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>tab.home</key><dict><key>NSStringLocalizedFormatKey</key>\
        <string>%#@n@</string></dict></dict></plist>
        """
      ),
      (
        "Localizable.xcstrings",
        #"{"sourceLanguage":"en","strings":{"tab.home":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Start"}}}}},"version":"1.0"}"#
      ),
    ]
    for (path, source) in tables {
      let bytes = Array(source.utf8)
      var index = LocalizationIndex()
      index.add(try XCTUnwrap(LocalizationFile(path: path, bytes: bytes)), bytes: bytes, path: path)
      index.finish()
      let translation = try XCTUnwrap(index.translations(of: "tab.home").values.first, path)
      let place = NameOccurrences.definition(of: "tab.home", at: translation.offset, in: bytes)
      XCTAssertEqual(text(bytes, place?.range), "tab.home", path)
      XCTAssertEqual(place?.isDefinition, true)
    }
    let strings = Array(tables[0].1.utf8)
    var index = LocalizationIndex()
    index.add(try XCTUnwrap(LocalizationFile(path: tables[0].0, bytes: strings)), bytes: strings, path: tables[0].0)
    let unquoted = try XCTUnwrap(index.translations(of: "unquoted").values.first)
    XCTAssertEqual(
      text(strings, NameOccurrences.definition(of: "unquoted", at: unquoted.offset, in: strings)?.range), "unquoted")
  }

  /// A literal's name: inside its quotes in code, the value itself in a storyboard; an escaped spelling is none.
  func testNamesInLiterals() {
    let code = Array(#"a = @"home"; b = "home"; c = "ho\u{6D}e"; <tabBarItem image="home"/>"#.utf8)
    func range(of literal: String, nth: Int = 0) -> SourceRange {
      var search = code[...]
      var start = 0
      for _ in 0...nth {
        let found = search.firstRange(of: Array(literal.utf8))!
        start = found.lowerBound
        search = code[found.upperBound...]
      }
      return SourceRange(start, start + literal.utf8.count)
    }
    XCTAssertEqual(text(code, NameOccurrences.nameRange("home", in: range(of: #"@"home""#), bytes: code)), "home")
    XCTAssertEqual(
      text(code, NameOccurrences.nameRange("home", in: range(of: #""home""#, nth: 1), bytes: code)), "home")
    XCTAssertNil(NameOccurrences.nameRange("home", in: range(of: #""ho\u{6D}e""#), bytes: code), "escaped")
    let attribute = range(of: "home", nth: 2)
    XCTAssertEqual(text(code, NameOccurrences.nameRange("home", in: attribute, bytes: code)), "home")
    XCTAssertNil(NameOccurrences.nameRange("home", in: SourceRange(code.count - 2, code.count + 5), bytes: code))
  }
}
