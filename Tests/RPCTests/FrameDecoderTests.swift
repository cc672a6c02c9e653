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

  func testOversizedMessageIsSkippedWithoutAllocating() {
    var decoder = FrameDecoder(maxMessageBytes: 10)
    let big = String(repeating: "x", count: 50)
    var events = decoder.feed(Array("Content-Length: 50\r\n\r\n".utf8))
    for chunk in Array(big.utf8).chunked(7) { events += decoder.feed(chunk) }
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
}

extension Array {
  func chunked(_ size: Int) -> [[Element]] {
    stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
  }
}
