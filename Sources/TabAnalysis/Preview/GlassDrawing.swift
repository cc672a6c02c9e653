import Raster

/// The Liquid Glass capsule as a still picture: the system's glass refracts what is behind it, which a preview has
/// not, so it is drawn over a plain screen as iOS drew it there (layout.md §7a, light: white glass with a white rim
/// and a soft shadow below over a white screen, the selected tab on a grey lens, the other tabs near black). Dark
/// Mode was not measured: its colours are estimates, and the notes say so.
extension PNGPreview {
  public struct GlassPalette: Sendable {
    /// The screen behind the bar, the glass, its rim, the shadow just below it, the lens, and the unselected tabs.
    public var screen, fill, rim, shadow, lens, unselected: Canvas.Color

    public static let lightGlass = GlassPalette(
      screen: (255, 255, 255, 255), fill: (255, 255, 255, 255), rim: (255, 255, 255, 255),
      shadow: (231, 231, 235, 255), lens: (237, 237, 237, 255), unselected: (26, 25, 25, 255))
    /// Estimates: no picture of a dark glass bar was measured.
    public static let darkGlass = GlassPalette(
      screen: (0, 0, 0, 255), fill: (38, 38, 41, 255), rim: (72, 72, 76, 255), shadow: (0, 0, 0, 0),
      lens: (60, 60, 64, 255), unselected: (235, 235, 240, 255))
  }

  static func drawGlass(
    _ layout: TabBarLayout, palette: GlassPalette, selectedIndex: Int, px: (Rect) -> Rect, scale: Double,
    on canvas: inout Canvas
  ) {
    canvas.fill(Rect(0, 0, Double(canvas.image.width), Double(canvas.image.height)), palette.screen)
    // The capsule, then each search tab's circle (and the bottom accessory): a shadow just below, a rim, the glass.
    let shapes = layout.glassShapes.isEmpty ? [Rect(0, 0, layout.bar.width, layout.bar.height)] : layout.glassShapes
    for shape in shapes.map(px) {
      if palette.shadow.a > 0 {
        let shadow = Rect(shape.x, shape.y + scale, shape.width, shape.height)
        canvas.fillRounded(shadow, radius: shadow.height / 2, palette.shadow)
      }
      canvas.fillRounded(shape, radius: shape.height / 2, palette.rim)
      let inner = Rect(shape.x + scale / 2, shape.y + scale / 2, shape.width - scale, shape.height - scale)
      canvas.fillRounded(inner, radius: inner.height / 2, palette.fill)
    }
    // The lens: the selected tab's (a search circle's tab has none: the circle is its own).
    guard layout.items.indices.contains(selectedIndex), let lens = layout.items[selectedIndex].lens.map(px) else {
      return
    }
    canvas.fillRounded(lens, radius: lens.height / 2, palette.lens)
  }
}
