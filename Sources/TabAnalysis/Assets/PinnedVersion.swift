import JSON

/// The CYLTabBarController release an app pins, read from its dependency manager's lock file: CocoaPods'
/// `Podfile.lock` (`- CYLTabBarController (1.29.2)`, subspecs `CYLTabBarController/Core` too), SwiftPM's
/// `Package.resolved` (formats 1, 2 and 3) or Carthage's `Cartfile.resolved`. Pure: file name and bytes in.
public struct PinnedVersion: Sendable, Equatable {
  public var version: LibraryVersion
  /// The lock file it was read from.
  public var path: String
  /// The line (1-based) that pins it, when tabls finds it: the first line naming the version at or after the
  /// library's name.
  public var line: Int?

  public init(version: LibraryVersion, path: String, line: Int? = nil) {
    self.version = version
    self.path = path
    self.line = line
  }

  /// Where a message says the release is pinned: `Podfile.lock:2`.
  public var location: String { PathName.lastComponent(of: path) + (line.map { ":\($0)" } ?? "") }

  public static let libraryName = "CYLTabBarController"

  public static func isLockFile(_ path: String) -> Bool {
    let name = PathName.lastComponent(of: path)
    return name == "Podfile.lock" || name == "Package.resolved" || name == "Cartfile.resolved"
  }

  public static func read(path: String, bytes: [UInt8]) -> PinnedVersion? {
    let version: LibraryVersion?
    switch PathName.lastComponent(of: path) {
    case "Podfile.lock": version = podfileLock(bytes)
    case "Package.resolved": version = packageResolved(bytes)
    case "Cartfile.resolved": version = cartfileResolved(bytes)
    default: version = nil
    }
    return version.map { PinnedVersion(version: $0, path: path, line: line(of: $0, in: bytes)) }
  }

  static func line(of version: LibraryVersion, in bytes: [UInt8]) -> Int? {
    var seenName = false
    for (number, line) in String(decoding: bytes, as: UTF8.self).split(
      omittingEmptySubsequences: false, whereSeparator: \.isNewline
    ).enumerated() {
      if !seenName, line.lowercased().contains(libraryName.lowercased()) { seenName = true }
      if seenName, line.contains("\(version)") { return number + 1 }
    }
    return nil
  }

  /// `PODS:` entries `  - CYLTabBarController (1.29.2)` or `  - CYLTabBarController/Lottie (1.29.2):`.
  static func podfileLock(_ bytes: [UInt8]) -> LibraryVersion? {
    for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
      var rest = line.drop { $0 == " " }
      guard rest.hasPrefix("- ") else { continue }
      rest = rest.dropFirst(2).drop { $0 == "\"" }
      guard rest.hasPrefix(libraryName) else { continue }
      rest = rest.dropFirst(libraryName.count)
      if rest.hasPrefix("/") { rest = rest.drop { $0 != " " } }
      guard rest.hasPrefix(" ("), let close = rest.firstIndex(of: ")") else { continue }
      let text = rest[rest.index(rest.startIndex, offsetBy: 2)..<close]
      if let version = LibraryVersion(String(text)) { return version }
    }
    return nil
  }

  /// Format 1: `object.pins[].{package, repositoryURL, state.version}`; 2 and 3: `pins[].{identity, location,
  /// state.version}`.
  static func packageResolved(_ bytes: [UInt8]) -> LibraryVersion? {
    guard let json = try? JSONParser.parse(bytes) else { return nil }
    let pins = json["pins"]?.arrayValue ?? json["object"]?["pins"]?.arrayValue ?? []
    for pin in pins {
      let names = [pin["identity"], pin["package"], pin["location"], pin["repositoryURL"]].compactMap {
        $0?.stringValue?.lowercased()
      }
      let matches = names.contains { name in
        name == "cyltabbarcontroller" || name.hasSuffix("/cyltabbarcontroller")
          || name.hasSuffix("/cyltabbarcontroller.git")
      }
      guard matches, let text = pin["state"]?["version"]?.stringValue, let version = LibraryVersion(text) else {
        continue
      }
      return version
    }
    return nil
  }

  /// `github "ChenYilong/CYLTabBarController" "1.29.2"`.
  static func cartfileResolved(_ bytes: [UInt8]) -> LibraryVersion? {
    for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
      let parts = line.split(separator: "\"")
      guard parts.count >= 4, parts[1].hasSuffix(libraryName) else { continue }
      if let version = LibraryVersion(String(parts[3]).trimmingPrefix("v")) { return version }
    }
    return nil
  }

  /// Of several lock files, the one nearest the root (fewest folders), then by path.
  public static func choose(_ candidates: [PinnedVersion]) -> PinnedVersion? {
    candidates.min {
      let (a, b) = ($0.path.split(separator: "/").count, $1.path.split(separator: "/").count)
      return a != b ? a < b : $0.path < $1.path
    }
  }
}

extension String {
  fileprivate func trimmingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}
