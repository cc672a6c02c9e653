import Foundation
import XCTest

@testable import TabAnalysis

/// A reader skips a file without the names its constructs start at (`TokenStream.mayMention`). Skipping must never
/// change a scan: every source the tests know — the fixtures and the example app, every rule's examples, and every
/// multi-line string literal of the test files (the snippets the scanner's tests are written in), each read as
/// Swift and as Objective-C — scans the same with and without it.
final class ReaderSkippingTests: XCTestCase {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func assertSameScan(_ bytes: [UInt8], _ dialect: Dialect, _ origin: String) {
    let skipping = SourceScanner.scan(bytes, dialect: dialect)
    let reading = SourceScanner.scan(bytes, dialect: dialect, skipsReaders: false)
    XCTAssertEqual(Self.canonical(skipping), Self.canonical(reading), "\(origin) as \(dialect)")
  }

  /// A value's description with its dictionaries' and sets' elements in order (each dictionary iterates in an
  /// order of its own).
  static func canonical(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .dictionary?, .set?:
      return "[" + mirror.children.map { canonical($0.value) }.sorted().joined(separator: ", ") + "]"
    case .struct?, .class?, .tuple?, .enum?, .collection?, .optional?:
      guard !mirror.children.isEmpty else { return String(reflecting: value) }
      return "\(mirror.subjectType)("
        + mirror.children.map { "\($0.label ?? ""): \(canonical($0.value))" }
        .joined(separator: ", ") + ")"
    default:
      return String(reflecting: value)
    }
  }

  func testSkippingReadersChangesNoScan() throws {
    var checked = 0
    for folder in ["Tests", "Examples"] {
      let root = Self.packageRoot.appendingPathComponent(folder)
      let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
      for relative in paths.sorted() {
        guard let dialect = Dialect(path: relative),
          let bytes = FileManager.default.contents(atPath: root.appendingPathComponent(relative).path).map(Array.init)
        else { continue }
        assertSameScan(bytes, dialect, relative)
        checked += 1
        guard relative.hasSuffix(".swift") else { continue }
        for snippet in Self.multiLineLiterals(in: String(decoding: bytes, as: UTF8.self)) {
          assertSameScan(Array(snippet.utf8), .swift, relative)
          assertSameScan(Array(snippet.utf8), .objectiveC, relative)
          checked += 2
        }
      }
    }
    for rule in RuleRegistry.all {
      for example in rule.triggeringExamples + rule.nonTriggeringExamples {
        guard let dialect = Dialect(path: example.path) else { continue }
        assertSameScan(example.bytesAndMarkers.bytes, dialect, "\(rule.code) example")
        checked += 1
      }
    }
    // A floor, so that a moved folder cannot make this test compare nothing.
    XCTAssertGreaterThan(checked, 400)
  }

  /// The bodies of `"""` literals (raw or not), as written.
  static func multiLineLiterals(in text: String) -> [String] {
    var literals: [String] = []
    var body: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      if body != nil, trimmed.hasPrefix("\"\"\"") {
        literals.append(body!.joined(separator: "\n"))
        body = nil
      } else if body != nil {
        body!.append(line)
      } else if trimmed.hasSuffix("\"\"\"") || trimmed.hasSuffix("#\"\"\"") {
        body = []
      }
    }
    return literals
  }

  func testAFileWithoutAReadersNamesIsSkippedAndOneWithThemIsNot() {
    let plain = Array("let x = 1\nfunc helper(_ value: Int) -> Int { value * 2 }\n".utf8)
    let stream = TokenStream(bytes: plain, lexer: Lexer(plain), dialect: .swift)
    XCTAssertFalse(stream.mayMention("tabBarItem", "UITabBarItem"))
    XCTAssertTrue(stream.mayMention("helper"))
    // A name in a comment or a string is no identifier.
    let quoted = Array("// tabBarItem\nlet s = \"UITabBarItem\"\n".utf8)
    XCTAssertFalse(TokenStream(bytes: quoted, lexer: Lexer(quoted), dialect: .swift).mayMention("tabBarItem"))
  }
}
