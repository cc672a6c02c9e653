import Raster

/// Rounded corners (`rd`) as lottie-ios applies them (its `RoundedCornersNode`, from lottie-android): every sharp
/// vertex of a path (no tangents) becomes a curve that starts and ends at most `radius` along its two edges (and
/// at most half of each), with control points 0.5519 of the way back to the corner; the two ends of an open path
/// stay as they are.
enum LottieRoundedCorners {
  /// The circle-approximating constant lottie uses for the control points.
  static let magic = 0.5519

  /// `vertices` with `ins`/`outs` tangents relative to them, as a Lottie path stores them.
  struct Path {
    var vertices: [PathRaster.Point]
    var ins: [PathRaster.Point]
    var outs: [PathRaster.Point]
    var closed: Bool
  }

  static func round(_ path: Path, radius: Double) -> Path {
    let count = path.vertices.count
    guard radius > 0, radius.isFinite, count >= 2 else { return path }
    func tangent(_ list: [PathRaster.Point], _ index: Int) -> PathRaster.Point {
      index < list.count ? list[index] : PathRaster.Point(0, 0)
    }
    var result = Path(vertices: [], ins: [], outs: [], closed: path.closed)
    for index in 0..<count {
      let vertex = path.vertices[index]
      let (inTangent, outTangent) = (tangent(path.ins, index), tangent(path.outs, index))
      let isEnd = !path.closed && (index == 0 || index == count - 1)
      let sharp = inTangent.x == 0 && inTangent.y == 0 && outTangent.x == 0 && outTangent.y == 0
      guard sharp, !isEnd else {
        result.vertices.append(vertex)
        result.ins.append(inTangent)
        result.outs.append(outTangent)
        continue
      }
      let previous = path.vertices[(index + count - 1) % count]
      let next = path.vertices[(index + 1) % count]
      func toward(_ other: PathRaster.Point) -> PathRaster.Point {
        let length = ((other.x - vertex.x) * (other.x - vertex.x) + (other.y - vertex.y) * (other.y - vertex.y))
          .squareRoot()
        let share = length > 0 ? min(radius / length, 0.5) : 0
        return PathRaster.Point(vertex.x + (other.x - vertex.x) * share, vertex.y + (other.y - vertex.y) * share)
      }
      let start = toward(previous)
      let end = toward(next)
      // Tangents relative to their vertex: from each new end back toward the corner.
      result.vertices.append(start)
      result.ins.append(PathRaster.Point(0, 0))
      result.outs.append(PathRaster.Point((vertex.x - start.x) * magic, (vertex.y - start.y) * magic))
      result.vertices.append(end)
      result.ins.append(PathRaster.Point((vertex.x - end.x) * magic, (vertex.y - end.y) * magic))
      result.outs.append(PathRaster.Point(0, 0))
    }
    return result
  }
}
