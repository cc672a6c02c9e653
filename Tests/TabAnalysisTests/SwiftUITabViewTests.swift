import RPC
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
    XCTAssertEqual(scan.localizedStrings.map(\.key), ["Chats", "Books", "Home"])
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
}
