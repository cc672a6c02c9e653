import Foundation
import JSON
import RPC
import SourceText
import TabAnalysis

/// `tabls l10n [PATH]`: the coverage matrix; `tabls l10n parse FILE [--format text|json]`: one `.strings` table
/// as tabls (and Foundation) reads it, or its syntax errors with line:column — so any file can be compared with
/// Foundation from a script.
enum L10nCommand {
  /// `tabls l10n [PATH]`: which keys each language lacks — every key of the app's tables and every key the
  /// sources use. Exit 1 when any is missing, so CI can gate on it.
  static func coverage(path: String, format: String) throws(UsageError) -> Int32 {
    guard FileManager.default.fileExists(atPath: path) else { throw UsageError("no such file or directory: \(path)") }
    let workspace = WorkspaceLoader.load(paths: [WorkspaceRoots.canonical(path)], configuration: Configuration())
    let localization = workspace.index.localization
    let used = Set(workspace.scans.values.flatMap { $0.localizedStrings.map(\.key) })
    let keys = Set(localization.allKeys).union(used).sorted()
    let languages = localization.appLanguages
    var missing: [String: [String]] = [:]
    for key in keys {
      for language in localization.missingLanguages(of: key) { missing[language, default: []].append(key) }
    }
    if format == "json" {
      var byLanguage = JSONObject()
      for language in languages { byLanguage[language] = .array((missing[language] ?? []).map(JSON.string)) }
      let json: JSON = [
        "languages": .array(languages.map(JSON.string)),
        "sourceLanguage": localization.sourceLanguage.map(JSON.string) ?? .null,
        "keys": .int(Int64(keys.count)), "missing": .object(byLanguage),
      ]
      print(JSONWriter.string(json, pretty: true))
    } else {
      let width = max("language  ".count, (languages.map(\.count).max() ?? 0) + 3)
      // Languages and keys are repository text: each line goes through the listing escaper.
      func printLine(_ line: String) { print(WorkflowCommandText.listingLine(line)) }
      printLine("language".padding(toLength: width, withPad: " ", startingAt: 0) + "translated  missing")
      for language in languages {
        let absent = missing[language] ?? []
        let name = language + (language == localization.sourceLanguage ? "*" : "")
        let counts = "\(keys.count - absent.count)/\(keys.count)".padding(toLength: 12, withPad: " ", startingAt: 0)
        printLine(name.padding(toLength: width, withPad: " ", startingAt: 0) + counts + absent.joined(separator: ", "))
      }
      if let source = localization.sourceLanguage { printLine("(* source language: \(source))") }
    }
    return missing.values.contains { !$0.isEmpty } ? 1 : 0
  }

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    var arguments = arguments
    let format = try arguments.option("--format") ?? "text"
    guard format == "text" || format == "json" else {
      throw UsageError("--format must be text or json, not '\(format)'")
    }
    let positionals = try arguments.positionals(max: 2)
    guard positionals.first == "parse" else { return try coverage(path: positionals.first ?? ".", format: format) }
    guard positionals.count == 2 else { throw UsageError("usage: tabls l10n parse FILE [--format text|json]") }
    let file = positionals[1]
    guard let bytes = FileReader.readNamed(file) else { throw UsageError("cannot read \(file)") }
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
