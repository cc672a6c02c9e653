import Foundation
import JSON

/// A JSON-RPC 2.0 connection: decodes frames, classifies messages, runs request handlers off the reader thread,
/// answers cancellations at once, batches, and correlates the replies to requests the server sends the client.
/// It knows nothing about LSP methods except `$/cancelRequest`.
public final class Connection: @unchecked Sendable {
  private let sink: MessageSink
  private let log: @Sendable (String) -> Void
  private let workers = WorkerPool()
  private let lock = NSLock()
  private var handler: MessageHandler?
  private var inFlight: [RequestID: InFlight] = [:]
  private var outgoing: [RequestID: @Sendable (Result<JSON, ResponseError>) -> Void] = [:]
  private var nextOutgoingID: Int64 = 1

  private final class InFlight: Sendable {
    let token = CancellationToken()
    let respond: @Sendable (JSON) -> Void
    init(respond: @escaping @Sendable (JSON) -> Void) { self.respond = respond }
  }

  public init(sink: MessageSink, log: @escaping @Sendable (String) -> Void) {
    self.sink = sink
    self.log = log
  }

  public func setHandler(_ handler: MessageHandler) {
    lock.withLock { self.handler = handler }
  }

  // MARK: - Input

  /// Reads framed messages from `descriptor` until end of input. Framing errors are logged and skipped.
  public func run(input descriptor: Int32, maxMessageBytes: Int) {
    var decoder = FrameDecoder(maxMessageBytes: maxMessageBytes)
    FileDescriptorIO.readChunks(from: descriptor) { chunk in
      for event in decoder.feed(chunk) {
        switch event {
        case .message(let body): receive(body: body)
        case .error(let problem): log("framing error: \(problem)")
        case .oversized(let prefix): answerOversized(prefix: prefix, limit: maxMessageBytes)
        }
      }
    }
    if let pending = decoder.pendingDescription {
      log("framing error: end of input in the middle of \(pending)")
    }
  }

  /// A request skipped for its size still gets an answer when its id can be read from its first bytes.
  func answerOversized(prefix: [UInt8], limit: Int) {
    guard let id = RequestIDScanner.topLevelID(in: prefix) else { return }
    send(
      MessageEncoding.response(
        id: id, result: .failure(.invalidRequest("message exceeds the limit of \(limit) bytes (--max-message-bytes)"))))
  }

  /// Handles one message body (a JSON object, or a batch array).
  public func receive(body: [UInt8]) {
    let json: JSON
    do {
      json = try JSONParser.parse(body)
    } catch {
      send(MessageEncoding.response(id: nil, result: .failure(.parseError(error.description))))
      return
    }
    guard case .array(let elements) = json else {
      dispatch(Message(json)) { [weak self] reply in self?.send(reply) }
      return
    }
    receive(batch: elements)
  }

  /// JSON-RPC batches: one array of replies, in request order, without entries for notifications; nothing at
  /// all when the batch holds only notifications.
  private func receive(batch elements: [JSON]) {
    guard !elements.isEmpty else {
      send(MessageEncoding.response(id: nil, result: .failure(.invalidRequest("empty batch"))))
      return
    }
    let messages = elements.map(Message.init)
    let answered = messages.filter(\.expectsReply).count
    let collector = BatchCollector(count: answered) { [weak self] replies in self?.send(.array(replies)) }
    var slot = 0
    for message in messages {
      if message.expectsReply {
        let index = slot
        slot += 1
        dispatch(message) { reply in collector.fill(index, with: reply) }
      } else {
        dispatch(message) { _ in }
      }
    }
  }

  private func dispatch(_ message: Message, respond: @escaping @Sendable (JSON) -> Void) {
    switch message {
    case .invalid(let id, let error):
      respond(MessageEncoding.response(id: id, result: .failure(error)))
    case .malformedResponse(let id, let problem):
      log("dropped a malformed response\(id.map { " to \($0)" } ?? ""): \(problem)")
    case .response(let id, let result):
      let completion = lock.withLock { outgoing.removeValue(forKey: id) }
      guard let completion else {
        log("received a response to unknown request \(id)")
        return
      }
      workers.submit { completion(result) }
    case .notification(let notification):
      if notification.method == "$/cancelRequest" {
        cancel(notification.params["id"].flatMap(RequestID.init))
        return
      }
      currentHandler()?.handle(notification, on: self)
    case .request(let request):
      handle(request, respond: respond)
    }
  }

  private func handle(_ request: Request, respond: @escaping @Sendable (JSON) -> Void) {
    let flight = InFlight(respond: respond)
    let duplicate = lock.withLock { () -> Bool in
      if inFlight[request.id] != nil { return true }
      inFlight[request.id] = flight
      return false
    }
    if duplicate {
      let error = ResponseError.invalidRequest("request id \(request.id) is already in use by a running request")
      respond(MessageEncoding.response(id: request.id, result: .failure(error)))
      return
    }
    guard let handler = currentHandler() else {
      finish(request.id, flight, .failure(.methodNotFound(request.method)))
      return
    }
    switch handler.route(request, on: self) {
    case .reply(let result):
      finish(request.id, flight, result)
    case .work(let body):
      let context = RequestContext(request: request, token: flight.token, connection: self)
      workers.submit { [self] in
        if flight.token.isCancelled { return }
        let result: Result<JSON, ResponseError>
        do {
          result = .success(try body(context))
        } catch let error as ResponseError {
          result = .failure(error)
        } catch {
          result = .failure(.internalError("\(request.method) failed: \(error)"))
        }
        finish(request.id, flight, result)
      }
    }
  }

  /// Sends the reply unless the request was already answered (cancelled).
  private func finish(_ id: RequestID, _ flight: InFlight, _ result: Result<JSON, ResponseError>) {
    let current = lock.withLock { () -> Bool in
      guard inFlight[id] === flight else { return false }
      inFlight[id] = nil
      return true
    }
    if current { flight.respond(MessageEncoding.response(id: id, result: result)) }
  }

  /// `$/cancelRequest`: answer -32800 at once and tell the handler to stop; its result will be dropped.
  private func cancel(_ id: RequestID?) {
    guard let id else { return }
    let flight = lock.withLock { inFlight.removeValue(forKey: id) }
    guard let flight else { return }  // already answered: nothing to do, as LSP says
    flight.token.cancel()
    flight.respond(MessageEncoding.response(id: id, result: .failure(.requestCancelled)))
  }

  private func currentHandler() -> MessageHandler? { lock.withLock { handler } }

  // MARK: - Output

  public func send(_ message: JSON) {
    sink.send(JSONWriter.write(message))
  }

  public func sendNotification(_ method: String, params: JSON? = nil) {
    send(MessageEncoding.notification(method: method, params: params))
  }

  /// Sends a request to the client; `completion` runs off the reader thread when the reply arrives.
  public func sendRequest(
    _ method: String, params: JSON? = nil,
    completion: @escaping @Sendable (Result<JSON, ResponseError>) -> Void = { _ in }
  ) {
    let id = lock.withLock { () -> RequestID in
      let id = RequestID.int(nextOutgoingID)
      nextOutgoingID += 1
      outgoing[id] = completion
      return id
    }
    send(MessageEncoding.request(id: id, method: method, params: params))
  }
}

extension Message {
  /// Whether JSON-RPC requires an answer: requests and invalid messages do; notifications and responses don't.
  var expectsReply: Bool {
    switch self {
    case .request, .invalid: return true
    case .notification, .response, .malformedResponse: return false
    }
  }
}

/// Gathers a batch's replies and sends them as one array when the last one arrives.
private final class BatchCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var replies: [JSON?]
  private var remaining: Int
  private let completion: @Sendable ([JSON]) -> Void

  init(count: Int, completion: @escaping @Sendable ([JSON]) -> Void) {
    replies = Array(repeating: nil, count: count)
    remaining = count
    self.completion = completion
  }

  func fill(_ index: Int, with reply: JSON) {
    let done = lock.withLock { () -> [JSON]? in
      guard replies[index] == nil else { return nil }
      replies[index] = reply
      remaining -= 1
      return remaining == 0 ? replies.compactMap { $0 } : nil
    }
    if let done { completion(done) }
  }
}
