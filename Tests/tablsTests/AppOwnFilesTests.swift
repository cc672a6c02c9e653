import Foundation
import JSON
import RPC
import XCTest

/// Only the app's own files speak for it: a `.bundle` inside the app (a date library's 32 `.lproj` folders,
/// `Settings.bundle`) declares none of its languages and is not checked.
final class AppOwnFilesTests: XCTestCase {
  func testABundlesLanguagesAreNotTheApps() throws {
    let app = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: app) }
    func write(_ relative: String, _ text: String) throws {
      let url = app.appendingPathComponent(relative)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try write(".tabls.json", "{}")
    try write("en.lproj/Localizable.strings", #""Home" = "Home";"# + "\n")
    try write("fr.lproj/Localizable.strings", #""Home" = "Accueil";"# + "\n")
    for language in ["de", "es", "it", "ja", "ko", "pt", "ru", "zh-Hans", "ar", "nl"] {
      try write("Resources/DateTools.bundle/\(language).lproj/DateTools.strings", #""ago" = "x";"# + "\n")
    }
    try write("Settings.bundle/en.lproj/Root.strings", #""Group" = "Group" "broken";"# + "\n")
    try write(
      "Tabs.swift",
      """
      let home = HomeViewController()
      home.tabBarItem = UITabBarItem(title: NSLocalizedString("Home", comment: ""), image: nil, tag: 0)
      tabs.viewControllers = [home]
      """)
    let result = try TablsBinary.run(["check", "--format", "json", "."], directory: app)
    let findings = try JSONParser.parse(result.stdout)["findings"]?.arrayValue ?? []
    XCTAssertEqual(findings.count, 0, "\(findings)")
    // The same bundle tables would be the app's own outside a .bundle: the languages count then.
    try FileManager.default.moveItem(
      at: app.appendingPathComponent("Resources/DateTools.bundle/de.lproj"),
      to: app.appendingPathComponent("de.lproj"))
    let again = try JSONParser.parse(try TablsBinary.run(["check", "--format", "json", "."], directory: app).stdout)
    XCTAssertEqual(again["findings"]?.arrayValue?.map { $0["code"]?.stringValue }, ["TAB301"])
  }
}
