import Foundation
import JSON
import RPC
import XCTest

/// A Swift package target's resources are its own bundle's (`Bundle.module`): a name it looks up without that
/// bundle is the app's main bundle's, unless an Xcode project builds the package's sources into the app itself (a
/// library's repository whose demo app compiles them).
final class PackageBundleTests: XCTestCase {
  func testANameWithoutTheBundleIsTheAppsUnlessTheAppBuildsTheFile() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    func write(_ relative: String, _ text: String) throws {
      let url = root.appendingPathComponent(relative)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    func codes() throws -> [String] {
      let result = try TablsBinary.run(["check", "--format", "json", "."], directory: root)
      XCTAssertNotEqual(result.status, 2, result.stderr)
      return (try JSONParser.parse(result.stdout)["findings"]?.arrayValue ?? []).compactMap {
        $0["code"]?.stringValue
      }
    }
    try write("Package.swift", #"let package = Package(name: "Lib", targets: [.target(name: "Lib")])"#)
    try write(
      "Sources/Lib/Tabs.swift",
      """
      TabView {
          HomeView().tabItem { Label("Home", image: "tab_home") }
      }
      """)
    try write(
      "Sources/Lib/Media.xcassets/tab_home.imageset/Contents.json",
      #"{"images":[{"idiom":"universal","filename":"tab_home.pdf"}],"info":{"version":1,"author":"xcode"}}"#)
    try write("Sources/Lib/Media.xcassets/tab_home.imageset/tab_home.pdf", "%PDF-1.4\n")
    XCTAssertEqual(try codes(), ["TAB140"])
    // The demo app compiles the library's file and copies its catalog: there the main bundle has the image.
    try write(
      "Demo.xcodeproj/project.pbxproj",
      """
      { objects = {
        G0 = { isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
        G1 = { isa = PBXGroup; children = (F1, F2); path = Sources/Lib; sourceTree = "<group>"; };
        F1 = { isa = PBXFileReference; path = Tabs.swift; sourceTree = "<group>"; };
        F2 = { isa = PBXFileReference; path = Media.xcassets; sourceTree = "<group>"; };
        B1 = { isa = PBXBuildFile; fileRef = F1; };
        B2 = { isa = PBXBuildFile; fileRef = F2; };
        P1 = { isa = PBXSourcesBuildPhase; files = (B1); };
        P2 = { isa = PBXResourcesBuildPhase; files = (B2); };
        T1 = { isa = PBXNativeTarget; buildPhases = (P1, P2); name = Demo; productType = "com.apple.product-type.application"; };
        R0 = { isa = PBXProject; mainGroup = G0; targets = (T1); };
      }; rootObject = R0; }
      """)
    XCTAssertEqual(try codes(), [])
    let checked = try TablsBinary.run(["check", "Sources/Lib/Tabs.swift"], directory: root)
    XCTAssertTrue(checked.stderr.contains("1 source file checked"), "checked, and clean: \(checked.stderr)")
  }
}
