/// How a stroke ends and turns, as Core Graphics draws them.
public struct StrokeStyle: Sendable, Equatable {
  public enum Cap: Sendable, Equatable {
    /// Cut square at the end point.
    case butt
    /// A half disc past the end point.
    case round
    /// Cut square half the width past the end point.
    case square
  }

  public enum Join: Sendable, Equatable {
    /// The outer edges extended to meet, unless that point is farther than `miterLimit` half widths from the
    /// corner (then bevelled).
    case miter
    case round
    /// The outer corners joined by a straight line.
    case bevel
  }

  public var cap: Cap
  public var join: Join
  /// Core Graphics' miter limit: the longest miter, over the line width (1 / sin(θ / 2) for an angle θ).
  public var miterLimit: Double

  public init(cap: Cap = .round, join: Join = .round, miterLimit: Double = 10) {
    self.cap = cap
    self.join = join
    self.miterLimit = miterLimit
  }
}

extension PathRaster {
  /// Per-pixel coverage (0…1) of the contours stroked `lineWidth` wide: each segment's rectangle, the joins at
  /// its corners and the caps at the ends of open contours, sampled `samples` × `samples` per pixel. A contour of
  /// one point is a dot under round and square caps.
  public func stroke(_ contours: [Contour], lineWidth: Double, style: StrokeStyle = StrokeStyle()) -> [Float] {
    var inside = StrokeSamples(width: width, height: height)
    let radius = max(lineWidth / 2, 0.25)
    for contour in contours {
      // Repeated points turn nowhere: dropped, so each corner has a direction in and out.
      var points: [Point] = []
      for point in contour.points where point.x.isFinite && point.y.isFinite && points.last != point {
        points.append(point)
      }
      if contour.closed, points.count > 1, points.first == points.last { points.removeLast() }
      guard let first = points.first else { continue }
      guard points.count > 1 else {
        switch style.cap {
        case .round: inside.disc(first, radius)
        case .square: inside.polygon(Self.square(around: first, radius))
        case .butt: break
        }
        continue
      }
      let closed = contour.closed && points.count > 2
      let segments = closed ? points.count : points.count - 1
      for index in 0..<segments {
        let a = points[index]
        let b = points[(index + 1) % points.count]
        // Square caps extend the end segments by half the width.
        let extendStart = !closed && index == 0 && style.cap == .square ? radius : 0
        let extendEnd = !closed && index == segments - 1 && style.cap == .square ? radius : 0
        inside.polygon(Self.rectangle(a, b, radius, extendStart: extendStart, extendEnd: extendEnd))
      }
      if !closed, style.cap == .round {
        inside.disc(first, radius)
        inside.disc(points[points.count - 1], radius)
      }
      let corners = closed ? Array(points.indices) : Array(points.indices.dropFirst().dropLast())
      for index in corners {
        let before = points[(index + points.count - 1) % points.count]
        let after = points[(index + 1) % points.count]
        join(points[index], from: before, to: after, radius: radius, style: style, into: &inside)
      }
    }
    return inside.coverage()
  }

  /// The join at `corner`, between the segment from `before` and the one to `after`.
  func join(
    _ corner: Point, from before: Point, to after: Point, radius: Double, style: StrokeStyle,
    into inside: inout StrokeSamples
  ) {
    if style.join == .round { return inside.disc(corner, radius) }
    guard let d1 = Self.direction(before, corner), let d2 = Self.direction(corner, after) else { return }
    let turn = d1.x * d2.y - d1.y * d2.x
    guard abs(turn) > 1e-9 || d1.x * d2.x + d1.y * d2.y < 0 else { return }  // straight on: nothing to fill
    // The outer side is away from the turn; n1 and n2 are the segments' normals on that side.
    let side: Double = turn > 0 ? -1 : 1
    let n1 = Point(-d1.y * side, d1.x * side)
    let n2 = Point(-d2.y * side, d2.x * side)
    let p1 = Point(corner.x + n1.x * radius, corner.y + n1.y * radius)
    let p2 = Point(corner.x + n2.x * radius, corner.y + n2.y * radius)
    let cosine = n1.x * n2.x + n1.y * n2.y
    // The miter point is 1 / cos(φ / 2) half widths out along the bisector, φ the turn: within the limit, a quad.
    if style.join == .miter, cosine > -0.999_999 {
      let ratio = (2 / (1 + cosine)).squareRoot()
      if ratio <= max(style.miterLimit, 1) {
        let k = radius / (1 + cosine)
        let tip = Point(corner.x + (n1.x + n2.x) * k, corner.y + (n1.y + n2.y) * k)
        return inside.polygon([corner, p1, tip, p2])
      }
    }
    inside.polygon([corner, p1, p2])
  }

  static func direction(_ a: Point, _ b: Point) -> Point? {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0, length.isFinite else { return nil }
    return Point(dx / length, dy / length)
  }

  /// The rectangle of a segment `radius` to each side, optionally extended past its ends.
  static func rectangle(_ a: Point, _ b: Point, _ radius: Double, extendStart: Double, extendEnd: Double) -> [Point] {
    guard let d = direction(a, b) else { return [] }
    let (nx, ny) = (-d.y * radius, d.x * radius)
    let start = Point(a.x - d.x * extendStart, a.y - d.y * extendStart)
    let end = Point(b.x + d.x * extendEnd, b.y + d.y * extendEnd)
    return [
      Point(start.x + nx, start.y + ny), Point(end.x + nx, end.y + ny), Point(end.x - nx, end.y - ny),
      Point(start.x - nx, start.y - ny),
    ]
  }

  static func square(around center: Point, _ radius: Double) -> [Point] {
    [
      Point(center.x - radius, center.y - radius), Point(center.x + radius, center.y - radius),
      Point(center.x + radius, center.y + radius), Point(center.x - radius, center.y + radius),
    ]
  }
}

/// The sub-pixel samples a stroke covers, `PathRaster.samples` each way per pixel.
struct StrokeSamples {
  let width: Int, height: Int
  let n = PathRaster.samples
  var inside: [Bool]

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    inside = [Bool](repeating: false, count: width * n * height * n)
  }

  /// The samples within the bounding box of `points`, clamped to the raster: nil when it misses the raster.
  func box(_ points: [PathRaster.Point], margin: Double = 0) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
    guard let first = points.first else { return nil }
    var (x0, x1, y0, y1) = (first.x, first.x, first.y, first.y)
    for point in points {
      (x0, x1) = (min(x0, point.x), max(x1, point.x))
      (y0, y1) = (min(y0, point.y), max(y1, point.y))
    }
    let scale = Double(n)
    let sx0 = max(0, Clamp.int(((x0 - margin) * scale).rounded(.down)))
    let sx1 = min(width * n - 1, Clamp.int(((x1 + margin) * scale).rounded(.up)))
    let sy0 = max(0, Clamp.int(((y0 - margin) * scale).rounded(.down)))
    let sy1 = min(height * n - 1, Clamp.int(((y1 + margin) * scale).rounded(.up)))
    guard sx0 <= sx1, sy0 <= sy1 else { return nil }
    return (sx0...sx1, sy0...sy1)
  }

  /// Marks the samples inside a convex polygon (either winding).
  mutating func polygon(_ points: [PathRaster.Point]) {
    guard points.count >= 3, let (xs, ys) = box(points) else { return }
    var area = 0.0
    for index in points.indices {
      let (p, q) = (points[index], points[(index + 1) % points.count])
      area += p.x * q.y - q.x * p.y
    }
    guard area != 0, area.isFinite else { return }
    let sign: Double = area > 0 ? 1 : -1
    let edges = points.indices.map { index -> (x: Double, y: Double, dx: Double, dy: Double) in
      let (p, q) = (points[index], points[(index + 1) % points.count])
      return (p.x, p.y, (q.x - p.x) * sign, (q.y - p.y) * sign)
    }
    let scale = Double(n)
    for sy in ys {
      let py = (Double(sy) + 0.5) / scale
      for sx in xs {
        let px = (Double(sx) + 0.5) / scale
        if edges.allSatisfy({ $0.dx * (py - $0.y) - $0.dy * (px - $0.x) >= 0 }) { inside[sy * width * n + sx] = true }
      }
    }
  }

  mutating func disc(_ center: PathRaster.Point, _ radius: Double) {
    guard let (xs, ys) = box([center], margin: radius) else { return }
    let scale = Double(n)
    for sy in ys {
      let dy = (Double(sy) + 0.5) / scale - center.y
      for sx in xs {
        let dx = (Double(sx) + 0.5) / scale - center.x
        if dx * dx + dy * dy <= radius * radius { inside[sy * width * n + sx] = true }
      }
    }
  }

  func coverage() -> [Float] {
    var coverage = [Float](repeating: 0, count: width * height)
    let weight = 1 / Float(n * n)
    for sy in 0..<(height * n) {
      for sx in 0..<(width * n) where inside[sy * width * n + sx] {
        coverage[sy / n * width + sx / n] += weight
      }
    }
    return coverage
  }
}
