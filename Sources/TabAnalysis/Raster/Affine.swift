import Foundation

/// A 2-D affine map: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct Affine: Sendable {
  public var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

  public static let identity = Affine()

  /// `self` after `other` (other is applied first).
  public func concatenating(_ other: Affine) -> Affine {
    Affine(
      a: a * other.a + c * other.b, b: b * other.a + d * other.b, c: a * other.c + c * other.d,
      d: b * other.c + d * other.d, tx: a * other.tx + c * other.ty + tx, ty: b * other.tx + d * other.ty + ty)
  }

  public func apply(_ p: PathRaster.Point) -> PathRaster.Point {
    PathRaster.Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
  }

  /// How much lengths grow, on average (for stroke widths).
  public var scale: Double { (abs(a * d - b * c)).squareRoot() }

  /// Lottie's transform: translate(position) · rotate · skew · scale · translate(−anchor), as lottie-ios builds it
  /// (`makeTransform`): the skew shears by −`skew` degrees along the axis `skewAxis` degrees from x (After Effects
  /// keeps a skew within ±85°; beyond, it is clamped there rather than made infinite).
  public init(
    anchor: [Double], position: [Double], scale: [Double], rotation: Double, skew: Double = 0, skewAxis: Double = 0
  ) {
    let radians = rotation * .pi / 180
    let (cosine, sine) = (cos(radians), sin(radians))
    let sx = (scale.first ?? 100) / 100
    let sy = (scale.count > 1 ? scale[1] : scale.first ?? 100) / 100
    var linear = Affine(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    if skew != 0, skew.isFinite, skewAxis.isFinite {
      let axis = skewAxis * .pi / 180
      let (ca, sa) = (cos(axis), sin(axis))
      let shear = tan(-min(max(skew, -85), 85) * .pi / 180)
      let toAxis = Affine(a: ca, b: -sa, c: sa, d: ca, tx: 0, ty: 0)
      let sheared = Affine(a: 1, b: 0, c: shear, d: 1, tx: 0, ty: 0)
      let back = Affine(a: ca, b: sa, c: -sa, d: ca, tx: 0, ty: 0)
      linear = linear.concatenating(back.concatenating(sheared).concatenating(toAxis))
    }
    linear = linear.concatenating(Affine(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0))
    (a, b, c, d) = (linear.a, linear.b, linear.c, linear.d)
    let ax = anchor.first ?? 0
    let ay = anchor.count > 1 ? anchor[1] : 0
    tx = (position.first ?? 0) - (a * ax + c * ay)
    ty = (position.count > 1 ? position[1] : 0) - (b * ax + d * ay)
  }

  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  init() {}
}

extension Affine {
  /// The inverse map, nil when the map flattens the plane.
  public var inverse: Affine? {
    let determinant = a * d - b * c
    guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
    let ia = d / determinant
    let ib = -b / determinant
    let ic = -c / determinant
    let id = a / determinant
    return Affine(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
  }
}
