extension TrueTypeFont {
  /// One glyph alone, in black with its coverage as alpha: its outline scaled so that the em is `em` pixels and
  /// its bounding box centred in a `side` × `side` image (an icon font's glyph, drawn as a template icon).
  public func iconImage(glyph: Int, em: Double, side: Int) -> RGBAImage {
    let side = max(1, min(side, 1024))
    var image = RGBAImage(width: side, height: side)
    let k = em / unitsPerEm
    let contours = self.contours(glyph).map { points in points.map { PathRaster.Point($0.x * k, -$0.y * k) } }
    let all = contours.flatMap { $0 }
    guard let minX = all.map(\.x).min(), let maxX = all.map(\.x).max(), let minY = all.map(\.y).min(),
      let maxY = all.map(\.y).max(), maxX.isFinite, maxY.isFinite
    else { return image }
    let dx = Double(side) / 2 - (minX + maxX) / 2
    let dy = Double(side) / 2 - (minY + maxY) / 2
    let raster = PathRaster(width: side, height: side)
    let placed = contours.map { points in
      PathRaster.Contour(points.map { PathRaster.Point($0.x + dx, $0.y + dy) }, closed: true)
    }
    let coverage = raster.fill(placed, evenOdd: false)
    for index in 0..<(side * side) where coverage[index] > 0 {
      image.pixels[index * 4 + 3] = UInt8(min(max(coverage[index], 0), 1) * 255 + 0.5)
    }
    return image
  }
}
