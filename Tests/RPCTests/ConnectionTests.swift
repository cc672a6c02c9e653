import Foundation
import JSON
import XCTest

@testable import RPC

/// A handler with a few methods that exercise every route the connection supports.
final class TestHandler: MessageHandler, @unchecked Sendable {
  let notifications = NSLock()
  private var _received: [String] = []
  var received: [String] { notifications.withLock { _received } }
  private var _slowStarted = 0
  var slowStarted: Int { notifications.withLock { _slowStarted } }
  private var _slowReturned = 0
  /// How many `slow` handlers have seen their cancellation and returned.
  var slowReturned: Int { notifications.withLock { _slowReturned } }

  struct Boom: Error {}

  func route(_ request: Request, on connection: Connection) -> Route {
    switch request.method {
    case "echo": return .reply(.success(request.params))
    case "slow":
      return .work { context in
        self.notifications.withLock { self._slowStarted += 1 }
        while !context.token.isCancelled { Thread.sleep(forTimeInterval: 0.001) }
        self.notifications.withLock { self._slowReturned += 1 }
        return "finished"
      }
    case "async": return .work { _ in "done" }
    case "throws": return .work { _ in throw Boom() }
    case "invalid": return .work { _ in throw ResponseError.invalidParams("nope") }
    default: return .reply(.failure(.methodNotFound(request.method)))
    }
  }

  func handle(_ notification: RPC.Notification, on connection: Connection) {
    notifications.withLock { _received.append(notification.method) }
  }
}

/// What the connection sent, with a way to wait for it.
final class Outbox: @unchecked Sendable {
  private let condition = NSCondition()
  private var messages: [JSON] = []

  func append(_ message: JSON) {
    condition.withLock {
      messages.append(message)
      condition.broadcast()
    }
  }

  var count: Int { condition.withLock { messages.count } }

  func wait(for count: Int) -> [JSON] {
    condition.withLock {
      let deadline = Date().addingTimeInterval(5)
      while messages.count < count && condition.wait(until: deadline) {}
      return messages
    }
  }
}

final class ConnectionTests: XCTestCase {
  let outbox = Outbox()
  var connection: Connection!
  let handler = TestHandler()

  override func setUp() {
    let outbox = self.outbox
    connection = Connection(sink: CollectingSink { outbox.append($0) }, log: { _ in })
    connection.setHandler(handler)
  }

  func send(_ text: String) { connection.receive(body: Array(text.utf8)) }

  /// Waits until `count` messages have been sent and returns them.
  func waitFor(_ count: Int, file: StaticString = #filePath, line: UInt = #line) -> [JSON] {
    let messages = outbox.wait(for: count)
    XCTAssertGreaterThanOrEqual(messages.count, count, "timed out", file: file, line: line)
    return messages
  }

  func errorCode(_ message: JSON) -> Int64? { message["error"]?["code"]?.intValue }

  func testParseErrorHasNullID() {
    send("{\"jsonrpc\":\"2.0\",")
    let reply = waitFor(1)[0]
    XCTAssertEqual(errorCode(reply), -32700)
    XCTAssertEqual(reply["id"], .null)
  }

  func testInvalidRequests() {
    send(#"{"jsonrpc":"1.0","id":1,"method":"echo"}"#)
    send(#"{"jsonrpc":"2.0","id":2,"method":5}"#)
    send(#"{"jsonrpc":"2.0","id":{"x":1},"method":"echo"}"#)
    send(#"{"jsonrpc":"2.0","id":3,"method":"echo","params":"text"}"#)
    send(#""just a string""#)
    let replies = waitFor(5)
    XCTAssertEqual(replies.map(errorCode), [-32600, -32600, -32600, -32600, -32600])
    XCTAssertEqual(replies.map { $0["id"] }, [.int(1), .int(2), .null, .int(3), .null])
  }

  func testRepliesKeepTheRequestID() {
    send(#"{"jsonrpc":"2.0","id":"abc","method":"echo","params":{"x":[1]}}"#)
    let reply = waitFor(1)[0]
    XCTAssertEqual(reply["id"], .string("abc"))
    XCTAssertEqual(reply["result"], ["x": [1]])
  }

  func testMethodNotFound() {
    send(#"{"jsonrpc":"2.0","id":1,"method":"nope"}"#)
    XCTAssertEqual(errorCode(waitFor(1)[0]), -32601)
  }

  func testThrownSwiftErrorBecomesInternalErrorForThatRequestOnly() {
    send(#"{"jsonrpc":"2.0","id":1,"method":"throws"}"#)
    send(#"{"jsonrpc":"2.0","id":2,"method":"invalid"}"#)
    send(#"{"jsonrpc":"2.0","id":3,"method":"async"}"#)
    let replies = waitFor(3)
    let byID = Dictionary(uniqueKeysWithValues: replies.map { ($0["id"]!.intValue!, $0) })
    XCTAssertEqual(errorCode(byID[1]!), -32603)
    XCTAssertEqual(errorCode(byID[2]!), -32602)
    XCTAssertEqual(byID[3]?["result"], "done")
  }

  func testCancellationAnswersAtOnceAndDropsTheLateResult() {
    send(#"{"jsonrpc":"2.0","id":7,"method":"slow"}"#)
    // Cancel while the handler runs, so that it does return a result to drop.
    let started = Date().addingTimeInterval(5)
    while handler.slowStarted == 0 && Date() < started { Thread.sleep(forTimeInterval: 0.001) }
    send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":7}}"#)
    let reply = waitFor(1)[0]
    XCTAssertEqual(errorCode(reply), -32800)
    XCTAssertEqual(reply["id"], 7)
    // Once the handler has returned its (late) result, a later request's reply proves what was sent before it:
    // only the cancellation.
    let deadline = Date().addingTimeInterval(5)
    while handler.slowReturned == 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
    XCTAssertEqual(handler.slowReturned, 1)
    send(#"{"jsonrpc":"2.0","id":8,"method":"async"}"#)
    let replies = waitFor(2)
    XCTAssertEqual(replies.map { $0["id"] }, [7, 8], "the cancelled handler's result must not be sent")
  }

  func testMalformedResponsesAreNeverAnswered() {
    send(#"{"jsonrpc":"2.0","id":5}"#)
    send(#"{"jsonrpc":"2.0","id":6,"error":"not an error object"}"#)
    send(#"{"jsonrpc":"2.0","result":1}"#)
    send(#"{"jsonrpc":"2.0","id":99,"result":1}"#)  // a response to nothing we asked
    send(#"{"jsonrpc":"2.0","id":7,"method":"echo","params":[7]}"#)
    // The connection answers in order: the echo's reply coming first and alone proves the others got none.
    let replies = waitFor(1)
    XCTAssertEqual(replies.map { $0["id"] }, [7])
    XCTAssertEqual(outbox.count, 1)
  }

  func testSlowRequestDoesNotDelayOthers() {
    send(#"{"jsonrpc":"2.0","id":1,"method":"slow"}"#)
    send(#"{"jsonrpc":"2.0","id":2,"method":"async"}"#)
    send(#"{"jsonrpc":"2.0","id":3,"method":"echo"}"#)
    let replies = waitFor(2)
    XCTAssertEqual(Set(replies.map { $0["id"]!.intValue! }), [2, 3])
    send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#)
  }

  func testBatch() {
    send(
      #"[{"jsonrpc":"2.0","id":1,"method":"echo","params":[1]},{"jsonrpc":"2.0","method":"note"},5,{"jsonrpc":"2.0","id":2,"method":"async"}]"#
    )
    let reply = waitFor(1)[0]
    let replies = reply.arrayValue ?? []
    XCTAssertEqual(replies.count, 3)
    XCTAssertEqual(replies[0]["result"], [1])
    XCTAssertEqual(errorCode(replies[1]), -32600)
    XCTAssertEqual(replies[2]["result"], "done")
    XCTAssertEqual(handler.received, ["note"])
  }

  func testEmptyBatchAndNotificationOnlyBatch() {
    send("[]")
    XCTAssertEqual(errorCode(waitFor(1)[0]), -32600)
    send(#"[{"jsonrpc":"2.0","method":"a"},{"jsonrpc":"2.0","method":"b"}]"#)
    Thread.sleep(forTimeInterval: 0.05)
    XCTAssertEqual(outbox.count, 1)
    XCTAssertEqual(handler.received, ["a", "b"])
  }

  func testServerToClientRequestsAreCorrelated() {
    let answered = expectation(description: "reply delivered")
    connection.sendRequest("client/registerCapability", params: ["registrations": []]) { result in
      XCTAssertEqual(try? result.get(), "ok")
      answered.fulfill()
    }
    let request = waitFor(1)[0]
    XCTAssertEqual(request["method"], "client/registerCapability")
    let id = JSONWriter.string(request["id"]!)
    send(#"{"jsonrpc":"2.0","id":\#(id),"result":"ok"}"#)
    wait(for: [answered], timeout: 5)
  }
}
