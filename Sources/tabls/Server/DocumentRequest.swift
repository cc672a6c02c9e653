import RPC
import TabAnalysis

/// A request about a whole open document (`textDocument.uri`), as code actions, symbols, links and lenses are.
struct DocumentRequest: Sendable {
  let document: Document
  let encoding: PositionEncoding
  let params: Params

  /// Reads the document on the reader thread (the answer matches the version the client asked about), then runs
  /// `body` off it. A document that is not open is invalid params. LSP requests name the document
  /// `textDocument.uri`; tabls' own requests also accept a plain `uri`.
  static func route(
    _ request: Request, server: Server, _ body: @escaping @Sendable (DocumentRequest) throws -> JSON
  ) -> Route {
    let params = Params(request.params)
    let uriPath = params.value("textDocument.uri") != nil ? "textDocument.uri" : "uri"
    let snapshot = params.value(uriPath)?.stringValue.flatMap { server.documents[$0] }
    let encoding = server.encoding
    return .work { _ in
      let uri = try params.string(uriPath)
      guard let document = snapshot else { throw ResponseError.invalidParams("'\(uri)' is not open") }
      return try body(DocumentRequest(document: document, encoding: encoding, params: params))
    }
  }

  func scan() -> SourceScan? {
    DocumentAnalysis.source(of: document).map { SourceScanner.scan(document.text, dialect: $0.dialect) }
  }

  func range(_ range: SourceRange) -> JSON {
    DocumentAnalysis.range(range, lines: document.lineIndex, encoding: encoding)
  }

  /// The byte range of an LSP range parameter.
  func sourceRange(_ path: String) throws(ResponseError) -> SourceRange {
    let start = document.lineIndex.offset(of: try params.position(path + ".start"), in: encoding)
    let end = document.lineIndex.offset(of: try params.position(path + ".end"), in: encoding)
    return SourceRange(min(start, end), max(start, end))
  }
}
