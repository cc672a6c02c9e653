import Foundation
import Raster

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
        let length = PathMeasure.length(contour)
        return fractions.ranges.compactMap {
          PathMeasure.piece(contour, from: $0.lowerBound * length, to: $0.upperBound * length)
        }
      }
    }
    // One path laid end to end: each contour keeps the part of the global ranges that falls on it.
    let lengths = contours.map(PathMeasure.length)
    let total = lengths.reduce(0, +)
    var result: [PathRaster.Contour] = []
    var before = 0.0
    for (contour, length) in zip(contours, lengths) {
      for range in fractions.ranges {
        let from = max(range.lowerBound * total - before, 0)
        let to = min(range.upperBound * total - before, length)
        if to > from, let kept = PathMeasure.piece(contour, from: from, to: to) { result.append(kept) }
      }
      before += length
    }
    return result
  }
}
