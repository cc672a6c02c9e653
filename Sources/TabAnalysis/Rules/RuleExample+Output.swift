import JSON
import SourceText

/// How `tabls rules` shows a rule's examples: fenced on its page, positioned in its JSON.
extension RuleExample {
  /// The example as a rule page shows it: its path, the files around it, the text with its markers.
  public var markdown: String {
    let around = workspace.isEmpty ? "" : ", with " + workspace.map { "`\($0.path)`" }.joined(separator: ", ")
    let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
    return "`\(path)`\(around):\n\n```\(Self.fenceLanguage(of: path))\n\(body)\n```"
  }

  /// The example for `tabls rules --format json`: the checked file's text without markers, where each marked
  /// finding starts (0-based line, UTF-16 character, as LSP counts), and the workspace's other files.
  public var json: JSON {
    let (bytes, markers) = bytesAndMarkers
    let lines = LineIndex(bytes)
    let findings = markers.map { offset -> JSON in
      let position = lines.position(of: offset, in: .utf16)
      return ["line": .int(Int64(position.line)), "character": .int(Int64(position.character))]
    }
    return [
      "path": .string(path), "text": .string(String(decoding: bytes, as: UTF8.self)), "findings": .array(findings),
      "workspace": .array(workspace.map { ["path": .string($0.path), "text": .string($0.text)] }),
    ]
  }

  static func fenceLanguage(of path: String) -> String {
    switch path.split(separator: ".").last.map(String.init) ?? "" {
    case "m", "h", "mm": "objc"
    case "swift": "swift"
    case "storyboard", "xib", "plist": "xml"
    case "json", "xcstrings": "json"
    default: "text"
    }
  }
}

extension RuleRegistry {
  /// The rule as `tabls rules --format json` lists it.
  public static func json(_ rule: any Rule.Type) -> JSON {
    [
      "code": .string(rule.code), "name": .string(rule.name), "severity": .string(rule.defaultSeverity.name),
      "summary": .string(rule.summary), "documentation": .string(rule.documentation),
      "examples": [
        "triggering": .array(rule.triggeringExamples.map(\.json)),
        "nonTriggering": .array(rule.nonTriggeringExamples.map(\.json)),
      ],
    ]
  }
}
