import SourceText

/// The one model of tab bars that every reader produces (CYLTabBarController dictionaries, sunimp/TabBar items,
/// UIKit `UITabBarItem`s, storyboard scenes) and the library-neutral rules, previews and completion consume.
/// Ranges are byte ranges in the document the reader read.
public struct TabModel: Sendable {
  /// Every tab item found in the document, in document order, whether or not a tab bar holds it.
  public var items: [TabItem] = []
  public var bars: [TabBar] = []

  public init() {}
}

public enum TabLibrary: String, Sendable {
  case cylTabBarController = "CYLTabBarController"
  case sunimp = "sunimp/TabBar"
  /// A. Dorgans' TabBarController (its items are UIKit `UITabBarItem`s drawn by its `SystemTabBar`).
  case dorgans = "TabBarController"
  /// A plain `UITabBarController` / `UITabBar`.
  case uikit = "UIKit"
  /// A SwiftUI `TabView` (drawn by the system's tab bar, as UIKit's).
  case swiftUI = "SwiftUI"
}

public struct TabBar: Sendable {
  public var library: TabLibrary
  public var range: SourceRange
  /// Where bar-wide findings and previews point (an array's opener, a scene's controller tag).
  public var anchorRange: SourceRange
  /// Each position's index in `TabModel.items`, or nil where tabls cannot see the item.
  public var items: [Int?]
  /// Dorgans' anchor (`tabBarAnchorIndex` or `anchor:`); nil is the library's default.
  public var anchor: Anchor?
  /// The number of view controllers the items are paired with, when the code says it (sunimp).
  public var viewControllerCount: (value: Int, range: SourceRange)?
  /// For CYLTabBarController bars: the declaration in `SourceScan.tabBars`.
  public var declaration: Int?
  /// Colours set on the bar itself (a storyboard's `<tabBar>`); code sets them per file (`SourceScan.barColors`).
  public var colors = BarColors()
  /// Images set on the bar itself (a storyboard's `<tabBar backgroundImage=… shadowImage=…>`).
  public var images = BarImages()
  /// A SwiftUI `TabView`'s options that change its bar.
  public var tabView = TabViewOptions()

  public init(library: TabLibrary, range: SourceRange, anchorRange: SourceRange? = nil, items: [Int?]) {
    self.library = library
    self.range = range
    self.anchorRange = anchorRange ?? range
    self.items = items
  }
}

/// What a SwiftUI `TabView`'s modifiers say about its bar, as written.
public struct TabViewOptions: Sendable, Equatable {
  /// `.tabViewStyle(.sidebarAdaptable | .tabBarOnly | .automatic)` (a `.page` TabView is no bar at all).
  public var style: String?
  /// `.tabBarMinimizeBehavior(.onScrollDown | .onScrollUp | .never | .automatic)` (iOS 26).
  public var minimizeBehavior: String?
  /// `.tabViewBottomAccessory { … }` (iOS 26): where it is written.
  public var bottomAccessory: SourceRange?

  public init() {}
}

public struct TabItem: Sendable {
  public var library: TabLibrary
  public var range: SourceRange
  public var title: TabTitle?
  public var images: [TabImage] = []
  /// The item's Lottie animation (CYLTabBarController): it replaces the images.
  public var lottie: AttributeValue?
  public var badge: String?
  /// The UIColor expression of UIKit's `badgeColor`, as written (previews evaluate it for the appearance).
  public var badgeColor: String?
  /// For CYLTabBarController items: the dictionary in `SourceScan.dictionaries`.
  public var dictionary: Int?
  /// A search tab (UIKit's `UISearchTab`, SwiftUI's `Tab(role: .search)`): under Liquid Glass it stands apart
  /// from the capsule, in a circle at its trailing end.
  public var isSearch = false
  /// Where the item says so (`role: .search`, `UISearchTab`), for findings about it.
  public var searchRange: SourceRange?
  /// The condition the item is shown under when an iPhone cannot decide it (a SwiftUI tab inside `if let user =
  /// …`), as written; nil for a tab always shown.
  public var condition: String?
  /// An item a view gives itself in its own `body` (`HomeView()` in a `TabView`, `.tabItem` in `HomeView`): its
  /// title and images are checked where that view writes them, once, not at each `TabView` that shows it.
  public var isDeclaredElsewhere = false
  /// A system item: the system titles it and draws its icon.
  public var systemItem: SystemTabItem? {
    didSet {
      guard let systemItem, image(.normal) == nil else { return }
      images.append(
        TabImage(role: .normal, name: systemItem.symbol, source: .system, range: range, rendering: .template))
    }
  }

  public init(library: TabLibrary, range: SourceRange) {
    self.library = library
    self.range = range
  }

  public func image(_ role: TabImage.Role) -> TabImage? { images.first { $0.role == role } }
}

public struct TabTitle: Sendable {
  public var text: String
  /// The literal (or localization key) and its range; `range` covers the whole value expression.
  public var textRange: SourceRange
  public var range: SourceRange
  /// A localization key (`NSLocalizedString`, `String(localized:)`, `CYLLocalizedString`, a storyboard title
  /// that Base internationalization translates) rather than the text shown.
  public var isLocalized: Bool
  /// The string table a localized title is looked up in, when the code names one (`Text(…, tableName:)`).
  public var table: String? = nil
  /// A localized title looked up in another bundle than the app's or the package target's own (a framework's):
  /// its tables may be elsewhere, so its translations are not checked.
  public var isInOtherBundle = false
  /// Looked up in the file's package target's own bundle (`bundle: .module`): checked against that target's tables.
  public var isInModuleBundle = false
  /// A member called on the literal (`"Grades".localized`): `text` is a key when the workspace defines the member
  /// as a lookup (`WorkspaceIndex.localizingMembers`); otherwise the title is computed, unknown.
  public var lookupMember: String? = nil
  /// Read through a generated accessor (`L10n.Tab.home`): `text` is the accessor as written until the workspace's
  /// tables say which key it is (`LocalizationIndex.key(for:)`).
  public var generatedKey: GeneratedKey? {
    get { generated?.key }
    set { generated = newValue.map(GeneratedKeyBox.init) }
  }
  /// Boxed: most titles have none, and every item of every file carries a title (three strings inline grew each).
  var generated: GeneratedKeyBox? = nil
  /// Read from another file's enum (`ForEach(Tab.allCases) { Label($0.title, …) }`): `range` is where this file
  /// reads it, not the literal.
  public var isDeclaredElsewhere = false
  /// A key a call looks up (`String(localized: "x")`, `NSLocalizedString`, here or in the enum's file): that
  /// call's own check reports it, not the title's.
  public var isCheckedWhereDeclared = false

  /// What the title reads as with the workspace's lookups: a key to translate, a literal, or nothing tabls knows.
  public func reading(localizingMembers: Set<String>) -> (text: String, isKey: Bool)? {
    guard let lookupMember else { return (text, isLocalized) }
    return localizingMembers.contains(lookupMember) ? (text, true) : nil
  }
}

/// A `GeneratedKey` behind one reference (`TabTitle.generatedKey`).
final class GeneratedKeyBox: Sendable {
  let key: GeneratedKey
  init(_ key: GeneratedKey) { self.key = key }
}

extension TabTitle {
  /// A title read through a generated accessor, until the workspace says which key it is.
  public init(_ generated: GeneratedKey, range: SourceRange) {
    self.init(text: generated.written, textRange: range, range: range, isLocalized: false)
    generatedKey = generated
  }
}

public struct TabImage: Sendable, Equatable {
  public enum Role: String, Sendable { case normal, selected, dark, selectedDark }

  public enum Source: Sendable, Equatable {
    /// `UIImage(named:)`, `imageNamed:`, a name string, a storyboard `image=`: looked up in the catalogs.
    case named
    /// An SF Symbol: never "not found" (tabls has no symbol list).
    case system
    /// An asset's generated symbol (`UIImage(resource: .tabHome)`): the compiler checks it; previews find the image
    /// set whose symbol it is.
    case assetSymbol
    /// An image a storyboard carries in its own `<resources>` (Xcode's `tabBarItem:ID:image`, archived data): found,
    /// though in no catalog.
    case embedded
    /// A name looked up in the Swift package target's own bundle (`.module`): found in that target's catalogs and
    /// resources (`WorkspaceIndex.images(inModuleOf:)`).
    case moduleBundle
    /// A name looked up in another bundle (a framework's or a pod's): drawn when the workspace has the image, never
    /// "not found" (that bundle's catalogs may live outside it).
    case otherBundle

    /// A name looked up in catalogs and files (the app's or another bundle's): what hovers, links and previews
    /// find in the workspace.
    public var isName: Bool { self == .named || self == .moduleBundle || self == .otherBundle }
  }

  /// How the library draws the image.
  public enum Rendering: Sendable, Equatable {
    /// Tinted from its alpha: the tint adapts to Dark Mode, so no dark variant is needed.
    case template
    /// Drawn as it is: only a dark variant adapts it.
    case original
    /// Template unless the image set says `"template-rendering-intent": "original"` (UIKit items).
    case asImageSetSays
  }

  public var role: Role
  public var name: String
  public var source: Source
  /// The literal holding the name (quotes included in code; the attribute value in a storyboard).
  public var range: SourceRange
  public var rendering: Rendering
  /// The value was an image object (`UIImage(named:)`), not a bare name.
  public var isObject = false
}

extension TabModel {
  /// The bar `span` is on (`bar(at:)`), or, on a line of a CYLTabBarController initializer or factory call of the
  /// file (`SourceScan.cylBarCalls`, its `super` call included), the file's CYL bar: the editor and `tabls preview`
  /// find a bar from any line of it.
  public func bar(at span: SourceRange?, calls: [SourceRange]) -> TabBar? {
    if let found = bar(at: span) { return found }
    guard let span, calls.contains(where: { $0.start <= span.end && span.start <= $0.end }) else { return nil }
    return bars.first { $0.library == .cylTabBarController }
  }

  /// The tab bar whose range or items overlap `span` (a cursor, or a whole line); the first one without a span.
  public func bar(at span: SourceRange?) -> TabBar? {
    guard let span else { return bars.first }
    func overlaps(_ range: SourceRange) -> Bool { range.start <= span.end && span.start <= range.end }
    return bars.first { bar in
      overlaps(bar.range) || bar.items.contains { $0.map { overlaps(items[$0].range) } ?? false }
    }
  }
}
