import Foundation
import Raster

extension Affine {
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
    let ax = anchor.first ?? 0
    let ay = anchor.count > 1 ? anchor[1] : 0
    self.init(
      a: linear.a, b: linear.b, c: linear.c, d: linear.d,
      tx: (position.first ?? 0) - (linear.a * ax + linear.c * ay),
      ty: (position.count > 1 ? position[1] : 0) - (linear.b * ax + linear.d * ay))
  }
}
