/// A localized string used in the sources that some of the app's languages do not translate.
enum MissingTranslationRule: Rule {
  static let code = "TAB301"
  static let name = "missing-translation"
  static let defaultSeverity = Severity.warning
  static let summary = "Localized string or tab title missing in some of the app's languages"
  static let documentation = """
    A key passed to `CYLLocalizedString`, `NSLocalizedString` or `String(localized:)`, a SwiftUI title
    (`Tab("Home", …)`, `Label("Home", …)`, `Text("Home")`: a `LocalizedStringKey`), or a tab title that calls a
    member the workspace's `extension String` defines as a lookup of itself (`"Home".localized` with `var
    localized: String { NSLocalizedString(self, comment: "") }`) — a tab title, usually, whose key is the source
    text — has no translation in some of the app's languages (from its `.lproj` folders,
    String Catalogs, Info.plist `CFBundleLocalizations` and the project's `knownRegions`). Users of those
    languages see the key itself. Checked only when the app has string tables. A call that names its table
    (`tableName:`, `table:`, `NSLocalizedStringFromTable`) is checked against that table alone. A lookup in a
    Swift package target's own bundle (`bundle: .module`, `#bundle`) is checked against that target's tables and
    languages (theirs and the package's `defaultLocalization`); a lookup without a bundle against the app's main
    bundle (in a package target's file, a key that only its own tables have is TAB140's; in the app's, the message
    names the package target whose bundle has it); one that names another bundle (a framework's) is not checked:
    its tables may be elsewhere.

    A tab title in a storyboard of `Base.lproj` is translated by the storyboard's own table
    (`de.lproj/Main.strings`, or `Main.xcstrings`), as `"<item id>.title"`. A tab added after the tables were
    made has no line there, and shows the Base title in that language: reported for each language whose table
    exists (a language without one is not translating that storyboard).

    Fix: add the key to the missing languages' tables.
    """

  static func check(_ context: inout RuleContext) {
    let localization = context.index.localization
    guard !localization.isEmpty, localization.appLanguages.count > 0 else { return }
    if let storyboard = context.storyboard { return checkTitles(of: storyboard, &context) }
    // Literal keys, member lookups the workspace defines, and titles read through generated code (SwiftGen's
    // `L10n…`, R.swift's `R.string…`) as the key they name.
    for use in context.scan.localizedUses(index: context.index) {
      // The bundle the lookup reads at run time: the package target's own with `bundle: .module`, else the
      // app's main bundle. A key only a package target's own tables have, looked up in the main bundle, is
      // TAB140's to report.
      guard let tables = context.index.localization(for: context.path, inModuleBundle: use.inModuleBundle),
        !tables.isEmpty, !tables.appLanguages.isEmpty,
        use.inModuleBundle || !MainBundleLookupInPackageRule.isOnlyInOwnBundle(use, context)
      else { continue }
      check(use, tables, &context)
    }
  }

  static func check(_ use: LocalizedStringUse, _ localization: LocalizationIndex, _ context: inout RuleContext) {
    guard let missing = localization.missingLanguages(of: use), !missing.isEmpty else { return }
    let none = missing.count == localization.appLanguages.count
    let inTable = use.table.map { " (table \($0))" } ?? ""
    // A key of the app's main bundle that only a package target's own bundle has: say where it is.
    let elsewhere =
      none && !use.inModuleBundle
      ? context.index.moduleLocalization.keys.sorted().first {
        context.index.moduleLocalization[$0]?.has(use.key, inTable: use.table) == true
      } : nil
    context.report(
      self,
      none
        ? "'\(use.key)' is translated in no language\(inTable) (\(listed(missing)))"
          + (elsewhere.map { "; only the package target \(PathName.lastComponent(of: $0))'s own bundle has it" } ?? "")
        : "'\(use.key)' is not translated in \(listed(missing))\(inTable)",
      at: use.range,
      fix: "Add '\(use.key)' to the \(listed(missing)) \(use.table ?? "string") tables.")
  }

  /// `Base.lproj/Main.storyboard`'s tab titles against the languages that have a `Main` table.
  static func checkTitles(of storyboard: StoryboardDocument, _ context: inout RuleContext) {
    let localization = context.index.localization
    guard let (folder, name) = LocalizationIndex.languageAndTable(of: context.path), folder == "Base",
      let table = localization.tables[name]
    else { return }
    // The development language falls back to the Base title, which is its text.
    let exempt: Set<String?> = ["Base", localization.sourceLanguage, localization.developmentLanguage]
    let languages = Set(table.values.flatMap(\.keys)).filter { !exempt.contains($0) }.sorted()
    guard !languages.isEmpty else { return }
    for controller in storyboard.controllers {
      guard let item = controller.tabBarItem, let title = item.title, !title.value.isEmpty, let id = item.objectID
      else { continue }
      let key = id + ".title"
      let missing = languages.filter { table[key]?[$0] == nil }
      guard !missing.isEmpty else { continue }
      context.report(
        self,
        "tab title '\(title.value)' is not translated in \(listed(missing)): the \(name) table has no "
          + "'\(key)' there",
        at: title.range, fix: "Add \"\(key)\" to the \(listed(missing)) \(name) tables.")
    }
  }

  /// Languages as a message names them: the first eight, then how many more (a message per key must stay a line).
  static func listed(_ languages: [String]) -> String {
    let shown = languages.prefix(8).joined(separator: ", ")
    return languages.count > 8 ? shown + " and \(languages.count - 8) more" : shown
  }
}

// MARK: - Examples

extension MissingTranslationRule {
  static let tables = [
    ("en.lproj/Localizable.strings", "\"Home\" = \"Home\";\n\"Settings\" = \"Settings\";\n"),
    ("de.lproj/Localizable.strings", "\"Home\" = \"Start\";\n"),
  ]
  /// A `Tabs` table that translates what `Localizable` does not, and the reverse.
  static let namedTables =
    tables + [
      ("en.lproj/Tabs.strings", "\"Settings\" = \"Settings\";\n\"Home\" = \"Home\";\n"),
      ("de.lproj/Tabs.strings", "\"Settings\" = \"Einstellungen\";\n"),
    ]
  static let scene = """
        <viewController id="h" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="↓Home" id="item-home"/>
        </viewController>
    """
  static let triggeringExamples = [
    RuleExample(
      "TabBuilder.swift", "home.tabBarItem.title = NSLocalizedString(↓\"Settings\", comment: \"tab\")\n",
      workspace: tables),
    RuleExample(
      "Base.lproj/Main.storyboard", RuleExample.storyboard(scene),
      workspace: [
        ("en.lproj/Main.strings", "\"item-home.title\" = \"Home\";\n"),
        ("de.lproj/Main.strings", "\"item-other.title\" = \"Andere\";\n"),
      ]),
    RuleExample(
      "TabView.swift",
      """
      TabView {
          HomeView().tabItem { Label { Text(↓"Home", tableName: "Tabs") } icon: { Image(systemName: "house") } }
      }
      """, workspace: namedTables),
    RuleExample(
      "Tabs.m", "item.title = NSLocalizedStringFromTable(↓@\"Home\", @\"Tabs\", nil);\n", workspace: namedTables),
    RuleExample(
      "TabBuilder.swift",
      "home.tabBarItem = UITabBarItem(title: ↓\"Settings\".localized, image: nil, tag: 0)\n",
      workspace: tables + [localizedExtension]),
    // A title read through SwiftGen's generated accessor is the key it names (`Settings`).
    RuleExample("TabBuilder.swift", "home.tabBarItem.title = ↓L10n.settings\n", workspace: tables),
    // Under the enum name SwiftGen's configuration gives, where its generated code declares it.
    RuleExample("TabBuilder.swift", "home.tabBarItem.title = ↓Strings.settings\n", workspace: tables + [swiftGen]),
    // A TabView's tabs from an enum of another file, whose titles are `LocalizedStringKey`s: reported where they
    // are shown (the enum's literal says nothing of a key on its own).
    RuleExample(
      "RootView.swift",
      """
      TabView {
          ForEach(Section.allCases) { s in s.view.tabItem { Label(↓s.title, systemImage: "house") } }
      }
      """, workspace: tables + [sectionEnum("LocalizedStringKey", "\"Home\"", "\"Settings\"")]),
    // The app's main bundle lacks a key that only a package target's own tables have: the phone shows the key.
    RuleExample(
      "App/RootView.swift",
      """
      TabView {
          HomeView().tabItem { Label(↓"tab.home", systemImage: "house") }
      }
      """,
      workspace: [
        MainBundleLookupInPackageRule.package, MainBundleLookupInPackageRule.ownTable,
        ("App/en.lproj/Localizable.strings", "\"tab.more\" = \"More\";\n"),
      ]),
  ]
  /// `enum Section: CaseIterable` in its own file, its `title` of `type` returning `home` and `settings`.
  static func sectionEnum(_ type: String, _ home: String, _ settings: String) -> (String, String) {
    (
      "Section.swift",
      """
      enum Section: CaseIterable {
          case home, settings
          var title: \(type) {
              switch self {
              case .home: \(home)
              case .settings: \(settings)
              }
          }
      }
      """
    )
  }
  /// SwiftGen's output with `enumName: Strings`.
  static let swiftGen = (
    "Generated/Strings.swift",
    """
    internal enum Strings {
      internal static let settings = Strings.tr("Localizable", "Settings", fallback: "Settings")
    }
    extension Strings {
      private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
        String(format: Bundle.main.localizedString(forKey: key, value: value, table: table), arguments: args)
      }
    }
    """
  )
  /// An app's own lookup member, in another file.
  static let localizedExtension = (
    "String+Localized.swift",
    "extension String {\n    var localized: String { NSLocalizedString(self, comment: \"\") }\n}\n"
  )
  static let nonTriggeringExamples = [
    RuleExample(
      "TabBuilder.swift", "home.tabBarItem.title = NSLocalizedString(\"Home\", comment: \"tab\")\n", workspace: tables),
    // A constant of the app's own, not generated code, whatever its name: nothing to translate.
    RuleExample(
      "TabBuilder.swift", "home.tabBarItem.title = Strings.settings\n",
      workspace: tables + [("Strings.swift", "enum Strings { static let settings = \"Settings\" }\n")]),
    // A member the workspace does not define as a lookup computes the title: nothing to translate.
    RuleExample(
      "TabBuilder.swift", "home.tabBarItem = UITabBarItem(title: \"Settings\".sha256Hash, image: nil, tag: 0)\n",
      workspace: tables + [localizedExtension]),
    RuleExample(
      "Base.lproj/Main.storyboard", RuleExample.storyboard(scene.replacingOccurrences(of: "↓", with: "")),
      workspace: [
        ("en.lproj/Main.strings", "\"item-home.title\" = \"Home\";\n"),
        ("de.lproj/Main.strings", "\"item-home.title\" = \"Start\";\n"),
      ]),
    RuleExample(
      "TabBuilder.swift",
      "home.tabBarItem.title = String(localized: \"Settings\", table: \"Tabs\")\n", workspace: namedTables),
    RuleExample(
      "TabBuilder.swift",
      "home.tabBarItem.title = NSLocalizedString(\"Settings\", bundle: .module, comment: \"tab\")\n",
      workspace: tables),
    // The enum's file looks the key up (`String(localized:)`) and reports it there, once.
    RuleExample(
      "RootView.swift",
      """
      TabView {
          ForEach(Section.allCases) { s in s.view.tabItem { Label(s.title, systemImage: "house") } }
      }
      """,
      workspace: tables + [
        sectionEnum("String", "String(localized: \"Home\")", "String(localized: \"Settings\")")
      ]),
  ]
}
