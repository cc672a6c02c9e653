import SourceText

/// A key defined twice in one `.strings` file.
enum DuplicateStringsKeyRule: Rule {
  static let code = "TAB304"
  static let name = "duplicate-strings-key"
  static let defaultSeverity = Severity.warning
  static let summary = "The same key twice in one .strings file"
  static let documentation = """
    A `.strings` table defines a key twice. Foundation keeps the last definition silently, so an edit to the
    first one has no effect.

    Fix: remove one of the two definitions.
    """

  static func check(_ context: inout RuleContext) {
    guard case .strings(.success(let table))? = context.localization else { return }
    let lines = LineIndex(table.utf8)
    for (first, again) in table.duplicates {
      let line = lines.line(containing: first.keyRange.start) + 1
      context.report(
        self, "'\(again.key)' is already defined on line \(line); this later definition wins", at: again.keyRange)
    }
  }
}

// MARK: - Examples

extension DuplicateStringsKeyRule {
  static let triggeringExamples = [
    RuleExample("de.lproj/Localizable.strings", "\"Home\" = \"Start\";\n↓\"Home\" = \"Startseite\";\n"),
    RuleExample(
      "de.lproj/Localizable.strings",
      "\"Home\" = \"Start\";\n\"Me\" = \"Ich\";\n↓\"Me\" = \"Profil\";\n↓\"Home\" = \"Übersicht\";\n"),
  ]
  static let nonTriggeringExamples = [
    RuleExample("de.lproj/Localizable.strings", "\"Home\" = \"Start\";\n\"home\" = \"Startseite\";\n"),
    RuleExample(
      "de.lproj/Localizable.strings", "\"Home\" = \"Start\";\n",
      workspace: [("de.lproj/Tabs.strings", "\"Home\" = \"Startseite\";\n")]),
  ]
}
