/// Where a localized string is looked up: its table (nil for the default: `Localizable`, or any of the bundle's
/// tables), and whether in the file's Swift package target's own bundle (`bundle: .module`, `#bundle`) rather than
/// the app's main bundle.
struct LocalizedLookup {
  var table: String?
  var inModuleBundle = false
}

/// Which table a localized-string call looks its key up in, and whether in the app's own bundle.
extension ScanBuilder {
  /// The table of the call whose name is token `name` (`NSLocalizedString(…, tableName: "Tabs", …)`,
  /// `String(localized: …, table: …)`, `Text(…, tableName: …)`, `NSLocalizedStringFromTable(key, @"Tabs", …)`):
  /// nil table for the default one. Nil altogether when the call names another bundle (a framework's, `Bundle(for:)`):
  /// its tables may not be in the workspace, so nothing can be said of the key.
  func localizedLookup(call name: Int) -> LocalizedLookup? {
    guard stream.isChar(name + 1, "(") else { return LocalizedLookup() }
    var table: String?
    var bundle: Range<Int>?
    if stream.dialect == .swift {
      for argument in stream.arguments(of: name + 1) {
        switch argument.label {
        case "tableName", "table": table = literalValue(argument.span)
        case "bundle": bundle = argument.span
        default: break
        }
      }
    } else {
      // The C macros take their arguments by position: (key, table, bundle, comment).
      let elements = stream.elements(inside: name + 1)
      if stream.isIdentifier(name, "NSLocalizedStringFromTable")
        || stream.isIdentifier(name, "NSLocalizedStringFromTableInBundle"), elements.count > 1
      {
        table = literalValue(elements[1])
      }
      if stream.isIdentifier(name, "NSLocalizedStringFromTableInBundle"), elements.count > 2 { bundle = elements[2] }
    }
    guard let bundle = bundle.map(trimmed) else { return LocalizedLookup(table: table) }
    if isMainBundle(bundle) { return LocalizedLookup(table: table) }
    if stream.isModuleBundle(bundle) { return LocalizedLookup(table: table, inModuleBundle: true) }
    return nil
  }

  private func literalValue(_ span: Range<Int>) -> String? {
    let span = trimmed(span)
    guard span.count == 1 else { return nil }
    return stream.stringValue(span.lowerBound)
  }

  /// `.main`, `Bundle.main`, `NSBundle.mainBundle`, `[NSBundle mainBundle]`.
  private func isMainBundle(_ span: Range<Int>) -> Bool {
    let words = span.filter { stream.kind($0) == .identifier }
    guard let last = words.last else { return false }
    return (stream.isIdentifier(last, "main") || stream.isIdentifier(last, "mainBundle"))
      && words.dropLast().allSatisfy { stream.isIdentifier($0, "Bundle") || stream.isIdentifier($0, "NSBundle") }
  }
}
