import SourceText
import TabAnalysis

/// A finding with its LSP positions (UTF-16 columns), computed once from the file's bytes.
struct LocatedFinding: Sendable {
  var finding: Finding
  var start: Position
  var end: Position
  /// The path as shown to the user (relative to the working directory when inside it).
  var displayPath: String
  /// The finding's first line, without its indentation: what baselines and fingerprints match on, so that they
  /// survive lines inserted or deleted above it.
  var sourceLine = ""
  /// Where a replacement goes when it is not the finding's own range (`Finding.replacementRange`).
  var replacementRange: (start: Position, end: Position)?

  /// A finding that owns no storage (its strings are empty): what `CheckRun.inReportOrder` leaves where it moved
  /// a finding from.
  static let placeholder = LocatedFinding(
    finding: Finding(code: "", severity: .hint, message: "", path: "", range: SourceRange(0, 0)),
    start: Position(line: 0, character: 0), end: Position(line: 0, character: 0), displayPath: "")

  /// The findings located, each moved in (a copy would retain each of its strings, and freeing the list release
  /// them again).
  static func locate(_ findings: consuming [Finding], in bytes: [UInt8], displayPath: String) -> [LocatedFinding] {
    guard !findings.isEmpty else { return [] }
    let lines = lineIndex(of: bytes, through: findings.map { max($0.range.end, $0.replacementRange?.end ?? 0) }.max()!)
    var located: [LocatedFinding] = []
    located.reserveCapacity(findings.count)
    for position in findings.indices {
      var finding = placeholder.finding
      swap(&finding, &findings[position])
      let start = lines.position(of: finding.range.start, in: .utf16)
      let end = lines.position(of: finding.range.end, in: .utf16)
      let replacementRange = finding.replacementRange.map {
        (lines.position(of: $0.start, in: .utf16), lines.position(of: $0.end, in: .utf16))
      }
      var entry = LocatedFinding(
        finding: finding, start: start, end: end, displayPath: displayPath,
        sourceLine: sourceLine(bytes[lines.contentRange(ofLine: start.line).clamped(to: 0..<bytes.count)]))
      entry.replacementRange = replacementRange
      located.append(entry)
    }
    return located
  }

  /// The lines of `bytes` up to the end of the one that holds `offset`: positions there, and that line's text, are
  /// the same as in the whole file's index, and findings are mostly near a file's top (a tab bar's items).
  static func lineIndex(of bytes: [UInt8], through offset: Int) -> LineIndex {
    var end = min(max(offset, 0), bytes.count)
    while end < bytes.count && bytes[end] != 0x0A { end += 1 }
    if end == bytes.count { return LineIndex(bytes) }
    return bytes.withUnsafeBufferPointer { LineIndex(UnsafeBufferPointer(rebasing: $0[..<(end + 1)])) }
  }

  /// A line without its indentation, at most 400 characters of its first 4 KB. Measured in bytes when that is
  /// short enough to be the same answer (it is for nearly every line), so no line is walked character by
  /// character; and never more than 4 KB of it decoded, since thousands of findings can share one long line.
  static func sourceLine(_ line: ArraySlice<UInt8>) -> String {
    let content = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    guard content.count > 400 else { return String(decoding: content, as: UTF8.self) }
    return String(String(decoding: content.prefix(4_096), as: UTF8.self).prefix(400))
  }

  /// A fingerprint of what the finding is, not where: path, rule, message and source line, FNV-1a (64 bits).
  /// Findings with the same fingerprint are told apart by their order (`occurrence`).
  func fingerprint(occurrence: Int = 0) -> String {
    var hash = FNV1a()
    for part in [displayPath, finding.code, finding.message, sourceLine, String(occurrence)] {
      hash.add(part.utf8)
      hash.add([0xff])  // a separator no UTF-8 text contains
    }
    return hash.hex
  }

  /// Each finding's fingerprint, the nth of a repeated one marked as such.
  static func fingerprints(_ findings: [LocatedFinding]) -> [String] {
    var seen: [String: Int] = [:]
    return findings.map { located in
      let base = located.fingerprint()
      let occurrence = seen[base, default: 0]
      seen[base] = occurrence + 1
      return occurrence == 0 ? base : located.fingerprint(occurrence: occurrence)
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
