import Foundation
import JSON
import Raster
import SourceText

/// A repeater (`rp`): copies (`c`) of everything above it in its group, each moved by the repeater's transform
/// once more than the one before (lottie-ios's replicator instance transform: copy k is drawn through Tᵏ⁺ᵒ, with
/// the offset `o`), faded from the start opacity `so` to the end opacity `eo`, the later copies above the earlier
/// ones (composite `m` 1) or below them (2).
struct LottieRepeater {
  /// Each copy's map in pixels (the group's matrix, the copy's transform, back) and opacity, in painting order.
  var copies: [(map: Affine, opacity: Double)]
  /// Whether the repeater asked for more than `maximumCopies`.
  var isCut = false

  /// Copies beyond this many are not drawn: each is a pass over the canvas per fill or stroke it repeats.
  static let maximumCopies = 256

  /// The repeater at the frame (`number` reads a property's value there), `matrix` mapping its group to pixels;
  /// nil when the group's matrix flattens the plane (nothing can be copied through it).
  init?(_ item: JSON, matrix: Affine, numbers: (JSON?) -> [Double]) {
    func number(_ property: JSON?, _ fallback: Double) -> Double {
      numbers(property).first.map { $0.isFinite ? $0 : fallback } ?? fallback
    }
    guard let back = matrix.inverse else { return nil }
    let asked = number(item["c"], 1).rounded()
    let count = Clamp.int(asked, 0...Self.maximumCopies)
    let offset = min(max(number(item["o"], 0), -1_000), 1_000)
    let transform = item["tr"]
    func step(_ amount: Double) -> Affine {
      let position = numbers(transform?["p"]).map { $0 * amount }
      let scale = (numbers(transform?["s"]).isEmpty ? [100, 100] : numbers(transform?["s"])).map {
        100 + ($0 - 100) * amount
      }
      return Affine(
        anchor: numbers(transform?["a"]), position: position, scale: scale,
        rotation: number(transform?["r"], 0) * amount)
    }
    // Tⁿ for the copy's whole steps, then the fraction of a step an offset like 0.5 leaves.
    func power(_ steps: Double) -> Affine {
      let whole = Clamp.int(abs(steps).rounded(.down), 0...2_000)
      let unit = steps < 0 ? (step(1).inverse ?? .identity) : step(1)
      var result = Affine.identity
      for _ in 0..<whole { result = result.concatenating(unit) }
      let fraction = abs(steps) - Double(whole)
      guard fraction > 0 else { return result }
      let part = steps < 0 ? (step(fraction).inverse ?? .identity) : step(fraction)
      return result.concatenating(part)
    }
    let start = number(transform?["so"], 100) / 100
    let end = number(transform?["eo"], 100) / 100
    var copies: [(map: Affine, opacity: Double)] = []
    for copy in 0..<count {
      let along = count > 1 ? Double(copy) / Double(count - 1) : 0
      let opacity = min(max(start + (end - start) * along, 0), 1)
      copies.append((matrix.concatenating(power(Double(copy) + offset)).concatenating(back), opacity))
    }
    if item["m"]?.intValue == 2 { copies.reverse() }
    self.copies = copies
    isCut = asked > Double(Self.maximumCopies)
  }

  /// Copied points beyond this many are not made: repeaters nested in repeaters multiply.
  static let maximumPoints = 2_000_000

  /// Contours copied through every copy's map (as many copies as `maximumPoints` allows, at least the first).
  func repeated(_ contours: [PathRaster.Contour]) -> [PathRaster.Contour] {
    let points = max(1, contours.reduce(0) { $0 + $1.points.count })
    return copies.prefix(max(1, Self.maximumPoints / points)).flatMap { copy in
      contours.map { PathRaster.Contour($0.points.map(copy.map.apply), closed: $0.closed) }
    }
  }
}
