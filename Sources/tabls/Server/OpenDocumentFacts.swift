import Foundation
import TabAnalysis

/// Every open document's facts in the index before a request reads it: what another open file's unsaved text
/// declares (an enum's cases, a view's tab, a PlusButton, a storyboard's scenes) is what a file is analysed and
/// drawn against, whether the client pulls diagnostics or has them pushed, and whichever document was asked first.
final class OpenDocumentFacts: @unchecked Sendable {
  private let lock = NSLock()
  /// The revision of each open document whose facts the index holds.
  private var applied: [String: UInt64] = [:]

  /// Brings the index up to every open document's latest text (each read once per text, `DocumentReads`).
  func sync(server: Server) {
    for uri in server.documents.uris.sorted() {
      guard let document = server.documents[uri], lock.withLock({ applied[uri] != document.revision }) else {
        continue
      }
      if let read = server.reads.read(document) {
        switch read.kind {
        case .source: _ = server.workspace.updating(path: read.path, with: read.scan)
        case .storyboard:
          if let storyboard = read.storyboard { _ = server.workspace.updating(storyboard: read.path, storyboard) }
        case .localization, .infoPlist: break
        }
      }
      lock.withLock { applied[uri] = document.revision }
    }
  }

  /// The document was closed: its facts are the file's again (`WorkspaceState.revert`).
  func forget(_ uri: String) { lock.withLock { _ = applied.removeValue(forKey: uri) } }
}
