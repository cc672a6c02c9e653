import Foundation
import TabAnalysis

/// `tabls-bench strings [--entries N] [--write DIR]`: a generated N-entry `.strings` file (default 50,000), in
/// UTF-8 and UTF-16, parsed by tabls and by Foundation's `PropertyListSerialization` on the same bytes.
/// `Benchmarks/strings.sh` also times PyPI's `openstep-plist` on the files it writes.
enum StringsBenchmark {
  static func run(_ arguments: [String]) {
    let entries = option("--entries", in: arguments).flatMap(Int.init) ?? 50_000
    var text = "/* generated */\n"
    for index in 0..<entries {
      text += "\"tab.title.\(index)\" = \"Title \\\"\(index)\\\" 首页 \\n %@ %1$d\";\n"
      if index % 10 == 0 { text += "// section \(index / 10)\n" }
    }
    let utf8 = Array(text.utf8)
    let utf16 = [0xFF, 0xFE] + Array(text.data(using: .utf16LittleEndian)!)
    if let directory = option("--write", in: arguments) {
      _ = FileManager.default.createFile(atPath: directory + "/bench-utf8.strings", contents: Data(utf8))
      _ = FileManager.default.createFile(atPath: directory + "/bench-utf16.strings", contents: Data(utf16))
      print("wrote \(directory)/bench-utf8.strings and bench-utf16.strings")
      return
    }
    for (name, bytes) in [("UTF-8", utf8), ("UTF-16", utf16)] {
      var count = 0
      let ours = JSONBenchmark.best(10) {
        if case .success(let table) = StringsFileParser.parse(bytes) { count = table.entries.count }
      }
      let data = Data(bytes)
      let foundation = JSONBenchmark.best(5) {
        _ = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
      }
      print("\(name) .strings, \(entries) entries (\(bytes.count) bytes), best of 10/5:")
      print("  tabls StringsFileParser:           \(format(ours * 1000, 2)) ms (\(count) entries)")
      print("  Foundation PropertyListSerialization: \(format(foundation * 1000, 2)) ms")
      print("  ratio: \(format(foundation / ours, 2))× faster")
    }
  }
}
