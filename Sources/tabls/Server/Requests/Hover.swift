import RPC
import TabAnalysis

/// `textDocument/hover`: on a localization key, its translations per language (missing ones marked); on a
/// `CYLTabBarLottieDarkColors` pattern, how many keypaths it matches in each engine and the first ones.
enum HoverRequest: RequestHandler {
  static let method = "textDocument/hover"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    PositionRequest.route(request, server: server) { at in
      let index = server.workspace.index
      if let use = LocalizationLookup.key(at: at.offset, in: at.document), !index.localization.isEmpty {
        let markdown = LocalizationLookup.markdown(for: use.key, localization: index.localization)
        return ["contents": ["kind": "markdown", "value": .string(markdown)], "range": at.range(use.range)]
      }
      guard let found = LottieLookup.pattern(at: at.offset, in: at.document, index: index) else { return .null }
      return [
        "contents": ["kind": "markdown", "value": .string(markdown(found))], "range": at.range(found.entry.keyRange),
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
