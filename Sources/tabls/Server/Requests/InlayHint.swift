import JSON
import RPC
import SourceText
import TabAnalysis

/// `textDocument/inlayHint` (declared only to a client that has the capability): `InlayHints` of a source file in
/// the range asked, after each localization key (its development-language text, languages that have it) and each
/// tab image name (whether it has a dark look).
enum InlayHintRequest: RequestHandler {
  static let method = "textDocument/inlayHint"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    DocumentRequest.route(request, server: server) { at in
      guard let scan = at.read?.sourceScan else { return [] }
      let range = try at.sourceRange("range")
      _ = server.workspace.waitUntilReady(timeout: HoverRequest.indexWait)
      let index = server.workspace.index(for: at.document.uri)
      return .array(
        InlayHints.hints(scan: scan, index: index, in: range).map { hint in
          [
            "position": at.document.lineIndex.position(of: hint.offset, in: at.encoding).json,
            "label": .string(hint.label), "paddingLeft": true,
          ]
        })
    }
  }
}
