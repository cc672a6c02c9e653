import Foundation

/// A 2-D affine map: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
struct Affine {
  var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

  static let identity = Affine()

  /// `self` after `other` (other is applied first).
  func concatenating(_ other: Affine) -> Affine {
    Affine(
      a: a * other.a + c * other.b, b: b * other.a + d * other.b, c: a * other.c + c * other.d,
      d: b * other.c + d * other.d, tx: a * other.tx + c * other.ty + tx, ty: b * other.tx + d * other.ty + ty)
  }

  func apply(_ p: PathRaster.Point) -> PathRaster.Point {
    PathRaster.Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
  }

  /// How much lengths grow, on average (for stroke widths).
  var scale: Double { (abs(a * d - b * c)).squareRoot() }

  /// Lottie's transform: translate(position) · rotate · scale · translate(−anchor).
  init(anchor: [Double], position: [Double], scale: [Double], rotation: Double) {
    let radians = rotation * .pi / 180
    let (cosine, sine) = (cos(radians), sin(radians))
    let sx = (scale.first ?? 100) / 100
    let sy = (scale.count > 1 ? scale[1] : scale.first ?? 100) / 100
    a = cosine * sx
    b = sine * sx
    c = -sine * sy
    d = cosine * sy
    let ax = anchor.first ?? 0
    let ay = anchor.count > 1 ? anchor[1] : 0
    tx = (position.first ?? 0) - (a * ax + c * ay)
    ty = (position.count > 1 ? position[1] : 0) - (b * ax + d * ay)
  }

  init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  init() {}
}

extension Affine {
  /// The inverse map, nil when the map flattens the plane.
  var inverse: Affine? {
    let determinant = a * d - b * c
    guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
    let ia = d / determinant
    let ib = -b / determinant
    let ic = -c / determinant
    let id = a / determinant
    return Affine(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
  }
}
