import JSON
import RPC
import SourceText
import TabAnalysis

/// A request about an open document (`textDocument.uri`): symbols, links, lenses, code actions and previews, and
/// with a `position`, hover, completion and definition. It carries the document's one reading (`DocumentReads`).
struct DocumentRequest: Sendable {
  let document: Document
  /// The document as its reader read it; nil for one no reader reads.
  let read: ReadDocument?
  /// The byte offset of `position`, for a request routed with one; 0 otherwise.
  let offset: Int
  let encoding: PositionEncoding
  let params: Params
  /// The workspace's storyboards, for a storyboard's references to the others.
  let storyboards: [String: StoryboardDocument]

  /// Reads the document on the reader thread (the answer matches the version the client asked about), then runs
  /// `body` off it. A document that is not open is read from disk when it is inside the roots; anything else is
  /// invalid params, and so is a missing `position` when `position` is true. LSP requests name the document
  /// `textDocument.uri`; tabls' own requests also accept a plain `uri`.
  static func route(
    _ request: Request, server: Server, position: Bool = false,
    _ body: @escaping @Sendable (DocumentRequest) throws -> JSON
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
      let offset = position ? document.lineIndex.offset(of: try params.position("position"), in: encoding) : 0
      server.openFacts.sync(server: server)
      var read = server.reads.read(document)
      // Only then is the index asked (a file's index is a copy where nested configurations apply).
      if read?.scan.namesForeignTabs == true {
        read?.readForeignTabs(bytes: document.text, from: server.workspace.index(for: document.uri))
      }
      return try body(
        DocumentRequest(
          document: document, read: read, offset: offset, encoding: encoding, params: params,
          storyboards: read?.kind == .storyboard ? server.workspace.index(for: document.uri).storyboards : [:]))
    }
  }

  /// The document's tab model (a storyboard's with its references resolved, or a source file's) and a source's
  /// scan; nil for documents without tab bars (string tables, Info.plist).
  func tabDocument() -> (model: TabModel, scan: SourceScan?)? {
    guard let read, read.kind == .source || read.kind == .storyboard else { return nil }
    return (read.model(referencing: storyboards), read.sourceScan)
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
