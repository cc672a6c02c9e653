/// Filled and stroked outlines rasterized with 4 × 4 samples per pixel, for vector icons (a Lottie animation's
/// first frame). Fills follow the non-zero or even-odd rule; strokes are the points within half the width of the
/// outline (round joins and caps).
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

  static let samples = 4

  let width: Int
  let height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Per-pixel coverage (0…1) of the contours filled.
  public func fill(_ contours: [Contour], evenOdd: Bool) -> [Float] {
    var hits = [UInt8](repeating: 0, count: width * height)
    let n = Self.samples
    var edges: [(Point, Point)] = []
    for contour in contours where contour.points.count >= 2 {
      for index in contour.points.indices {
        let next = (index + 1) % contour.points.count
        edges.append((contour.points[index], contour.points[next]))  // fills always close their contours
      }
    }
    guard !edges.isEmpty else { return [Float](repeating: 0, count: width * height) }
    var crossings: [(x: Double, winding: Int)] = []
    for row in 0..<(height * n) {
      let y = (Double(row) + 0.5) / Double(n)
      crossings.removeAll(keepingCapacity: true)
      for (a, b) in edges where (a.y <= y) != (b.y <= y) {
        let t = (y - a.y) / (b.y - a.y)
        crossings.append((a.x + t * (b.x - a.x), b.y > a.y ? 1 : -1))
      }
      guard crossings.count >= 2 else { continue }
      crossings.sort { $0.x < $1.x }
      var winding = 0
      for index in 0..<(crossings.count - 1) {
        winding += crossings[index].winding
        let inside = evenOdd ? (index + 1) % 2 == 1 : winding != 0
        guard inside else { continue }
        // Samples whose centres lie in [x0, x1).
        let first = max(0, Clamp.int((crossings[index].x * Double(n) - 0.5).rounded(.up)))
        let last = min(width * n - 1, Clamp.int((crossings[index + 1].x * Double(n) - 0.5).rounded(.up)) - 1)
        guard first <= last else { continue }
        let pixelRow = row / n * width
        for sample in first...last { hits[pixelRow + sample / n] += 1 }
      }
    }
    return hits.map { Float($0) / Float(n * n) }
  }

  /// Per-pixel coverage (0…1) of the contours stroked `lineWidth` wide.
  public func stroke(_ contours: [Contour], lineWidth: Double) -> [Float] {
    let n = Self.samples
    var inside = [Bool](repeating: false, count: width * n * height * n)
    let radius = max(lineWidth / 2, 0.25)
    for contour in contours {
      let points = contour.points
      guard !points.isEmpty else { continue }
      let count = contour.closed ? points.count : max(points.count - 1, 1)
      for index in 0..<count {
        let a = points[index]
        let b = points[min((index + 1) % points.count, points.count - 1)]
        let x0 = max(0, Clamp.int(((min(a.x, b.x) - radius) * Double(n)).rounded(.down)))
        let x1 = min(width * n - 1, Clamp.int(((max(a.x, b.x) + radius) * Double(n)).rounded(.up)))
        let y0 = max(0, Clamp.int(((min(a.y, b.y) - radius) * Double(n)).rounded(.down)))
        let y1 = min(height * n - 1, Clamp.int(((max(a.y, b.y) + radius) * Double(n)).rounded(.up)))
        guard x0 <= x1, y0 <= y1 else { continue }
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length2 = dx * dx + dy * dy
        for sy in y0...y1 {
          let py = (Double(sy) + 0.5) / Double(n)
          for sx in x0...x1 {
            let px = (Double(sx) + 0.5) / Double(n)
            let t = length2 > 0 ? max(0, min(1, ((px - a.x) * dx + (py - a.y) * dy) / length2)) : 0
            let ex = px - (a.x + t * dx)
            let ey = py - (a.y + t * dy)
            if ex * ex + ey * ey <= radius * radius { inside[sy * width * n + sx] = true }
          }
        }
      }
    }
    var coverage = [Float](repeating: 0, count: width * height)
    for sy in 0..<(height * n) {
      for sx in 0..<(width * n) where inside[sy * width * n + sx] {
        coverage[sy / n * width + sx / n] += 1 / Float(n * n)
      }
    }
    return coverage
  }
}
