import JSON
import RPC
import TabAnalysis

/// `textDocument/codeAction`: a quick fix for each finding in the range that has a replacement (a typo'd key → the
/// right key, a missing image → the closest name, …), and `source.fixAll.tabls` applying every such fix of the
/// document at once. Clients without code action literals get the same fixes as `Command`s (`tabls.applyEdit`,
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
      let fixable = DocumentAnalysis.findings(for: at.document, server: server).filter { $0.replacement != nil }
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
