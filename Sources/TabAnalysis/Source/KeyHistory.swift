/// When each attribute key arrived in CYLTabBarController: the first of the library's 166 tags whose public
/// headers declare it (`shared/corpus/cyl-key-history/keys.tsv`, facts read from the library's history), or the
/// 1.99.66 README for keys no tagged header declares.
public struct KeyRelease: Sendable, Equatable, CustomStringConvertible {
  /// `1.23.0`; for README-only keys, the README's release.
  public var version: LibraryVersion
  /// The tag's date, when a tag declares the key.
  public var date: String?
  /// Only the 1.99.66 README documents the key (no tagged header up to 1.99.45 declares it).
  public var readmeOnly: Bool

  public var description: String {
    readmeOnly
      ? "the \(version) README (no tagged release up to 1.99.45 declares it)"
      : "CYLTabBarController \(version)" + (date.map { " (\($0))" } ?? "")
  }
}

extension AttributeKey {
  /// The release that brought the key.
  public var since: KeyRelease {
    func tag(_ version: String, _ date: String) -> KeyRelease {
      KeyRelease(version: LibraryVersion(version)!, date: date, readmeOnly: false)
    }
    switch self {
    case .title, .image, .selectedImage, .imageInsets, .titlePositionAdjustment: return tag("0.1", "2019-03-06")
    case .imagePositionAdjustment: return tag("1.99.39", "2026-07-08")
    case .lottieURL, .lottieSize: return tag("1.23.0", "2019-04-18")
    case .lottieFilePath: return tag("1.99.21", "2026-04-29")
    case .darkImage, .selectedDarkImage, .identifier, .lottieDarkURL, .lottieDarkFilePath, .lottieDarkColors:
      return KeyRelease(version: LibraryVersion.newestDocumented, date: nil, readmeOnly: true)
    }
  }
}

/// A dotted release number (`1.29.2`), compared component by component.
public struct LibraryVersion: Sendable, Comparable, CustomStringConvertible, Hashable {
  public let components: [Int]

  /// The newest release the library's README documents; assumed when an app pins none.
  public static let newestDocumented = LibraryVersion("1.99.66")!

  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard !parts.isEmpty, parts.count <= 6 else { return nil }
    var components: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.count <= 9, part.allSatisfy(\.isASCIIDigitCharacter), let number = Int(part) else {
        return nil
      }
      components.append(number)
    }
    self.components = components
  }

  public var description: String { components.map(String.init).joined(separator: ".") }

  public static func < (lhs: LibraryVersion, rhs: LibraryVersion) -> Bool {
    for index in 0..<max(lhs.components.count, rhs.components.count) {
      let a = index < lhs.components.count ? lhs.components[index] : 0
      let b = index < rhs.components.count ? rhs.components[index] : 0
      if a != b { return a < b }
    }
    return false
  }

  public static func == (lhs: LibraryVersion, rhs: LibraryVersion) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

  public func hash(into hasher: inout Hasher) {
    var trimmed = components
    while trimmed.last == 0 { trimmed.removeLast() }
    hasher.combine(trimmed)
  }
}
