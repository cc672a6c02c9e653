import Foundation
import JSON
import RPC

/// `tabls query [--root DIR] [--compact] [REQUEST]`: one JSON-RPC request or batch, answered by an
/// in-process server over DIR (default: the current directory). `initialize`/`shutdown` are done here.
/// A request object may leave out `jsonrpc` and `id`; they are filled in (not for notification methods, which are
/// sent as notifications). Position and document requests on a file that is not open read it from disk.
enum QueryCommand {
  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    var arguments = arguments
    let root = try arguments.option("--root") ?? FileManager.default.currentDirectoryPath
    let compact = arguments.flag("--compact")
    let positionals = try arguments.positionals(max: 1)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw UsageError("--root '\(root)' is not a directory")
    }

    let input: [UInt8]
    if let text = positionals.first, text != "-" {
      input = Array(text.utf8)
    } else {
      input = Array(FileHandle.standardInput.readDataToEndOfFile())
    }
    let request: JSON
    do {
      var counter = 0
      request = complete(try JSONParser.parse(input), counter: &counter)
    } catch {
      printError("the request is not valid JSON: \(error)")
      return 1
    }

    let client = InProcessClient(debugMethods: ProcessInfo.processInfo.environment["TABLS_DEBUG_METHODS"] == "1")
    _ = client.initialize(rootPath: root)
    // Questions about documents need the workspace index (images, strings, other files' facts): let it load.
    if asksAboutDocuments(request) { client.waitForIndex() }
    let reply = client.send(request)
    client.shutdown()

    guard let reply else { return 0 }  // a batch of notifications only
    if case .array(let replies) = reply {
      print(JSONWriter.string(reply, pretty: !compact))
      return replies.contains { $0["error"] != nil } ? 1 : 0
    }
    if let error = reply["error"] {
      let code = error["code"]?.intValue ?? 0
      printError("error \(code): \(error["message"]?.stringValue ?? "")")
      return 1
    }
    print(JSONWriter.string(reply["result"] ?? .null, pretty: !compact))
    return 0
  }

  /// Fills in `"jsonrpc": "2.0"` and an `id` on request objects, so scripts can write `{"method": …}`.
  private static func complete(_ message: JSON, counter: inout Int) -> JSON {
    switch message {
    case .array(let elements): return .array(elements.map { complete($0, counter: &counter) })
    case .object(var object):
      if object["jsonrpc"] == nil { object["jsonrpc"] = "2.0" }
      if object["id"] == nil, let method = object["method"]?.stringValue, object["result"] == nil,
        !isNotification(method)
      {
        counter += 1
        object["id"] = .string("tabls-query-\(counter)")
      }
      return .object(object)
    default: return message
    }
  }

  static func asksAboutDocuments(_ message: JSON) -> Bool {
    if case .array(let elements) = message { return elements.contains(where: asksAboutDocuments) }
    return message["params"]?["textDocument"] != nil || message["params"]?["uri"] != nil
  }

  /// Methods that LSP defines as notifications: sent as such (no id), so a batch can open a document and then
  /// ask about it.
  static func isNotification(_ method: String) -> Bool {
    method.hasPrefix("$/") || method.hasPrefix("textDocument/did") || method.hasPrefix("workspace/did")
      || ["initialized", "exit", "window/workDoneProgress/cancel", "notebookDocument/didOpen"].contains(method)
  }

  static func printError(_ message: String) {
    StandardError.print(message)
  }
}
