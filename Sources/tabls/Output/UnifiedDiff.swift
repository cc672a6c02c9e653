import TabAnalysis

/// A unified diff (`diff -u`, three lines of context) of a file before and after known edits. The edits say
/// exactly which lines change, so no diff algorithm is needed: each run of touched lines is one block, and blocks
/// closer than twice the context share a hunk.
enum UnifiedDiff {
  static let context = 3

  struct Block {
    /// Old lines `start..<end` become `new`.
    var start: Int
    var end: Int
    var new: [ArraySlice<UInt8>]
  }

  static func render(path: String, old: [UInt8], edits: [FixPlan.Edit]) -> String {
    let oldLines = lines(old)
    let starts = lineStarts(oldLines)
    func line(of offset: Int) -> Int {
      // The last line whose start is ≤ offset.
      var low = 0
      var high = starts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if starts[middle] <= offset { low = middle } else { high = middle - 1 }
      }
      return low
    }
    var blocks: [Block] = []
    var pending: [FixPlan.Edit] = []
    var span = (start: 0, end: 0)
    func flush() {
      guard !pending.isEmpty else { return }
      let from = starts[span.start]
      let to = span.end < starts.count ? starts[span.end] : old.count
      let replaced = FixPlan.apply(pending, to: old[from..<to]) ?? []
      blocks.append(Block(start: span.start, end: span.end, new: lines(replaced)))
      pending = []
    }
    for edit in edits {
      let first = oldLines.isEmpty ? 0 : line(of: edit.range.start)
      let last = oldLines.isEmpty ? 0 : (edit.range.end > edit.range.start ? line(of: edit.range.end - 1) : first)
      if !pending.isEmpty && first < span.end {
        span.end = max(span.end, last + 1)
      } else {
        flush()
        span = (first, min(last + 1, max(oldLines.count, 1)))
      }
      pending.append(edit)
    }
    flush()
    guard !blocks.isEmpty else { return "" }

    var text = "--- a/\(path)\n+++ b/\(path)\n"
    var index = 0
    var shift = 0  // new line number minus old line number before the current block
    while index < blocks.count {
      var last = index
      while last + 1 < blocks.count && blocks[last + 1].start - blocks[last].end <= 2 * context { last += 1 }
      let oldStart = max(0, blocks[index].start - context)
      let oldEnd = min(oldLines.count, blocks[last].end + context)
      var body = ""
      var oldCount = 0
      var newCount = 0
      var cursor = oldStart
      let newStart = oldStart + shift
      for block in blocks[index...last] {
        for line in oldLines[cursor..<block.start] {
          body += " " + show(line)
          oldCount += 1
          newCount += 1
        }
        for line in oldLines[block.start..<min(block.end, oldLines.count)] {
          body += "-" + show(line)
          oldCount += 1
        }
        for line in block.new {
          body += "+" + show(line)
          newCount += 1
        }
        shift += block.new.count - (min(block.end, oldLines.count) - block.start)
        cursor = min(block.end, oldLines.count)
      }
      for line in oldLines[cursor..<max(cursor, oldEnd)] {
        body += " " + show(line)
        oldCount += 1
        newCount += 1
      }
      text += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n" + body
      index = last + 1
    }
    return text
  }

  static func range(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
  }

  /// A line as the diff shows it: its text and a newline, or the marker for a last line without one.
  static func show(_ line: ArraySlice<UInt8>) -> String {
    let text = String(decoding: line, as: UTF8.self)
    return line.last == 0x0A ? text : text + "\n\\ No newline at end of file\n"
  }

  /// The lines of `bytes`, each with its line feed (the last may have none).
  static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var result: [ArraySlice<UInt8>] = []
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == 0x0A {
      result.append(bytes[start...index])
      start = index + 1
    }
    if start < bytes.count { result.append(bytes[start...]) }
    return result
  }

  static func lineStarts(_ lines: [ArraySlice<UInt8>]) -> [Int] {
    lines.isEmpty ? [0] : lines.map(\.startIndex)
  }
}
