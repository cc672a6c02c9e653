import SourceText

/// Which language a source file is written in; decides which bracket forms are literals.
public enum Dialect: Sendable {
  case objectiveC
  case swift

  /// By file extension: `.swift` is Swift; `.m`, `.mm`, `.h` are Objective-C.
  public init?(path: String) {
    if path.hasSuffix(".swift") {
      self = .swift
    } else if path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") {
      self = .objectiveC
    } else {
      return nil
    }
  }
}

/// A value in an attribute dictionary, classified as far as static analysis can tell.
public struct AttributeValue: Sendable {
  public var range: SourceRange
  /// The literal that carries the interesting text: the string, image name, localization key or resource name.
  public var text: String?
  public var textRange: SourceRange?
  public var kind: ValueKind
  /// A string of generated code (SwiftGen's `L10n.Tab.home`, R.swift's `R.string.localizable.tabHome()`): the
  /// key it stands for, as `GeneratedKey` folds it; the workspace's tables say which key that is.
  public var generatedKey: GeneratedKey? {
    get { generated?.key }
    set { generated = newValue.map(GeneratedKeyBox.init) }
  }
  /// Boxed: every value of every dictionary is an `AttributeValue`, and three strings inline made a 10,000-file
  /// check's peak 11 MB larger.
  var generated: GeneratedKeyBox?
  /// For `.imageObject`: `text` is an asset's generated symbol (`UIImage(resource: .home)`, `UIImage(.home)`), not a
  /// name.
  public var isAssetSymbol = false
  /// The fields few values have, out of line: every attribute of every file's scan is held from the load to its
  /// analysis, and these four made each value twice its size (a 20,000-file app's check was over 200 MB).
  private var rare: RareBox?

  public init(kind: ValueKind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }

  private struct Rare: Sendable {
    var resourceExtension: String?
    var entries: [DictionaryEntry] = []
    var numbers: [Double] = []
    var sourceText: String?
    var memberLookup: MemberLookup?
  }

  /// Immutable, so values share it: a change makes a new one.
  private final class RareBox: Sendable {
    let fields: Rare
    init(_ fields: Rare) { self.fields = fields }
  }

  private mutating func changeRare(_ change: (inout Rare) -> Void) {
    var fields = rare?.fields ?? Rare()
    change(&fields)
    rare = RareBox(fields)
  }

  /// For `.url`/`.path`: the resource's extension (`ofType:`/`withExtension:`).
  public var resourceExtension: String? {
    get { rare?.fields.resourceExtension }
    set { changeRare { $0.resourceExtension = newValue } }
  }
  /// For `.dictionary`: its entries (the dark-colour map).
  public var entries: [DictionaryEntry] {
    get { rare?.fields.entries ?? [] }
    set { changeRare { $0.entries = newValue } }
  }
  /// For `.edgeInsets`/`.offset`/`.size`: the numbers, when all are literals.
  public var numbers: [Double] {
    get { rare?.fields.numbers ?? [] }
    set { changeRare { $0.numbers = newValue } }
  }
  /// The expression as written, for the values of a nested dictionary (`CYLTabBarLottieDarkColors`' colours).
  public var sourceText: String? {
    get { rare?.fields.sourceText }
    set { changeRare { $0.sourceText = newValue } }
  }
  /// A member called on a string literal (`"Home".localized`): the literal's text and range, and the member.
  public var memberLookup: MemberLookup? {
    get { rare?.fields.memberLookup }
    set { changeRare { $0.memberLookup = newValue } }
  }

  /// The resource file name this value refers to (`name.ext`), when it names one.
  public var resourceFileName: String? {
    guard let text else { return nil }
    guard let resourceExtension, !resourceExtension.isEmpty else { return text }
    return text.hasSuffix("." + resourceExtension) ? text : text + "." + resourceExtension
  }
}

public struct DictionaryEntry: Sendable {
  public var value: AttributeValue
  /// The key as written: an identifier's name, or a string key's value.
  public var keyText: String
  public var keyRange: SourceRange
  public var keyIsString: Bool
  /// The catalog key this entry uses, when it is one exactly.
  public let key: AttributeKey?

  public init(keyText: String, keyRange: SourceRange, keyIsString: Bool, value: AttributeValue) {
    let key = AttributeKey.named(keyText)
    // A known key's text is the key's own name, a constant: no copy of it per entry of every file's scan.
    self.init(
      key: key, keyText: key?.rawValue ?? keyText, keyRange: keyRange, keyIsString: keyIsString, value: value)
  }

  /// An entry whose key is known already (`key` is nil when `keyText` names none).
  init(key: AttributeKey?, keyText: String, keyRange: SourceRange, keyIsString: Bool, value: AttributeValue) {
    self.keyText = keyText
    self.keyRange = keyRange
    self.keyIsString = keyIsString
    self.value = value
    self.key = key
  }
}

/// A CYLTabBarController item attribute dictionary.
public struct AttributeDictionary: Sendable {
  public var range: SourceRange
  public var entries: [DictionaryEntry]
  /// The local variable it is assigned to, if any.
  public var variable: String?
  public var dialect: Dialect
  /// Index of the opening bracket token (identity within one file).
  var openerToken: Int

  public func entry(_ key: AttributeKey) -> DictionaryEntry? {
    entryIndex(key).map { entries[$0] }
  }

  /// The value alone, without copying (and retaining) the rest of its entry: the rules ask for values often.
  public func value(_ key: AttributeKey) -> AttributeValue? {
    entryIndex(key).map { entries[$0].value }
  }

  public func entryIndex(_ key: AttributeKey) -> Int? {
    var index = 0
    while index < entries.count {
      if entries[index].key == key { return index }
      index += 1
    }
    return nil
  }

  /// Lottie replaces the images (the library's README): the dark rule then applies to the animation.
  public var isLottie: Bool { entryIndex(.lottieFilePath) != nil || entryIndex(.lottieURL) != nil }
}

/// An array of item dictionaries: one tab bar's items in order.
public struct TabBarDeclaration: Sendable {
  public var range: SourceRange
  /// Each element's dictionary index in `SourceScan.dictionaries`, or nil for an element tabls cannot see into.
  public var items: [Int?]
  public var variable: String?
}

/// A class that adopts `CYLPlusButtonSubclassing`.
public struct PlusButtonDeclaration: Sendable {
  public var className: String
  public var range: SourceRange
  public var index: (value: Int, range: SourceRange)?
  /// `+plusChildViewController`, when the button has one (where its body opens).
  public var plusChildViewController: SourceRange?
  public var multiplier: Double?
  public var centerYOffset: Double?
  public var imageName: String?
  public var title: String?
  public var size: (width: Double, height: Double)?
  /// `+tabBarContext`: the context string the PlusButton is registered for.
  public var context: String?
  /// `tabBarItemIdentifier`, when the button sets one.
  public var identifier: String?
}

extension PlusButtonDeclaration: Equatable {
  /// Every field, ranges included: the workspace index re-aggregates when a PlusButton changes in any of them (its
  /// context, size, offset, title or image change other files' layouts; "no index" is not index −1).
  public static func == (a: Self, b: Self) -> Bool {
    a.className == b.className && a.range == b.range && a.index?.value == b.index?.value
      && a.index?.range == b.index?.range && a.plusChildViewController == b.plusChildViewController
      && a.multiplier == b.multiplier && a.centerYOffset == b.centerYOffset && a.imageName == b.imageName
      && a.title == b.title && a.size?.width == b.size?.width && a.size?.height == b.size?.height
      && a.context == b.context && a.identifier == b.identifier
  }
}

public struct RegisterPlusButtonCall: Sendable {
  public var range: SourceRange
  /// Called from `+load`, which the library's README says crashes on iOS 10.
  public var inLoad: Bool
  /// `registerPlusButton`, or its deprecated older name `registerSubclass`.
  public var name = "registerPlusButton"
  /// The PlusButton class it registers, when the code says.
  public var className: String?
}

/// A string naming a tab identifier: `cyl_selectTabBarItemWithIdentifier:` / `cyl_indexOfTabBarItemIdentifier:`.
public struct IdentifierReference: Sendable {
  public var identifier: String
  public var range: SourceRange
}

/// A. Dorgans' TabBarController: a `storyboardSeguesCount` the code sets (`self.storyboardSeguesCount = 3`, or
/// `override var storyboardSeguesCount: Int { 3 }`), in the class it sets it for. A stored property's declaration
/// with a default (the library's own `@IBInspectable var storyboardSeguesCount: Int = 0`) is not one.
public struct SegueCountAssignment: Sendable {
  /// The class whose code sets it (nil at file level).
  public var className: String?
  /// Nil when the value is not a literal tabls can read.
  public var value: Int?
  public var range: SourceRange
}

/// `"Home".localized`: a member called on a string literal.
public struct MemberLookup: Sendable, Equatable {
  public var text: String
  public var textRange: SourceRange
  public var member: String
}

public struct LocalizedStringUse: Sendable {
  public var key: String
  public var range: SourceRange
  public var function: String
  /// The table the call names (`tableName:`, `table:`, `NSLocalizedStringFromTable`'s second argument); nil is
  /// the default lookup.
  public var table: String? = nil
  /// Looked up in the file's package target's own bundle (`bundle: .module`), not the app's main bundle.
  public var inModuleBundle = false
}

/// Everything tabls found in one source file.
public struct SourceScan: Sendable {
  public var dialect: Dialect
  public var dictionaries: [AttributeDictionary] = []
  public var tabBars: [TabBarDeclaration] = []
  public var plusButtons: [PlusButtonDeclaration] = []
  public var registerPlusButtonCalls: [RegisterPlusButtonCall] = []
  public var identifierReferences: [IdentifierReference] = []
  public var segueCounts: [SegueCountAssignment] = []
  /// View controller classes the file makes tabs of (`viewControllers` arrays).
  public var tabViewControllerClasses: [String] = []
  /// This file's tab bars are CYLTabBarController's (it declares attribute arrays or makes a CYL bar).
  public var tabsAreCYL = false
  /// The title a UIKit tab's item gives each view controller class the file makes tabs of (`home.tabBarItem =
  /// UITabBarItem(title: …)` with `home = HomeViewController()`, `self.tabBarItem…` in the class).
  public var tabTitlesByClass: [String: TabTitleText] = [:]
  /// `self.title = …` in class bodies.
  public var titleAssignments: [TitleAssignment] = []
  /// The tab bar colours the file sets (`BarColors`).
  public var barColors = BarColors()
  /// The tab bar's background and shadow images the file sets (`BarImages`).
  public var barImages = BarImages()
  /// CYLTabBarController's controller-wide `imageInsets:` and `titlePositionAdjustment:`, when the file passes them.
  public var controllerImageInsets: EdgeInsets?
  public var controllerTitleAdjustment: Point?
  /// The point size of the title font the file's title text attributes set (UIKit's default is 10).
  public var titleFontSize: Double?
  /// Whether that font is bold (`boldSystemFontOfSize:`, a bold weight or name).
  public var titleFontIsBold = false
  /// CYLTabBarController's own badges, by tab index (`CYLBadgeCall`).
  public var cylBadges: [CYLBadgeCall] = []
  /// CYLTabBarController's badge properties the file sets on tabs by index (`CYLBadgeSetting`).
  public var cylBadgeSettings: [CYLBadgeSetting] = []
  /// What the file sets on `CYLBadgeAppearance`, for every CYL badge.
  public var cylBadgeAppearance = CYLBadgeAppearance()
  /// `UITabBarControllerDelegate` methods the file defines.
  public var delegateMethods: [DelegateMethod] = []
  /// Every tab bar and item of the file in the library-neutral model (CYL dictionaries included).
  public var model = TabModel()
  public var darkSuffixes: [(value: String, range: SourceRange)] = []
  /// `window.overrideUserInterfaceStyle = .light` (or `UIUserInterfaceStyleLight`): the whole app stays light.
  public var forcesLightAppearance = false
  /// `tabBarHeight = 83` assignments (CYLTabBarController's custom bar height).
  public var tabBarHeights: [(value: Double, range: SourceRange)] = []
  /// CYLTabBarController styles the file chooses (`tabBarStyleType`, `styleType:`), in order.
  public var styleChoices: [StyleChoice] = []
  /// Where the file makes CYLTabBarController bars (`CYLBarCreationScanning`): an initializer or factory call's
  /// first token, or a `tabBarItemsAttributes =` statement's.
  public var cylBarCreations: [SourceRange] = []
  /// Every CYLTabBarController initializer or factory call of the file, whole (a subclass's `super` call too).
  public var cylBarCalls: [SourceRange] = []
  public var localizedStrings: [LocalizedStringUse] = []
  /// Tab titles that call a member on a literal (`"Grades".localized`): the key and the member as `function`;
  /// checked like `localizedStrings` when the workspace defines the member as a lookup.
  public var memberLookups: [LocalizedStringUse] = []
  /// Where the lexer stopped (`Lexer.maximumTokens`): the rest of the file was not read.
  public var unreadFrom: Int?
  /// Members this file's `extension String` defines as a lookup of the string itself (`var localized: String {
  /// NSLocalizedString(self, comment: "") }`).
  public var localizingMembers: [String] = []
  /// Enums of SwiftGen's generated string accessors the file declares (`Strings.tr("Localizable", "key", …)`).
  public var generatedStringEnums: [String] = []
  /// The file's `CaseIterable` enums, for other files' `ForEach(Name.allCases)` tabs (`collectTabEnums`).
  public var tabEnums: [String: [TabEnumCase]] = [:]
  /// Enums a `TabView` here takes its tabs from (`ForEach(Name.allCases)`) that the file does not declare: read again
  /// with the workspace's (`ReadDocument.readForeignTabs`).
  public var foreignTabEnums: [String] = []
  /// The file's views that give themselves a tab (`collectTabItemViews`), for the `TabView`s of every file.
  public var tabItemViews: [String: ViewTabItem] = [:]
  /// Views a `TabView` here shows with no tab of their own, that the file does not declare with one.
  public var foreignTabViews: [String] = []
  public var comments: [Comment] = []

  public init(dialect: Dialect) { self.dialect = dialect }

  /// The style the file chooses in time: its first readable `StyleChoice` that is not late.
  public var chosenStyle: CYLStyleType? { styleChoices.first { $0.late == nil && $0.type != nil }?.type }

  /// A `TabView` here names enums or views the file does not declare: its tabs need the workspace's
  /// (`ReadDocument.readForeignTabs`).
  public var namesForeignTabs: Bool { !foreignTabEnums.isEmpty || !foreignTabViews.isEmpty }

  /// Tab titles read through generated accessors (`TabTitle.generatedKey`): checked like `localizedStrings` once the
  /// workspace's tables say which key each stands for.
  public var generatedStrings: [(key: GeneratedKey, range: SourceRange)] {
    model.items.compactMap { item in item.title.flatMap { title in title.generatedKey.map { ($0, title.textRange) } } }
  }

  /// The dictionaries that belong to no tab bar array (still checked on their own).
  public var looseDictionaries: [Int] {
    let used = Set(tabBars.flatMap { $0.items.compactMap { $0 } })
    return dictionaries.indices.filter { !used.contains($0) }
  }
}
