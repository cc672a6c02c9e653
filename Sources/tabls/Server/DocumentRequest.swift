import JSON
import RPC
import TabAnalysis

/// A request about a whole open document (`textDocument.uri`), as code actions, symbols, links and lenses are.
struct DocumentRequest: Sendable {
  let document: Document
  let encoding: PositionEncoding
  let params: Params
  /// The workspace's storyboards, for a storyboard's references to the others.
  var storyboards: [String: StoryboardDocument] = [:]

  /// Reads the document on the reader thread (the answer matches the version the client asked about), then runs
  /// `body` off it. A document that is not open is read from disk when it is inside the roots; anything else is
  /// invalid params. LSP requests name the document
  /// `textDocument.uri`; tabls' own requests also accept a plain `uri`.
  static func route(
    _ request: Request, server: Server, _ body: @escaping @Sendable (DocumentRequest) throws -> JSON
  ) -> Route {
    let params = Params(request.params)
    let uriPath = params.value("textDocument.uri") != nil ? "textDocument.uri" : "uri"
    let roots = server.roots
    let reference = params.value(uriPath)?.stringValue
    // The open document under the URI as given, or under the file URI a path (absolute, relative to the first
    // root, `./…`) stands for.
    let resolved = reference.flatMap(roots.resolve).map(WorkspaceRoots.canonical)
    let snapshot =
      reference.flatMap { server.documents[$0] }
      ?? resolved.flatMap { server.documents[WorkspaceRoots.uri(fromPath: $0)] }
    let encoding = server.encoding
    return .work { _ in
      let uri = try params.string(uriPath)
      // A file that is not open is read as it is on disk, inside the roots (scripts: `tabls query`).
      let onDisk = snapshot == nil ? resolved.flatMap { path in roots.read(path: path).map { (path, $0) } } : nil
      guard
        let document = snapshot
          ?? onDisk.map({ Document.onDisk(path: $0.0, bytes: $0.1) })
      else { throw ResponseError.invalidParams("'\(uri)' is neither open nor a file inside the workspace") }
      return try body(
        DocumentRequest(
          document: document, encoding: encoding, params: params,
          storyboards: isStoryboardDocument(document) ? server.workspace.index(for: document.uri).storyboards : [:]))
    }
  }

  func scan() -> SourceScan? {
    DocumentAnalysis.source(of: document).map { SourceScanner.scan(document.text, dialect: $0.dialect) }
  }

  /// The document's tab model (a storyboard's, or a source file's with its scan), or nil for other documents.
  func tabDocument() -> (model: TabModel, scan: SourceScan?)? {
    DocumentAnalysis.tabDocument(of: document, storyboards: storyboards)
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

private func isStoryboardDocument(_ document: Document) -> Bool { DocumentAnalysis.isStoryboard(document) }
