import Foundation
import SeededRandom
import XCTest

@testable import Raster
@testable import TabAnalysis

final class DeflateTests: XCTestCase {
  func inputs() -> [[UInt8]] {
    var generator = SplitMix64(seed: 9)
    return [
      [], Array("a".utf8), Array("hello hello hello hello".utf8), [UInt8](repeating: 7, count: 100_000),
      (0..<70_000).map { _ in UInt8.random(in: 0...255, using: &generator) },
      (0..<200_000).map { UInt8(($0 / 7) % 13) },
      (0..<50_000).map { _ in UInt8.random(in: 0...3, using: &generator) },
      // Big enough to be compressed as two halves on two cores, joined by an empty stored block.
      (0..<600_000).map { UInt8(truncatingIfNeeded: ($0 / 3) % 251 ^ ($0 >> 12)) },
      (0..<300_000).map { _ in UInt8.random(in: 0...7, using: &generator) },
    ]
  }

  func testBigInputsAreCompressedInHalves() {
    XCTAssertEqual(Deflate.split(600_000).count, 2)
    XCTAssertEqual(Deflate.split(600_000)[0].upperBound % 65_535, 0, "the cut is at a block boundary")
    XCTAssertEqual(Deflate.split(100_000).count, 1)
  }

  func testRoundTripsAndChecksums() throws {
    for input in inputs() {
      let compressed = Deflate.zlib(input)
      XCTAssertEqual(try Inflate.zlib(compressed), input)
    }
    XCTAssertEqual(Checksums.crc32(Array("123456789".utf8)), 0xCBF4_3926)
    XCTAssertEqual(Checksums.adler32(Array("Wikipedia".utf8)), 0x11E6_0398)
  }

  func testInflatingPastTheLimitIsAnError() throws {
    let zeros = Deflate.zlib([UInt8](repeating: 0, count: 4 << 20))
    XCTAssertLessThan(zeros.count, 64 << 10, "a bomb: kilobytes standing for megabytes")
    XCTAssertThrowsError(try Inflate.zlib(zeros, limit: 1 << 20))
    XCTAssertEqual(try Inflate.zlib(zeros, limit: 4 << 20).count, 4 << 20)
  }

  func testCompresses() {
    let repetitive = [UInt8](repeating: 7, count: 100_000)
    XCTAssertLessThan(Deflate.zlib(repetitive).count, 1_000)
  }

  /// Python's zlib reads our streams, and we read Python's (stored, fixed and dynamic blocks).
  func testInteroperatesWithPythonZlib() throws {
    guard
      FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
        || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/python3")
    else {
      throw XCTSkip("python3 not available")
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-zlib-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (index, input) in inputs().enumerated() {
      try Data(input).write(to: directory.appendingPathComponent("\(index).raw"))
      try Data(Deflate.zlib(input)).write(to: directory.appendingPathComponent("\(index).z"))
    }
    let script = """
      import zlib, sys, pathlib
      d = pathlib.Path(sys.argv[1])
      for raw in sorted(d.glob("*.raw")):
          assert zlib.decompress((d / (raw.stem + ".z")).read_bytes()) == raw.read_bytes(), raw
          for level in (0, 1, 9):
              (d / f"{raw.stem}.py{level}").write_bytes(zlib.compress(raw.read_bytes(), level))
      print("ok")
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, directory.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0)
    for (index, input) in inputs().enumerated() {
      for level in [0, 1, 9] {
        let data = [UInt8](try Data(contentsOf: directory.appendingPathComponent("\(index).py\(level)")))
        XCTAssertEqual(try Inflate.zlib(data), input, "python level \(level), input \(index)")
      }
    }
  }
}
