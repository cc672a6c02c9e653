/// A tab title written as a plain literal in a localized app.
enum BareTitleRule: Rule {
  static let code = "TAB306"
  static let name = "bare-title"
  static let defaultSeverity = Severity.information
  static let summary = "Tab title given as a bare literal in an app with several languages"
  static let documentation = """
    `CYLTabBarItemTitle` (or a sunimp `TabBarItem` title, or a `UITabBarItem` title in code) is a plain string literal although the app ships in
    more than one language: that tab keeps the same title in every language. In SwiftUI a literal in `Tab("Home", …)`,
    `Label("Home", …)` or `Text("Home")` is a localization key and is looked up; `Text(verbatim:)` and a `String`
    variable are not.

    Fix: wrap it, e.g. `CYLLocalizedString(@"首页")` or `NSLocalizedString("Home", comment: "tab")`; in SwiftUI,
    pass the literal itself (`Text("Home")`) or a `LocalizedStringKey`.
    """

  static func check(_ context: inout RuleContext) {
    let languages = context.index.localization.appLanguages
    // Storyboard titles are translated by the storyboard's own string tables (Base internationalization).
    guard languages.count > 1, context.storyboard == nil else { return }
    for item in context.model.items {
      // A member call on the literal (`"Home".localized`) is a lookup or computed: no bare title either way.
      // One read from another file's enum is that file's literal: not reported here, where every case would be.
      guard let title = item.title, !title.isLocalized, title.lookupMember == nil, title.generatedKey == nil,
        !title.isDeclaredElsewhere,
        !title.text.isEmpty
      else {
        continue
      }
      let every = languages.count == 2 ? "both languages" : "all \(languages.count) languages"
      context.report(
        self,
        "tab title '\(title.text)' is not localized: it reads the same in \(every) of the app (\(languages.joined(separator: ", ")))",
        at: title.range,
        fix: item.library == .swiftUI
          ? "Give SwiftUI the literal itself (Text(\"\(title.text)\")): it looks it up as a LocalizedStringKey."
          : "Localize it.")
    }
  }
}

// MARK: - Examples

extension BareTitleRule {
  static let languages = [
    ("en.lproj/Localizable.strings", "\"Home\" = \"Home\";\n"),
    ("de.lproj/Localizable.strings", "\"Home\" = \"Start\";\n"),
  ]
  static let triggeringExamples = [
    RuleExample(
      "Tabs.m", #"NSArray *attributes = @[ @{ CYLTabBarItemTitle : ↓@"Home", CYLTabBarItemImage : @"home" } ];"#,
      workspace: languages),
    RuleExample(
      "Tabs.swift", #"let items = [TabBarItem(title: ↓"Home", image: UIImage(named: "home"))]"#, workspace: languages),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "Tabs.m",
      #"NSArray *attributes = @[ @{ CYLTabBarItemTitle : CYLLocalizedString(@"Home"), CYLTabBarItemImage : @"home" } ];"#,
      workspace: languages),
    RuleExample("Tabs.swift", #"let items = [TabBarItem(title: "Home", image: UIImage(named: "home"))]"#),
    // A member call on the literal: a lookup (TAB301 checks it) or a string made at run time.
    RuleExample(
      "Tabs.swift", #"let attributes = [[CYLTabBarItemTitle: "Home".localized, CYLTabBarItemImage: "home"]]"#,
      workspace: languages),
    // Generated accessors (SwiftGen, R.swift) are lookups of the app's tables.
    RuleExample(
      "Tabs.swift", #"let items = [TabBarItem(title: R.string.localizable.home(), image: UIImage(named: "home"))]"#,
      workspace: languages),
    // A title read from another file's enum is that file's literal: every case would be reported on this line.
    RuleExample(
      "RootView.swift",
      """
      TabView {
          ForEach(Section.allCases) { s in s.view.tabItem { Label(s.title, systemImage: "house") } }
      }
      """,
      workspace: languages + [MissingTranslationRule.sectionEnum("String", "\"Home\"", "\"Settings\"")]),
  ]
}
