import Foundation
import JSON
import RPC
import TabAnalysis
import XCTest

/// Only what an Xcode project's targets build is the app's (`Tests/Fixtures/TwoTargetApp`: an app and a widget
/// target, a variant group, a synchronized folder with an exception, and an `Old/` folder no target lists).
final class XcodeTargetsTests: XCTestCase {
  func testOnlyTargetMembersAreCheckedAndDeclareLanguages() throws {
    let result = try TablsBinary.run(
      ["check", "--format", "json", "Tests/Fixtures/TwoTargetApp"], directory: Repository.root)
    let findings = try JSONParser.parse(result.stdout)["findings"]?.arrayValue ?? []
    let places = findings.map {
      "\($0["path"]!.stringValue!.replacingOccurrences(of: "Tests/Fixtures/TwoTargetApp/", with: "")):\($0["line"]!.intValue!) \($0["code"]!.stringValue!)"
    }
    XCTAssertEqual(
      places,
      [
        "App/Tabs.m:1 TAB101", "App/Tabs.m:1 TAB306", "App/en.lproj/Localizable.strings:2 TAB304",
        "Synced/Included.m:1 TAB101", "Synced/Included.m:1 TAB306", "Widget/WidgetTabs.swift:1 TAB101",
        "Widget/WidgetTabs.swift:1 TAB306",
      ])
    XCTAssertTrue(
      findings.contains { $0["message"]?.stringValue?.contains("both languages of the app (en, fr)") == true },
      "Old/de.lproj is in no target: not a language of the app")
    let unlisted = try TablsBinary.run(
      ["check", "Tests/Fixtures/TwoTargetApp/Old/Unused.m"], directory: Repository.root)
    XCTAssertEqual(unlisted.status, 0)
    XCTAssertTrue(unlisted.stderr.contains("Old/Unused.m is in no target of its Xcode project"), unlisted.stderr)
  }

  /// A group outside the project's folder (`../Shared`, an absolute path, the SDK) has its files outside too: a
  /// root-level file of the same name is not the one the target builds.
  func testAGroupOutsideTheFolderKeepsItsFilesOutside() throws {
    let text = """
      { objects = {
        G0 = { isa = PBXGroup; children = (G1, G2); sourceTree = "<group>"; };
        G1 = { isa = PBXGroup; children = (F1); path = ../Shared; sourceTree = "<group>"; };
        G2 = { isa = PBXGroup; children = (F2); path = /opt/Kit; sourceTree = "<absolute>"; };
        F1 = { isa = PBXFileReference; path = Tabs.m; sourceTree = "<group>"; };
        F2 = { isa = PBXFileReference; path = Kit.m; sourceTree = "<group>"; };
        B1 = { isa = PBXBuildFile; fileRef = F1; };
        B2 = { isa = PBXBuildFile; fileRef = F2; };
        P1 = { isa = PBXSourcesBuildPhase; files = (B1, B2); };
        T1 = { isa = PBXNativeTarget; buildPhases = (P1); name = App; };
        R0 = { isa = PBXProject; mainGroup = G0; targets = (T1); };
      }; rootObject = R0; }
      """
    let project = try XCTUnwrap(XcodeProject(bytes: Array(text.utf8)))
    XCTAssertFalse(project.contains("Tabs.m"))
    XCTAssertFalse(project.contains("Kit.m"))
  }

  func testTheProjectReader() throws {
    let bytes = try [UInt8](
      Data(
        contentsOf: Repository.root.appendingPathComponent("Tests/Fixtures/TwoTargetApp/App.xcodeproj/project.pbxproj"))
    )
    let project = try XCTUnwrap(XcodeProject(bytes: bytes))
    XCTAssertEqual(project.targets.map(\.name), ["App", "Widget"])
    XCTAssertTrue(project.targets[0].contains("App/fr.lproj/Localizable.strings"), "a variant group's file")
    XCTAssertTrue(project.targets[0].contains("Synced/Included.m"))
    XCTAssertFalse(project.targets[0].contains("Synced/Excluded.m"), "a membership exception")
    XCTAssertFalse(project.contains("Old/Unused.m"))
    XCTAssertTrue(project.targets[1].contains("Widget/WidgetTabs.swift"))
    XCTAssertNil(XcodeProject(bytes: Array("{ objects = { ".utf8)), "cut short")
    XCTAssertNil(OpenStepPlist.parse(Array(String(repeating: "(", count: 10_000).utf8)), "too deep: refused")
  }
}
