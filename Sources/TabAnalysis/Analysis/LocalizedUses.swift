extension SourceScan {
  /// Every localization key the file uses, as the workspace reads them: its literal keys, its titles' member calls
  /// the workspace defines as lookups (`"Grades".localized`), and its titles read through generated accessors (the
  /// key the tables name). What TAB301 checks and the inlay hints describe.
  public func localizedUses(index: WorkspaceIndex) -> [LocalizedStringUse] {
    let members = index.localizingMembers
    var uses = localizedStrings
    uses += memberLookups.filter { members.contains($0.function) }
    for (generated, range) in generatedStrings {
      guard let (key, table) = index.key(for: generated) else { continue }
      uses.append(LocalizedStringUse(key: key, range: range, function: "generated", table: table))
    }
    return uses
  }
}

extension LocalizationIndex {
  /// The app's languages that lack a use's key: in the table it names, else in every table; nil when it names a
  /// table the app does not have (that table is not checked).
  public func missingLanguages(of use: LocalizedStringUse) -> [String]? {
    guard let table = use.table else { return missingLanguages(of: use.key) }
    return missingLanguages(of: use.key, inTable: table)
  }
}
