import TabAnalysis
import XCTest

/// Which package target a file is in: the folder whose resources `Bundle.module` holds.
final class PackageModulesTests: XCTestCase {
  func testTargetsAreTheirPathsElseSwiftPMsDefaultFolders() {
    let modules = PackageModules(manifests: [
      ("App/Kit/Package.swift", Array(#"targets: [.target(name: "UI", path: "Code/UI"), .target(name: "Kit")]"#.utf8)),
      ("App/Kit/Nested/Package.swift", Array("let package = Package(name: \"N\")".utf8)),
      ("Package.swift", Array("let package = Package(name: \"Top\")".utf8)),
    ])
    XCTAssertEqual(modules.module(of: "App/Kit/Sources/Kit/Views/Root.swift"), "App/Kit/Sources/Kit")
    XCTAssertEqual(modules.module(of: "App/Kit/Code/UI/Media.xcassets/a.imageset/Contents.json"), "App/Kit/Code/UI")
    XCTAssertEqual(modules.module(of: "App/Kit/Tests/KitTests/T.swift"), "App/Kit/Tests/KitTests")
    XCTAssertEqual(modules.module(of: "App/Kit/Nested/Sources/N/A.swift"), "App/Kit/Nested/Sources/N", "innermost")
    XCTAssertNil(modules.module(of: "App/Kit/Examples/Scratch.swift"), "in the package, in no target")
    XCTAssertNil(modules.module(of: "App/Kit/Sources/Loose.swift"), "a file directly in Sources/ is no target's")
    XCTAssertEqual(modules.module(of: "Sources/Top/A.swift"), "Sources/Top", "a package at the top")
    XCTAssertNil(modules.module(of: "App/Main.swift"))
    XCTAssertNil(PackageModules().module(of: "Sources/Top/A.swift"))
  }

  func testABundleApartIsAPackageTargetsThatNoAppBuildsItself() {
    var modules = PackageModules(manifests: [
      ("Kit/Package.swift", Array(#"let package = Package(name: "Kit", defaultLocalization: "de-CH")"#.utf8)),
      ("Play.swiftpm/Package.swift", Array(#"products: [.iOSApplication(name: "Play", targets: ["App"])]"#.utf8)),
      ("Tool/Package.swift", Array(#"targets: [.executableTarget(name: "tool")]"#.utf8)),
    ])
    modules.builtByProjects = ["Kit/Sources/Kit/Shared.swift"]
    XCTAssertEqual(modules.bundleApart(of: "Kit/Sources/Kit/Root.swift"), "Kit/Sources/Kit")
    XCTAssertNil(modules.bundleApart(of: "Kit/Sources/Kit/Shared.swift"), "an Xcode target compiles it itself")
    XCTAssertNil(modules.bundleApart(of: "Play.swiftpm/Sources/App/Root.swift"), "a Swift Playgrounds app")
    XCTAssertNil(modules.bundleApart(of: "Tool/Sources/tool/main.swift"), "an executable's")
    XCTAssertNil(modules.bundleApart(of: "App/Root.swift"))
    XCTAssertTrue(modules.isInMainBundle("App/Media.xcassets/a.imageset/Contents.json"))
    XCTAssertEqual(modules.defaultLocalization(ofModule: "Kit/Sources/Kit"), "de-CH")
    XCTAssertNil(modules.defaultLocalization(ofModule: "Tool/Sources/tool"))
  }

  /// A package target's tables are its own bundle's: the main bundle's lookups do not find them, and its languages
  /// are its tables' and its package's default.
  func testEachBundleHasItsOwnTablesAndLanguages() throws {
    let modules = PackageModules(manifests: [
      ("Kit/Package.swift", Array(#"let package = Package(name: "Kit", defaultLocalization: "fr")"#.utf8))
    ])
    func table(_ path: String, _ text: String) throws -> (path: String, file: LocalizationFile, bytes: [UInt8]) {
      let bytes = Array(text.utf8)
      return (path, try XCTUnwrap(LocalizationFile(path: path, bytes: bytes)), bytes)
    }
    let localization = BundleLocalization(
      infoPlists: [],
      tables: [
        try table("App/en.lproj/Localizable.strings", #""app.key" = "App";"#),
        try table("App/de.lproj/Localizable.strings", #""app.key" = "App";"#),
        try table("Kit/Sources/Kit/Resources/it.lproj/Localizable.strings", #""kit.key" = "Kit";"#),
      ], projects: [], modules: modules)
    XCTAssertEqual(localization.all.appLanguages, ["de", "en", "it"])
    let main = try XCTUnwrap(localization.main)
    XCTAssertEqual(main.appLanguages, ["de", "en"])
    XCTAssertTrue(main.translations(of: "kit.key").isEmpty)
    let kit = try XCTUnwrap(localization.modules["Kit/Sources/Kit"])
    XCTAssertEqual(kit.appLanguages, ["fr", "it"])
    XCTAssertEqual(kit.developmentLanguage, "fr")
    XCTAssertEqual(kit.missingLanguages(of: "kit.key"), ["fr"])
    // Without a package target's own tables, every table is the main bundle's.
    let flat = BundleLocalization(
      infoPlists: [], tables: [try table("App/en.lproj/Localizable.strings", #""app.key" = "App";"#)], projects: [],
      modules: modules)
    XCTAssertNil(flat.main)
  }
}
