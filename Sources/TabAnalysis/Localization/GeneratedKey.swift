/// A localized string named through generated code — SwiftGen's `L10n.Tab.home` (from the key `tab.home`), R.swift's
/// `R.string.localizable.tabHome()` — as letters and digits, lowercased: both tools make identifiers of a key's
/// words, so the key is the table's one whose folded form is the same (`LocalizationIndex.key(for:)`).
public struct GeneratedKey: Sendable, Equatable, Hashable {
  /// The accessor's path after its root, folded (`L10n.Tab.home` → `tabhome`).
  public var folded: String
  /// The table the accessor names, folded (R.swift's `localizable`); SwiftGen names one only with several tables,
  /// as the path's first part.
  public var table: String?
  /// The accessor as written, for messages.
  public var written: String
  /// The accessor's root: `L10n` and `R` are the tools' defaults; another root (SwiftGen's `enumName`, such as
  /// `Strings`) is a generated accessor only where the workspace's generated code declares it
  /// (`WorkspaceIndex.generatedStringEnums`).
  public var root: String

  public init(folded: String, table: String?, written: String, root: String = "L10n") {
    (self.folded, self.table, self.written, self.root) = (folded, table, written, root)
  }

  /// `L10n` and `R`: accessors whatever the workspace holds.
  public var hasDefaultRoot: Bool { root == "L10n" || root == "R" }

  /// A name's letters and digits, lowercased: `tab_home`, `Tab Home` and `tabHome` are all `tabhome` (keys, image
  /// sets and colour sets are matched to generated accessors by it).
  public static func fold(_ name: some StringProtocol) -> String {
    String(name.filter { $0.isLetter || $0.isNumber }).lowercased()
  }
}

extension LocalizationIndex {
  /// The key (and its table) a generated accessor stands for: the first table, by name, with a key whose folded
  /// form is the accessor's (the table it names first; for SwiftGen with several tables, the path's first part may
  /// be the table); the smallest such key. Nil when no table has one. A look-up in `foldedKeys` once the index is
  /// finished.
  public func key(for generated: GeneratedKey) -> (key: String, table: String)? {
    let names = tables.keys.sorted()
    var candidates: [(table: String, folded: String)] = []
    if let table = generated.table {
      for name in names where GeneratedKey.fold(name) == table { candidates.append((name, generated.folded)) }
    } else {
      candidates = names.map { ($0, generated.folded) }
      for name in names {
        let prefix = GeneratedKey.fold(name)
        if !prefix.isEmpty, generated.folded.hasPrefix(prefix), generated.folded.count > prefix.count {
          candidates.append((name, String(generated.folded.dropFirst(prefix.count))))
        }
      }
    }
    for (table, folded) in candidates {
      if let made = foldedKeys[table] {
        if let key = made[folded] { return (key, table) }
        continue
      }
      // Before `finish()` (an index being built): the table's keys one by one.
      guard let keys = tables[table]?.keys else { continue }
      if let key = keys.filter({ GeneratedKey.fold($0) == folded }).min() { return (key, table) }
    }
    return nil
  }
}
