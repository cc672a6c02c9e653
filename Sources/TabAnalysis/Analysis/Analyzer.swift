import SourceText

/// The one entry point behind both `tabls check` and the server: a source file plus the workspace index in,
/// findings out, with the configuration's severities and the file's suppression comments applied.
public enum Analyzer {
  public static func analyze(path: String, bytes: [UInt8], scan: SourceScan? = nil, index: WorkspaceIndex) -> [Finding]
  {
    guard let document = DocumentReader.read(path: path, bytes: bytes, scan: scan) else { return [] }
    return analyze(document, bytes: bytes, index: index)
  }

  /// The findings of a file read already (`DocumentReader`): nothing of it is parsed again.
  public static func analyze(_ document: consuming ReadDocument, bytes: [UInt8], index: WorkspaceIndex) -> [Finding] {
    document.readForeignTabs(bytes: bytes, from: index)
    let xml = document.kind == .storyboard || document.kind == .infoPlist
    // One context for every rule of the file: making one per rule copied the index and the model each time. The
    // document is handed over, its scan moved into the context rather than copied.
    var context = RuleContext(
      path: document.path, bytes: bytes, scan: document.takeScan(), index: index,
      localization: document.localization, storyboard: document.storyboard)
    for rule in RuleRegistry.all {
      guard let severity = index.configuration.severity(for: rule.code, default: rule.defaultSeverity) else { continue }
      let first = context.findings.count
      rule.check(&context)
      // A configured severity wins; else each finding keeps its own (a rule may report below its default).
      if index.configuration.severities[rule.code] != nil { context.setSeverity(severity, ofFindingsFrom: first) }
    }
    let suppressions = Suppressions(scan: context.scan, bytes: bytes, xmlComments: xml)
    // Filtered and sorted in place: `filter` and `sorted` each copied every finding (a retain of each string).
    var findings = context.takeFindings()
    if suppressions.suppressesAny { findings.removeAll(where: suppressions.suppresses) }
    findings.sort { ($0.range, $0.code) < ($1.range, $1.code) }
    return findings
  }

  /// The app's Info.plist (`Info.plist`, `MyApp-Info.plist`): checked for what it says about the tab bar's style.
  public static func isInfoPlist(_ path: String) -> Bool { PathName.lastComponent(of: path).hasSuffix("Info.plist") }

  /// Interface Builder documents tabls reads as storyboards (`.xib` files hold no segues but may hold items).
  public static func isStoryboard(_ path: String) -> Bool { path.hasSuffix(".storyboard") || path.hasSuffix(".xib") }
}

/// `// tabls:ignore TAB105, TAB110` silences those codes (all codes when none are listed) on the comment's own
/// line and on the line below it.
struct Suppressions {
  private var byLine: [Int: Set<String>?] = [:]
  /// Made for the first directive found: most files have none, and then need no line table.
  private var lines: LineIndex?

  init(scan: SourceScan, bytes: [UInt8], xmlComments: Bool = false) {
    let marker = Array("tabls:ignore".utf8)
    let comments = xmlComments ? Self.xmlComments(in: bytes) : scan.comments.map(\.range)
    for range in comments {
      let text = bytes[range.start..<range.end]
      guard let at = text.firstRange(of: marker) else { continue }
      if lines == nil { lines = LineIndex(bytes) }
      guard let lines else { continue }
      let rest = String(decoding: text[at.upperBound...], as: UTF8.self)
      let codes = rest.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "*" || $0 == "/" })
        .map(String.init).filter { $0.hasPrefix("TAB") }
      let line = lines.line(containing: range.start)
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

  /// `<!-- … -->` ranges of an XML document.
  static func xmlComments(in bytes: [UInt8]) -> [SourceRange] {
    var ranges: [SourceRange] = []
    let open = Array("<!--".utf8)
    let close = Array("-->".utf8)
    var position = bytes.startIndex
    while let start = bytes[position...].firstRange(of: open) {
      let end = bytes[start.upperBound...].firstRange(of: close)?.upperBound ?? bytes.count
      ranges.append(SourceRange(start.lowerBound, end))
      position = end
    }
    return ranges
  }

  /// Some comment of the file silences something.
  var suppressesAny: Bool { !byLine.isEmpty }

  func suppresses(_ finding: Finding) -> Bool {
    guard !byLine.isEmpty, let lines, let entry = byLine[lines.line(containing: finding.range.start)] else {
      return false
    }
    guard let codes = entry else { return true }
    return codes.contains(finding.code)
  }
}

extension ArraySlice where Element == UInt8 {
  /// The first occurrence of `needle` (a plain byte search: Foundation's generic one is many times slower).
  public func firstRange(of needle: [UInt8]) -> Range<Int>? {
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
