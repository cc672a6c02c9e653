import Lottie
import SourceText

/// An immutable snapshot of what the whole workspace provides to the rules: images, bundle resources,
/// storyboards, app settings, and the facts other source files contribute (PlusButtons, tab identifiers).
/// Built by the `tabls` layer from files it reads; swapped whole when files change.
public struct WorkspaceIndex: Sendable {
  /// Facts one source file contributes to the others.
  public struct SourceFacts: Sendable {
    public var plusButtons: [PlusButtonDeclaration] = []
    /// `CYLTabBarItemIdentifier` values declared in attribute dictionaries.
    public var tabIdentifiers: [(identifier: String, range: SourceRange)] = []
    public var darkSuffixes: [String] = []
    public var forcesLightAppearance = false
    /// `storyboardSeguesCount` values the code sets, by class (checked against that class's storyboard scenes).
    public var segueCounts: [SegueCountAssignment] = []
    /// View controller classes this file makes tabs of.
    public var tabViewControllerClasses: [String] = []
    /// Those of them that are CYLTabBarController tabs (the file's bars are CYL's), and those of a file that makes
    /// other libraries' bars.
    public var cylTabViewControllerClasses: [String] = []
    public var otherTabViewControllerClasses: [String] = []
    public var tabTitlesByClass: [String: TabTitleText] = [:]
    /// PlusButton classes this file registers, where.
    public var registrations: [(className: String, range: SourceRange)] = []
    /// CYLTabBarController badges this file shows on tabs by index.
    public var cylBadges: [CYLBadgeCall] = []
    public var cylBadgeSettings: [CYLBadgeSetting] = []
    public var cylBadgeAppearance = CYLBadgeAppearance()
    public var barColors = BarColors()
    public var barImages = BarImages()
    public var titleFontSize: Double?
    public var titleFontIsBold = false
    /// The CYLTabBarController style the file chooses in time (`StyleChoice`, not a late one), when readable.
    public var chosenStyle: CYLStyleType?
    /// How many CYLTabBarController bars the file makes (`SourceScan.cylBarCreations`), and whether it declares
    /// any bar's attribute array.
    public var cylBarCreations = 0
    public var declaresCYLBars = false
    /// The item count of each attribute array the file declares.
    public var cylBarItemCounts: [Int] = []
    /// The file makes a tab bar of any library.
    public var makesTabBars = false
    /// The `extension String` members the file defines as lookups (`SourceScan.localizingMembers`).
    public var localizingMembers: [String] = []
    /// SwiftGen's string enums the file declares (`SourceScan.generatedStringEnums`).
    public var generatedStringEnums: [String] = []
    /// The file's `CaseIterable` enums (`SourceScan.tabEnums`).
    public var tabEnums: [String: [TabEnumCase]] = [:]
    /// The file's views that give themselves a tab (`SourceScan.tabItemViews`).
    public var tabItemViews: [String: ViewTabItem] = [:]
    /// The tab image names and localization keys the file writes, each once: which files references and rename
    /// read (no other file's analysis depends on them).
    public var names: [String] = []

    public init() {}

    public init(scan: SourceScan) {
      plusButtons = scan.plusButtons
      for dictionary in scan.dictionaries {
        if let value = dictionary.value(.identifier), let text = value.text, let range = value.textRange {
          tabIdentifiers.append((text, range))
        }
      }
      // Closures, not key paths: this runs for every file, and a key path as a function is looked up at run time.
      darkSuffixes = scan.darkSuffixes.map { $0.value }
      forcesLightAppearance = scan.forcesLightAppearance
      segueCounts = scan.segueCounts
      tabViewControllerClasses = scan.tabViewControllerClasses
      cylTabViewControllerClasses = scan.tabsAreCYL ? scan.tabViewControllerClasses : []
      let others = scan.model.bars.contains { $0.library != .cylTabBarController }
      otherTabViewControllerClasses = others && !scan.tabsAreCYL ? scan.tabViewControllerClasses : []
      tabTitlesByClass = scan.tabTitlesByClass
      registrations = scan.registerPlusButtonCalls.compactMap { call in call.className.map { ($0, call.range) } }
      cylBadges = scan.cylBadges
      cylBadgeSettings = scan.cylBadgeSettings
      cylBadgeAppearance = scan.cylBadgeAppearance
      barColors = scan.barColors
      barImages = scan.barImages
      titleFontSize = scan.titleFontSize
      titleFontIsBold = scan.titleFontIsBold
      chosenStyle = scan.chosenStyle
      cylBarCreations = scan.cylBarCreations.count
      declaresCYLBars = !scan.tabBars.isEmpty
      cylBarItemCounts = scan.tabBars.map { $0.items.count }
      makesTabBars = !scan.model.bars.isEmpty || !scan.foreignTabEnums.isEmpty || !scan.tabItemViews.isEmpty
      localizingMembers = scan.localizingMembers
      generatedStringEnums = scan.generatedStringEnums
      var named = Set<String>()
      for item in scan.model.items {
        for image in item.images where image.source.isName && named.insert(image.name).inserted {
          names.append(image.name)
        }
      }
      for use in scan.localizedStrings where named.insert(use.key).inserted { names.append(use.key) }
      for (identifier, _) in NameOccurrences.identifiers(in: scan) where named.insert(identifier).inserted {
        names.append(identifier)
      }
      tabEnums = scan.tabEnums
      tabItemViews = scan.tabItemViews
    }
  }

  public var images = ImageIndex()
  /// The workspace's Swift package targets, and the images of each one's own bundle by its folder
  /// (`Image("x", bundle: .module)` looks there).
  public var packageModules = PackageModules()
  public var moduleImages: [String: ImageIndex] = [:]

  /// The string tables of each package target's own bundle, with the languages it has (its tables' and its
  /// package's `defaultLocalization`).
  public var moduleLocalization: [String: LocalizationIndex] = [:]
  /// The app's main bundle alone (what a name without a bundle finds), made only when some package target has a
  /// bundle apart: without one, `images` and `localization` are the main bundle's.
  public var mainBundleImages: ImageIndex?
  public var mainBundleLocalization: LocalizationIndex?

  /// The key (and table) a generated accessor names: one of `L10n` or `R`, or of an enum the workspace's
  /// generated code declares; nil for any other root (a constant, not a lookup) or a key no table has.
  public func key(for generated: GeneratedKey) -> (key: String, table: String)? {
    guard generated.hasDefaultRoot || generatedStringEnums.contains(generated.root) else { return nil }
    return localization.key(for: generated)
  }

  /// The images of the bundle `.module` names in the file at `path`: its package target's; nil outside a target.
  public func images(inModuleOf path: String) -> ImageIndex? {
    packageModules.module(of: path).map { moduleImages[$0] ?? ImageIndex() }
  }

  /// The tables a lookup from the file at `path` reads: its package target's own with `bundle: .module`
  /// (nil outside a target), else the app's main bundle.
  public func localization(for path: String, inModuleBundle: Bool) -> LocalizationIndex? {
    guard inModuleBundle else { return mainBundleLocalization ?? localization }
    return packageModules.module(of: path).map { moduleLocalization[$0] ?? LocalizationIndex() }
  }
  /// Bundle resources by file name (`tab_home.json` → paths), as `pathForResource:ofType:` finds them.
  public var resources: [String: [String]] = [:]
  /// Lottie animations referenced from the sources, decoded, by path (a failure keeps its error).
  public var lottieFiles: [String: Result<LottieKeypaths, LottieError>] = [:]
  /// The CYLTabBarController release the app pins (its lock file), if any.
  public var pinnedVersion: PinnedVersion?
  /// The release the checks follow: the pinned one, else the newest the README documents.
  public var libraryVersion: LibraryVersion { pinnedVersion?.version ?? LibraryVersion.newestDocumented }
  /// Dark variants by name (`<name>_dark`), `CYLTabBarItemDarkImage` and the Lottie dark keys arrived with the
  /// 1.99.66 README; before it only an image set's Dark appearance gives a tab a dark icon.
  public var libraryHasDarkKeys: Bool { libraryVersion >= LibraryVersion.newestDocumented }
  /// Where `libraryVersion` comes from, for messages: `Podfile.lock`, or that none pins it.
  public var libraryVersionSource: String {
    pinnedVersion.map { "pinned in \(PathName.lastComponent(of: $0.path))" } ?? "assumed: no lock file pins it"
  }

  /// Files the workspace's Xcode projects build into no target: not the app's, so never reported (editor and CI).
  public var outsideTargets: Set<String> = []
  /// Info.plist sets `UIDesignRequiresCompatibility` to YES: where (the first such plist outside vendored code).
  public var compatibilityKey: (path: String, range: SourceRange)?
  /// The CYLTabBarController style the sources choose (the first file's, in path order).
  public private(set) var chosenStyle: CYLStyleType?
  /// Some source makes a CYLTabBarController bar with an initializer, factory or `tabBarItemsAttributes =`.
  public private(set) var makesCYLBars = false
  /// Some source makes or declares a CYLTabBarController bar: the app is not a plain UIKit one.
  public private(set) var usesCYL = false
  /// The item counts of every CYLTabBarController attribute array in the workspace, in path order.
  public private(set) var cylBarItemCounts: [Int] = []
  /// Some source makes a tab bar of any library.
  public private(set) var sourcesMakeTabBars = false
  /// Every file's lookup members (`"Grades".localized` is the key `Grades` when `localized` is one).
  public private(set) var localizingMembers: Set<String> = []
  /// Every file's SwiftGen string enums: accessors under these roots are generated keys, as `L10n`'s are.
  public private(set) var generatedStringEnums: Set<String> = []
  /// Every file's `CaseIterable` enums by name, for `ForEach(Name.allCases)` in another file; a name two files
  /// declare is left out (which one a file means depends on its module and imports).
  public private(set) var tabEnums: [String: [TabEnumCase]] = [:]
  /// Every file's views that give themselves a tab, by name, for `TabView { HomeView() }` in any file; a name two
  /// files declare is left out, as for `tabEnums`.
  public private(set) var tabItemViews: [String: ViewTabItem] = [:]

  /// What a bar's style depends on, for `os`: a file's own choice before the workspace's.
  public func styleContext(os: TargetOS, scan: SourceScan? = nil) -> BarStyleResolution.Context {
    BarStyleResolution.Context(
      os: os, requiresCompatibility: compatibilityKey != nil, release: libraryVersion,
      releaseSource: pinnedVersion?.location ?? "assumed",
      chosen: scan?.chosenStyle ?? chosenStyle)
  }

  /// Every storyboard of the workspace, read, by path.
  public var storyboards: [String: StoryboardDocument] = [:]
  /// Info.plist sets `UIUserInterfaceStyle` to `Light` (see also `sourcesForceLight`).
  public var darkModeDisabled: Bool {
    get { plistDisablesDarkMode || sourcesForceLight }
    set { plistDisablesDarkMode = newValue }
  }
  private var plistDisablesDarkMode = false
  /// Some source sets `window.overrideUserInterfaceStyle = .light`.
  public private(set) var sourcesForceLight = false
  /// Every localized string of the app.
  public var localization = LocalizationIndex()
  public var configuration = Configuration()
  public private(set) var sourceFacts: [String: SourceFacts] = [:]
  public private(set) var plusButtons: [(path: String, plus: PlusButtonDeclaration)] = []
  public private(set) var tabIdentifiers: [String: [(path: String, range: SourceRange)]] = [:]
  public private(set) var sourceDarkSuffix: String?
  /// Every PlusButton registration in the workspace, by path then position.
  public private(set) var registrations: [(path: String, className: String, range: SourceRange)] = []
  /// Every view controller class some file makes a tab of.
  public private(set) var tabViewControllerClasses = Set<String>()
  public private(set) var cylTabViewControllerClasses = Set<String>()
  public private(set) var otherTabViewControllerClasses = Set<String>()
  /// The title each tab view controller class's UIKit item has (the first file's, in path order).
  public private(set) var tabTitlesByClass: [String: TabTitleText] = [:]
  /// `storyboardSeguesCount` set in code, by the class that sets it.
  public private(set) var segueCountsByClass: [String: [(path: String, count: SegueCountAssignment)]] = [:]
  /// CYLTabBarController's badge of each tab index: the last call in path order, then file order.
  public private(set) var cylBadges: [Int: String] = [:]
  /// CYLTabBarController's badge properties of each tab index, merged in the same order: the last setting of each
  /// property wins.
  public private(set) var cylBadgeAppearances: [Int: CYLBadgeAppearance] = [:]
  /// What the sources set on `CYLBadgeAppearance`, merged in the same order; a tab's own settings come first.
  public private(set) var cylGlobalBadgeAppearance = CYLBadgeAppearance()
  /// The tab bar colours the sources set: for each role, the first file's in path order (a bar's own file comes
  /// first in its preview).
  public private(set) var barColors = BarColors()
  /// The tab bar images the sources set, in the same order as `barColors`.
  public private(set) var barImages = BarImages()
  /// The title font size the sources set, the first file's in path order.
  public private(set) var titleFontSize: Double?
  public private(set) var titleFontIsBold = false

  public init() {}

  /// The suffix that marks dark variants: `.tabls.json` > `cyl_darkImageNameSuffix` in the sources > `_dark`.
  public var darkSuffix: String { configuration.darkSuffix ?? sourceDarkSuffix ?? "_dark" }

  public mutating func setSourceFacts(_ facts: [String: SourceFacts]) {
    sourceFacts = facts
    filesByName = [:]
    if tracksNames {
      for (path, fileFacts) in facts { index(names: fileFacts.names, of: path) }
    }
    aggregate()
  }

  /// Replaces one file's facts (an edited document); re-aggregates only when they changed.
  public mutating func updateSourceFacts(path: String, _ facts: SourceFacts) {
    let old = sourceFacts[path]
    sourceFacts[path] = facts
    if tracksNames, old?.names != facts.names {
      unindex(names: old?.names ?? [], of: path)
      index(names: facts.names, of: path)
    }
    if old.map({ !Self.sameShape($0, facts) }) ?? true { aggregate() }
  }

  /// Forgets a file's facts (a deleted file, a closed document that was never saved).
  public mutating func removeSourceFacts(path: String) {
    guard let old = sourceFacts.removeValue(forKey: path) else { return }
    if tracksNames { unindex(names: old.names, of: path) }
    aggregate()
  }

  /// The source files that write a tab image name or localization key (`SourceFacts.names`), kept with the facts
  /// when `tracksNames` (the server's indexes: references and rename read those files alone; a check needs none).
  public private(set) var filesByName: [String: Set<String>] = [:]
  public var tracksNames = false

  private mutating func index(names: [String], of path: String) {
    for name in names { filesByName[name, default: []].insert(path) }
  }

  private mutating func unindex(names: [String], of path: String) {
    for name in names {
      filesByName[name]?.remove(path)
      if filesByName[name]?.isEmpty == true { filesByName[name] = nil }
    }
  }

  private static func sameShape(_ a: SourceFacts, _ b: SourceFacts) -> Bool {
    a.tabIdentifiers.map(\.identifier) == b.tabIdentifiers.map(\.identifier) && a.darkSuffixes == b.darkSuffixes
      && a.forcesLightAppearance == b.forcesLightAppearance
      && a.tabViewControllerClasses == b.tabViewControllerClasses
      && a.cylTabViewControllerClasses == b.cylTabViewControllerClasses && a.tabTitlesByClass == b.tabTitlesByClass
      && a.otherTabViewControllerClasses == b.otherTabViewControllerClasses
      && a.registrations.map { "\($0.className)@\($0.range.start)" }
        == b.registrations.map { "\($0.className)@\($0.range.start)" }
      && a.segueCounts.map { "\($0.className ?? "")=\($0.value.map(String.init) ?? "none")" }
        == b.segueCounts.map { "\($0.className ?? "")=\($0.value.map(String.init) ?? "none")" }
      && a.plusButtons == b.plusButtons
      && a.cylBadges.map(\.tabIndex) == b.cylBadges.map(\.tabIndex)
      && a.cylBadges.map(\.value) == b.cylBadges.map(\.value)
      && a.cylBadgeSettings.map(\.tabIndex) == b.cylBadgeSettings.map(\.tabIndex)
      && a.cylBadgeSettings.map(\.appearance) == b.cylBadgeSettings.map(\.appearance)
      && a.cylBadgeAppearance == b.cylBadgeAppearance
      && a.barColors == b.barColors && a.barImages == b.barImages && a.titleFontSize == b.titleFontSize
      && a.titleFontIsBold == b.titleFontIsBold && a.chosenStyle == b.chosenStyle
      && a.cylBarCreations == b.cylBarCreations && a.declaresCYLBars == b.declaresCYLBars
      && a.cylBarItemCounts == b.cylBarItemCounts && a.makesTabBars == b.makesTabBars
      && a.localizingMembers == b.localizingMembers && a.generatedStringEnums == b.generatedStringEnums
      && a.tabEnums == b.tabEnums
      && a.tabItemViews == b.tabItemViews
  }

  private mutating func aggregate() {
    plusButtons = []
    tabIdentifiers = [:]
    segueCountsByClass = [:]
    tabViewControllerClasses = []
    cylTabViewControllerClasses = []
    otherTabViewControllerClasses = []
    tabTitlesByClass = [:]
    registrations = []
    cylBadges = [:]
    cylBadgeAppearances = [:]
    cylGlobalBadgeAppearance = CYLBadgeAppearance()
    barColors = BarColors()
    barImages = BarImages()
    titleFontSize = nil
    titleFontIsBold = false
    chosenStyle = nil
    makesCYLBars = false
    usesCYL = false
    cylBarItemCounts = []
    sourcesMakeTabBars = false
    localizingMembers = []
    generatedStringEnums = []
    var enums = NamedOnce<[TabEnumCase]>()
    var views = NamedOnce<ViewTabItem>()
    sourceDarkSuffix = nil
    sourcesForceLight = false
    // One pass in path order over every file's facts (a workspace's tens of thousands of files: each look-up copies
    // the facts).
    for path in sourceFacts.keys.sorted() {
      guard let facts = sourceFacts[path] else { continue }
      makesCYLBars = makesCYLBars || facts.cylBarCreations > 0
      usesCYL = usesCYL || facts.cylBarCreations > 0 || facts.declaresCYLBars
      cylBarItemCounts += facts.cylBarItemCounts
      sourcesMakeTabBars = sourcesMakeTabBars || facts.makesTabBars
      localizingMembers.formUnion(facts.localizingMembers)
      generatedStringEnums.formUnion(facts.generatedStringEnums)
      enums.add(facts.tabEnums)
      views.add(facts.tabItemViews)
      sourcesForceLight = sourcesForceLight || facts.forcesLightAppearance
      plusButtons += facts.plusButtons.map { (path, $0) }
      for (identifier, range) in facts.tabIdentifiers { tabIdentifiers[identifier, default: []].append((path, range)) }
      if sourceDarkSuffix == nil { sourceDarkSuffix = facts.darkSuffixes.first }
      tabViewControllerClasses.formUnion(facts.tabViewControllerClasses)
      cylTabViewControllerClasses.formUnion(facts.cylTabViewControllerClasses)
      otherTabViewControllerClasses.formUnion(facts.otherTabViewControllerClasses)
      tabTitlesByClass.merge(facts.tabTitlesByClass) { first, _ in first }
      registrations += facts.registrations.map { (path, $0.className, $0.range) }
      for call in facts.cylBadges { cylBadges[call.tabIndex] = call.value }
      // Most files set no badge, colour or image: nothing to merge then (this runs for every file, serially).
      if facts.cylBadgeAppearance != CYLBadgeAppearance() {
        cylGlobalBadgeAppearance = cylGlobalBadgeAppearance.overridden(by: facts.cylBadgeAppearance)
      }
      for setting in facts.cylBadgeSettings {
        cylBadgeAppearances[setting.tabIndex, default: CYLBadgeAppearance()] =
          cylBadgeAppearances[setting.tabIndex, default: CYLBadgeAppearance()].overridden(by: setting.appearance)
      }
      if facts.barColors != BarColors() { barColors = barColors.filling(from: facts.barColors) }
      if facts.barImages != BarImages() { barImages = barImages.filling(from: facts.barImages) }
      if chosenStyle == nil { chosenStyle = facts.chosenStyle }
      if titleFontSize == nil, let size = facts.titleFontSize {
        titleFontSize = size
        titleFontIsBold = facts.titleFontIsBold
      }
      for count in facts.segueCounts {
        if let className = count.className { segueCountsByClass[className, default: []].append((path, count)) }
      }
    }
    tabEnums = enums.unique
    tabItemViews = views.unique
  }

  /// The storyboards in path order, with their scenes of A. Dorgans' TabBarController.
  public var sortedStoryboards: [(path: String, document: StoryboardDocument)] {
    storyboards.keys.sorted().map { ($0, storyboards[$0]!) }
  }

  /// The paths of a bundle resource by file name.
  public func resource(named name: String) -> [String] { resources[name] ?? [] }

  /// The workspace file a Lottie value (`pathForResource:`, `url(forResource:)`, a file name) refers to.
  public func lottiePath(for value: AttributeValue) -> String? {
    guard let file = value.resourceFileName else { return nil }
    let name = PathName.lastComponent(of: file)
    return resource(named: name).first ?? (name.contains(".") ? nil : resource(named: name + ".json").first)
  }

  /// The decoded animation a Lottie value refers to, if it was indexed.
  public func lottie(for value: AttributeValue) -> (path: String, keypaths: Result<LottieKeypaths, LottieError>)? {
    guard let path = lottiePath(for: value), let keypaths = lottieFiles[path] else { return nil }
    return (path, keypaths)
  }

  /// Lottie resource names a scan refers to, so the loader decodes only the animations that are used.
  public static func lottieReferences(in scan: SourceScan) -> [AttributeValue] {
    scan.dictionaries.flatMap { dictionary in
      dictionary.entries.compactMap { entry in
        guard let key = entry.key, [.lottieURL, .lottieFilePath, .lottieDarkURL, .lottieDarkFilePath].contains(key)
        else { return nil }
        return entry.value
      }
    }
  }
}

/// Declarations by name over the workspace's files, a name two files declare left out: which one a file means
/// depends on its module and imports (`WorkspaceIndex.tabEnums`, `tabItemViews`).
private struct NamedOnce<Value> {
  private var values: [String: Value] = [:]
  private var twice = Set<String>()

  mutating func add(_ declared: [String: Value]) {
    for (name, value) in declared where values.updateValue(value, forKey: name) != nil { twice.insert(name) }
  }

  var unique: [String: Value] { values.filter { !twice.contains($0.key) } }
}
