/// Separable blend modes as Core Animation composites them: the W3C Compositing and Blending formulas (the ones
/// Core Image's blend filters follow), then source-over.
public enum CanvasBlendMode: Sendable {
  case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, hardLight, softLight, difference
  case exclusion

  typealias RGB = (r: Double, g: Double, b: Double)

  /// B(backdrop, source), channels in 0…1 (every mode here is separable: one channel at a time).
  func blend(_ backdrop: RGB, _ source: RGB) -> RGB {
    (channel(backdrop.r, source.r), channel(backdrop.g, source.g), channel(backdrop.b, source.b))
  }

  private func channel(_ b: Double, _ s: Double) -> Double {
    switch self {
    case .multiply: return b * s
    case .screen: return b + s - b * s
    case .overlay: return CanvasBlendMode.hardLight.channel(s, b)
    case .darken: return min(b, s)
    case .lighten: return max(b, s)
    case .colorDodge: return b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s))
    case .colorBurn: return b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s)
    case .hardLight: return s <= 0.5 ? b * 2 * s : CanvasBlendMode.screen.channel(b, 2 * s - 1)
    case .softLight:
      if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
      let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
      return b + (2 * s - 1) * (d - b)
    case .difference: return abs(b - s)
    case .exclusion: return b + s - 2 * b * s
    }
  }
}

extension RGBAImage {
  /// Multiplies every pixel's alpha by `opacity` (0…1): a layer faded as one before it is composited.
  public mutating func fade(by opacity: Double) {
    let k = min(max(opacity.isFinite ? opacity : 1, 0), 1)
    for index in stride(from: 3, to: pixels.count, by: 4) where pixels[index] > 0 {
      pixels[index] = UInt8((Double(pixels[index]) * k).rounded())
    }
  }
}

extension Canvas {
  /// `layer` (same size) over the canvas, source-over.
  public mutating func composite(_ layer: RGBAImage) {
    guard layer.width == image.width, layer.height == image.height else { return }
    for index in 0..<(image.width * image.height) where layer.pixels[index * 4 + 3] > 0 {
      let i = index * 4
      blend(
        index % image.width, index / image.width,
        (layer.pixels[i], layer.pixels[i + 1], layer.pixels[i + 2], layer.pixels[i + 3]))
    }
  }

  /// Composites `layer` (same size) over the canvas through `mode`: the blended colour where both have paint,
  /// then source-over with the layer's alpha.
  public mutating func composite(_ layer: RGBAImage, mode: CanvasBlendMode) {
    guard layer.width == image.width, layer.height == image.height else { return }
    for index in 0..<(image.width * image.height) {
      let i = index * 4
      let sourceAlpha = Double(layer.pixels[i + 3]) / 255
      guard sourceAlpha > 0 else { continue }
      let backdropAlpha = Double(image.pixels[i + 3]) / 255
      let source = (Double(layer.pixels[i]) / 255, Double(layer.pixels[i + 1]) / 255, Double(layer.pixels[i + 2]) / 255)
      let backdrop = (
        Double(image.pixels[i]) / 255, Double(image.pixels[i + 1]) / 255, Double(image.pixels[i + 2]) / 255
      )
      let blended = mode.blend(backdrop, source)
      let outAlpha = sourceAlpha + backdropAlpha * (1 - sourceAlpha)
      func channel(_ s: Double, _ b: Double, _ mixed: Double) -> UInt8 {
        let color = (1 - backdropAlpha) * s + backdropAlpha * min(max(mixed, 0), 1)
        let value = (sourceAlpha * color + (1 - sourceAlpha) * backdropAlpha * b) / outAlpha
        return UInt8(min(max(value * 255, 0), 255).rounded())
      }
      image.pixels[i] = channel(source.0, backdrop.0, blended.r)
      image.pixels[i + 1] = channel(source.1, backdrop.1, blended.g)
      image.pixels[i + 2] = channel(source.2, backdrop.2, blended.b)
      image.pixels[i + 3] = UInt8(min(max(outAlpha * 255, 0), 255).rounded())
    }
  }
}
