import JSON
import SourceText

/// A translation whose format specifiers differ from the source's.
enum FormatMismatchRule: Rule {
  static let code = "TAB302"
  static let name = "format-mismatch"
  static let defaultSeverity = Severity.error
  static let summary = "Format specifiers that differ between source and translation"
  static let documentation = """
    A translation uses other format specifiers than its source text (`%@` where the source has `%d`, a missing
    or extra specifier, positional `%1$@` arguments that do not line up). `String(format:)` then reads the
    wrong arguments: garbage at best, a crash at worst. The source is the development language's value, or
    the key itself when that language has none (keys are source texts in CYLTabBarController apps).

    Fix: use the same specifiers, in any order with positional arguments (`%2$@ %1$d`).
    """

  static func check(_ context: inout RuleContext) {
    if case .catalog(.success(let json))? = context.localization {
      checkCatalog(json, &context)
      return
    }
    guard case .strings(.success(let table))? = context.localization,
      let language = LocalizationIndex.languageAndTable(of: context.path)?.language
    else { return }
    let localization = context.index.localization
    let entries = table.entries.map { (key: $0.key, value: $0.value, range: $0.valueRange) }
    let sourceLanguage = localization.sourceLanguage
    for entry in entries {
      let sourceValue = sourceLanguage == language ? nil : localization.sourceText(of: entry.key)
      // The source language's own table is the reference; a key that is an identifier has nothing to compare.
      if sourceValue == nil && language == sourceLanguage { continue }
      let source = sourceValue ?? entry.key
      let expected = FormatSpecifiers.of(source)
      let actual = FormatSpecifiers.of(entry.value)
      if expected == actual || (sourceValue == nil && expected.isEmpty) { continue }
      let show = { (list: [String]) in list.isEmpty ? "none" : list.map { "%" + $0 }.joined(separator: " ") }
      context.report(
        self, "format specifiers \(show(actual)) differ from the source's \(show(expected)) ('\(source)')",
        at: entry.range, fix: "Use the source's specifiers.")
    }
  }

  /// String Catalogs: every language's unit against the source language's (or the key).
  static func checkCatalog(_ json: JSON, _ context: inout RuleContext) {
    guard let strings = json["strings"]?.objectValue else { return }
    let sourceLanguage = json["sourceLanguage"]?.stringValue
    // Made at the first finding: most catalogs have none.
    var offsets: LocalizationIndex.KeyOffsets?
    for (key, entry) in strings.pairs {
      let localizations = entry["localizations"]?.objectValue ?? JSONObject()
      let source =
        sourceLanguage.flatMap { localizations[$0].flatMap(LocalizationIndex.unit)?["value"]?.stringValue } ?? key
      let expected = FormatSpecifiers.of(source)
      for (language, localization) in localizations.pairs where language != sourceLanguage {
        guard let value = LocalizationIndex.unit(localization)?["value"]?.stringValue, !value.isEmpty else { continue }
        let actual = FormatSpecifiers.of(value)
        guard actual != expected else { continue }
        if offsets == nil { offsets = LocalizationIndex.KeyOffsets(context.bytes) }
        let offset = offsets?.offset(of: key) ?? 0
        let show = { (list: [String]) in list.isEmpty ? "none" : list.map { "%" + $0 }.joined(separator: " ") }
        context.report(
          self,
          "\(language): format specifiers \(show(actual)) differ from the source's \(show(expected)) ('\(source)')",
          at: SourceRange(offset, offset + JSONWriter.plainSpelling(of: key).count), fix: "Use the source's specifiers."
        )
      }
    }
  }
}

// MARK: - Examples

extension FormatMismatchRule {
  static let triggeringExamples = [
    RuleExample(
      "de.lproj/Localizable.strings", "\"%d new messages\" = ↓\"%@ neue Nachrichten\";\n",
      workspace: [("en.lproj/Localizable.strings", "\"%d new messages\" = \"%d new messages\";\n")]),
    RuleExample(
      "Localizable.xcstrings",
      """
      {"sourceLanguage":"en","version":"1.0","strings":{↓"%lld items":{"localizations":{
        "en":{"stringUnit":{"state":"translated","value":"%lld items"}},
        "fr":{"stringUnit":{"state":"translated","value":"articles"}}}}}}

      """),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "de.lproj/Localizable.strings", "\"%1$@ sent %2$d photos\" = \"%2$d Fotos von %1$@\";\n",
      workspace: [("en.lproj/Localizable.strings", "\"%1$@ sent %2$d photos\" = \"%1$@ sent %2$d photos\";\n")]),
    RuleExample(
      "Localizable.xcstrings",
      """
      {"sourceLanguage":"en","version":"1.0","strings":{"%lld items":{"localizations":{
        "en":{"stringUnit":{"state":"translated","value":"%lld items"}},
        "fr":{"stringUnit":{"state":"translated","value":"%lld articles"}}}}}}

      """),
  ]
}
