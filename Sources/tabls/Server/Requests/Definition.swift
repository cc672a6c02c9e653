import RPC
import TabAnalysis

/// `textDocument/definition`: a localization key → each translation's line (`.strings`) or catalog entry.
enum DefinitionRequest: RequestHandler {
  static let method = "textDocument/definition"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    let roots = server.roots
    return PositionRequest.route(request, server: server) { at in
      guard let scan = at.scan(), let use = LocalizationLookup.key(at: at.offset, in: scan) else { return .null }
      let translations = server.workspace.index.localization.translations(of: use.key)
      var locations: [JSON] = []
      for language in translations.keys.sorted() {
        let translation = translations[language]!
        // The file's own text decides the position (open documents win over the disk).
        let targetURI = WorkspaceRoots.uri(fromPath: translation.path)
        guard let text = server.documents[targetURI]?.text ?? roots.read(path: translation.path) else { continue }
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
