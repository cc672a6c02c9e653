import TabAnalysis
import XCTest

/// Every row and column of `../shared/spec/ios26-27.md`'s table, and the other libraries' rows (§3).
final class BarStyleResolutionTests: XCTestCase {
  /// The five columns: iOS ≤ 18, 26 with the key, 26 without, 27 with, 27 without.
  let columns: [(TargetOS, Bool)] = [(.iOS18, false), (.iOS26, true), (.iOS26, false), (.iOS27, true), (.iOS27, false)]

  func styles(
    _ library: TabLibrary, release: String = "1.99.45", chosen: CYLStyleType? = nil
  ) -> [BarStyle] {
    columns.map { os, key in
      let context = BarStyleResolution.Context(
        os: os, requiresCompatibility: key, release: LibraryVersion(release)!, releaseSource: "Podfile.lock",
        chosen: chosen)
      return BarStyleResolution.resolve(library, context).style
    }
  }

  func testReleasesWithoutStyleCode() {
    for release in ["1.0.0", "1.28.5", "1.29.2"] {
      XCTAssertEqual(
        styles(.cylTabBarController, release: release), [.classic, .classic, .liquidGlass, .liquidGlass, .liquidGlass])
      let broken = BarStyleResolution.resolve(
        .cylTabBarController, .init(os: .iOS27, requiresCompatibility: true, release: LibraryVersion(release)!))
      XCTAssertTrue(broken.layoutBroken, release)
      XCTAssertFalse(
        BarStyleResolution.resolve(
          .cylTabBarController, .init(os: .iOS26, requiresCompatibility: true, release: LibraryVersion(release)!)
        )
        .layoutBroken)
    }
  }

  func testReleasesBeforeTheFlatFallback() {
    for release in ["1.99.0", "1.99.20", "1.99.38"] {
      XCTAssertEqual(
        styles(.cylTabBarController, release: release), [.classic, .classic, .liquidGlass, .liquidGlass, .liquidGlass],
        release)
      XCTAssertEqual(
        styles(.cylTabBarController, release: release, chosen: .flatDesign), [.classic, .flat, .flat, .flat, .flat])
      XCTAssertEqual(
        styles(.cylTabBarController, release: release, chosen: .liquidGlass),
        [.classic, .classic, .liquidGlass, .liquidGlass, .liquidGlass])
    }
  }

  func testReleasesWithTheFlatFallback() {
    for release in ["1.99.39", "1.99.41", "1.99.45", "1.99.66"] {
      XCTAssertEqual(
        styles(.cylTabBarController, release: release), [.classic, .classic, .liquidGlass, .flat, .liquidGlass], release
      )
      XCTAssertEqual(
        styles(.cylTabBarController, release: release, chosen: .defaultStyle),
        [.classic, .classic, .liquidGlass, .flat, .liquidGlass])
      // Only Default becomes FlatDesign; a chosen style stays.
      XCTAssertEqual(
        styles(.cylTabBarController, release: release, chosen: .system),
        [.classic, .classic, .liquidGlass, .liquidGlass, .liquidGlass])
      XCTAssertEqual(
        styles(.cylTabBarController, release: release, chosen: .liquidGlass),
        [.classic, .classic, .liquidGlass, .liquidGlass, .liquidGlass])
      XCTAssertEqual(
        styles(.cylTabBarController, release: release, chosen: .flatDesign), [.classic, .flat, .flat, .flat, .flat])
    }
  }

  func testSystemBarsAndTheOtherLibraries() {
    XCTAssertEqual(styles(.uikit), [.classic, .classic, .liquidGlass, .liquidGlass, .liquidGlass])
    XCTAssertEqual(styles(.dorgans), [.classic, .classic, .liquidGlass, .liquidGlass, .liquidGlass])
    XCTAssertEqual(styles(.sunimp), [.classic, .liquidGlass, .liquidGlass, .liquidGlass, .liquidGlass])
  }

  func testTheReasonSaysStyleReleaseAndChoiceInOneLine() {
    let context = BarStyleResolution.Context(
      os: .iOS27, release: LibraryVersion("1.99.45")!, releaseSource: "Podfile.lock")
    XCTAssertEqual(
      BarStyleResolution.resolve(.cylTabBarController, context).reason,
      "iOS 27 · Liquid Glass: CYLTabBarController 1.99.45 (Podfile.lock), no style chosen")
    var flat = context
    flat.requiresCompatibility = true
    XCTAssertEqual(
      BarStyleResolution.resolve(.cylTabBarController, flat).reason,
      "iOS 27 · FlatDesign: CYLTabBarController 1.99.45 (Podfile.lock), no style chosen; UIDesignRequiresCompatibility selects FlatDesign"
    )
    XCTAssertEqual(
      BarStyleResolution.resolve(.uikit, .init(os: .iOS26, requiresCompatibility: true)).reason,
      "iOS 26 · classic: UIKit's tab bar, UIDesignRequiresCompatibility keeps the old look")
  }
}
