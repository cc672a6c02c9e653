/// A localized string used in the sources that some of the app's languages do not translate.
public enum MissingTranslationRule: Rule {
  public static let code = "TAB301"
  public static let name = "missing-translation"
  public static let defaultSeverity = Severity.warning
  public static let summary = "Localized string or tab title missing in some of the app's languages"
  public static let documentation = """
    A key passed to `CYLLocalizedString`, `NSLocalizedString` or `String(localized:)` — a tab title, usually,
    whose key is the source text — has no translation in some of the app's languages (from its `.lproj` folders,
    String Catalogs, Info.plist `CFBundleLocalizations` and the project's `knownRegions`). Users of those
    languages see the key itself. Checked only when the app has string tables.

    Fix: add the key to the missing languages' tables.
    """

  public static func check(_ context: inout RuleContext) {
    let localization = context.index.localization
    guard !localization.isEmpty, localization.appLanguages.count > 0 else { return }
    for use in context.scan.localizedStrings {
      let missing = localization.missingLanguages(of: use.key)
      guard !missing.isEmpty else { continue }
      let none = missing.count == localization.appLanguages.count
      context.report(
        self,
        none
          ? "'\(use.key)' is translated in no language (\(missing.joined(separator: ", ")))"
          : "'\(use.key)' is not translated in \(missing.joined(separator: ", "))",
        at: use.range, fix: "Add '\(use.key)' to the \(missing.joined(separator: ", ")) string tables.")
    }
  }
}
