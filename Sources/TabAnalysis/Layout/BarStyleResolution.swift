/// Which style a tab bar really gets on a device (`../shared/spec/ios26-27.md`): from the target iOS, Info.plist's
/// `UIDesignRequiresCompatibility`, the library, and for CYLTabBarController the release the app pins and the style
/// its code chooses. Every preview, layout and hover states the result with its reason in one line.
public enum BarStyleResolution {
  /// What the decision reads.
  public struct Context: Sendable {
    public var os = TargetOS.current
    /// Info.plist sets `UIDesignRequiresCompatibility` to YES.
    public var requiresCompatibility = false
    /// The CYLTabBarController release the checks follow, and where it comes from ("1.99.45 (Podfile.lock)").
    public var release = LibraryVersion.newestDocumented
    public var releaseSource: String?
    /// `tabBarStyleType` or `styleType:` in the code, when it says one tabls can read.
    public var chosen: CYLStyleType?

    public init(
      os: TargetOS = .current, requiresCompatibility: Bool = false, release: LibraryVersion = .newestDocumented,
      releaseSource: String? = nil, chosen: CYLStyleType? = nil
    ) {
      self.os = os
      self.requiresCompatibility = requiresCompatibility
      self.release = release
      self.releaseSource = releaseSource
      self.chosen = chosen
    }
  }

  public struct Resolved: Sendable, Equatable {
    public var style: BarStyle
    /// "iOS 27 · Liquid Glass: CYLTabBarController 1.99.45, no style chosen".
    public var reason: String
    /// A CYL release without style support under the system's glass bar: its own layout does not hold (#621).
    public var layoutBroken = false
  }

  /// Whether the system draws its bars as Liquid Glass: iOS 27 always, iOS 26 unless the key keeps the old look.
  public static func systemUsesGlass(_ context: Context) -> Bool {
    switch context.os {
    case .iOS18: return false
    case .iOS26: return !context.requiresCompatibility
    case .iOS27: return true
    }
  }

  public static func resolve(_ library: TabLibrary, _ context: Context) -> Resolved {
    let glass = systemUsesGlass(context)
    func result(_ style: BarStyle, _ why: String, broken: Bool = false) -> Resolved {
      Resolved(style: style, reason: "\(context.os) · \(style.displayName): \(why)", layoutBroken: broken)
    }
    let key = "UIDesignRequiresCompatibility"
    switch library {
    case .cylTabBarController:
      return resolveCYL(context, glass: glass, result)
    case .uikit, .dorgans, .swiftUI:
      let what =
        library == .uikit
        ? "UIKit's tab bar" : library == .swiftUI ? "SwiftUI's TabView" : "TabBarController's SystemTabBar (a UITabBar)"
      switch context.os {
      case .iOS18: return result(.classic, "\(what), before Liquid Glass")
      case .iOS26:
        return glass
          ? result(.liquidGlass, "\(what), no \(key)") : result(.classic, "\(what), \(key) keeps the old look")
      case .iOS27:
        return result(.liquidGlass, context.requiresCompatibility ? "\(what); iOS 27 ignores \(key)" : "\(what)")
      }
    case .sunimp:
      return context.os == .iOS18
        ? result(.classic, "sunimp/TabBar draws its capsule from iOS 26")
        : result(.liquidGlass, "sunimp/TabBar's floating capsule")
    }
  }

  private static func resolveCYL(
    _ context: Context, glass: Bool, _ result: (BarStyle, String, Bool) -> Resolved
  ) -> Resolved {
    let release = "CYLTabBarController \(context.release)" + (context.releaseSource.map { " (\($0))" } ?? "")
    let key = "UIDesignRequiresCompatibility"
    let chosen = context.chosen
    let chosenText = chosen.map { "tabBarStyleType \($0.name)" } ?? "no style chosen"
    if context.os == .iOS18 { return result(.classic, "\(release), before Liquid Glass", false) }
    guard CYLReleases.hasStyles(context.release) else {
      // No style code at all: the system's bar is glass and CYL's own layout of it breaks (#621).
      return glass
        ? result(
          .liquidGlass, "\(release) has no Liquid Glass support; the system's glass bar replaces its layout", true)
        : result(.classic, "\(release), \(key) keeps the old look", false)
    }
    if !glass {
      // iOS 26 with the key: the old look, or FlatDesign when the code asks for it.
      return chosen == .flatDesign
        ? result(.flat, "\(release), \(chosenText)", false)
        : result(.classic, "\(release), \(key) keeps the old look", false)
    }
    switch chosen {
    case .flatDesign: return result(.flat, "\(release), \(chosenText)", false)
    case .liquidGlass: return result(.liquidGlass, "\(release), \(chosenText)", false)
    case nil, .defaultStyle, .system:
      if context.os == .iOS27, context.requiresCompatibility, CYLReleases.hasFlatFallback(context.release),
        chosen != .system
      {
        return result(.flat, "\(release), \(chosenText); \(key) selects FlatDesign", false)
      }
      let ignored = context.os == .iOS27 && context.requiresCompatibility ? "; iOS 27 ignores \(key)" : ""
      return result(.liquidGlass, "\(release), \(chosenText)\(ignored)", false)
    }
  }
}
