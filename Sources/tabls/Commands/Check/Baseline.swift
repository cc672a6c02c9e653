import Foundation
import JSON
import RPC
import TabAnalysis

/// `--write-baseline FILE` records today's findings; `--baseline FILE` reports only those not recorded (as
/// SwiftLint's baselines do). A finding is matched by its file, rule, message and the text of its line, never by
/// its line number, so a baseline keeps silencing what it recorded after lines are inserted or deleted above it;
/// each entry silences as many findings as it counts. The format is in docs/baseline.md.
enum Baseline {
  struct Key: Hashable, Comparable {
    var path: String
    var code: String
    var message: String
    var source: String

    static func < (a: Key, b: Key) -> Bool {
      (a.path, a.code, a.message, a.source) < (b.path, b.code, b.message, b.source)
    }
  }

  /// Paths in a baseline are relative to the baseline's folder, so it works from any working directory.
  static func key(_ located: LocatedFinding, folder: String) -> Key {
    let path = located.finding.path
    let relative = path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
    return Key(
      path: relative, code: located.finding.code, message: normalized(located.finding.message),
      source: located.sourceLine)
  }

  /// "… on line 12 …" names a line that moves when lines are inserted: matched as "on line #".
  static func normalized(_ message: String) -> String {
    guard message.contains("line ") else { return message }
    var result = ""
    var rest = Substring(message)
    while let range = rest.range(of: "line ") {
      result += rest[..<range.upperBound]
      rest = rest[range.upperBound...]
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      if !digits.isEmpty {
        result += "#"
        rest = rest.dropFirst(digits.count)
      }
    }
    return result + rest
  }

  /// Records `findings` in `file` (as typed: absolute or relative to `cwd`), through `OutputFile`.
  static func write(_ findings: [LocatedFinding], to file: String, cwd: String, trusted: [String]) throws(UsageError) {
    let folder = WorkspaceRoots.canonical(ProjectRoot.parent(of: file.hasPrefix("/") ? file : cwd + "/" + file))
    var counts: [Key: Int] = [:]
    for located in findings { counts[key(located, folder: folder), default: 0] += 1 }
    let entries: [JSON] = counts.keys.sorted().map { key in
      [
        "path": .string(key.path), "code": .string(key.code), "message": .string(key.message),
        "source": .string(key.source), "count": .int(Int64(counts[key]!)),
      ]
    }
    let json: JSON = ["version": 1, "tool": "tabls", "findings": .array(entries)]
    let bytes = Array((JSONWriter.string(json, pretty: true) + "\n").utf8)
    if case .failure(let refusal) = OutputFile.write(bytes, to: file, cwd: cwd, trusted: trusted) {
      throw UsageError("--write-baseline: \(refusal)")
    }
  }

  /// The findings the baseline in `file` does not hold.
  static func filter(_ findings: [LocatedFinding], by file: String) throws(UsageError) -> [LocatedFinding] {
    guard let bytes = FileReader.readNamed(file) else { throw UsageError("cannot read --baseline \(file)") }
    let json: JSON
    do { json = try JSONParser.parse(bytes) } catch { throw UsageError("\(file): \(error)") }
    guard json["version"] == 1, let entries = json["findings"]?.arrayValue else {
      throw UsageError("\(file): not a tabls baseline (version 1, with findings)")
    }
    var remaining: [Key: Int] = [:]
    for entry in entries {
      guard let path = entry["path"]?.stringValue, let code = entry["code"]?.stringValue,
        let message = entry["message"]?.stringValue, let source = entry["source"]?.stringValue
      else { throw UsageError("\(file): each finding needs path, code, message and source") }
      let count = entry["count"]?.intValue ?? 1
      guard count >= 1, count <= Int64(Int32.max) else { throw UsageError("\(file): a count must be 1 or more") }
      remaining[Key(path: path, code: code, message: message, source: source), default: 0] += Int(count)
    }
    let folder = ProjectRoot.parent(of: file)
    return findings.filter { located in
      let key = key(located, folder: folder)
      guard let left = remaining[key], left > 0 else { return true }
      remaining[key] = left - 1
      return false
    }
  }
}
