import Raster

/// The Liquid Glass capsule as a still picture: the system's glass refracts what is behind it, which a preview has
/// not, so it is drawn as a frosted fill with a light rim, and the selected item sits on a lens (a smaller capsule).
/// Every size here is an estimate (`LayoutEngine.glassCapsuleHeight` and its neighbours; the spec names none).
extension PNGPreview {
  public struct GlassPalette: Sendable {
    public var rim, fill, lens: Canvas.Color

    public static let lightGlass = GlassPalette(
      rim: (214, 214, 220, 255), fill: (246, 246, 248, 255), lens: (226, 226, 232, 255))
    public static let darkGlass = GlassPalette(
      rim: (72, 72, 76, 255), fill: (38, 38, 41, 255), lens: (60, 60, 64, 255))
  }

  /// How far the lens stands in from its item's slot, in points.
  public static let glassLensInset = 4.0

  static func drawGlass(
    _ layout: TabBarLayout, palette: GlassPalette, selectedIndex: Int, px: (Rect) -> Rect, on canvas: inout Canvas
  ) {
    // The capsule, then each search tab's circle.
    let shapes = layout.glassShapes.isEmpty ? [Rect(0, 0, layout.bar.width, layout.bar.height)] : layout.glassShapes
    for shape in shapes.map(px) {
      canvas.fillRounded(shape, radius: shape.height / 2, palette.rim)
      let rim = shape.height / 62
      let inner = Rect(shape.x + rim, shape.y + rim, shape.width - 2 * rim, shape.height - 2 * rim)
      canvas.fillRounded(inner, radius: inner.height / 2, palette.fill)
    }
    guard layout.items.indices.contains(selectedIndex) else { return }
    let slot = layout.items[selectedIndex].frame
    let inset = glassLensInset
    let lens = px(Rect(slot.x + inset, slot.y + inset, max(slot.width - 2 * inset, 0), max(slot.height - 2 * inset, 0)))
    canvas.fillRounded(lens, radius: lens.height / 2, palette.lens)
  }
}
