import XCTest

@testable import TablsKit

/// How `tabls diff` pairs the bars of two trees: by place, then (a moved file) by library and items, then by file
/// name; each pairing looked up by key, so a generated tree's thousands of bars pair in linear time.
final class BarChangesTests: XCTestCase {
  func bar(_ path: String, _ titles: [String], library: String = "cyl") -> ReportBar {
    ReportBar(path: path, line: 1, library: library, titles: titles, pictures: [], findings: [])
  }

  func testBarsPairByPlaceThenItemsThenFileName() {
    let before = [bar("A.m", ["Home"]), bar("Old/B.m", ["Feed", "Me"]), bar("Old/C.m", ["X"]), bar("D.m", ["Gone"])]
    let after = [bar("A.m", ["Home"]), bar("New/B2.m", ["Feed", "Me"]), bar("New/C.m", ["Y"])]
    let changes = BarChanges.compare(before: before, after: after)
    XCTAssertEqual(changes.map(\.kind), [.changed, .changed, .removed])
    XCTAssertEqual(changes[0].changes, ["moved from Old/B.m"], "the same items")
    XCTAssertEqual(changes[1].changes, ["moved from Old/C.m", "tab 1 title: 'X' → 'Y'"], "the same file name")
    XCTAssertEqual(changes[2].before?.path, "D.m")
  }

  func testManyMovedBarsPairFirstToFirst() {
    // 20,000 moved bars of the same items: each pairs with the first unpaired one, in order.
    let count = 20_000
    let before = (0..<count).map { bar("old/\($0).m", ["Home", "Me"]) }
    let after = (0..<count).map { bar("new/\($0)-x.m", ["Home", "Me"]) }
    let changes = BarChanges.compare(before: before, after: after)
    XCTAssertEqual(changes.count, count)
    XCTAssertTrue(changes.allSatisfy { $0.kind == .changed })
    XCTAssertEqual(changes.last?.before?.path, "old/\(count - 1).m")
  }

  func testABarWithoutPicturesIsListedWithoutOne() {
    let change = BarChanges.change(from: nil, to: bar("A.m", ["Home"]))!
    let text = DiffReport.markdown([change], pictures: [nil], base: "main", head: "HEAD", drawnLimit: 200)
    XCTAssertFalse(text.contains("!["), text)
    XCTAssertTrue(text.contains("Bars past the first 200 of a side"), text)
    XCTAssertEqual(
      DiffReport.json([change], pictures: [nil], base: "main", head: "HEAD")["bars"]?[0]?["picture"], .null)
  }
}
