import JSON
import RPC
import TabAnalysis

/// A request about a position in an open document (`textDocument` + `position`), as hover, completion and
/// definition are.
struct PositionRequest: Sendable {
  let document: Document
  /// The byte offset of `position` in the document.
  let offset: Int
  let encoding: PositionEncoding
  let params: Params
  var storyboards: [String: StoryboardDocument] = [:]

  /// A `DocumentRequest` with a `position`; a missing position is invalid params.
  static func route(
    _ request: Request, server: Server, _ body: @escaping @Sendable (PositionRequest) throws -> JSON
  ) -> Route {
    DocumentRequest.route(request, server: server) { at in
      let position = try at.params.position("position")
      let offset = at.document.lineIndex.offset(of: position, in: at.encoding)
      return try body(
        PositionRequest(
          document: at.document, offset: offset, encoding: at.encoding, params: at.params, storyboards: at.storyboards))
    }
  }

  /// The document's scan (nil for a document that is not Objective-C or Swift); computed on each call, so
  /// a handler that needs it more than once keeps it.
  func scan() -> SourceScan? {
    DocumentAnalysis.source(of: document).map { SourceScanner.scan(document.text, dialect: $0.dialect) }
  }

  /// The document's tab model — a storyboard's, or a source file's with its scan — or nil for other documents.
  func tabDocument() -> (model: TabModel, scan: SourceScan?)? {
    DocumentAnalysis.tabDocument(of: document, storyboards: storyboards)
  }

  /// An LSP range in this document.
  func range(_ range: SourceRange) -> JSON {
    DocumentAnalysis.range(range, lines: document.lineIndex, encoding: encoding)
  }
}
