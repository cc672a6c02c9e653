import SourceText
import XCTest

@testable import TabAnalysis

/// `ForEach(Tab.allCases)` over an enum another file declares: the workspace offers every file's `CaseIterable`
/// enums, and a TabView's file is read again with the ones it names, so its bar has the tabs an iPhone shows.
final class SwiftUIForeignEnumTests: XCTestCase {
  static let enumFile = """
    enum Section: String, CaseIterable, Identifiable {
        case home, inbox = "Inbox"
        case settings
        var id: Self { self }
        var title: LocalizedStringKey {
            switch self {
            case .home: "tab.home"
            case .inbox: return "tab.inbox"
            case .settings: "tab.settings"
            }
        }
        var caption: String {
            switch self {
            case .home: return String(localized: "caption.home")
            case .inbox: "Inbox"
            case .settings: return name.uppercased()
            }
        }
        var icon: String {
            switch self {
            case .home: "house"
            case .inbox: "tray"
            case .settings: "gear"
            }
        }
    }
    """
  static let rootFile = """
    struct Root: View {
        var body: some View {
            TabView {
                ForEach(Section.allCases) { section in
                    section.view.tabItem { Label(section.title, systemImage: section.icon) }
                }
            }
        }
    }
    """

  func scan(_ text: String) -> SourceScan { SourceScanner.scan(Array(text.utf8), dialect: .swift) }

  func testAnEnumFileOffersItsCasesAsText() throws {
    let cases = try XCTUnwrap(scan(Self.enumFile).tabEnums["Section"])
    XCTAssertEqual(cases.map(\.name), ["home", "inbox", "settings"])
    XCTAssertEqual(cases[0].values["title"], TabEnumValue(text: "tab.home", isKey: true, isCheckedThere: false))
    XCTAssertEqual(cases[0].values["caption"], TabEnumValue(text: "caption.home", isKey: true, isCheckedThere: true))
    XCTAssertEqual(cases[1].values["caption"], TabEnumValue(text: "Inbox", isKey: false, isCheckedThere: false))
    XCTAssertEqual(cases[1].values["rawValue"]?.text, "Inbox")
    XCTAssertNil(cases[2].values["caption"], "computed: no value")
    // Not `CaseIterable`: no `allCases` to read.
    XCTAssertTrue(scan("enum Mode { case a, b }\nlet x = CaseIterable.self").tabEnums.isEmpty)
    XCTAssertEqual(scan("enum Mode { case a, b }\nextension Mode: CaseIterable {}").tabEnums["Mode"]?.count, 2)
  }

  func testATabViewOverAnotherFilesEnumHasItsCases() throws {
    let bytes = Array(Self.rootFile.utf8)
    let first = scan(Self.rootFile)
    XCTAssertEqual(first.foreignTabEnums, ["Section"])
    XCTAssertTrue(first.model.bars.isEmpty, "no tabs before the workspace offers the enum")
    let index = ExampleWorkspace.index(files: [
      ("Section.swift", Array(Self.enumFile.utf8)), ("Root.swift", bytes),
    ])
    var read = try XCTUnwrap(DocumentReader.read(path: "Root.swift", bytes: bytes))
    read.readForeignTabs(bytes: bytes, from: index)
    let model = read.scan.model
    let items = try XCTUnwrap(model.bars.first).items.compactMap { $0 }.map { model.items[$0] }
    XCTAssertEqual(items.map { $0.title?.text }, ["tab.home", "tab.inbox", "tab.settings"])
    XCTAssertEqual(items.map { $0.title?.isLocalized }, [true, true, true])
    XCTAssertEqual(items.map { $0.image(.normal)?.name }, ["house", "tray", "gear"])
    // Each title is where this file reads it: `section.title`.
    let start = try XCTUnwrap(Self.rootFile.utf8.firstRange(of: "section.title".utf8)).lowerBound
    let offset = Self.rootFile.utf8.distance(from: Self.rootFile.utf8.startIndex, to: start)
    XCTAssertEqual(items.map { $0.title?.range.start }, [offset, offset, offset])
    XCTAssertEqual(read.scan.localizedStrings.map(\.key), ["tab.home", "tab.inbox", "tab.settings"])
  }

  func testKeysLookedUpInTheEnumsFileAreCheckedThereOnly() throws {
    let root = Self.rootFile.replacingOccurrences(of: "section.title", with: "section.caption")
    let tables = [
      ("en.lproj/Localizable.strings", "\"caption.home\" = \"Home\";\n\"Inbox\" = \"Inbox\";\n"),
      ("de.lproj/Localizable.strings", "\"other\" = \"Andere\";\n"),
    ]
    let files =
      tables.map { ($0.0, Array($0.1.utf8)) } + [
        ("Section.swift", Array(Self.enumFile.utf8)), ("Root.swift", Array(root.utf8)),
      ]
    let index = ExampleWorkspace.index(files: files)
    let inRoot = Analyzer.analyze(path: "Root.swift", bytes: Array(root.utf8), index: index)
    let inEnum = Analyzer.analyze(path: "Section.swift", bytes: Array(Self.enumFile.utf8), index: index)
    XCTAssertEqual(inRoot.filter { $0.code == "TAB301" }.count, 0, "\(inRoot.map(\.message))")
    XCTAssertEqual(inRoot.filter { $0.code == "TAB306" }.count, 0, "the verbatim 'Inbox' is the enum file's")
    XCTAssertEqual(inEnum.filter { $0.code == "TAB301" }.map(\.message).count, 1, "\(inEnum.map(\.message))")
  }

  func testAnEnumTwoFilesDeclareIsNobodysTabs() {
    let files: [(String, [UInt8])] = [
      ("A/Section.swift", Array(Self.enumFile.utf8)),
      ("B/Section.swift", Array("enum Section: CaseIterable { case one }".utf8)),
    ]
    XCTAssertNil(ExampleWorkspace.index(files: files).tabEnums["Section"])
    XCTAssertEqual(ExampleWorkspace.index(files: Array(files.prefix(1))).tabEnums["Section"]?.count, 3)
  }

  func testQualifiedEnumNames() throws {
    let source =
      Self.enumFile + "\n" + Self.rootFile.replacingOccurrences(of: "Section.allCases", with: "App.Section.allCases")
    let model = scan(source).model
    XCTAssertEqual(model.bars.first?.items.count, 3)
  }
}
