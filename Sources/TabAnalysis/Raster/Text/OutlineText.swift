import SourceText

/// A line of text drawn with outline fonts, anti-aliased: each character from the first font that has it (a Latin
/// font, then a CJK one…), kerned within a font, at a size in pixels; a character no outline font has goes to
/// `fallback` (bitmap fonts, then a visible box). Centred in a rectangle; text wider than it is cut with "…".
public struct OutlineText: Sendable {
  public var fonts: [TrueTypeFont]
  public var fallback: BitmapText

  public init(fonts: [TrueTypeFont], fallback: BitmapText) {
    self.fonts = fonts
    self.fallback = fallback
  }

  public struct Piece {
    public var font: Int?
    public var glyph: Int
    public var scalar: Unicode.Scalar
    public var advance: Double
  }

  func pieces(_ text: String, size: Double) -> [Piece] {
    Self.line(text.unicodeScalars, fonts: fonts, size: size) { scalar in
      Double(fallback.width(String(scalar), capHeight: size * 0.72)) + size * 0.08
    }
  }

  /// Characters placed along a line: each from the first font that has it, kerned against the character before it
  /// when that is in the same font; a character no font has (`font` nil) advances by `missing`.
  public static func line(
    _ scalars: some Sequence<Unicode.Scalar>, fonts: [any OutlineFont], size: Double, kerning: Bool = true,
    missing: (Unicode.Scalar) -> Double
  ) -> [Piece] {
    var result: [Piece] = []
    for scalar in scalars {
      guard
        let (index, glyph) = fonts.indices.lazy.compactMap({ i in fonts[i].glyph(for: scalar).map { (i, $0) } }).first
      else {
        result.append(Piece(font: nil, glyph: 0, scalar: scalar, advance: missing(scalar)))
        continue
      }
      let font = fonts[index]
      if kerning, let previous = result.last, previous.font == index {
        result[result.count - 1].advance += font.kern(previous.glyph, glyph) * size / font.unitsPerEm
      }
      result.append(
        Piece(font: index, glyph: glyph, scalar: scalar, advance: max(font.advance(glyph) * size / font.unitsPerEm, 0)))
    }
    return result
  }

  /// The width of `text` at `size` pixels (the em).
  public func width(_ text: String, size: Double) -> Double { pieces(text, size: size).reduce(0) { $0 + $1.advance } }

  /// Draws `text` centred in `rect` (pixels) at `size` pixels to the em.
  public func draw(_ text: String, in rect: Rect, size: Double, color: Canvas.Color, on canvas: inout Canvas) {
    var size = size
    var placed = pieces(text, size: size)
    func total(_ pieces: [Piece]) -> Double { pieces.reduce(0) { $0 + $1.advance } }
    // The rectangle is measured with the phone's font; a wider stand-in is drawn up to a quarter smaller to take
    // the width the phone's text takes, and cut only beyond that.
    if total(placed) > rect.width, total(placed) > 0 {
      size *= max(0.75, rect.width / total(placed))
      placed = pieces(text, size: size)
    }
    if total(placed) > rect.width {
      // The longest prefix that leaves room for the dots, in one pass (a text may be a file's worth of characters).
      let dots = pieces("…", size: size)
      let room = rect.width - total(dots)
      var width = 0.0
      var kept = 0
      while kept < placed.count, width + placed[kept].advance <= room {
        width += placed[kept].advance
        kept += 1
      }
      placed = Array(placed[..<kept]) + dots
    }
    // The baseline puts the primary font's cap height (about 0.7 em) in the middle of the rectangle.
    let baseline = rect.midY + size * 0.35
    var x = rect.midX - total(placed) / 2
    for piece in placed {
      // Characters wholly off the canvas are not rasterized (a glyph reaches at most about an em past its origin).
      guard x < Double(canvas.image.width) + size else { break }
      if x + piece.advance + size < 0 {
        x += piece.advance
        continue
      }
      if let index = piece.font {
        drawGlyph(fonts[index], piece.glyph, x: x, baseline: baseline, size: size, color: color, on: &canvas)
      } else {
        let box = Rect(x, baseline - size * 0.85, piece.advance, size)
        fallback.draw(String(piece.scalar), in: box, capHeight: size * 0.72, color: color, on: &canvas)
      }
      x += piece.advance
    }
  }

  func drawGlyph(
    _ font: TrueTypeFont, _ glyph: Int, x: Double, baseline: Double, size: Double, color: Canvas.Color,
    on canvas: inout Canvas
  ) {
    let k = size / font.unitsPerEm
    let contours = font.contours(glyph).map { points in
      points.map { PathRaster.Point(x + $0.x * k, baseline - $0.y * k) }
    }
    let all = contours.flatMap { $0 }
    guard let minX = all.map(\.x).min(), let maxX = all.map(\.x).max(), let minY = all.map(\.y).min(),
      let maxY = all.map(\.y).max()
    else { return }
    // Rasterized in a box of its own, not the whole canvas.
    let left = max(0, Clamp.int(minX.rounded(.down)))
    let top = max(0, Clamp.int(minY.rounded(.down)))
    let right = min(canvas.image.width, Clamp.int(maxX.rounded(.up)) + 1)
    let bottom = min(canvas.image.height, Clamp.int(maxY.rounded(.up)) + 1)
    guard left < right, top < bottom else { return }
    let raster = PathRaster(width: right - left, height: bottom - top)
    let local = contours.map { points in
      PathRaster.Contour(points.map { PathRaster.Point($0.x - Double(left), $0.y - Double(top)) }, closed: true)
    }
    let coverage = raster.fill(local, evenOdd: false)
    for row in 0..<raster.height {
      for column in 0..<raster.width where coverage[row * raster.width + column] > 0 {
        canvas.blend(left + column, top + row, color, coverage: Double(min(coverage[row * raster.width + column], 1)))
      }
    }
  }
}
