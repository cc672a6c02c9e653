import JSON
import XCTest

@testable import TabAnalysis

final class LocalizationTests: XCTestCase {
  func testFormatSpecifiers() {
    XCTAssertEqual(FormatSpecifiers.of("%d unread, %@ new, 100%%"), ["d", "@"])
    XCTAssertEqual(FormatSpecifiers.of("%2$@ %1$ld"), ["d", "@"])
    XCTAssertEqual(FormatSpecifiers.of("%lld %.2f %5s"), ["d", "f", "s"])
    XCTAssertEqual(FormatSpecifiers.of("no specifiers"), [])
    XCTAssertEqual(FormatSpecifiers.of("%1$@ and %1$@"), ["@"])
  }

  func testStringsdictAndCatalogAndLanguages() throws {
    let stringsdict = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict>
        <key>%d new messages</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@messages@ &amp; more</string>
          <key>messages</key>
          <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>one</key><string>%d message</string><key>other</key><string>%d messages</string></dict>
        </dict>
      </dict></plist>
      """
    let plist = try PlistXMLReader.parse(Array(stringsdict.utf8))
    XCTAssertEqual(plist["%d new messages"]?["NSStringLocalizedFormatKey"]?.string, "%#@messages@ & more")
    XCTAssertEqual(plist["%d new messages"]?["messages"]?["one"]?.string, "%d message")

    let catalog =
      #"{"sourceLanguage":"en","strings":{"Hello":{"localizations":{"de":{"stringUnit":{"state":"needs_review","value":"Hallo"}}}},"%lld items":{"localizations":{"de":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld Ding"}},"other":{"stringUnit":{"state":"translated","value":"%lld Dinge"}}}}}}}},"version":"1.0"}"#
    var index = LocalizationIndex()
    index.add(catalog: try JSONParser.parse(catalog), bytes: Array(catalog.utf8), path: "App/Localizable.xcstrings")
    index.add(stringsdict: plist, path: "App/fr.lproj/Localizable.stringsdict")
    index.add(
      strings: try StringsFileParser.parse(Array("\"Hello\" = \"Bonjour\";".utf8)).get(),
      path: "App/fr.lproj/Localizable.strings")
    index.addDeclaredLanguages(
      LocalizationIndex.knownRegions(inProject: Array("knownRegions = (\n en,\n Base,\n \"ja\",\n);".utf8)))
    index.finish()
    XCTAssertEqual(index.appLanguages, ["de", "en", "fr", "ja"])
    XCTAssertEqual(index.sourceLanguage, "en")
    XCTAssertEqual(index.translations(of: "Hello")["de"]?.state, "needs_review")
    XCTAssertEqual(index.translations(of: "Hello")["en"]?.value, "Hello", "a catalog key is its own source text")
    XCTAssertEqual(index.translations(of: "%lld items")["de"]?.value, "%lld Dinge")
    XCTAssertEqual(index.missingLanguages(of: "Hello"), ["ja"])
    XCTAssertEqual(index.translations(of: "%d new messages")["fr"]?.value, "%#@messages@ & more")
    XCTAssertEqual(LocalizationIndex.KeyOffsets(Array(catalog.utf8)).offset(of: "Hello"), 34)
    XCTAssertEqual(index.missingLanguages(of: "never defined"), ["de", "en", "fr", "ja"])
  }

  /// The answers `finish()` precomputes are the ones computed from the tables, `Base` and all, and a change after
  /// it is seen.
  func testMissingLanguagesAreTheSameBeforeAndAfterFinish() throws {
    var index = LocalizationIndex()
    index.developmentLanguage = "en"
    let table = { (text: String) in try StringsFileParser.parse(Array(text.utf8)).get() }
    index.add(strings: try table("\"a\" = \"A\";\n\"b\" = \"B\";"), path: "App/Base.lproj/Localizable.strings")
    index.add(strings: try table("\"a\" = \"A\";"), path: "App/de.lproj/Localizable.strings")
    index.add(strings: try table("\"c\" = \"C\";"), path: "App/ja.lproj/Localizable.strings")
    index.addDeclaredLanguages(["en", "fr"])
    let keys = ["a", "b", "c", "d"]
    let before = keys.map(index.missingLanguages(of:))
    XCTAssertEqual(before, [["fr", "ja"], ["de", "fr", "ja"], ["de", "en", "fr"], ["de", "en", "fr", "ja"]])
    index.finish()
    XCTAssertEqual(keys.map(index.missingLanguages(of:)), before)
    index.addDeclaredLanguages(["it"])
    XCTAssertEqual(index.missingLanguages(of: "a"), ["fr", "it", "ja"])
  }

  /// `Base.lproj` serves the project's development region (its `developmentRegion`, which wins over a catalog's
  /// `sourceLanguage`), else the source language: a German app's Base table is its German.
  func testBaseServesTheDevelopmentRegion() throws {
    let table = { (text: String) in try StringsFileParser.parse(Array(text.utf8)).get() }
    let project = Array("developmentRegion = de;\nknownRegions = (\n de,\n Base,\n fr,\n);".utf8)
    XCTAssertEqual(LocalizationIndex.developmentRegion(inProject: project), "de")
    for withProject in [true, false] {
      var index = LocalizationIndex()
      index.add(strings: try table("\"tab.home\" = \"Start\";"), path: "App/Base.lproj/Main.strings")
      index.add(strings: try table("\"tab.home\" = \"Accueil\";"), path: "App/fr.lproj/Main.strings")
      if withProject { index.add(project: project) } else { index.addDeclaredLanguages(["de"]) }
      index.finish()
      XCTAssertEqual(index.appLanguages, ["de", "fr"])
      XCTAssertEqual(index.missingLanguages(of: "tab.home"), [], "with the project: \(withProject)")
    }
  }

  /// A catalog's key offsets come from one pass and equal the first `"key":` in the text, escapes and all.
  func testKeyOffsetsInOnePass() throws {
    let keys = (0..<300).map { "key.\($0)" } + ["quote \" and \\ backslash", "ünïcode", "line\nbreak", "##[x"]
    var text = "{\"sourceLanguage\":\"en\",\"strings\":{"
    for key in keys {
      let spelled = String(decoding: JSONWriter.plainSpelling(of: key), as: UTF8.self)
      text += "\(spelled) : {\"comment\":\(spelled)},"
    }
    text += "\"last\":{}}}"
    let bytes = Array(text.utf8)
    let offsets = LocalizationIndex.KeyOffsets(bytes)
    for key in keys {
      let spelled = JSONWriter.plainSpelling(of: key)
      let first = try XCTUnwrap(bytes.firstRange(of: spelled)?.lowerBound, key)
      XCTAssertEqual(offsets.offset(of: key), first, key)
    }
    XCTAssertEqual(offsets.offset(of: "absent"), 0)
    XCTAssertEqual(offsets.offset(of: "sourceLanguage"), 1)
    XCTAssertEqual(offsets.offset(of: "en"), 0, "a value is no key")
  }

  /// A project cannot declare more than `maxLanguages`: the rest are counted, not kept.
  func testLanguagesAreBounded() {
    var index = LocalizationIndex()
    let names = (0..<(LocalizationIndex.maxLanguages + 500)).map { "x\($0)" }
    index.add(project: Array(("knownRegions = (" + names.joined(separator: ", ") + ");").utf8))
    index.finish()
    XCTAssertEqual(index.appLanguages.count, LocalizationIndex.maxLanguages)
    XCTAssertEqual(index.ignoredLanguages, 500)
  }

  /// Whatever the order the files are read in: an Info.plist's literal region over the project's over a catalog's
  /// source language.
  func testTheMostSpecificDevelopmentLanguageWins() throws {
    let plist = try PlistXMLReader.parse(
      Array(
        #"<plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>zh-Hans</string></dict></plist>"#.utf8)
    )
    let project = Array("developmentRegion = en;".utf8)
    let catalog = #"{"sourceLanguage":"de","strings":{},"version":"1.0"}"#
    var forward = LocalizationIndex()
    forward.add(infoPlist: plist)
    forward.add(catalog: try JSONParser.parse(catalog), bytes: Array(catalog.utf8), path: "L.xcstrings")
    forward.add(project: project)
    var backward = LocalizationIndex()
    backward.add(project: project)
    backward.add(catalog: try JSONParser.parse(catalog), bytes: Array(catalog.utf8), path: "L.xcstrings")
    backward.add(infoPlist: plist)
    XCTAssertEqual(forward.developmentLanguage, "zh-Hans")
    XCTAssertEqual(backward.developmentLanguage, "zh-Hans")
    var noPlist = LocalizationIndex()
    noPlist.add(catalog: try JSONParser.parse(catalog), bytes: Array(catalog.utf8), path: "L.xcstrings")
    noPlist.add(project: project)
    XCTAssertEqual(noPlist.developmentLanguage, "en")
  }

  func testACatalogKeyNotToTranslateIsMissingNowhere() throws {
    let catalog =
      #"{"sourceLanguage":"en","strings":{"Feed":{"shouldTranslate":false},"Me":{},"Home":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Start"}}}}},"version":"1.0"}"#
    for finished in [false, true] {
      var index = LocalizationIndex()
      index.add(catalog: try JSONParser.parse(catalog), bytes: Array(catalog.utf8), path: "App/Localizable.xcstrings")
      index.addDeclaredLanguages(["de", "fr"])
      if finished { index.finish() }
      XCTAssertEqual(index.missingLanguages(of: "Feed"), [], "finished: \(finished)")
      XCTAssertEqual(index.missingLanguages(of: "Feed", inTable: "Localizable"), [])
      XCTAssertEqual(index.translations(of: "Feed")["en"]?.value, "Feed", "shown as written")
      XCTAssertEqual(index.missingLanguages(of: "Me"), ["de", "fr"])
      XCTAssertEqual(index.missingLanguages(of: "Home"), ["fr"])
    }
  }

  func testPlistErrorsAreReported() {
    XCTAssertThrowsError(try PlistXMLReader.parse(Array("<plist><dict><key>a</key></dict></plist>".utf8)))
    XCTAssertThrowsError(try PlistXMLReader.parse(Array("<plist><dict><key>a</key><string>x</dict>".utf8)))
  }

  func testCatalogFormatMismatch() {
    let catalog =
      #"{"sourceLanguage":"en","strings":{"%d items":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%@ Dinge"}},"fr":{"stringUnit":{"state":"translated","value":"%d choses"}}}}}}"#
    let findings = Analyzer.analyze(
      path: "App/Localizable.xcstrings", bytes: Array(catalog.utf8), index: WorkspaceIndex())
    XCTAssertEqual(findings.map(\.code), ["TAB302"])
    XCTAssertTrue(findings.first?.message.hasPrefix("de: format specifiers %@") ?? false)
  }
}
