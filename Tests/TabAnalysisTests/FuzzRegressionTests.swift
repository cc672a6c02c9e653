import Foundation
import FuzzTargets
import XCTest

/// Every input under `Tests/FuzzRegressions/TARGET/` (crashes fuzzing found, and the triggers of past traps) runs
/// through its fuzz target: a trap here is a regression.
final class FuzzRegressionTests: XCTestCase {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("FuzzRegressions")

  func testEveryRegressionInputRuns() throws {
    let targets = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
    var ran = 0
    for name in targets {
      let run = try XCTUnwrap(FuzzTargets.target(named: name), "Tests/FuzzRegressions/\(name) names no fuzz target")
      let directory = Self.folder.appendingPathComponent(name)
      for file in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
        run(Array(try Data(contentsOf: directory.appendingPathComponent(file))))
        ran += 1
      }
    }
    XCTAssertGreaterThanOrEqual(ran, 8)
  }

  func testEveryTargetTakesTheEmptyInput() {
    for (_, run) in FuzzTargets.all { run([]) }
    XCTAssertEqual(Set(FuzzTargets.all.map(\.name)).count, FuzzTargets.all.count)
  }
}
