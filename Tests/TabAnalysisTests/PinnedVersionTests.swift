import XCTest

@testable import TabAnalysis

/// The release an app pins, from each lock file format, and the advice that follows it.
final class PinnedVersionTests: XCTestCase {
  func read(_ path: String, _ text: String) -> String? {
    PinnedVersion.read(path: path, bytes: Array(text.utf8))?.version.description
  }

  func testLockFiles() {
    XCTAssertEqual(
      read("Podfile.lock", "PODS:\n  - CYLTabBarController/Lottie (1.24.1):\n    - lottie-ios\n"), "1.24.1")
    XCTAssertEqual(read("Podfile.lock", "PODS:\n  - \"CYLTabBarController (1.0.3)\"\n"), "1.0.3")
    XCTAssertNil(read("Podfile.lock", "PODS:\n  - CYLTabBarControllerKit (2.0.0)\n"))
    let v1 =
      #"{"object":{"pins":[{"package":"CYLTabBarController","repositoryURL":"https://github.com/ChenYilong/CYLTabBarController","state":{"version":"1.99.21"}}]},"version":1}"#
    let v2 =
      #"{"pins":[{"identity":"cyltabbarcontroller","kind":"remoteSourceControl","location":"https://github.com/ChenYilong/CYLTabBarController.git","state":{"revision":"x","version":"1.99.45"}}],"version":2}"#
    let v3 =
      #"{"originHash":"x","pins":[{"identity":"lottie-ios","location":"https://github.com/airbnb/lottie-ios","state":{"version":"4.4.0"}},{"identity":"cyltabbarcontroller","location":"https://github.com/ChenYilong/CYLTabBarController","state":{"version":"1.99.66"}}],"version":3}"#
    XCTAssertEqual(read("Package.resolved", v1), "1.99.21")
    XCTAssertEqual(read("x.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved", v2), "1.99.45")
    XCTAssertEqual(read("Package.resolved", v3), "1.99.66")
    XCTAssertEqual(read("Cartfile.resolved", #"github "ChenYilong/CYLTabBarController" "1.29.2""#), "1.29.2")
    let chosen = PinnedVersion.choose([
      PinnedVersion(version: LibraryVersion("1.0")!, path: "/a/b/Podfile.lock"),
      PinnedVersion(version: LibraryVersion("2.0")!, path: "/a/Podfile.lock"),
    ])
    XCTAssertEqual(chosen?.path, "/a/Podfile.lock")
  }

  func testOldReleasesGetOnlyTheAdviceTheyCanFollow() {
    let source = """
      NSDictionary *d = @{
          CYLTabBarItemImage : @"home",
          CYLTabBarItemDarkImage : @"home_night",
      };
      NSDictionary *e = @{ CYLTabBarItemImage : @"mine" };
      """
    var index = WorkspaceIndex()
    index.images = ImageIndex.build(
      catalogContents: ["home", "home_night", "mine", "mine_dark"].map {
        ("A.xcassets/\($0).imageset/Contents.json", Array(#"{"images":[]}"#.utf8))
      }, looseFiles: [])
    let newest = Analyzer.analyze(path: "T.m", bytes: Array(source.utf8), index: index)
    XCTAssertEqual(newest.map(\.code), [], "the dark key and mine_dark are found by 1.99.66")
    index.pinnedVersion = PinnedVersion(version: LibraryVersion("1.29.2")!, path: "Podfile.lock")
    let old = Analyzer.analyze(path: "T.m", bytes: Array(source.utf8), index: index)
    // The ignored dark key is TAB127's finding; `mine_dark` is a name 1.29.2 never looks up.
    XCTAssertEqual(old.map(\.code), ["TAB127", "TAB105"])
    guard old.count == 2 else { return }
    XCTAssertTrue(old[1].message.contains("draws only an image set's Dark appearance"), old[1].message)
    XCTAssertNil(old[1].replacement, "no dark key is suggested to a release without one")
    XCTAssertFalse(old[1].message.contains("mine_dark"), old[1].message)
  }

  func testALottieTabOnAReleaseWithoutDarkLottieKeysGetsThatReleasesOptions() {
    let source = """
      NSDictionary *live = @{
          CYLTabBarItemTitle : @"Live",
          CYLTabBarLottieURL : [[NSBundle mainBundle] URLForResource:@"tab_live" withExtension:@"json"],
      };
      """
    var index = WorkspaceIndex()
    index.pinnedVersion = PinnedVersion(version: LibraryVersion("1.28.5")!, path: "Podfile.lock")
    let found = Analyzer.analyze(path: "T.m", bytes: Array(source.utf8), index: index).filter { $0.code == "TAB107" }
    XCTAssertEqual(found.count, 1)
    XCTAssertTrue(found.first?.message.contains("1.28.5") == true, found.first?.message ?? "")
    XCTAssertTrue(found.first?.fix?.contains("keep the app light") == true, found.first?.fix ?? "")
    index.darkModeDisabled = true
    XCTAssertEqual(Analyzer.analyze(path: "T.m", bytes: Array(source.utf8), index: index).map(\.code), [])
  }
}
