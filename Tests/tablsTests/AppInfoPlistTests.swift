import Foundation
import TabAnalysis
import XCTest

@testable import TablsKit

/// The app's Info.plist is the one its application target names (`INFOPLIST_FILE`): an extension's plist, a
/// vendored SDK's example app and a stale copy do not speak for it; a generated plist's `INFOPLIST_KEY_…` settings
/// do; and a plist named where tabls does not read (an `.xcconfig`) leaves every plist in, as without a project.
final class AppInfoPlistTests: XCTestCase {
  static func project(appSettings: String) -> String {
    """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objectVersion = 77;
      objects = {
        G0 = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
        T1 = { isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); name = App;
          productType = "com.apple.product-type.application"; };
        T2 = { isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); name = Share;
          productType = "com.apple.product-type.app-extension"; };
        L1 = { isa = XCConfigurationList; buildConfigurations = (C1, C2); };
        L2 = { isa = XCConfigurationList; buildConfigurations = (C3); };
        C1 = { isa = XCBuildConfiguration; buildSettings = { \(appSettings) }; name = Debug; };
        C2 = { isa = XCBuildConfiguration; buildSettings = { \(appSettings) }; name = Release; };
        C3 = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = "AShare/Info.plist"; }; name = Debug; };
        R0 = { isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
      };
      rootObject = R0;
    }
    """
  }

  static func plist(_ entries: String) -> String {
    #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>\#(entries)</dict></plist>"#
  }

  func load(appSettings: String) throws -> WorkspaceIndex {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-plist-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: root) }
    let compatible = "<key>UIDesignRequiresCompatibility</key><true/>"
    let files = [
      "App.xcodeproj/project.pbxproj": Self.project(appSettings: appSettings),
      "App/Info.plist": Self.plist(
        compatible + "<key>Nested</key><dict><key>UIUserInterfaceStyle</key><string>Light</string></dict>"),
      "AShare/Info.plist": Self.plist(compatible),
      "SDK/Example/Info.plist": Self.plist("<key>UIUserInterfaceStyle</key><string>Light</string>"),
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let loaded = try XCTUnwrap(
      WorkspaceLoader.load(paths: [WorkspaceRoots.canonical(root.path)], configuration: Configuration()))
    return loaded.index
  }

  func testTheAppTargetsPlistSpeaksForTheApp() throws {
    let index = try load(appSettings: "INFOPLIST_FILE = \"$(SRCROOT)/App/Info.plist\";")
    XCTAssertEqual(index.compatibilityKey.map { PathName.lastComponent(of: PathName.directory(of: $0.path)) }, "App")
    XCTAssertFalse(index.darkModeDisabled, "the SDK example's Light and a nested key are not the app's")
  }

  func testAGeneratedPlistsKeysSpeakForTheApp() throws {
    let index = try load(appSettings: "GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UIUserInterfaceStyle = Light;")
    XCTAssertNil(index.compatibilityKey, "no plist file is the app's")
    XCTAssertTrue(index.darkModeDisabled)
  }

  func testAPlistNamedElsewhereLeavesEveryPlistIn() throws {
    let index = try load(appSettings: "")
    XCTAssertNotNil(index.compatibilityKey)
    XCTAssertTrue(index.darkModeDisabled, "as without a project: the SDK example's plist counts")
  }
}
