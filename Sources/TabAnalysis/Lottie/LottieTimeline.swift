import JSON
import Raster

/// The value of an animatable Lottie property at a frame: keyframes held (`h`), or eased between with the cubic
/// bézier of the outgoing (`o`) and incoming (`i`) tangents, as lottie-ios does. Numbers, number arrays (positions
/// along their motion paths when they have spatial tangents) and shape paths (`v`/`i`/`o` vertex lists of the same
/// length) are interpolated; anything else is held.
enum LottieTimeline {
  static func value(_ property: JSON?, at frame: Double) -> JSON? {
    guard let k = property?["k"] else { return nil }
    guard let keyframes = k.arrayValue, keyframes.first?.objectValue != nil else { return k }
    // The last keyframe that has started, and the one after it.
    var current = 0
    while current + 1 < keyframes.count, (keyframes[current + 1]["t"]?.doubleValue ?? .infinity) <= frame {
      current += 1
    }
    let key = keyframes[current]
    let start = key["s"] ?? keyframes[max(0, current - 1)]["e"]
    let startTime = key["t"]?.doubleValue ?? 0
    guard frame > startTime, current + 1 < keyframes.count, key["h"]?.intValue ?? 0 != 1, let from = start else {
      return start ?? key["e"]
    }
    let next = keyframes[current + 1]
    // Old exports give the segment's end as `e`; newer ones as the next keyframe's `s`.
    guard let to = key["e"] ?? next["s"], let endTime = next["t"]?.doubleValue, endTime > startTime else {
      return from
    }
    let linear = (frame - startTime) / (endTime - startTime)
    return interpolate(from, to, key: key, progress: linear)
  }

  /// `from` → `to` at `progress`, eased per dimension when the tangents are given per dimension.
  static func interpolate(_ from: JSON, _ to: JSON, key: JSON, progress: Double) -> JSON {
    func eased(_ dimension: Int) -> Double {
      func component(_ tangent: String, _ axis: String, _ fallback: Double) -> Double {
        guard let value = key[tangent]?[axis] else { return fallback }
        if let number = value.doubleValue { return number }
        let list = value.arrayValue?.compactMap(\.doubleValue) ?? []
        return list.isEmpty ? fallback : list[min(dimension, list.count - 1)]
      }
      return CubicEasing(
        x1: component("o", "x", 0), y1: component("o", "y", 0), x2: component("i", "x", 1), y2: component("i", "y", 1)
      ).value(at: progress)
    }
    switch (from, to) {
    case (.array(let a), .array(let b)) where a.count == b.count:
      if let first = a.first, first.objectValue != nil {
        return .array(zip(a, b).map { interpolatePath($0, $1, progress: eased(0)) })
      }
      if let moved = alongMotionPath(a, b, key: key, progress: eased(0)) { return moved }
      return .array(
        a.indices.map { index in
          guard let x = a[index].doubleValue, let y = b[index].doubleValue else { return a[index] }
          return .double(x + (y - x) * eased(index))
        })
    default:
      if let x = from.doubleValue, let y = to.doubleValue { return .double(x + (y - x) * eased(0)) }
      if from.objectValue != nil, to.objectValue != nil { return interpolatePath(from, to, progress: eased(0)) }
      return from
    }
  }

  /// A position keyframe with spatial tangents (`to` out of the start, `ti` into the end) moves along the cubic
  /// they make, `progress` being a fraction of its length, as lottie-ios moves a layer along its motion path; nil
  /// without tangents (both zero: a straight line, interpolated per dimension).
  static func alongMotionPath(_ a: [JSON], _ b: [JSON], key: JSON, progress: Double) -> JSON? {
    let out = key["to"]?.arrayValue?.compactMap(\.doubleValue) ?? []
    let into = key["ti"]?.arrayValue?.compactMap(\.doubleValue) ?? []
    let start = a.compactMap(\.doubleValue)
    let end = b.compactMap(\.doubleValue)
    guard out.count >= 2, into.count >= 2, start.count >= 2, end.count >= 2, out.count <= 3, into.count <= 3,
      (out + into).contains(where: { $0 != 0 }), (out + into + start + end).allSatisfy(\.isFinite)
    else { return nil }
    let p0 = PathRaster.Point(start[0], start[1])
    let p3 = PathRaster.Point(end[0], end[1])
    let p1 = PathRaster.Point(p0.x + out[0], p0.y + out[1])
    let p2 = PathRaster.Point(p3.x + into[0], p3.y + into[1])
    let points = [p0] + Bezier.cubic(p0, p1, p2, p3, steps: 64)
    var lengths = [0.0]
    for index in 1..<points.count {
      let (dx, dy) = (points[index].x - points[index - 1].x, points[index].y - points[index - 1].y)
      lengths.append(lengths[index - 1] + (dx * dx + dy * dy).squareRoot())
    }
    let total = lengths[lengths.count - 1]
    guard total > 0, total.isFinite else { return nil }
    let target = min(max(progress, 0), 1) * total
    let segment = min(max((lengths.firstIndex { $0 >= target } ?? lengths.count - 1), 1), points.count - 1)
    let span = lengths[segment] - lengths[segment - 1]
    let t = span > 0 ? (target - lengths[segment - 1]) / span : 0
    let (q0, q1) = (points[segment - 1], points[segment])
    var result: [JSON] = [.double(q0.x + (q1.x - q0.x) * t), .double(q0.y + (q1.y - q0.y) * t)]
    // A third dimension (z) is interpolated straight.
    if start.count > 2, end.count > 2 { result.append(.double(start[2] + (end[2] - start[2]) * progress)) }
    return .array(result)
  }

  /// A shape path's vertices and tangents, point by point (paths of different lengths are held).
  static func interpolatePath(_ from: JSON, _ to: JSON, progress: Double) -> JSON {
    var result = from.objectValue ?? JSONObject()
    for field in ["v", "i", "o"] {
      guard let a = from[field]?.arrayValue, let b = to[field]?.arrayValue, a.count == b.count else { return from }
      result[field] = .array(
        zip(a, b).map { p, q in
          let p = p.arrayValue?.compactMap(\.doubleValue) ?? []
          let q = q.arrayValue?.compactMap(\.doubleValue) ?? []
          guard p.count == q.count else { return .array(p.map(JSON.double)) }
          return .array(zip(p, q).map { .double($0 + ($1 - $0) * progress) })
        })
    }
    return .object(result)
  }
}

/// CSS-style cubic-bézier easing from (0,0) to (1,1): x solved for the curve parameter by Newton steps with a
/// bisection fallback, then y read at it.
struct CubicEasing {
  var x1: Double, y1: Double, x2: Double, y2: Double

  func value(at x: Double) -> Double {
    guard x > 0 else { return 0 }
    guard x < 1 else { return 1 }
    let t = parameter(for: x)
    return sample(t, y1, y2)
  }

  private func sample(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  private func slope(_ t: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * x1 + 6 * u * t * (x2 - x1) + 3 * t * t * (1 - x2)
  }

  private func parameter(for x: Double) -> Double {
    // Tangent x values outside 0…1 make x(t) non-monotonic; lottie-ios clamps them.
    let easing = CubicEasing(x1: min(max(x1, 0), 1), y1: y1, x2: min(max(x2, 0), 1), y2: y2)
    var t = x
    for _ in 0..<8 {
      let error = easing.sample(t, easing.x1, easing.x2) - x
      if abs(error) < 1e-7 { return t }
      let derivative = easing.slope(t)
      if abs(derivative) < 1e-6 { break }
      t -= error / derivative
    }
    var low = 0.0
    var high = 1.0
    t = x
    for _ in 0..<40 {
      let value = easing.sample(t, easing.x1, easing.x2)
      if abs(value - x) < 1e-7 { break }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }
}
