import RPC

/// Project settings from `.tabls.json` at the workspace root (the same options the server accepts):
/// `{"rules": {"TAB105": "off" | "error" | "warning" | "info" | "hint"}, "ignore": ["Pods/**"],
///   "darkSuffix": "_dark"}`.
public struct Configuration: Sendable {
  /// Per-code override: nil means the rule is off.
  public var severities: [String: Severity?] = [:]
  public var ignore: [String] = []
  public var darkSuffix: String?

  public init() {}

  public static func parse(_ bytes: [UInt8]) throws -> Configuration {
    let json: JSON
    do {
      json = try JSONParser.parse(bytes)
    } catch {
      throw ConfigurationError(message: "\(error)")
    }
    return try Configuration(json: json)
  }

  public init(json: JSON) throws {
    guard case .object(let object) = json else { throw ConfigurationError(message: "must be a JSON object") }
    for (key, value) in object.pairs {
      switch key {
      case "rules":
        guard case .object(let rules) = value else { throw ConfigurationError(message: "'rules' must be an object") }
        for (code, setting) in rules.pairs {
          guard let text = setting.stringValue else {
            throw ConfigurationError(message: "'rules.\(code)' must be a string")
          }
          if text == "off" {
            severities[code] = .some(nil)
          } else if let severity = Severity(name: text) {
            severities[code] = severity
          } else {
            throw ConfigurationError(message: "'rules.\(code)': '\(text)' is not off, error, warning, info or hint")
          }
        }
      case "ignore":
        guard let globs = value.arrayValue?.compactMap(\.stringValue) else {
          throw ConfigurationError(message: "'ignore' must be an array of glob strings")
        }
        ignore = globs
      case "darkSuffix":
        guard let suffix = value.stringValue else { throw ConfigurationError(message: "'darkSuffix' must be a string") }
        darkSuffix = suffix
      default:
        throw ConfigurationError(message: "unknown option '\(key)' (rules, ignore, darkSuffix)")
      }
    }
  }

  /// `other`'s settings over these (an editor's settings over `.tabls.json`): its rules win, its ignores add.
  public func overridden(by other: Configuration) -> Configuration {
    var result = self
    result.severities.merge(other.severities) { _, new in new }
    result.ignore += other.ignore
    result.darkSuffix = other.darkSuffix ?? darkSuffix
    return result
  }

  /// The severity a rule reports with here, or nil when it is off.
  public func severity(for code: String, default defaultSeverity: Severity) -> Severity? {
    // Asked for every rule of every file: most configurations override nothing, so do not hash the code then.
    if severities.isEmpty { return defaultSeverity }
    if let override = severities[code] { return override }
    return defaultSeverity
  }

  /// Whether a workspace-relative path is excluded by `ignore`.
  public func isIgnored(_ relativePath: String) -> Bool {
    ignore.contains { Glob.matches($0, relativePath) }
  }
}

public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}

/// Shell-style globs over `/`-separated paths: `*` and `?` stay within a component, `**` spans components.
/// A pattern without `/` matches the last component anywhere (as in `.gitignore`).
public enum Glob {
  public static func matches(_ pattern: String, _ path: String) -> Bool {
    let pattern = Array(pattern.utf8)
    let path = Array(path.utf8)
    // The matcher recurses once per character: bound both (no real glob or path comes near).
    guard pattern.count <= 4096, path.count <= 4096 else { return false }
    if !pattern.contains(UInt8(ascii: "/")) {
      return path.split(separator: UInt8(ascii: "/")).contains { match(pattern[...], ArraySlice($0)) }
    }
    let trimmed = pattern.first == UInt8(ascii: "/") ? pattern.dropFirst() : pattern[...]
    return match(trimmed, path[...]) || match(trimmed + Array("/**".utf8), path[...])
  }

  /// Glob matching with `*` (within a component), `**` (across components) and `?`. Memoised on (pattern
  /// position, text position), so `*a*a*a*…` against a long path costs O(pattern × path), not exponential time.
  private static func match(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
    var matcher = GlobMatcher(pattern: Array(pattern), text: Array(text))
    return matcher.match(0, 0)
  }
}

private struct GlobMatcher {
  let pattern: [UInt8]
  let text: [UInt8]
  /// 0 unknown, 1 false, 2 true; indexed by pattern position × (text count + 1) + text position.
  var memo: [UInt8]

  init(pattern: [UInt8], text: [UInt8]) {
    self.pattern = pattern
    self.text = text
    memo = [UInt8](repeating: 0, count: (pattern.count + 1) * (text.count + 1))
  }

  mutating func match(_ p: Int, _ t: Int) -> Bool {
    let key = p * (text.count + 1) + t
    if memo[key] != 0 { return memo[key] == 2 }
    let result = compute(p, t)
    memo[key] = result ? 2 : 1
    return result
  }

  private mutating func compute(_ p: Int, _ t: Int) -> Bool {
    guard p < pattern.count else { return t == text.count }
    let slash = UInt8(ascii: "/")
    switch pattern[p] {
    case UInt8(ascii: "*"):
      if p + 1 < pattern.count, pattern[p + 1] == UInt8(ascii: "*") {
        var after = p + 2
        if after < pattern.count, pattern[after] == slash {
          after += 1
          if match(after, t) { return true }
        }
        for split in t...text.count where match(after, split) { return true }
        return false
      }
      var position = t
      while true {
        if match(p + 1, position) { return true }
        guard position < text.count, text[position] != slash else { return false }
        position += 1
      }
    case UInt8(ascii: "?"):
      guard t < text.count, text[t] != slash else { return false }
      return match(p + 1, t + 1)
    default:
      guard t < text.count, text[t] == pattern[p] else { return false }
      return match(p + 1, t + 1)
    }
  }
}
