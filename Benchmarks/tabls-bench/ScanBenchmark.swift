import Foundation
import TabAnalysis

/// `tabls-bench scan [DIR] [--runs N]`: every `.swift`/`.m`/`.h` file under DIR (default: a workspace generated as
/// the `check` benchmark's 10,000-file one), read into memory first, then scanned on one thread by `SourceScanner` — all
/// its readers — and, as the peer, only lexed by `Lexer`, the scanner's first step. The ratio is what the readers
/// cost over reading the tokens once.
enum ScanBenchmark {
  static func run(_ arguments: [String]) {
    let runs = option("--runs", in: arguments).flatMap(Int.init) ?? 5
    let directory =
      arguments.first { !$0.hasPrefix("-") && $0 != option("--runs", in: arguments) }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("tabls-bench-work/workspace-10000").path
    if !FileManager.default.fileExists(atPath: directory + "/Big/LongTabs.m") {
      WorkspaceGenerator.generate(at: directory, files: 10_000, imageSets: 2_000, languages: 33, keys: 2_000)
    }
    var files: [([UInt8], Dialect)] = []
    let enumerator = FileManager.default.enumerator(atPath: directory)
    while let relative = enumerator?.nextObject() as? String {
      guard let dialect = Dialect(path: relative),
        let data = FileManager.default.contents(atPath: directory + "/" + relative)
      else { continue }
      files.append((Array(data), dialect))
    }
    let megabytes = Double(files.reduce(0) { $0 + $1.0.count }) / 1_048_576
    var tokens = 0
    let lexed = JSONBenchmark.best(runs) {
      tokens = files.reduce(0) { $0 + Lexer($1.0).tokens.count }
    }
    var items = 0
    let scanned = JSONBenchmark.best(runs) {
      items = files.reduce(0) { $0 + SourceScanner.scan($1.0, dialect: $1.1).model.items.count }
    }
    print("\(files.count) source files, \(format(megabytes, 1)) MB, \(tokens) tokens, \(items) items; best of \(runs):")
    print("  SourceScanner.scan: \(format(scanned * 1000, 1)) ms (\(format(megabytes / scanned, 1)) MB/s)")
    print("  Lexer alone (peer): \(format(lexed * 1000, 1)) ms (\(format(megabytes / lexed, 1)) MB/s)")
    print("  ratio: scan = \(format(scanned / lexed, 2))× lexing")
  }
}
