/// Conversions of untrusted numbers that cannot trap: `Int(someDouble)` traps on NaN, infinities and anything
/// past `Int.max`, and input files (Lottie, layout specs, sources) are full of user-typed numbers.
public enum Clamp {
  /// Pixel and point coordinates: far past any canvas, far inside `Int`'s range, so sums of a few never overflow.
  public static let coordinateLimit = 1 << 40

  /// `value` rounded toward zero and clamped into `range`; NaN becomes the bound nearest zero.
  public static func int(_ value: Double, _ range: ClosedRange<Int> = -coordinateLimit...coordinateLimit) -> Int {
    guard !value.isNaN else { return min(max(0, range.lowerBound), range.upperBound) }
    if value <= Double(range.lowerBound) { return range.lowerBound }
    if value >= Double(range.upperBound) { return range.upperBound }
    return Int(value)
  }
}
