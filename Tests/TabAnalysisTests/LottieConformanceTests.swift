import Foundation
import XCTest

@testable import Lottie
@testable import TabAnalysis

/// lottie-ios's own keypath snapshots (`../shared/corpus/lottie-keypaths/`), line for line, both engines.
/// Skipped with a reason when the corpus is not next to the checkout.
final class LottieConformanceTests: XCTestCase {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")

  func corpusDirectory(_ name: String) throws -> URL {
    let directory = Self.corpus.appendingPathComponent(name)
    guard FileManager.default.fileExists(atPath: directory.path) else {
      print("skipping: \(directory.path) is not present (the shared corpus sits next to a development checkout)")
      throw XCTSkip("corpus \(name) not present")
    }
    return directory
  }

  func testSnapshotsMatchLineForLine() throws {
    let directory = try corpusDirectory("lottie-keypaths")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    XCTAssertFalse(names.isEmpty)
    for name in names {
      let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(name + ".json")))
      let keypaths = try LottieKeypaths(bytes: bytes)
      for (engine, suffix) in [(LottieEngine.main, "main-thread"), (.core, "core-animation")] {
        let expected = try String(
          contentsOf: directory.appendingPathComponent("\(name).\(suffix).txt"), encoding: .utf8
        )
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
        let actual = keypaths.list(engine)
        if actual != expected {
          let missing = Set(expected).subtracting(actual).sorted().prefix(5)
          let extra = Set(actual).subtracting(expected).sorted().prefix(5)
          XCTFail(
            "\(name) \(suffix): \(actual.count) lines, expected \(expected.count); missing \(missing), extra \(extra)")
        }
      }
      XCTAssertTrue(Set(keypaths.core).isSubset(of: Set(keypaths.main)), name)
    }
  }

  func testPublicMatcherRows() throws {
    let directory = try corpusDirectory("lottie-keypaths")
    let rows = try String(contentsOf: directory.appendingPathComponent("keypath-matches.tsv"), encoding: .utf8)
      .split(separator: "\n").dropFirst()
    XCTAssertEqual(rows.count, 18)
    for row in rows {
      let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      let pattern = KeypathPattern(fields[2])
      XCTAssertEqual(pattern.matches(fields[1]), fields[3] == "true", "case \(fields[0]): \(fields[1]) ~ \(fields[2])")
    }
  }

  func testEverySampleLoadsWithoutCrashing() throws {
    let directory = try corpusDirectory("lottie-samples")
    let files = FileManager.default.enumerator(atPath: directory.path)!.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".json") }
    XCTAssertGreaterThan(files.count, 150)
    var failures: [String] = []
    for file in files {
      let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(file)))
      do {
        let keypaths = try LottieKeypaths(bytes: bytes)
        XCTAssertFalse(keypaths.main.isEmpty && !keypaths.core.isEmpty, file)
      } catch {
        failures.append("\(file): \(error)")
      }
    }
    // Every sample is a valid animation that lottie-ios loads.
    XCTAssertEqual(failures, [])
  }
}
