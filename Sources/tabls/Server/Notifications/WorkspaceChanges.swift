import JSON
import RPC
import TabAnalysis

/// `workspace/didChangeConfiguration` {settings}: the editor's tabls settings (`settings.tabls`, or `settings`
/// itself) — the same options as `.tabls.json`, applied over it; the workspace is re-indexed and open documents
/// re-checked. Invalid settings are logged and leave the previous ones in place.
enum DidChangeConfigurationNotification: NotificationHandler {
  static let method = "workspace/didChangeConfiguration"

  static func handle(_ params: Params, server: Server, connection: Connection) {
    guard let settings = params.value("settings") else { return }
    guard ClientSettings.apply(settings, server: server) else { return }
    InitializedNotification.reindex(server: server, connection: connection)
  }
}

enum ClientSettings {
  /// Applies settings (`{tabls: {...}}` or `{...}`); false (after logging why) when they are not valid.
  @discardableResult
  static func apply(_ settings: JSON, server: Server) -> Bool {
    let options = settings["tabls"] ?? settings
    if case .null = options { return true }
    do {
      server.workspace.setClientSettings(try Configuration(json: options))
      return true
    } catch {
      server.logger.warning("settings: \(error)")
      return false
    }
  }
}

/// `workspace/didChangeWorkspaceFolders` {event: {added, removed}}: the roots change, the workspace is re-indexed.
enum DidChangeWorkspaceFoldersNotification: NotificationHandler {
  static let method = "workspace/didChangeWorkspaceFolders"

  static func handle(_ params: Params, server: Server, connection: Connection) {
    func paths(_ key: String) -> [String] {
      (params.value("event.\(key)")?.arrayValue ?? []).compactMap {
        $0["uri"]?.stringValue.flatMap(WorkspaceRoots.path(fromURI:)).map(WorkspaceRoots.canonical)
      }
    }
    let removed = Set(paths("removed"))
    let added = paths("added")
    server.session.modify { session in
      var kept = session.roots.paths.filter { !removed.contains($0) }
      for path in added where !kept.contains(path) { kept.append(path) }
      session.roots = WorkspaceRoots(paths: kept)
    }
    InitializedNotification.reindex(server: server, connection: connection)
  }
}
