import JSON
import SourceText
import TabAnalysis
import XCTest

/// The SwiftUI reader: `TabView` children in order (iOS 18 `Tab`, `TabSection`, the older `.tabItem`), their
/// badges, search role and rendering mode; titles as `LocalizedStringKey`s; a `.page` TabView is no bar.
final class SwiftUITabViewTests: XCTestCase {
  static let source = """
    struct RootView: View {
        var body: some View {
            TabView(selection: $tab) {
                Tab("Chats", image: "chat_bubble") {
                    ChatsView()
                }
                .badge(3)
                TabSection("Library") {
                    Tab("Books", systemImage: "book") { BooksView() }
                }
                Tab(role: .search) {
                    SearchView()
                }
            }
        }
    }

    struct LegacyView: View {
        var body: some View {
            TabView {
                HomeView()
                    .tabItem {
                        Label("Home", image: "hom")
                    }
                ChatsView()
                    .tabItem {
                        Image("chat").renderingMode(.original)
                        Text(verbatim: "Chats")
                    }
                    .badge("New")
            }
        }
    }

    struct Pager: View {
        var body: some View {
            TabView {
                Text("A").tabItem { Text("A") }
            }
            .tabViewStyle(.page)
        }
    }
    """

  func testTabViewsAreBarsOfTheirChildren() throws {
    let scan = SourceScanner.scan(Array(Self.source.utf8), dialect: .swift)
    let bars = scan.model.bars.filter { $0.library == .swiftUI }
    XCTAssertEqual(bars.count, 2, "the .page TabView is a pager")
    func items(_ bar: TabBar) -> [TabItem] { bar.items.compactMap { $0 }.map { scan.model.items[$0] } }
    let modern = items(bars[0])
    XCTAssertEqual(modern.map { $0.title?.text }, ["Chats", "Books", nil])
    XCTAssertEqual(modern.map { $0.images.first?.name }, ["chat_bubble", "book", "magnifyingglass"])
    XCTAssertEqual(modern.map(\.isSearch), [false, false, true])
    XCTAssertEqual(modern.first?.badge, "3")
    let legacy = items(bars[1])
    XCTAssertEqual(legacy.map { $0.title?.text }, ["Home", "Chats"])
    XCTAssertEqual(legacy.map { $0.title?.isLocalized }, [true, false], "Text(verbatim:) is no key")
    XCTAssertEqual(legacy.last?.badge, "New")
    XCTAssertEqual(legacy.last?.images.first?.rendering, .original)
    XCTAssertEqual(
      scan.localizedStrings.map(\.key), ["Chats", "Library", "Books", "Home"], "a section's title is shown")
  }

  func testRulesReadThemThroughTheModel() {
    var index = WorkspaceIndex()
    index.images = ImageIndex.build(
      catalogContents: ["home", "chat"].map {
        ("A.xcassets/\($0).imageset/Contents.json", Array(#"{"images":[]}"#.utf8))
      },
      looseFiles: [])
    let findings = Analyzer.analyze(path: "/app/RootView.swift", bytes: Array(Self.source.utf8), index: index)
    let lines = LineIndex(Array(Self.source.utf8))
    XCTAssertEqual(
      findings.map { "\($0.code)@\(lines.line(containing: $0.range.start) + 1)" },
      ["TAB104@4", "TAB104@23", "TAB105@27"],
      "the missing image and the typo; SF Symbols and the search glass never; the original-rendered 'chat' has no dark look"
    )
  }

  func testPreviewInTheStyleTheOSGives() throws {
    let scan = SourceScanner.scan(Array(Self.source.utf8), dialect: .swift)
    let bar = try XCTUnwrap(scan.model.bars.first { $0.library == .swiftUI })
    let device = DevicePresets.device(DevicePresets.preset(named: "iPhone 15")!)
    for (os, style) in [(TargetOS.iOS18, BarStyle.classic), (.iOS27, .liquidGlass)] {
      let spec = PreviewSpec.spec(for: bar, in: scan.model, scan: scan, index: WorkspaceIndex(), device: device, os: os)
      let layout = LayoutEngine.layout(spec)
      XCTAssertEqual(layout.style, style)
      XCTAssertTrue(layout.styleReason?.contains("SwiftUI's TabView") == true)
      if style == .liquidGlass { XCTAssertEqual(layout.glassShapes.count, 2, "the search circle apart") }
    }
  }

  func testIOS26OptionsChangeTheGlassBarOnly() throws {
    let source = """
      struct Root: View {
          var body: some View {
              TabView {
                  Tab("Home", systemImage: "house") { HomeView() }
                  Tab(role: .search) { SearchView() }
              }
              .tabViewStyle(.sidebarAdaptable)
              .tabBarMinimizeBehavior(.onScrollDown)
              .tabViewBottomAccessory {
                  NowPlayingView()
              }
          }
      }
      """
    let scan = SourceScanner.scan(Array(source.utf8), dialect: .swift)
    let bar = try XCTUnwrap(scan.model.bars.first)
    XCTAssertEqual(bar.tabView.style, "sidebarAdaptable")
    XCTAssertEqual(bar.tabView.minimizeBehavior, "onScrollDown")
    let accessory = try XCTUnwrap(bar.tabView.bottomAccessory)
    XCTAssertEqual(LineIndex(Array(source.utf8)).position(of: accessory.start, in: .utf16).line, 8)
    let device = DevicePresets.device(DevicePresets.preset(named: "iPhone 15")!)
    func layout(_ os: TargetOS) -> TabBarLayout {
      LayoutEngine.layout(
        PreviewSpec.spec(for: bar, in: scan.model, scan: scan, index: WorkspaceIndex(), device: device, os: os))
    }
    let glass = layout(.iOS27)
    let floating = try XCTUnwrap(glass.bottomAccessory, "iOS 26+ floats the accessory above the bar")
    XCTAssertLessThan(floating.y + floating.height, 0, "above the capsule")
    XCTAssertEqual(floating.width, glass.bar.width, accuracy: 0.001)
    XCTAssertEqual(glass.glassShapes.count, 3, "capsule, search circle, accessory")
    XCTAssertTrue(glass.notes.contains { $0.contains("minimizes") && $0.contains("drawn expanded") })
    XCTAssertNil(glass.items[1].title, "the glass search circle shows its icon alone")
    let classic = layout(.iOS18)
    XCTAssertNil(classic.bottomAccessory)
    XCTAssertTrue(classic.notes.contains { $0.contains("from iOS 26 on") })
    XCTAssertNotNil(classic.items[1].title, "the classic bar titles the search tab (the system's 'Search')")
    XCTAssertGreaterThan(
      PNGPreview.overhang(glass), LayoutEngine.glassAccessoryHeight, "the picture reaches the accessory")
  }

  func testTheTabViewsTintAndBackground() throws {
    let source = """
      TabView {
          Tab("Home", systemImage: "house") { HomeView() }
      }
      .tint(.orange)
      .toolbarBackground(Color.black, for: .tabBar)
      """
    let bar = try XCTUnwrap(SourceScanner.scan(Array(source.utf8), dialect: .swift).model.bars.first)
    XCTAssertEqual(bar.colors[.selected], ".orange")
    XCTAssertEqual(bar.colors[.background], "Color.black")
    for expression in ["Color.black", "Color(.black)", "Color(red: 0, green: 0, blue: 0)"] {
      let black = try XCTUnwrap(UIColorExpression.color(expression, dark: false), expression)
      XCTAssertEqual([black.r, black.g, black.b, black.a], [0, 0, 0, 255], expression)
    }
  }

  func testForEachOverLiteralsAndBuildersInTheFile() throws {
    let source = """
      struct RootView: View {
          var body: some View {
              TabView {
                  ForEach(["Home", "Chats"], id: \\.self) { name in
                      Tab(name, image: name) { Text(name) }
                  }
                  ForEach([("Me", "person"), (title, "gear")], id: \\.0) { title, symbol in
                      Tab(title, systemImage: symbol) { Text(title) }
                  }
                  ForEach(["inbox"], id: \\.self) { Image($0).tabItem { Image($0) } }
                  moreTabs
                  Group { makeTabs() }
              }
          }

          @TabContentBuilder<Never>
          var moreTabs: some TabContent<Never> {
              Tab("More", image: "more") { MoreView() }
              moreTabs
          }

          @TabContentBuilder<Never>
          func makeTabs() -> some TabContent<Never> {
              Tab(verbatim: "Last", image: "last") { LastView() }
          }
      }
      """
    let scan = SourceScanner.scan(Array(source.utf8), dialect: .swift)
    let bar = try XCTUnwrap(scan.model.bars.first)
    let items = bar.items.compactMap { $0 }.map { scan.model.items[$0] }
    XCTAssertEqual(items.map { $0.title?.text }, ["Home", "Chats", "Me", nil, nil, "More", "Last"])
    XCTAssertEqual(
      items.map { $0.images.first?.name }, ["Home", "Chats", "person", "gear", "inbox", "more", "last"],
      "each element's literal through the parameter; a variable element binds nothing; a builder's own recursion stops")
    XCTAssertEqual(
      items.map { $0.title?.isLocalized }, [false, false, false, nil, nil, true, false], "a String shows verbatim")
    let lines = LineIndex(Array(source.utf8))
    XCTAssertEqual(items.first?.title.map { lines.line(containing: $0.textRange.start) }, 3, "on the array's literal")
    XCTAssertEqual(scan.localizedStrings.map(\.key), ["More"])
  }

  func testExpansionIsBounded() {
    // Eight nested ForEach over 64 literals each, and builders calling each other twice: 64^8 and 2^k tabs if
    // expanded naively.
    let elements = "[" + (0..<64).map { "\"t\($0)\"" }.joined(separator: ", ") + "]"
    var body = "Tab(name, image: name) { Text(name) }"
    for _ in 0..<8 { body = "ForEach(\(elements), id: \\.self) { name in\n\(body)\n}" }
    var builders = ""
    for level in 0..<20 {
      builders += "var b\(level): some TabContent<Never> {\nb\(level + 1)\nb\(level + 1)\n}\n"
    }
    let source = "var body: some View {\nTabView {\n\(body)\nb0\n}\n}\n\(builders)"
    let scan = SourceScanner.scan(Array(source.utf8), dialect: .swift)
    let count = scan.model.bars.first?.items.count ?? 0
    XCTAssertGreaterThan(count, 64)
    XCTAssertLessThanOrEqual(count, 4_096)
  }

  func testAStoredPropertyIsNoBuilder() throws {
    let source = """
      struct Shell<Content: View>: View {
          var content: Content
          var body: some View {
              TabView {
                  content
                  Tab("Home", image: "home") { HomeView() }
              }
          }
      }
      """
    let scan = SourceScanner.scan(Array(source.utf8), dialect: .swift)
    let bar = try XCTUnwrap(scan.model.bars.first)
    XCTAssertEqual(bar.items.compactMap { $0 }.map { scan.model.items[$0].title?.text }, ["Home"])
  }
}
