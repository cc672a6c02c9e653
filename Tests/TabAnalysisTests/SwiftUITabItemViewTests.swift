import SourceText
import XCTest

@testable import TabAnalysis

/// `TabView { HomeView() }` where `HomeView`'s own `body` ends in `.tabItem { … }`: the bar has that tab, from
/// this file or another; the view's file checks its title and images, once.
final class SwiftUITabItemViewTests: XCTestCase {
  static let homeFile = """
    struct HomeView: View {
        let model: Model
        var body: some View {
            NavigationStack {
                List { Text("Hello").tabItem { Label("not.this", systemImage: "x") } }
            }
            .tabItem {
                Label("tab.home", image: "tab_home")
            }
            .badge(2)
        }
    }
    struct Plain: View {
        var body: some View { Text("no tab") }
    }
    """
  static let rootFile = """
    struct Root: View {
        var body: some View {
            TabView {
                HomeView(model: model)
                    .tag(0)
                Plain()
                Tab("Search", systemImage: "magnifyingglass", role: .search) { SearchView() }
            }
        }
    }
    """

  func scan(_ text: String) -> SourceScan { SourceScanner.scan(Array(text.utf8), dialect: .swift) }

  func testAViewThatGivesItselfATabOffersIt() throws {
    let home = scan(Self.homeFile)
    let view = try XCTUnwrap(home.tabItemViews["HomeView"])
    XCTAssertEqual(view.title, TabEnumValue(text: "tab.home", isKey: true, isCheckedThere: true))
    XCTAssertEqual(view.images.map(\.name), ["tab_home"])
    XCTAssertEqual(view.badge, "2")
    XCTAssertNil(home.tabItemViews["Plain"])
    // Its own file checks the key (once) and the image.
    XCTAssertEqual(home.localizedStrings.map(\.key), ["tab.home"])
    XCTAssertEqual(home.model.items.map { $0.title?.text }, ["tab.home"])
    XCTAssertTrue(home.model.bars.isEmpty)
  }

  func testATabViewShowsTheViewsTab() throws {
    let bytes = Array(Self.rootFile.utf8)
    XCTAssertEqual(scan(Self.rootFile).foreignTabViews, ["HomeView", "Plain"])
    let index = ExampleWorkspace.index(files: [("Home.swift", Array(Self.homeFile.utf8)), ("Root.swift", bytes)])
    var read = try XCTUnwrap(DocumentReader.read(path: "Root.swift", bytes: bytes))
    read.readForeignTabs(bytes: bytes, from: index)
    let model = read.scan.model
    let items = try XCTUnwrap(model.bars.first).items.compactMap { $0 }.map { model.items[$0] }
    XCTAssertEqual(items.map { $0.title?.text }, ["tab.home", "Search"])
    XCTAssertEqual(items.map { $0.image(.normal)?.name }, ["tab_home", "magnifyingglass"])
    XCTAssertEqual(items.map(\.isDeclaredElsewhere), [true, false])
    XCTAssertEqual(items.first?.badge, "2")
    XCTAssertEqual(read.scan.localizedStrings.map(\.key), ["Search"], "the view's key is its file's")
    // The same views in one file.
    let together = scan(Self.homeFile + "\n" + Self.rootFile)
    XCTAssertEqual(together.model.bars.first?.items.count, 2)
    XCTAssertTrue(together.foreignTabViews.isEmpty)
  }

  func testFindingsOnTheViewsTabAreTheViewsFile() throws {
    let files: [(String, [UInt8])] = [
      ("en.lproj/Localizable.strings", Array("\"Search\" = \"Search\";\n\"tab.home\" = \"Home\";\n".utf8)),
      ("de.lproj/Localizable.strings", Array("\"Search\" = \"Suche\";\n".utf8)),
      ("Assets.xcassets/other.imageset/Contents.json", Array(#"{"images":[{"filename":"o.png"}]}"#.utf8)),
      ("Home.swift", Array(Self.homeFile.utf8)), ("Root.swift", Array(Self.rootFile.utf8)),
    ]
    let index = ExampleWorkspace.index(files: files)
    let inRoot = Analyzer.analyze(path: "Root.swift", bytes: files[4].1, index: index)
    let inHome = Analyzer.analyze(path: "Home.swift", bytes: files[3].1, index: index)
    XCTAssertEqual(inRoot.map(\.code), [], "\(inRoot.map(\.message))")
    XCTAssertEqual(inHome.map(\.code).sorted(), ["TAB104", "TAB301"], "\(inHome.map(\.message))")
  }

  func testAViewNameTwoFilesDeclareIsNobodysTab() {
    let files: [(String, [UInt8])] = [
      ("A/Home.swift", Array(Self.homeFile.utf8)), ("B/Home.swift", Array(Self.homeFile.utf8)),
    ]
    XCTAssertNil(ExampleWorkspace.index(files: files).tabItemViews["HomeView"])
  }

  func testALooseImageIsNamedAsItsFile() throws {
    let source = """
      TabView {
          HomeView().tabItem { Label("Home", image: "tab_home") }
          InboxView().tabItem { Label("Inbox", image: "tab_inbox") }
      }
      """
    let files: [(String, [UInt8])] = [
      ("/app/Images/tab_home@2x.png", []), ("/app/Images/tab_home@3x.png", []),
      ("/app/Assets.xcassets/tab_inbox.imageset/Contents.json", Array(#"{"images":[{"filename":"i.png"}]}"#.utf8)),
    ]
    let scan = self.scan(source)
    let bar = try XCTUnwrap(scan.model.bars.first)
    let device = DevicePresets.device(DevicePresets.preset(named: "iPhone 15")!)
    let index = ExampleWorkspace.index(files: files)
    var layout = LayoutEngine.layout(
      PreviewSpec.spec(for: bar, in: scan.model, scan: scan, index: index, device: device))
    XCTAssertEqual(layout.items.map(\.image), [.file("/app/Images/tab_home@3x.png"), .asset("tab_inbox")])
    layout.relativizeFiles(to: "/app")
    XCTAssertEqual(layout.items.first?.image?.json, ["file": "Images/tab_home@3x.png"])
  }
}
