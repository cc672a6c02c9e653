import Dispatch
import Foundation
import RPC

/// Pushes `textDocument/publishDiagnostics` for open documents. Changes are coalesced instead of delayed: a
/// document waits for at most one analysis, which reads its latest text when it starts; a result whose
/// version is no longer current is dropped, so a stale version is never published.
final class DiagnosticsPublisher: @unchecked Sendable {
  private let lock = NSLock()
  private var scheduled = Set<String>()
  private let queue = DispatchQueue(label: "tabls.diagnostics", qos: .userInitiated, attributes: .concurrent)

  func schedule(_ uri: String, server: Server, connection: Connection) {
    guard server.pushesDiagnostics else { return }
    guard lock.withLock({ scheduled.insert(uri).inserted }) else { return }
    queue.async { [self] in
      lock.withLock { _ = scheduled.remove(uri) }
      guard let document = server.documents[uri] else { return }
      let diagnostics = DocumentAnalysis.diagnostics(for: document, server: server)
      guard server.documents[uri]?.version == document.version else { return }
      connection.sendNotification(
        "textDocument/publishDiagnostics",
        params: ["uri": .string(uri), "version": .int(Int64(document.version)), "diagnostics": .array(diagnostics)])
    }
  }

  func scheduleAll(server: Server, connection: Connection) {
    for uri in server.documents.uris { schedule(uri, server: server, connection: connection) }
  }

  func clear(_ uri: String, server: Server, connection: Connection) {
    guard server.pushesDiagnostics else { return }
    connection.sendNotification("textDocument/publishDiagnostics", params: ["uri": .string(uri), "diagnostics": []])
  }
}
