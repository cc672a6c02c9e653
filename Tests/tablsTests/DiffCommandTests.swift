import Foundation
import JSON
import Raster
import XCTest

/// `tabls diff`: in a scratch repository, the bars three commits touch (a title, an image set's dark look, the
/// pinned CYL release) are drawn before and after, and a bar nothing touched is not; the same for a change only in
/// the working tree. The user's tree is never changed.
final class DiffCommandTests: XCTestCase {
  static let tabs = """
    - (void)setUp {
        NSArray *items = @[
            @{ CYLTabBarItemTitle : @"Home", CYLTabBarItemImage : @"home" },
            @{ CYLTabBarItemTitle : @"Me", CYLTabBarItemImage : @"me" },
        ];
        self.tabBarItemsAttributes = items;
    }
    """
  static let other = """
    final class Other: UITabBarController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let a = UIViewController()
            a.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "star"), tag: 0)
            viewControllers = [a]
        }
    }
    """
  static func imageSet(dark: Bool) -> String {
    let darkEntry =
      dark
      ? #",{"idiom":"universal","filename":"d.png","appearances":[{"appearance":"luminosity","value":"dark"}]}"# : ""
    return #"{"images":[{"idiom":"universal","filename":"a.png"}"# + darkEntry + "]}"
  }

  var repository: URL!

  override func setUpWithError() throws {
    repository = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-diff-\(UUID().uuidString)")
    guard (try? git(["--version"], in: FileManager.default.temporaryDirectory)) != nil else {
      throw XCTSkip("git is not installed")
    }
    try write(".tabls.json", "{}")
    try write("Tabs.m", Self.tabs)
    try write("Other.swift", Self.other)
    try write("Assets.xcassets/home.imageset/Contents.json", Self.imageSet(dark: true))
    try write("Assets.xcassets/me.imageset/Contents.json", Self.imageSet(dark: true))
    try git(["init", "-q"])
    try commit("base")
  }

  override func tearDown() { try? FileManager.default.removeItem(at: repository) }

  func write(_ path: String, _ text: String) throws {
    let url = repository.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  @discardableResult
  func git(_ arguments: [String], in folder: URL? = nil) throws -> String {
    let (status, bytes) = try Subprocess.output(
      URL(fileURLWithPath: "/usr/bin/env"), ["git", "-c", "user.email=t@example.com", "-c", "user.name=t"] + arguments,
      directory: folder ?? repository)
    guard status == 0 else { throw CocoaError(.executableLoad) }
    return String(decoding: bytes, as: UTF8.self)
  }

  func commit(_ message: String) throws {
    try git(["add", "-A"])
    try git(["commit", "-q", "-m", message])
  }

  func diff(_ arguments: [String]) throws -> JSON {
    let result = try TablsBinary.run(["diff"] + arguments + ["--output-dir", "out"], directory: repository)
    XCTAssertEqual(result.status, 0, result.stderr)
    return try JSONParser.parse(Array(try Data(contentsOf: repository.appendingPathComponent("out/diff.json"))))
  }

  func testThreeCommitsDrawTheBarTheyTouch() throws {
    try write("Tabs.m", Self.tabs.replacingOccurrences(of: "@\"Me\"", with: "@\"Profile\""))
    try commit("title")
    try write("Assets.xcassets/home.imageset/Contents.json", Self.imageSet(dark: false))
    try commit("no dark home")
    try write("Podfile.lock", "PODS:\n  - CYLTabBarController (1.29.2)\n")
    try commit("pin 1.29.2")
    let status = try git(["status", "--porcelain"])

    let report = try diff(["HEAD~3"])
    let bars = report["bars"]?.arrayValue ?? []
    XCTAssertEqual(bars.map { $0["path"]?.stringValue }, ["Tabs.m"], "Other.swift's bar is not drawn")
    let changes = (bars.first?["changes"]?.arrayValue ?? []).compactMap(\.stringValue)
    XCTAssertTrue(changes.contains("tab 2 title: 'Me' → 'Profile'"), "\(changes)")
    XCTAssertTrue(changes.contains { $0.contains("1.29.2") }, "the pinned release: \(changes)")
    XCTAssertTrue(changes.contains { $0.hasPrefix("the picture changed on") && $0.contains("dark") }, "\(changes)")
    let added = (bars.first?["findingsAdded"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
    XCTAssertTrue(added.contains("TAB105"), "home has no dark look now: \(added)")
    let markdown = try String(contentsOf: repository.appendingPathComponent("out/diff.md"), encoding: .utf8)
    XCTAssertTrue(markdown.contains("tab 2 title: 'Me' → 'Profile'"), markdown)
    XCTAssertTrue(markdown.contains("![Tabs.m before and after](bar-1.png)"), markdown)
    let picture = try PNG.decode([UInt8](try Data(contentsOf: repository.appendingPathComponent("out/bar-1.png"))))
    XCTAssertGreaterThan(picture.width, picture.height, "before and after side by side")
    XCTAssertEqual(try git(["status", "--porcelain"]), status + "?? out/\n", "only the output folder is new")
  }

  func testAChangeInTheWorkingTreeAgainstHEAD() throws {
    XCTAssertEqual(try diff(["HEAD"])["bars"]?.arrayValue?.count, 0, "nothing changed")
    try write("Tabs.m", Self.tabs.replacingOccurrences(of: "@\"Home\"", with: "@\"Start\""))
    let bars = try diff(["HEAD"])["bars"]?.arrayValue ?? []
    XCTAssertEqual(bars.count, 1)
    XCTAssertEqual(
      (bars.first?["changes"]?.arrayValue ?? []).first?.stringValue, "tab 1 title: 'Home' → 'Start'")
  }

  func testARenamedFileIsTheSameBar() throws {
    try git(["mv", "Tabs.m", "MainTabs.m"])
    try commit("rename")
    let bars = try diff(["HEAD~1", "HEAD"])["bars"]?.arrayValue ?? []
    XCTAssertEqual(bars.map { $0["status"]?.stringValue }, ["changed"], "moved, not removed and added")
    XCTAssertEqual(bars.first?["changes"]?.arrayValue?.first?.stringValue, "moved from Tabs.m")
  }

  func testABaseThatIsNoRevisionIsSaid() throws {
    let result = try TablsBinary.run(["diff", "no-such-branch", "--output-dir", "out"], directory: repository)
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.contains("no-such-branch is neither a folder nor a revision"), result.stderr)
    let option = try TablsBinary.run(["diff", "--output=/tmp/x", "--output-dir", "out"], directory: repository)
    XCTAssertEqual(option.status, 2, "a name that git would read as an option")
  }
}
