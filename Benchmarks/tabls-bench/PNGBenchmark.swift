import Foundation
import Lottie
import Raster
import TabAnalysis

/// `tabls-bench png`: a 5-item tab bar with @3x icons (75 × 75 px, drawn here) and a raised PlusButton, laid out,
/// rendered at scale 3 and encoded as PNG: time per image (best of 20), and the size against the same pixels in
/// stored (uncompressed) DEFLATE blocks. Then the same bar with Lottie icons: each item's first frame drawn in
/// the timed loop, as a preview of a bar of Lottie tabs draws them.
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
    let lottie = JSONBenchmark.best(20) {
      var icons: [Int: RGBAImage] = [:]
      for index in 0..<5 {
        icons[index] = try? LottieFirstFrame.render(lottieIcon(seed: index), width: 75, height: 75).image
      }
      let images = PNGPreview.Images(icons: icons, plusButton: images.plusButton)
      png = PNG.encode(PNGPreview.render(spec, layout: LayoutEngine.layout(spec), images: images, scale: 3))
    }
    print("  with 5 Lottie icons (first frames drawn each time): \(format(lottie * 1000, 2)) ms (best of 20)")
  }

  /// A tab-icon-like animation: a house outline (stroked path with miter joins, trimmed), a gradient-filled
  /// roundel and a repeated dot, 25 × 25 pt; the seed moves the trim so no two icons are the same.
  static func lottieIcon(seed: Int) -> [UInt8] {
    let house =
      #"{"ty":"gr","it":[{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[3,11],[12.5,3],[22,11],[22,22],[3,22]],"#
      + #""i":[[0,0],[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0],[0,0]]}}},"#
      + #"{"ty":"st","c":{"a":0,"k":[0.1,0.1,0.1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2},"lj":1,"lc":2,"ml":4},"#
      + #"{"ty":"tr","p":{"a":0,"k":[0,0]}}]}"#
    let roundel =
      #"{"ty":"gr","it":[{"ty":"el","p":{"a":0,"k":[12.5,16]},"s":{"a":0,"k":[8,8]}},"#
      + #"{"ty":"gf","o":{"a":0,"k":100},"r":1,"t":2,"s":{"a":0,"k":[12.5,16]},"e":{"a":0,"k":[16.5,16]},"#
      + #""g":{"p":2,"k":{"a":0,"k":[0,1,0.4,0,1,1,0.8,0.2]}}},{"ty":"tr","p":{"a":0,"k":[0,0]}}]}"#
    let dots =
      #"{"ty":"gr","it":[{"ty":"gr","it":[{"ty":"el","p":{"a":0,"k":[6,24]},"s":{"a":0,"k":[1.5,1.5]}},"#
      + #"{"ty":"fl","c":{"a":0,"k":[0.2,0.4,1,1]},"o":{"a":0,"k":100}},{"ty":"tr","p":{"a":0,"k":[0,0]}}]},"#
      + #"{"ty":"rp","c":{"a":0,"k":5},"o":{"a":0,"k":0},"m":1,"tr":{"p":{"a":0,"k":[3.25,0]},"so":{"a":0,"k":100},"#
      + #""eo":{"a":0,"k":30}}},{"ty":"tr","p":{"a":0,"k":[0,0]}}]}"#
    let trim = #"{"ty":"tm","s":{"a":0,"k":0},"e":{"a":0,"k":\#(60 + seed * 10)},"o":{"a":0,"k":0},"m":1}"#
    let layer =
      #"{"ty":4,"ind":1,"ip":0,"op":60,"st":0,"ks":{},"shapes":[\#(house),\#(trim),\#(roundel),\#(dots)]}"#
    return Array(#"{"v":"5.7.4","fr":30,"ip":0,"op":60,"w":25,"h":25,"layers":[\#(layer)]}"#.utf8)
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
