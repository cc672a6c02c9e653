import JSON
import SeededRandom
import XCTest

@testable import RPC

final class JSONWriterTests: XCTestCase {
  func testCompactOutput() {
    let value: JSON = ["a": [1, 2.5, "x", nil, true], "b": ["c": false]]
    XCTAssertEqual(JSONWriter.string(value), #"{"a":[1,2.5,"x",null,true],"b":{"c":false}}"#)
  }

  func testEscapesControlCharactersQuotesAndBackslashes() {
    XCTAssertEqual(JSONWriter.string(.string("a\"b\\c\n\t\u{1}é")), #""a\"b\\c\n\t\u0001é""#)
  }

  func testNonFiniteDoublesBecomeNull() {
    XCTAssertEqual(JSONWriter.string([.double(.nan), .double(.infinity)]), "[null,null]")
  }

  func testExtremeIntegers() {
    XCTAssertEqual(
      JSONWriter.string([.int(Int64.min), .int(Int64.max), .int(0)]),
      "[-9223372036854775808,9223372036854775807,0]")
  }

  func testPrettyOutputParsesBack() throws {
    let value: JSON = ["list": [1, ["nested": []]], "empty": [:]]
    let pretty = JSONWriter.string(value, pretty: true)
    XCTAssertEqual(pretty, "{\n  \"list\": [\n    1,\n    {\n      \"nested\": []\n    }\n  ],\n  \"empty\": {}\n}")
    XCTAssertEqual(try JSONParser.parse(pretty), value)
  }

  func testDoublesRoundTripExactly() throws {
    var generator = SplitMix64(seed: 11)
    for _ in 0..<1000 {
      let number = Double(bitPattern: generator.next())
      guard number.isFinite else { continue }
      XCTAssertEqual(try JSONParser.parse(JSONWriter.write(.double(number))).doubleValue, number)
    }
  }
}
