import Foundation
import JSON
import Raster
import SourceText

/// Values at the frame drawn: numbers, positions, transforms and colours of animatable properties.
extension LottieRenderer {
  /// The value of an animatable property at the frame drawn.
  func first(_ property: JSON?) -> JSON? { LottieTimeline.value(property, at: frame) }

  /// A property's numbers at the frame drawn, or at another time.
  func numbers(_ property: JSON?, at time: Double? = nil) -> [Double] {
    guard let value = LottieTimeline.value(property, at: time ?? frame) else { return [] }
    if let number = value.doubleValue { return [number] }
    return value.arrayValue?.compactMap(\.doubleValue) ?? []
  }

  func number(_ property: JSON?, _ fallback: Double) -> Double { numbers(property).first ?? fallback }

  /// A transform's position at `frame` (split into `x` and `y` properties, or one).
  func position(_ json: JSON, at time: Double) -> [Double] {
    let position = numbers(json["p"], at: time)
    guard position.isEmpty, json["p"]?["s"]?.boolValue == true || json["px"] != nil else { return position }
    return [
      numbers(json["p"]?["x"] ?? json["px"], at: time).first ?? 0,
      numbers(json["p"]?["y"] ?? json["py"], at: time).first ?? 0,
    ]
  }

  /// A layer's own transform; auto-oriented (`ao` 1) layers also turn to face the way their position moves at the
  /// frame, as After Effects and lottie-ios turn them along their motion path.
  func layerTransform(_ layer: JSON) -> Affine {
    guard layer["ao"]?.intValue == 1, let json = layer["ks"] else { return transform(layer["ks"]).matrix }
    // The way it moves: from here to a moment later, or (at the end of its path) from a moment before to here.
    var (from, to) = (position(json, at: frame), position(json, at: frame + 0.01))
    if from == to { (from, to) = (position(json, at: frame - 0.01), from) }
    guard from.count >= 2, to.count >= 2, to[0] != from[0] || to[1] != from[1] else { return transform(json).matrix }
    let heading = atan2(to[1] - from[1], to[0] - from[0]) * 180 / .pi
    return transform(json, turnedBy: heading.isFinite ? heading : 0).matrix
  }

  func transform(_ json: JSON?, turnedBy heading: Double = 0) -> (matrix: Affine, opacity: Double) {
    guard let json else { return (.identity, 1) }
    let position = position(json, at: frame)
    let rotation = (numbers(json["r"]).first ?? numbers(json["rz"]).first ?? 0) + heading
    let matrix = Affine(
      anchor: numbers(json["a"]), position: position,
      scale: numbers(json["s"]).isEmpty ? [100, 100] : numbers(json["s"]),
      rotation: rotation, skew: number(json["sk"], 0), skewAxis: number(json["sa"], 0))
    return (matrix, number(json["o"], 100) / 100)
  }

  func color(_ property: JSON?) -> Canvas.Color { LottieColor.rgb(numbers(property)) ?? (0, 0, 0, 255) }
}
