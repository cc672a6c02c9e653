import SourceText

/// Filled and stroked outlines rasterized anti-aliased, for vector icons, outline text and Lottie frames. Fills
/// follow the non-zero or even-odd rule; strokes (`PathStroke.swift`) are the points within half the width of
/// the outline, with their caps and joins.
public struct PathRaster: Sendable {
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

  public let width: Int
  public let height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Sub-rows per pixel row of a fill; along each sub-row a span's coverage is exact (its ends' fractions of a
  /// pixel), so edges get 16 vertical and continuous horizontal levels rather than 4 × 4 samples' 17 — the
  /// difference between passing and failing a ΔE 3 comparison along every edge of a Lottie frame.
  static let fillRows = 16

  /// A shape's coverage (0…1) over the pixels of its bounds only, clipped to the canvas: what a fill or stroke
  /// touches, so that many small shapes cost their own area, not the canvas's each.
  public struct Coverage: Sendable {
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int
    public var values: [Float]

    static let empty = Coverage(x: 0, y: 0, width: 0, height: 0, values: [])

    /// The coverage of pixel (x, y) of the canvas (0 outside the bounds).
    public subscript(x: Int, y: Int) -> Float {
      let column = x - self.x, row = y - self.y
      guard column >= 0, row >= 0, column < width, row < height else { return 0 }
      return values[row * width + column]
    }

    /// The coverage as a map of the whole canvas (what masks and mattes combine).
    public func expanded(width canvasWidth: Int, height canvasHeight: Int) -> [Float] {
      var map = [Float](repeating: 0, count: canvasWidth * canvasHeight)
      for row in 0..<height {
        let target = (y + row) * canvasWidth + x
        for column in 0..<width { map[target + column] = values[row * width + column] }
      }
      return map
    }
  }

  /// The edges of closed contours, ready for the scanline: top, bottom, x at the top, dx/dy and direction
  /// (horizontal and non-finite edges cross no sub-row and are left out), with their horizontal extent.
  struct Edges {
    var list: [(top: Double, bottom: Double, x: Double, slope: Double, winding: Int)] = []
    var minX = Double.infinity
    var maxX = -Double.infinity

    init(_ contours: [Contour]) {
      for contour in contours where contour.points.count >= 2 {
        for index in contour.points.indices {
          let a = contour.points[index]
          let b = contour.points[(index + 1) % contour.points.count]  // fills always close their contours
          guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
          let (upper, lower) = a.y < b.y ? (a, b) : (b, a)
          list.append((upper.y, lower.y, upper.x, (lower.x - upper.x) / (lower.y - upper.y), b.y > a.y ? 1 : -1))
          minX = min(minX, a.x, b.x)
          maxX = max(maxX, a.x, b.x)
        }
      }
    }
  }

  /// Per-pixel coverage (0…1) of the contours filled, as a map of the whole canvas.
  public func fill(_ contours: [Contour], evenOdd: Bool) -> [Float] {
    coverage(contours, evenOdd: evenOdd).expanded(width: width, height: height)
  }

  /// The work a fill of these contours does, in `DrawingBudget` units: each edge's sub-rows inside the canvas,
  /// and each row's span of the bounds. Computed from the edges alone, before any pixel is touched.
  public func work(_ contours: [Contour]) -> Int {
    let edges = Edges(contours)
    return work(edges)
  }

  func work(_ edges: Edges) -> Int {
    guard !edges.list.isEmpty else { return 0 }
    var total = 0
    var top = Double.infinity, bottom = -Double.infinity
    for edge in edges.list {
      let rows = min(edge.bottom, Double(height)) - max(edge.top, 0)
      if rows > 0 { total = total &+ Clamp.int((rows * Double(Self.fillRows)).rounded(.up)) }
      top = min(top, edge.top)
      bottom = max(bottom, edge.bottom)
    }
    let columns = min(edges.maxX, Double(width)) - max(edges.minX, 0) + 2
    let rows = min(bottom, Double(height)) - max(top, 0) + 1
    if columns > 0, rows > 0 { total = total &+ Clamp.int((columns * rows).rounded(.up)) }
    return max(total, 0)
  }

  /// The coverage of the contours filled, over their bounds: a scanline over the edges active at each sub-row,
  /// spans accumulated into per-row step and end-fraction buffers the width of the bounds.
  public func coverage(_ contours: [Contour], evenOdd: Bool) -> Coverage {
    var edges = Edges(contours)
    guard !edges.list.isEmpty else { return .empty }
    edges.list.sort { $0.top < $1.top }
    let firstRow = max(0, Clamp.int(edges.list[0].top.rounded(.down)))
    let lastRow = min(height - 1, Clamp.int((edges.list.map(\.bottom).max() ?? 0).rounded(.up)))
    let left = max(0, Clamp.int(edges.minX.rounded(.down)))
    let right = min(width, Clamp.int(edges.maxX.rounded(.up)) + 1)
    guard firstRow <= lastRow, left < right else { return .empty }
    let span = right - left
    var coverage = Coverage(
      x: left, y: firstRow, width: span, height: lastRow - firstRow + 1,
      values: [Float](repeating: 0, count: span * (lastRow - firstRow + 1)))
    let n = Self.fillRows
    let weight = 1 / Float(n)
    var active: [Int] = []
    var next = 0
    var crossings: [(x: Double, winding: Int)] = []
    var fractions = [Float](repeating: 0, count: span + 1)
    var steps = [Float](repeating: 0, count: span + 2)
    for row in firstRow...lastRow {
      for index in fractions.indices { fractions[index] = 0 }
      for index in steps.indices { steps[index] = 0 }
      for sub in 0..<n {
        let y = Double(row) + (Double(sub) + 0.5) / Double(n)
        while next < edges.list.count, edges.list[next].top <= y {
          active.append(next)
          next += 1
        }
        active.removeAll { edges.list[$0].bottom <= y }
        guard active.count >= 2 else { continue }
        crossings.removeAll(keepingCapacity: true)
        for index in active {
          let edge = edges.list[index]
          let x = edge.x + (y - edge.top) * edge.slope
          crossings.append((x.isNaN ? 0 : min(max(x, -1e9), 1e9), edge.winding))
        }
        crossings.sort { $0.x < $1.x }
        var winding = 0
        for index in 0..<(crossings.count - 1) {
          winding += crossings[index].winding
          let inside = evenOdd ? (index + 1) % 2 == 1 : winding != 0
          guard inside else { continue }
          // Relative to the bounds' left edge; a crossing lies between its edge's ends, so inside them.
          let start = min(max(crossings[index].x, Double(left)), Double(right)) - Double(left)
          let end = min(max(crossings[index + 1].x, Double(left)), Double(right)) - Double(left)
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
      let base = (row - firstRow) * span
      for x in 0..<span {
        running += steps[x]
        coverage.values[base + x] = min(1, max(0, running + fractions[x]))
      }
    }
    return coverage
  }

}

/// Bézier curves flattened to points, for every outline reader (Lottie, SVG, PDF, TrueType).
public enum Bezier: Sendable {
  /// The points of a cubic from `p0` (not included) to `p3`, `steps` of them.
  public static func cubic(
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
