import Foundation
import JSON
import RPC
import XCTest

/// The server's workspace is `tabls check`'s: each root its own project (its own images), each project's
/// `.tabls.json` and the nested ones under it, ignore globs over every kind of file. Pulled diagnostics (and pushed
/// ones, for a client that does not pull) equal `tabls check ROOT`'s, file by file.
final class EditorWorkspaceEqualsCheckTests: XCTestCase {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes><scene sceneID="s0"><objects>
            <tabBarController id="tbc" sceneMemberID="viewController"><connections>
                <segue destination="a" kind="relationship" relationship="viewControllers" id="r0"/>
            </connections></tabBarController>
            <viewController id="a" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="A" image="nothere" id="i0"/>
            </viewController>
        </objects></scene></scenes>
    </document>
    """
  static func source(image: String) -> String {
    """
    - (void)setUp {
        UIViewController *x = [XViewController new];
        x.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"X" image:[UIImage imageNamed:@"\(image)"] tag:0];
        self.viewControllers = @[x];
    }
    """
  }
  static let typo = "NSArray *a = @[ @{ CYLTabBarItemTitel : @\"A\" } ];\n"
  static let duplicates = "\"a\" = \"1\";\n\"a\" = \"2\";\n"

  /// root-relative path → contents.
  static let roots: [String: [String: String]] = [
    "One": [
      ".tabls.json": #"{"ignore": ["Resources/**", "Skipped.m", "Sub/Muted.m"], "rules": {"TAB101": "error"}}"#,
      "Assets.xcassets/first.imageset/Contents.json": #"{"images":[]}"#,
      "Resources/Base.lproj/Main.storyboard": storyboard,
      "Resources/en.lproj/Localizable.strings": duplicates,
      "Resources/Top.m": source(image: "home"),
      "Main.storyboard": storyboard,
      "en.lproj/Localizable.strings": duplicates,
      "Top.m": source(image: "home"),
      "Skipped.m": source(image: "home"),
      "Sub/.tabls.json": #"{"rules": {"TAB104": "off"}, "ignore": ["*.strings", "Quiet.storyboard"]}"#,
      "Sub/A.m": source(image: "home"),
      "Sub/Typo.m": typo,
      "Sub/Muted.m": typo,
      "Sub/en.lproj/Sub.strings": duplicates,
      "Sub/Quiet.storyboard": storyboard,
      "Sub/Loud.storyboard": storyboard,
      "Sub/Deeper/.tabls.json": #"{"rules": {"TAB104": "error"}}"#,
      "Sub/Deeper/B.m": source(image: "home"),
    ],
    "Two": [
      ".tabls.json": "{}",
      "Assets.xcassets/home.imageset/Contents.json": #"{"images":[]}"#,
      "Top.m": source(image: "home"),
      "Other.m": source(image: "first"),
      "Main.storyboard": storyboard,
    ],
  ]

  func makeWorkspace() throws -> URL {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-roots-\(UUID().uuidString)")
    for (root, files) in Self.roots {
      for (path, text) in files {
        let url = base.appendingPathComponent(root).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      }
    }
    return base
  }

  /// `tabls check ROOT` for each root: "Root/path" → ["line code severity"], files without findings left out.
  func checkFindings(_ base: URL) throws -> [String: [String]] {
    var expected: [String: [String]] = [:]
    for root in Self.roots.keys.sorted() {
      let check = try TablsBinary.run(
        ["check", "--format", "json", "--fail-on", "never", "."], directory: base.appendingPathComponent(root))
      XCTAssertEqual(check.status, 0, check.stderr)
      for finding in try JSONParser.parse(check.stdout)["findings"]?.arrayValue ?? [] {
        let path = root + "/" + (finding["path"]?.stringValue ?? "")
        expected[path, default: []].append(
          "\(finding["line"]?.intValue ?? 0) \(finding["code"]?.stringValue ?? "") \(finding["severity"]?.stringValue ?? "")"
        )
      }
    }
    return expected
  }

  static let severityNames = [1: "error", 2: "warning", 3: "info", 4: "hint"]

  static func lines(_ diagnostics: [JSON]) -> [String] {
    diagnostics.map {
      let severity = severityNames[Int($0["severity"]?.intValue ?? 0)] ?? "?"
      return "\(($0["range"]?["start"]?["line"]?.intValue ?? -1) + 1) \($0["code"]?.stringValue ?? "") \(severity)"
    }
  }

  static var checkedFiles: [String] {
    roots.flatMap { root, files in files.keys.filter { !$0.hasSuffix(".json") }.map { root + "/" + $0 } }.sorted()
  }

  func initialize(_ server: ServerProcess, _ base: URL, capabilities: JSON) {
    let folders: [JSON] = Self.roots.keys.sorted().map {
      ["uri": .string(base.appendingPathComponent($0).absoluteString), "name": .string($0)]
    }
    _ = server.request("initialize", ["workspaceFolders": .array(folders), "capabilities": capabilities])
    server.notify("initialized", [:])
  }

  func testPulledDiagnosticsEqualCheckAcrossRootsNestedConfigsAndIgnores() throws {
    let base = try makeWorkspace()
    defer { try? FileManager.default.removeItem(at: base) }
    let expected = try checkFindings(base)
    // The workspace exercises what it should: both roots report, nested levels change severities.
    XCTAssertEqual(expected["One/Top.m"]?.first?.hasSuffix("TAB104 warning"), true, "'home' is only in Two")
    XCTAssertNil(expected["Two/Top.m"], "Two has 'home'")
    XCTAssertNil(expected["One/Sub/A.m"], "TAB104 is off under Sub")
    XCTAssertEqual(expected["One/Sub/Deeper/B.m"]?.first?.hasSuffix("TAB104 error"), true, "Deeper turns it on again")
    XCTAssertNil(expected["One/Resources/Base.lproj/Main.storyboard"])
    XCTAssertNotNil(expected["One/Main.storyboard"])
    XCTAssertNil(expected["One/Sub/en.lproj/Sub.strings"])
    XCTAssertNotNil(expected["One/en.lproj/Localizable.strings"])

    let server = try ServerProcess()
    initialize(server, base, capabilities: ServerProcess.fullCapabilities)
    var served: [String: [String]] = [:]
    for _ in 0..<100 {
      served = [:]
      for file in Self.checkedFiles {
        let uri = base.appendingPathComponent(file).absoluteString
        let result = server.request("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]])
        let items = Self.lines(result?["result"]?["items"]?.arrayValue ?? [])
        if !items.isEmpty { served[file] = items }
      }
      if served == expected { break }
      Thread.sleep(forTimeInterval: 0.05)
    }
    XCTAssertEqual(served, expected)
  }

  func testPublishedDiagnosticsEqualCheck() throws {
    let base = try makeWorkspace()
    defer { try? FileManager.default.removeItem(at: base) }
    let expected = try checkFindings(base)
    let server = try ServerProcess()
    // These capabilities do not pull: the diagnostics of each opened document are pushed.
    initialize(server, base, capabilities: ServerProcess.fullCapabilities)
    // Wait for the index (a pull waits for it) before opening anything.
    _ = server.request(
      "textDocument/diagnostic",
      ["textDocument": ["uri": .string(base.appendingPathComponent("Two/Top.m").absoluteString)]])
    var published: [String: [String]] = [:]
    for file in Self.checkedFiles {
      let url = base.appendingPathComponent(file)
      let text = try String(contentsOf: url, encoding: .utf8)
      server.notify(
        "textDocument/didOpen",
        ["textDocument": ["uri": .string(url.absoluteString), "languageId": "", "version": 1, "text": .string(text)]])
      // The last publication for the document once indexing is over (an empty list is published too, or none).
      let message = server.waitForMessage(timeout: 10) {
        $0["method"]?.stringValue == "textDocument/publishDiagnostics"
          && $0["params"]?["uri"]?.stringValue == url.absoluteString
      }
      let items = Self.lines(message?["params"]?["diagnostics"]?.arrayValue ?? [])
      if !items.isEmpty { published[file] = items }
    }
    XCTAssertEqual(published, expected)
  }

  /// A nested `.tabls.json` is its project's configuration, not a project of its own: checking a file under it (as
  /// pre-commit does, file by file) reports what checking the project reports for that file.
  func testAFileUnderANestedConfigurationIsCheckedInItsProject() throws {
    let base = try makeWorkspace()
    defer { try? FileManager.default.removeItem(at: base) }
    let whole = try checkFindings(base)
    for file in ["Sub/A.m", "Sub/Deeper/B.m", "Sub/Loud.storyboard", "Top.m"] {
      let check = try TablsBinary.run(
        ["check", "--format", "json", "--fail-on", "never", file], directory: base.appendingPathComponent("One"))
      let found = try JSONParser.parse(check.stdout)["findings"]?.arrayValue ?? []
      let lines = found.map {
        "\($0["line"]?.intValue ?? 0) \($0["code"]?.stringValue ?? "") \($0["severity"]?.stringValue ?? "")"
      }
      XCTAssertEqual(lines, whole["One/" + file] ?? [], file)
    }
  }

  /// An editor opened on a folder inside a project configured above it (`One/Sub`) reads the project's
  /// configuration for that folder, as `tabls check One/Sub` does: the root's rule severities and its globs that
  /// reach into the folder, with the folder's own `.tabls.json` over them.
  func testAServerOpenedBelowTheProjectConfigurationReadsIt() throws {
    let base = try makeWorkspace()
    defer { try? FileManager.default.removeItem(at: base) }
    let whole = try checkFindings(base)
    XCTAssertEqual(whole["One/Sub/Typo.m"], ["1 TAB101 error"], "One's severity")
    XCTAssertNil(whole["One/Sub/Muted.m"], "One's glob")
    let server = try ServerProcess()
    let sub = base.appendingPathComponent("One/Sub")
    _ = server.request(
      "initialize", ["rootUri": .string(sub.absoluteString), "capabilities": ServerProcess.fullCapabilities])
    server.notify("initialized", [:])
    let files = ["Typo.m", "Muted.m", "A.m", "Deeper/B.m", "en.lproj/Sub.strings", "Quiet.storyboard"]
    let expected = files.map { whole["One/Sub/" + $0] ?? [] }
    var served: [[String]] = []
    // Until the index is complete (a pull before it answers from the first part of the load).
    for _ in 0..<100 {
      served = files.map { file in
        let uri = sub.appendingPathComponent(file).absoluteString
        let result = server.request("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]])
        return Self.lines(result?["result"]?["items"]?.arrayValue ?? [])
      }
      if served == expected { break }
      Thread.sleep(forTimeInterval: 0.05)
    }
    XCTAssertEqual(served, expected)
  }
}
