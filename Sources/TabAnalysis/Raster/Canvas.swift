import SourceText

/// A raster canvas in pixels with source-over blending: rectangles, ellipses, capsules and scaled images.
public struct Canvas: Sendable {
  public var image: RGBAImage

  /// The longest side of a picture in pixels (a device's height at scale 3 is under 3,000): a preview or frame of
  /// absurd size draws a bounded image instead of allocating gigabytes.
  public static let maximumSide = 8192

  public init(width: Int, height: Int) { image = RGBAImage(width: width, height: height) }

  public typealias Color = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

  /// Blends `color` over pixel (x, y) with an extra coverage in 0…1.
  public mutating func blend(_ x: Int, _ y: Int, _ color: Color, coverage: Double = 1) {
    guard x >= 0, y >= 0, x < image.width, y < image.height else { return }
    let alpha = Double(color.a) / 255 * coverage
    guard alpha > 0 else { return }
    let i = (y * image.width + x) * 4
    let destinationAlpha = Double(image.pixels[i + 3]) / 255
    let outAlpha = alpha + destinationAlpha * (1 - alpha)
    func mix(_ source: UInt8, _ destination: UInt8) -> UInt8 {
      guard outAlpha > 0 else { return 0 }
      let value = (Double(source) * alpha + Double(destination) * destinationAlpha * (1 - alpha)) / outAlpha
      return UInt8(max(0, min(255, value.rounded())))
    }
    image.pixels[i] = mix(color.r, image.pixels[i])
    image.pixels[i + 1] = mix(color.g, image.pixels[i + 1])
    image.pixels[i + 2] = mix(color.b, image.pixels[i + 2])
    image.pixels[i + 3] = UInt8(max(0, min(255, (outAlpha * 255).rounded())))
  }

  /// Blends `color` by a coverage map of the canvas's own size (what `PathRaster` gives), times `opacity`.
  public mutating func blend(_ coverage: [Float], _ color: Color, opacity: Double = 1) {
    let width = image.width
    for index in coverage.indices where coverage[index] > 0 {
      blend(index % width, index / width, color, coverage: min(1, Double(coverage[index]) * opacity))
    }
  }

  /// Blends `color` by a shape's coverage over its bounds, times `opacity`.
  public mutating func blend(_ coverage: PathRaster.Coverage, _ color: Color, opacity: Double = 1) {
    for row in 0..<coverage.height {
      let base = row * coverage.width
      for column in 0..<coverage.width where coverage.values[base + column] > 0 {
        blend(
          coverage.x + column, coverage.y + row, color,
          coverage: min(1, Double(coverage.values[base + column]) * opacity))
      }
    }
  }

  public mutating func fill(_ rect: Rect, _ color: Color) {
    let x0 = max(0, Clamp.int(rect.x.rounded())), x1 = min(image.width, Clamp.int((rect.x + rect.width).rounded()))
    let y0 = max(0, Clamp.int(rect.y.rounded())), y1 = min(image.height, Clamp.int((rect.y + rect.height).rounded()))
    guard x0 < x1, y0 < y1 else { return }
    if color.a == 255 {
      // Opaque: no blending, a plain write (the background is most of every preview).
      let width = image.width
      image.pixels.withUnsafeMutableBufferPointer { pixels in
        for y in y0..<y1 {
          for x in x0..<x1 {
            let i = (y * width + x) * 4
            pixels[i] = color.r
            pixels[i + 1] = color.g
            pixels[i + 2] = color.b
            pixels[i + 3] = 255
          }
        }
      }
      return
    }
    for y in y0..<y1 { for x in x0..<x1 { blend(x, y, color) } }
  }

  /// A rounded rectangle (radius = half the height gives a capsule; a square with it, a circle), anti-aliased
  /// by 4 × 4 supersampling at the edges.
  public mutating func fillRounded(_ rect: Rect, radius: Double, _ color: Color) {
    let r = min(radius, rect.width / 2, rect.height / 2)
    let x0 = max(0, Clamp.int(rect.x.rounded(.down))),
      x1 = min(image.width, Clamp.int((rect.x + rect.width).rounded(.up)))
    let y0 = max(0, Clamp.int(rect.y.rounded(.down))),
      y1 = min(image.height, Clamp.int((rect.y + rect.height).rounded(.up)))
    guard x0 < x1, y0 < y1 else { return }
    func inside(_ px: Double, _ py: Double) -> Bool {
      guard px >= rect.x, px <= rect.x + rect.width, py >= rect.y, py <= rect.y + rect.height else { return false }
      let cx = min(max(px, rect.x + r), rect.x + rect.width - r)
      let cy = min(max(py, rect.y + r), rect.y + rect.height - r)
      return (px - cx) * (px - cx) + (py - cy) * (py - cy) <= r * r
    }
    for y in y0..<y1 {
      for x in x0..<x1 {
        var hits = 0
        for sy in 0..<4 {
          for sx in 0..<4 where inside(Double(x) + (Double(sx) + 0.5) / 4, Double(y) + (Double(sy) + 0.5) / 4) {
            hits += 1
          }
        }
        if hits > 0 { blend(x, y, color, coverage: Double(hits) / 16) }
      }
    }
  }

  /// Draws `source` scaled into `rect` (bilinear), optionally recoloured (template images take the tint).
  public mutating func draw(_ source: RGBAImage, in rect: Rect, tint: Color? = nil) {
    let x0 = max(0, Clamp.int(rect.x.rounded())), x1 = min(image.width, Clamp.int((rect.x + rect.width).rounded()))
    let y0 = max(0, Clamp.int(rect.y.rounded())), y1 = min(image.height, Clamp.int((rect.y + rect.height).rounded()))
    guard x0 < x1, y0 < y1, source.width > 0, source.height > 0 else { return }
    for y in y0..<y1 {
      for x in x0..<x1 {
        let u = (Double(x) + 0.5 - rect.x) / rect.width * Double(source.width) - 0.5
        let v = (Double(y) + 0.5 - rect.y) / rect.height * Double(source.height) - 0.5
        let sample = Self.bilinear(source, u, v)
        var color = sample
        if let tint { color = (tint.r, tint.g, tint.b, UInt8(Int(sample.a) * Int(tint.a) / 255)) }
        blend(x, y, color)
      }
    }
  }

  /// Repeats `source`, each copy `tile` pixels wide and high (nearest sampling), over `rect` from its top-left
  /// corner: one pass over the pixels covered, however small the tile.
  public mutating func tile(_ source: RGBAImage, tile: Size, in rect: Rect) {
    let x0 = max(0, Clamp.int(rect.x.rounded())), x1 = min(image.width, Clamp.int((rect.x + rect.width).rounded()))
    let y0 = max(0, Clamp.int(rect.y.rounded())), y1 = min(image.height, Clamp.int((rect.y + rect.height).rounded()))
    guard x0 < x1, y0 < y1, source.width > 0, source.height > 0, tile.width >= 1, tile.height >= 1,
      tile.width.isFinite, tile.height.isFinite
    else { return }
    for y in y0..<y1 {
      let v = (Double(y) + 0.5 - rect.y).truncatingRemainder(dividingBy: tile.height) / tile.height
      let sy = min(max(Clamp.int(v * Double(source.height)), 0), source.height - 1)
      for x in x0..<x1 {
        let u = (Double(x) + 0.5 - rect.x).truncatingRemainder(dividingBy: tile.width) / tile.width
        let sx = min(max(Clamp.int(u * Double(source.width)), 0), source.width - 1)
        let i = (sy * source.width + sx) * 4
        blend(x, y, (source.pixels[i], source.pixels[i + 1], source.pixels[i + 2], source.pixels[i + 3]))
      }
    }
  }

  static func bilinear(_ image: RGBAImage, _ u: Double, _ v: Double) -> Color {
    let x0 = min(max(Clamp.int(u.rounded(.down)), 0), image.width - 1),
      y0 = min(max(Clamp.int(v.rounded(.down)), 0), image.height - 1)
    let x1 = min(x0 + 1, image.width - 1), y1 = min(y0 + 1, image.height - 1)
    let fx = min(max(u - Double(x0), 0), 1), fy = min(max(v - Double(y0), 0), 1)
    // Tuples and a local function, not arrays: this runs for every pixel of every icon.
    var result: (r: Double, g: Double, b: Double, a: Double) = (0, 0, 0, 0)
    image.pixels.withUnsafeBufferPointer { pixels in
      func add(_ x: Int, _ y: Int, _ weight: Double) {
        let i = (y * image.width + x) * 4
        // Premultiply so transparent neighbours do not darken the edges.
        let alpha = Double(pixels[i + 3]) / 255 * weight
        result.r += Double(pixels[i]) * alpha
        result.g += Double(pixels[i + 1]) * alpha
        result.b += Double(pixels[i + 2]) * alpha
        result.a += alpha
      }
      add(x0, y0, (1 - fx) * (1 - fy))
      add(x1, y0, fx * (1 - fy))
      add(x0, y1, (1 - fx) * fy)
      add(x1, y1, fx * fy)
    }
    guard result.a > 0 else { return (0, 0, 0, 0) }
    return (
      UInt8(min(255, result.r / result.a)), UInt8(min(255, result.g / result.a)), UInt8(min(255, result.b / result.a)),
      UInt8(min(255, result.a * 255))
    )
  }
}
