import Foundation
import JSON
import RPC
import TabAnalysis
import XCTest

/// `Examples/PackageApp`: an app target whose tab bar, catalog and String Catalog live in a local Swift package
/// (`Packages/TabsKit`, an `XCLocalSwiftPackageReference`). The package's targets are the app's; a stale copy no
/// target builds (`Old/`, which declares the same enum) and a package file outside its targets
/// (`Packages/TabsKit/Examples/`) say nothing. The bar's tabs come from three files: the TabView's, an enum's and a
/// view that gives itself its tab.
final class LocalPackageAppTests: XCTestCase {
  static let app = "Examples/PackageApp"
  static let rootView = app + "/Packages/TabsKit/Sources/TabsKit/RootView.swift"

  func places(_ arguments: [String]) throws -> [String] {
    let result = try TablsBinary.run(arguments + ["--format", "json"], directory: Repository.root)
    XCTAssertNotEqual(result.status, 2, result.stderr)
    return try (JSONParser.parse(result.stdout)["findings"]?.arrayValue ?? []).map {
      let path = $0["path"]?.stringValue?.replacingOccurrences(of: Self.app + "/", with: "") ?? "?"
      return "\(path):\($0["line"]?.intValue ?? 0) \($0["code"]?.stringValue ?? "?")"
    }
  }

  func testThePackageIsPartOfTheApp() throws {
    // The package's names are looked up in its own bundle (`bundle: .module`): its tables' languages are its own
    // (`tab.inbox` lacks de), its catalog lacks `tab_gear`, and the profile view's title forgets the bundle.
    let expected = [
      "Packages/TabsKit/Sources/TabsKit/ProfileView.swift:10 TAB140",
      "Packages/TabsKit/Sources/TabsKit/RootView.swift:20 TAB301",
      "Packages/TabsKit/Sources/TabsKit/RootView.swift:27 TAB104",
    ]
    XCTAssertEqual(try places(["check", Self.app]), expected)
    // Checked from inside the package, the app is the workspace all the same.
    XCTAssertEqual(try places(["check", Self.app + "/Packages/TabsKit"]), expected)
    XCTAssertEqual(try places(["check", Self.rootView]), Array(expected.dropFirst()))
    for silent in ["Old/RootView.swift", "Packages/TabsKit/Examples/Scratch.swift"] {
      let result = try TablsBinary.run(["check", Self.app + "/" + silent], directory: Repository.root)
      XCTAssertEqual(result.status, 0, result.stderr)
      XCTAssertTrue(result.stderr.contains("is in no target"), result.stderr)
    }
  }

  func testTheLayoutNamesWhatAnIPhoneShows() throws {
    let result = try TablsBinary.run(["layout", Self.rootView, "--language", "de"], directory: Repository.root)
    let items = try JSONParser.parse(result.stdout)["items"]?.arrayValue ?? []
    XCTAssertEqual(
      items.map { $0["title"]?.stringValue }, ["Start", "Neuigkeiten", "tab.inbox", "tab.profile", "Einstellungen"],
      "the enum's cases (Section.swift), the conditional inbox, the profile view's own tab (its key looked up in "
        + "the app's bundle, which lacks it: shown as the key, as on the phone); the regular-width tab is not an "
        + "iPhone's")
    XCTAssertEqual(
      items.map { $0["titleKey"]?.stringValue }, ["tab.home", "tab.feed", "tab.inbox", "tab.profile", "tab.settings"])
    XCTAssertEqual(
      items.map { $0["image"]?["asset"]?.stringValue ?? $0["image"]?["systemImage"]?.stringValue },
      ["tab_home", "tab_feed", "tray", "person.crop.circle", "tab_gear"])
    XCTAssertEqual(items[2]["condition"]?.stringValue, "if let user = account?.user")
  }
}
