/// A half-open byte range in a file. Engines speak in bytes; positions for LSP are made once, at the edge.
public struct SourceRange: Hashable, Sendable, Comparable {
  public var start: Int
  public var end: Int

  public init(_ start: Int, _ end: Int) {
    self.start = start
    self.end = end
  }

  public func contains(_ offset: Int) -> Bool { start <= offset && offset < end }

  /// Like `contains`, but also true at `end` (a cursor just after the last character).
  public func touches(_ offset: Int) -> Bool { start <= offset && offset <= end }

  public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
    (lhs.start, lhs.end) < (rhs.start, rhs.end)
  }
}
