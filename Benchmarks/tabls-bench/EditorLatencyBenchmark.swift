import Foundation
import RPC

/// `tabls-bench editor [--work DIR] [--edits N]`: in the generated 10,000-file workspace, the time from
/// `didChange` on the 5,000-line `Big/LongTabs.m` to its `publishDiagnostics` for that version, and the round
/// trip of completion requests (attribute keys; image names, 2,000 candidates).
enum EditorLatencyBenchmark {
  static func run(_ arguments: [String]) {
    let work =
      option("--work", in: arguments)
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("tabls-bench-work").path
    let edits = option("--edits", in: arguments).flatMap(Int.init) ?? 300
    let directory = work + "/workspace-10000"
    if !FileManager.default.fileExists(atPath: directory + "/Big/LongTabs.m") {
      WorkspaceGenerator.generate(at: directory, files: 10_000, imageSets: 2_000, languages: 33, keys: 2_000)
    }
    let path = directory + "/Big/LongTabs.m"
    let uri = URL(fileURLWithPath: path).absoluteString
    guard let client = try? PipeClient(command: [RPCBenchmark.defaultTablsPath(), "lsp"]) else { return }
    defer { client.stop() }
    client.send(
      JSONWriter.write([
        "jsonrpc": "2.0", "id": 0, "method": "initialize",
        "params": ["rootUri": .string(URL(fileURLWithPath: directory).absoluteString), "capabilities": [:]],
      ]))
    _ = client.waitForResponse(id: 0)
    client.send(JSONWriter.write(["jsonrpc": "2.0", "method": "initialized", "params": [:]]))
    let text = String(decoding: FileManager.default.contents(atPath: path)!, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    client.send(
      JSONWriter.write([
        "jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": [
          "textDocument": ["uri": .string(uri), "languageId": "objective-c", "version": 1, "text": .string(text)]
        ],
      ]))
    // Wait until the index is loaded: dark-image findings only appear with it.
    let indexStart = now()
    _ = client.waitFor { body in PipeClient.find(Array("TAB105".utf8), in: body) != nil }
    print("workspace indexed and first diagnostics published in \(format(now() - indexStart, 2)) s")

    // Edits: insert and remove a comment in the middle of the file, alternately.
    let middle = Int64(lines.count / 2)
    var latencies: [Double] = []
    for version in 2...(edits + 1) {
      let insert = version % 2 == 0
      let range: JSON = [
        "start": ["line": .int(middle), "character": 0],
        "end": ["line": .int(middle), "character": insert ? 0 : 3],
      ]
      let change: JSON = [
        "jsonrpc": "2.0", "method": "textDocument/didChange",
        "params": [
          "textDocument": ["uri": .string(uri), "version": .int(Int64(version))],
          "contentChanges": [["range": range, "text": insert ? "// " : ""]],
        ],
      ]
      let marker = Array("\"version\":\(version),".utf8)
      let start = now()
      client.send(JSONWriter.write(change))
      _ = client.waitFor { body in PipeClient.find(marker, in: body) != nil }
      latencies.append(now() - start)
    }
    latencies.sort()
    print(
      "didChange → publishDiagnostics (5,000-line file): p50 \(format(percentile(latencies, 0.5) * 1000, 2)) ms, p99 \(format(percentile(latencies, 0.99) * 1000, 2)) ms"
    )

    // Completions: a key position inside the first dictionary, and an image-name string.
    guard let keyLine = lines.firstIndex(where: { $0.contains("CYLTabBarItemImage : @\"icon_") }) else { return }
    let line = lines[keyLine]
    let keyColumn = line.range(of: "CYLTabBarItemImage")!.lowerBound.utf16Offset(in: line) + 6
    let imageColumn = line.range(of: "@\"icon_")!.upperBound.utf16Offset(in: line)
    for (name, column) in [("attribute keys", keyColumn), ("image names", imageColumn)] {
      var times: [Double] = []
      for id in 1...200 {
        let request: JSON = [
          "jsonrpc": "2.0", "id": .int(Int64(id)), "method": "textDocument/completion",
          "params": [
            "textDocument": ["uri": .string(uri)],
            "position": ["line": .int(Int64(keyLine)), "character": .int(Int64(column))],
          ],
        ]
        let start = now()
        client.send(JSONWriter.write(request))
        _ = client.waitForResponse(id: id)
        times.append(now() - start)
      }
      times.sort()
      print(
        "completion (\(name)): p50 \(format(percentile(times, 0.5) * 1000, 2)) ms, p99 \(format(percentile(times, 0.99) * 1000, 2)) ms"
      )
    }
  }
}
