import JSON
import RPC
import SourceText
import TabAnalysis

/// `textDocument/references`: on a tab image name or a localization key, every place the workspace writes it —
/// tab items of every library in the sources and storyboards, localized strings — and, with
/// `context.includeDeclaration`, the image set (its `Contents.json`) or each table's definition of the key.
enum ReferencesRequest: RequestHandler {
  static let method = "textDocument/references"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    DocumentRequest.route(request, server: server, position: true) { at in
      guard let (thing, _) = at.namedThing() else { return .null }
      _ = server.workspace.waitUntilComplete(timeout: HoverRequest.indexWait)
      let index = server.workspace.index(for: at.document.uri)
      let declarations = at.params.value("context.includeDeclaration")?.boolValue == true
      var locations: [JSON] = []
      for file in WorkspaceNames.places(of: thing, index: index, server: server) {
        let lines = LineIndex(file.text)
        for place in file.places where declarations || !place.isDefinition {
          locations.append(location(file.path, place.range, lines: lines, encoding: at.encoding))
        }
      }
      if declarations, thing.kind == .image, let asset = index.images[thing.name] {
        locations.append(location(asset.definitionPath, SourceRange(0, 0), lines: LineIndex([]), encoding: at.encoding))
      }
      return .array(locations)
    }
  }

  static func location(_ path: String, _ range: SourceRange, lines: LineIndex, encoding: PositionEncoding) -> JSON {
    [
      "uri": .string(WorkspaceRoots.uri(fromPath: path)),
      "range": DocumentAnalysis.range(range, lines: lines, encoding: encoding),
    ]
  }
}
