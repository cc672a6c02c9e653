import RPC
import TabAnalysis

/// `textDocument/codeAction`: a quick fix for each finding in the range that has a replacement (a typo'd key → the
/// right key, a missing image → the closest name, …), and `source.fixAll.tabls` applying every such fix of the
/// document at once.
enum CodeActionRequest: RequestHandler {
  static let method = "textDocument/codeAction"
  static let fixAllKind = "source.fixAll.tabls"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    DocumentRequest.route(request, server: server) { at in
      let range = try at.sourceRange("range")
      let only = at.params.value("context.only")?.arrayValue?.compactMap(\.stringValue)
      func wanted(_ kind: String) -> Bool {
        only.map { kinds in kinds.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true
      }
      let fixable = DocumentAnalysis.findings(for: at.document, server: server).filter { $0.replacement != nil }
      let uri = at.document.uri
      func edit(_ findings: [Finding]) -> JSON {
        let edits = findings.map { finding -> JSON in
          ["range": at.range(finding.range), "newText": .string(finding.replacement!)]
        }
        return ["changes": .object(JSONObject([(uri, .array(edits))]))]
      }
      var actions: [JSON] = []
      if wanted("quickfix") {
        for finding in fixable where finding.range.start <= range.end && range.start <= finding.range.end {
          let diagnostic = DocumentAnalysis.diagnostic(finding, lines: at.document.lineIndex, encoding: at.encoding)
          actions.append([
            "title": .string(finding.fix ?? "Replace with \(finding.replacement!)"), "kind": "quickfix",
            "diagnostics": [diagnostic], "isPreferred": true, "edit": edit([finding]),
          ])
        }
      }
      if wanted(fixAllKind) && !fixable.isEmpty {
        // Fixes never overlap in one document (each is one finding's range); keep the first where they would.
        var chosen: [Finding] = []
        for finding in fixable.sorted(by: { $0.range.start < $1.range.start })
        where chosen.last.map({ $0.range.end <= finding.range.start }) ?? true {
          chosen.append(finding)
        }
        actions.append([
          "title": .string("Fix all tabls findings (\(chosen.count))"), "kind": .string(fixAllKind),
          "edit": edit(chosen),
        ])
      }
      return .array(actions)
    }
  }
}
