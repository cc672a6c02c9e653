/// A JSON-RPC request id: a string or an integer (the protocol also allows null, used only in error replies
/// to messages whose id could not be read).
import JSON

public enum RequestID: Hashable, Sendable, CustomStringConvertible {
  case int(Int64)
  case string(String)

  public init?(_ json: JSON) {
    switch json {
    case .string(let text): self = .string(text)
    case .int(let number): self = .int(number)
    default: return nil
    }
  }

  public var json: JSON {
    switch self {
    case .int(let number): return .int(number)
    case .string(let text): return .string(text)
    }
  }

  public var description: String {
    switch self {
    case .int(let number): return String(number)
    case .string(let text): return "\"\(text)\""
    }
  }
}

public struct Request: Sendable {
  public var id: RequestID
  public var method: String
  public var params: JSON

  public init(id: RequestID, method: String, params: JSON = .null) {
    self.id = id
    self.method = method
    self.params = params
  }
}

public struct Notification: Sendable {
  public var method: String
  public var params: JSON

  public init(method: String, params: JSON = .null) {
    self.method = method
    self.params = params
  }
}

/// One decoded JSON-RPC message.
public enum Message: Sendable {
  case request(Request)
  case notification(Notification)
  case response(id: RequestID, result: Result<JSON, ResponseError>)
  /// Not a valid message; `id` is the request's id when it could be read, so the error can be correlated.
  case invalid(id: RequestID?, error: ResponseError)
  /// No method, but an id or a result/error member: a response, and a broken one. A response is never answered
  /// (it would be answered by the other side's error for ever); it is logged and dropped.
  case malformedResponse(id: RequestID?, problem: String)

  /// Classifies a parsed JSON value per JSON-RPC 2.0 §4–5.
  public init(_ json: JSON) {
    guard case .object(let object) = json else {
      self = .invalid(id: nil, error: .invalidRequest("a message must be a JSON object, not \(json.kindName)"))
      return
    }
    let rawID = object["id"]
    let id = rawID.flatMap(RequestID.init)
    guard object["jsonrpc"] == .string("2.0") else {
      self = .invalid(id: id, error: .invalidRequest("\"jsonrpc\" must be \"2.0\""))
      return
    }
    if let rawID, id == nil {
      let problem = "\"id\" must be a string or an integer, not \(rawID.kindName)"
      self = .invalid(id: nil, error: .invalidRequest(problem))
      return
    }
    if let method = object["method"] {
      guard case .string(let name) = method else {
        self = .invalid(id: id, error: .invalidRequest("\"method\" must be a string"))
        return
      }
      let params = object["params"] ?? .null
      switch params {
      case .object, .array, .null: break
      default:
        self = .invalid(id: id, error: .invalidRequest("\"params\" must be an object or an array"))
        return
      }
      if let id {
        self = .request(Request(id: id, method: name, params: params))
      } else {
        self = .notification(Notification(method: name, params: params))
      }
      return
    }
    if let id, let result = object["result"] {
      self = .response(id: id, result: .success(result))
    } else if let id, let error = object["error"].flatMap(ResponseError.init(json:)) {
      self = .response(id: id, result: .failure(error))
    } else if id != nil || object["result"] != nil || object["error"] != nil {
      self = .malformedResponse(
        id: id,
        problem: id == nil ? "a response without \"id\"" : "a response with neither \"result\" nor a valid \"error\"")
    } else {
      self = .invalid(
        id: id, error: .invalidRequest("a message needs \"method\", or \"id\" with \"result\" or \"error\""))
    }
  }
}

/// Encoders for outgoing messages.
public enum MessageEncoding {
  public static func response(id: RequestID?, result: Result<JSON, ResponseError>) -> JSON {
    var object = JSONObject()
    object["jsonrpc"] = "2.0"
    object["id"] = id?.json ?? .null
    switch result {
    case .success(let value): object["result"] = value
    case .failure(let error): object["error"] = error.json
    }
    return .object(object)
  }

  public static func request(id: RequestID, method: String, params: JSON?) -> JSON {
    var object: JSONObject = JSONObject([("jsonrpc", "2.0"), ("id", id.json), ("method", .string(method))])
    if let params { object["params"] = params }
    return .object(object)
  }

  public static func notification(method: String, params: JSON?) -> JSON {
    var object = JSONObject([("jsonrpc", "2.0"), ("method", .string(method))])
    if let params { object["params"] = params }
    return .object(object)
  }
}
