import Foundation

/// SVG path data (`d`): every command (M L H V C S Q T A Z, absolute and relative, repeated arguments), curves and
/// arcs flattened to polylines. Malformed data ends the path where it stops making sense, as browsers do; the
/// number of points is bounded.
public enum SVGPath: Sendable {
  static let maximumPoints = 200_000

  static func contours(_ data: String) -> [PathRaster.Contour] {
    var scanner = NumberScanner(Array(data.utf8))
    var contours: [PathRaster.Contour] = []
    var points: [PathRaster.Point] = []
    var current = PathRaster.Point(0, 0)
    var start = current
    var lastControl: PathRaster.Point?
    var lastCommand: UInt8 = 0
    var command: UInt8 = 0
    var total = 0

    func finish(closed: Bool) {
      if points.count >= 2 { contours.append(PathRaster.Contour(points, closed: closed)) }
      points = []
    }
    func line(to point: PathRaster.Point) {
      if points.isEmpty { points.append(current) }
      points.append(point)
      total += 1
      current = point
    }
    func cubic(_ c1: PathRaster.Point, _ c2: PathRaster.Point, _ end: PathRaster.Point) {
      for point in Bezier.cubic(current, c1, c2, end, steps: 12) { line(to: point) }
    }
    func quadratic(_ c: PathRaster.Point, _ end: PathRaster.Point) {
      for point in Bezier.quadratic(current, c, end, steps: 10) { line(to: point) }
    }

    while total < maximumPoints {
      scanner.skipSeparators()
      guard scanner.position < scanner.bytes.count else { break }
      let before = scanner.position
      let byte = scanner.bytes[scanner.position]
      if (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) {
        command = byte
        scanner.position += 1
        if byte == UInt8(ascii: "Z") || byte == UInt8(ascii: "z") {
          finish(closed: true)
          current = start
          lastCommand = byte
          continue
        }
      } else if command == 0 || command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
        break
      }
      let relative = command >= 0x61
      let base = relative ? current : PathRaster.Point(0, 0)
      func point() -> PathRaster.Point? {
        guard let x = scanner.next(), let y = scanner.next() else { return nil }
        return PathRaster.Point(base.x + x, base.y + y)
      }
      var control: PathRaster.Point?
      switch command | 0x20 {
      case UInt8(ascii: "m"):
        guard let p = point() else {
          return contours + (points.count >= 2 ? [PathRaster.Contour(points, closed: false)] : [])
        }
        finish(closed: false)
        current = p
        start = p
        // Further pairs after a moveto are linetos.
        command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
      case UInt8(ascii: "l"):
        guard let p = point() else { break }
        line(to: p)
      case UInt8(ascii: "h"):
        guard let x = scanner.next() else { break }
        line(to: PathRaster.Point((relative ? current.x : 0) + x, current.y))
      case UInt8(ascii: "v"):
        guard let y = scanner.next() else { break }
        line(to: PathRaster.Point(current.x, (relative ? current.y : 0) + y))
      case UInt8(ascii: "c"):
        guard let c1 = point(), let c2 = point(), let end = point() else { break }
        cubic(c1, c2, end)
        control = c2
      case UInt8(ascii: "s"):
        guard let c2 = point(), let end = point() else { break }
        let reflected = [UInt8(ascii: "c"), UInt8(ascii: "s")].contains(lastCommand | 0x20) ? lastControl : nil
        let c1 = reflected.map { PathRaster.Point(2 * current.x - $0.x, 2 * current.y - $0.y) } ?? current
        cubic(c1, c2, end)
        control = c2
      case UInt8(ascii: "q"):
        guard let c = point(), let end = point() else { break }
        quadratic(c, end)
        control = c
      case UInt8(ascii: "t"):
        guard let end = point() else { break }
        let reflected = [UInt8(ascii: "q"), UInt8(ascii: "t")].contains(lastCommand | 0x20) ? lastControl : nil
        let c = reflected.map { PathRaster.Point(2 * current.x - $0.x, 2 * current.y - $0.y) } ?? current
        quadratic(c, end)
        control = c
      case UInt8(ascii: "a"):
        guard let rx = scanner.next(), let ry = scanner.next(), let rotation = scanner.next(),
          let large = scanner.flag(), let sweep = scanner.flag(), let end = point()
        else { break }
        for p in arc(from: current, to: end, rx: abs(rx), ry: abs(ry), rotation: rotation, large: large, sweep: sweep) {
          line(to: p)
        }
        current = end
      default:
        return contours
      }
      lastControl = control
      lastCommand = command
      // Arguments that are not numbers: the path ends here.
      if scanner.position == before { break }
    }
    finish(closed: false)
    return contours
  }

  /// An elliptical arc (SVG's endpoint form, converted to centre form), as points after `from`.
  static func arc(
    from: PathRaster.Point, to: PathRaster.Point, rx: Double, ry: Double, rotation: Double, large: Bool, sweep: Bool
  ) -> [PathRaster.Point] {
    guard rx > 0, ry > 0, from.x != to.x || from.y != to.y else { return [to] }
    let phi = rotation * .pi / 180
    let (cosPhi, sinPhi) = (cos(phi), sin(phi))
    let dx = (from.x - to.x) / 2
    let dy = (from.y - to.y) / 2
    let x1 = cosPhi * dx + sinPhi * dy
    let y1 = -sinPhi * dx + cosPhi * dy
    var (rx, ry) = (rx, ry)
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 { (rx, ry) = (rx * lambda.squareRoot(), ry * lambda.squareRoot()) }
    let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var factor = denominator > 0 ? (max(0, numerator) / denominator).squareRoot() : 0
    if large == sweep { factor = -factor }
    let cx1 = factor * rx * y1 / ry
    let cy1 = -factor * ry * x1 / rx
    let cx = cosPhi * cx1 - sinPhi * cy1 + (from.x + to.x) / 2
    let cy = sinPhi * cx1 + cosPhi * cy1 + (from.y + to.y) / 2
    func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
      let value = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
      return value
    }
    let theta = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
    var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
    if !sweep && delta > 0 { delta -= 2 * .pi }
    if sweep && delta < 0 { delta += 2 * .pi }
    let steps = max(2, min(64, Int((abs(delta) / (.pi / 16)).rounded(.up))))
    guard delta.isFinite, theta.isFinite, cx.isFinite, cy.isFinite else { return [to] }
    return (1...steps).map { step in
      if step == steps { return to }
      let t = theta + delta * Double(step) / Double(steps)
      let (x, y) = (rx * cos(t), ry * sin(t))
      return PathRaster.Point(cosPhi * x - sinPhi * y + cx, sinPhi * x + cosPhi * y + cy)
    }
  }
}
