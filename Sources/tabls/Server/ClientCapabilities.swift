import JSON
import RPC

/// What the client declared in `initialize`, read once: every "may I send X?" of a handler is answered here, so a
/// client that declared nothing gets only what LSP lets a server assume of every client (plain text, the first
/// 18 symbol and completion kinds, `Command`s instead of code action literals, no optional properties).
struct ClientCapabilities: Sendable {
  enum Markup: String, Sendable {
    case plaintext
    case markdown
  }

  /// The format of hover contents: the client's first choice that tabls can write, else plain text.
  var hoverFormat = Markup.plaintext
  /// The format of completion item documentation; nil when the client named none (send a plain string).
  var completionDocumentationFormat: Markup?
  var snippets = false
  /// `CompletionItemKind`s beyond Text…Reference (1…18) the client declared.
  var completionItemKinds: Set<Int64> = []
  /// `SymbolKind`s beyond File…Array (1…18) the client declared.
  var symbolKinds: Set<Int64> = []
  var hierarchicalSymbols = false
  var codeActionLiterals = false
  var isPreferred = false
  var linkTooltips = false
  /// `textDocument.inlayHint`: only then is `inlayHintProvider` declared.
  var inlayHints = false
  /// `textDocument.colorProvider`: only then is `colorProvider` declared.
  var colors = false
  var codeDescription = false
  var diagnosticData = false
  var diagnosticVersion = false
  /// `textDocument/diagnostic`: the client pulls, so nothing is pushed.
  var pullsDiagnostics = false
  var diagnosticRefresh = false
  var workDoneProgress = false
  var applyEdit = false
  /// `workspace.workspaceEdit`: versioned `documentChanges`, and file renames among them (an image set's folder).
  var documentChanges = false
  var renamesFiles = false
  /// `textDocument.rename.prepareSupport`.
  var prepareRename = false
  var watchedFilesRegistration = false
  var positionEncodings: [String] = []

  init() {}

  init(_ json: JSON) {
    let document = json["textDocument"]
    hoverFormat = Self.firstMarkup(document?["hover"]?["contentFormat"]) ?? .plaintext
    let item = document?["completion"]?["completionItem"]
    completionDocumentationFormat = Self.firstMarkup(item?["documentationFormat"])
    snippets = item?["snippetSupport"]?.boolValue == true
    completionItemKinds = Self.integers(document?["completion"]?["completionItemKind"]?["valueSet"])
    let symbols = document?["documentSymbol"]
    symbolKinds = Self.integers(symbols?["symbolKind"]?["valueSet"])
    hierarchicalSymbols = symbols?["hierarchicalDocumentSymbolSupport"]?.boolValue == true
    let codeAction = document?["codeAction"]
    codeActionLiterals = codeAction?["codeActionLiteralSupport"]?["codeActionKind"] != nil
    isPreferred = codeAction?["isPreferredSupport"]?.boolValue == true
    linkTooltips = document?["documentLink"]?["tooltipSupport"]?.boolValue == true
    inlayHints = document?["inlayHint"] != nil
    colors = document?["colorProvider"] != nil
    let publish = document?["publishDiagnostics"]
    codeDescription = publish?["codeDescriptionSupport"]?.boolValue == true
    diagnosticData = publish?["dataSupport"]?.boolValue == true
    diagnosticVersion = publish?["versionSupport"]?.boolValue == true
    pullsDiagnostics = document?["diagnostic"] != nil
    let workspace = json["workspace"]
    diagnosticRefresh = workspace?["diagnostics"]?["refreshSupport"]?.boolValue == true
    applyEdit = workspace?["applyEdit"]?.boolValue == true
    let edit = workspace?["workspaceEdit"]
    documentChanges = edit?["documentChanges"]?.boolValue == true
    renamesFiles =
      documentChanges && (edit?["resourceOperations"]?.arrayValue ?? []).contains { $0.stringValue == "rename" }
    prepareRename = document?["rename"]?["prepareSupport"]?.boolValue == true
    watchedFilesRegistration = workspace?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue == true
    workDoneProgress = json["window"]?["workDoneProgress"]?.boolValue == true
    positionEncodings = json["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue) ?? []
  }

  /// `kind` when the client knows it, else `fallback` (one of the kinds every client knows).
  func completionKind(_ kind: Int64, fallback: Int64) -> Int64 {
    kind <= 18 || completionItemKinds.contains(kind) ? kind : fallback
  }

  func symbolKind(_ kind: Int64, fallback: Int64) -> Int64 {
    kind <= 18 || symbolKinds.contains(kind) ? kind : fallback
  }

  /// Text written as Markdown, in the format given: `MarkupContent`.
  static func markup(_ markdown: String, as format: Markup) -> JSON {
    [
      "kind": .string(format.rawValue),
      "value": .string(format == .markdown ? markdown : PlainText.from(markdown: markdown)),
    ]
  }

  private static func firstMarkup(_ json: JSON?) -> Markup? {
    json?.arrayValue?.lazy.compactMap { $0.stringValue.flatMap(Markup.init(rawValue:)) }.first
  }

  private static func integers(_ json: JSON?) -> Set<Int64> {
    Set(json?.arrayValue?.compactMap(\.intValue) ?? [])
  }
}
