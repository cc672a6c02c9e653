import Foundation

/// Trim paths (`tm`) as lottie-ios applies them: start and end in percent (swapped when start is after end),
/// offset in degrees (a full turn is the whole length), the kept part wrapping around the path's start. Each
/// path is trimmed by the same fractions (`m` 1, "simultaneously"), or all of them as one path laid end to end
/// (`m` 2, "individually"). What is kept is open: a stroke draws its ends, a fill closes it.
enum LottieTrim {
  struct Fractions {
    var start: Double
    var end: Double
    var offset: Double

    /// Nothing to cut.
    var isWhole: Bool { end - start >= 1 }
    var isEmpty: Bool { end <= start }

    /// lottie-ios's `TrimPathNode`: values at the frame, start ≤ end, offset in turns.
    init(start: Double, end: Double, offset: Double) {
      let a = min(max(start / 100, 0), 1)
      let b = min(max(end / 100, 0), 1)
      self.start = min(a, b)
      self.end = max(a, b)
      self.offset = offset.isFinite ? offset.truncatingRemainder(dividingBy: 360) / 360 : 0
    }

    /// The kept ranges of [0, 1], after the offset, wrapped into at most two pieces.
    var ranges: [ClosedRange<Double>] {
      guard !isWhole else { return [0...1] }
      guard !isEmpty else { return [] }
      var a = start + offset
      var b = end + offset
      let shift = a.rounded(.down)
      a -= shift
      b -= shift
      return b <= 1 ? [a...b] : [a...1, 0...(b - 1)]
    }
  }

  static func trim(_ contours: [PathRaster.Contour], _ fractions: Fractions, individually: Bool)
    -> [PathRaster.Contour]
  {
    guard !fractions.isWhole else { return contours }
    guard !fractions.isEmpty else { return [] }
    if !individually {
      return contours.flatMap { contour in
        let length = self.length(contour)
        return fractions.ranges.compactMap { piece(contour, from: $0.lowerBound * length, to: $0.upperBound * length) }
      }
    }
    // One path laid end to end: each contour keeps the part of the global ranges that falls on it.
    let lengths = contours.map(length)
    let total = lengths.reduce(0, +)
    var result: [PathRaster.Contour] = []
    var before = 0.0
    for (contour, length) in zip(contours, lengths) {
      for range in fractions.ranges {
        let from = max(range.lowerBound * total - before, 0)
        let to = min(range.upperBound * total - before, length)
        if to > from, let kept = piece(contour, from: from, to: to) { result.append(kept) }
      }
      before += length
    }
    return result
  }

  /// The polyline's points, the closing segment included for a closed contour.
  static func polyline(_ contour: PathRaster.Contour) -> [PathRaster.Point] {
    guard contour.closed, let first = contour.points.first else { return contour.points }
    return contour.points + [first]
  }

  static func length(_ contour: PathRaster.Contour) -> Double {
    let points = polyline(contour)
    var total = 0.0
    for index in points.indices.dropFirst() { total += distance(points[index - 1], points[index]) }
    return total
  }

  static func distance(_ a: PathRaster.Point, _ b: PathRaster.Point) -> Double {
    ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
  }

  /// The open part of a contour between two distances along it.
  static func piece(_ contour: PathRaster.Contour, from: Double, to: Double) -> PathRaster.Contour? {
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
}

extension LottieTrim {
  /// The point at `distance` along the contour (clamped to its ends).
  static func point(_ contour: PathRaster.Contour, at distance: Double) -> PathRaster.Point? {
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

/// Dashed strokes (`d` of a stroke: dash and gap lengths, `o` the offset into the pattern), in pixels.
enum LottieDashes {
  /// At most this many dashes per contour: a pattern of tiny dashes on a long path is drawn solid instead.
  static let maximumDashes = 10_000

  /// `dots`: a dash of length zero is a point (what a round cap draws as a dot; a butt cap draws nothing).
  static func dash(_ contours: [PathRaster.Contour], pattern: [Double], offset: Double, dots: Bool = false)
    -> [PathRaster.Contour]
  {
    let period = pattern.reduce(0, +)
    guard period > 0, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }), offset.isFinite else { return contours }
    var result: [PathRaster.Contour] = []
    for contour in contours {
      let length = LottieTrim.length(contour)
      guard length / period * Double(pattern.count) <= Double(maximumDashes) else {
        result.append(contour)
        continue
      }
      // Where the pattern starts: the offset moves it back along the path.
      var position = -(offset.truncatingRemainder(dividingBy: period) + (offset < 0 ? period : 0))
      var index = 0
      while position < length {
        let segment = pattern[index % pattern.count]
        if index % 2 == 0, segment > 0 {
          let from = max(position, 0)
          let to = min(position + segment, length)
          if to > from, let piece = LottieTrim.piece(contour, from: from, to: to) { result.append(piece) }
        } else if index % 2 == 0, dots, position >= 0, let point = LottieTrim.point(contour, at: position) {
          result.append(PathRaster.Contour([point], closed: false))
        }
        position += segment
        index += 1
      }
    }
    return result
  }
}
