import JSON
import RPC
import TabAnalysis

/// Runs the analyzer on an open document and turns findings into LSP diagnostics.
enum DocumentAnalysis {
  /// The path and dialect of a document: from its `file:` URI, or from its language id for other schemes.
  static func source(of document: Document) -> (path: String, dialect: Dialect)? {
    let path = WorkspaceRoots.path(fromURI: document.uri) ?? document.uri
    if let dialect = Dialect(path: path) { return (path, dialect) }
    switch document.languageId {
    case "swift": return (path, .swift)
    case "objective-c", "objc", "objective-cpp", "objcpp": return (path, .objectiveC)
    default: return nil
    }
  }

  /// A storyboard (by its path, or an `xml` document whose name says so) or an Objective-C or Swift source.
  static func isStoryboard(_ document: Document) -> Bool {
    Analyzer.isStoryboard(WorkspaceRoots.path(fromURI: document.uri) ?? document.uri)
  }

  /// A storyboard's model (its references resolved in `storyboards`) or a source file's with its scan.
  static func tabDocument(of document: Document, storyboards: [String: StoryboardDocument] = [:]) -> (
    model: TabModel, scan: SourceScan?
  )? {
    if isStoryboard(document) {
      let path = WorkspaceRoots.path(fromURI: document.uri) ?? document.uri
      return TabDocument.read(path: path, bytes: document.text, storyboards: storyboards)
    }
    guard let (_, dialect) = source(of: document) else { return nil }
    let scan = SourceScanner.scan(document.text, dialect: dialect)
    return (scan.model, scan)
  }

  /// The document's findings as `tabls check` reports them for its file: nothing for a file no target builds, one
  /// inside a `.bundle`, or one a configuration over it ignores (any kind of file); the file's own configuration
  /// (nested `.tabls.json`, the editor's settings) applies.
  static func findings(for document: Document, server: Server) -> [Finding] {
    let filePath = WorkspaceRoots.path(fromURI: document.uri)
    if let path = filePath, let project = server.workspace.project(for: document.uri) {
      if project.index.outsideTargets.contains(path) || WorkspaceLoader.isInBundle(path)
        || project.configurations.isIgnored(project.relative(path))
      {
        return []
      }
    }
    if let path = filePath, LocalizationFile.isLocalization(path) {
      return Analyzer.analyze(path: path, bytes: document.text, index: server.workspace.index(for: document.uri))
    }
    if let path = filePath, Analyzer.isInfoPlist(path) {
      // The Info.plist whose UIDesignRequiresCompatibility a rule reports on, as `tabls check` picks it.
      let index = server.workspace.index(for: document.uri)
      guard index.compatibilityKey?.path == path else { return [] }
      return Analyzer.analyze(path: path, bytes: document.text, index: index)
    }
    if let path = filePath, Analyzer.isStoryboard(path) {
      let index = server.workspace.updating(storyboard: path, StoryboardDocument(bytes: document.text))
      return Analyzer.analyze(path: path, bytes: document.text, index: index)
    }
    guard let (path, dialect) = source(of: document) else { return [] }
    let scan = SourceScanner.scan(document.text, dialect: dialect)
    let index = server.workspace.updating(path: path, with: scan)
    let analyzedPath = Dialect(path: path) == nil ? path + (dialect == .swift ? ".swift" : ".m") : path
    return Analyzer.analyze(path: analyzedPath, bytes: document.text, scan: scan, index: index)
  }

  static func diagnostics(for document: Document, server: Server) -> [JSON] {
    let encoding = server.encoding
    let client = server.client
    return findings(for: document, server: server).map {
      diagnostic($0, lines: document.lineIndex, encoding: encoding, client: client)
    }
  }

  /// A finding as an LSP `Diagnostic`, with the optional properties the client declared it takes.
  static func diagnostic(
    _ finding: Finding, lines: LineIndex, encoding: PositionEncoding, client: ClientCapabilities
  ) -> JSON {
    var object = JSONObject()
    object["range"] = range(finding.range, lines: lines, encoding: encoding)
    object["severity"] = .int(Int64(finding.severity.rawValue))
    object["code"] = .string(finding.code)
    if client.codeDescription, let url = RuleDocs.url(for: finding.code) {
      object["codeDescription"] = ["href": .string(url)]
    }
    object["source"] = "tabls"
    object["message"] = .string(finding.message)
    var data = JSONObject()
    if let fix = finding.fix { data["fix"] = .string(fix) }
    if let replacement = finding.replacement { data["replacement"] = .string(replacement) }
    if client.diagnosticData && !data.isEmpty { object["data"] = .object(data) }
    return .object(object)
  }

  static func range(_ range: SourceRange, lines: LineIndex, encoding: PositionEncoding) -> JSON {
    [
      "start": lines.position(of: range.start, in: encoding).json,
      "end": lines.position(of: range.end, in: encoding).json,
    ]
  }
}
