/// An `AnimationKeypath` pattern, matched exactly as lottie-ios's `matches` does (spec §6.1): the pattern's
/// components, not regex-escaped, joined by `\.`; `**` (with the dot after it) becomes `.*`, `*` becomes
/// `[^.]+`; the expression is searched in the keypath with ICU syntax, so metacharacters in names behave as they
/// do on a device. The search is `LinearRegex` (an automaton, linear in the keypath) rather than ICU's
/// backtracking, which a pattern typed into the sources could keep busy for minutes.
public struct KeypathPattern: Sendable {
  public let text: String
  private let expression: LinearRegex?

  /// Longer patterns are not keypaths anyone types; refusing them bounds the automaton.
  public static let maximumLength = 1024

  public init(_ text: String) {
    self.text = text
    self.expression = text.utf8.count <= Self.maximumLength ? LinearRegex(Self.regex(for: text)) : nil
  }

  /// Whether the expression is one `LinearRegex` reads (an invalid or unsupported one matches nothing).
  public var isValid: Bool { expression != nil }

  /// The expression lottie-ios builds for `pattern`.
  public static func regex(for pattern: String) -> String {
    let components = pattern.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    var body = components.joined(separator: "\\.")
    let doubleStar = "\u{1}"
    let singleStar = "\u{2}"
    body = body.replacingOccurrences(of: "**", with: doubleStar)
    body = body.replacingOccurrences(of: "*", with: singleStar)
    body = body.replacingOccurrences(of: doubleStar + "\\.", with: ".*")
    body = body.replacingOccurrences(of: doubleStar, with: ".*")
    body = body.replacingOccurrences(of: singleStar, with: "[^.]+")
    return "^" + body + "$"
  }

  /// Whether the concrete keypath matches; an invalid expression matches nothing.
  public func matches(_ keypath: String) -> Bool {
    expression?.matches(keypath) ?? false
  }

  /// The matching keypaths of a list, in order (duplicates kept).
  public func matching(_ keypaths: [String]) -> [String] { keypaths.filter(matches) }
}
