import Dispatch
import Foundation
import JSON
import RPC

/// Pushes `textDocument/publishDiagnostics` for open documents. Changes are coalesced instead of delayed: a
/// document waits for at most one analysis, which reads its latest text when it starts; a result whose
/// version is no longer current is dropped, so a stale version is never published, and so is one that a later
/// analysis (which read a newer index) has overtaken.
final class DiagnosticsPublisher: @unchecked Sendable {
  private let lock = NSLock()
  private var scheduled = Set<String>()
  /// What was last published per document: the same list again (an index pass that changed nothing for it) is
  /// not sent.
  private var lastPublished: [String: [UInt8]] = [:]
  /// Analyses started per document: only the latest one's result may be published.
  private var started: [String: UInt64] = [:]
  private let queue = DispatchQueue(label: "tabls.diagnostics", qos: .userInitiated, attributes: .concurrent)

  func schedule(_ uri: String, server: Server, connection: Connection) {
    guard server.pushesDiagnostics else { return }
    guard lock.withLock({ scheduled.insert(uri).inserted }) else { return }
    queue.async { [self] in
      let generation = lock.withLock { () -> UInt64 in
        _ = scheduled.remove(uri)
        started[uri, default: 0] &+= 1
        return started[uri]!
      }
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
      let bytes = JSONWriter.write(.object(params))
      // Sent under the lock, so two results for one document go out in the order they were decided.
      lock.withLock {
        guard started[uri] == generation, lastPublished[uri] != bytes else { return }
        lastPublished[uri] = bytes
        connection.sendNotification("textDocument/publishDiagnostics", params: .object(params))
      }
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
    lock.withLock {
      _ = lastPublished.removeValue(forKey: uri)
      started[uri, default: 0] &+= 1  // an analysis still running for the closed document is not published
    }
    connection.sendNotification("textDocument/publishDiagnostics", params: ["uri": .string(uri), "diagnostics": []])
  }
}
