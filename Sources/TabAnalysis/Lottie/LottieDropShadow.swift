import Foundation
import JSON
import Raster
import SourceText

/// A layer's drop shadow, drawn as Core Animation draws a layer's shadow: the layer's alpha moved by the offset,
/// blurred, in the shadow's colour, under the layer. It comes from the Drop Shadow effect (`ef` of `ty` 25) or
/// the Drop Shadow layer style (`sy` of `ty` 1).
struct LottieDropShadow {
  var color: Canvas.Color
  /// 0…1.
  var opacity: Double
  /// The offset in pixels.
  var dx: Double, dy: Double
  /// The blur's standard deviation in pixels.
  var sigma: Double
  var shadowOnly: Bool

  /// The shadow of a layer's effects, else of its layer styles, at `frame`, `scale` pixels to the layer's unit.
  init?(layer: JSON, frame: Double, scale: Double) {
    if let shadow = Self(effects: layer["ef"]?.arrayValue ?? [], frame: frame, scale: scale) {
      self = shadow
    } else if let shadow = Self(styles: layer["sy"]?.arrayValue ?? [], frame: frame, scale: scale) {
      self = shadow
    } else {
      return nil
    }
  }

  /// The Drop Shadow effect (colour, opacity 0–255, direction in degrees clockwise from up, distance, softness, shadow
  /// only) at `frame`, `scale` pixels to the layer's unit; nil without an enabled one. Softness becomes a blur of
  /// standard deviation softness / 6. That constant is measured, not read: the spec does not give lottie-ios's mapping,
  /// and / 6 is what matches its drop-shadow snapshot (issue 1169) where / 4 and / 10 do not.
  init?(effects: [JSON], frame: Double, scale: Double) {
    guard let effect = effects.first(where: { $0["ty"]?.intValue == 25 && $0["en"]?.intValue != 0 }) else {
      return nil
    }
    let values = (effect["ef"]?.arrayValue ?? []).map { LottieTimeline.value($0["v"], at: frame) }
    func number(_ index: Int, _ fallback: Double) -> Double {
      guard index < values.count, let value = values[index] else { return fallback }
      return value.doubleValue ?? value.arrayValue?.first?.doubleValue ?? fallback
    }
    color = LottieColor.rgb((values.first ?? nil)?.arrayValue?.compactMap(\.doubleValue) ?? []) ?? (0, 0, 0, 255)
    opacity = min(max(number(1, 255) / 255, 0), 1)
    let direction = number(2, 180) * .pi / 180
    let distance = min(max(number(3, 0), -10_000), 10_000) * scale
    dx = sin(direction) * distance
    dy = -cos(direction) * distance
    sigma = min(max(number(4, 0), 0), 1_000) * scale / 6
    shadowOnly = number(5, 0) != 0
    guard dx.isFinite, dy.isFinite, sigma.isFinite else { return nil }
  }

  /// The Drop Shadow layer style: colour `c`, opacity `o` 0–100, light angle `a` in degrees counter-clockwise
  /// from the right (the shadow falls away from the light, After Effects' convention), distance `d` and size `s`.
  /// Size becomes a blur of standard deviation size / 2 (Core Animation's shadow radius, σ = radius / 2), which
  /// is what lottie-ios's layer-style snapshot (issue 1169) shows; choke, noise and knock-out are not drawn.
  init?(styles: [JSON], frame: Double, scale: Double) {
    guard let style = styles.first(where: { $0["ty"]?.intValue == 1 }) else { return nil }
    func number(_ key: String, _ fallback: Double) -> Double {
      let value = LottieTimeline.value(style[key], at: frame)
      return value?.doubleValue ?? value?.arrayValue?.first?.doubleValue ?? fallback
    }
    let channels = LottieTimeline.value(style["c"], at: frame)?.arrayValue?.compactMap(\.doubleValue) ?? []
    color = LottieColor.rgb(channels) ?? (0, 0, 0, 255)
    opacity = min(max(number("o", 100) / 100, 0), 1)
    let angle = number("a", 120) * .pi / 180
    let distance = min(max(number("d", 0), -10_000), 10_000) * scale
    dx = -cos(angle) * distance
    dy = sin(angle) * distance
    sigma = min(max(number("s", 0), 0), 1_000) * scale / 2
    shadowOnly = false
    guard dx.isFinite, dy.isFinite, sigma.isFinite else { return nil }
  }

  /// Paints the shadow of `layer` (what the layer drew, alone) on `canvas`; the caller draws the layer over it
  /// unless `shadowOnly`.
  func paint(under layer: RGBAImage, on canvas: inout Canvas) {
    let (width, height) = (layer.width, layer.height)
    var alpha = [Float](repeating: 0, count: width * height)
    // Offsets and blurs beyond the canvas change nothing more (and must not overflow an Int).
    let reach = width + height
    let (ox, oy) = (Clamp.int(dx.rounded(), -reach...reach), Clamp.int(dy.rounded(), -reach...reach))
    for y in 0..<height {
      let sy = y - oy
      guard sy >= 0, sy < height else { continue }
      for x in 0..<width {
        let sx = x - ox
        guard sx >= 0, sx < width else { continue }
        alpha[y * width + x] = Float(layer.pixels[(sy * width + sx) * 4 + 3]) / 255
      }
    }
    if sigma > 0.3 { alpha = Self.blurred(alpha, width: width, height: height, sigma: min(sigma, Double(reach))) }
    canvas.blend(alpha, color, opacity: opacity)
  }

  /// Three box blurs in each direction: within a few percent of a Gaussian of deviation `sigma`.
  static func blurred(_ values: [Float], width: Int, height: Int, sigma: Double) -> [Float] {
    // The box width whose three passes have the deviation asked for (σ² = 3 · (w² − 1) / 12).
    let radius = max(1, Int(((4 * sigma * sigma + 1).squareRoot() - 1) / 2 + 0.5))
    var current = values
    for _ in 0..<3 {
      current = pass(current, width: width, height: height, radius: radius, horizontal: true)
      current = pass(current, width: width, height: height, radius: radius, horizontal: false)
    }
    return current
  }

  private static func pass(_ values: [Float], width: Int, height: Int, radius: Int, horizontal: Bool) -> [Float] {
    var result = [Float](repeating: 0, count: values.count)
    let (lines, length) = horizontal ? (height, width) : (width, height)
    let scale = 1 / Float(2 * radius + 1)
    for line in 0..<lines {
      func index(_ position: Int) -> Int { horizontal ? line * width + position : position * width + line }
      var sum: Float = 0
      for position in 0...min(radius, length - 1) { sum += values[index(position)] }
      for position in 0..<length {
        result[index(position)] = sum * scale
        let entering = position + radius + 1
        let leaving = position - radius
        if entering < length { sum += values[index(entering)] }
        if leaving >= 0 { sum -= values[index(leaving)] }
      }
    }
    return result
  }
}
