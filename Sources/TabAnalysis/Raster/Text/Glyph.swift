/// A bitmap glyph: `rows` top to bottom, bit `width - 1 - x` of a row set where pixel x is inked.
public struct Glyph: Sendable, Equatable {
  public var width: Int
  public var rows: [UInt32]
  /// Horizontal distance to the next glyph, in font pixels.
  public var advance: Int

  public var height: Int { rows.count }

  public func isInked(_ x: Int, _ y: Int) -> Bool { rows[y] >> UInt32(width - 1 - x) & 1 == 1 }
}

/// Where glyphs come from: the embedded Latin font, a Unifont `.hex` file.
public protocol GlyphSource: Sendable {
  func glyph(for scalar: Unicode.Scalar) -> Glyph?
  /// The height of every glyph cell, in font pixels.
  var cellHeight: Int { get }
  /// Rows of a cell above the baseline.
  var ascent: Int { get }
}
