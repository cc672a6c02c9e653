import Foundation
import JSON
import RPC
import XCTest

/// The built `tabls` binary, next to the test bundle.
enum TablsBinary {
  static var url: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("tabls")
      }
    #endif
    return Bundle.main.bundleURL.appendingPathComponent("tabls")
  }

  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs `tabls` to completion with `arguments` and optional standard input.
  static func run(
    _ arguments: [String], stdin: String? = nil, directory: URL? = nil, environment extra: [String: String] = [:]
  ) throws -> Output {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var environment = ProcessInfo.processInfo.environment
    environment["TABLS_DEBUG_METHODS"] = "1"
    environment.merge(extra) { _, new in new }
    process.environment = environment
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}

extension TablsBinary {
  /// Runs `tabls` to completion; its standard output as bytes (for output that need not be UTF-8).
  static func runRaw(_ arguments: [String], directory: URL? = nil) throws -> [UInt8] {
    try Subprocess.output(url, arguments, directory: directory).bytes
  }
}

/// A program run to completion, its standard error dropped.
enum Subprocess {
  static func output(_ executable: URL, _ arguments: [String], directory: URL? = nil) throws -> (
    status: Int32, bytes: [UInt8]
  ) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, [UInt8](data))
  }
}

/// `tabls lsp` running in a child process, spoken to over pipes exactly as an editor would.
final class ServerProcess: @unchecked Sendable {
  let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  private let condition = NSCondition()
  private var messages: [JSON] = []
  private var stderrBytes: [UInt8] = []
  private var nextID: Int64 = 1000
  /// Answers to the server's own requests, by method: the response's members (`["result": nil]` or
  /// `["error": […]]`). Requests of other methods stay unanswered; every request is kept among the messages.
  private let replies: [String: JSON]

  init(arguments: [String] = ["lsp"], replies: [String: JSON] = [:], environment extra: [String: String] = [:]) throws {
    self.replies = replies
    process.executableURL = TablsBinary.url
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["TABLS_DEBUG_METHODS"] = "1"
    environment.merge(extra) { $1 }
    process.environment = environment
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let stdout = output.fileHandleForReading.fileDescriptor
    let stderr = errors.fileHandleForReading.fileDescriptor
    Thread.detachNewThread { [self] in
      var decoder = FrameDecoder()
      FileDescriptorIO.readChunks(from: stdout) { chunk in
        for case .message(let body) in decoder.feed(chunk) {
          let message = (try? JSONParser.parse(body)) ?? .string("unparsable: \(body)")
          if let method = message["method"]?.stringValue, let id = message["id"],
            case .object(let reply)? = replies[method]
          {
            var response = reply
            response["jsonrpc"] = "2.0"
            response["id"] = id
            send(.object(response))
          }
          condition.withLock {
            messages.append(message)
            condition.broadcast()
          }
        }
      }
    }
    Thread.detachNewThread { [self] in
      FileDescriptorIO.readChunks(from: stderr) { chunk in
        condition.withLock {
          stderrBytes.append(contentsOf: chunk)
          condition.broadcast()
        }
      }
    }
  }

  deinit {
    if process.isRunning { process.terminate() }
  }

  var pid: Int32 { process.processIdentifier }

  // MARK: - Writing

  func write(_ bytes: [UInt8]) {
    input.fileHandleForWriting.write(Data(bytes))
  }

  func write(_ text: String) { write(Array(text.utf8)) }

  func send(_ message: JSON) { write(FrameEncoder.frame(JSONWriter.write(message))) }

  func closeInput() { try? input.fileHandleForWriting.close() }

  @discardableResult
  func sendRequest(_ method: String, _ params: JSON = .null, id: Int64? = nil) -> Int64 {
    let id =
      id
      ?? condition.withLock { () -> Int64 in
        nextID += 1
        return nextID
      }
    send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
    return id
  }

  func notify(_ method: String, _ params: JSON = .null) {
    send(["jsonrpc": "2.0", "method": .string(method), "params": params])
  }

  /// Sends a request and waits for its response.
  func request(_ method: String, _ params: JSON = .null, timeout: TimeInterval = 10) -> JSON? {
    let id = sendRequest(method, params)
    return response(to: .int(id), timeout: timeout)
  }

  func initialize(encodings: [String]? = nil, rootPath: String? = nil) -> JSON? {
    var capabilities: JSON = [:]
    if let encodings { capabilities = ["general": ["positionEncodings": .array(encodings.map(JSON.string))]] }
    var params: JSON = ["processId": nil, "capabilities": capabilities]
    if let rootPath, case .object(var object) = params {
      object["rootUri"] = .string(URL(fileURLWithPath: rootPath).absoluteString)
      params = .object(object)
    }
    let reply = request("initialize", params)
    notify("initialized", [:])
    return reply
  }

  // MARK: - Reading

  /// Waits for (and removes) the first message that satisfies `predicate`.
  func waitForMessage(timeout: TimeInterval = 10, where predicate: (JSON) -> Bool) -> JSON? {
    condition.withLock {
      let deadline = Date().addingTimeInterval(timeout)
      while true {
        if let index = messages.firstIndex(where: predicate) { return messages.remove(at: index) }
        if !condition.wait(until: deadline) { return nil }
      }
    }
  }

  /// Removes and returns every message received so far, in arrival order.
  func drainMessages() -> [JSON] {
    condition.withLock {
      defer { messages.removeAll() }
      return messages
    }
  }

  func response(to id: JSON, timeout: TimeInterval = 10) -> JSON? {
    waitForMessage(timeout: timeout) { $0["method"] == nil && $0["id"] == id }
  }

  /// Waits until stderr contains `text`.
  func waitForStderr(containing text: String, timeout: TimeInterval = 10) -> Bool {
    condition.withLock {
      let deadline = Date().addingTimeInterval(timeout)
      while !String(decoding: stderrBytes, as: UTF8.self).contains(text) {
        if !condition.wait(until: deadline) { return false }
      }
      return true
    }
  }

  var stderr: String { condition.withLock { String(decoding: stderrBytes, as: UTF8.self) } }

  /// Waits for the process to end; nil on timeout.
  func waitForExit(timeout: TimeInterval = 10) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning {
      if Date() > deadline { return nil }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return process.terminationStatus
  }

  /// Peak resident set size of the server, in bytes (Linux only; nil elsewhere).
  var peakResidentBytes: Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
    return fields.dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
  }
}

func errorCode(_ message: JSON?) -> Int64? { message?["error"]?["code"]?.intValue }

extension ServerProcess {
  /// What a full-featured editor declares (VS Code's choices): Markdown first, hierarchical symbols, every
  /// symbol and completion kind, code action literals, snippets, diagnostic extras, progress, file watching.
  static let fullCapabilities: JSON = [
    "general": ["positionEncodings": ["utf-16"]],
    "window": ["workDoneProgress": true],
    "workspace": [
      "applyEdit": true, "didChangeWatchedFiles": ["dynamicRegistration": true],
      "diagnostics": ["refreshSupport": true], "workspaceFolders": true, "configuration": true,
    ],
    "textDocument": [
      "hover": ["contentFormat": ["markdown", "plaintext"]],
      "completion": [
        "completionItem": ["snippetSupport": true, "documentationFormat": ["markdown", "plaintext"]],
        "completionItemKind": ["valueSet": .array((1...25).map { JSON.int(Int64($0)) })],
      ],
      "documentSymbol": [
        "hierarchicalDocumentSymbolSupport": true,
        "symbolKind": ["valueSet": .array((1...26).map { JSON.int(Int64($0)) })],
      ],
      "codeAction": [
        "codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["quickfix", "source", "source.fixAll"]]],
        "isPreferredSupport": true,
      ],
      "documentLink": ["tooltipSupport": true],
      "publishDiagnostics": [
        "relatedInformation": true, "versionSupport": true, "codeDescriptionSupport": true, "dataSupport": true,
      ],
    ],
  ]
}

extension ServerProcess {
  /// A server over a demo app with `file` open, once the workspace index is loaded (shown by a diagnostic with
  /// `indexedCode`, which needs the index). Returns the server, the file's URL and its text.
  static func openDemo(_ file: String, app: String = "Examples/DemoApp", waitingFor indexedCode: String) throws
    -> (server: ServerProcess, url: URL, text: String)
  {
    let root = Repository.root.appendingPathComponent(app)
    let server = try ServerProcess()
    _ = server.request(
      "initialize", ["rootUri": .string(root.absoluteString), "capabilities": ServerProcess.fullCapabilities])
    server.notify("initialized", [:])
    let url = root.appendingPathComponent(file)
    let text = try String(contentsOf: url, encoding: .utf8)
    let language = file.hasSuffix(".swift") ? "swift" : "objective-c"
    server.notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(url.absoluteString), "languageId": .string(language), "version": 1, "text": .string(text),
        ]
      ])
    _ = server.waitForMessage {
      ($0["params"]?["diagnostics"]?.arrayValue ?? []).contains { $0["code"] == .string(indexedCode) }
    }
    return (server, url, text)
  }

  /// The first line of `text` that contains `needle`, as a 0-based line number.
  static func line(of needle: String, in text: String) -> Int64 {
    Int64(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) } ?? 0)
  }
}
