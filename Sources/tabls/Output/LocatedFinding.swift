import TabAnalysis

/// A finding with its LSP positions (UTF-16 columns), computed once from the file's bytes.
struct LocatedFinding: Sendable {
  var finding: Finding
  var start: Position
  var end: Position
  /// The path as shown to the user (relative to the working directory when inside it).
  var displayPath: String

  static func locate(_ findings: [Finding], in bytes: [UInt8], displayPath: String) -> [LocatedFinding] {
    guard !findings.isEmpty else { return [] }
    let lines = LineIndex(bytes)
    return findings.map {
      LocatedFinding(
        finding: $0, start: lines.position(of: $0.range.start, in: .utf16),
        end: lines.position(of: $0.range.end, in: .utf16), displayPath: displayPath)
    }
  }
}

/// Links to each rule's page. The pages are `docs/rules/` of the source tree, which a user's machine does not
/// have, so there is no link unless `TABLS_DOCS_URL` names where those pages are served (e.g.
/// `https://example.org/tabls/rules/`): SARIF then carries `helpUri`, diagnostics `codeDescription`. SARIF always
/// carries each rule's help text itself.
enum RuleDocs {
  static let base: String? = getenvString("TABLS_DOCS_URL").flatMap { $0.isEmpty ? nil : $0 }

  static func url(for code: String) -> String? {
    guard let base else { return nil }
    return base.hasSuffix("/") ? base + code + ".md" : base + "/" + code + ".md"
  }
}

func getenvString(_ name: String) -> String? {
  guard let value = getenv(name) else { return nil }
  return String(cString: value)
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
