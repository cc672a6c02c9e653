import SourceText
import TabAnalysis

/// Every place of the workspace where an image name or a localization key is written — the sources' and
/// storyboards' tab items and localized strings, and the tables that define the key — read from the open documents
/// first, else the files inside the roots. For references and rename. Only the files whose facts name it are read.
enum WorkspaceNames {
  /// A file's places, with the text its positions are counted in.
  struct FilePlaces {
    var path: String
    var text: [UInt8]
    var places: [NameOccurrences.Place]
  }

  /// Names longer than this are not looked for (the filter is a byte search per file).
  static let maximumNameBytes = 1_024

  static func places(of thing: NamedThing, index: WorkspaceIndex, server: Server) -> [FilePlaces] {
    guard thing.name.utf8.count <= maximumNameBytes else { return [] }
    var result: [FilePlaces] = []
    func text(_ path: String) -> [UInt8]? {
      server.documents[WorkspaceRoots.uri(fromPath: path)]?.text ?? server.roots.read(path: path)
    }
    // The files that write the name, as their facts and storyboards say: only those are read.
    var files = Array(index.filesByName[thing.name] ?? [])
    if thing.kind == .image {
      files += index.storyboards.compactMap { path, storyboard in
        storyboard.controllers.contains { controller in
          controller.tabBarItem.map { $0.image?.value == thing.name || $0.selectedImage?.value == thing.name } ?? false
        } ? path : nil
      }
    }
    for path in files.sorted() {
      guard let bytes = text(path), NameOccurrences.mayContain(thing.name, in: bytes),
        let read = DocumentReader.read(path: path, bytes: bytes)
      else { continue }
      let places = NameOccurrences.uses(
        of: thing, in: read, model: read.model(referencing: index.storyboards), bytes: bytes)
      if !places.isEmpty { result.append(FilePlaces(path: path, text: bytes, places: places)) }
    }
    guard thing.kind == .localizationKey else { return result }
    // Each table's definition once (a String Catalog's languages share one).
    var definitions: [String: Set<Int>] = [:]
    for table in index.localization.tables.values {
      for translation in (table[thing.name] ?? [:]).values {
        definitions[translation.path, default: []].insert(translation.offset)
      }
    }
    for path in definitions.keys.sorted() {
      guard let read = text(path) else { continue }
      // A table on disk may be UTF-16: offsets are in its text as an editor shows it.
      let bytes = path.hasSuffix(".strings") ? StringsFileParser.positionText(read).text : read
      let places = definitions[path]!.sorted().compactMap {
        NameOccurrences.definition(of: thing.name, at: $0, in: bytes)
      }
      if !places.isEmpty { result.append(FilePlaces(path: path, text: bytes, places: places)) }
    }
    return result
  }
}

extension DocumentRequest {
  /// The image name or localization key under the request's position, with the range of its text.
  func namedThing() -> (thing: NamedThing, range: SourceRange)? {
    guard let read, let (model, _) = tabDocument() else { return nil }
    return NameOccurrences.thing(at: offset, in: read, model: model, bytes: document.text)
  }
}
