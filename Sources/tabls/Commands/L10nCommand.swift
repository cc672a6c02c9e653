import Foundation
import RPC
import TabAnalysis

/// `tabls l10n parse FILE [--format text|json]`: one `.strings` table as tabls (and Foundation) reads it, or its
/// syntax errors with line:column — so any file can be compared with Foundation from a script.
enum L10nCommand {
  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    var arguments = arguments
    let format = try arguments.option("--format") ?? "text"
    guard format == "text" || format == "json" else {
      throw UsageError("--format must be text or json, not '\(format)'")
    }
    let positionals = try arguments.positionals(max: 2)
    guard positionals.first == "parse", positionals.count == 2 else {
      throw UsageError("usage: tabls l10n parse FILE [--format text|json]")
    }
    let file = positionals[1]
    guard let bytes = FileReader.read(file) else { throw UsageError("cannot read \(file)") }
    switch StringsFileParser.parse(bytes) {
    case .failure(let error):
      printError("\(file):\(error.line):\(error.column): \(error.message)")
      return 1
    case .success(let table):
      let lines = LineIndex(table.utf8)
      func location(_ offset: Int) -> String {
        let position = lines.position(of: offset, in: .utf16)
        return "\(position.line + 1):\(position.character + 1)"
      }
      if format == "json" {
        var entries = JSONObject()
        for entry in table.entries { entries[entry.key] = .string(entry.value) }
        let duplicates: [JSON] = table.duplicates.map { duplicate in
          [
            "key": .string(duplicate.again.key), "first": .string(location(duplicate.first.keyRange.start)),
            "again": .string(location(duplicate.again.keyRange.start)),
          ]
        }
        var result = JSONObject()
        result["file"] = .string(file)
        result["encoding"] = .string(table.encoding.rawValue)
        result["entries"] = .object(entries)
        result["duplicates"] = .array(duplicates)
        if let ignored = table.ignoredFrom { result["ignoredFrom"] = .string(location(ignored)) }
        print(JSONWriter.string(.object(result), pretty: true))
      } else {
        for (key, value) in table.dictionary.sorted(by: { $0.key < $1.key }) {
          print("\(JSONWriter.string(.string(key))) = \(JSONWriter.string(.string(value)));")
        }
        for duplicate in table.duplicates {
          printError(
            "\(file):\(location(duplicate.again.keyRange.start)): duplicate key \(JSONWriter.string(.string(duplicate.again.key))), first defined at \(location(duplicate.first.keyRange.start))"
          )
        }
        if let ignored = table.ignoredFrom {
          printError("\(file):\(location(ignored)): Foundation stops reading here; the rest of the file is ignored")
        }
      }
      return 0
    }
  }
}
