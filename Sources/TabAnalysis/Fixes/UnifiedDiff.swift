/// A unified diff (`diff -u`, three lines of context) of a file before and after known edits. The edits say
/// exactly which lines change, so no diff algorithm is needed: each run of touched lines is one block, and blocks
/// closer than twice the context share a hunk.
///
/// The diff is bytes: each line is written as the file has it (a byte that is not UTF-8 stays that byte, so the
/// hunk applies where `--fix` would write), and each file name ends with a tab, as `diff -u` ends it before its
/// date, or is quoted as git quotes it when it holds a quote, a backslash or a control character — so that both
/// `git apply` and `patch -p1` find the file, spaces and all.
public enum UnifiedDiff {
  static let context = 3

  struct Block {
    /// Old lines `start..<end` become `new`.
    var start: Int
    var end: Int
    var new: [ArraySlice<UInt8>]
  }

  public static func render(path: String, old: [UInt8], edits: [TextEdit]) -> [UInt8] {
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
    var pending: [TextEdit] = []
    var span = (start: 0, end: 0)
    func flush() {
      guard !pending.isEmpty else { return }
      let from = starts[span.start]
      let to = span.end < starts.count ? starts[span.end] : old.count
      let replaced = TextEdit.apply(pending, to: old[from..<to]) ?? []
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
    guard !blocks.isEmpty else { return [] }

    var text = header("---", "a/" + path) + header("+++", "b/" + path)
    var index = 0
    var shift = 0  // new line number minus old line number before the current block
    while index < blocks.count {
      var last = index
      while last + 1 < blocks.count && blocks[last + 1].start - blocks[last].end <= 2 * context { last += 1 }
      let oldStart = max(0, blocks[index].start - context)
      let oldEnd = min(oldLines.count, blocks[last].end + context)
      var body: [UInt8] = []
      var oldCount = 0
      var newCount = 0
      var cursor = oldStart
      let newStart = oldStart + shift
      for block in blocks[index...last] {
        for line in oldLines[cursor..<block.start] {
          body += [UInt8(ascii: " ")] + show(line)
          oldCount += 1
          newCount += 1
        }
        for line in oldLines[block.start..<min(block.end, oldLines.count)] {
          body += [UInt8(ascii: "-")] + show(line)
          oldCount += 1
        }
        for line in block.new {
          body += [UInt8(ascii: "+")] + show(line)
          newCount += 1
        }
        shift += block.new.count - (min(block.end, oldLines.count) - block.start)
        cursor = min(block.end, oldLines.count)
      }
      for line in oldLines[cursor..<max(cursor, oldEnd)] {
        body += [UInt8(ascii: " ")] + show(line)
        oldCount += 1
        newCount += 1
      }
      text += Array("@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n".utf8) + body
      index = last + 1
    }
    return text
  }

  static func range(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
  }

  /// A line as the diff shows it: its bytes and a newline, or the marker for a last line without one.
  static func show(_ line: ArraySlice<UInt8>) -> [UInt8] {
    line.last == 0x0A ? Array(line) : Array(line) + Array("\n\\ No newline at end of file\n".utf8)
  }

  /// `--- a/name`: the name ended with a tab, or C-quoted (`"a/x\"y"`, `\n`, `\t`, octal for other controls) when
  /// a quote, backslash or control character would otherwise end or break it.
  static func header(_ marker: String, _ name: String) -> [UInt8] {
    let bytes = Array(name.utf8)
    guard bytes.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
    else { return Array("\(marker) \(name)\t\n".utf8) }
    var quoted = Array("\(marker) \"".utf8)
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): quoted += [UInt8(ascii: "\\"), byte]
      case 0x0A: quoted += Array("\\n".utf8)
      case 0x09: quoted += Array("\\t".utf8)
      case ..<0x20, 0x7F:
        quoted += [UInt8(ascii: "\\")] + Array(String(byte, radix: 8).leftPadded(to: 3).utf8)
      default: quoted.append(byte)
      }
    }
    return quoted + Array("\"\n".utf8)
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

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    count >= length ? self : String(repeating: "0", count: length - count) + self
  }
}
