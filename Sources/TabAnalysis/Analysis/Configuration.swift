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
    if !pattern.contains(UInt8(ascii: "/")) {
      return path.split(separator: UInt8(ascii: "/")).contains { match(pattern[...], ArraySlice($0)) }
    }
    let trimmed = pattern.first == UInt8(ascii: "/") ? pattern.dropFirst() : pattern[...]
    return match(trimmed, path[...]) || match(trimmed + Array("/**".utf8), path[...])
  }

  private static func match(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
    guard let first = pattern.first else { return text.isEmpty }
    let rest = pattern.dropFirst()
    switch first {
    case UInt8(ascii: "*"):
      if rest.first == UInt8(ascii: "*") {
        var afterStars = rest.dropFirst()
        if afterStars.first == UInt8(ascii: "/") {
          afterStars = afterStars.dropFirst()
          if match(afterStars, text) { return true }
        }
        for split in text.indices where match(afterStars, text[split...]) { return true }
        return match(afterStars, text[text.endIndex...])
      }
      var position = text.startIndex
      while true {
        if match(rest, text[position...]) { return true }
        guard position < text.endIndex, text[position] != UInt8(ascii: "/") else { return false }
        position += 1
      }
    case UInt8(ascii: "?"):
      guard let character = text.first, character != UInt8(ascii: "/") else { return false }
      return match(rest, text.dropFirst())
    default:
      guard text.first == first else { return false }
      return match(rest, text.dropFirst())
    }
  }
}
