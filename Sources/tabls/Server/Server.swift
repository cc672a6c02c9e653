import Foundation
import JSON
import RPC
import SourceText
import TabAnalysis

/// The tabls language server: LSP lifecycle, the method table and the state the handlers share. Each method
/// lives in its own file under `Requests/` or `Notifications/`; this type only routes.
final class Server: MessageHandler, @unchecked Sendable {
  struct Options: Sendable {
    /// Enables `tabls/debug/*` methods used by the end-to-end tests (slow and failing handlers).
    var debugMethods = false
  }

  enum Lifecycle: Sendable {
    case uninitialized
    case running
    case shutDown
  }

  enum Trace: String, Sendable {
    case off
    case messages
    case verbose
  }

  let options: Options
  let logger: Logger
  let documents = DocumentStore()
  /// Each open document's one reading per text, shared by its diagnostics and every request about it.
  let reads = DocumentReads()
  /// Open documents' facts, brought into the index before each request reads it.
  let openFacts = OpenDocumentFacts()

  /// The open documents as read (sources and storyboards, each read once per text), for a reload to lay over
  /// the disk.
  func openDocumentReads() -> [ReadDocument] {
    documents.uris.sorted().compactMap { uri in documents[uri].flatMap(reads.read) }
  }
  let workspace = WorkspaceState()
  let publisher = DiagnosticsPublisher()
  /// Work-done progress tokens in flight, by token, for `window/workDoneProgress/cancel`.
  let progress = Locked<[String: WorkDoneProgress]>([:])
  private let onExit: @Sendable (Int32) -> Void

  /// What `initialize` negotiated and the lifecycle state, shared by the reader thread and the handlers.
  struct Session: Sendable {
    var lifecycle = Lifecycle.uninitialized
    var encoding = PositionEncoding.utf16
    var roots = WorkspaceRoots()
    var trace = Trace.off
    var client = ClientCapabilities()
  }

  let session = Locked(Session())

  var lifecycle: Lifecycle { session.lifecycle }
  var encoding: PositionEncoding { session.encoding }
  var roots: WorkspaceRoots { session.roots }
  var client: ClientCapabilities { session.client }

  /// Clients that pull diagnostics (`textDocument/diagnostic`) get no pushed ones, so nothing shows twice.
  var pushesDiagnostics: Bool { !client.pullsDiagnostics }

  /// The exit status LSP asks for when the client goes away: 0 after `shutdown`, 1 otherwise.
  var exitStatus: Int32 { lifecycle == .shutDown ? 0 : 1 }

  init(options: Options, logger: Logger, onExit: @escaping @Sendable (Int32) -> Void) {
    self.options = options
    self.logger = logger
    self.onExit = onExit
  }

  private static let requestHandlers: [any RequestHandler.Type] = [
    InitializeRequest.self, ShutdownRequest.self, DocumentTextRequest.self, CompletionRequest.self,
    PullDiagnosticsRequest.self, KeypathsRequest.self, HoverRequest.self, DefinitionRequest.self,
    LayoutRequest.self, PreviewRequest.self, CodeActionRequest.self, DocumentSymbolRequest.self,
    DocumentLinkRequest.self, CodeLensRequest.self, ExecuteCommandRequest.self, CompletionResolveRequest.self,
    InlayHintRequest.self, DocumentColorRequest.self, ColorPresentationRequest.self, ReferencesRequest.self,
    PrepareRenameRequest.self, RenameRequest.self,
    DebugSleepRequest.self,
    DebugThrowRequest.self,
  ]
  private static let requests = Dictionary(uniqueKeysWithValues: requestHandlers.map { ($0.method, $0) })

  private static let notificationHandlers: [any NotificationHandler.Type] = [
    InitializedNotification.self, ExitNotification.self, SetTraceNotification.self,
    DidOpenNotification.self, DidChangeNotification.self, DidSaveNotification.self,
    DidCloseNotification.self, DidChangeWatchedFilesNotification.self, DidChangeConfigurationNotification.self,
    DidChangeWorkspaceFoldersNotification.self, WorkDoneProgressCancelNotification.self,
  ]
  private static let notifications = Dictionary(
    uniqueKeysWithValues: notificationHandlers.map { ($0.method, $0) })

  // MARK: - MessageHandler

  func route(_ request: Request, on connection: Connection) -> Route {
    traceIncoming("request '\(request.method) - (\(request.id))'", params: request.params, on: connection)
    switch lifecycle {
    case .shutDown:
      return .reply(.failure(.invalidRequest("the server is shut down; only 'exit' is accepted")))
    case .uninitialized where request.method != InitializeRequest.method:
      return .reply(.failure(.serverNotInitialized))
    case .running where request.method == InitializeRequest.method:
      return .reply(.failure(.invalidRequest("'initialize' was already sent")))
    default:
      break
    }
    guard let handler = Self.requests[request.method],
      !handler.isDebugOnly || options.debugMethods
    else {
      return .reply(.failure(.methodNotFound(request.method)))
    }
    return handler.route(request, server: self, connection: connection)
  }

  func handle(_ notification: RPC.Notification, on connection: Connection) {
    traceIncoming("notification '\(notification.method)'", params: notification.params, on: connection)
    if notification.method == ExitNotification.method {
      onExit(exitStatus)
      return
    }
    // LSP: notifications before `initialize` are dropped; so is everything after `shutdown` but `exit`.
    guard lifecycle == .running else { return }
    guard let handler = Self.notifications[notification.method] else {
      if !notification.method.hasPrefix("$/") {
        logger.info("ignored unknown notification '\(notification.method)'")
      }
      return
    }
    handler.handle(Params(notification.params), server: self, connection: connection)
  }

  /// `$/logTrace` for each incoming message while the client asked for tracing (`$/setTrace`).
  private func traceIncoming(_ what: String, params: JSON, on connection: Connection) {
    let trace = session.trace
    guard trace != .off else { return }
    var payload: JSON = ["message": .string("Received \(what)")]
    if trace == .verbose, case .object(var object) = payload {
      object["verbose"] = .string("Params: " + JSONWriter.string(params))
      payload = .object(object)
    }
    connection.sendNotification("$/logTrace", params: payload)
  }
}

/// One LSP request method. `route` runs on the reader thread: do cheap state work there and return
/// `.work` for anything slow.
protocol RequestHandler: Sendable {
  static var method: String { get }
  static var isDebugOnly: Bool { get }
  static func route(_ request: Request, server: Server, connection: Connection) -> Route
}

extension RequestHandler {
  static var isDebugOnly: Bool { false }
}

/// One LSP notification method, handled on the reader thread in arrival order.
protocol NotificationHandler: Sendable {
  static var method: String { get }
  static func handle(_ params: Params, server: Server, connection: Connection)
}
