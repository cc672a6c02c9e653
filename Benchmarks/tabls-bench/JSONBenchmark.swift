import Foundation
import JSON
import RPC
import SeededRandom

/// JSON parse throughput: tabls' parser against Foundation's `JSONSerialization`, on the same bytes, in
/// the same process. Without file arguments it uses a generated ~8 MB document shaped like LSP traffic and
/// Lottie data (objects, short keys, numbers, strings with escapes and non-ASCII).
enum JSONBenchmark {
  static func run(_ files: [String]) {
    var inputs: [(String, [UInt8])] = []
    for path in files {
      guard let data = FileManager.default.contents(atPath: path) else {
        print("cannot read \(path)")
        continue
      }
      inputs.append((URL(fileURLWithPath: path).lastPathComponent, [UInt8](data)))
    }
    if inputs.isEmpty { inputs.append(("generated", generate(targetBytes: 8 << 20))) }
    let total = inputs.reduce(0) { $0 + $1.1.count }
    let rounds = max(3, 200_000_000 / max(total, 1))
    print("JSON parse benchmark: \(inputs.count) input(s), \(total) bytes, best of \(rounds) rounds")

    let ours = best(rounds) {
      for (_, bytes) in inputs { _ = try? JSONParser.parse(bytes) }
    }
    let datas = inputs.map { Data($0.1) }
    let foundation = best(rounds) {
      for data in datas { _ = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) }
    }
    let megabytes = Double(total) / 1e6
    print("  tabls JSONParser:        \(format(megabytes / ours)) MB/s")
    print("  Foundation JSONSerialization: \(format(megabytes / foundation)) MB/s")
    print("  ratio: \(format(foundation / ours, 2))× faster")
  }

  static func best(_ rounds: Int, _ body: () -> Void) -> Double {
    var fastest = Double.infinity
    for _ in 0..<rounds {
      let start = now()
      body()
      fastest = min(fastest, now() - start)
    }
    return fastest
  }

  static func generate(targetBytes: Int) -> [UInt8] {
    var generator = SplitMix64(seed: 8)
    var items: [JSON] = []
    var size = 0
    var index = 0
    while size < targetBytes {
      let item: JSON = [
        "jsonrpc": "2.0", "id": .int(Int64(index)), "method": "textDocument/didChange",
        "params": [
          "textDocument": ["uri": .string("file:///app/Sources/Tab\(index).swift"), "version": .int(Int64(index))],
          "contentChanges": [["text": .string("let title = \"首页 \(index)\"\n\t// \"quoted\"")]],
          "ks": [
            "o": ["a": 0, "k": 100],
            "p": ["a": 1, "k": .array((0..<6).map { _ in .double(Double.random(in: -500...500, using: &generator)) })],
          ],
          "flags": [true, false, nil],
        ],
      ]
      let bytes = JSONWriter.write(item)
      size += bytes.count + 1
      items.append(item)
      index += 1
    }
    return JSONWriter.write(.array(items))
  }
}
