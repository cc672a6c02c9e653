import JSON
import SeededRandom
import XCTest

@testable import SourceText
@testable import TabAnalysis

/// Engines take any bytes: random input and mangled real sources must never crash them.
final class RobustnessTests: XCTestCase {
  static let demoSource = """
    NSDictionary *a = @{ CYLTabBarItemTitle : CYLLocalizedString(@"首页"), CYLTabBarItemImage : @"home",
      CYLTabBarLottieURL : [NSURL fileURLWithPath:[[NSBundle mainBundle] pathForResource:@"x" ofType:@"json"]] };
    NSArray *items = @[ a, @{ CYLTabBarItemTitel : @"b" } ];
    let s: [[String: Any]] = [[CYLTabBarItemImage: UIImage(named: "x")!, CYLTabBarLottieDarkColors: ["a.**": 1]]]
    @implementation P + (id)plusButton { return nil; } + (NSUInteger)indexOfPlusButtonInTabBar { return 9; } @end
    [self cyl_selectTabBarItemWithIdentifier:@"z"]; #"raw"# \"\"\"multi\"\"\" /* c */ // d
    """

  func testRandomAndMangledInputs() {
    var generator = SplitMix64(seed: 1500)
    let base = Array(Self.demoSource.utf8)
    let alphabet = Array("@{}[]()\":;,.*/\\#'\n CYLTabBarItem".utf8) + [0xE9, 0xC3, 0xFF, 0x00]
    var index = WorkspaceIndex()
    index.images = ImageIndex.build(
      catalogContents: [("A.xcassets/home.imageset/Contents.json", Array(#"{"images":[]}"#.utf8))], looseFiles: [])
    index.resources = ["x.json": ["x.json"]]
    for round in 0..<1500 {
      var bytes: [UInt8]
      if round % 3 == 0 {
        bytes = (0..<Int.random(in: 0..<200, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
      } else {
        bytes = base
        for _ in 0..<Int.random(in: 1..<12, using: &generator) {
          let position = Int.random(in: 0...bytes.count, using: &generator)
          switch Int.random(in: 0..<3, using: &generator) {
          case 0: bytes.insert(alphabet.randomElement(using: &generator)!, at: position)
          case 1 where position < bytes.count: bytes.remove(at: position)
          default: bytes = Array(bytes[..<position])
          }
        }
      }
      let lines = LineIndex(bytes)
      for path in ["F.m", "F.swift", "F.storyboard"] {
        let findings = Analyzer.analyze(path: path, bytes: bytes, index: index)
        // Every finding lies inside the file, sorted, and maps to a position and back to the same byte.
        XCTAssertTrue(
          findings.allSatisfy { 0 <= $0.range.start && $0.range.start <= $0.range.end && $0.range.end <= bytes.count })
        XCTAssertEqual(findings.map(\.range), findings.map(\.range).sorted())
        for finding in findings.prefix(3) {
          let position = lines.position(of: finding.range.start, in: .utf16)
          XCTAssertEqual(lines.offset(of: position, in: .utf16), finding.range.start, "\(finding.code) at \(position)")
        }
        for offset in stride(from: 0, through: bytes.count, by: max(1, bytes.count / 7)) {
          let context = CompletionContext.find(
            in: bytes, at: offset, dialect: path.hasSuffix(".m") ? .objectiveC : .swift)
          if case .imageName(let replace, _)? = context {
            XCTAssertTrue(replace.touches(offset) && replace.end <= bytes.count)
          }
        }
      }
      let storyboard = StoryboardDocument(bytes: bytes)
      let model = storyboard.model
      XCTAssertTrue(model.bars.allSatisfy { $0.items.allSatisfy { $0.map { $0 < model.items.count } ?? true } })
      XCTAssertTrue(model.items.allSatisfy { $0.range.end <= bytes.count })
      if let json = try? JSONParser.parse(bytes) {
        XCTAssertEqual(try? JSONParser.parse(JSONWriter.write(json)), json, "JSON round trip")
      }
      _ = InfoPlistScanner.disablesDarkMode(bytes)
      _ = try? Configuration.parse(bytes)
    }
  }

  func testImageIndexNamespacesLooseFilesAndDark() throws {
    let contents: [(path: String, bytes: [UInt8])] = [
      ("App/A.xcassets/Icons/Contents.json", Array(#"{"properties":{"provides-namespace":true}}"#.utf8)),
      (
        "App/A.xcassets/Icons/home.imageset/Contents.json",
        Array(
          #"{"images":[{"filename":"h.png","scale":"2x"},{"filename":"hd.png","scale":"2x","appearances":[{"appearance":"luminosity","value":"dark"}]}]}"#
            .utf8)
      ),
      ("App/A.xcassets/Plain/tab.imageset/Contents.json", Array(#"{"images":[{"filename":"t.pdf"}]}"#.utf8)),
      ("App/A.xcassets/bad.imageset/Contents.json", Array("{".utf8)),
    ]
    let index = ImageIndex.build(
      catalogContents: contents, looseFiles: ["App/loose@3x.png", "App/loose@2x.png", "App/readme.txt"])
    XCTAssertEqual(index["Icons/home"]?.hasDarkAppearance, true)
    XCTAssertNil(index["home"])
    XCTAssertEqual(index.namespacedByLastPart["home"], "Icons/home", "the name a did-you-mean offers for 'home'")
    var workspace = WorkspaceIndex()
    workspace.images = index
    let source = #"a.tabBarItem = UITabBarItem(title: "A", image: UIImage(named: "home"), tag: 0)"#
    let found = Analyzer.analyze(path: "A.swift", bytes: Array(source.utf8), index: workspace)
    XCTAssertEqual(
      found.map(\.message), ["image 'home' not found in any asset catalog or bundle; did you mean 'Icons/home'?"])
    XCTAssertEqual(index["tab"]?.scales, [0])
    XCTAssertEqual(index["loose"]?.scales, [2, 3])
    XCTAssertTrue(index["loose"]?.isLoose ?? false)
    XCTAssertNil(index["readme"])
    XCTAssertEqual(index.problems.count, 1)
  }

  func testConfigurationErrorsAreClear() {
    XCTAssertThrowsError(try Configuration.parse(Array(#"{"rules": {"TAB101": "loud"}}"#.utf8))) { error in
      XCTAssertTrue("\(error)".contains("'loud' is not off, error, warning, info or hint"))
    }
    XCTAssertThrowsError(try Configuration.parse(Array(#"{"colour": 1}"#.utf8)))
    XCTAssertThrowsError(try Configuration.parse(Array("{".utf8)))
  }
}
