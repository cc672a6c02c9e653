/// The one entry point behind both `tabls check` and the server: a source file plus the workspace index in,
/// findings out, with the configuration's severities and the file's suppression comments applied.
public enum Analyzer {
  public static func analyze(path: String, bytes: [UInt8], scan: SourceScan? = nil, index: WorkspaceIndex) -> [Finding]
  {
    let localization = LocalizationFile(path: path, bytes: bytes)
    guard let dialect = Dialect(path: path) ?? (localization == nil ? nil : .objectiveC) else { return [] }
    let scan = localization == nil ? scan ?? SourceScanner.scan(bytes, dialect: dialect) : SourceScan(dialect: dialect)
    var findings: [Finding] = []
    for rule in RuleRegistry.all {
      guard let severity = index.configuration.severity(for: rule.code, default: rule.defaultSeverity) else { continue }
      var context = RuleContext(path: path, bytes: bytes, scan: scan, index: index, localization: localization)
      rule.check(&context)
      findings += context.findings.map { finding in
        var finding = finding
        finding.severity = severity
        return finding
      }
    }
    let suppressions = Suppressions(scan: scan, bytes: bytes)
    return findings.filter { !suppressions.suppresses($0) }.sorted { ($0.range, $0.code) < ($1.range, $1.code) }
  }
}

/// `// tabls:ignore TAB105, TAB110` silences those codes (all codes when none are listed) on the comment's own
/// line and on the line below it.
struct Suppressions {
  private var byLine: [Int: Set<String>?] = [:]
  private let lines: LineIndex

  init(scan: SourceScan, bytes: [UInt8]) {
    lines = LineIndex(bytes)
    let marker = Array("tabls:ignore".utf8)
    for comment in scan.comments {
      let text = bytes[comment.range.start..<comment.range.end]
      guard let at = text.firstRange(of: marker) else { continue }
      let rest = String(decoding: text[at.upperBound...], as: UTF8.self)
      let codes = rest.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "*" || $0 == "/" })
        .map(String.init).filter { $0.hasPrefix("TAB") }
      let line = lines.line(containing: comment.range.start)
      for target in [line, line + 1] {
        if codes.isEmpty {
          byLine[target] = .some(nil)
        } else if case .some(.some(let existing)) = byLine[target] {
          byLine[target] = existing.union(codes)
        } else if byLine[target] == nil {
          byLine[target] = Set(codes)
        }
      }
    }
  }

  func suppresses(_ finding: Finding) -> Bool {
    guard !byLine.isEmpty, let entry = byLine[lines.line(containing: finding.range.start)] else { return false }
    guard let codes = entry else { return true }
    return codes.contains(finding.code)
  }
}

extension ArraySlice where Element == UInt8 {
  func firstRange(of needle: [UInt8]) -> Range<Int>? {
    guard needle.count <= count else { return nil }
    var start = startIndex
    while start + needle.count <= endIndex {
      if self[start] == needle[0] && self[start..<start + needle.count].elementsEqual(needle) {
        return start..<start + needle.count
      }
      start += 1
    }
    return nil
  }
}
