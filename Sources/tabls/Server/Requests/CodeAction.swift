import JSON
import RPC
import TabAnalysis

/// `textDocument/codeAction`: a quick fix for each finding in the range that has a replacement (a typo'd key → the
/// right key, a missing image → the closest name, …), one that silences each finding's rule on its line
/// (`SuppressionEdit`), and `source.fixAll.tabls` applying every replacement of the document at once. Clients without code action literals get the same fixes as `Command`s (`tabls.applyEdit`,
/// which asks the client to apply the edit) when they take `workspace/applyEdit`, and nothing otherwise.
enum CodeActionRequest: RequestHandler {
  static let method = "textDocument/codeAction"
  static let fixAllKind = "source.fixAll.tabls"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    let client = server.client
    return DocumentRequest.route(request, server: server) { at in
      guard client.codeActionLiterals || client.applyEdit else { return [] }
      let range = try at.sourceRange("range")
      _ = server.workspace.waitUntilReady(timeout: HoverRequest.indexWait)
      let only = at.params.value("context.only")?.arrayValue?.compactMap(\.stringValue)
      func wanted(_ kind: String) -> Bool {
        only.map { kinds in kinds.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true
      }
      let findings = DocumentAnalysis.findings(for: at.document, server: server)
      let fixable = findings.filter { $0.replacement != nil }
      let uri = at.document.uri
      func edit(_ findings: [Finding]) -> JSON {
        let edits = findings.compactMap(\.edit).map { edit -> JSON in
          ["range": at.range(edit.range), "newText": .string(edit.replacement)]
        }
        return ["changes": .object(JSONObject([(uri, .array(edits))]))]
      }
      var actions: [JSON] = []
      func offer(_ title: String, kind: String, edit: JSON, diagnostics: [JSON]? = nil, preferred: Bool = false) {
        guard client.codeActionLiterals else {
          actions.append(ExecuteCommandRequest.applyEditCommand(title: title, edit: edit))
          return
        }
        var action = JSONObject()
        action["title"] = .string(title)
        action["kind"] = .string(kind)
        if let diagnostics { action["diagnostics"] = .array(diagnostics) }
        if preferred && client.isPreferred { action["isPreferred"] = true }
        action["edit"] = edit
        actions.append(.object(action))
      }
      if wanted("quickfix") {
        for finding in fixable where finding.range.start <= range.end && range.start <= finding.range.end {
          let diagnostic = DocumentAnalysis.diagnostic(
            finding, lines: at.document.lineIndex, encoding: at.encoding, client: client)
          offer(
            finding.fix ?? "Replace with \(finding.replacement!)", kind: "quickfix", edit: edit([finding]),
            diagnostics: [diagnostic], preferred: true)
        }
      }
      // "Ignore TAB104 on this line": the suppression comment, for a document whose comments tabls reads.
      let kind = at.read?.kind
      if wanted("quickfix"), kind == .source || kind == .storyboard || kind == .infoPlist {
        var offered = Set<String>()
        for finding in findings where finding.range.start <= range.end && range.start <= finding.range.end {
          let line = at.document.lineIndex.line(containing: finding.range.start)
          guard offered.insert("\(finding.code)@\(line)").inserted,
            let silence = SuppressionEdit.edit(
              silencing: finding.code, at: finding.range.start, in: at.document.text, xml: kind != .source)
          else { continue }
          let change: JSON = ["range": at.range(silence.range), "newText": .string(silence.replacement)]
          offer(
            "Ignore \(finding.code) on this line", kind: "quickfix",
            edit: ["changes": .object(JSONObject([(uri, .array([change]))]))],
            diagnostics: [
              DocumentAnalysis.diagnostic(finding, lines: at.document.lineIndex, encoding: at.encoding, client: client)
            ])
        }
      }
      if wanted(fixAllKind) && !fixable.isEmpty {
        // Fixes may overlap in one document (two findings, one region): keep the first where they would.
        var chosen: [Finding] = []
        for finding in fixable.sorted(by: { ($0.edit?.range.start ?? 0) < ($1.edit?.range.start ?? 0) })
        where chosen.last.map({ ($0.edit?.range.end ?? 0) <= (finding.edit?.range.start ?? 0) }) ?? true {
          chosen.append(finding)
        }
        offer("Fix all tabls findings (\(chosen.count))", kind: fixAllKind, edit: edit(chosen))
      }
      return .array(actions)
    }
  }
}
