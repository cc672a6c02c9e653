import RPC
import TabAnalysis

/// `textDocument/definition`: a localization key → each translation's line (`.strings`) or catalog entry.
enum DefinitionRequest: RequestHandler {
  static let method = "textDocument/definition"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    let params = Params(request.params)
    let snapshot = params.value("textDocument.uri")?.stringValue.flatMap { server.documents[$0] }
    let encoding = server.encoding
    let roots = server.roots
    return .work { _ in
      let uri = try params.string("textDocument.uri")
      let position = try params.position("position")
      guard let document = snapshot else { throw ResponseError.invalidParams("'\(uri)' is not open") }
      let offset = document.lineIndex.offset(of: position, in: encoding)
      guard let use = LocalizationLookup.key(at: offset, in: document) else { return .null }
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
          "uri": .string(targetURI), "range": DocumentAnalysis.range(range, lines: lines, encoding: encoding),
        ])
      }
      return .array(locations)
    }
  }
}
