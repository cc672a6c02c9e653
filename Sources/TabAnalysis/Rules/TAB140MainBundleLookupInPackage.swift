/// A Swift package target that names its own image or string without its bundle: the lookup reads the app's
/// main bundle, where the package's resources are not.
enum MainBundleLookupInPackageRule: Rule {
  static let code = "TAB140"
  static let name = "main-bundle-lookup-in-package"
  static let defaultSeverity = Severity.warning
  static let summary = "Package target's own image or string looked up without `bundle: .module`"
  static let documentation = """
    A Swift package target's resources (its `.xcassets`, `.lproj` folders and String Catalogs) are built into a
    bundle of their own, `Bundle.module`, not into the app. A name looked up without a bundle — `Image("x")`,
    `Label("Home", image: "x")`, `UIImage(named: "x")`, `Text("tab.home")`, `String(localized: "tab.home")`,
    `NSLocalizedString("tab.home", comment: "")` — is looked up in the app's main bundle. When only the package
    target's own catalogs or tables have it, the phone shows no icon, or the key instead of the title, though the
    package's preview canvas may show both.

    Reported in the files of a package target with a bundle of its own (not one that builds an app, as a Swift
    Playgrounds `.swiftpm` does, nor a file an Xcode project also compiles itself), for a tab image or localized
    string that target's own resources have and the app's do not.

    ```swift
    // Packages/TabsKit/Sources/TabsKit/RootView.swift, with tab_home in the package's Media.xcassets
    HomeView().tabItem { Label("tab.home", image: "tab_home") }  // TAB140 twice
    HomeView().tabItem { Label { Text("tab.home", bundle: .module) } icon: { Image("tab_home", bundle: .module) } }
    ```

    Fix: pass the package's bundle (`bundle: .module`, `in: .module`, or `#bundle`).
    """

  static func check(_ context: inout RuleContext) {
    guard let module = context.index.packageModules.bundleApart(of: context.path) else { return }
    if let own = context.index.moduleImages[module], !own.images.isEmpty {
      let main = context.index.mainBundleImages ?? ImageIndex()
      for item in context.model.items where !item.isDeclaredElsewhere {
        for image in item.images where image.source == .named && (image.role == .normal || image.role == .selected) {
          guard own.contains(image.name), !main.contains(image.name) else { continue }
          context.report(
            self,
            "image '\(image.name)' is in the catalogs of its package target only, but is looked up in the app's "
              + "main bundle: the tab shows no icon",
            at: image.range, fix: "Look it up in the package's bundle: `bundle: .module` (`in: .module`).")
        }
      }
    }
    for use in context.scan.localizedUses(index: context.index) where isOnlyInOwnBundle(use, context) {
      context.report(
        self,
        "'\(use.key)' is in the string tables of its package target only, but is looked up in the app's main "
          + "bundle: the key is shown",
        at: use.range, fix: "Look it up in the package's bundle: `bundle: .module`.")
    }
  }

  /// A lookup without a bundle, in a package target with tables of its own, of a key those tables have and the
  /// app's main bundle does not.
  static func isOnlyInOwnBundle(_ use: LocalizedStringUse, _ context: RuleContext) -> Bool {
    guard !use.inModuleBundle, let module = context.index.packageModules.bundleApart(of: context.path),
      let own = context.index.moduleLocalization[module]
    else { return false }
    let main = context.index.mainBundleLocalization ?? LocalizationIndex()
    return own.has(use.key, inTable: use.table) && !main.has(use.key, inTable: use.table)
  }
}

extension LocalizationIndex {
  /// Whether the table `table` (any table when nil) has the key in some language.
  func has(_ key: String, inTable table: String?) -> Bool {
    guard let table else { return tables.values.contains { $0[key] != nil } }
    return tables[table]?[key] != nil
  }
}

// MARK: - Examples

extension MainBundleLookupInPackageRule {
  static let package = ("Kit/Package.swift", #"let package = Package(name: "Kit", defaultLocalization: "en")"#)
  static let ownCatalog = RuleExample.imageSet("tab_home", catalog: "Kit/Sources/Kit/Media.xcassets")
  static let ownTable = (
    "Kit/Sources/Kit/Resources/Localizable.xcstrings",
    #"{"sourceLanguage":"en","strings":{"tab.home":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Home"}}}}},"version":"1.0"}"#
  )
  static let triggeringExamples = [
    RuleExample(
      "Kit/Sources/Kit/RootView.swift",
      #"""
      TabView {
          HomeView().tabItem { Label(↓"tab.home", image: ↓"tab_home") }
      }
      """#, workspace: [package, ownCatalog, ownTable, RuleExample.imageSet("tab_feed")]),
    RuleExample(
      "Kit/Sources/Kit/TabsController.swift",
      #"""
      let home = HomeViewController()
      home.tabBarItem = UITabBarItem(
          title: String(localized: ↓"tab.home"), image: UIImage(named: ↓"tab_home"), selectedImage: nil)
      tabs.viewControllers = [home]
      """#, workspace: [package, ownCatalog, ownTable, RuleExample.imageSet("tab_feed")]),
  ]
  /// A tab whose title and image name no bundle.
  static let plainLabel = #"""
    TabView {
        HomeView().tabItem { Label("tab.home", image: "tab_home") }
    }
    """#
  static let nonTriggeringExamples = [
    RuleExample(
      "Kit/Sources/Kit/RootView.swift",
      #"""
      TabView {
          HomeView().tabItem { Label { Text("tab.home", bundle: .module) } icon: { Image("tab_home", bundle: #bundle) } }
      }
      """#, workspace: [package, ownCatalog, ownTable]),
    // The app's main bundle has them too.
    RuleExample(
      "Kit/Sources/Kit/RootView.swift",
      plainLabel,
      workspace: [
        package, ownCatalog, ownTable, RuleExample.imageSet("tab_home"),
        ("en.lproj/Localizable.strings", #""tab.home" = "Home";"#),
      ]),
    // A Swift Playgrounds app's target is the app: its resources are the main bundle.
    RuleExample(
      "Kit/Sources/Kit/RootView.swift",
      plainLabel,
      workspace: [
        ("Kit/Package.swift", #"let package = Package(name: "Kit", products: [.iOSApplication(name: "Kit")])"#),
        ownCatalog, ownTable,
      ]),
  ]
}
