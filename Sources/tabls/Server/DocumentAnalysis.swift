import JSON
import RPC
import SourceText
import TabAnalysis

/// Runs the analyzer on an open document and turns findings into LSP diagnostics.
enum DocumentAnalysis {
  /// The document's findings as `tabls check` reports them for its file: nothing for a file no target builds, one
  /// inside a `.bundle`, or one a configuration over it ignores (any kind of file); the file's own configuration
  /// (nested `.tabls.json`, the editor's settings) applies.
  static func findings(for document: Document, server: Server) -> [Finding] {
    server.openFacts.sync(server: server)
    let filePath = WorkspaceRoots.path(fromURI: document.uri)
    if let path = filePath, let project = server.workspace.project(for: document.uri) {
      if project.index.outsideTargets.contains(path) || WorkspaceLoader.isInBundle(path)
        || project.configurations.isIgnored(project.relative(path))
      {
        return []
      }
    }
    guard let read = server.reads.read(document) else { return [] }
    let index: WorkspaceIndex
    switch read.kind {
    case .localization:
      index = server.workspace.index(for: document.uri)
    case .infoPlist:
      // The Info.plist whose UIDesignRequiresCompatibility a rule reports on, as `tabls check` picks it.
      index = server.workspace.index(for: document.uri)
      guard index.compatibilityKey?.path == read.path else { return [] }
    case .storyboard:
      guard let storyboard = read.storyboard else { return [] }
      index = server.workspace.updating(storyboard: read.path, storyboard)
    case .source:
      index = server.workspace.updating(path: read.path, with: read.scan)
    }
    return Analyzer.analyze(read, bytes: document.text, index: index)
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
