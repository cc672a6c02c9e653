import JSON
import RPC
import SourceText
import TabAnalysis

/// `textDocument/definition`: a localization key → each translation's line (`.strings`) or catalog entry; an image
/// name → its image set's `Contents.json` (or the loose file); a Lottie resource → its JSON file; a tab identifier
/// in `cyl_selectTabBarItemWithIdentifier:` → the `CYLTabBarItemIdentifier` entries that declare it.
enum DefinitionRequest: RequestHandler {
  static let method = "textDocument/definition"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    let roots = server.roots
    return DocumentRequest.route(request, server: server, position: true) { at in
      guard let scan = at.read?.sourceScan else { return .null }
      // Identifiers are declared in other source files: the whole first load.
      _ = server.workspace.waitUntilComplete(timeout: HoverRequest.indexWait)
      let index = server.workspace.index(for: at.document.uri)
      func fileStart(_ path: String) -> JSON {
        [
          "uri": .string(WorkspaceRoots.uri(fromPath: path)),
          "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
        ]
      }
      for dictionary in scan.dictionaries where dictionary.range.touches(at.offset) {
        for entry in dictionary.entries {
          guard let key = entry.key, let range = entry.value.textRange, range.touches(at.offset) else { continue }
          if [.lottieURL, .lottieFilePath, .lottieDarkURL, .lottieDarkFilePath].contains(key),
            let path = index.lottiePath(for: entry.value)
          {
            return fileStart(path)
          }
          if key.accepts.contains(.imageName), let name = entry.value.text, let asset = index.images[name] {
            return fileStart(asset.definitionPath)
          }
        }
      }
      if let reference = scan.identifierReferences.first(where: { $0.range.touches(at.offset) }) {
        var locations: [JSON] = []
        for (path, range) in index.tabIdentifiers[reference.identifier] ?? [] {
          let targetURI = WorkspaceRoots.uri(fromPath: path)
          guard let text = server.documents[targetURI]?.text ?? roots.read(path: path) else { continue }
          locations.append([
            "uri": .string(targetURI),
            "range": DocumentAnalysis.range(range, lines: LineIndex(text), encoding: at.encoding),
          ])
        }
        return .array(locations)
      }
      guard let use = LocalizationLookup.key(at: at.offset, in: scan) else { return .null }
      let translations = index.localization.translations(of: use.key)
      var locations: [JSON] = []
      for language in translations.keys.sorted() {
        let translation = translations[language]!
        // The file's own text decides the position (open documents win over the disk).
        let targetURI = WorkspaceRoots.uri(fromPath: translation.path)
        guard let read = server.documents[targetURI]?.text ?? roots.read(path: translation.path) else { continue }
        // A table on disk may be UTF-16: offsets are in its text as an editor shows it.
        let text = translation.path.hasSuffix(".strings") ? StringsFileParser.positionText(read).text : read
        let lines = LineIndex(text)
        let range = SourceRange(translation.offset, translation.offset)
        locations.append([
          "uri": .string(targetURI), "range": DocumentAnalysis.range(range, lines: lines, encoding: at.encoding),
        ])
      }
      return .array(locations)
    }
  }
}
