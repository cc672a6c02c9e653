import Foundation

/// An `AnimationKeypath` pattern, matched exactly as lottie-ios's `matches` does (spec §6.1): the pattern's
/// components, not regex-escaped, joined by `\.`; `**` (with the dot after it) becomes `.*`, `*` becomes
/// `[^.]+`; the expression is searched in the keypath with ICU — here `NSRegularExpression`, which is ICU on
/// every platform, so metacharacters in names behave as they do on a device.
public struct KeypathPattern: Sendable {
  public let text: String
  private let expression: NSRegularExpression?

  public init(_ text: String) {
    self.text = text
    self.expression = try? NSRegularExpression(pattern: Self.regex(for: text))
  }

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
    guard let expression else { return false }
    let range = NSRange(keypath.startIndex..<keypath.endIndex, in: keypath)
    return expression.firstMatch(in: keypath, options: [], range: range) != nil
  }

  /// The matching keypaths of a list, in order (duplicates kept).
  public func matching(_ keypaths: [String]) -> [String] { keypaths.filter(matches) }
}
