import JSON
import RPC
import SourceText
import TabAnalysis

/// Typed access to request parameters; every failure is an invalid-params error naming the JSON path.
struct Params {
  let json: JSON

  init(_ json: JSON) { self.json = json }

  func value(_ path: String) -> JSON? {
    var current: JSON? = json
    for key in path.split(separator: ".") { current = current?[String(key)] }
    return current.flatMap { $0.isNull ? nil : $0 }
  }

  func string(_ path: String) throws(ResponseError) -> String {
    guard let value = value(path) else { throw .invalidParams("missing '\(path)'") }
    guard let text = value.stringValue else {
      throw .invalidParams("'\(path)' must be a string, not \(value.kindName)")
    }
    return text
  }

  func int(_ path: String) throws(ResponseError) -> Int {
    guard let value = value(path) else { throw .invalidParams("missing '\(path)'") }
    guard let number = value.intValue, let exact = Int(exactly: number) else {
      throw .invalidParams("'\(path)' must be an integer, not \(value.kindName)")
    }
    return exact
  }

  func position(_ path: String) throws(ResponseError) -> Position {
    let line = try int(path + ".line")
    let character = try int(path + ".character")
    guard line >= 0, character >= 0 else { throw .invalidParams("'\(path)' must not be negative") }
    // LSP's `uinteger` is 0…2³¹−1.
    guard line <= Int(Int32.max), character <= Int(Int32.max) else {
      throw .invalidParams("'\(path)' is past 2^31-1, the largest LSP uinteger")
    }
    return Position(line: line, character: character)
  }

  func range(_ path: String) throws(ResponseError) -> (start: Position, end: Position) {
    let start = try position(path + ".start")
    let end = try position(path + ".end")
    guard start <= end else { throw .invalidParams("'\(path)' ends before it starts") }
    return (start, end)
  }
}

extension Position {
  var json: JSON { ["line": .int(Int64(line)), "character": .int(Int64(character))] }
}
