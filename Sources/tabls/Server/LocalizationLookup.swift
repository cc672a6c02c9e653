import RPC
import TabAnalysis

/// The localization key under the cursor (the string literal of `CYLLocalizedString(@"…")` and friends).
enum LocalizationLookup {
  static func key(at offset: Int, in scan: SourceScan) -> LocalizedStringUse? {
    scan.localizedStrings.first { $0.range.touches(offset) }
  }

  /// A Markdown table of a key's translations per language, missing ones marked.
  static func markdown(for key: String, localization: LocalizationIndex) -> String {
    let translations = localization.translations(of: key)
    var text = "**`\(key)`**\n\n| language | translation |\n|---|---|\n"
    let languages = Array(Set(localization.appLanguages).union(translations.keys)).sorted()
    for language in languages {
      let cell: String
      if let translation = translations[language] {
        let state = translation.state.map { $0 == "translated" ? "" : " _(\($0))_" } ?? ""
        cell =
          translation.value.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: "\\n")
          + state
      } else {
        cell = "✗ missing"
      }
      text += "| \(language)\(language == localization.sourceLanguage ? " (source)" : "") | \(cell) |\n"
    }
    return text
  }
}
