import SourceText

/// A `.strings` file Foundation cannot read.
enum StringsSyntaxRule: Rule {
  static let code = "TAB303"
  static let name = "strings-syntax"
  static let defaultSeverity = Severity.error
  static let summary = "Syntax error in a .strings, .stringsdict or .xcstrings file"
  static let documentation = """
    The file is not valid: Foundation (`PropertyListSerialization`) refuses it and every string of the table
    falls back to its key at run time. Xcode reports this with no position; tabls gives the line and column and
    what was expected. A stray `;` or other text where a key should start is reported too: Foundation stops
    reading there without an error, so every entry after it is silently lost.

    Fix: repair the syntax at the position given.
    """

  static func check(_ context: inout RuleContext) {
    switch context.localization {
    case .strings(.failure(let error))?:
      context.report(self, error.message, at: SourceRange(error.offset, min(error.offset + 1, context.bytes.count)))
    case .strings(.success(let table))?:
      if let ignored = table.ignoredFrom {
        context.report(
          self, "Foundation stops reading here: everything after this point is ignored",
          at: SourceRange(ignored, min(ignored + 1, table.utf8.count)))
      }
    case .stringsdict(.failure(let error))?:
      context.report(self, error.message, at: SourceRange(error.offset, min(error.offset + 1, context.bytes.count)))
    case .catalog(.failure(let error))?:
      context.report(self, error.message, at: SourceRange(error.offset, min(error.offset + 1, context.bytes.count)))
    default:
      break
    }
  }
}

// MARK: - Examples

extension StringsSyntaxRule {
  static let triggeringExamples = [
    RuleExample("de.lproj/Localizable.strings", "\"Home\" = \"Start\"\n↓\"Settings\" = \"Einstellungen\";\n"),
    RuleExample("de.lproj/Localizable.strings", "\"Home\" = \"Start\";\n↓;\n\"Settings\" = \"Einstellungen\";\n"),
  ]
  static let nonTriggeringExamples = [
    RuleExample("de.lproj/Localizable.strings", "\"Home\" = \"Start\";\n\"Settings\" = \"Einstellungen\";\n"),
    RuleExample("de.lproj/Localizable.strings", "/* Tab titles */\n\"Home\" = \"Start\"; // first tab\n"),
  ]
}
