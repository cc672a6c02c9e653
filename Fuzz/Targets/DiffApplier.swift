/// A strict reader of the unified diffs `UnifiedDiff` writes, as `patch` reads them: hunk headers with their line
/// counts, context and removed lines that must equal the file's, "\ No newline at end of file". The oracle of the
/// `diff` fuzz target: what it applies must be what the edits make.
public enum DiffApplier {
  /// `old` with the one file's hunks of `diff` applied; nil when the diff does not apply.
  public static func apply(_ diff: [UInt8], to old: [UInt8]) -> [UInt8]? {
    var lines = split(diff)
    guard lines.count >= 2, lines[0].starts(with: Array("--- ".utf8)), lines[1].starts(with: Array("+++ ".utf8))
    else { return diff.isEmpty ? old : nil }
    lines.removeFirst(2)
    let oldLines = split(old)
    var result: [UInt8] = []
    var cursor = 0
    var index = 0
    while index < lines.count {
      guard let (oldStart, oldCount, newCount) = header(lines[index]) else { return nil }
      index += 1
      // A count of 0 names the line before the hunk.
      let start = oldCount == 0 ? oldStart : oldStart - 1
      guard start >= cursor, start <= oldLines.count else { return nil }
      for line in oldLines[cursor..<start] { result += line }
      cursor = start
      var seenOld = 0, seenNew = 0
      var lastAdded: Int?  // where in `result` the last added line ends, for a following "\ No newline"
      var lastKept: Bool?
      while index < lines.count, seenOld < oldCount || seenNew < newCount || lines[index].first == UInt8(ascii: "\\") {
        let line = lines[index]
        index += 1
        guard let marker = line.first else { return nil }
        let text = Array(line.dropFirst())
        switch marker {
        case UInt8(ascii: " "), UInt8(ascii: "-"):
          guard cursor < oldLines.count, normalized(oldLines[cursor]) == text else { return nil }
          if marker == UInt8(ascii: " ") {
            result += oldLines[cursor]
            seenNew += 1
            lastKept = true
          } else {
            lastKept = false
          }
          cursor += 1
          seenOld += 1
          lastAdded = nil
        case UInt8(ascii: "+"):
          result += text
          lastAdded = result.count
          lastKept = nil
          seenNew += 1
        case UInt8(ascii: "\\"):
          // The line before had no newline: an added one loses its own; a context or removed one is checked.
          if let end = lastAdded, end > 0, result[end - 1] == 0x0A {
            result.remove(at: end - 1)
          } else if lastKept == nil, lastAdded == nil {
            return nil
          }
        default: return nil
        }
      }
      guard seenOld == oldCount, seenNew == newCount else { return nil }
    }
    for line in oldLines[cursor...] { result += line }
    return result
  }

  /// A file's lines, each with its line feed; a last line without one gets one, as the diff shows it.
  static func split(_ bytes: [UInt8]) -> [[UInt8]] {
    var lines: [[UInt8]] = []
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == 0x0A {
      lines.append(Array(bytes[start...index]))
      start = index + 1
    }
    if start < bytes.count { lines.append(Array(bytes[start...])) }
    return lines
  }

  static func normalized(_ line: [UInt8]) -> [UInt8] { line.last == 0x0A ? line : line + [0x0A] }

  /// `@@ -12,3 +12,4 @@`: old start, old count, new count.
  static func header(_ line: [UInt8]) -> (Int, Int, Int)? {
    let text = String(decoding: line, as: UTF8.self)
    guard text.hasPrefix("@@ -"), let end = text.range(of: " @@") else { return nil }
    let parts = text[text.index(text.startIndex, offsetBy: 4)..<end.lowerBound].split(separator: " ")
    guard parts.count == 2, parts[1].hasPrefix("+") else { return nil }
    func range(_ part: Substring) -> (Int, Int)? {
      let numbers = part.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
      guard let start = numbers.first ?? nil else { return nil }
      if numbers.count == 1 { return (start, 1) }
      guard numbers.count == 2, let count = numbers[1] else { return nil }
      return (start, count)
    }
    guard let old = range(parts[0]), let new = range(parts[1].dropFirst()) else { return nil }
    return (old.0, old.1, new.1)
  }
}
