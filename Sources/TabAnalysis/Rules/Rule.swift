import Foundation
import SourceText

/// A check with a stable code. Each rule lives in its own file; `RuleRegistry.all` lists them.
public protocol Rule: Sendable {
  /// `TAB101`…: stable forever, used in configuration and suppression comments.
  static var code: String { get }
  /// A short kebab-case name.
  static var name: String { get }
  static var defaultSeverity: Severity { get }
  /// One line: what the rule finds.
  static var summary: String { get }
  /// Why it matters and what to do, with an example; printed by `tabls rules` and kept in `docs/rules/`.
  static var documentation: String { get }
  /// Cases the rule must report, `↓` where each finding starts (at least two).
  static var triggeringExamples: [RuleExample] { get }
  /// Cases it must not (at least two): the near misses a real app has.
  static var nonTriggeringExamples: [RuleExample] { get }
  static func check(_ context: inout RuleContext)
}

/// What a rule sees of one file, and where it reports.
public struct RuleContext: Sendable {
  public let path: String
  public let bytes: [UInt8]
  public let scan: SourceScan
  public let index: WorkspaceIndex
  /// Set when the file is a localization file (`.strings`, `.stringsdict`, `.xcstrings`) rather than a source.
  public let localization: LocalizationFile?
  /// Set when the file is a storyboard.
  public let storyboard: StoryboardDocument?
  /// The file's tab bars and items, whichever reader produced them.
  public let model: TabModel
  public private(set) var findings: [Finding] = []

  public init(
    path: String, bytes: [UInt8], scan: SourceScan, index: WorkspaceIndex, localization: LocalizationFile? = nil,
    storyboard: StoryboardDocument? = nil, model: TabModel? = nil
  ) {
    self.path = path
    self.bytes = bytes
    self.scan = scan
    self.index = index
    self.localization = localization
    self.storyboard = storyboard
    self.model = model ?? storyboard?.model ?? scan.model
  }

  /// The findings, handed over (the context keeps none): the caller can sort and filter them in place.
  mutating func takeFindings() -> [Finding] {
    defer { findings = [] }
    return findings
  }

  /// The configured severity for the findings a rule just reported (from `first` on).
  mutating func setSeverity(_ severity: Severity, ofFindingsFrom first: Int) {
    for index in first..<findings.count { findings[index].severity = severity }
  }

  /// `severity` is for rules whose findings differ in weight (the default is the rule's); a configured severity
  /// replaces it.
  public mutating func report(
    _ rule: any Rule.Type, _ message: String, at range: SourceRange, fix: String? = nil, replacement: String? = nil,
    replacing replacementRange: SourceRange? = nil, severity: Severity? = nil
  ) {
    var finding = Finding(
      code: rule.code, severity: severity ?? rule.defaultSeverity, message: message, path: path, range: range,
      fix: fix, replacement: replacement)
    finding.replacementRange = replacementRange
    findings.append(finding)
  }

  /// How a name is spelled where a finding's range points: a storyboard attribute value, else a string literal.
  public func literal(_ text: String) -> String {
    storyboard == nil ? stringLiteral(text) : XMLEntities.escape(text)
  }

  /// How a string literal is spelled in this file's language.
  public func stringLiteral(_ text: String) -> String {
    let needsEscape = text.utf8.contains { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }
    let escaped =
      needsEscape
      ? text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") : text
    return scan.dialect == .objectiveC ? "@\"\(escaped)\"" : "\"\(escaped)\""
  }

  /// The item dictionaries of each tab bar, in order (nil where an element is not visible).
  public func items(of tabBar: TabBarDeclaration) -> [AttributeDictionary?] {
    tabBar.items.map { $0.map { scan.dictionaries[$0] } }
  }

  /// The opening bracket of a tab bar array, where tab-bar-wide findings point.
  public func opener(of tabBar: TabBarDeclaration) -> SourceRange {
    SourceRange(tabBar.range.start, min(tabBar.range.end, tabBar.range.start + (scan.dialect == .objectiveC ? 2 : 1)))
  }
}
