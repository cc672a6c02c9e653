import Foundation
import XCTest

@testable import TabAnalysis

/// The release each key arrived in, checked against the shared key history when it is there.
final class KeyHistoryTests: XCTestCase {
  func testVersionsCompareByComponent() throws {
    XCTAssertLessThan(try XCTUnwrap(LibraryVersion("1.9.0")), try XCTUnwrap(LibraryVersion("1.29.2")))
    XCTAssertEqual(LibraryVersion("1.2"), LibraryVersion("1.2.0"))
    XCTAssertNil(LibraryVersion("1.x"))
    XCTAssertNil(LibraryVersion(""))
    XCTAssertEqual(AttributeKey.lottieURL.since.version, LibraryVersion("1.23.0"))
    XCTAssertTrue(AttributeKey.darkImage.since.readmeOnly)
  }

  func testAgreesWithTheSharedKeyHistory() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "shared/corpus/cyl-key-history/keys.tsv")
    guard let text = try? String(contentsOf: file, encoding: .utf8) else {
      throw XCTSkip("shared/corpus/cyl-key-history/keys.tsv is not here (\(file.path)); the table cannot be compared")
    }
    var checked = 0
    for line in text.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count >= 3, let key = AttributeKey.named(fields[0]) else { continue }
      if fields[1].isEmpty {
        XCTAssertTrue(key.since.readmeOnly, fields[0])
      } else {
        XCTAssertEqual(key.since.version, LibraryVersion(fields[1]), fields[0])
        XCTAssertEqual(key.since.date, fields[2], fields[0])
      }
      checked += 1
    }
    XCTAssertEqual(checked, AttributeKey.allCases.count)
  }
}
