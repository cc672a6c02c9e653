/// Filled and stroked outlines rasterized anti-aliased, for vector icons, outline text and Lottie frames. Fills
/// follow the non-zero or even-odd rule; strokes (`PathStroke.swift`) are the points within half the width of
/// the outline, with their caps and joins.
public struct PathRaster {
  public struct Point: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public init(_ x: Double, _ y: Double) {
      self.x = x
      self.y = y
    }
  }

  /// A polyline (flattened curves), closed or not.
  public struct Contour: Sendable {
    public var points: [Point]
    public var closed: Bool
    public init(_ points: [Point], closed: Bool) {
      self.points = points
      self.closed = closed
    }
  }

  let width: Int
  let height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Sub-rows per pixel row of a fill; along each sub-row a span's coverage is exact (its ends' fractions of a
  /// pixel), so edges get 16 vertical and continuous horizontal levels rather than 4 × 4 samples' 17 — the
  /// difference between passing and failing a ΔE 3 comparison along every edge of a Lottie frame.
  static let fillRows = 16

  /// Per-pixel coverage (0…1) of the contours filled: a scanline over the edges active at each sub-row, spans
  /// accumulated into per-row step and end-fraction buffers.
  public func fill(_ contours: [Contour], evenOdd: Bool) -> [Float] {
    var coverage = [Float](repeating: 0, count: width * height)
    // Each edge as its top, bottom, x at the top, dx/dy and direction; horizontal edges cross no sub-row.
    var edges: [(top: Double, bottom: Double, x: Double, slope: Double, winding: Int)] = []
    for contour in contours where contour.points.count >= 2 {
      for index in contour.points.indices {
        let a = contour.points[index]
        let b = contour.points[(index + 1) % contour.points.count]  // fills always close their contours
        guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
        let (upper, lower) = a.y < b.y ? (a, b) : (b, a)
        edges.append((upper.y, lower.y, upper.x, (lower.x - upper.x) / (lower.y - upper.y), b.y > a.y ? 1 : -1))
      }
    }
    guard !edges.isEmpty else { return coverage }
    edges.sort { $0.top < $1.top }
    let firstRow = max(0, Clamp.int(edges[0].top.rounded(.down)))
    let lastRow = min(height - 1, Clamp.int((edges.map(\.bottom).max() ?? 0).rounded(.up)))
    guard firstRow <= lastRow else { return coverage }
    let n = Self.fillRows
    let weight = 1 / Float(n)
    var active: [Int] = []
    var next = 0
    var crossings: [(x: Double, winding: Int)] = []
    var fractions = [Float](repeating: 0, count: width + 1)
    var steps = [Float](repeating: 0, count: width + 2)
    for row in firstRow...lastRow {
      for index in fractions.indices { fractions[index] = 0 }
      for index in steps.indices { steps[index] = 0 }
      for sub in 0..<n {
        let y = Double(row) + (Double(sub) + 0.5) / Double(n)
        while next < edges.count, edges[next].top <= y {
          active.append(next)
          next += 1
        }
        active.removeAll { edges[$0].bottom <= y }
        guard active.count >= 2 else { continue }
        crossings.removeAll(keepingCapacity: true)
        for index in active {
          let edge = edges[index]
          let x = edge.x + (y - edge.top) * edge.slope
          crossings.append((x.isNaN ? 0 : min(max(x, -1e9), 1e9), edge.winding))
        }
        crossings.sort { $0.x < $1.x }
        var winding = 0
        for index in 0..<(crossings.count - 1) {
          winding += crossings[index].winding
          let inside = evenOdd ? (index + 1) % 2 == 1 : winding != 0
          guard inside else { continue }
          let start = min(max(crossings[index].x, 0), Double(width))
          let end = min(max(crossings[index + 1].x, 0), Double(width))
          guard end > start else { continue }
          let first = Int(start)
          let last = Int(end)
          if first == last {
            fractions[first] += Float(end - start) * weight
          } else {
            fractions[first] += Float(Double(first + 1) - start) * weight
            steps[first + 1] += weight
            steps[last] -= weight
            fractions[last] += Float(end - Double(last)) * weight
          }
        }
      }
      var running: Float = 0
      for x in 0..<width {
        running += steps[x]
        coverage[row * width + x] = min(1, max(0, running + fractions[x]))
      }
    }
    return coverage
  }

}

/// Bézier curves flattened to points, for every outline reader (Lottie, SVG, PDF, TrueType).
enum Bezier {
  /// The points of a cubic from `p0` (not included) to `p3`, `steps` of them.
  static func cubic(
    _ p0: PathRaster.Point, _ p1: PathRaster.Point, _ p2: PathRaster.Point, _ p3: PathRaster.Point, steps: Int
  ) -> [PathRaster.Point] {
    (1...max(steps, 1)).map { step in
      let t = Double(step) / Double(max(steps, 1))
      let u = 1 - t
      return PathRaster.Point(
        u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
        u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y)
    }
  }

  /// The points of a quadratic from `p0` (not included) to `p2`.
  static func quadratic(_ p0: PathRaster.Point, _ c: PathRaster.Point, _ p2: PathRaster.Point, steps: Int)
    -> [PathRaster.Point]
  {
    (1...max(steps, 1)).map { step in
      let t = Double(step) / Double(max(steps, 1))
      let u = 1 - t
      return PathRaster.Point(
        u * u * p0.x + 2 * u * t * c.x + t * t * p2.x, u * u * p0.y + 2 * u * t * c.y + t * t * p2.y)
    }
  }
}
