import SourceText

/// One replacement of a byte range of a file: what a finding's fix makes, what `--fix` writes and `--diff` shows.
public struct TextEdit: Equatable, Sendable {
  public var range: SourceRange
  public var replacement: String

  public init(range: SourceRange, replacement: String) {
    self.range = range
    self.replacement = replacement
  }

  /// `bytes` with `edits` (in order, not overlapping; ranges in the slice's own indices) made; nil when one does
  /// not fit.
  public static func apply(_ edits: [TextEdit], to bytes: ArraySlice<UInt8>) -> [UInt8]? {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var cursor = bytes.startIndex
    for edit in edits {
      guard edit.range.start >= cursor, edit.range.end <= bytes.endIndex, edit.range.start <= edit.range.end else {
        return nil
      }
      result += bytes[cursor..<edit.range.start]
      result += Array(edit.replacement.utf8)
      cursor = edit.range.end
    }
    result += bytes[cursor...]
    return result
  }
}
