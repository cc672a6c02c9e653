/// What text layout and drawing need of a font with outlines: a TrueType file, or the glyphs an animation carries.
public protocol OutlineFont: Sendable {
  var unitsPerEm: Double { get }
  var ascender: Double { get }
  func glyph(for scalar: Unicode.Scalar) -> Int?
  /// In font units.
  func advance(_ glyph: Int) -> Double
  /// In font units, added to the left glyph's advance.
  func kern(_ left: Int, _ right: Int) -> Double
  /// Closed contours in font units, y up, curves flattened.
  func contours(_ glyph: Int) -> [[PathRaster.Point]]
}

extension TrueTypeFont: OutlineFont {}
