import Foundation
import RPC
import XCTest

/// Framing and JSON-RPC behaviour under hostile or unusual input; the server must keep serving.
final class ProtocolRobustnessTests: XCTestCase {
  func initializeFrame(id: Int) -> [UInt8] {
    FrameEncoder.frame(Array(#"{"jsonrpc":"2.0","id":\#(id),"method":"initialize","params":{"capabilities":{}}}"#.utf8))
  }

  func testByteByByteDelivery() throws {
    let server = try ServerProcess()
    for byte in initializeFrame(id: 1) { server.write([byte]) }
    XCTAssertNotNil(server.response(to: 1)?["result"])
  }

  func testTwoMessagesInOneWrite() throws {
    let server = try ServerProcess()
    let second = FrameEncoder.frame(Array(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#.utf8))
    server.write(initializeFrame(id: 1) + second)
    XCTAssertNotNil(server.response(to: 1)?["result"])
    XCTAssertEqual(server.response(to: 2)?["result"], .null)
  }

  /// A 1 GB Content-Length lie: refused without allocating, its bytes skipped as they stream past, and the
  /// next message answered.
  func testOneGigabyteContentLengthIsSkippedWithoutAllocating() throws {
    let server = try ServerProcess()
    _ = server.initialize()
    let declared = 1_000_000_000
    server.write("Content-Length: \(declared)\r\n\r\n")
    XCTAssertTrue(server.waitForStderr(containing: "exceeds the limit"))
    let block = [UInt8](repeating: UInt8(ascii: " "), count: 1 << 20)
    var sent = 0
    while sent < declared {
      let count = min(block.count, declared - sent)
      server.write(count == block.count ? block : Array(block[0..<count]))
      sent += count
    }
    XCTAssertEqual(server.request("shutdown")?["result"], .null)
    if let peak = server.peakResidentBytes {
      XCTAssertLessThan(peak, 200 << 20, "peak RSS \(peak) bytes: the oversized body was buffered")
    }
  }

  func testMessageSizeCapIsConfigurable() throws {
    let server = try ServerProcess(arguments: ["lsp", "--max-message-bytes", "200"])
    _ = server.initialize()
    let padding = String(repeating: "x", count: 500)
    server.send(["jsonrpc": "2.0", "id": 5, "method": "shutdown", "params": ["pad": .string(padding)]])
    XCTAssertTrue(server.waitForStderr(containing: "exceeds the limit of 200 bytes"))
    XCTAssertNotNil(server.waitForMessage { $0["method"] == "window/logMessage" })
    // The skipped request is answered (its id was in the first bytes), so the client does not wait forever.
    let answer = server.response(to: 5)
    XCTAssertEqual(answer?["error"]?["code"], -32600)
    XCTAssertEqual(server.request("shutdown")?["result"], .null)
  }

  func testMissingContentLengthIsLoggedAndSkipped() throws {
    let server = try ServerProcess()
    server.write("Content-Type: application/vscode-jsonrpc\r\n\r\n")
    server.write(initializeFrame(id: 1))
    XCTAssertNotNil(server.response(to: 1)?["result"])
    XCTAssertTrue(server.waitForStderr(containing: "header without Content-Length"))
  }

  func testHundredThousandDeepNestingIsAParseError() throws {
    let server = try ServerProcess()
    _ = server.initialize()
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    server.write(FrameEncoder.frame(Array(deep.utf8)))
    let reply = server.waitForMessage { $0["error"] != nil }
    XCTAssertEqual(errorCode(reply), -32700)
    XCTAssertEqual(reply?["id"], .null)
    XCTAssertEqual(server.request("shutdown")?["result"], .null)
  }

  func testInvalidUTF8IsAParseError() throws {
    let server = try ServerProcess()
    _ = server.initialize()
    let body: [UInt8] = Array(#"{"jsonrpc":"2.0","id":9,"method":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
    server.write(FrameEncoder.frame(body))
    let reply = server.waitForMessage { $0["error"] != nil }
    XCTAssertEqual(errorCode(reply), -32700)
    XCTAssertTrue(reply?["error"]?["message"]?.stringValue?.contains("UTF-8") ?? false)
    XCTAssertEqual(server.request("shutdown")?["result"], .null)
  }

  func testInvalidRequestShapes() throws {
    let server = try ServerProcess()
    _ = server.initialize()
    server.write(FrameEncoder.frame(Array(#"{"jsonrpc":"2.0","id":3,"method":7}"#.utf8)))
    XCTAssertEqual(errorCode(server.response(to: 3)), -32600)
    server.write(FrameEncoder.frame(Array(#"{"id":4,"method":"shutdown"}"#.utf8)))
    XCTAssertEqual(errorCode(server.response(to: 4)), -32600)
  }

  func testHandlerThatThrowsFailsOnlyItsRequest() throws {
    let server = try ServerProcess()
    _ = server.initialize()
    let reply = server.request("tabls/debug/throw")
    XCTAssertEqual(errorCode(reply), -32603)
    XCTAssertEqual(server.request("tabls/debug/sleep", ["ms": 1])?["result"]?["slept"], 1)
  }

  func testCancellingASlowRequest() throws {
    let server = try ServerProcess()
    _ = server.initialize()
    let slow = server.sendRequest("tabls/debug/sleep", ["ms": 30_000])
    let started = Date()
    // Other requests are not delayed by it.
    XCTAssertEqual(server.request("tabls/debug/sleep", ["ms": 1])?["result"]?["slept"], 1)
    server.notify("$/cancelRequest", ["id": .int(slow)])
    let reply = server.response(to: .int(slow))
    XCTAssertEqual(errorCode(reply), -32800)
    XCTAssertLessThan(Date().timeIntervalSince(started), 5)
  }

  func testManyBlockedHandlersDoNotStarveLaterRequests() throws {
    let server = try ServerProcess()
    _ = server.initialize()
    let slow = (0..<20).map { _ in server.sendRequest("tabls/debug/sleep", ["ms": 30_000]) }
    let started = Date()
    XCTAssertEqual(server.request("tabls/debug/sleep", ["ms": 1])?["result"]?["slept"], 1)
    XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    for id in slow { server.notify("$/cancelRequest", ["id": .int(id)]) }
  }

  func testSlowRequestDoesNotDelayShutdown() throws {
    let server = try ServerProcess()
    _ = server.initialize()
    server.sendRequest("tabls/debug/sleep", ["ms": 30_000])
    let started = Date()
    XCTAssertEqual(server.request("shutdown")?["result"], .null)
    XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    server.notify("exit")
    XCTAssertEqual(server.waitForExit(), 0)
  }

  func testBatchOverStdio() throws {
    let server = try ServerProcess()
    _ = server.initialize()
    let batch =
      #"[{"jsonrpc":"2.0","id":1,"method":"tabls/debug/sleep","params":{"ms":1}},{"jsonrpc":"2.0","method":"$/setTrace","params":{"value":"off"}},{"jsonrpc":"2.0","id":2,"method":"nope"}]"#
    server.write(FrameEncoder.frame(Array(batch.utf8)))
    let reply = server.waitForMessage { $0.arrayValue != nil }?.arrayValue ?? []
    XCTAssertEqual(reply.count, 2)
    XCTAssertEqual(reply.first?["id"], 1)
    XCTAssertEqual(errorCode(reply.last), -32601)
  }

  func testEndOfInputMidMessageIsReported() throws {
    let server = try ServerProcess()
    _ = server.initialize()
    server.write("Content-Length: 100\r\n\r\n{\"jsonrpc\"")
    server.closeInput()
    XCTAssertEqual(server.waitForExit(), 1)
    XCTAssertTrue(server.stderr.contains("end of input in the middle of a message body"), server.stderr)
  }
}
