import JSON
import RPC
import SourceText
import TabAnalysis

/// `textDocument/documentLink`: the image names of every library's items link to their image set's
/// `Contents.json` (or the loose file), CYLTabBarController's Lottie resources to their JSON file. The tooltip (the
/// target's last two path components) goes only to clients that declared `tooltipSupport`.
enum DocumentLinkRequest: RequestHandler {
  static let method = "textDocument/documentLink"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    let tooltips = server.client.linkTooltips
    return DocumentRequest.route(request, server: server) { at in
      guard let (model, scan) = at.tabDocument() else { return [] }
      _ = server.workspace.waitUntilReady(timeout: HoverRequest.indexWait)
      let index = server.workspace.index(for: at.document.uri)
      var targets: [(range: SourceRange, path: String)] = []
      for item in model.items {
        for image in item.images where image.source.isName {
          guard let path = index.images[image.name]?.definitionPath else { continue }
          targets.append((linkRange(image.range, in: at.document.text), path))
        }
      }
      let lottieKeys: [AttributeKey] = [.lottieURL, .lottieFilePath, .lottieDarkURL, .lottieDarkFilePath]
      for dictionary in scan?.dictionaries ?? [] {
        for entry in dictionary.entries {
          guard let key = entry.key, lottieKeys.contains(key), let range = entry.value.textRange,
            let path = index.lottiePath(for: entry.value)
          else { continue }
          targets.append((range, path))
        }
      }
      var seen = Set<Int>()
      return .array(
        targets.sorted { $0.range.start < $1.range.start }.filter { seen.insert($0.range.start).inserted }.map {
          target in
          var link = JSONObject()
          link["range"] = at.range(target.range)
          link["target"] = .string(WorkspaceRoots.uri(fromPath: target.path))
          if tooltips { link["tooltip"] = .string(target.path.split(separator: "/").suffix(2).joined(separator: "/")) }
          return .object(link)
        })
    }
  }

  /// The name inside its quotes: a code literal's range includes them (`@"home"`, `"home"`).
  static func linkRange(_ range: SourceRange, in text: [UInt8]) -> SourceRange {
    guard range.end <= text.count, range.end > range.start, text[range.end - 1] == UInt8(ascii: "\"") else {
      return range
    }
    var start = range.start
    while start < range.end - 1 && text[start] != UInt8(ascii: "\"") { start += 1 }
    return start + 1 <= range.end - 1 ? SourceRange(start + 1, range.end - 1) : range
  }
}
