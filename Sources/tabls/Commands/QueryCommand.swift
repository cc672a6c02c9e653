import Foundation
import RPC

/// `tabls query [--root DIR] [--compact] [REQUEST]`: one JSON-RPC request or batch, answered by an
/// in-process server over DIR (default: the current directory). `initialize`/`shutdown` are done here.
/// A request object may leave out `jsonrpc` and `id`; they are filled in.
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
      if object["id"] == nil, object["method"] != nil, object["result"] == nil {
        counter += 1
        object["id"] = .string("tabls-query-\(counter)")
      }
      return .object(object)
    default: return message
    }
  }

  static func printError(_ message: String) {
    FileDescriptorIO.writeAll(Array("tabls: \(message)\n".utf8), to: 2)
  }
}
