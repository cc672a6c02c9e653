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
