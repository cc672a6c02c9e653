import SourceText
import XCTest

@testable import TabAnalysis

/// Images named through generated code — Xcode's asset symbols, SwiftGen's `Asset…` and R.swift's `R.image…` —
/// are the image sets they stand for: drawn, checked for a dark appearance, never "not found".
final class GeneratedSymbolTests: XCTestCase {
  static let catalog: [(String, [UInt8])] = [
    ("Assets.xcassets/tab_home.imageset/Contents.json", original),
    ("Assets.xcassets/Tabs/Contents.json", Array(#"{"properties":{"provides-namespace":true}}"#.utf8)),
    ("Assets.xcassets/Tabs/feed.imageset/Contents.json", original),
    ("Assets.xcassets/tab_me.imageset/Contents.json", original),
  ]
  static let original = Array(
    #"{"images":[{"filename":"a.png","scale":"2x"}],"properties":{"template-rendering-intent":"original"}}"#.utf8)

  func testAccessorsResolveToTheirImageSets() {
    let index = ExampleWorkspace.index(files: Self.catalog)
    XCTAssertEqual(index.images.asset(forSymbol: "tabHome")?.name, "tab_home", "Xcode's symbol")
    XCTAssertEqual(index.images.asset(forSymbol: "feed")?.name, "Tabs/feed", "SwiftGen's, in a namespace")
    XCTAssertEqual(index.images.asset(forSymbol: "tabMe")?.name, "tab_me")
    XCTAssertNil(index.images.asset(forSymbol: "tabMore"))
  }

  func testSwiftUIAndUIKitReadTheAccessors() throws {
    let source = """
      let bar = TabView {
          HomeView().tabItem { Label("Home", image: .tabHome) }
          FeedView().tabItem { Image(asset: Asset.Tabs.feed); Text("Feed") }
          MeView().tabItem { Image(uiImage: R.image.tabMe()!); Text("Me") }
          MoreView().tabItem { Image(uiImage: UIImage(named: "tab_more")!); Text("More") }
          ListView().tabItem { Label("List", image: ImageResource.tabList) }
      }
      """
    let scan = SourceScanner.scan(Array(source.utf8), dialect: .swift)
    let items = try XCTUnwrap(scan.model.bars.first).items.compactMap { $0 }.map { scan.model.items[$0] }
    XCTAssertEqual(items.map { $0.image(.normal)?.name }, ["tabHome", "feed", "tabMe", "tab_more", "tabList"])
    XCTAssertEqual(
      items.map { $0.image(.normal)?.source }, [.assetSymbol, .assetSymbol, .assetSymbol, .named, .assetSymbol])
    let uikit = """
      home.tabBarItem = UITabBarItem(title: "Home", image: Asset.tabHome.image, selectedImage: R.image.tabMe())
      self.viewControllers = [home]
      """
    let item = try XCTUnwrap(SourceScanner.scan(Array(uikit.utf8), dialect: .swift).model.items.first)
    XCTAssertEqual(item.image(.normal)?.name, "tabHome")
    XCTAssertEqual(item.image(.selected)?.name, "tabMe")
    XCTAssertEqual(item.image(.normal)?.source, .assetSymbol)
  }

  func testAGeneratedImageIsNeverMissingButItsDarkLookIsChecked() {
    let source = """
      let bar = TabView {
          HomeView().tabItem { Label("Home", image: .tabHome) }
          OtherView().tabItem { Label("Other", image: .tabNowhere) }
      }
      """
    let index = ExampleWorkspace.index(files: Self.catalog + [("Root.swift", Array(source.utf8))])
    let findings = Analyzer.analyze(path: "Root.swift", bytes: Array(source.utf8), index: index)
    XCTAssertEqual(findings.map(\.code), ["TAB105"], "\(findings.map(\.message))")
  }
}

/// Titles read through generated string accessors are the keys the app's tables have.
final class GeneratedStringTests: XCTestCase {
  static let tables: [(String, [UInt8])] = [
    ("en.lproj/Localizable.strings", Array("\"tab.home\" = \"Home\";\n\"tab_inbox\" = \"Inbox\";\n".utf8)),
    ("de.lproj/Localizable.strings", Array("\"tab.home\" = \"Start\";\n".utf8)),
    ("en.lproj/Tabs.strings", Array("\"more\" = \"More\";\n".utf8)),
  ]

  func testAccessorsNameTheirKeys() {
    let localization = ExampleWorkspace.index(files: Self.tables).localization
    func key(_ folded: String, _ table: String? = nil) -> String? {
      localization.key(for: GeneratedKey(folded: folded, table: table, written: ""))?.key
    }
    XCTAssertEqual(key("tabhome"), "tab.home")
    XCTAssertEqual(key("tabinbox", "localizable"), "tab_inbox")
    XCTAssertNil(key("tabinbox", "tabs"), "R.swift names the table")
    XCTAssertEqual(key("tabsmore"), "more", "SwiftGen's path starts with the table when there are several")
    XCTAssertNil(key("nothing"))
  }

  func testTabTitlesThroughAccessorsAreCheckedAndShown() throws {
    let source = """
      let bar = TabView {
          HomeView().tabItem { Label(L10n.Tab.home, systemImage: "house") }
          InboxView().tabItem { Text(R.string.localizable.tabInbox()); Image(systemName: "tray") }
          MoreView().tabItem { Label(L10n.Tab.home.uppercased(), systemImage: "ellipsis") }
      }
      """
    let scan = SourceScanner.scan(Array(source.utf8), dialect: .swift)
    XCTAssertEqual(scan.generatedStrings.map(\.key.folded), ["tabhome", "tabinbox"])
    let index = ExampleWorkspace.index(files: Self.tables + [("Root.swift", Array(source.utf8))])
    let findings = Analyzer.analyze(path: "Root.swift", bytes: Array(source.utf8), index: index)
    XCTAssertEqual(findings.map(\.message), ["'tab_inbox' is not translated in de (table Localizable)"])
    let bar = try XCTUnwrap(scan.model.bars.first)
    let device = DevicePresets.device(DevicePresets.preset(named: "iPhone 15")!)
    let spec = PreviewSpec.spec(
      for: bar, in: scan.model, scan: scan, index: index, device: device, language: "de")
    XCTAssertEqual(spec.items.map(\.title), ["Start", "tab_inbox", nil])
    XCTAssertEqual(spec.items.map(\.titleKey), ["tab.home", "tab_inbox", nil])
  }

  /// SwiftGen's accessors under the enum name its configuration gives (`enumName: Strings`) are keys where the
  /// workspace's generated code declares that enum, and nothing else where it does not (a constant of the app's).
  func testAccessorsUnderAnotherEnumNameWhereTheWorkspaceGeneratesIt() throws {
    let source = """
      let bar = TabView {
          HomeView().tabItem { Label(Strings.Tab.home, systemImage: "house") }
          InboxView().tabItem { Label(Strings.Tab.inbox, systemImage: "tray") }
      }
      """
    let generated = """
      internal enum Strings {
        internal enum Tab {
          internal static let home = Strings.tr("Localizable", "tab.home", fallback: "Home")
          internal static let inbox = Strings.tr("Localizable", "tab_inbox", fallback: "Inbox")
        }
      }
      """
    let scan = SourceScanner.scan(Array(source.utf8), dialect: .swift)
    let bar = try XCTUnwrap(scan.model.bars.first)
    let device = DevicePresets.device(DevicePresets.preset(named: "iPhone 15")!)
    for (declared, titles, messages) in [
      (generated, ["Start", "tab_inbox"], ["'tab_inbox' is not translated in de (table Localizable)"]),
      ("enum Strings { enum Tab { static let home = \"Home\"; static let inbox = \"Inbox\" } }", [nil, nil], []),
    ] as [(String, [String?], [String])] {
      let index = ExampleWorkspace.index(
        files: Self.tables + [("Generated/Strings.swift", Array(declared.utf8)), ("Root.swift", Array(source.utf8))])
      let findings = Analyzer.analyze(path: "Root.swift", bytes: Array(source.utf8), index: index)
      XCTAssertEqual(findings.map(\.message), messages)
      let spec = PreviewSpec.spec(for: bar, in: scan.model, scan: scan, index: index, device: device, language: "de")
      XCTAssertEqual(spec.items.map(\.title), titles)
    }
  }
}
