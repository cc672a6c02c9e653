import JSON
import SeededRandom
import XCTest

@testable import RPC

final class JSONParserTests: XCTestCase {
  /// Texts every RFC 8259 parser must accept (in the spirit of JSONTestSuite's y_ cases).
  let accepted: [String] = [
    "null", "true", "false", "0", "-0", "1", "-1", "123456789", "1.5", "-1.5e10", "1E2", "1e+2", "1e-2",
    "0.0", "\"\"", "\"a\"", "[]", "{}", "[[]]", "[null,true,false]", "{\"a\":{\"b\":[1,{\"c\":null}]}}",
    " \t\r\n[ 1 , 2 ]\n ", "\"\\u0000\"", "\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"", "\"\\uD834\\uDD1E\"",
    "\"\u{1D11E}\"", "\"日本語\"", "\"\\u00e9\"", "{\"\":0}", "[1e-400000000]", "9223372036854775807",
    "-9223372036854775808",
    "18446744073709551616", "[\"\u{7F}\"]", "1.7976931348623157e308", "5e-324",
  ]

  /// Texts it must reject (JSONTestSuite's n_ cases, plus limits of our own).
  let rejected: [String] = [
    "", " ", "[", "]", "{", "[1,]", "[,1]", "{\"a\":1,}", "{\"a\" 1}", "{a:1}", "{'a':1}", "['a']",
    "01", "-", "-01", "1.", ".1", "1e", "1e+", "+1", "0x10", "NaN", "Infinity", "-Infinity", "tru", "nul",
    "True", "\"abc", "\"\\x\"", "\"\\u12\"", "\"\\uZZZZ\"", "\"\t\"", "\"\n\"", "\"\u{1}\"",
    "[1] [2]", "1 2", "{\"a\":1}}", "\"\\uD800\"", "\"\\uDC00\"", "\"\\uD800\\u0041\"", "\"\\uD800x\"",
    "[1e999]", "{\"a\"}", "[\"a\":1]", "\u{FEFF}[]", "//\n1", "/* */ 1", "[1;2]",
  ]

  func testAcceptsValidTexts() throws {
    for text in accepted {
      XCTAssertNoThrow(try JSONParser.parse(text), "should accept: \(text)")
    }
  }

  func testRejectsInvalidTexts() {
    for text in rejected {
      XCTAssertThrowsError(try JSONParser.parse(text), "should reject: \(text.debugDescription)")
    }
  }

  func testRejectsInvalidUTF8() {
    let cases: [[UInt8]] = [
      [0x22, 0xFF, 0x22],  // never valid
      [0x22, 0xC0, 0xAF, 0x22],  // overlong '/'
      [0x22, 0xE0, 0x80, 0xAF, 0x22],  // overlong
      [0x22, 0xED, 0xA0, 0x80, 0x22],  // encoded surrogate
      [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],  // above U+10FFFF
      [0x22, 0xE6, 0x97, 0x22],  // truncated
      [0x22, 0x80, 0x22],  // lone continuation
    ]
    for bytes in cases {
      XCTAssertThrowsError(try JSONParser.parse(bytes)) { error in
        XCTAssertEqual((error as? JSONParseError)?.offset, 1, "\(bytes)")
      }
    }
  }

  func testIntegersAreExactAndFloatsAreDoubles() throws {
    XCTAssertEqual(try JSONParser.parse("9223372036854775807"), .int(Int64.max))
    XCTAssertEqual(try JSONParser.parse("-9223372036854775808"), .int(Int64.min))
    XCTAssertEqual(try JSONParser.parse("9223372036854775808"), .double(9_223_372_036_854_775_808))
    XCTAssertEqual(try JSONParser.parse("42"), .int(42))
    XCTAssertEqual(try JSONParser.parse("42.0"), .double(42))
    XCTAssertEqual(try JSONParser.parse("1e2"), .double(100))
    XCTAssertEqual(try JSONParser.parse("0.1"), .double(0.1))
    XCTAssertEqual(try JSONParser.parse("-0").doubleValue?.sign, .minus)
  }

  func testDoublesRoundCorrectly() throws {
    // Beyond the fast path: these need correct rounding of long mantissas and large exponents.
    let texts = [
      "3.141592653589793238462643383279", "1.7976931348623157e308", "2.2250738585072014e-308",
      "123456789012345678901234567890", "0.000000000000000000000000000001", "9007199254740993",
      "4.9406564584124654e-324", "1e23", "8.41e21", "5.0e-324",
    ]
    for text in texts {
      XCTAssertEqual(try JSONParser.parse(text).doubleValue, Double(text), text)
    }
  }

  func testStringsDecodeEscapesAndSurrogatePairs() throws {
    XCTAssertEqual(try JSONParser.parse(#""a\nb\u00e9\uD83D\uDE00""#), .string("a\nbé😀"))
    XCTAssertEqual(try JSONParser.parse(#""\/\\\"""#), .string("/\\\""))
    XCTAssertEqual(try JSONParser.parse("\"首页\""), .string("首页"))
  }

  func testDuplicateKeysLastWins() throws {
    let value = try JSONParser.parse(#"{"a":1,"b":2,"a":3}"#)
    XCTAssertEqual(value["a"], .int(3))
    XCTAssertEqual(value.objectValue?.keys, ["a", "b"])
  }

  func testLargeObjectsUseTheIndexCorrectly() throws {
    let pairs = (0..<100).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
    let value = try JSONParser.parse("{\(pairs),\"k50\":-1}")
    XCTAssertEqual(value.objectValue?.count, 100)
    XCTAssertEqual(value["k50"], .int(-1))
    XCTAssertEqual(value["k99"], .int(99))
  }

  func testNestingLimitFailsCleanly() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    XCTAssertThrowsError(try JSONParser.parse(deep)) { error in
      XCTAssertTrue("\(error)".contains("nesting deeper than 512"), "\(error)")
    }
    let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    XCTAssertNoThrow(try JSONParser.parse(ok))
    let tooDeep = String(repeating: "{\"a\":", count: 513) + "1" + String(repeating: "}", count: 513)
    XCTAssertThrowsError(try JSONParser.parse(tooDeep))
    XCTAssertNoThrow(try JSONParser.parse(tooDeep, maxDepth: 600))
  }

  func testErrorsCarryOffsetLineAndColumn() {
    XCTAssertThrowsError(try JSONParser.parse("{\n  \"a\": 1,\n  \"é\": tru\n}")) { error in
      let error = error as! JSONParseError
      XCTAssertEqual(error.line, 3)
      XCTAssertEqual(error.column, 8)
      XCTAssertEqual(error.offset, 20)
      XCTAssertTrue(error.message.contains("invalid literal"), error.message)
    }
    XCTAssertThrowsError(try JSONParser.parse("[1,]")) { error in
      XCTAssertEqual((error as! JSONParseError).offset, 3)
    }
  }

  func testRoundTripsGeneratedDocuments() throws {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<200 {
      let value = generator.randomJSON(depth: 4)
      let text = JSONWriter.write(value)
      XCTAssertEqual(try JSONParser.parse(text), value, String(decoding: text, as: UTF8.self))
    }
  }
}

extension SplitMix64 {
  mutating func randomJSON(depth: Int) -> JSON {
    switch Int.random(in: 0..<(depth > 0 ? 8 : 6), using: &self) {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &self))
    case 2: return .int(Int64.random(in: Int64.min...Int64.max, using: &self))
    case 3: return .double(Double.random(in: -1e6...1e6, using: &self))
    case 4, 5:
      let alphabet = Array("ab\"\\\n\t\u{1}é日😀 ")
      return .string(
        String((0..<Int.random(in: 0..<8, using: &self)).map { _ in alphabet.randomElement(using: &self)! }))
    case 6: return .array((0..<Int.random(in: 0..<4, using: &self)).map { _ in randomJSON(depth: depth - 1) })
    default:
      var object = JSONObject()
      for index in 0..<Int.random(in: 0..<4, using: &self) { object["k\(index)"] = randomJSON(depth: depth - 1) }
      return .object(object)
    }
  }
}
