import XCTest

@testable import RPC

final class FrameDecoderTests: XCTestCase {
  func frame(_ body: String, header: String = "Content-Length") -> [UInt8] {
    Array("\(header): \(body.utf8.count)\r\n\r\n\(body)".utf8)
  }

  func messages(_ events: [FrameDecoder.Event]) -> [String] {
    events.compactMap { if case .message(let body) = $0 { String(decoding: body, as: UTF8.self) } else { nil } }
  }

  func errors(_ events: [FrameDecoder.Event]) -> [String] {
    events.compactMap { if case .error(let message) = $0 { message } else { nil } }
  }

  func testByteByByteDelivery() {
    var decoder = FrameDecoder()
    var events: [FrameDecoder.Event] = []
    for byte in frame("{\"a\":1}") + frame("[]") { events += decoder.feed([byte]) }
    XCTAssertEqual(messages(events), ["{\"a\":1}", "[]"])
    XCTAssertNil(decoder.pendingDescription)
  }

  func testManyMessagesInOneChunk() {
    var decoder = FrameDecoder()
    let chunk = (0..<100).flatMap { frame("{\"id\":\($0)}") }
    XCTAssertEqual(messages(decoder.feed(chunk)).count, 100)
  }

  func testHeaderNamesAreCaseInsensitiveAndContentTypeIsOptional() {
    var decoder = FrameDecoder()
    let body = "{}"
    let bytes = Array("content-TYPE: application/vscode-jsonrpc; charset=utf-8\r\nCONTENT-LENGTH:2\r\n\r\n\(body)".utf8)
    XCTAssertEqual(messages(decoder.feed(bytes)), ["{}"])
  }

  func testOversizedMessageIsSkippedWithoutBuffering() {
    var decoder = FrameDecoder(maxMessageBytes: 10)
    let big = String(repeating: "x", count: 50)
    var events = decoder.feed(Array("Content-Length: 50\r\n\r\n".utf8))
    for (index, chunk) in Array(big.utf8).chunked(7).enumerated() {
      events += decoder.feed(chunk)
      // Skipping, not buffering: only the count of bytes still to skip is kept.
      if index == 0 { XCTAssertEqual(decoder.pendingDescription, "an oversized message body still 43 bytes long") }
    }
    events += decoder.feed(frame("{}"))
    XCTAssertEqual(errors(events).count, 1)
    XCTAssertTrue(errors(events)[0].contains("exceeds the limit"))
    XCTAssertEqual(messages(events), ["{}"])
  }

  func testHugeDeclaredLengthKeepsNothingBuffered() {
    var decoder = FrameDecoder()
    let events = decoder.feed(Array("Content-Length: 1000000000\r\n\r\nabc".utf8))
    XCTAssertEqual(errors(events).count, 1)
    XCTAssertEqual(decoder.pendingDescription, "an oversized message body still 999999997 bytes long")
  }

  func testMissingContentLengthIsReportedAndSkipped() {
    var decoder = FrameDecoder()
    let events = decoder.feed(Array("Content-Type: x\r\n\r\n".utf8) + frame("{}"))
    XCTAssertEqual(errors(events), ["header without Content-Length"])
    XCTAssertEqual(messages(events), ["{}"])
  }

  func testInvalidContentLength() {
    var decoder = FrameDecoder()
    let events = decoder.feed(Array("Content-Length: -4\r\n\r\n".utf8) + frame("{}"))
    XCTAssertEqual(errors(events), ["invalid Content-Length '-4'"])
    XCTAssertEqual(messages(events), ["{}"])
  }

  func testEOFMidMessageIsDescribed() {
    var decoder = FrameDecoder()
    _ = decoder.feed(Array("Content-Length: 10\r\n\r\n{\"a\"".utf8))
    XCTAssertEqual(decoder.pendingDescription, "a message body: 4 of 10 bytes received")
  }

  func testEncoderFramesBodies() {
    XCTAssertEqual(String(decoding: FrameEncoder.frame(Array("{}".utf8)), as: UTF8.self), "Content-Length: 2\r\n\r\n{}")
  }

  func testALengthThreeBytesShortResynchronisesAtTheNextHeader() {
    var decoder = FrameDecoder()
    let body = #"{"jsonrpc":"2.0","id":1,"method":"x"}"#
    let short = Array("Content-Length: \(body.utf8.count - 3)\r\n\r\n\(body)".utf8)
    let events = decoder.feed(short + frame(#"{"id":2}"#) + frame(#"{"id":3}"#))
    XCTAssertEqual(messages(events), [String(body.dropLast(3)), #"{"id":2}"#, #"{"id":3}"#])
    XCTAssertEqual(errors(events), ["header without Content-Length"])
  }

  func testBareLineFeedHeaders() {
    var decoder = FrameDecoder()
    let events = decoder.feed(Array("Content-Length: 2\n\n{}".utf8) + frame("[]"))
    XCTAssertEqual(messages(events), ["{}", "[]"])
  }

  func testLongGarbageBeforeAHeaderIsDropped() {
    var decoder = FrameDecoder()
    var events = decoder.feed([UInt8](repeating: UInt8(ascii: "x"), count: 70_000))
    events += decoder.feed(frame("{}"))
    events += decoder.feed(frame("[]"))
    XCTAssertEqual(messages(events), ["{}", "[]"])
    XCTAssertFalse(errors(events).isEmpty)
  }

  func testGarbageWithoutLineEndsThenAHeaderKeepsTheHeader() {
    var decoder = FrameDecoder()
    let garbage = [UInt8](repeating: UInt8(ascii: "x"), count: 70_000)
    let events = decoder.feed(garbage + Array("Content-Length: 2".utf8) + [UInt8](repeating: 0x20, count: 0))
    XCTAssertEqual(errors(events).count, 1)
    XCTAssertEqual(messages(decoder.feed(Array("\r\n\r\n{}".utf8))), ["{}"])
  }

  func testOversizedBodyHandsOnItsFirstBytes() {
    var decoder = FrameDecoder(maxMessageBytes: 10)
    let body = #"{"jsonrpc":"2.0","id":"big","method":"m","params":"\#(String(repeating: "y", count: 100))"}"#
    var events = decoder.feed(Array("Content-Length: \(body.utf8.count)\r\n\r\n".utf8))
    for chunk in Array(body.utf8).chunked(9) { events += decoder.feed(chunk) }
    let prefixes = events.compactMap { if case .oversized(let prefix) = $0 { prefix } else { nil } }
    XCTAssertEqual(prefixes.count, 1)
    XCTAssertEqual(prefixes.first.map { String(decoding: $0, as: UTF8.self) }, body)
    XCTAssertEqual(RequestIDScanner.topLevelID(in: prefixes[0]), .string("big"))
  }

  func testRequestIDScannerReadsOnlyTopLevelCompleteIDs() {
    func id(_ text: String) -> RequestID? { RequestIDScanner.topLevelID(in: Array(text.utf8)) }
    XCTAssertEqual(id(#"{"params":{"id":5},"id":7,"method":"m"}"#), .int(7))
    XCTAssertEqual(id(#"{"method":"m","id" : "a\"b"}"#), .string("a\"b"))
    XCTAssertNil(id(#"{"method":"m","id":12"#), "a number cut by the prefix")
    XCTAssertNil(id(#"{"method":"m"}"#))
    XCTAssertNil(id(#"{"id":null}"#))
  }
}

extension Array {
  func chunked(_ size: Int) -> [[Element]] {
    stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
  }
}
