import Raster

/// Lottie layers' blend modes (`bm`) as the canvas draws them.
extension CanvasBlendMode {
  /// Lottie's numbering (`bm` 1…11); nil for normal (0) and the rest. lottie-ios's own snapshot of its blend
  /// mode test draws a `luminosity` layer (15) as a normal one: the other non-separable modes (12 hue,
  /// 13 saturation, 14 color) are taken to be drawn the same way; 16 (add) and 17 (hard mix) have no lottie-ios
  /// counterpart.
  public init?(lottie value: Int64) {
    let modes: [CanvasBlendMode] = [
      .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .hardLight, .softLight, .difference,
      .exclusion,
    ]
    guard value >= 1, value <= Int64(modes.count) else { return nil }
    self = modes[Int(value) - 1]
  }

  /// Whether Core Animation on iOS draws a layer with this `bm` as a normal one (what `init(lottie:)` returns
  /// nil for, among the modes Lottie defines).
  public static func drawsAsNormal(lottie value: Int64) -> Bool { value >= 12 && value <= 15 }
}
