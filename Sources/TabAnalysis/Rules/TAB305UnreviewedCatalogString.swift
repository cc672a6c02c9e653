import JSON
import SourceText

/// String Catalog units that still need work.
public enum UnreviewedCatalogStringRule: Rule {
  public static let code = "TAB305"
  public static let name = "unreviewed-catalog-string"
  public static let defaultSeverity = Severity.warning
  public static let summary = "String Catalog unit still 'new' or 'needs_review'"
  public static let documentation = """
    In an `.xcstrings` String Catalog a translation whose state is `new` has not been translated yet, and
    `needs_review` means its source changed since it was translated. Both ship as they are.

    Fix: translate or review the unit, then mark it translated.
    """

  public static func check(_ context: inout RuleContext) {
    guard case .catalog(.success(let json))? = context.localization, let strings = json["strings"]?.objectValue else {
      return
    }
    for (key, entry) in strings.pairs {
      for (language, localization) in entry["localizations"]?.objectValue?.pairs ?? JSONObject().pairs {
        guard let state = LocalizationIndex.unit(localization)?["state"]?.stringValue,
          state == "new" || state == "needs_review"
        else { continue }
        let offset = LocalizationIndex.offset(ofKey: key, in: context.bytes)
        context.report(
          self, "'\(key)' in \(language) is '\(state)'",
          at: SourceRange(offset, offset + JSONWriter.write(.string(key)).count))
      }
    }
  }
}

// MARK: - Examples

extension UnreviewedCatalogStringRule {
  static func catalog(state: String, marked: Bool) -> String {
    """
    {"sourceLanguage":"en","version":"1.0","strings":{\(marked ? "↓" : "")"Home":{"localizations":{
      "de":{"stringUnit":{"state":"\(state)","value":"Start"}}}}}}

    """
  }
  public static let triggeringExamples = [
    RuleExample("Localizable.xcstrings", catalog(state: "new", marked: true)),
    RuleExample("Localizable.xcstrings", catalog(state: "needs_review", marked: true)),
  ]
  public static let nonTriggeringExamples = [
    RuleExample("Localizable.xcstrings", catalog(state: "translated", marked: false)),
    RuleExample("Localizable.xcstrings", catalog(state: "stale", marked: false)),
  ]
}
