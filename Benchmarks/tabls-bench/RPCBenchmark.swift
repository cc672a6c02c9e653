import Foundation
import JSON
import RPC

/// Drives a language server over pipes with the same requests for every server: `initialize`, then a trivial
/// request — an unknown method, which both tabls and sourcekit-lsp answer with -32601 after a full trip
/// through framing, JSON parsing, dispatch and reply — first one at a time (latency), then pipelined
/// (requests per second).
enum RPCBenchmark {
  static func run(_ arguments: [String]) {
    let count = option("--requests", in: arguments).flatMap(Int.init) ?? 20_000
    let tabls = option("--tabls", in: arguments) ?? defaultTablsPath()
    let peer = option("--peer", in: arguments) ?? "sourcekit-lsp"
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-bench-empty")
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)

    print("RPC benchmark: \(count) requests 'bench/trivial' (unknown method, answered -32601), same driver")
    var results: [(String, Result)] = []
    let floor = [CommandLine.arguments[0], "echo-server"]
    for (name, command) in [("tabls", [tabls, "lsp"]), (peer, [peer]), ("pipe floor (echo-server)", floor)] {
      guard let result = measure(command: command, root: root, count: count) else {
        print("  \(name): could not be started")
        continue
      }
      results.append((name, result))
      print(
        "  \(name): latency p50 \(format(result.p50 * 1e6)) µs, p99 \(format(result.p99 * 1e6)) µs; "
          + "pipelined \(format(result.throughput, 0)) requests/s")
    }
    if results.count >= 2, results[1].0 == peer {
      let ratio = results[0].1.throughput / results[1].1.throughput
      let latency = results[1].1.p99 / results[0].1.p99
      print("  tabls/\(results[1].0): \(format(ratio, 2))× requests/s, p99 \(format(latency, 2))× lower")
    }
  }

  struct Result {
    var p50: Double
    var p99: Double
    var throughput: Double
  }

  static func defaultTablsPath() -> String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tabls").path
  }

  static func measure(command: [String], root: URL, count: Int) -> Result? {
    guard let client = try? PipeClient(command: command) else { return nil }
    defer { client.stop() }
    let initialize: JSON = [
      "jsonrpc": "2.0", "id": 0, "method": "initialize",
      "params": ["processId": nil, "rootUri": .string(root.absoluteString), "capabilities": [:]],
    ]
    client.send(JSONWriter.write(initialize))
    guard client.waitForResponse(id: 0) else { return nil }
    client.send(JSONWriter.write(["jsonrpc": "2.0", "method": "initialized", "params": [:]]))

    func request(_ id: Int) -> [UInt8] {
      Array(#"{"jsonrpc":"2.0","id":\#(id),"method":"bench/trivial","params":{}}"#.utf8)
    }
    // Warm up, then sequential round trips.
    for id in 1...200 {
      client.send(request(id))
      _ = client.waitForResponse(id: id)
    }
    var latencies: [Double] = []
    latencies.reserveCapacity(count)
    for id in 1_000..<(1_000 + count) {
      let start = now()
      client.send(request(id))
      _ = client.waitForResponse(id: id)
      latencies.append(now() - start)
    }
    latencies.sort()
    // Pipelined: a writer thread sends everything while this thread reads.
    let base = 10_000_000
    let start = now()
    let frames = (base..<(base + count)).map { FrameEncoder.frame(request($0)) }
    let writer = Thread { for frame in frames { client.sendFramed(frame) } }
    writer.start()
    _ = client.waitForResponse(id: base + count - 1, countingAll: count)
    let elapsed = now() - start
    return Result(
      p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), throughput: Double(count) / elapsed)
  }
}

/// A minimal LSP client over pipes: framed writes, and a blocking reader that waits for a given id.
final class PipeClient: @unchecked Sendable {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var decoder = FrameDecoder()
  private var pending: [[UInt8]] = []
  private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)

  init(command: [String]) throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
  }

  func send(_ body: [UInt8]) { sendFramed(FrameEncoder.frame(body)) }

  func sendFramed(_ frame: [UInt8]) {
    FileDescriptorIO.writeAll(frame, to: input.fileHandleForWriting.fileDescriptor)
  }

  private static let idKey = Array("\"id\":".utf8)
  private static let methodKey = Array("\"method\"".utf8)
  private static let resultKey = Array("\"result\"".utf8)
  private static let errorKey = Array("\"error\"".utf8)

  /// Reads until the response with `id` arrives (or, with `countingAll`, until that many responses arrived).
  /// Ids are found by a byte search, so the driver's own parsing cost stays out of the measurement.
  func waitForResponse(id: Int, countingAll: Int = 1) -> Bool {
    let wanted = Array("\(id)".utf8)
    var seen = 0
    let descriptor = output.fileHandleForReading.fileDescriptor
    while true {
      while !pending.isEmpty {
        let body = pending.removeFirst()
        let isResponse = find(Self.resultKey, in: body) != nil || find(Self.errorKey, in: body) != nil
        guard isResponse, find(Self.methodKey, in: body) == nil || find(Self.idKey, in: body) != nil else { continue }
        seen += 1
        if countingAll > 1 {
          if seen >= countingAll { return true }
        } else if let at = find(Self.idKey, in: body), body.count >= at + wanted.count,
          Array(body[at..<at + wanted.count]) == wanted
        {
          return true
        }
      }
      let count = read(descriptor, buffer.baseAddress, buffer.count)
      if count <= 0 { return false }
      for case .message(let body) in decoder.feed(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) {
        pending.append(body)
      }
    }
  }

  /// Reads until a message satisfies `predicate` (by its raw bytes).
  func waitFor(_ predicate: ([UInt8]) -> Bool) -> Bool {
    let descriptor = output.fileHandleForReading.fileDescriptor
    while true {
      while !pending.isEmpty {
        if predicate(pending.removeFirst()) { return true }
      }
      let count = read(descriptor, buffer.baseAddress, buffer.count)
      if count <= 0 { return false }
      for case .message(let body) in decoder.feed(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) {
        pending.append(body)
      }
    }
  }

  static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    PipeClient.findStatic(needle, in: haystack)
  }

  private func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? { Self.findStatic(needle, in: haystack) }

  /// The offset just past `needle` in `haystack`.
  private static func findStatic(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard needle.count <= haystack.count else { return nil }
    return haystack.withUnsafeBufferPointer { hay in
      needle.withUnsafeBufferPointer { pin in
        outer: for start in 0...(hay.count - pin.count) where hay[start] == pin[0] {
          for offset in 1..<pin.count where hay[start + offset] != pin[offset] { continue outer }
          return start + pin.count
        }
        return nil
      }
    }
  }

  func stop() {
    try? input.fileHandleForWriting.close()
    process.terminate()
    process.waitUntilExit()
  }
}
