import Foundation
import JSON
import RPC
import XCTest

/// `textDocument/documentColor` and `colorPresentation`, declared only to a client that has the capability.
final class ColorProviderTests: XCTestCase {
  func testColourSwatchesAndThePickersText() throws {
    let root = Repository.root.appendingPathComponent("Examples/DemoApp")
    let without = try ServerProcess()
    let plain = without.request(
      "initialize", ["rootUri": .string(root.absoluteString), "capabilities": ["textDocument": [:]]])
    XCTAssertNil(plain?["result"]?["capabilities"]?["colorProvider"], "not declared without the capability")

    let server = try ServerProcess()
    let initialize = server.request(
      "initialize",
      [
        "rootUri": .string(root.absoluteString),
        "capabilities": ["textDocument": ["colorProvider": [:], "diagnostic": [:]]],
      ])
    XCTAssertEqual(initialize?["result"]?["capabilities"]?["colorProvider"], true)
    server.notify("initialized", [:])
    let source = root.appendingPathComponent("Sources/Swift/DiscoverTabBarController.swift")
    let colors = server.request("textDocument/documentColor", ["textDocument": ["uri": .string(source.absoluteString)]])
    let found = colors?["result"]?.arrayValue ?? []
    XCTAssertEqual(
      found.map { "\($0["range"]?["start"]?["line"]?.intValue ?? -1):\($0["color"]?["red"]?.doubleValue ?? -1)" },
      ["22:1.0", "23:0.6666666666666666", "24:1.0"], "UIColor.white, .lightGray, .white")
    let range = try XCTUnwrap(found.first?["range"])
    let presentation = server.request(
      "textDocument/colorPresentation",
      [
        "textDocument": ["uri": .string(source.absoluteString)], "range": range,
        "color": ["red": 0.2, "green": 0.4, "blue": 1, "alpha": 1],
      ])
    XCTAssertEqual(
      presentation?["result"]?[0]?["textEdit"]?["newText"]?.stringValue,
      "UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)")
    XCTAssertEqual(presentation?["result"]?[0]?["textEdit"]?["range"], range)
    let refused = server.request(
      "textDocument/colorPresentation",
      [
        "textDocument": ["uri": .string(source.absoluteString)], "range": range,
        "color": ["red": 2, "green": 0, "blue": 0, "alpha": 1],
      ])
    XCTAssertEqual(refused?["error"]?["code"]?.intValue, -32602, "a component past 1 is invalid params")
  }
}
