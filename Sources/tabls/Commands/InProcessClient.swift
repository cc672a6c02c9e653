import Foundation
import JSON
import RPC

/// A client that talks to a `Server` in the same process, with no pipes: `tabls query` uses it.
/// Requests the server sends to the client (e.g. capability registration) are answered with `null`.
final class InProcessClient: @unchecked Sendable {
  private let connection: Connection
  let server: Server
  private let condition = NSCondition()
  private var replies: [JSON] = []

  init(debugMethods: Bool = false) {
    let logger = Logger()
    // Filled in right below: the sink needs the connection to answer server→client requests.
    let box = ConnectionBox()
    connection = Connection(
      sink: CollectingSink { message in box.client?.receive(message) },
      log: { message in logger.error(message) })
    server = Server(options: .init(debugMethods: debugMethods), logger: logger) { _ in }
    connection.setHandler(server)
    box.client = self
  }

  private final class ConnectionBox: @unchecked Sendable {
    weak var client: InProcessClient?
  }

  private func receive(_ message: JSON) {
    if message["method"] != nil {
      if let id = message["id"] {  // a request from the server
        let reply = MessageEncoding.response(id: RequestID(id), result: .success(.null))
        DispatchQueue.global().async { self.connection.receive(body: JSONWriter.write(reply)) }
      }
      return
    }
    condition.withLock {
      replies.append(message)
      condition.broadcast()
    }
  }

  /// Sends a request (or batch) and waits for its reply: the response object, or the array for a batch.
  /// Returns nil for a batch of notifications only, which gets no reply.
  func send(_ message: JSON) -> JSON? {
    let expectsReply: Bool
    switch message {
    case .array(let elements): expectsReply = elements.contains { $0["id"] != nil || $0["method"] == nil }
    default: expectsReply = message["id"] != nil || message["method"] == nil
    }
    let sentID = message["id"]
    connection.receive(body: JSONWriter.write(message))
    guard expectsReply else { return nil }
    return condition.withLock { () -> JSON in
      while true {
        if let index = replies.firstIndex(where: { reply in
          if case .array = message { return reply.arrayValue != nil }
          return reply["id"] == sentID || reply["id"] == .null
        }) {
          return replies.remove(at: index)
        }
        condition.wait()
      }
    }
  }

  func initialize(rootPath: String) -> JSON? {
    let params: JSON = [
      "processId": .int(Int64(ProcessInfo.processInfo.processIdentifier)),
      "rootUri": .string(WorkspaceRoots.uri(fromPath: rootPath)),
      "capabilities": Self.capabilities,
    ]
    let reply = send(["jsonrpc": "2.0", "id": "tabls-query-initialize", "method": "initialize", "params": params])
    _ = send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
    return reply
  }

  /// What a script reading JSON takes: everything in its richest form (Markdown, nested symbols, code action
  /// literals with their edits, every kind, the diagnostics' extras), and nothing that needs a client to answer
  /// back (progress, registrations, refreshes, applyEdit).
  static let capabilities: JSON = [
    "textDocument": [
      "hover": ["contentFormat": ["markdown"]],
      "completion": [
        "completionItem": ["snippetSupport": true, "documentationFormat": ["markdown"]],
        "completionItemKind": ["valueSet": .array((1...25).map { JSON.int(Int64($0)) })],
      ],
      "documentSymbol": [
        "hierarchicalDocumentSymbolSupport": true,
        "symbolKind": ["valueSet": .array((1...26).map { JSON.int(Int64($0)) })],
      ],
      "codeAction": [
        "codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["quickfix", "source"]]],
        "isPreferredSupport": true,
      ],
      "documentLink": ["tooltipSupport": true],
      "publishDiagnostics": ["versionSupport": true, "codeDescriptionSupport": true, "dataSupport": true],
    ]
  ]

  /// Waits (bounded) until the workspace index is loaded, so a scripted request sees the whole workspace.
  func waitForIndex(timeout: TimeInterval = 120) { _ = server.workspace.waitUntilComplete(timeout: timeout) }

  func shutdown() {
    _ = send(["jsonrpc": "2.0", "id": "tabls-query-shutdown", "method": "shutdown"])
  }
}
