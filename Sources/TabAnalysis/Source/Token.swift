import SourceText

/// A lexical token of Objective-C or Swift, as far as tabls needs to tell them apart.
public struct Token: Sendable, Equatable {
  public enum Kind: UInt8, Sendable {
    case identifier
    case number
    /// `"…"`, `"""…"""`, `#"…"#` (Swift or C).
    case string
    /// `@"…"` (Objective-C).
    case objcString
    /// `'a'` (C character literal).
    case character
    /// `@{`: an Objective-C dictionary literal opens.
    case atBrace
    /// `@[`: an Objective-C array literal opens.
    case atBracket
    /// `@(`: a boxed expression opens.
    case atParen
    /// `@implementation`, `@end`, `@selector`, …; `#if`, `#selector`, … (the text includes the sigil).
    case directive
    /// Any other single character.
    case punctuation
  }

  public var kind: Kind
  public var range: SourceRange
  /// For strings: whether the literal was closed, and whether it interpolates (so its value is not static).
  public var isTerminated = true
  public var hasInterpolation = false

  public init(_ kind: Kind, _ start: Int, _ end: Int) {
    self.kind = kind
    self.range = SourceRange(start, end)
  }

  public var isStringLiteral: Bool { kind == .string || kind == .objcString }
}

/// A comment's byte range, kept for suppression directives.
public struct Comment: Sendable, Equatable {
  public var range: SourceRange
}
