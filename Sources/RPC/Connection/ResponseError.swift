/// A JSON-RPC error object. Handlers throw it to answer a request with a specific code; any other Swift
/// error thrown by a handler becomes `internalError` for that request only.
import JSON

public struct ResponseError: Error, Sendable, Equatable, CustomStringConvertible {
  public var code: Int
  public var message: String
  public var data: JSON?

  public init(code: Int, message: String, data: JSON? = nil) {
    self.code = code
    self.message = message
    self.data = data
  }

  // JSON-RPC 2.0 and LSP error codes.
  public static let parseErrorCode = -32700
  public static let invalidRequestCode = -32600
  public static let methodNotFoundCode = -32601
  public static let invalidParamsCode = -32602
  public static let internalErrorCode = -32603
  public static let serverNotInitializedCode = -32002
  public static let requestCancelledCode = -32800
  public static let contentModifiedCode = -32801

  public static func parseError(_ message: String) -> ResponseError {
    ResponseError(code: parseErrorCode, message: "parse error: \(message)")
  }
  public static func invalidRequest(_ message: String) -> ResponseError {
    ResponseError(code: invalidRequestCode, message: "invalid request: \(message)")
  }
  public static func methodNotFound(_ method: String) -> ResponseError {
    ResponseError(code: methodNotFoundCode, message: "method not found: \(method)")
  }
  public static func invalidParams(_ message: String) -> ResponseError {
    ResponseError(code: invalidParamsCode, message: "invalid params: \(message)")
  }
  public static func internalError(_ message: String) -> ResponseError {
    ResponseError(code: internalErrorCode, message: "internal error: \(message)")
  }
  public static let serverNotInitialized = ResponseError(
    code: serverNotInitializedCode, message: "server not initialized: send 'initialize' first")
  public static let requestCancelled = ResponseError(code: requestCancelledCode, message: "request cancelled")
  public static let contentModified = ResponseError(
    code: contentModifiedCode, message: "content modified: the document changed while the request ran")

  public init?(json: JSON) {
    guard let code = json["code"]?.intValue, let message = json["message"]?.stringValue else { return nil }
    self.init(code: Int(code), message: message, data: json["data"])
  }

  public var json: JSON {
    var object = JSONObject([("code", .int(Int64(code))), ("message", .string(message))])
    if let data { object["data"] = data }
    return .object(object)
  }

  public var description: String { "\(code): \(message)" }
}
