/// The images a tab bar is drawn with, by asset name, as the code or a storyboard sets them.
public struct BarImages: Sendable, Equatable {
  /// `backgroundImage`: tiled over the bar, as UIKit tiles a background image that is not resizable.
  public var background: String?
  /// `shadowImage`: the line along the bar's top, tiled across it; "" for an empty image (`[UIImage new]`, the
  /// common way to hide the line).
  public var shadow: String?

  public init(background: String? = nil, shadow: String? = nil) {
    self.background = background
    self.shadow = shadow
  }

  /// Whether `property` is one of the tab bar's image properties.
  public static func isProperty(_ property: String) -> Bool {
    property == "backgroundImage" || property == "shadowImage"
  }

  /// These images, with `other`'s where these have none.
  public func filling(from other: BarImages) -> BarImages {
    BarImages(background: background ?? other.background, shadow: shadow ?? other.shadow)
  }
}

/// `tabBar.backgroundImage = …`, `[[UITabBar appearance] setShadowImage:[UIImage new]]`, a `UITabBarAppearance`'s
/// `backgroundImage` and `shadowImage`: read where `collectBarColors` reads the colours beside them.
extension ScanBuilder {
  /// Reads the image `property` (`BarImages.isProperty`) of the receiver `chain` sets, when it is a tab bar's.
  mutating func readBarImage(_ property: String, of chain: [String], appearances: Set<String>, value: Range<Int>) {
    let isBarAppearance = chain.count == 1 && appearances.contains(chain[0])
    guard Self.isTabBar(chain) || isBarAppearance, let name = imageName(in: value) else { return }
    if property == "backgroundImage" { scan.barImages.background = name } else { scan.barImages.shadow = name }
  }

  /// `[UIImage imageNamed:@"x"]`, `UIImage(named: "x")` (and the forms `classify` knows) → "x"; an empty image
  /// (`[UIImage new]`, `[[UIImage alloc] init]`, `UIImage()`) → ""; anything else nil.
  private func imageName(in span: Range<Int>) -> String? {
    guard !span.isEmpty else { return nil }
    let value = classify(span, depth: 0)
    if value.kind == .imageObject || value.kind == .string, let name = value.text { return name }
    let words = span.filter { stream.kind($0) == .identifier }.map { stream.string($0) }
    if words == ["UIImage", "new"] || words == ["UIImage", "alloc", "init"] { return "" }
    if words == ["UIImage"], stream.isChar(span.upperBound - 2, "("), stream.isChar(span.upperBound - 1, ")") {
      return ""
    }
    return nil
  }
}
