import Foundation
import Raster

/// A star or polygon shape (`sr`) as lottie-ios builds it (`BezierPath.star`, `BezierPath.polygon`): the first
/// point straight above the centre turned by the rotation, then clockwise; a fractional point count adds a
/// partial point; roundness (percent) turns each side into a cubic whose tangents are perpendicular to the
/// radius, 0.47829 (stars) or 0.25 (polygons) of the radius long per unit of roundness.
enum LottieStar {
  struct Parameters {
    var center: PathRaster.Point
    var points: Double
    var outerRadius: Double
    var innerRadius: Double
    var outerRoundness: Double
    var innerRoundness: Double
    var rotation: Double
    var isPolygon: Bool
    var counterClockwise: Bool
  }

  static let starMagic = 0.47829
  static let polygonMagic = 0.25
  /// Real stars have a handful of points; a typed 1e300 must not become a loop of that length.
  static let pointRange = 1.0...1000.0

  /// The point count, clamped (an interpolation between absurd keyframes can even give NaN: then 1).
  static func pointCount(_ points: Double) -> Double {
    points.isNaN ? pointRange.lowerBound : min(max(points, pointRange.lowerBound), pointRange.upperBound)
  }

  static func path(_ shape: Parameters) -> LottieRoundedCorners.Path {
    var path = shape.isPolygon ? polygon(shape) : star(shape)
    if shape.counterClockwise {
      // Every vertex in the other order, each one's tangents swapped: the same first point, drawn the other way.
      path = LottieRoundedCorners.Path(
        vertices: path.vertices.reversed(), ins: path.outs.reversed(), outs: path.ins.reversed(), closed: true)
    }
    return path
  }

  private static func polygon(_ shape: Parameters) -> LottieRoundedCorners.Path {
    let count = pointCount(shape.points)
    let radius = shape.outerRadius
    let roundness = shape.outerRoundness / 100
    let step = 2 * Double.pi / count
    var angle = (shape.rotation - 90) * .pi / 180
    var point = PathRaster.Point(radius * cos(angle), radius * sin(angle))
    var builder = Builder(center: shape.center, first: point)
    angle += step
    for _ in 0..<Int(count.rounded(.up)) {
      let previous = point
      point = PathRaster.Point(radius * cos(angle), radius * sin(angle))
      let length = radius * roundness * polygonMagic
      builder.add(point, from: previous, outLength: length, inLength: length, curved: roundness != 0)
      angle += step
    }
    return builder.path
  }

  private static func star(_ shape: Parameters) -> LottieRoundedCorners.Path {
    let count = pointCount(shape.points)
    let step = 2 * Double.pi / count
    let half = step / 2
    let partial = count - count.rounded(.down)
    let (outer, inner) = (shape.outerRadius, shape.innerRadius)
    let (outerRoundness, innerRoundness) = (shape.outerRoundness / 100, shape.innerRoundness / 100)
    var angle = (shape.rotation - 90) * .pi / 180
    var partialRadius = 0.0
    var point: PathRaster.Point
    if partial != 0 {
      angle += half * (1 - partial)
      partialRadius = inner + partial * (outer - inner)
      point = PathRaster.Point(partialRadius * cos(angle), partialRadius * sin(angle))
      angle += step * partial / 2
    } else {
      point = PathRaster.Point(outer * cos(angle), outer * sin(angle))
      angle += half
    }
    var builder = Builder(center: shape.center, first: point)
    var long = false
    let vertexCount = Int(count.rounded(.up)) * 2
    for index in 0..<vertexCount {
      var radius = long ? outer : inner
      var turn = half
      if partialRadius != 0, index == vertexCount - 2 { turn = step * partial / 2 }
      if partialRadius != 0, index == vertexCount - 1 { radius = partialRadius }
      let previous = point
      point = PathRaster.Point(radius * cos(angle), radius * sin(angle))
      var outLength = (long ? inner : outer) * (long ? innerRoundness : outerRoundness) * starMagic
      var inLength = (long ? outer : inner) * (long ? outerRoundness : innerRoundness) * starMagic
      if partial != 0, index == 0 { outLength *= partial }
      if partial != 0, index == vertexCount - 1 { inLength *= partial }
      builder.add(
        point, from: previous, outLength: outLength, inLength: inLength,
        curved: innerRoundness != 0 || outerRoundness != 0)
      angle += turn
      long.toggle()
    }
    return builder.path
  }

  /// Vertices relative to the centre, tangents relative to their vertex, as Lottie beziers have them.
  private struct Builder {
    let center: PathRaster.Point
    var path: LottieRoundedCorners.Path

    init(center: PathRaster.Point, first: PathRaster.Point) {
      self.center = center
      path = LottieRoundedCorners.Path(
        vertices: [PathRaster.Point(first.x + center.x, first.y + center.y)], ins: [PathRaster.Point(0, 0)],
        outs: [PathRaster.Point(0, 0)], closed: true)
    }

    /// The side from `previous` to `point`: a cubic whose tangents run clockwise, perpendicular to each radius.
    mutating func add(
      _ point: PathRaster.Point, from previous: PathRaster.Point, outLength: Double, inLength: Double, curved: Bool
    ) {
      var inTangent = PathRaster.Point(0, 0)
      if curved {
        let outAngle = atan2(previous.y, previous.x) - .pi / 2
        let inAngle = atan2(point.y, point.x) - .pi / 2
        path.outs[path.outs.count - 1] = PathRaster.Point(-outLength * cos(outAngle), -outLength * sin(outAngle))
        inTangent = PathRaster.Point(inLength * cos(inAngle), inLength * sin(inAngle))
      }
      path.vertices.append(PathRaster.Point(point.x + center.x, point.y + center.y))
      path.ins.append(inTangent)
      path.outs.append(PathRaster.Point(0, 0))
    }
  }
}
