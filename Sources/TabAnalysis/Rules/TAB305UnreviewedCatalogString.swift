import JSON
import SourceText

/// String Catalog units that still need work.
enum UnreviewedCatalogStringRule: Rule {
  static let code = "TAB305"
  static let name = "unreviewed-catalog-string"
  static let defaultSeverity = Severity.warning
  static let summary = "String Catalog unit still 'new' or 'needs_review'"
  static let documentation = """
    In an `.xcstrings` String Catalog a translation whose state is `new` has not been translated yet, and
    `needs_review` means its source changed since it was translated. Both ship as they are.

    A unit of the catalog's source language in state `new` is not reported: that is how Xcode stores the text the
    code gives (`String(localized:defaultValue:)`, `extractionState` `extracted_with_value` or `manual`), which
    is nothing to translate. Its `needs_review` still is.

    Fix: translate or review the unit, then mark it translated.
    """

  static func check(_ context: inout RuleContext) {
    guard case .catalog(.success(let json))? = context.localization, let strings = json["strings"]?.objectValue else {
      return
    }
    let source = json["sourceLanguage"]?.stringValue
    // Made at the first finding: most catalogs have none.
    var offsets: LocalizationIndex.KeyOffsets?
    for (key, entry) in strings.pairs {
      for (language, localization) in entry["localizations"]?.objectValue?.pairs ?? JSONObject().pairs {
        guard let state = LocalizationIndex.unit(localization)?["state"]?.stringValue,
          state == "new" && language != source || state == "needs_review"
        else { continue }
        if offsets == nil { offsets = LocalizationIndex.KeyOffsets(context.bytes) }
        let offset = offsets?.offset(of: key) ?? 0
        context.report(
          self, "'\(key)' in \(language) is '\(state)'",
          at: SourceRange(offset, offset + JSONWriter.plainSpelling(of: key).count))
      }
    }
  }
}

// MARK: - Examples

extension UnreviewedCatalogStringRule {
  static func catalog(state: String, marked: Bool, language: String = "de") -> String {
    """
    {"sourceLanguage":"en","version":"1.0","strings":{\(marked ? "↓" : "")"Home":{"localizations":{
      "\(language)":{"stringUnit":{"state":"\(state)","value":"Start"}}}}}}

    """
  }
  /// `String(localized: "tab.home", defaultValue: "Home")` as Xcode extracts it.
  static let extractedWithValue = """
    {"sourceLanguage":"en","version":"1.0","strings":{"tab.home":{"extractionState":"extracted_with_value",
      "localizations":{"en":{"stringUnit":{"state":"new","value":"Home"}},
      "de":{"stringUnit":{"state":"translated","value":"Start"}}}}}}

    """
  static let triggeringExamples = [
    RuleExample("Localizable.xcstrings", catalog(state: "new", marked: true)),
    RuleExample("Localizable.xcstrings", catalog(state: "needs_review", marked: true)),
    RuleExample("Localizable.xcstrings", catalog(state: "needs_review", marked: true, language: "en")),
  ]
  static let nonTriggeringExamples = [
    RuleExample("Localizable.xcstrings", catalog(state: "translated", marked: false)),
    RuleExample("Localizable.xcstrings", catalog(state: "stale", marked: false)),
    RuleExample("Localizable.xcstrings", extractedWithValue),
    RuleExample("Localizable.xcstrings", catalog(state: "new", marked: false, language: "en")),
  ]
}
