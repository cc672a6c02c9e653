import SourceText

/// A name a tab bar uses across the workspace — an image name, a localization key, a CYL tab identifier — and where
/// each use and definition of it is, for references and rename. Pure: each document's reading and bytes in.
public struct NamedThing: Sendable, Equatable, Hashable {
  public enum Kind: String, Sendable { case image, localizationKey, tabIdentifier }
  public var kind: Kind
  public var name: String

  public init(_ kind: Kind, _ name: String) { (self.kind, self.name) = (kind, name) }
}

public enum NameOccurrences {
  /// One place a name is written.
  public struct Place: Sendable, Equatable {
    /// The name's own text: between its quotes in code and tables, the attribute's value in a storyboard.
    public var range: SourceRange
    /// A table's definition of the key, rather than a use.
    public var isDefinition: Bool
  }

  /// The image name or localization key under `offset` in a document read by `DocumentReader`, with the range of
  /// its text; nil elsewhere (and for a name written with escapes, whose text is not its bytes).
  public static func thing(at offset: Int, in document: ReadDocument, model: TabModel, bytes: [UInt8])
    -> (thing: NamedThing, range: SourceRange)?
  {
    for item in model.items {
      for image in item.images where image.source.isName && image.range.touches(offset) {
        guard let range = nameRange(image.name, in: image.range, bytes: bytes) else { return nil }
        return (NamedThing(.image, image.name), range)
      }
    }
    guard let scan = document.sourceScan else { return nil }
    if let use = scan.localizedStrings.first(where: { $0.range.touches(offset) }) {
      guard let range = nameRange(use.key, in: use.range, bytes: bytes) else { return nil }
      return (NamedThing(.localizationKey, use.key), range)
    }
    for (identifier, literal) in identifiers(in: scan) where literal.range.touches(offset) {
      guard let range = nameRange(identifier, in: literal.range, bytes: bytes) else { return nil }
      return (NamedThing(.tabIdentifier, identifier), range)
    }
    return nil
  }

  /// A file's tab identifiers: those its item dictionaries declare (`CYLTabBarItemIdentifier`, definitions) and
  /// those it selects (`cyl_selectTabBarItemWithIdentifier:`), each with its literal.
  static func identifiers(in scan: SourceScan) -> [(String, Place)] {
    var found: [(String, Place)] = []
    for dictionary in scan.dictionaries {
      if let value = dictionary.value(.identifier), let text = value.text, let range = value.textRange {
        found.append((text, Place(range: range, isDefinition: true)))
      }
    }
    for reference in scan.identifierReferences {
      found.append((reference.identifier, Place(range: reference.range, isDefinition: false)))
    }
    return found
  }

  /// Every place `thing` is used in one document (its tab images, or its localized strings).
  public static func uses(of thing: NamedThing, in document: ReadDocument, model: TabModel, bytes: [UInt8])
    -> [Place]
  {
    var literals: [Place] = []
    switch thing.kind {
    case .image:
      for item in model.items {
        for image in item.images where image.source.isName && image.name == thing.name {
          literals.append(Place(range: image.range, isDefinition: false))
        }
      }
    case .localizationKey:
      for use in document.sourceScan?.localizedStrings ?? [] where use.key == thing.name {
        literals.append(Place(range: use.range, isDefinition: false))
      }
    case .tabIdentifier:
      literals = document.sourceScan.map { identifiers(in: $0).filter { $0.0 == thing.name }.map(\.1) } ?? []
    }
    var seen = Set<Int>()
    return literals.compactMap { literal in
      nameRange(thing.name, in: literal.range, bytes: bytes).map {
        Place(range: $0, isDefinition: literal.isDefinition)
      }
    }
    .filter { seen.insert($0.range.start).inserted }.sorted { $0.range.start < $1.range.start }
  }

  /// Where a table defines `key`: its text at `offset` (the definition's start, as `Translation.offset` says),
  /// quoted or not; nil when the bytes there are not the key's (an escaped spelling).
  public static func definition(of key: String, at offset: Int, in bytes: [UInt8]) -> Place? {
    guard offset >= 0, offset < bytes.count else { return nil }
    let start = bytes[offset] == UInt8(ascii: "\"") ? offset + 1 : offset
    return textRange(Array(key.utf8), at: start, in: bytes).map { Place(range: $0, isDefinition: true) }
  }

  /// The name's text inside `literal`: after its opening quote in code (`"x"`, `@"x"`), or at its start (a
  /// storyboard's attribute value), when the bytes there are exactly the name's.
  public static func nameRange(_ name: String, in literal: SourceRange, bytes: [UInt8]) -> SourceRange? {
    guard literal.start >= 0, literal.end <= bytes.count, literal.start <= literal.end else { return nil }
    let text = Array(name.utf8)
    if let quote = bytes[literal.start..<literal.end].firstIndex(of: UInt8(ascii: "\"")),
      let range = textRange(text, at: quote + 1, in: bytes), range.end < literal.end,
      bytes[range.end] == UInt8(ascii: "\"")
    {
      return range
    }
    guard let range = textRange(text, at: literal.start, in: bytes), range.end == literal.end else { return nil }
    return range
  }

  static func textRange(_ text: [UInt8], at start: Int, in bytes: [UInt8]) -> SourceRange? {
    guard !text.isEmpty, start >= 0, start + text.count <= bytes.count,
      bytes[start..<(start + text.count)].elementsEqual(text)
    else { return nil }
    return SourceRange(start, start + text.count)
  }

  /// Whether `bytes` may hold a use of `name` (a filter before a file is read for it).
  public static func mayContain(_ name: String, in bytes: [UInt8]) -> Bool {
    let needle = Array(name.utf8)
    guard let first = needle.first, needle.count <= bytes.count else { return false }
    var index = 0
    let last = bytes.count - needle.count
    while index <= last {
      if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
      index += 1
    }
    return false
  }
}
