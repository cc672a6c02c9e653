import Foundation
import TabAnalysis

/// A Markdown summary for a pull request's comment or a job summary (`$GITHUB_STEP_SUMMARY`): the counts, the
/// findings by rule, each tab bar with findings as `tabls preview` prints it, and a table of findings (each `file:line` linked relative to the repository), cut with a note
/// to stay under GitHub's 65,536-character comment limit. Repository text is escaped so it can neither break the
/// table nor inject HTML, mention anyone or forge a CI command.
enum MarkdownReporter {
  /// The most characters the report takes (GitHub refuses a comment longer than 65,536).
  static let limit = 60_000

  static func write(_ findings: [LocatedFinding], summary: CheckSummary, to sink: ([UInt8]) -> Void) {
    sink(Array(report(findings, summary: summary).utf8))
  }

  static func report(_ findings: [LocatedFinding], summary: CheckSummary) -> String {
    var text = "## tabls\n\n" + escaped(String(summary.line(for: findings).dropFirst("tabls: ".count))) + "\n"
    guard !findings.isEmpty else { return text }
    var byRule: [String: (count: Int, severity: Severity)] = [:]
    for located in findings {
      byRule[located.finding.code, default: (0, located.finding.severity)].count += 1
    }
    text += "\n| rule | findings |\n|---|---:|\n"
    for code in byRule.keys.sorted() {
      let name = RuleRegistry.all.first { $0.code == code }.map { " " + $0.name } ?? ""
      text += "| \(escaped(code))\(escaped(name)) | \(byRule[code]!.count) |\n"
    }
    text += barsWithFindings(summary.bars, budget: limit / 3)
    text += "\n| | where | rule | message |\n|---|---|---|---|\n"
    // Rows while there is room for them and the closing note.
    let shown = ScalarEscaping.appendWhileFits(findings.lazy.map(row), to: &text, limit: limit, reserve: 120)
    if shown < findings.count {
      let more = findings.count - shown
      text += "\n_… and \(more) more finding\(more == 1 ? "" : "s"): see the full report (`--format json`)._\n"
    }
    return text
  }

  /// Each bar with findings: where it is, its text picture on iOS 27 in a code block, and its findings by item;
  /// as many as fit in `budget` characters.
  static func barsWithFindings(_ bars: [ReportBar], budget: Int) -> String {
    let shown = bars.filter { !$0.findings.isEmpty }
    guard !shown.isEmpty else { return "" }
    var text = "\n### Tab bars with findings\n"
    let blocks = shown.lazy.map { bar in
      var block = "\n**\(escaped(bar.path)):\(bar.line)** (\(escaped(bar.library)))\n\n" + fenced(bar.ascii) + "\n"
      for entry in bar.findings {
        let item = entry.slot.map { "item \($0 + 1): " } ?? ""
        block += "- \(item)\(escaped(entry.finding.finding.code)) \(escaped(entry.finding.finding.message))\n"
      }
      return block
    }
    let written = ScalarEscaping.appendWhileFits(blocks, to: &text, limit: budget)
    if written < shown.count {
      let more = shown.count - written
      text += "\n_… and \(more) more bar\(more == 1 ? "" : "s") with findings._\n"
    }
    return text
  }

  /// A text picture verbatim in a fence longer than any run of backticks in it, its lines safe for a CI log.
  static func fenced(_ text: String) -> String {
    let picture = String(decoding: WorkflowCommandText.listing(Array(text.utf8)), as: UTF8.self)
    let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: picture) + 1))
    return fence + "text\n" + picture + (picture.hasSuffix("\n") ? "" : "\n") + fence + "\n"
  }

  static func longestBacktickRun(in text: String) -> Int {
    var longest = 0
    var run = 0
    for byte in text.utf8 {
      run = byte == UInt8(ascii: "`") ? run + 1 : 0
      longest = max(longest, run)
    }
    return longest
  }

  static func row(_ located: LocatedFinding) -> String {
    let finding = located.finding
    let line = located.start.line + 1
    let mark: String
    switch finding.severity {
    case .error: mark = "❌"
    case .warning: mark = "⚠️"
    case .information, .hint: mark = "ℹ️"
    }
    let place = "[\(escaped(located.displayPath)):\(line)](\(linkTarget(located.displayPath))#L\(line))"
    return "| \(mark) | \(place) | \(escaped(finding.code)) | \(escaped(finding.message)) |\n"
  }

  /// Text in a table cell: the punctuation that formats inside a line backslash-escaped (emphasis, code, links,
  /// strike-through, math, a cell's `|`; so `##[` is no CI command either), `<`, `>`, `&` and `@` as entities (no
  /// HTML, no mention), and every control character a space (a row stays one line). No cell starts a line, so
  /// headings, lists and `::` commands cannot begin there.
  static func escaped(_ text: String) -> String {
    ScalarEscaping.escape(text) { scalar in
      switch scalar {
      case "<": "&lt;"
      case ">": "&gt;"
      case "&": "&amp;"
      case "@": "&#64;"
      case "\\", "`", "*", "_", "[", "]", "|", "~", "$": "\\" + String(scalar)
      default: nil
      }
    }
  }

  /// A path as a link target: SARIF's relative URI, with `(` and `)` encoded too (they would end the link).
  static func linkTarget(_ path: String) -> String {
    (path.hasPrefix("/") ? "/" : "") + SARIFReporter.relativeURI(path, allowed: linkAllowed)
  }

  private static let linkAllowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "()"))
}
