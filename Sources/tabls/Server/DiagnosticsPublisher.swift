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
      // Before the first index, findings would be a guess (every image "missing", no languages): publish nothing
      // rather than an empty or wrong list; the end of indexing schedules every open document again.
      guard !server.workspace.isIndexing else { return }
      guard let document = server.documents[uri] else { return }
      let diagnostics = DocumentAnalysis.diagnostics(for: document, server: server)
      guard server.documents[uri]?.version == document.version else { return }
      var params = JSONObject()
      params["uri"] = .string(uri)
      if server.client.diagnosticVersion { params["version"] = .int(Int64(document.version)) }
      params["diagnostics"] = .array(diagnostics)
      connection.sendNotification("textDocument/publishDiagnostics", params: .object(params))
    }
  }

  /// Findings may have changed outside any one document (the index was rebuilt): a client that pulls is asked
  /// to pull again (`workspace/diagnostic/refresh`), when it said it takes that request.
  func requestRefresh(server: Server, connection: Connection) {
    guard server.client.pullsDiagnostics, server.client.diagnosticRefresh else { return }
    connection.sendRequest("workspace/diagnostic/refresh", params: nil) { result in
      if case .failure(let error) = result { server.logger.info("diagnostic refresh: \(error.message)") }
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
