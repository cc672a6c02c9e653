import Foundation
import RPC
import XCTest

/// The LSP lifecycle, over real pipes to the built binary.
final class LifecycleTests: XCTestCase {
  func testInitializeAdvertisesServerInfoAndDefaultsToUTF16() throws {
    let server = try ServerProcess()
    let reply = server.initialize()
    XCTAssertEqual(reply?["result"]?["serverInfo"]?["name"], "tabls")
    XCTAssertNotNil(reply?["result"]?["serverInfo"]?["version"]?.stringValue)
    XCTAssertEqual(reply?["result"]?["capabilities"]?["positionEncoding"], "utf-16")
    XCTAssertEqual(reply?["result"]?["capabilities"]?["textDocumentSync"]?["change"], 2)
  }

  func testUTF8IsChosenWhenOffered() throws {
    let server = try ServerProcess()
    XCTAssertEqual(
      server.initialize(encodings: ["utf-16", "utf-8"])?["result"]?["capabilities"]?["positionEncoding"], "utf-8")
    let other = try ServerProcess()
    XCTAssertEqual(
      other.initialize(encodings: ["utf-32", "utf-16"])?["result"]?["capabilities"]?["positionEncoding"], "utf-16")
  }

  func testRequestsBeforeInitializeAreRefused() throws {
    let server = try ServerProcess()
    XCTAssertEqual(errorCode(server.request("tabls/documentText", ["uri": "file:///x"])), -32002)
    XCTAssertNotNil(server.initialize()?["result"])
    XCTAssertEqual(errorCode(server.request("initialize", ["capabilities": ServerProcess.fullCapabilities])), -32600)
  }

  func testShutdownThenExitIsZero() throws {
    let server = try ServerProcess()
    _ = server.initialize()
    XCTAssertEqual(server.request("shutdown")?["result"], .null)
    XCTAssertEqual(errorCode(server.request("tabls/documentText", ["uri": "file:///x"])), -32600)
    XCTAssertEqual(errorCode(server.request("shutdown")), -32600)
    server.notify("exit")
    XCTAssertEqual(server.waitForExit(), 0)
  }

  func testExitWithoutShutdownIsOne() throws {
    let server = try ServerProcess()
    _ = server.initialize()
    server.notify("exit")
    XCTAssertEqual(server.waitForExit(), 1)
  }

  func testEndOfInputWithoutShutdownIsOne() throws {
    let server = try ServerProcess()
    _ = server.initialize()
    server.closeInput()
    XCTAssertEqual(server.waitForExit(), 1)
  }

  func testSetTraceSendsLogTrace() throws {
    let server = try ServerProcess()
    _ = server.initialize()
    server.notify("$/setTrace", ["value": "verbose"])
    _ = server.request("tabls/documentText", ["uri": "file:///nowhere"])
    let trace = server.waitForMessage { $0["method"] == "$/logTrace" }
    XCTAssertEqual(
      trace?["params"]?["message"]?.stringValue?.hasPrefix("Received request 'tabls/documentText"), true)
    XCTAssertNotNil(trace?["params"]?["verbose"]?.stringValue)
    server.notify("$/setTrace", ["value": "off"])
  }

  func testUnknownMethodIsMethodNotFound() throws {
    let server = try ServerProcess()
    _ = server.initialize()
    XCTAssertEqual(errorCode(server.request("textDocument/unheardOf")), -32601)
  }
}
