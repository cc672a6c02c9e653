import Foundation
import JSON

/// Project settings from `.tabls.json` at the workspace root (the same options the server accepts):
/// `{"rules": {"TAB105": "off" | "error" | "warning" | "info" | "hint"}, "ignore": ["Pods/**"],
///   "darkSuffix": "_dark", "os": 27}`.
public struct Configuration: Sendable {
  /// Per-code override: nil means the rule is off.
  public var severities: [String: Severity?] = [:]
  public var ignore: [String] = [] {
    didSet { ignoreGlobs = CompiledOnce() }
  }
  /// `ignore` compiled at its first use, repeats dropped: every file of a check asks every glob (60,000 globs
  /// compiled twice per file took 16 s). At first use, not when set: a merged per-file configuration
  /// (`ConfigurationTree.configuration(for:)`) never asks its globs.
  private var ignoreGlobs = CompiledOnce()
  public var darkSuffix: String?
  /// The iOS release previews and layouts are drawn for (default: the current one).
  public var os: TargetOS?

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
      case "os":
        let text = value.intValue.map { String($0) } ?? value.stringValue ?? ""
        guard let target = TargetOS(text: text) else {
          throw ConfigurationError(message: "'os' must be 18 (or 13–17), 26 or 27, not \(JSONWriter.string(value))")
        }
        os = target
      default:
        throw ConfigurationError(message: "unknown option '\(key)' (rules, ignore, darkSuffix, os)")
      }
    }
  }

  /// These settings with their `ignore` globs, written relative to `folder`, made relative to the folder above it
  /// that holds it as `folder` (a server opened on a folder inside a project reads the project; the editor's
  /// globs stay about the folder it opened). A glob without `/` matches a name at any depth below the folder.
  public func ignoring(under folder: String) -> Configuration {
    guard !folder.isEmpty else { return self }
    var result = self
    result.ignore = ignore.map { glob in
      let trimmed = glob.drop { $0 == "/" }
      return glob.contains("/") ? folder + "/" + trimmed : folder + "/**/" + glob
    }
    return result
  }

  /// `other`'s settings over these (an editor's settings over `.tabls.json`): its rules win, its ignores add.
  public func overridden(by other: Configuration) -> Configuration {
    var result = self
    result.severities.merge(other.severities) { _, new in new }
    result.ignore += other.ignore
    result.darkSuffix = other.darkSuffix ?? darkSuffix
    result.os = other.os ?? os
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
  public func isIgnored(_ relativePath: String) -> Bool { ignoreGlobs.globs(of: ignore).matches(relativePath) }
}

public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}

/// Shell-style globs over `/`-separated paths: `*` and `?` stay within a component, `**` spans components, and
/// `**/` stands for zero or more whole components. A pattern without `/` matches the last component anywhere (as
/// in `.gitignore`).
public enum Glob {
  public static func matches(_ pattern: String, _ path: String) -> Bool {
    CompiledGlob(pattern).matches(Array(path.utf8))
  }
}

/// One glob, compiled: a pattern without `/` against each component, else against the whole path and against it
/// as a folder (`Pods` ignores `Pods/…`).
struct CompiledGlob: Sendable {
  /// No real glob or path comes near this; the work of a match is at most their product.
  static let maxBytes = 4096

  private let component: GlobMatcher?
  private let whole: [GlobMatcher]

  init(_ pattern: String) {
    let pattern = Self.folder(Array(pattern.utf8))
    guard pattern.count <= Self.maxBytes else {
      (component, whole) = (nil, [])
      return
    }
    if !pattern.contains(UInt8(ascii: "/")) {
      (component, whole) = (GlobMatcher(pattern[...]), [])
      return
    }
    let trimmed = pattern.first == UInt8(ascii: "/") ? pattern.dropFirst() : pattern[...]
    (component, whole) = (nil, [GlobMatcher(trimmed), GlobMatcher(trimmed + Array("/**".utf8))])
  }

  /// A pattern with its trailing `/` dropped: as in `.gitignore`, `Pods/` is the folder `Pods` at any level (and
  /// `Sources/Generated/` that folder), whose files a glob of its name already matches.
  static func folder(_ pattern: [UInt8]) -> [UInt8] {
    var pattern = pattern
    while pattern.count > 1, pattern.last == UInt8(ascii: "/") { pattern.removeLast() }
    return pattern
  }

  func matches(_ path: [UInt8]) -> Bool {
    guard path.count <= Self.maxBytes else { return false }
    if let component { return path.split(separator: UInt8(ascii: "/")).contains { component.matches($0) } }
    return whole.contains { $0.matches(path[...]) }
  }
}

/// A configuration's `IgnoreGlobs`, made at the first question and shared by its copies (every thread of a check
/// asks the same configuration); a changed `ignore` gets a new one.
final class CompiledOnce: @unchecked Sendable {
  private let lock = NSLock()
  private var compiled: IgnoreGlobs?

  func globs(of patterns: [String]) -> IgnoreGlobs {
    lock.withLock {
      if let compiled { return compiled }
      let made = IgnoreGlobs(patterns)
      compiled = made
      return made
    }
  }
}

/// A configuration's ignore globs, each compiled once, repeats dropped. Globs without wildcards are set look-ups
/// (a name against each component, a path against the path and its folders), and a wildcard glob runs only on a
/// path holding its longest literal run: 60,000 globs over 200 files took 24 s, compiled for every file.
struct IgnoreGlobs: Sendable {
  private var names: Set<[UInt8]> = []
  private var paths: Set<[UInt8]> = []
  private var wildcards: [(glob: CompiledGlob, literal: [UInt8])] = []

  init(_ patterns: [String]) {
    var seen = Set<String>()
    for pattern in patterns where seen.insert(pattern).inserted {
      let bytes = CompiledGlob.folder(Array(pattern.utf8))
      guard bytes.count <= CompiledGlob.maxBytes else { continue }
      let isWild = bytes.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") }
      if !isWild && !bytes.contains(UInt8(ascii: "/")) {
        names.insert(bytes)
      } else if !isWild {
        // As `CompiledGlob`: the path itself, or anything under it (one leading `/` dropped).
        paths.insert(bytes.first == UInt8(ascii: "/") ? Array(bytes.dropFirst()) : bytes)
      } else {
        wildcards.append((CompiledGlob(String(decoding: bytes, as: UTF8.self)), Self.longestLiteral(bytes)))
      }
    }
  }

  func matches(_ path: String) -> Bool {
    guard !(names.isEmpty && paths.isEmpty && wildcards.isEmpty) else { return false }
    let bytes = Array(path.utf8)
    guard bytes.count <= CompiledGlob.maxBytes else { return false }
    let slash = UInt8(ascii: "/")
    if !names.isEmpty, bytes.split(separator: slash).contains(where: { names.contains(Array($0)) }) { return true }
    if !paths.isEmpty {
      // The path itself, and each folder it is in.
      if paths.contains(bytes) { return true }
      for index in bytes.indices where bytes[index] == slash && paths.contains(Array(bytes[..<index])) {
        return true
      }
    }
    return wildcards.contains { wildcard in
      (wildcard.literal.isEmpty || Self.contains(bytes, wildcard.literal)) && wildcard.glob.matches(bytes)
    }
  }

  /// The longest run of bytes with no `*`, `?` or `/` in a pattern: every path it matches holds it.
  static func longestLiteral(_ pattern: [UInt8]) -> [UInt8] {
    var best: ArraySlice<UInt8> = []
    var start = 0
    for index in 0...pattern.count {
      let breaks =
        index == pattern.count || pattern[index] == UInt8(ascii: "*") || pattern[index] == UInt8(ascii: "?")
        || pattern[index] == UInt8(ascii: "/")
      guard breaks else { continue }
      if index - start > best.count { best = pattern[start..<index] }
      start = index + 1
    }
    return Array(best)
  }

  /// Whether `text` holds `needle` (both at most 4 KB: the naive search is bounded by their product).
  static func contains(_ text: [UInt8], _ needle: [UInt8]) -> Bool {
    guard needle.count <= text.count, let first = needle.first else { return needle.isEmpty }
    var index = 0
    while index + needle.count <= text.count {
      if text[index] == first && text[index..<(index + needle.count)].elementsEqual(needle) { return true }
      index += 1
    }
    return false
  }
}

/// A glob compiled to the steps of a small automaton and run over the path once, keeping the set of steps that
/// the text so far can have reached: O(pattern × path) time and O(pattern) memory whatever the stars, where the
/// memoised backtracking this replaces was O(pattern × path²) for `**` (25 s on a 3,800-byte path).
struct GlobMatcher {
  enum Step: Equatable {
    case byte(UInt8)
    /// `?`: one byte of a component.
    case one
    /// `*`: any bytes of a component (or none).
    case component
    /// `**`: any bytes at all (or none).
    case anything
    /// `**/`: nothing, or any bytes that end with `/`.
    case components
  }

  let steps: [Step]

  init(_ pattern: ArraySlice<UInt8>) {
    var steps: [Step] = []
    let bytes = Array(pattern)
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "*"):
        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
          var end = index + 2
          while end < bytes.count, bytes[end] == UInt8(ascii: "*") { end += 1 }
          if end < bytes.count, bytes[end] == UInt8(ascii: "/") {
            steps.append(.components)
            index = end + 1
          } else {
            steps.append(.anything)
            index = end
          }
          continue
        }
        if steps.last != .component { steps.append(.component) }
      case UInt8(ascii: "?"): steps.append(.one)
      case let byte: steps.append(.byte(byte))
      }
      index += 1
    }
    self.steps = steps
  }

  func matches(_ text: ArraySlice<UInt8>) -> Bool {
    let slash = UInt8(ascii: "/")
    var current = [Bool](repeating: false, count: steps.count + 1)
    var next = current
    // Inside a `**/` that has taken bytes: it can go on, and leaves only with a `/` (no empty exit from here).
    var inside = [Bool](repeating: false, count: steps.count)
    var nextInside = inside
    current[0] = true
    close(&current)
    for byte in text {
      for index in next.indices { next[index] = false }
      for index in nextInside.indices { nextInside[index] = false }
      var any = false
      for index in steps.indices where current[index] || inside[index] {
        any = true
        switch steps[index] {
        case .byte(let expected): if byte == expected { next[index + 1] = true }
        case .one: if byte != slash { next[index + 1] = true }
        case .component: if byte != slash { next[index] = true }
        case .anything: next[index] = true
        case .components:
          nextInside[index] = true
          if byte == slash { next[index + 1] = true }
        }
      }
      guard any else { return false }
      close(&next)
      swap(&current, &next)
      swap(&inside, &nextInside)
    }
    return current[steps.count]
  }

  /// Adds the steps reachable without a byte: past every star, which may match nothing.
  private func close(_ states: inout [Bool]) {
    for index in steps.indices where states[index] {
      switch steps[index] {
      case .component, .anything, .components: states[index + 1] = true
      default: break
      }
    }
  }
}
