import TabAnalysis
import XCTest

/// Nested `.tabls.json` files: the nearest wins a setting, any of them may ignore a file (globs relative to their
/// own folder), and an editor's settings go over every level.
final class ConfigurationTreeTests: XCTestCase {
  func configuration(_ json: String) throws -> Configuration { try Configuration.parse(Array(json.utf8)) }

  func testNearestLevelWinsAndAnyLevelIgnores() throws {
    let tree = ConfigurationTree(
      root: try configuration(#"{"ignore": ["Vendor/**"], "rules": {"TAB105": "off"}, "os": 26}"#),
      nested: [
        .init(folder: "App/Legacy/Deep", configuration: try configuration(#"{"rules": {"TAB104": "error"}}"#)),
        .init(
          folder: "App/Legacy", configuration: try configuration(#"{"rules": {"TAB104": "off"}, "ignore": ["Old.m"]}"#)),
        .init(folder: "App/LegacyOther", configuration: try configuration(#"{"os": 18}"#)),
      ])
    XCTAssertEqual(tree.levels.map(\.folder), ["", "App/Legacy", "App/Legacy/Deep", "App/LegacyOther"])
    func severity(_ code: String, _ path: String) -> Severity?? {
      tree.configuration(for: path).severities[code]
    }
    XCTAssertEqual(severity("TAB104", "App/Legacy/A.m"), .some(nil), "off under Legacy")
    XCTAssertEqual(severity("TAB104", "App/Legacy/Deep/B.m"), .some(.error), "the deeper level wins")
    XCTAssertTrue(
      severity("TAB104", "App/LegacyOther/C.m") == nil, "a folder that only starts the same is not under it")
    XCTAssertEqual(severity("TAB105", "App/Legacy/Deep/B.m"), .some(nil), "the root's settings stay under")
    XCTAssertEqual(tree.configuration(for: "App/LegacyOther/C.m").os, .iOS18)
    XCTAssertEqual(tree.configuration(for: "App/Legacy/A.m").os, .iOS26)
    XCTAssertTrue(tree.isIgnored("Vendor/X.m"))
    XCTAssertTrue(tree.isIgnored("App/Legacy/Old.m"), "relative to App/Legacy")
    XCTAssertTrue(tree.isIgnored("App/Legacy/Deep/Old.m"), "a pattern without / matches the name at any depth")
    XCTAssertFalse(tree.isIgnored("App/Old.m"), "App/Legacy's globs do not reach above it")
    XCTAssertFalse(tree.isIgnored("App/Legacy/New.m"))
  }

  func testEditorSettingsGoOverEveryLevel() throws {
    let tree = ConfigurationTree(
      root: Configuration(),
      nested: [.init(folder: "Sub", configuration: try configuration(#"{"rules": {"TAB104": "error"}}"#))]
    ).overridden(by: try configuration(#"{"rules": {"TAB104": "hint"}, "ignore": ["Sub/Generated/**"]}"#))
    XCTAssertEqual(tree.configuration(for: "Sub/A.m").severities["TAB104"], .some(.hint))
    XCTAssertTrue(tree.isIgnored("Sub/Generated/X.m"), "the editor's globs are relative to the root")
    XCTAssertFalse(tree.isIgnored("Sub/Sub/Generated/X.m"))
  }

  func testOneLevelIsTheRootAsItIs() throws {
    let root = try configuration(#"{"ignore": ["*.strings"], "darkSuffix": "_night"}"#)
    let tree = ConfigurationTree(root: root, nested: [.init(folder: "", configuration: Configuration())])
    XCTAssertEqual(tree.levels.count, 1, "a nested entry for the root itself is not a level")
    XCTAssertEqual(tree.configuration(for: "A/B.m").darkSuffix, "_night")
    XCTAssertTrue(tree.isIgnored("en.lproj/Localizable.strings"))
  }

  func testAnEditorsGlobsFollowTheFolderItOpenedIntoItsProject() throws {
    let settings = try configuration(#"{"ignore": ["Generated/**", "/Old.m", "*.strings"]}"#).ignoring(under: "App/Sub")
    XCTAssertEqual(settings.ignore, ["App/Sub/Generated/**", "App/Sub/Old.m", "App/Sub/**/*.strings"])
    XCTAssertTrue(settings.isIgnored("App/Sub/Generated/X.m"))
    XCTAssertTrue(settings.isIgnored("App/Sub/Old.m"))
    XCTAssertTrue(settings.isIgnored("App/Sub/en.lproj/A.strings"))
    XCTAssertFalse(settings.isIgnored("App/Generated/X.m"), "outside the folder the editor opened")
    XCTAssertFalse(settings.isIgnored("Other/A.strings"))
    XCTAssertEqual(settings.ignoring(under: "").ignore, settings.ignore)
  }
}
