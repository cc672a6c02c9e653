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
}
