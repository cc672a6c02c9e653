import Foundation
import JSON
import Raster

extension Rect {
  public var json: JSON { ["x": .double(x), "y": .double(y), "width": .double(width), "height": .double(height)] }
}

/// A point, or an offset (CGPoint), in points.
public struct Point: Sendable, Equatable {
  public var x, y: Double
  public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }
}

public struct EdgeInsets: Sendable, Equatable {
  public var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

/// A screen: size in points and safe-area insets, in the orientation being laid out.
public struct Device: Sendable, Equatable {
  public var name: String
  public var width: Double
  public var height: Double
  public var safeArea: EdgeInsets
  /// An iPhone Duo posture whose tab bar goes into the system's vertical rail (sunimp/TabBar: icons only).
  public var verticalRail = false

  public init(name: String, width: Double, height: Double, safeArea: EdgeInsets, verticalRail: Bool = false) {
    self.name = name
    self.width = width
    self.height = height
    self.safeArea = safeArea
    self.verticalRail = verticalRail
  }
}

public enum BarStyle: String, Sendable, CaseIterable {
  case classic
  case flat
  case liquidGlass
}

public enum ItemMetrics: String, Sendable {
  case cyl
  case uikit
}

/// A badge, in the style of the API that sets it: CYLTabBarController's own badge (`cyl_showBadgeValue:`,
/// layout.md §6) or UIKit's (`UITabBarItem.badgeValue`, which every library's bar draws, CYLTabBar being a
/// UITabBar).
public enum Badge: Sendable, Equatable {
  /// CYL's red dot.
  case dot
  /// CYL's number, "new" or text badge.
  case text(String)
  /// UIKit's `badgeValue`.
  case uikit(String)

  /// What the badge shows: nil when hidden, "" for a dot or an empty badge, else its text. A number ≤ 0 is hidden
  /// in both styles (layout.md); CYLTabBarController shows "99+" past 99, UIKit the whole string. One reading for
  /// the layout, the text and the PNG previews.
  public var shown: String? { shown(maximum: CYLBadgeAppearance.defaultMaximum) }

  /// `shown` with CYL's maximum number set (`cyl_setBadgeMaximumBadgeNumber:`): past it, "`maximum`+".
  public func shown(maximum: Int) -> String? {
    switch self {
    case .dot: return ""
    case .text(let value), .uikit(let value):
      let trimmed = value.trimmingCharacters(in: .whitespaces)
      if let number = Int(trimmed) {
        if number <= 0 { return nil }
        if case .text = self, number > maximum { return "\(maximum)+" }
        return trimmed
      }
      return value
    }
  }

  public var isUIKit: Bool {
    if case .uikit = self { return true }
    return false
  }

  /// CYL's "new" style, whose corners are rounded by a third of its height instead of half.
  public var isNewStyle: Bool { self == .text("new") || self == .text("NEW") }
}

/// What CYLTabBarController's badge properties of one tab set (`cyl_setBadgeRadius:`, `cyl_badgeMargin = …`,
/// layout.md §6); nil keeps the library's default. A dot uses the radius and offset; text and numbers the rest.
public struct CYLBadgeAppearance: Sendable, Equatable {
  public static let defaultMaximum = 99

  /// The red dot's radius (default 4).
  public var radius: Double?
  /// Added to the text's width and height (default 8).
  public var margin: Double?
  /// The capsule's corners; 0 (the default) rounds by half the height.
  public var cornerRadius: Double?
  /// Numbers past it show as "`maximum`+" (default 99).
  public var maximumNumber: Int?
  /// Moves the badge's centre from 2 pt right of the host's top-right corner.
  public var centerOffset: Point?
  /// The text's font size and weight (default bold 9 pt).
  public var fontSize: Double?
  public var fontIsBold: Bool?
  /// UIColor expressions as written (previews evaluate them for the appearance drawn).
  public var backgroundColor: String?
  public var textColor: String?

  public init() {}

  /// These properties, with `other`'s where `other` sets one: the later setting wins, as at run time.
  public func overridden(by other: CYLBadgeAppearance) -> CYLBadgeAppearance {
    var result = self
    result.radius = other.radius ?? radius
    result.margin = other.margin ?? margin
    result.cornerRadius = other.cornerRadius ?? cornerRadius
    result.maximumNumber = other.maximumNumber ?? maximumNumber
    result.centerOffset = other.centerOffset ?? centerOffset
    result.fontSize = other.fontSize ?? fontSize
    result.fontIsBold = other.fontIsBold ?? fontIsBold
    result.backgroundColor = other.backgroundColor ?? backgroundColor
    result.textColor = other.textColor ?? textColor
    return result
  }
}

public struct LayoutItem: Sendable {
  public var title: String?
  public var image: Size?
  public var lottieSize: Size?
  public var badge: Badge?
  /// UIKit's `badgeColor` (or CYL's `cyl_badgeBackgroundColor`) as a UIColor expression (drawn with
  /// `UIColorExpression`), else the system red.
  public var badgeColor: String?
  /// CYL's badge properties of this tab (its `badge` is CYL's).
  public var cylBadge = CYLBadgeAppearance()
  /// The item's own `CYLTabBarItemImageInsets` and `CYLTabBarItemTitlePositionAdjustment` (x horizontal, y
  /// vertical): a non-zero one wins over the spec's (layout.md §4).
  public var imageInsets = EdgeInsets()
  public var titlePositionAdjustment = Point(0, 0)
  /// `CYLTabBarItemImagePositionAdjustment`, which only the FlatDesign layout reads.
  public var imagePositionAdjustment = Point(0, 0)
  /// A search tab: under Liquid Glass, a circle of its own after the capsule.
  public var isSearch = false
  /// The title's width at 10 pt in the font a picture draws it with (`PNGPreview.measureTitles`); the engine's
  /// estimate otherwise.
  public var titleWidth: Double?
  /// The localization key `title` is the translation of, when the code names one.
  public var titleKey: String?
  /// The image as the code names it; nil when it is computed at run time.
  public var imageReference: ImageReference?
  /// The condition the tab is shown under when an iPhone cannot decide it (`TabItem.condition`).
  public var condition: String?

  /// What the badge shows (`Badge.shown`), with this tab's CYL maximum.
  public var shownBadge: String? {
    badge?.shown(maximum: cylBadge.maximumNumber ?? CYLBadgeAppearance.defaultMaximum)
  }

  public init(title: String? = nil, image: Size? = nil, lottieSize: Size? = nil, badge: Badge? = nil) {
    self.title = title
    self.image = image
    self.lottieSize = lottieSize
    self.badge = badge
  }
}

public struct PlusButtonSpec: Sendable {
  public var index: Int?
  public var width: Double
  public var height: Double
  public var multiplier: Double?
  public var constant: Double?

  public init(index: Int? = nil, width: Double, height: Double, multiplier: Double? = nil, constant: Double? = nil) {
    self.index = index
    self.width = width
    self.height = height
    self.multiplier = multiplier
    self.constant = constant
  }
}

/// Everything a tab bar's layout depends on (`docs/layout-spec.md`). Every field but `items` has the library's
/// default.
public struct LayoutSpec: Sendable {
  public var device: Device
  public var style = BarStyle.classic
  /// Why this style (`BarStyleResolution`): "iOS 27 · Liquid Glass: CYLTabBarController 1.99.45, no style chosen".
  public var styleReason: String?
  /// A CYL release without style support under the system's Liquid Glass bar (`BarStyleResolution.Resolved`):
  /// the system lays out the items and CYL's PlusButton lands at the far left (issue #621).
  public var styleBreaksLayout = false
  /// Whose rules place the icon and title inside an item: CYL's (the FlatDesign formula, layout.md §4) or UIKit's
  /// own stacked layout, measured on its renders (a UIKit or `SystemTabBar` bar drawn classic).
  public var itemMetrics = ItemMetrics.cyl
  public var anchor = Anchor.bottom
  /// `tabBarHeight`: the content height H (default 49).
  public var barHeight = 49.0
  public var items: [LayoutItem]
  public var plusButton: PlusButtonSpec?
  public var imageInsets = EdgeInsets()
  public var titlePositionAdjustment = (horizontal: 0.0, vertical: 0.0)
  /// The colours the code sets for the bar (previews only; the layout does not depend on them).
  public var colors = BarColors()
  /// The catalogs' colour sets, which `UIColor(named:)` and colour symbols in `colors` name (previews only).
  public var colorSets: [String: ColorSet] = [:]
  /// The images the code or storyboard sets for the bar (previews only).
  public var images = BarImages()
  /// The titles' point size (UIKit's 10 unless title text attributes set a font; previews only).
  public var titleFontSize = 10.0
  /// Whether that font is bold (UIKit's is medium).
  public var titleFontIsBold = false
  /// A SwiftUI TabView's options (`.tabViewBottomAccessory`, `.tabBarMinimizeBehavior`, `.tabViewStyle`).
  public var tabView = TabViewOptions()

  public init(device: Device, items: [LayoutItem]) {
    self.device = device
    self.items = items
  }
}

public struct ItemLayout: Sendable {
  public var frame: Rect
  public var icon: Rect
  public var title: Rect?
  public var badge: Rect?
  /// What the item shows, as its spec says: the title's text, its key and the image's name, for scripts that read
  /// what is drawn.
  public var shownTitle: String?
  public var titleKey: String?
  public var image: ImageReference?
  public var condition: String?
  /// Under Liquid Glass, the lens the tab sits on when selected (bar-local; none for a search circle's tab).
  public var lens: Rect?
  /// How a picture draws the icon, when the front end says (`"image"`, `"glyph"`, `"placeholder"`).
  public var drawn: String?

  public var json: JSON {
    [
      "frame": frame.json, "icon": icon.json, "titleFrame": title?.json ?? .null, "badge": badge?.json ?? .null,
      "title": shownTitle.map(JSON.string) ?? .null, "titleKey": titleKey.map(JSON.string) ?? .null,
      "image": image?.json ?? .null, "condition": condition.map(JSON.string) ?? .null, "lens": lens?.json ?? .null,
      "drawn": drawn.map(JSON.string) ?? .null,
    ]
  }
}

/// An item's image as the code names it.
public enum ImageReference: Sendable, Equatable {
  /// An image looked up by name: an image set of a catalog, or a loose image file of that name.
  case asset(String)
  /// An SF Symbol.
  case systemImage(String)
  /// A name that finds a loose image file, not an image set: the file (relative to the project root in output).
  case file(String)

  public var json: JSON {
    switch self {
    case .asset(let name): ["asset": .string(name)]
    case .systemImage(let name): ["systemImage": .string(name)]
    case .file(let path): ["file": .string(path)]
    }
  }
}

extension TabBarLayout {
  /// How a picture draws each item's icon, in item order (the front end decides: it knows the files and fonts).
  public mutating func setDrawn(_ kinds: [String]) {
    for (index, kind) in zip(items.indices, kinds) { items[index].drawn = kind }
  }

  /// Each `{"file": path}` under `root` written relative to it (scripts compare layouts across checkouts).
  public mutating func relativizeFiles(to root: String) {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    for position in items.indices {
      guard case .file(let path) = items[position].image, path.hasPrefix(prefix) else { continue }
      items[position].image = .file(String(path.dropFirst(prefix.count)))
    }
  }
}

/// Frames in points: the bar in screen coordinates (under Liquid Glass the floating capsule, inset from the
/// screen's edges); everything else bar-local (origin at the bar's top-left, negative y above it). Problems (too many items, an odd count without a plus index…) are values in `errors`.
public struct TabBarLayout: Sendable {
  public var bar: Rect
  public var items: [ItemLayout]
  public var plusButton: Rect?
  public var errors: [String]
  /// What the style does with what the code asks for (a PlusButton index Liquid Glass ignores), not errors.
  public var notes: [String] = []
  /// Under Liquid Glass: the capsule, then each search tab's circle, then the bottom accessory (bar-local); what
  /// a picture fills.
  public var glassShapes: [Rect] = []
  /// Under Liquid Glass: a SwiftUI `.tabViewBottomAccessory`, the capsule floating above the bar (bar-local).
  public var bottomAccessory: Rect?
  /// How many of `glassShapes`, after the capsule, are search circles (the bottom accessory comes after them).
  var searchCircleCount = 0
  /// Under Liquid Glass: the capsule and the search tabs' circles (bar-local), as `glassShapes` holds them.
  public var capsule: Rect? { style == .liquidGlass ? glassShapes.first : nil }
  public var searchCircles: [Rect] { Array(glassShapes.dropFirst().prefix(searchCircleCount)) }
  public var style = BarStyle.classic
  public var styleReason: String?

  /// The style's reason, and for Liquid Glass what its picture is measured on, then the notes: what a PNG preview
  /// says beside the picture.
  public var styleNotes: [String] {
    var lines = styleReason.map { [$0] } ?? []
    if style == .liquidGlass {
      lines.append(
        "the glass is drawn as iOS 26 drew it in light mode, measured on its pictures (a plain screen behind it); "
          + "Dark Mode's glass colours are estimates")
    }
    return lines + notes
  }

  public init(bar: Rect, items: [ItemLayout], plusButton: Rect?, errors: [String]) {
    self.bar = bar
    self.items = items
    self.plusButton = plusButton
    self.errors = errors
  }

  public var json: JSON {
    [
      "style": .string(style.rawValue), "styleReason": styleReason.map(JSON.string) ?? .null,
      "bar": bar.json,
      "items": .array(items.map(\.json)),
      "plusButton": plusButton?.json ?? .null, "bottomAccessory": bottomAccessory?.json ?? .null,
      "capsule": capsule?.json ?? .null, "searchCircles": .array(searchCircles.map(\.json)),
      "errors": .array(errors.map(JSON.string)), "notes": .array(notes.map(JSON.string)),
    ]
  }
}
