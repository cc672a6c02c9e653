import RPC

/// `initialized`: the client is ready. Index the workspace in the background, and ask to be told about file
/// changes (dynamic registration) when the client can.
enum InitializedNotification: NotificationHandler {
  static let method = "initialized"

  static let watchedGlobs = [
    "**/*.{m,mm,h,swift}", "**/Contents.json", "**/*.{png,jpg,jpeg,pdf,svg,heic,gif}", "**/*.json",
    "**/*.{storyboard,xib}", "**/Info.plist", "**/*.strings", "**/*.stringsdict", "**/*.xcstrings",
  ]

  static func handle(_ params: Params, server: Server, connection: Connection) {
    server.workspace.onProblem = { [logger = server.logger] problem in logger.warning(problem) }
    reindex(server: server, connection: connection)
    let capability = server.clientCapabilities["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]
    guard capability?.boolValue == true else { return }
    let watchers: [JSON] = watchedGlobs.map { ["globPattern": .string($0)] }
    let registration: JSON = [
      "id": "tabls-watched-files", "method": "workspace/didChangeWatchedFiles",
      "registerOptions": ["watchers": .array(watchers)],
    ]
    connection.sendRequest("client/registerCapability", params: ["registrations": [registration]]) { result in
      if case .failure(let error) = result { server.logger.warning("file watching not registered: \(error)") }
    }
  }

  /// Rebuilds the index from disk, then re-checks every open document against it. Clients that support
  /// work-done progress see "Indexing" from start to end (`$/progress` begin/end).
  static func reindex(server: Server, connection: Connection) {
    guard !server.roots.paths.isEmpty else { return }
    let progress = IndexingProgress.begin(server: server, connection: connection)
    server.workspace.reload(roots: server.roots, openDocuments: { server.openDocumentTexts() }) {
      progress?.end(connection: connection)
      server.publisher.scheduleAll(server: server, connection: connection)
    }
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

/// The `$/progress` of one indexing run, under a token created with `window/workDoneProgress/create`.
struct IndexingProgress: Sendable {
  let token: String

  static func begin(server: Server, connection: Connection) -> IndexingProgress? {
    guard server.clientCapabilities["window"]?["workDoneProgress"]?.boolValue == true else { return nil }
    let progress = IndexingProgress(token: "tabls-indexing-\(UInt32.random(in: 0...UInt32.max))")
    connection.sendRequest("window/workDoneProgress/create", params: ["token": .string(progress.token)]) { _ in }
    let roots = server.roots.paths.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
    connection.sendNotification(
      "$/progress",
      params: [
        "token": .string(progress.token),
        "value": [
          "kind": "begin", "title": "tabls: indexing", "cancellable": false,
          "message": .string(roots.joined(separator: ", ")),
        ],
      ])
    return progress
  }

  func end(connection: Connection) {
    connection.sendNotification(
      "$/progress", params: ["token": .string(token), "value": ["kind": "end", "message": "indexed"]])
  }
}
