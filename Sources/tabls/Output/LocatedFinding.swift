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

/// Links to each rule's page in `docs/rules/`. tabls is built from its source tree, so the link points there;
/// `TABLS_DOCS_URL` overrides the base (e.g. a hosted copy of `docs/rules/`).
enum RuleDocs {
  /// Computed once per code: every published diagnostic carries one.
  private static let urls: [String: String] = Dictionary(
    uniqueKeysWithValues: RuleRegistry.all.map { ($0.code, makeURL(for: $0.code)) })

  static func url(for code: String) -> String { urls[code] ?? makeURL(for: code) }

  private static func makeURL(for code: String) -> String {
    if let base = getenvString("TABLS_DOCS_URL") {
      return base.hasSuffix("/") ? base + code + ".md" : base + "/" + code + ".md"
    }
    var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(4)  // Sources/tabls/Output/RuleDocs.swift
    return "file://" + components.joined(separator: "/") + "/docs/rules/\(code).md"
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
