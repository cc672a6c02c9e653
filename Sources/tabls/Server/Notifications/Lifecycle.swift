import JSON
import RPC
import TabAnalysis

/// `initialized`: the client is ready. Index the workspace in the background, and ask to be told about file
/// changes (dynamic registration) when the client can.
enum InitializedNotification: NotificationHandler {
  static let method = "initialized"

  static let watchedGlobs = [
    "**/*.{m,mm,h,swift}", "**/Contents.json", "**/*.{png,jpg,jpeg,pdf,svg,heic,gif}", "**/*.json",
    "**/*.{storyboard,xib}", "**/Info.plist", "**/*.strings", "**/*.stringsdict", "**/*.xcstrings", "**/.tabls.json",
  ]

  static func handle(_ params: Params, server: Server, connection: Connection) {
    server.workspace.onProblem = { [logger = server.logger] problem in logger.warning(problem) }
    reindex(server: server, connection: connection)
    guard server.client.watchedFilesRegistration else { return }
    let watchers: [JSON] = watchedGlobs.map { ["globPattern": .string($0)] }
    let registration: JSON = [
      "id": "tabls-watched-files", "method": "workspace/didChangeWatchedFiles",
      "registerOptions": ["watchers": .array(watchers)],
    ]
    connection.sendRequest("client/registerCapability", params: ["registrations": [registration]]) { result in
      if case .failure(let error) = result { server.logger.warning("file watching not registered: \(error)") }
    }
  }

  /// Rebuilds the index from disk, then re-checks every open document against it and asks pulling clients to
  /// pull again. Clients that support work-done progress see "indexing" from start to end, and may cancel it.
  static func reindex(server: Server, connection: Connection) {
    guard !server.roots.paths.isEmpty else { return }
    // The load may end before its progress token exists: whichever comes second ends the progress.
    let run = Locked((progress: WorkDoneProgress?.none, finished: false))
    let started = server.workspace.reload(
      roots: { server.roots }, openDocuments: { server.openDocumentReads() },
      completion: { finished in
        server.publisher.scheduleAll(server: server, connection: connection)
        server.publisher.requestRefresh(server: server, connection: connection)
        guard finished else { return }
        var progress: WorkDoneProgress?
        run.modify { run in
          run.finished = true
          progress = run.progress
        }
        progress?.end(message: "indexed", server: server, connection: connection)
      })
    guard started else { return }
    let roots = server.roots.paths.map { PathName.lastComponent(of: $0) }
    let created = WorkDoneProgress.start(
      title: "tabls: indexing", message: roots.joined(separator: ", "), server: server, connection: connection,
      onCancel: { server.workspace.cancelLoading() })
    var finished = false
    run.modify { run in
      run.progress = created
      finished = run.finished
    }
    if finished { created?.end(message: "indexed", server: server, connection: connection) }
  }
}

/// `exit`: handled by `Server.handle` before anything else, since it is accepted in every state.
enum ExitNotification: NotificationHandler {
  static let method = "exit"

  static func handle(_ params: Params, server: Server, connection: Connection) {}
}

/// `$/setTrace` {value: off|messages|verbose}.
enum SetTraceNotification: NotificationHandler {
  static let method = "$/setTrace"

  static func handle(_ params: Params, server: Server, connection: Connection) {
    guard let value = params.value("value")?.stringValue, let trace = Server.Trace(rawValue: value) else {
      server.logger.warning("$/setTrace: 'value' must be off, messages or verbose")
      return
    }
    server.session.trace = trace
  }
}
