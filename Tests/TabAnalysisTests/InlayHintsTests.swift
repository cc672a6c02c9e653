import SourceText
import XCTest

@testable import TabAnalysis

/// Inlay hints after a tab's keys (development-language text, languages that have it) and image names (a dark look).
final class InlayHintsTests: XCTestCase {
  func testKeysAndImages() {
    let source = """
      let bar = TabView {
          HomeView().tabItem { Label("tab.home", image: "home") }
          MeView().tabItem { Label("tab.me", image: "me") }
          ListView().tabItem { Label("tab.list", image: "list").renderingMode(.original) }
      }
      """
    let original = Array(
      #"{"images":[{"filename":"a.png"}],"properties":{"template-rendering-intent":"original"}}"#.utf8)
    let dark = Array(
      #"{"images":[{"filename":"a.png"},{"filename":"b.png","appearances":[{"appearance":"luminosity","value":"dark"}]}]}"#
        .utf8)
    let files: [(String, [UInt8])] = [
      ("en.lproj/Localizable.strings", Array("\"tab.home\" = \"Home\";\n\"tab.me\" = \"Me\";\n".utf8)),
      ("de.lproj/Localizable.strings", Array("\"tab.home\" = \"Start\";\n".utf8)),
      ("A.xcassets/home.imageset/Contents.json", dark),
      ("A.xcassets/me.imageset/Contents.json", Array(#"{"images":[{"filename":"a.png"}]}"#.utf8)),
      ("A.xcassets/list.imageset/Contents.json", original),
    ]
    let index = ExampleWorkspace.index(files: files)
    let scan = SourceScanner.scan(Array(source.utf8), dialect: .swift)
    let hints = InlayHints.hints(scan: scan, index: index, in: SourceRange(0, source.utf8.count))
    func after(_ needle: String) -> [String] {
      let end = source.utf8.distance(from: source.utf8.startIndex, to: source.range(of: needle)!.upperBound)
      return hints.filter { $0.offset == end }.map(\.label)
    }
    XCTAssertEqual(after("\"tab.home\""), ["= Home · 2/2"])
    XCTAssertEqual(after("\"tab.me\""), ["= Me · 1/2"])
    XCTAssertEqual(after("\"tab.list\""), ["0/2"], "no table has it")
    XCTAssertEqual(after("\"home\""), ["◐ dark look"])
    XCTAssertEqual(after("\"me\""), [], "a template is tinted: nothing to say")
    XCTAssertEqual(after("\"list\""), ["no dark look"])
    // Only the range asked.
    let first = source.utf8.distance(from: source.utf8.startIndex, to: source.range(of: "MeView")!.lowerBound)
    XCTAssertEqual(InlayHints.hints(scan: scan, index: index, in: SourceRange(0, first)).count, 2)
  }
}
