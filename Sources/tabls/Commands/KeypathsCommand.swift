import Foundation
import JSON
import Lottie
import RPC
import SourceText
import TabAnalysis

/// `tabls keypaths FILE.json [--engine main|core] [--match PATTERN] [--kind KIND] [--unique] [--format text|json]`:
/// the keypaths lottie-ios lists for an animation, sorted as its snapshot tests sort them.
enum KeypathsCommand {
  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    var arguments = arguments
    let engineName = try arguments.option("--engine") ?? "main"
    guard let engine = LottieEngine(rawValue: engineName) else {
      throw UsageError("--engine must be main or core, not '\(engineName)'")
    }
    let pattern = try arguments.option("--match").map(KeypathPattern.init)
    let kindName = try arguments.option("--kind")
    let kind = try kindName.map { name throws(UsageError) -> KeypathKind in
      guard let kind = KeypathKind(rawValue: name) else {
        throw UsageError(
          "--kind must be one of \(KeypathKind.allCases.map(\.rawValue).joined(separator: ", ")), not '\(name)'")
      }
      return kind
    }
    let unique = arguments.flag("--unique")
    let format = try arguments.option("--format") ?? "text"
    guard format == "text" || format == "json" else {
      throw UsageError("--format must be text or json, not '\(format)'")
    }
    let positionals = try arguments.positionals(max: 1)
    guard let file = positionals.first else { throw UsageError("keypaths needs a Lottie JSON file") }
    guard let bytes = FileReader.readNamed(file) else { throw UsageError("cannot read \(file)") }

    let keypaths: LottieKeypaths
    do {
      // The plain listing, the common case, is written as the engine's bytes without making Strings. Its lines
      // are one keypath each when no name holds a newline, which needs a JSON escape in the file.
      if format == "text" && pattern == nil && kind == nil && !unique && !bytes.contains(UInt8(ascii: "\\")) {
        let text = try LottieKeypaths.text(bytes: bytes, engine: engine)
        FileHandle.standardOutput.write(Data(WorkflowCommandText.listing(text)))
        return 0
      }
      keypaths = try LottieKeypaths(bytes: bytes)
    } catch {
      let position = error.offset.map { LineIndex(bytes).position(of: $0, in: .utf16) }
      let location = position.map { ":\($0.line + 1):\($0.character + 1)" } ?? ""
      printError("\(file)\(location): \(error.jsonPath.isEmpty ? "" : error.jsonPath + ": ")\(error.message)")
      return 1
    }
    var list = keypaths.list(engine)
    if let pattern { list = list.filter(pattern.matches) }
    if let kind { list = list.filter(kind.contains) }
    if unique { list = Array(OrderedUnique(list)) }
    if format == "json" {
      let json: JSON = [
        "file": .string(file), "engine": .string(engine.rawValue), "count": .int(Int64(list.count)),
        "keypaths": .array(list.map(JSON.string)),
      ]
      print(JSONWriter.string(json, pretty: true))
    } else if !list.isEmpty {
      print(list.map(WorkflowCommandText.listingLine).joined(separator: "\n"))
    }
    return 0
  }
}

/// Drops repeats of a sorted list, keeping order.
struct OrderedUnique: Sequence {
  let elements: [String]
  init(_ elements: [String]) { self.elements = elements }
  func makeIterator() -> AnyIterator<String> {
    var previous: String?
    var iterator = elements.makeIterator()
    return AnyIterator {
      while let next = iterator.next() {
        if next != previous {
          previous = next
          return next
        }
      }
      return nil
    }
  }
}
