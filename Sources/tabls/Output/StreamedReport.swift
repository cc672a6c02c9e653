import Dispatch
import Foundation
import JSON
import RPC

/// The findings part of a report, one piece of bytes per finding, made in parallel batches and handed to the sink
/// in order, each batch freed once written: a monorepo's report is never one buffer (a 20,000-file check's SARIF
/// was 23 MB of text and three times that as values), and its tens of thousands of findings are the slow part.
enum StreamedReport {
  /// Stands where `writeJSON` puts the array: no finding's text is a NUL followed by this.
  static let placeholder = "\u{0}tabls:findings"

  static func write(
    count: Int, to sink: ([UInt8]) -> Void, piece: @Sendable (_ position: Int, _ buffer: inout [UInt8]) -> Void
  ) {
    let chunkSize = 1_024
    let chunks = (count + chunkSize - 1) / chunkSize
    // Enough chunks at once to keep every core busy; more only hold more of the report in memory (a chunk of
    // findings is about half a megabyte of JSON: `tabls-bench check`'s 10,000-file report is 16.9 MB for 31,280).
    let batch = max(2, min(16, ProcessInfo.processInfo.activeProcessorCount))
    var first = 0
    while first < chunks {
      let inBatch = min(batch, chunks - first)
      let parts = Locked([[UInt8]](repeating: [], count: inBatch))
      let base = first
      DispatchQueue.concurrentPerform(iterations: inBatch) { offset in
        let chunk = base + offset
        var buffer: [UInt8] = []
        for position in chunk * chunkSize..<min(count, (chunk + 1) * chunkSize) { piece(position, &buffer) }
        parts.modify { $0[offset] = buffer }
      }
      parts.read { for part in $0 { sink(part) } }
      first += inBatch
    }
  }

  /// A pretty-printed JSON document with one array written piece by piece: `document` is written with the string
  /// `placeholder` where the array goes, and the array's elements at that depth between its two halves.
  static func writeJSON(
    _ document: JSON, count: Int, to sink: ([UInt8]) -> Void,
    element: @Sendable (_ position: Int) -> JSON
  ) {
    writeJSON(document, count: count, to: sink) { position, buffer, indent in
      JSONWriter.append(element(position), to: &buffer, indent: indent)
    }
  }

  /// `writeJSON` whose elements are appended, pretty-printed at depth `indent`, by `appendElement` itself.
  static func writeJSON(
    _ document: JSON, count: Int, to sink: ([UInt8]) -> Void,
    appendElement: @Sendable (_ position: Int, _ buffer: inout [UInt8], _ indent: Int) -> Void
  ) {
    let text = JSONWriter.write(document, pretty: true)
    let marker = JSONWriter.write(.string(placeholder))
    guard let at = text.firstRange(of: marker) else { return sink(text + [UInt8(ascii: "\n")]) }
    // The depth of the array is the indentation of its line, two spaces a level.
    let lineStart = text[..<at.lowerBound].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let depth = text[lineStart...].prefix { $0 == UInt8(ascii: " ") }.count / 2
    sink(Array(text[..<at.lowerBound]) + [UInt8(ascii: "[")])
    let indentation = [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: " "), count: (depth + 1) * 2)
    write(count: count, to: sink) { position, buffer in
      if position > 0 { buffer.append(UInt8(ascii: ",")) }
      buffer += indentation
      appendElement(position, &buffer, depth + 1)
    }
    var tail: [UInt8] = []
    if count > 0 { tail += [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: " "), count: depth * 2) }
    tail += [UInt8(ascii: "]")] + text[at.upperBound...] + [UInt8(ascii: "\n")]
    sink(tail)
  }
}
