import Foundation
import JSON
import RPC
import Raster
import TabAnalysis
import XCTest

/// Golden ASCII previews of the demo apps' tab bars, from the CLI and in a hover.
final class PreviewTests: XCTestCase {
  func preview(_ arguments: [String], in app: String) throws -> String {
    let result = try TablsBinary.run(["preview"] + arguments, directory: Repository.root.appendingPathComponent(app))
    XCTAssertEqual(result.status, 0, result.stderr)
    return result.stdout
  }

  func testDemoAppMainTabBar() throws {
    // The third item has no title: its key is the typo CYLTabBarItemTitel.
    XCTAssertEqual(
      try preview(["Sources/ObjC/MainTabBarController.m"], in: "Examples/DemoApp"),
      """
                          ┌─────┐
                          │  +  │
        ╭────────┬────────┼─────┼────────┬────────╮
        │ ◆ 首页 │ ◇ 鱼塘 │     │   ◇    │ ◇ 我的 │
        ╰────────┴────────┴─────┴────────┴────────╯
      iOS 27 · Liquid Glass: CYLTabBarController 1.99.66 (assumed), no style chosen

      """)
  }

  func testSwiftTabBarASCIIOnlyWithSelection() throws {
    XCTAssertEqual(
      try preview(
        ["Sources/Swift/DiscoverTabBarController.swift", "--ascii-only", "--selected", "2"], in: "Examples/DemoApp"),
      """
                          +-----+
                          |  +  |
        .--------+--------+-----+-----------+--------+--------.
        | o 首页 | o 发现 |     | * Compass | o 我的 | o 消息 |
        '--------+--------+-----+-----------+--------+--------'
      iOS 27 · Liquid Glass: CYLTabBarController 1.99.66 (assumed), no style chosen

      """)
  }

  func testLineSelectsTheTabBar() throws {
    let result = try TablsBinary.run(
      ["preview", "Sources/LegacyTabBarController.m:20", "--ascii-only"],
      directory: Repository.root.appendingPathComponent("Examples/LegacyApp"))
    XCTAssertTrue(result.stdout.contains("|  o 6   |"), result.stdout)
    XCTAssertTrue(result.stderr.contains("6 items"), result.stderr)
  }

  /// Any line of a CYLTabBarController initializer (a subclass's `super` call included) draws the file's bar, as
  /// a line of its attribute array does; a line of neither finds none.
  func testTheInitializersLinesFindTheBar() throws {
    let directory = Repository.root.appendingPathComponent("Examples/DemoApp")
    let file = "Sources/ObjC/MainTabBarController.m"
    let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let call = try XCTUnwrap(lines.firstIndex { $0.contains("[super initWithViewControllers:") }) + 1
    let array = try XCTUnwrap(lines.firstIndex { $0.contains("homeAttributes,") }) + 1
    let expected = try TablsBinary.run(["preview", "\(file):\(array)"], directory: directory).stdout
    XCTAssertTrue(expected.contains("首页"), expected)
    for line in [call, call + 1] {
      let result = try TablsBinary.run(["preview", "\(file):\(line)"], directory: directory)
      XCTAssertEqual(result.stdout, expected, "line \(line): \(result.stderr)")
    }
    let none = try TablsBinary.run(["preview", "\(file):\(call - 2)"], directory: directory)
    XCTAssertTrue(none.stderr.contains("no tab bar found"), none.stderr)
  }

  func testHoverShowsThePreview() throws {
    let root = Repository.root.appendingPathComponent("Examples/DemoApp")
    let server = try ServerProcess()
    _ = server.request(
      "initialize", ["rootUri": .string(root.absoluteString), "capabilities": ServerProcess.fullCapabilities])
    server.notify("initialized", [:])
    let source = root.appendingPathComponent("Sources/ObjC/MainTabBarController.m")
    let text = try String(contentsOf: source, encoding: .utf8)
    server.notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(source.absoluteString), "languageId": "objective-c", "version": 1, "text": .string(text),
        ]
      ])
    _ = server.waitForMessage { ($0["params"]?["diagnostics"]?.arrayValue ?? []).contains { $0["code"] == "TAB105" } }
    let line = Int64(
      text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("homeAttributes,") }!)
    let hover = server.request(
      "textDocument/hover",
      ["textDocument": ["uri": .string(source.absoluteString)], "position": ["line": .int(line), "character": 10]])
    let markdown = hover?["result"]?["contents"]?["value"]?.stringValue ?? ""
    XCTAssertTrue(markdown.hasPrefix("```text\n"), markdown)
    XCTAssertTrue(markdown.contains("│ ◆ 首页 │ ◇ 鱼塘 │"), markdown)
  }
}

final class LayoutRequestTests: XCTestCase {
  func testLayoutAndPreviewRequests() throws {
    let (server, source, text) = try ServerProcess.openDemo("Sources/ObjC/MainTabBarController.m", waitingFor: "TAB105")
    let explicit = server.request(
      "tabls/layout", ["spec": ["device": "iPhone 15", "items": [[:], [:], [:], [:]]]])
    XCTAssertEqual(explicit?["result"]?["items"]?[1]?["frame"]?["x"]?.doubleValue, 98.25)
    let line = ServerProcess.line(of: "homeAttributes,", in: text)
    let position: JSON = ["line": .int(line), "character": 10]
    let preview = server.request(
      "tabls/preview",
      ["uri": .string(source.absoluteString), "position": position, "format": "ascii", "selectedIndex": 1])
    XCTAssertTrue(
      preview?["result"]?["text"]?.stringValue?.contains("│ ◇ 首页 │ ◆ 鱼塘 │") ?? false, "\(String(describing: preview))")
    let layout = server.request(
      "tabls/layout", ["textDocument": ["uri": .string(source.absoluteString)], "position": position, "style": "flat"])
    XCTAssertEqual(layout?["result"]?["items"]?.arrayValue?.count, 4)
    XCTAssertNotNil(layout?["result"]?["plusButton"]?["x"])

    // The style iOS 27 gives the bar (the default), and the one `os` asks for; a bad `os` is a params error.
    func style(_ extra: [String: JSON]) -> JSON? {
      var params: [String: JSON] = ["textDocument": ["uri": .string(source.absoluteString)], "position": position]
      params.merge(extra) { _, new in new }
      return server.request(
        "tabls/layout", .object(JSONObject(params.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })))
    }
    let glass = style([:])?["result"]
    XCTAssertEqual(glass?["style"], "liquidGlass")
    XCTAssertEqual(glass?["bar"]?["x"]?.doubleValue, 21, "inset from the screen's edge")
    XCTAssertEqual(glass?["capsule"]?["height"]?.doubleValue, 62)
    XCTAssertEqual(glass?["items"]?[0]?["lens"]?["height"]?.doubleValue, 54)
    XCTAssertTrue(glass?["styleReason"]?.stringValue?.hasPrefix("iOS 27 · Liquid Glass: CYLTabBarController") == true)
    XCTAssertEqual(style(["os": 18])?["result"]?["style"], "classic")
    XCTAssertEqual(style(["os": "26"])?["result"]?["style"], "liquidGlass")
    XCTAssertEqual(style(["os": 25])?["error"]?["code"]?.intValue, -32602)
    let asked = server.request(
      "tabls/preview", ["uri": .string(source.absoluteString), "position": position, "os": 18, "format": "ascii"])
    XCTAssertTrue(
      asked?["result"]?["text"]?.stringValue?.contains("iOS 18 · classic") == true, "\(String(describing: asked))")

    // A Lottie file: its frame as a PNG, through the same options as `tabls preview FILE.json`.
    let lottie = source.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Lottie/tab_discover.json")
    let frame = server.request(
      "tabls/preview",
      [
        "uri": .string(lottie.absoluteString), "size": "40x20", "progress": 0,
        "colors": [["keypath": "**.Color", "color": "#00FF00"]],
      ])
    XCTAssertEqual(frame?["result"]?["width"]?.intValue, 40, "\(String(describing: frame))")
    let png = try PNG.decode([UInt8](Data(base64Encoded: frame?["result"]?["png"]?.stringValue ?? "") ?? Data()))
    XCTAssertEqual([png.width, png.height], [40, 20])
    XCTAssertTrue((0..<800).contains { png.pixels[$0 * 4 + 1] == 255 && png.pixels[$0 * 4 + 3] == 255 }, "recoloured")
    let bad = server.request("tabls/preview", ["uri": .string(lottie.absoluteString), "size": "0x0"])
    XCTAssertEqual(bad?["error"]?["code"]?.intValue, -32602)
    let core = server.request("tabls/preview", ["uri": .string(lottie.absoluteString), "engine": "core"])
    XCTAssertNotNil(core?["result"]?["png"]?.stringValue, "\(String(describing: core))")
    for engine: JSON in ["metal", 3] {
      let wrong = server.request("tabls/preview", ["uri": .string(lottie.absoluteString), "engine": engine])
      XCTAssertEqual(wrong?["error"]?["code"]?.intValue, -32602, "engine \(engine)")
    }
  }
}

/// PNG previews decoded back and checked at known pixels.
final class PNGPreviewTests: XCTestCase {
  func render(_ extra: [String]) throws -> RGBAImage {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try TablsBinary.run(
      ["preview", "Sources/ObjC/MainTabBarController.m", "--format", "png", "--os", "18", "-o", output.path] + extra,
      directory: Repository.root.appendingPathComponent("Examples/DemoApp"))
    XCTAssertEqual(result.status, 0, result.stderr)
    return try PNG.decode([UInt8](try Data(contentsOf: output)))
  }

  func testDemoAppBarAtKnownPixels() throws {
    // iPhone 15 at @2x: 393 pt wide; the PlusButton (60 × 60, centre offset −10) rises 26 pt above the bar.
    let image = try render(["--scale", "2"])
    XCTAssertEqual(image.width, 786)
    let overhang = 26
    // Bar background, light.
    let background = image[700, (overhang + 75) * 2]
    XCTAssertEqual([background.r, background.g, background.b, background.a], [249, 249, 249, 255])
    // Above the bar, outside the PlusButton: transparent.
    XCTAssertEqual(image[20, 4].a, 0)
    // The raised PlusButton's orange image above the bar's top edge.
    let plus = image[393, 10]
    XCTAssertEqual([plus.r, plus.g, plus.b], [255, 106, 0])
    // The selected first item's home icon (orange house) — its centre column, inside the roof.
    let icon = image[82, (overhang + 12) * 2]
    XCTAssertEqual([icon.r, icon.g, icon.b, icon.a], [255, 106, 0, 255])
  }

  func testLiquidGlassCapsuleIsInsetWithALensUnderTheSelectedItem() throws {
    // iOS 27 (the default): the floating capsule as iOS draws it (layout.md §7a), 21 pt in from each edge, 62 pt
    // high, 21 pt above the screen's bottom; the PlusButton (60 × 60, centre at 0.3 × 62 − 10) rises 21.4 pt above
    // it, 22 pt in the picture.
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try TablsBinary.run(
      ["preview", "Sources/ObjC/MainTabBarController.m", "--format", "png", "--scale", "2", "-o", output.path],
      directory: Repository.root.appendingPathComponent("Examples/DemoApp"))
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stderr.contains("iOS 27 · Liquid Glass"), result.stderr)
    XCTAssertTrue(result.stderr.contains("measured on its pictures"), result.stderr)
    let image = try PNG.decode([UInt8](try Data(contentsOf: output)))
    // iOS 27's default device is a current iPhone (17 Pro, 402 pt wide).
    XCTAssertEqual([image.width, image.height], [804, (22 + 62 + 21) * 2])
    let middle = (22 + 31) * 2
    func rgb(_ x: Int, _ y: Int) -> [UInt8] { [image[x, y].r, image[x, y].g, image[x, y].b, image[x, y].a] }
    XCTAssertEqual(rgb(20, middle), [255, 255, 255, 255], "outside the capsule: the plain screen")
    XCTAssertEqual(rgb(804 - 20, middle), [255, 255, 255, 255])
    XCTAssertEqual(rgb(60, (22 + 62 + 10) * 2), [255, 255, 255, 255], "below it too")
    XCTAssertEqual(rgb(400, (22 + 62) * 2 + 1), [231, 231, 235, 255], "the soft shadow just under the capsule")
    XCTAssertEqual(rgb(700, (22 + 5) * 2), [255, 255, 255, 255], "the glass over a white screen")
    // The selected first item stands on its lens, 4 pt inside the capsule's end; the others' titles are near black.
    XCTAssertEqual(rgb((21 + 5) * 2, middle), [237, 237, 237, 255])
    XCTAssertEqual(rgb((21 + 3) * 2, middle), [255, 255, 255, 255], "the capsule's 4 pt beside the lens")
  }

  func testDarkAppearanceUsesTheDarkIcons() throws {
    let image = try render(["--scale", "2", "--dark", "--selected", "4"])
    let background = image[700, (26 + 75) * 2]
    XCTAssertEqual([background.r, background.g, background.b], [28, 28, 30])
    // The first item is not selected: home_normal's dark appearance is light gray (200).
    let icon = image[82, (26 + 12) * 2]
    XCTAssertEqual([icon.r, icon.g, icon.b], [200, 200, 200])
  }

  func testLottieIconAndTitlesAreDrawn() throws {
    let image = try render(["--scale", "2"])
    // The second item (鱼塘) is a Lottie animation: its first frame (a grey pond) is drawn, not a placeholder.
    let pond = image[249, (26 + 16) * 2]
    XCTAssertEqual(pond.a, 255)
    XCTAssertNotEqual([pond.r, pond.g, pond.b], [249, 249, 249], "the pond, not the bar's background")
    // The selected first title is drawn in the tint (UIKit's default, system blue) below its icon (glyphs with
    // Unifont, boxes without: ink either way).
    var tinted = 0
    for y in ((26 + 34) * 2)..<((26 + 46) * 2) {
      for x in 40..<125 where [image[x, y].r, image[x, y].g, image[x, y].b] == [0, 122, 255] { tinted += 1 }
    }
    XCTAssertGreaterThan(tinted, 20)
  }

  func testDarkPreviewPaintsLottieTabsWithTheirDarkColours() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: output) }
    func render(_ extra: [String]) throws -> (RGBAImage, String) {
      let result = try TablsBinary.run(
        [
          "preview", "Sources/Swift/DiscoverTabBarController.swift", "--format", "png", "--scale", "3", "--os", "18",
          "-o", output.path,
        ]
          + extra, directory: Repository.root.appendingPathComponent("Examples/DemoApp"))
      XCTAssertEqual(result.status, 0, result.stderr)
      return (try PNG.decode([UInt8](try Data(contentsOf: output))), result.stderr)
    }
    // The second tab's animation: a grey pond with a white fish. Its dark colours map `**.Fill 1.Color` to
    // UIColor.lightGray, so in dark mode fish and pond are light grey (170); the stroke keeps its orange.
    let (light, _) = try render([])
    let (dark, notes) = try render(["--dark"])
    XCTAssertEqual([light[300, 125].r, light[300, 140].r], [255, 138])
    XCTAssertEqual([dark[300, 125].r, dark[300, 125].g, dark[300, 125].b], [170, 170, 170])
    XCTAssertEqual([dark[300, 140].r, dark[300, 140].g, dark[300, 140].b], [170, 170, 170])
    XCTAssertEqual([dark[280, 135].r, dark[280, 135].g, dark[280, 135].b], [255, 107, 0])
    XCTAssertFalse(notes.contains("is not one tabls can read"), notes)
  }

  func testUIKitTemplateIconsAreTinted() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try TablsBinary.run(
      [
        "preview", "Base.lproj/Main.storyboard:14", "--format", "png", "--scale", "2", "--selected", "1", "-o",
        output.path,
      ],
      directory: Repository.root.appendingPathComponent("Examples/DemoApp"))
    XCTAssertEqual(result.status, 0, result.stderr)
    let image = try PNG.decode([UInt8](try Data(contentsOf: output)))
    // The storyboard's first item is not selected: its icon (home_normal, 138 gray as a file) is a template, drawn
    // in UIKit's unselected gray (142, 142, 147).
    var tinted = 0
    var natural = 0
    for y in 140..<190 {
      for x in 30..<70 {
        let p = image[x, y]
        if [p.r, p.g, p.b] == [142, 142, 147] { tinted += 1 }
        if [p.r, p.g, p.b] == [138, 138, 138] { natural += 1 }
      }
    }
    XCTAssertGreaterThan(tinted, 400)
    XCTAssertEqual(natural, 0)
  }

  func testSVGIconsAreDrawn() throws {
    let app = try Repository.scratchCopy(of: "Examples/DemoApp")
    defer { try? FileManager.default.removeItem(at: app) }
    // The selected first tab's image set becomes one SVG: a green 24 × 24 pt square with a round white hole.
    let set = app.appendingPathComponent("Assets.xcassets/home_highlight.imageset")
    for file in try FileManager.default.contentsOfDirectory(atPath: set.path) {
      try FileManager.default.removeItem(at: set.appendingPathComponent(file))
    }
    try Data(
      #"{"images":[{"filename":"home.svg","idiom":"universal"}],"properties":{"preserves-vector-representation":true}}"#
        .utf8
    ).write(to: set.appendingPathComponent("Contents.json"))
    try Data(
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><path fill="#00c000" fill-rule="evenodd" d="M0 0H24V24H0Z M8 12a4 4 0 1 0 8 0a4 4 0 1 0-8 0z"/><text>1</text></svg>"##
        .utf8
    ).write(to: set.appendingPathComponent("home.svg"))
    let output = app.appendingPathComponent("out.png")
    let result = try TablsBinary.run(
      ["preview", "Sources/ObjC/MainTabBarController.m", "--format", "png", "--scale", "2", "-o", output.path],
      directory: app)
    XCTAssertEqual(result.status, 0, result.stderr)
    let image = try PNG.decode([UInt8](try Data(contentsOf: output)))
    // The first item's icon: 22 pt from x 56 pt (the capsule's 21, the lens's 4, centred on an 84.33 pt slot), 13 pt
    // below the capsule's top (its centre 24 pt below), under 26 pt of overhang.
    var green = 0
    var white = 0
    for y in ((26 + 13) * 2)..<((26 + 35) * 2) {
      for x in 112..<156 {
        let p = image[x, y]
        if [p.r, p.g, p.b] == [0, 192, 0] { green += 1 }
        if p.r > 230, p.g > 230, p.b > 230 { white += 1 }
      }
    }
    XCTAssertGreaterThan(green, 24 * 24 * 4 / 2, "the SVG's square, at @2x")
    XCTAssertGreaterThan(white, 0, "its hole shows the lens through it")
    XCTAssertTrue(result.stderr.contains("home.svg: not drawn: <text>"), result.stderr)
  }

  func testTitlesAreAntiAliasedOutlineTextCJKIncluded() throws {
    let fonts = ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"]
    guard fonts.allSatisfy(FileManager.default.fileExists) else {
      throw XCTSkip("needs Debian's fonts-dejavu-core and fonts-wqy-microhei (CI installs them)")
    }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try TablsBinary.run(
      [
        "preview", "Sources/Swift/DiscoverTabBarController.swift", "--format", "png", "--scale", "3", "--os", "18",
        "-o",
        output.path,
      ],
      directory: Repository.root.appendingPathComponent("Examples/DemoApp"))
    XCTAssertEqual(result.status, 0, result.stderr)
    let image = try PNG.decode([UInt8](try Data(contentsOf: output)))
    // The first title, 首页, in the tint: solid ink and anti-aliased edges (tint blended with the background),
    // 10 pt at @3x: about 30 px to the em, so its ink is taller than 20 px.
    var solid = 0
    var blended = 0
    var rows = Set<Int>()
    for y in 180..<225 {
      for x in 60..<140 {
        let p = image[x, y]
        if [p.r, p.g, p.b] == [0, 122, 255] {
          solid += 1
          rows.insert(y)
        } else if p.b >= 249, p.r > 0, p.r < 240, p.g > 122, p.g < 245 {
          blended += 1
        }
      }
    }
    XCTAssertGreaterThan(solid, 60)
    XCTAssertGreaterThan(blended, 40, "anti-aliased")
    XCTAssertGreaterThan(rows.count, 20, "drawn at UIKit's size")

    // A short title whose estimated frame is narrower than the real text ("Me", third item): drawn whole, its
    // capitals full height, not cut to "…".
    let legacy = try TablsBinary.run(
      [
        "preview", "Sources/LegacyTabBarController.m", "--format", "png", "--scale", "3", "--os", "18", "-o",
        output.path,
      ],
      directory: Repository.root.appendingPathComponent("Examples/LegacyApp"))
    XCTAssertEqual(legacy.status, 0, legacy.stderr)
    let bar = try PNG.decode([UInt8](try Data(contentsOf: output)))
    let inked = (95..<150).filter { y in (900..<1070).contains { x in bar[x, y].r < 200 } }
    XCTAssertGreaterThan(inked.count, 18, "the M's full height")
  }

  /// A storyboard's `badgeValue` is UIKit's badge: 13 pt text on an 18 pt red capsule.
  func testBadgesAreUIKitOutlineTextAndHiddenAtZero() throws {
    guard FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf") else {
      throw XCTSkip("needs Debian's fonts-dejavu-core (CI installs it)")
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    func scene(_ id: String, _ title: String, _ badge: String) -> String {
      #"<scene sceneID="s\#(id)"><objects><viewController id="\#(id)" sceneMemberID="viewController">"#
        + #"<tabBarItem key="tabBarItem" title="\#(title)" image="house" catalog="system" badgeValue="\#(badge)" id="i\#(id)"/>"#
        + "</viewController></objects></scene>"
    }
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="t">
      <scenes><scene sceneID="s0"><objects><tabBarController id="t" sceneMemberID="viewController">
      <tabBar key="tabBar" id="b"/><connections>
      <segue destination="a" kind="relationship" relationship="viewControllers" id="r1"/>
      <segue destination="c" kind="relationship" relationship="viewControllers" id="r2"/>
      </connections></tabBarController></objects></scene>
      \(scene("a", "Home", "3"))\(scene("c", "Inbox", "0"))</scenes></document>
      """
    try Data(storyboard.utf8).write(to: directory.appendingPathComponent("Main.storyboard"))
    let output = directory.appendingPathComponent("bar.png")
    let result = try TablsBinary.run(
      ["preview", "Main.storyboard", "--format", "png", "--scale", "3", "-o", output.path], directory: directory)
    XCTAssertEqual(result.status, 0, result.stderr)
    let image = try PNG.decode([UInt8](try Data(contentsOf: output)))
    let half = image.width / 2
    func count(_ xs: Range<Int>, _ test: (Canvas.Color) -> Bool) -> Int {
      var n = 0
      for y in 0..<min(120, image.height) { for x in xs where test(image[x, y]) { n += 1 } }
      return n
    }
    let isRed = { (p: Canvas.Color) in p.r > 240 && p.g < 80 && p.b < 80 }
    XCTAssertGreaterThan(count(0..<half, isRed), 500, "the first item's capsule")
    XCTAssertGreaterThan(count(0..<half) { $0.r > 250 && $0.g > 250 && $0.b > 250 && $0.a == 255 }, 40, "its white 3")
    XCTAssertGreaterThan(
      count(0..<half) { $0.r > 250 && $0.g > 120 && $0.g < 220 && $0.b > 110 && $0.b < 220 }, 20,
      "the 3 anti-aliased against the red")
    XCTAssertEqual(count(half..<image.width, isRed), 0, "a badge of 0 is hidden")
    let redRows = (0..<min(120, image.height)).filter { y in (0..<half).contains { isRed(image[$0, y]) } }
    XCTAssertEqual(Double(redRows.count), 18 * 3, accuracy: 2, "18 pt high at scale 3")
    let whiteRows = (0..<min(120, image.height)).filter { y in
      (0..<half).contains { x in image[x, y].r > 250 && image[x, y].g > 250 && isRed(image[max(0, x - 8), y]) }
    }
    XCTAssertGreaterThan(whiteRows.count, 24, "a 13 pt digit: 9.5 pt tall, 28 px at scale 3")
  }

  /// A storyboard's `<tabBar>` colours paint the bar; an asset catalog colour is a note and keeps the system tint.
  func testStoryboardBarColours() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="t">
      <scenes><scene sceneID="s0"><objects><tabBarController id="t" sceneMemberID="viewController">
      <tabBar key="tabBar" id="b"><color key="tintColor" name="AccentColor"/>
      <color key="barTintColor" red="0" green="0" blue="0.5" alpha="1" colorSpace="custom"/></tabBar>
      <connections><segue destination="a" kind="relationship" relationship="viewControllers" id="r1"/></connections>
      </tabBarController></objects></scene>
      <scene sceneID="s1"><objects><viewController id="a" sceneMemberID="viewController">
      <tabBarItem key="tabBarItem" title="Home" id="i"/></viewController></objects></scene></scenes></document>
      """
    try Data(storyboard.utf8).write(to: directory.appendingPathComponent("Main.storyboard"))
    let output = directory.appendingPathComponent("bar.png")
    let result = try TablsBinary.run(
      ["preview", "Main.storyboard", "--format", "png", "--os", "18", "-o", output.path], directory: directory)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(
      result.stderr.contains(#"the selected item colour 'UIColor(named: "AccentColor")' is not one tabls can read"#),
      result.stderr)
    let image = try PNG.decode([UInt8](try Data(contentsOf: output)))
    let pixel = image[2, image.height - 2]
    XCTAssertEqual([pixel.r, pixel.g, pixel.b], [0, 0, 128], "the bar in its barTintColor")
  }

  func testLottieFilePreviewWithSizeFrameAndColours() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: output) }
    let directory = Repository.root.appendingPathComponent("Examples/DemoApp")
    func render(_ extra: [String]) throws -> RGBAImage {
      let result = try TablsBinary.run(
        ["preview", "Lottie/tab_discover.json", "-o", output.path] + extra, directory: directory)
      XCTAssertEqual(result.status, 0, result.stderr)
      return try PNG.decode([UInt8](try Data(contentsOf: output)))
    }
    let natural = try render([])
    XCTAssertEqual([natural.width, natural.height], [66, 66], "the animation's own size")
    let wide = try render(["--size", "200x100"])
    XCTAssertEqual([wide.width, wide.height], [200, 100])
    XCTAssertEqual(wide[5, 50].a, 0, "aspect-fit: the sides stay transparent")
    let inked = (0..<(wide.width * wide.height)).filter { wide.pixels[$0 * 4 + 3] > 0 }
    XCTAssertFalse(inked.isEmpty)
    // Every colour property recoloured pure green: every opaque pixel is green.
    let green = try render(["--size", "200x100", "--color", "**.Color=#00ff00", "--progress", "0"])
    for index in inked where green.pixels[index * 4 + 3] == 255 {
      XCTAssertEqual(Array(green.pixels[index * 4..<index * 4 + 3]), [0, 255, 0])
    }
    XCTAssertEqual(try render(["--engine", "core"]).pixels, natural.pixels, "no repeaters: both engines agree")
    for bad in [
      ["--size", "0x10"], ["--color", "nothing"], ["--progress", "2"], ["--frame", "1", "--progress", "0"],
      ["--engine", "metal"],
    ] {
      let result = try TablsBinary.run(
        ["preview", "Lottie/tab_discover.json", "-o", output.path] + bad, directory: directory)
      XCTAssertEqual(result.status, 2, "\(bad): \(result.stderr)")
    }
  }

  func testLottieFilePreviewSetsTextInTheFontGiven() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let text =
      #"{"v":"5.7.4","fr":30,"ip":0,"op":30,"w":60,"h":30,"layers":[{"ty":5,"ind":1,"ip":0,"op":30,"#
      + #""ks":{"p":{"a":0,"k":[4,22,0]}},"t":{"d":{"k":[{"t":0,"s":{"s":20,"f":"Helvetica","t":"Ag","fc":[0,0,0]}}]}}}]}"#
    try Data(text.utf8).write(to: directory.appendingPathComponent("text.json"))
    for bad in [["--font", "missing.ttf"], ["--font", "glyphs.hex"]] {
      let result = try TablsBinary.run(["preview", "text.json", "-o", "out.png"] + bad, directory: directory)
      XCTAssertEqual(result.status, 2, "\(bad): \(result.stderr)")
      XCTAssertTrue(result.stderr.contains(bad[1]), result.stderr)
    }
    let serif = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
    guard FileManager.default.fileExists(atPath: serif) else {
      throw XCTSkip("no \(serif) (Debian's fonts-dejavu-core) to set the text in")
    }
    func render(_ extra: [String]) throws -> [UInt8] {
      let result = try TablsBinary.run(["preview", "text.json", "-o", "out.png"] + extra, directory: directory)
      XCTAssertEqual(result.status, 0, result.stderr)
      return try PNG.decode([UInt8](try Data(contentsOf: directory.appendingPathComponent("out.png")))).pixels
    }
    let chosen = try render(["--font", serif])
    XCTAssertTrue(chosen.enumerated().contains { $0.offset % 4 == 3 && $0.element > 0 }, "the text is drawn")
    XCTAssertNotEqual(chosen, try render([]), "in the font given, not the stand-in for Helvetica")
  }

  func testMalformedFontFileIsAPreciseError() throws {
    let font = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-\(UUID().uuidString).hex")
    defer { try? FileManager.default.removeItem(at: font) }
    try Data("0041:0000000018242442427E424242420000\nnot a glyph\n".utf8).write(to: font)
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-\(UUID().uuidString).png")
    let result = try TablsBinary.run(
      ["preview", "Sources/ObjC/MainTabBarController.m", "--format", "png", "-o", output.path, "--font", font.path],
      directory: Repository.root.appendingPathComponent("Examples/DemoApp"))
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.contains("\(font.path):2:1: expected 4 to 6 hex digits"), result.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
  }
}
