import Foundation

/// The CYLTabBarController releases the iOS 26/27 story turns on (`../shared/spec/ios26-27.md` §2): the one table
/// every style decision and migration rule reads.
public enum CYLReleases {
  /// The last release without any style code (no Liquid Glass, no FlatDesign): every tag up to it.
  public static let lastWithoutStyles = LibraryVersion("1.29.2")!
  /// The first release with Liquid Glass and FlatDesign code and `tabBarStyleType`.
  public static let firstWithStyles = LibraryVersion("1.99.0")!
  /// The release the README asks for on iOS 26, and the first whose `-setTabBarStyleType:` turns Default into
  /// FlatDesign on iOS 27 when Info.plist sets `UIDesignRequiresCompatibility`.
  public static let forIOS26 = LibraryVersion("1.99.39")!
  /// The release the README asks for on iOS 27 (issue #625, badge backgrounds recoloured by the tint, fixed there).
  public static let forIOS27 = LibraryVersion("1.99.41")!

  public static func hasStyles(_ release: LibraryVersion) -> Bool { release >= firstWithStyles }
  public static func hasFlatFallback(_ release: LibraryVersion) -> Bool { release >= forIOS26 }
}

/// The iOS release a preview, layout or check is for.
public enum TargetOS: Int, Sendable, CaseIterable, CustomStringConvertible {
  case iOS18 = 18
  case iOS26 = 26
  case iOS27 = 27

  /// The current release (December 2026).
  public static let current = TargetOS.iOS27

  /// `18`, `26`, `27` (also `iOS 27`, `ios27`); an older release (13 to 17) is drawn as iOS 18, the same classic
  /// bar.
  public init?(text: String) {
    let digits = text.lowercased().replacingOccurrences(of: "ios", with: "").trimmingCharacters(in: .whitespaces)
    guard digits.count <= 3, let number = Int(digits) else { return nil }
    if (13...18).contains(number) {
      self = .iOS18
      return
    }
    guard let os = TargetOS(rawValue: number) else { return nil }
    self = os
  }

  public var description: String { "iOS \(rawValue)" }
}

/// `CYLTabBarStyleType` (`CYLConstants.h`, 1.99.0+): Default = 0, System, FlatDesign, LiquidGlass.
public enum CYLStyleType: Int, Sendable, CaseIterable {
  case defaultStyle = 0
  case system = 1
  case flatDesign = 2
  case liquidGlass = 3

  /// The Objective-C constant.
  public var constant: String {
    switch self {
    case .defaultStyle: return "CYLTabBarStyleTypeDefault"
    case .system: return "CYLTabBarStyleTypeSystem"
    case .flatDesign: return "CYLTabBarStyleTypeFlatDesign"
    case .liquidGlass: return "CYLTabBarStyleTypeLiquidGlass"
    }
  }

  /// The Swift case (`.flatDesign`).
  public var swiftCase: String {
    switch self {
    case .defaultStyle: return "default"
    case .system: return "system"
    case .flatDesign: return "flatDesign"
    case .liquidGlass: return "liquidGlass"
    }
  }

  /// What it is called in messages.
  public var name: String {
    switch self {
    case .defaultStyle: return "Default"
    case .system: return "System"
    case .flatDesign: return "FlatDesign"
    case .liquidGlass: return "LiquidGlass"
    }
  }

  /// A constant, a Swift case (with or without its type or dot) or a raw value.
  public init?(text: String) {
    var name = text
    for prefix in ["CYLTabBarStyleType.", "CYLTabBarStyleType", "."] where name.hasPrefix(prefix) {
      name = String(name.dropFirst(prefix.count))
    }
    if let raw = Int(name), let type = CYLStyleType(rawValue: raw) {
      self = type
      return
    }
    guard let type = CYLStyleType.allCases.first(where: { $0.swiftCase.lowercased() == name.lowercased() }) else {
      return nil
    }
    self = type
  }
}

extension BarStyle {
  /// What it is called in previews and reasons.
  public var displayName: String {
    switch self {
    case .classic: return "classic"
    case .flat: return "FlatDesign"
    case .liquidGlass: return "Liquid Glass"
    }
  }
}
