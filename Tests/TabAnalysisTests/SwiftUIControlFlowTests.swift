import SourceText
import TabAnalysis
import XCTest

/// Tabs under control flow: conditions an iPhone decides are decided (the idiom, size classes, `#available`,
/// `#if os(iOS)`); the others keep their tabs, marked; alternatives (`else`, later `switch` cases) are items the bar
/// does not show; an enum's `allCases` and one item's two looks.
final class SwiftUIControlFlowTests: XCTestCase {
  func items(_ source: String, bar: Int = 0) throws -> (scan: SourceScan, items: [TabItem]) {
    let scan = SourceScanner.scan(Array(source.utf8), dialect: .swift)
    let found = try XCTUnwrap(scan.model.bars.dropFirst(bar).first, "a bar")
    return (scan, found.items.compactMap { $0 }.map { scan.model.items[$0] })
  }

  func testTabsUnderConditionsAreTheTabsAnIPhoneShows() throws {
    let source = """
      struct Root: View {
          var body: some View {
              TabView(selection: $tab) {
                  if let user = account.user { FeedView(user).tabItem { Label("feed.title", systemImage: "house") } }
                  if UIDevice.current.userInterfaceIdiom == .phone { HomeView().tabItem { Label("Home", systemImage: "star") } }
                  if UIDevice.current.userInterfaceIdiom == .pad { PadView().tabItem { Label("Pad", systemImage: "ipad") } }
                  if horizontalSizeClass == .regular {
                      WideView().tabItem { Label("Wide", systemImage: "rectangle") }
                  } else {
                      NarrowView().tabItem { Label("Narrow", systemImage: "iphone") }
                  }
                  if #available(iOS 18, *) {
                      Tab("Modern", systemImage: "sparkles") { ModernView() }
                  }
                  else {
                      OldView().tabItem { Label("Old", systemImage: "clock") }
                  }
                  #if os(iOS)
                  PhoneOnly().tabItem { Label("Phone", systemImage: "phone") }
                  #elseif os(macOS)
                  MacOnly().tabItem { Label("Mac", systemImage: "desktopcomputer") }
                  #endif
                  #if DEBUG
                  DebugView().tabItem { Label("Debug", systemImage: "ant") }
                  #else
                  Group { SettingsView().tabItem { Label("Settings", systemImage: "gear") } }
                  #endif
                  if isAdmin {
                      AdminView().tabItem { Label("Admin", systemImage: "lock") }
                  } else {
                      GuestView().tabItem { Label("Guest", systemImage: "person") }
                  }
              }
          }
      }
      """
    let (scan, shown) = try items(source)
    XCTAssertEqual(
      shown.map { $0.title?.text }, ["feed.title", "Home", "Narrow", "Modern", "Phone", "Settings", "Admin"])
    XCTAssertEqual(
      shown.map { $0.condition }, ["if let user = account.user", nil, nil, nil, nil, nil, "if isAdmin"])
    // The else branch of an undecided condition is an item (its names checked) that the bar does not show.
    XCTAssertTrue(scan.model.items.contains { $0.title?.text == "Guest" && $0.condition == "else" })
    XCTAssertFalse(scan.model.items.contains { ["Pad", "Wide", "Old", "Mac", "Debug"].contains($0.title?.text) })
  }

  func testTheOtherSwiftUIForms() throws {
    let source = """
      struct Root: View {
          var body: some View {
              TabView(selection: $tab, content: {
                  Tab(value: .home) { HomeView() } label: { Label("Home", systemImage: "house") }
                  TabSection("Library") {
                      Tab("Albums", systemImage: "square.stack") { AlbumsView() }
                  }
                  Tab(value: .search, role: .search) { SearchView() } label: { Label("Find", systemImage: "magnifyingglass") }
                  HomeView().tabItem { VStack { Image("tab_home"); Text("home.title") } }
                  SettingsView().tabItem {
                      if tab == .settings { Label("Settings", systemImage: "gear") } else { Label("Settings", systemImage: "gearshape") }
                  }
              })
              .tint(.orange)
          }
      }
      """
    let (scan, shown) = try items(source)
    XCTAssertEqual(shown.map { $0.title?.text }, ["Home", "Albums", "Find", "home.title", "Settings"])
    XCTAssertEqual(
      shown.map { $0.image(.normal)?.name }, ["house", "square.stack", "magnifyingglass", "tab_home", "gearshape"])
    XCTAssertEqual(shown.last?.image(.selected)?.name, "gear", "one item, two looks")
    XCTAssertTrue(shown[2].isSearch)
    XCTAssertEqual(scan.model.bars.first?.colors[.selected], ".orange", "the modifiers after the call")
    XCTAssertTrue(scan.localizedStrings.contains { $0.key == "Library" }, "a section's title is shown too")
  }

  func testForEachOverAnEnumsCases() throws {
    let source = """
      enum Section: String, CaseIterable {
          case home, chats = "Chats"
          case profile
          var title: LocalizedStringKey {
              switch self {
              case .home: return "tab.home"
              case .chats: "tab.chats"
              case .profile: return LocalizedStringKey(name)
              }
          }
          var icon: String {
              switch self {
              case .home, .chats: "house"
              case .profile: return "person"
              }
          }
      }
      struct Root: View {
          var body: some View {
              TabView {
                  ForEach(Section.allCases, id: \\.self) { s in
                      s.view.tabItem { Label(s.title, systemImage: s.icon) }
                  }
                  ForEach(Section.allCases) { Text($0.rawValue).tabItem { Text($0.rawValue) } }
              }
          }
      }
      """
    let (scan, shown) = try items(source)
    XCTAssertEqual(shown.map { $0.title?.text }, ["tab.home", "tab.chats", nil, nil, "Chats", nil])
    XCTAssertEqual(shown.map { $0.title?.isLocalized }, [true, true, nil, nil, false, nil])
    XCTAssertEqual(shown.prefix(3).map { $0.image(.normal)?.name }, ["house", "house", "person"])
    let lines = LineIndex(Array(source.utf8))
    XCTAssertEqual(shown.first?.title.map { lines.line(containing: $0.textRange.start) }, 5, "on the enum's literal")
    XCTAssertEqual(scan.localizedStrings.map(\.key), ["tab.home", "tab.chats"])
  }

  func testSwitchCasesAreAlternatives() throws {
    let source = """
      var body: some View {
          TabView {
              switch mode {
              case .simple:
                  HomeView().tabItem { Label("Home", systemImage: "house") }
              case .full, .pro:
                  HomeView().tabItem { Label("Home", systemImage: "house") }
                  MoreView().tabItem { Label("More", systemImage: "ellipsis") }
              default:
                  EmptyView()
              }
              Tab("Last", systemImage: "star") { LastView() }
          }
      }
      """
    let (scan, shown) = try items(source)
    XCTAssertEqual(shown.map { $0.title?.text }, ["Home", "Last"])
    XCTAssertEqual(shown.first?.condition, "switch mode case .simple")
    XCTAssertEqual(scan.model.items.count, 4)
  }

  func testTheFilesNamesForSizeClasses() throws {
    let source = """
      struct Root: View {
          @Environment(\\.horizontalSizeClass) private var width
          var body: some View {
              TabView {
                  if width == .regular { WideView().tabItem { Label("Wide", systemImage: "rectangle") } }
                  if width != .regular { NarrowView().tabItem { Label("Narrow", systemImage: "iphone") } }
              }
          }
      }
      """
    XCTAssertEqual(try items(source).items.map { $0.title?.text }, ["Narrow"])
    XCTAssertEqual(
      PackageManifest.targetPaths(
        Array(#".target(name: "A", path: "Code/A/"), .target(name: "B", path: "../B")"#.utf8)), ["Code/A"])
  }

  /// `"Grades".localized` is a member call: the title's literal and member are kept for the workspace to read
  /// (a key where `extension String` makes the member a lookup), and the file's own lookup members are listed.
  func testMemberCallsOnLiterals() throws {
    let source = """
      extension String {
          var localized: String { NSLocalizedString(self, comment: "") }
          func hashed() -> String { sha256(self) }
          func loc() -> String { String(localized: String.LocalizationValue(self)) }
      }
      var body: some View {
          TabView {
              GradesView().tabItem { Label("Grades".localized, systemImage: "list.bullet") }
              FeedView().tabItem { Label("Feed".hashed(), systemImage: "house") }
              MeView().tabItem { Label("Me", systemImage: "person") }
          }
      }
      """
    let (scan, shown) = try items(source)
    XCTAssertEqual(shown.map { $0.title?.text }, ["Grades", "Feed", "Me"])
    XCTAssertEqual(shown.map { $0.title?.lookupMember }, ["localized", "hashed", nil])
    XCTAssertEqual(scan.localizingMembers, ["localized", "loc"])
    XCTAssertEqual(scan.memberLookups.map(\.key), ["Grades", "Feed"])
    XCTAssertEqual(scan.localizedStrings.map(\.key), ["Me"], "a member call is no LocalizedStringKey")
    XCTAssertEqual(shown[0].title?.reading(localizingMembers: ["localized"])?.isKey, true)
    XCTAssertNil(shown[1].title?.reading(localizingMembers: ["localized"]), "computed: unknown")
  }

  func testConditionsReadAsAnIPhoneReadsThem() {
    XCTAssertEqual(PhoneCondition.evaluate("UIDevice.current.userInterfaceIdiom == .phone"), true)
    XCTAssertEqual(PhoneCondition.evaluate("UIDevice.current.userInterfaceIdiom != .pad"), true)
    XCTAssertEqual(PhoneCondition.evaluate("!(horizontalSizeClass == .regular)"), true)
    XCTAssertEqual(PhoneCondition.evaluate("#available(iOS 18, *), isReady"), nil)
    XCTAssertEqual(PhoneCondition.evaluate("isReady && idiom.userInterfaceIdiom == .pad"), false)
    XCTAssertEqual(PhoneCondition.evaluate("isReady || verticalSizeClass == .regular"), true)
    XCTAssertEqual(PhoneCondition.evaluate("let user = user"), nil)
    XCTAssertEqual(PhoneCondition.evaluate(String(repeating: "(", count: 500)), nil)
    XCTAssertEqual(PhoneCondition.evaluateDirective("os(iOS) && !DEBUG"), true)
    XCTAssertEqual(PhoneCondition.evaluateDirective("canImport(UIKit) || FEATURE"), true)
    XCTAssertEqual(PhoneCondition.evaluateDirective("FEATURE"), nil)
  }
}

/// Titles a call looks up and images that change with the selection.
final class SwiftUITitleAndLookTests: XCTestCase {
  func items(_ source: String) throws -> (scan: SourceScan, items: [TabItem]) {
    let scan = SourceScanner.scan(Array(source.utf8), dialect: .swift)
    let found = try XCTUnwrap(scan.model.bars.first, "a bar")
    return (scan, found.items.compactMap { $0 }.map { scan.model.items[$0] })
  }

  func testTitlesALookupMakesAreKeysCheckedOnce() throws {
    let source = """
      TabView {
          HomeView().tabItem { Label(NSLocalizedString("tab.home", tableName: "Tabs", comment: ""), systemImage: "house") }
          InboxView().tabItem { Text(String(localized: "tab.inbox")) }
          Tab(LocalizedStringKey("tab.more"), systemImage: "ellipsis") { MoreView() }
          PackageView().tabItem { Label(String(localized: "tab.pkg", bundle: .module), systemImage: "shippingbox") }
          NameView().tabItem { Label(name, systemImage: "person") }
          KitView().tabItem { Text("tab.kit", bundle: #bundle) }
          SDKView().tabItem { Text("tab.sdk", bundle: Bundle(for: SDK.self)) }
      }
      """
    let (scan, shown) = try items(source)
    XCTAssertEqual(
      shown.map { $0.title?.text }, ["tab.home", "tab.inbox", "tab.more", "tab.pkg", nil, "tab.kit", "tab.sdk"])
    XCTAssertEqual(shown.map { $0.title?.isLocalized }, [true, true, true, true, nil, true, true])
    XCTAssertEqual(shown.first?.title?.table, "Tabs")
    XCTAssertEqual(shown.map { $0.title?.isInModuleBundle }, [false, false, false, true, nil, true, false])
    XCTAssertEqual(shown.map { $0.title?.isInOtherBundle }, [false, false, false, false, nil, false, true])
    // Each key once: the calls' own uses, and the `LocalizedStringKey`s made; another bundle's is not the app's.
    XCTAssertEqual(
      scan.localizedStrings.map(\.key).sorted(), ["tab.home", "tab.inbox", "tab.kit", "tab.more", "tab.pkg"])
    XCTAssertEqual(scan.localizedStrings.filter(\.inModuleBundle).map(\.key).sorted(), ["tab.kit", "tab.pkg"])
  }

  func testAnEnumsLookedUpKeyIsUsedOnce() throws {
    let source = """
      enum Section: CaseIterable {
          case home
          var title: String { switch self { case .home: String(localized: "tab.home") } }
      }
      let bar = TabView {
          ForEach(Section.allCases) { s in s.view.tabItem { Label(s.title, systemImage: "house") } }
      }
      """
    let (scan, shown) = try items(source)
    XCTAssertEqual(shown.map { $0.title?.text }, ["tab.home"])
    XCTAssertEqual(scan.localizedStrings.map(\.key), ["tab.home"])
  }

  func testATernaryImageIsTheTabsTwoLooks() throws {
    let source = """
      TabView(selection: $tab) {
          HomeView().tabItem { Label("Home", systemImage: tab == .home ? "house.fill" : "house") }.tag(Tab.home)
          InboxView().tabItem { Image(tab != .inbox ? "tray" : "tray_on"); Text("Inbox") }
          MoreView().tabItem { Label("More", systemImage: compact ? "ellipsis" : "ellipsis") }
          OtherView().tabItem { Label("Other", systemImage: a ? "x" : b ? "y" : "z") }
      }
      """
    let (_, shown) = try items(source)
    XCTAssertEqual(shown.map { $0.image(.normal)?.name }, ["house", "tray", "ellipsis", nil])
    XCTAssertEqual(shown.map { $0.image(.selected)?.name }, ["house.fill", "tray_on", nil, nil])
    XCTAssertEqual(shown.first?.image(.selected)?.source, .system)
  }
}

/// `ForEach(tabs)` over an array of records the file assigns.
final class SwiftUIRecordArrayTests: XCTestCase {
  func testRecordsBindTheirLabelledLiterals() throws {
    let source = """
      struct TabData: Identifiable {
          let id = UUID()
          let title: LocalizedStringKey
          var icon: String
      }
      struct Root: View {
          let tabs = [
              TabData(title: "tab.home", icon: "house"),
              .init(title: "tab.inbox", icon: "tray"),
          ]
          let pairs: [(title: String, icon: String)] = [(title: "Home", icon: "house"), (title: "More", icon: "ellipsis")]
          let others = [Other(name: "Me", image: "person")]
          var body: some View {
              TabView {
                  ForEach(tabs) { tab in tab.view.tabItem { Label(tab.title, systemImage: tab.icon) } }
                  ForEach(self.pairs, id: \\.title) { pair in Text(pair.title).tabItem { Label(pair.title, image: pair.icon) } }
                  ForEach(others) { Text($0.name).tabItem { Label($0.name, systemImage: $0.image) } }
              }
          }
      }
      """
    let scan = SourceScanner.scan(Array(source.utf8), dialect: .swift)
    let bar = try XCTUnwrap(scan.model.bars.first)
    let items = bar.items.compactMap { $0 }.map { scan.model.items[$0] }
    XCTAssertEqual(items.map { $0.title?.text }, ["tab.home", "tab.inbox", "Home", "More", "Me"])
    // The struct says `LocalizedStringKey`; a tuple's literals are `String`s; `Other` is another file's.
    XCTAssertEqual(items.map { $0.title?.isLocalized }, [true, true, false, false, false])
    XCTAssertEqual(items.map { $0.title?.isDeclaredElsewhere }, [false, false, false, false, true])
    XCTAssertEqual(items.map { $0.image(.normal)?.name }, ["house", "tray", "house", "ellipsis", "person"])
    XCTAssertEqual(scan.localizedStrings.map(\.key), ["tab.home", "tab.inbox"])
  }
}
