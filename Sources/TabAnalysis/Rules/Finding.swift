import SourceText

/// How serious a finding is; the raw values are LSP's `DiagnosticSeverity`.
public enum Severity: Int, Sendable, Comparable, CaseIterable {
  case error = 1
  case warning = 2
  case information = 3
  case hint = 4

  public init?(name: String) {
    switch name.lowercased() {
    case "error": self = .error
    case "warning", "warn": self = .warning
    case "information", "info", "note": self = .information
    case "hint": self = .hint
    default: return nil
    }
  }

  public var name: String {
    switch self {
    case .error: return "error"
    case .warning: return "warning"
    case .information: return "info"
    case .hint: return "hint"
    }
  }

  /// More severe sorts first.
  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One problem found in one file.
public struct Finding: Sendable {
  public var code: String
  public var severity: Severity
  public var message: String
  public var path: String
  public var range: SourceRange
  /// What to do about it, in one sentence.
  public var fix: String?
  /// A replacement for `range` that fixes it (used by quick fixes), when there is exactly one.
  public var replacement: String?
  /// The range `replacement` covers when it is not the finding's own (a fix that moves a statement).
  public var replacementRange: SourceRange?

  /// The edit that fixes the finding, when there is one.
  public var edit: TextEdit? { replacement.map { TextEdit(range: replacementRange ?? range, replacement: $0) } }

  public init(
    code: String, severity: Severity, message: String, path: String, range: SourceRange, fix: String? = nil,
    replacement: String? = nil
  ) {
    self.code = code
    self.severity = severity
    self.message = message
    self.path = path
    self.range = range
    self.fix = fix
    self.replacement = replacement
  }
}
