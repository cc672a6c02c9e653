import RPC
import TabAnalysis

/// `textDocument/documentLink`: image names link to their image set's `Contents.json` (or the loose file), Lottie
/// resources to their JSON file.
enum DocumentLinkRequest: RequestHandler {
  static let method = "textDocument/documentLink"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    DocumentRequest.route(request, server: server) { at in
      guard let scan = at.scan() else { return [] }
      let index = server.workspace.index
      var links: [JSON] = []
      for dictionary in scan.dictionaries {
        for entry in dictionary.entries {
          guard let key = entry.key, let textRange = entry.value.textRange, let text = entry.value.text else {
            continue
          }
          var target: String?
          if [.lottieURL, .lottieFilePath, .lottieDarkURL, .lottieDarkFilePath].contains(key) {
            target = index.lottiePath(for: entry.value)
          } else if key.accepts.contains(.imageName), [.string, .imageName, .imageObject].contains(entry.value.kind) {
            target = index.images[text]?.definitionPath
          }
          guard let target else { continue }
          links.append([
            "range": at.range(textRange), "target": .string(WorkspaceRoots.uri(fromPath: target)),
            "tooltip": .string(target.split(separator: "/").suffix(2).joined(separator: "/")),
          ])
        }
      }
      return .array(links)
    }
  }
}
