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

  /// Reads the document on the reader thread (so the answer matches the version the client asked about), then
  /// runs `body` off it. A missing document or position is invalid params.
  static func route(
    _ request: Request, server: Server, _ body: @escaping @Sendable (PositionRequest) throws -> JSON
  ) -> Route {
    let params = Params(request.params)
    // LSP requests name the document `textDocument.uri`; tabls' own requests also accept a plain `uri`.
    let uriPath = params.value("textDocument.uri") != nil ? "textDocument.uri" : "uri"
    let snapshot = params.value(uriPath)?.stringValue.flatMap { server.documents[$0] }
    let encoding = server.encoding
    return .work { _ in
      let uri = try params.string(uriPath)
      let position = try params.position("position")
      guard let document = snapshot else { throw ResponseError.invalidParams("'\(uri)' is not open") }
      let offset = document.lineIndex.offset(of: position, in: encoding)
      return try body(PositionRequest(document: document, offset: offset, encoding: encoding, params: params))
    }
  }

  /// The document's scan (nil for a document that is not Objective-C or Swift); computed on each call, so
  /// a handler that needs it more than once keeps it.
  func scan() -> SourceScan? {
    DocumentAnalysis.source(of: document).map { SourceScanner.scan(document.text, dialect: $0.dialect) }
  }

  /// An LSP range in this document.
  func range(_ range: SourceRange) -> JSON {
    DocumentAnalysis.range(range, lines: document.lineIndex, encoding: encoding)
  }
}
