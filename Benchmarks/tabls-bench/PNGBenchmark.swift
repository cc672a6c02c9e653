import Foundation
import TabAnalysis

/// `tabls-bench png`: a 5-item tab bar with @3x icons (75 × 75 px, drawn here) and a raised PlusButton, laid out,
/// rendered at scale 3 and encoded as PNG: time per image (best of 20), and the size against the same pixels in
/// stored (uncompressed) DEFLATE blocks.
enum PNGBenchmark {
  static func run(_ arguments: [String]) {
    let device = DevicePresets.device(DevicePresets.preset(named: "iPhone 15")!)
    var spec = LayoutSpec(device: device, items: (0..<5).map { LayoutItem(title: "Tab \($0)", image: Size(25, 25)) })
    spec.items[1].badge = .text("3")
    spec.items[3].badge = .dot
    spec.plusButton = PlusButtonSpec(index: 2, width: 60, height: 60, constant: -10)
    var icons: [Int: RGBAImage] = [:]
    for index in 0..<5 { icons[index] = icon(seed: index) }
    let images = PNGPreview.Images(icons: icons, plusButton: icon(seed: 9, size: 180))
    var png: [UInt8] = []
    var pixels: RGBAImage?
    let time = JSONBenchmark.best(20) {
      let layout = LayoutEngine.layout(spec)
      let image = PNGPreview.render(spec, layout: layout, images: images, scale: 3)
      pixels = image
      png = PNG.encode(image)
    }
    guard let pixels else { return }
    let renderOnly = JSONBenchmark.best(10) {
      _ = PNGPreview.render(spec, layout: LayoutEngine.layout(spec), images: images, scale: 3)
    }
    let encodeOnly = JSONBenchmark.best(10) { _ = PNG.encode(pixels) }
    // Stored DEFLATE: each row's filter byte and pixels, in 65,535-byte blocks of 5 header bytes each.
    let raw = (pixels.width * 4 + 1) * pixels.height
    let stored = raw + 5 * ((raw + 65_534) / 65_535) + 6 + 57  // + zlib header/Adler-32 + PNG chunks
    print("PNG preview, 5 items with @3x icons, \(pixels.width) × \(pixels.height) px:")
    print("  layout + render + encode: \(format(time * 1000, 2)) ms (best of 20)")
    print("  of which render \(format(renderOnly * 1000, 2)) ms, PNG encode \(format(encodeOnly * 1000, 2)) ms")
    print(
      "  size: \(png.count) bytes vs \(stored) bytes stored: \(format(Double(stored) / Double(png.count), 1))× smaller")
  }

  /// A round icon with a ring, anti-aliased, like a tab glyph.
  static func icon(seed: Int, size: Int = 75) -> RGBAImage {
    var canvas = Canvas(width: size, height: size)
    let s = Double(size)
    canvas.fillRounded(
      Rect(s * 0.1, s * 0.1, s * 0.8, s * 0.8), radius: s * 0.4, (255, UInt8((60 + seed * 30) % 256), 0, 255))
    canvas.fillRounded(Rect(s * 0.3, s * 0.3, s * 0.4, s * 0.4), radius: s * 0.2, (255, 255, 255, 255))
    return canvas.image
  }
}
