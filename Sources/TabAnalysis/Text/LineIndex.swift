/// The unit in which LSP positions count characters within a line (negotiated in `initialize`).
public enum PositionEncoding: String, Sendable {
  case utf8 = "utf-8"
  case utf16 = "utf-16"
}

/// An LSP position: 0-based line, 0-based character offset in the negotiated encoding.
public struct Position: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var line: Int
  public var character: Int

  public init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  public static func < (lhs: Position, rhs: Position) -> Bool {
    (lhs.line, lhs.character) < (rhs.line, rhs.character)
  }

  public var description: String { "\(line):\(character)" }
}

/// Converts between byte offsets and LSP positions in O(log n) for both encodings.
///
/// Besides the line starts it records every non-ASCII scalar with a running total of how many more UTF-8 bytes
/// than UTF-16 units the scalars before it took. A UTF-16 column is then a byte distance minus a difference of
/// two prefix sums, and both directions are binary searches. Lines end at `\n`, `\r\n` or `\r`, as LSP says.
public struct LineIndex: Sendable {
  public let byteCount: Int
  private var lineStarts: [Int] = [0]
  /// Where each line's content ends (before its terminator).
  private var lineEnds: [Int] = []
  private var scalarOffsets: [Int] = []
  private var scalarLengths: [UInt8] = []
  /// `deficit[k]` = Σ (UTF-8 length − UTF-16 length) of the first k non-ASCII scalars.
  private var deficit: [Int] = [0]

  public init(_ bytes: [UInt8]) {
    self = bytes.withUnsafeBufferPointer { LineIndex($0) }
  }

  public init(_ bytes: UnsafeBufferPointer<UInt8>) {
    byteCount = bytes.count
    var position = 0
    while position < bytes.count {
      let byte = bytes[position]
      if byte < 0x80 {
        if byte == 0x0A || byte == 0x0D {
          lineEnds.append(position)
          if byte == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A { position += 1 }
          lineStarts.append(position + 1)
        }
        position += 1
        continue
      }
      let length = Self.scalarLength(at: position, in: bytes)
      scalarOffsets.append(position)
      scalarLengths.append(UInt8(length))
      deficit.append(deficit[deficit.count - 1] + length - (length == 4 ? 2 : 1))
      position += length
    }
    lineEnds.append(bytes.count)
  }

  /// The length of the scalar at `position`; an ill-formed byte counts as one scalar of one byte (as a
  /// replacement character would).
  private static func scalarLength(at position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let lead = bytes[position]
    let expected = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    guard expected > 1, position + expected <= bytes.count else { return 1 }
    for offset in 1..<expected where bytes[position + offset] & 0xC0 != 0x80 { return 1 }
    return expected
  }

  public var lineCount: Int { lineStarts.count }

  /// The byte range of line `line`'s content, without its terminator.
  public func contentRange(ofLine line: Int) -> Range<Int> {
    lineStarts[line]..<lineEnds[line]
  }

  /// The line that contains `offset`.
  public func line(containing offset: Int) -> Int {
    upperBound(lineStarts, clamp(offset)) - 1
  }

  // MARK: - Byte offset → position

  public func position(of offset: Int, in encoding: PositionEncoding) -> Position {
    let offset = snapToScalarStart(clamp(offset))
    let line = line(containing: offset)
    let start = lineStarts[line]
    let end = min(offset, lineEnds[line])
    switch encoding {
    case .utf8:
      return Position(line: line, character: end - start)
    case .utf16:
      let first = lowerBound(scalarOffsets, start)
      let last = lowerBound(scalarOffsets, end)
      return Position(line: line, character: end - start - (deficit[last] - deficit[first]))
    }
  }

  // MARK: - Position → byte offset

  /// The byte offset of `position`, clamped as LSP says: a character past the line's end means the line's end,
  /// a line past the last means the end of the text; a position inside a scalar (half a surrogate pair) snaps
  /// to the scalar's start.
  public func offset(of position: Position, in encoding: PositionEncoding) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < lineStarts.count else { return byteCount }
    let start = lineStarts[position.line]
    let end = lineEnds[position.line]
    // A column past the line's end means its end (LSP); clamping first keeps `start + character` from
    // overflowing on a client's `Int64.max`. No column of a line exceeds its byte length, in any encoding.
    let character = min(max(0, position.character), end - start)
    switch encoding {
    case .utf8:
      return snapToScalarStart(min(start + character, end))
    case .utf16:
      let first = lowerBound(scalarOffsets, start)
      let limit = lowerBound(scalarOffsets, end)
      // The UTF-16 column where non-ASCII scalar k starts.
      func column(_ k: Int) -> Int { scalarOffsets[k] - start - (deficit[k] - deficit[first]) }
      // The last non-ASCII scalar of the line that starts at or before `character`.
      var low = first
      var high = limit
      while low < high {
        let middle = (low + high) / 2
        if column(middle) <= character { low = middle + 1 } else { high = middle }
      }
      guard low > first else { return min(start + character, end) }
      let k = low - 1
      let units = scalarLengths[k] == 4 ? 2 : 1
      if character < column(k) + units { return scalarOffsets[k] }
      return min(scalarOffsets[k] + Int(scalarLengths[k]) + character - column(k) - units, end)
    }
  }

  // MARK: - Helpers

  private func clamp(_ offset: Int) -> Int { min(max(offset, 0), byteCount) }

  private func snapToScalarStart(_ offset: Int) -> Int {
    let k = upperBound(scalarOffsets, offset) - 1
    if k >= 0, scalarOffsets[k] < offset, offset < scalarOffsets[k] + Int(scalarLengths[k]) {
      return scalarOffsets[k]
    }
    return offset
  }

  private func lowerBound(_ array: [Int], _ value: Int) -> Int { SortedInts.lowerBound(array, value) }
  /// First index whose element is > `value`.
  private func upperBound(_ array: [Int], _ value: Int) -> Int {
    value == .max ? array.count : SortedInts.lowerBound(array, value + 1)
  }
}

/// Binary search over sorted offsets, shared by the line index and the readers that keep sorted token positions.
public enum SortedInts {
  /// The first index whose element is ≥ `value` (the count when there is none).
  public static func lowerBound(_ array: [Int], _ value: Int) -> Int {
    var low = 0
    var high = array.count
    while low < high {
      let middle = (low + high) / 2
      if array[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
