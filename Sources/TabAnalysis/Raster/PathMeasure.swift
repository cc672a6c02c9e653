/// Lengths and pieces of contours measured along their polylines: what trims, dashes and dots need.
public enum PathMeasure: Sendable {
  /// The polyline's points, the closing segment included for a closed contour.
  public static func polyline(_ contour: PathRaster.Contour) -> [PathRaster.Point] {
    guard contour.closed, let first = contour.points.first else { return contour.points }
    return contour.points + [first]
  }

  public static func length(_ contour: PathRaster.Contour) -> Double {
    let points = polyline(contour)
    var total = 0.0
    for index in points.indices.dropFirst() { total += distance(points[index - 1], points[index]) }
    return total
  }

  public static func distance(_ a: PathRaster.Point, _ b: PathRaster.Point) -> Double {
    ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
  }

  /// The open part of a contour between two distances along it.
  public static func piece(_ contour: PathRaster.Contour, from: Double, to: Double) -> PathRaster.Contour? {
    let points = polyline(contour)
    guard points.count >= 2, to > from else { return nil }
    var result: [PathRaster.Point] = []
    var travelled = 0.0
    for index in points.indices.dropFirst() {
      let (a, b) = (points[index - 1], points[index])
      let segment = distance(a, b)
      let (segmentStart, segmentEnd) = (travelled, travelled + segment)
      travelled = segmentEnd
      guard segmentEnd >= from, segmentStart <= to, segment > 0 else { continue }
      func at(_ distance: Double) -> PathRaster.Point {
        let t = min(max((distance - segmentStart) / segment, 0), 1)
        return PathRaster.Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
      }
      if result.isEmpty { result.append(at(max(from, segmentStart))) }
      result.append(at(min(to, segmentEnd)))
      if segmentEnd >= to { break }
    }
    return result.count >= 2 ? PathRaster.Contour(result, closed: false) : nil
  }
  /// The point at `distance` along the contour (clamped to its ends).
  public static func point(_ contour: PathRaster.Contour, at distance: Double) -> PathRaster.Point? {
    let points = polyline(contour)
    guard var last = points.first else { return nil }
    var travelled = 0.0
    for index in points.indices.dropFirst() {
      let (a, b) = (points[index - 1], points[index])
      let segment = self.distance(a, b)
      if segment > 0, travelled + segment >= distance {
        let t = min(max((distance - travelled) / segment, 0), 1)
        return PathRaster.Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
      }
      travelled += segment
      last = b
    }
    return last
  }
}
