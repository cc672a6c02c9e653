import Raster

/// Lottie's colours: red, green and blue from 0 to 1, or from 0 to 255 in files that write any channel above 1;
/// an alpha channel after them is ignored (opacity is a property of its own).
enum LottieColor {
  /// The opaque colour of `values`; nil with fewer than three channels or one that is not a number.
  static func rgb(_ values: [Double]) -> Canvas.Color? {
    guard values.count >= 3, values.allSatisfy(\.isFinite) else { return nil }
    let scale = values.contains { $0 > 1 } ? 255.0 : 1
    func byte(_ value: Double) -> UInt8 { UInt8(min(max(value / scale, 0), 1) * 255 + 0.5) }
    return (byte(values[0]), byte(values[1]), byte(values[2]), 255)
  }
}
