import RPC
import TabAnalysis

/// `textDocument/hover`: on a localization key, its translations per language (missing ones marked); on a
/// `CYLTabBarLottieDarkColors` pattern, how many keypaths it matches in each engine and the first ones.
enum HoverRequest: RequestHandler {
  static let method = "textDocument/hover"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    let params = Params(request.params)
    let snapshot = params.value("textDocument.uri")?.stringValue.flatMap { server.documents[$0] }
    let encoding = server.encoding
    return .work { _ in
      let uri = try params.string("textDocument.uri")
      let position = try params.position("position")
      guard let document = snapshot else { throw ResponseError.invalidParams("'\(uri)' is not open") }
      let offset = document.lineIndex.offset(of: position, in: encoding)
      let index = server.workspace.index
      if let use = LocalizationLookup.key(at: offset, in: document), !index.localization.isEmpty {
        let markdown = LocalizationLookup.markdown(for: use.key, localization: index.localization)
        return [
          "contents": ["kind": "markdown", "value": .string(markdown)],
          "range": DocumentAnalysis.range(use.range, lines: document.lineIndex, encoding: encoding),
        ]
      }
      guard let found = LottieLookup.pattern(at: offset, in: document, index: index) else {
        return .null
      }
      return [
        "contents": ["kind": "markdown", "value": .string(markdown(found))],
        "range": DocumentAnalysis.range(found.entry.keyRange, lines: document.lineIndex, encoding: encoding),
      ]
    }
  }

  static func markdown(_ found: LottieLookup.PatternAt) -> String {
    let pattern = KeypathPattern(found.entry.keyText)
    let main = pattern.matching(found.keypaths.main)
    let core = pattern.matching(found.keypaths.core)
    var text =
      "**`\(found.entry.keyText)`** matches \(main.count) keypath(s) with the Main Thread engine, "
      + "\(Set(core).count) with Core Animation."
    if main.isEmpty && core.isEmpty {
      let closest = KeypathMatchesNothingRule.closest(to: found.entry.keyText, in: found.keypaths)
      if !closest.isEmpty {
        text += "\n\nClosest colour keypaths:\n" + closest.map { "- `\($0)`" }.joined(separator: "\n")
      }
    } else {
      let shown = Array(OrderedUnique(main.isEmpty ? core : main)).prefix(10)
      text += "\n\n```\n" + shown.joined(separator: "\n") + "\n```"
      if main.count > shown.count { text += "\n…" }
    }
    return text
  }
}
