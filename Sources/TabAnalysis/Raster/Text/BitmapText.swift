import SourceText

/// A line of text drawn with bitmap fonts: each character from the first font that has it, scaled by whole pixels
/// so glyphs stay crisp, centred in a rectangle; a character no font has is drawn as a hollow box — visibly
/// there, never a silent gap. Text wider than the rectangle is drawn smaller, then cut with "...".
public struct BitmapText: Sendable {
  public var fonts: [any GlyphSource]

  public init(fonts: [any GlyphSource] = [LatinBitmapFont()]) { self.fonts = fonts }

  /// A character as placed: its glyph (nil: the placeholder box) and the font's scale and ascent.
  struct Piece {
    var glyph: Glyph?
    var scale: Int
    var ascent: Int
    var advance: Int { glyph.map { $0.advance * scale } ?? 6 * scale }
  }

  /// Whole-pixel scales that give each font's capitals about `capHeight` pixels (Latin capitals are 7 rows,
  /// Unifont's about 10).
  func scale(_ font: any GlyphSource, capHeight: Double, shrink: Int) -> Int {
    let rows = font is LatinBitmapFont ? 7.0 : 10.0
    return max(1, Clamp.int((capHeight / rows).rounded(), 0...256) - shrink)
  }

  func pieces(_ text: String, capHeight: Double, shrink: Int) -> [Piece] {
    let latin = max(1, Clamp.int((capHeight / 7).rounded(), 0...256) - shrink)
    return text.unicodeScalars.map { scalar in
      for font in fonts {
        if let glyph = font.glyph(for: scalar) {
          return Piece(glyph: glyph, scale: scale(font, capHeight: capHeight, shrink: shrink), ascent: font.ascent)
        }
      }
      return Piece(glyph: nil, scale: latin, ascent: 9)
    }
  }

  /// The width `text` takes at `capHeight`, in pixels.
  public func width(_ text: String, capHeight: Double) -> Int {
    pieces(text, capHeight: capHeight, shrink: 0).reduce(0) { $0 + $1.advance }
  }

  /// Draws `text` centred in `rect` (pixels), its capitals about `capHeight` pixels tall.
  public func draw(_ text: String, in rect: Rect, capHeight: Double, color: Canvas.Color, on canvas: inout Canvas) {
    var shrink = 0
    var placed = pieces(text, capHeight: capHeight, shrink: 0)
    func total(_ pieces: [Piece]) -> Int { pieces.reduce(0) { $0 + $1.advance } }
    while Double(total(placed)) > rect.width, placed.contains(where: { $0.scale > 1 }), shrink < 8 {
      shrink += 1
      placed = pieces(text, capHeight: capHeight, shrink: shrink)
    }
    if Double(total(placed)) > rect.width {
      // The longest prefix that leaves room for the dots, in one pass.
      let dots = pieces("...", capHeight: capHeight, shrink: shrink)
      let room = rect.width - Double(total(dots))
      var width = 0
      var kept = 0
      while kept < placed.count, Double(width + placed[kept].advance) <= room {
        width += placed[kept].advance
        kept += 1
      }
      placed = Array(placed[..<kept]) + dots
    }
    var x = (rect.midX - Double(total(placed)) / 2).rounded()
    // The line's ink, from the highest inked row to the lowest (relative to the baseline), centred vertically.
    var inkTop = 0
    var inkBottom = 0
    for piece in placed {
      var rows = [2, 8]  // the placeholder box's
      if let glyph = piece.glyph { rows = glyph.rows.indices.filter { glyph.rows[$0] != 0 } }
      guard let first = rows.first, let last = rows.last else { continue }
      inkTop = min(inkTop, (first - piece.ascent) * piece.scale)
      inkBottom = max(inkBottom, (last + 1 - piece.ascent) * piece.scale)
    }
    let baseline = (rect.midY - Double(inkTop + inkBottom) / 2).rounded()
    for piece in placed {
      guard x < Double(canvas.image.width) else { break }  // the rest is off the canvas
      let top = baseline - Double(piece.ascent * piece.scale)
      let k = Double(piece.scale)
      if let glyph = piece.glyph {
        for row in 0..<glyph.height where glyph.rows[row] != 0 {
          for column in 0..<glyph.width where glyph.isInked(column, row) {
            canvas.fill(Rect(x + Double(column) * k, top + Double(row) * k, k, k), color)
          }
        }
      } else {
        // The placeholder: a hollow box where a capital letter would be.
        let box = Rect(x, baseline - 7 * k, 5 * k, 7 * k)
        canvas.fill(Rect(box.x, box.y, box.width, k), color)
        canvas.fill(Rect(box.x, box.y + box.height - k, box.width, k), color)
        canvas.fill(Rect(box.x, box.y, k, box.height), color)
        canvas.fill(Rect(box.x + box.width - k, box.y, k, box.height), color)
      }
      x += Double(piece.advance)
    }
  }
}
