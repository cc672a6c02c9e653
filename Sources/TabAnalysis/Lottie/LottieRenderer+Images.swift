import Foundation
import JSON
import Raster
import SourceText

/// Image layers, sampled through the inverse of their transform.
extension LottieRenderer {
  /// An image layer: its asset's pixels over (0, 0)–(w, h) of the layer, sampled bilinearly through the inverse
  /// of the layer's transform (averaged over each pixel where the image is drawn smaller).
  mutating func drawImage(_ layer: JSON, _ matrix: Affine, opacity: Double) {
    guard let id = layer["refId"]?.stringValue else { return }
    let asset: LottieImages.Asset
    let image: RGBAImage
    switch images.image(id) {
    case .success(let found): (asset, image) = found
    case .failure(.external): return skip("image files beside the animation")
    case .failure(.unreadable): return skip("images that are not PNG or cannot be decoded")
    case .failure(.missing): return
    }
    let (width, height) = (
      asset.width > 0 ? asset.width : Double(image.width), asset.height > 0 ? asset.height : Double(image.height)
    )
    guard let inverse = matrix.inverse else { return }
    let corners = [(0.0, 0.0), (width, 0), (width, height), (0, height)].map {
      matrix.apply(PathRaster.Point($0.0, $0.1))
    }
    let x0 = max(0, Clamp.int(corners.map(\.x).min()!.rounded(.down)))
    let x1 = min(raster.width, Clamp.int(corners.map(\.x).max()!.rounded(.up)))
    let y0 = max(0, Clamp.int(corners.map(\.y).min()!.rounded(.down)))
    let y1 = min(raster.height, Clamp.int(corners.map(\.y).max()!.rounded(.up)))
    guard x0 < x1, y0 < y1 else { return }
    let (sx, sy) = (Double(image.width) / width, Double(image.height) / height)
    // Shrunk, a pixel covers many texels: it takes the mean of n × n samples across it (n up to 8), as Core
    // Graphics filters an image drawn smaller, where one bilinear sample would alias its edges.
    let across = max(
      (inverse.a * sx * inverse.a * sx + inverse.b * sy * inverse.b * sy).squareRoot(),
      (inverse.c * sx * inverse.c * sx + inverse.d * sy * inverse.d * sy).squareRoot())
    let n = across.isFinite ? Clamp.int(across.rounded(.up), 1...8) : 1
    for y in y0..<y1 {
      for x in x0..<x1 {
        let local = inverse.apply(PathRaster.Point(Double(x) + 0.5, Double(y) + 0.5))
        guard local.x >= 0, local.y >= 0, local.x < width, local.y < height else { continue }
        let amount = Double(clip?[y * raster.width + x] ?? 1) * opacity
        guard amount > 0 else { continue }
        let sample =
          n == 1
          ? Self.bilinear(image, local.x * sx - 0.5, local.y * sy - 0.5)
          : Self.mean(image, pixelX: Double(x), pixelY: Double(y), samples: n) { point in
            let texel = inverse.apply(point)
            return (texel.x * sx - 0.5, texel.y * sy - 0.5)
          }
        canvas.blend(x, y, sample, coverage: min(1, amount))
      }
    }
  }

  /// The mean of `samples` × `samples` bilinear samples spread over a pixel, weighted by their alpha.
  static func mean(
    _ image: RGBAImage, pixelX: Double, pixelY: Double, samples n: Int,
    texel: (PathRaster.Point) -> (Double, Double)
  ) -> Canvas.Color {
    var alpha = 0.0
    var premultiplied = (0.0, 0.0, 0.0)
    for j in 0..<n {
      for i in 0..<n {
        let (u, v) = texel(
          PathRaster.Point(pixelX + (Double(i) + 0.5) / Double(n), pixelY + (Double(j) + 0.5) / Double(n)))
        let sample = bilinear(image, u, v)
        let a = Double(sample.a)
        alpha += a
        premultiplied.0 += Double(sample.r) * a
        premultiplied.1 += Double(sample.g) * a
        premultiplied.2 += Double(sample.b) * a
      }
    }
    guard alpha > 0 else { return (0, 0, 0, 0) }
    func channel(_ sum: Double) -> UInt8 { UInt8(min(255, sum / alpha + 0.5)) }
    let count = Double(n * n)
    return (
      channel(premultiplied.0), channel(premultiplied.1), channel(premultiplied.2),
      UInt8(min(255, alpha / count + 0.5))
    )
  }

  static func bilinear(_ image: RGBAImage, _ x: Double, _ y: Double) -> Canvas.Color {
    let fx = min(max(x, 0), Double(image.width - 1))
    let fy = min(max(y, 0), Double(image.height - 1))
    let (x0, y0) = (Int(fx), Int(fy))
    let (x1, y1) = (min(x0 + 1, image.width - 1), min(y0 + 1, image.height - 1))
    let (tx, ty) = (fx - Double(x0), fy - Double(y0))
    var channels: [UInt8] = []
    // Premultiplied, so transparent neighbours do not darken the edge.
    var alpha = 0.0
    var premultiplied = [0.0, 0.0, 0.0]
    for (px, py, weight) in [
      (x0, y0, (1 - tx) * (1 - ty)), (x1, y0, tx * (1 - ty)), (x0, y1, (1 - tx) * ty), (x1, y1, tx * ty),
    ] {
      let i = (py * image.width + px) * 4
      let a = Double(image.pixels[i + 3]) / 255 * weight
      alpha += a
      for channel in 0..<3 { premultiplied[channel] += Double(image.pixels[i + channel]) * a }
    }
    for channel in 0..<3 { channels.append(alpha > 0 ? UInt8(min(255, premultiplied[channel] / alpha + 0.5)) : 0) }
    return (channels[0], channels[1], channels[2], UInt8(min(255, alpha * 255 + 0.5)))
  }

  static func rectangle(_ width: Double, _ height: Double, _ matrix: Affine) -> PathRaster.Contour {
    let corners = [(0.0, 0.0), (width, 0), (width, height), (0, height)].map { PathRaster.Point($0.0, $0.1) }
    return PathRaster.Contour(corners.map(matrix.apply), closed: true)
  }
}
