import Raster

/// A gradient fill or stroke (`gf`, `gs`) at one frame: its colour stops (`g.k`: offset, r, g, b for each of `g.p`
/// stops, then offset, alpha pairs), linear or radial (`t` 1 or 2) from the start to the end point, in the space of
/// the shape that paints it: pixels are taken there first, so a skewed or squashed shape skews its gradient too, as
/// Core Graphics draws one through the shape's transform.
struct LottieGradient {
  var stops: [(offset: Double, r: Double, g: Double, b: Double)]
  var alphas: [(offset: Double, alpha: Double)]
  var start: PathRaster.Point
  var end: PathRaster.Point
  var radial: Bool
  /// A radial gradient's focal point (its highlight), when it is not the centre.
  var focal: PathRaster.Point?
  /// From pixels to the gradient's space.
  var fromPixels = Affine.identity

  init?(values: [Double], count: Int, start: PathRaster.Point, end: PathRaster.Point, radial: Bool) {
    guard count > 0, values.count >= count * 4 else { return nil }
    stops = (0..<count).map { (values[$0 * 4], values[$0 * 4 + 1], values[$0 * 4 + 2], values[$0 * 4 + 3]) }
    let rest = values[(count * 4)...]
    alphas = stride(from: rest.startIndex, to: rest.endIndex - 1, by: 2).map { (values[$0], values[$0 + 1]) }
    self.start = start
    self.end = end
    self.radial = radial
  }

  /// The colour at a pixel centre.
  func color(atX pixelX: Double, y pixelY: Double) -> Canvas.Color {
    let (x, y) = { ($0.x, $0.y) }(fromPixels.apply(PathRaster.Point(pixelX, pixelY)))
    let (dx, dy) = (end.x - start.x, end.y - start.y)
    let squared = dx * dx + dy * dy
    var t: Double
    if radial, let focal, squared > 0 {
      // The circle through the pixel among those from the focal point (radius 0) to the outer one: |d − t·c| = t·r.
      let (cx, cy) = (start.x - focal.x, start.y - focal.y)
      let (px, py) = (x - focal.x, y - focal.y)
      let a = cx * cx + cy * cy - squared
      let b = -2 * (px * cx + py * cy)
      let c = px * px + py * py
      if abs(a) < 1e-9 {
        t = b != 0 ? -c / b : 1
      } else {
        let discriminant = max(0, b * b - 4 * a * c)
        let roots = [(-b + discriminant.squareRoot()) / (2 * a), (-b - discriminant.squareRoot()) / (2 * a)]
        t = roots.filter { $0 >= 0 }.max() ?? 1
      }
    } else if radial {
      t = squared > 0 ? (((x - start.x) * (x - start.x) + (y - start.y) * (y - start.y)) / squared).squareRoot() : 1
    } else {
      t = squared > 0 ? ((x - start.x) * dx + (y - start.y) * dy) / squared : 0
    }
    t = min(max(t, 0), 1)
    func byte(_ value: Double) -> UInt8 { UInt8(min(max(value, 0), 1) * 255 + 0.5) }
    let (r, g, b) =
      Self.sample(stops.map { ($0.offset, [$0.r, $0.g, $0.b]) }, at: t).map { ($0[0], $0[1], $0[2]) }
      ?? (0, 0, 0)
    let alpha = Self.sample(alphas.map { ($0.offset, [$0.alpha]) }, at: t)?[0] ?? 1
    return (byte(r), byte(g), byte(b), byte(alpha))
  }

  /// Stops interpolated linearly at `t`, held beyond the first and last.
  static func sample(_ stops: [(Double, [Double])], at t: Double) -> [Double]? {
    guard let first = stops.first, let last = stops.last else { return nil }
    if t <= first.0 { return first.1 }
    if t >= last.0 { return last.1 }
    for index in stops.indices.dropFirst() where stops[index].0 >= t {
      let (a, b) = (stops[index - 1], stops[index])
      let span = b.0 - a.0
      let f = span > 0 ? (t - a.0) / span : 0
      return zip(a.1, b.1).map { $0 + ($1 - $0) * f }
    }
    return last.1
  }
}
