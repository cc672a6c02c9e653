import Foundation
import JSON

/// One translation of a key: its text, where it is defined, and (String Catalogs) its review state.
public struct Translation: Sendable {
  public var value: String
  public var path: String
  /// Byte offset of the key's definition in `path` (for go-to-definition and diagnostics).
  public var offset: Int
  /// `.xcstrings` `stringUnit.state` (`translated`, `new`, `needs_review`, `stale`); nil for `.strings`.
  public var state: String?
}

/// Every localized string of the app: languages, and per table, key and language, the translation.
/// Built from `.strings`, `.stringsdict` and `.xcstrings` files plus the languages that Info.plist
/// (`CFBundleLocalizations`) and `project.pbxproj` (`knownRegions`) declare. Pure: bytes in.
public struct LocalizationIndex: Sendable {
  public private(set) var languages: Set<String> = [] {
    // Kept sorted beside the set: rules ask for it for every localized title of every file.
    didSet {
      appLanguages = languages.subtracting(["Base"]).sorted()
      missingIsStale = true
    }
  }
  public var developmentLanguage: String? {
    didSet { missingIsStale = true }
  }
  /// Who said `developmentLanguage`, so the most specific word wins whatever the order files are read in: an
  /// Info.plist's literal `CFBundleDevelopmentRegion` over the project's `developmentRegion` over a catalog's
  /// `sourceLanguage`.
  private var developmentLanguageRank = 0

  private mutating func setDevelopmentLanguage(_ language: String, rank: Int) {
    // Of two catalogs the first says it, as before; of two plists or projects, the last.
    let wins = rank > developmentLanguageRank || (rank == developmentLanguageRank && rank != 1)
    guard wins || developmentLanguage == nil else { return }
    developmentLanguage = language
    developmentLanguageRank = rank
  }
  /// table → key → language → translation.
  public private(set) var tables: [String: [String: [String: Translation]]] = [:] {
    didSet {
      mergedIsStale = true
      missingIsStale = true
      if !foldedKeys.isEmpty { foldedKeys = [:] }
    }
  }
  /// key → language → translation over all tables (the first table by name wins), rebuilt on demand: rules ask
  /// for every localized string of every file, so this must be a lookup, not a walk over the tables.
  private var merged: [String: [String: Translation]] = [:]
  /// Each table's keys by their folded letters (`GeneratedKey.fold`), the smallest key of a form first, made by
  /// `finish()`: generated accessors are looked up by this (every title of a large file may be one).
  var foldedKeys: [String: [String: String]] = [:]
  private var mergedIsStale = false
  /// key → the `appLanguages` it misses, one bit each, for every key of the tables, made by `finish()` when there
  /// are at most 64 languages: the rules ask for every localized string of every file, and each answer was a
  /// lookup per app language.
  private var missingBits: [String: UInt64] = [:]
  /// key → its text in `sourceTextsLanguage`, made by `finish()`.
  private var sourceTexts: [String: String] = [:]
  private var sourceTextsLanguage: String?
  private var missingIsStale = true
  /// Keys a String Catalog marks `"shouldTranslate": false`: shown as written in every language, so missing in
  /// none.
  public private(set) var untranslatable: Set<String> = [] {
    didSet { missingIsStale = true }
  }

  /// Rebuilds the merged view; call after the last `add`.
  public mutating func finish() {
    let names = tables.keys.sorted()
    // The first table is the merge's start as it is (shared, not copied key by key: most apps have one table).
    merged = names.first.flatMap { tables[$0] } ?? [:]
    for table in names.dropFirst() {
      for (key, translations) in tables[table]! {
        for (language, translation) in translations where merged[key]?[language] == nil {
          merged[key, default: [:]][language] = translation
        }
      }
    }
    mergedIsStale = false
    foldedKeys = [:]
    for (table, entries) in tables {
      var folded: [String: String] = [:]
      folded.reserveCapacity(entries.count)
      for key in entries.keys {
        let form = GeneratedKey.fold(key)
        if let known = folded[form], known <= key { continue }
        folded[form] = key
      }
      foldedKeys[table] = folded
    }
    sourceTextsLanguage = sourceLanguage
    sourceTexts = [:]
    if let source = sourceTextsLanguage {
      sourceTexts.reserveCapacity(merged.count)
      for (key, translations) in merged { if let text = translations[source]?.value { sourceTexts[key] = text } }
    }
    missingBits = [:]
    guard appLanguages.count <= 64 else { return }
    missingBits.reserveCapacity(merged.count)
    for (key, present) in merged {
      var bits: UInt64 = 0
      if untranslatable.contains(key) {
        missingBits[key] = 0
        continue
      }
      for (position, language) in appLanguages.enumerated()
      where Self.misses(language, in: present, baseLanguage) {
        bits |= 1 << UInt64(position)
      }
      missingBits[key] = bits
    }
    missingIsStale = false
  }

  public init() {}

  public var isEmpty: Bool { tables.isEmpty }

  /// The app's languages, sorted, without `Base`.
  public private(set) var appLanguages: [String] = []

  /// The language translations are compared against: the development region, else English, else the first.
  public var sourceLanguage: String? {
    if let developmentLanguage, languages.contains(developmentLanguage) { return developmentLanguage }
    if languages.contains("en") { return "en" }
    return appLanguages.first
  }

  /// The translations of a key in every table that has it, merged by language.
  public func translations(of key: String) -> [String: Translation] {
    if !mergedIsStale { return merged[key] ?? [:] }
    var result: [String: Translation] = [:]
    for table in tables.keys.sorted() {
      for (language, translation) in tables[table]?[key] ?? [:] where result[language] == nil {
        result[language] = translation
      }
    }
    return result
  }

  /// The text of `key` in the source language (`sourceLanguage`), when a table has it there. Asked for every entry
  /// of every table, so `finish()` makes these once: a lookup of the key's translations from each of them retained a
  /// dictionary that every thread shares.
  public func sourceText(of key: String) -> String? {
    guard let source = sourceLanguage else { return nil }
    if !mergedIsStale, sourceTextsLanguage == source { return sourceTexts[key] }
    return translations(of: key)[source]?.value
  }

  /// The app languages that have no translation of `key` (`Base` stands in for the development language).
  public func missingLanguages(of key: String) -> [String] {
    if !mergedIsStale && !missingIsStale {
      // A key no table has is missing everywhere.
      guard let bits = missingBits[key] else { return appLanguages }
      return bits == 0 ? [] : appLanguages.indices.filter { bits & (1 << UInt64($0)) != 0 }.map { appLanguages[$0] }
    }
    if untranslatable.contains(key) { return [] }
    let present = translations(of: key)
    return appLanguages.filter { Self.misses($0, in: present, baseLanguage) }
  }

  /// The language `Base.lproj` serves: the development language (the project's `developmentRegion`, Info.plist's
  /// `CFBundleDevelopmentRegion`, else a catalog's `sourceLanguage`), else the source language.
  var baseLanguage: String? { developmentLanguage ?? sourceLanguage }

  /// The app languages whose table `table` has no translation of `key`; nil when the app has no such table
  /// (made at build time, or elsewhere: nothing to say).
  public func missingLanguages(of key: String, inTable table: String) -> [String]? {
    guard let entries = tables[table] else { return nil }
    if untranslatable.contains(key), entries[key] != nil { return [] }
    let present = entries[key] ?? [:]
    return appLanguages.filter { Self.misses($0, in: present, baseLanguage) }
  }

  private static func misses(_ language: String, in present: [String: Translation], _ development: String?) -> Bool {
    present[language] == nil && !(language == development && present["Base"] != nil)
  }

  /// Every key of every table, sorted.
  public var allKeys: [String] {
    mergedIsStale ? Array(Set(tables.values.flatMap(\.keys))).sorted() : merged.keys.sorted()
  }

  // MARK: - Building

  public mutating func addDeclaredLanguages(_ languages: [String]) {
    addLanguages(languages.map(Self.languageCode))
  }

  /// More languages than this are no app's (Apple's locales, regions and scripts together are fewer); past it,
  /// further ones are left out (`ignoredLanguages` counts them, and the loader says so), so a hostile
  /// `knownRegions` cannot make every key's answer a walk over a hundred thousand names.
  public static let maxLanguages = 1_000
  public private(set) var ignoredLanguages = 0

  /// Adds `new` languages at once, within `maxLanguages` (each change sorts the app's languages again).
  private mutating func addLanguages(_ new: some Collection<String>) {
    var added = Set<String>()
    for language in new where !languages.contains(language) && !added.contains(language) {
      if languages.count + added.count >= Self.maxLanguages {
        ignoredLanguages += 1
        continue
      }
      added.insert(language)
    }
    if !added.isEmpty { languages.formUnion(added) }
  }

  /// Xcode's legacy folder and region names (`English.lproj`, `Japanese`) as the codes they stand for.
  static let legacyNames: [String: String] = [
    "English": "en", "Japanese": "ja", "French": "fr", "German": "de", "Spanish": "es", "Italian": "it",
    "Dutch": "nl", "Portuguese": "pt", "Russian": "ru", "Korean": "ko", "Swedish": "sv", "Danish": "da",
    "Finnish": "fi", "Norwegian": "nb", "Polish": "pl", "Turkish": "tr", "Chinese": "zh-Hans",
  ]

  public static func languageCode(_ name: String) -> String { legacyNames[name] ?? name }

  /// `xx.lproj/Table.strings`: a language and a table.
  public static func languageAndTable(of path: String) -> (language: String, table: String)? {
    let components = path.split(separator: "/")
    guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj") else { return nil }
    let language = languageCode(String(components[components.count - 2].dropLast(".lproj".count)))
    let file = components[components.count - 1]
    let table = file.split(separator: ".").dropLast().joined(separator: ".")
    return (language, table)
  }

  /// A parsed table or catalog (one that does not parse adds nothing: TAB303 reports it).
  public mutating func add(_ file: LocalizationFile, bytes: [UInt8], path: String) {
    switch file {
    case .strings(.success(let table)): add(strings: table, path: path)
    case .stringsdict(.success(let plist)): add(stringsdict: plist, path: path)
    case .catalog(.success(let json)): add(catalog: json, bytes: bytes, path: path)
    default: break
    }
  }

  /// The languages and development region an Info.plist declares.
  public mutating func add(infoPlist plist: PlistValue) {
    if case .array(let languages)? = plist["CFBundleLocalizations"] {
      addDeclaredLanguages(languages.compactMap(\.string))
    }
    if let region = plist["CFBundleDevelopmentRegion"]?.string, !region.hasPrefix("$(") {
      setDevelopmentLanguage(Self.languageCode(region), rank: 3)
      addDeclaredLanguages([region])
    }
  }

  public mutating func add(strings table: StringsTable, path: String) {
    guard let (language, name) = Self.languageAndTable(of: path) else { return }
    addLanguages([language])
    // The table taken out while it is filled: one lookup per entry, not two (tens of thousands per app).
    var keys = tables.removeValue(forKey: name) ?? [:]
    keys.reserveCapacity(keys.count + table.entries.count)
    for entry in table.entries {
      keys[entry.key, default: [:]][language] = Translation(
        value: entry.value, path: path, offset: entry.keyRange.start, state: nil)
    }
    tables[name] = keys
  }

  /// `.stringsdict`: each key's `NSStringLocalizedFormatKey` is its value.
  public mutating func add(stringsdict plist: PlistValue, path: String) {
    guard let (language, name) = Self.languageAndTable(of: path), case .dictionary(let entries) = plist else { return }
    addLanguages([language])
    for entry in entries {
      let format = entry.value["NSStringLocalizedFormatKey"]?.string ?? ""
      tables[name, default: [:]][entry.key, default: [:]][language] = Translation(
        value: format, path: path, offset: entry.keyOffset, state: nil)
    }
  }

  /// `.xcstrings` (a String Catalog): source language, per-language units with states, plural and device
  /// variations (the `other` / first variant stands for the key). A key with no unit in the source language
  /// is its own source text.
  public mutating func add(catalog json: JSON, bytes: [UInt8], path: String) {
    let name = String(PathName.lastComponent(of: path).split(separator: ".").dropLast().joined(separator: "."))
    let source = json["sourceLanguage"]?.stringValue
    if let source {
      addLanguages([source])
      setDevelopmentLanguage(source, rank: 1)
    }
    guard let strings = json["strings"]?.objectValue else { return }
    let offsets = KeyOffsets(bytes)
    // Languages are gathered and added once: each insert sorts the app's languages again.
    var found = Set<String>()
    defer { addLanguages(found) }
    for (key, entry) in strings.pairs {
      let offset = offsets.offset(of: key)
      var perLanguage: [String: Translation] = [:]
      for (language, localization) in entry["localizations"]?.objectValue?.pairs ?? JSONObject().pairs {
        found.insert(language)
        guard let unit = Self.unit(localization) else { continue }
        perLanguage[language] = Translation(
          value: unit["value"]?.stringValue ?? "", path: path, offset: offset, state: unit["state"]?.stringValue)
      }
      // The source text is the key, unless the source language has its own unit; a key not to translate reads
      // so in every language.
      if let source, perLanguage[source] == nil {
        perLanguage[source] = Translation(value: key, path: path, offset: offset, state: nil)
      }
      if entry["shouldTranslate"]?.boolValue == false { untranslatable.insert(key) }
      tables[name, default: [:]][key] = perLanguage
    }
  }

  static func unit(_ localization: JSON) -> JSON? {
    if let unit = localization["stringUnit"] { return unit }
    for kind in ["plural", "device"] {
      guard let variations = localization["variations"]?[kind]?.objectValue else { continue }
      let chosen = variations["other"] ?? variations.values.first
      if let chosen, let unit = unit(chosen) { return unit }
    }
    return nil
  }

  /// Where each object key of a catalog is written (its first occurrence), found in one pass over the bytes: a
  /// large app's catalog has tens of thousands of keys, and searching the file from its start for each was
  /// quadratic (28,000 keys took 28 s).
  public struct KeyOffsets: Sendable {
    /// A key's spelling between its quotes, as written → the offset of its opening quote.
    private var offsets: [String: Int] = [:]

    public init(_ bytes: [UInt8]) {
      var index = 0
      let count = bytes.count
      while index < count {
        guard bytes[index] == UInt8(ascii: "\"") else {
          index += 1
          continue
        }
        let start = index
        index += 1
        while index < count, bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        let end = min(index, count)
        index = end + 1
        var after = index
        while after < count,
          bytes[after] == 0x20 || bytes[after] == 0x0A || bytes[after] == 0x09 || bytes[after] == 0x0D
        {
          after += 1
        }
        guard after < count, bytes[after] == UInt8(ascii: ":") else { continue }
        let spelling = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        if offsets[spelling] == nil { offsets[spelling] = start }
      }
    }

    /// Where `"key"` is written as an object key, else 0.
    public func offset(of key: String) -> Int {
      let spelling = JSONWriter.plainSpelling(of: key).dropFirst().dropLast()
      return offsets[String(decoding: spelling, as: UTF8.self)] ?? 0
    }
  }

  /// A `project.pbxproj`: its `knownRegions` are languages of the app, and its `developmentRegion` is the language
  /// `Base.lproj` serves (Xcode's project setting wins over a catalog's `sourceLanguage`, an Info.plist's literal
  /// `CFBundleDevelopmentRegion` over both).
  public mutating func add(project bytes: [UInt8]) {
    addDeclaredLanguages(Self.knownRegions(inProject: bytes))
    if let region = Self.developmentRegion(inProject: bytes) {
      setDevelopmentLanguage(Self.languageCode(region), rank: 2)
      addDeclaredLanguages([region])
    }
  }

  /// A Swift package's `defaultLocalization`: the development language of its targets' own bundles.
  public mutating func add(packageDefaultLocalization language: String) {
    setDevelopmentLanguage(Self.languageCode(language), rank: 2)
    addDeclaredLanguages([language])
  }

  /// `developmentRegion = en;` in a `project.pbxproj`.
  public static func developmentRegion(inProject bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let start = text.range(of: "developmentRegion = ") else { return nil }
    let rest = text[start.upperBound...].prefix(64)
    guard let end = rest.firstIndex(of: ";") else { return nil }
    let region = rest[..<end].trimmingCharacters(in: CharacterSet(charactersIn: " \n\t\""))
    return region.isEmpty ? nil : region
  }

  /// `knownRegions = ( en, Base, "zh-Hans", );` in a `project.pbxproj`.
  public static func knownRegions(inProject bytes: [UInt8]) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let start = text.range(of: "knownRegions = (") else { return [] }
    let rest = text[start.upperBound...]
    guard let end = rest.firstIndex(of: ")") else { return [] }
    return rest[..<end].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \n\t\"")) }
      .filter { !$0.isEmpty }
  }
}
