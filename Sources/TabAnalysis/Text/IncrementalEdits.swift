/// Applies a batch of LSP incremental changes, each against the text the previous one produced, in time linear
/// in the changes, the bytes they bring and the distance between them. The text is a gap buffer: the bytes
/// before the last edit, and the bytes after it kept reversed, so an edit next to the previous one moves only
/// what lies between them. Line starts are split the same way: before the gap as offsets from the start, after
/// it as distances from the end, which no edit at the gap changes. (8,000 inserts at the top of a 9.5 MB document
/// took 11 s when every edit moved the whole text and every later line start.) A position inside a line is
/// converted by a `LineIndex` of that line alone, so the semantics (clamping, UTF-16 columns, snapping inside a
/// scalar) are exactly `LineIndex.offset(of:in:)`'s.
public struct IncrementalEdits {
  /// The text before the gap.
  private var head: [UInt8]
  /// The text after the gap, last byte first.
  private var tail: [UInt8]
  /// Line starts at or before the gap (always holding 0), ascending.
  private var headStarts: [Int]
  /// Line starts after the gap, as distances from the end of the text; the one nearest the gap last.
  private var tailStarts: [Int]

  public init(_ text: [UInt8]) {
    head = text
    tail = []
    headStarts = [0] + Self.lineStarts(in: text, from: 0, to: text.count)
    tailStarts = []
  }

  /// The edited text.
  public var text: [UInt8] { head + tail.reversed() }

  private var count: Int { head.count + tail.count }
  private var lineCount: Int { headStarts.count + tailStarts.count }

  /// Line starts after each terminator in `text[from..<to]` (a `\r\n` straddling `to` counts once).
  static func lineStarts(in text: [UInt8], from: Int, to: Int) -> [Int] {
    var result: [Int] = []
    var position = from
    while position < to {
      let byte = text[position]
      if byte == 0x0A {
        result.append(position + 1)
      } else if byte == 0x0D {
        if position + 1 < text.count, text[position + 1] == 0x0A { position += 1 }
        result.append(position + 1)
      }
      position += 1
    }
    return result
  }

  private func byte(at offset: Int) -> UInt8 {
    offset < head.count ? head[offset] : tail[tail.count - 1 - (offset - head.count)]
  }

  private func lineStart(_ line: Int) -> Int {
    line < headStarts.count ? headStarts[line] : count - tailStarts[tailStarts.count - 1 - (line - headStarts.count)]
  }

  /// Whether a line starts at `offset`: after a `\n`, or after a `\r` that no `\n` follows.
  private func isLineStart(_ offset: Int) -> Bool {
    guard offset > 0 else { return true }
    let previous = byte(at: offset - 1)
    return previous == 0x0A || (previous == 0x0D && (offset == count || byte(at: offset) != 0x0A))
  }

  public func offset(of position: Position, in encoding: PositionEncoding) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < lineCount else { return count }
    let start = lineStart(position.line)
    let end = position.line + 1 < lineCount ? lineStart(position.line + 1) : count
    let line = LineIndex((start..<end).map(byte(at:)))
    return start + line.offset(of: Position(line: 0, character: position.character), in: encoding)
  }

  /// Puts the gap at `offset`, moving the bytes and line starts between it and the old gap across.
  private mutating func moveGap(to offset: Int) {
    let total = count
    while head.count > offset {
      tail.append(head.removeLast())
    }
    while head.count < offset {
      head.append(tail.removeLast())
    }
    while let last = headStarts.last, last > offset {
      tailStarts.append(total - headStarts.removeLast())
    }
    while let last = tailStarts.last, total - last <= offset {
      headStarts.append(total - tailStarts.removeLast())
    }
  }

  /// Replaces the text between two positions (clamped as LSP says; an end before the start is the start).
  public mutating func replace(_ from: Position, _ to: Position, with replacement: [UInt8], encoding: PositionEncoding)
  {
    let start = offset(of: from, in: encoding)
    let end = max(start, offset(of: to, in: encoding))
    moveGap(to: start)
    // Drop the removed bytes and the line starts inside them (distances from the end do not change).
    let endDistance = count - end
    tail.removeLast(end - start)
    while let last = tailStarts.last, last >= endDistance { tailStarts.removeLast() }
    // A start at `start` itself, or at the end of the new bytes, depends on bytes the edit changed (a `\r` may now
    // meet a `\n`): decided again with the new ones.
    if start > 0, headStarts.last == start { headStarts.removeLast() }
    head.append(contentsOf: replacement)
    for offset in stride(from: max(start, 1), through: head.count, by: 1) where isLineStart(offset) {
      headStarts.append(offset)
    }
  }
}
