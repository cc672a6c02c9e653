import Raster

/// One picture of a changed bar: a row per look (iOS 27 light and dark, iOS 18 light and dark), the bar before on
/// the left and after on the right, on a grey ground; an empty side for a bar added or removed.
enum SideBySide {
  static let gap = 16
  static let ground: [UInt8] = [142, 142, 147, 255]

  static func compose(_ rows: [(before: RGBAImage?, after: RGBAImage?)]) -> RGBAImage {
    let column = rows.map { max($0.before?.width ?? 0, $0.after?.width ?? 0) }.max() ?? 0
    let heights = rows.map { max($0.before?.height ?? 0, $0.after?.height ?? 0) }
    let width = max(1, column * 2 + gap * 3)
    let height = max(1, heights.reduce(0, +) + gap * (rows.count + 1))
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for offset in stride(from: 0, to: pixels.count, by: 4) { pixels.replaceSubrange(offset..<offset + 4, with: ground) }
    var top = gap
    for (row, height) in zip(rows, heights) {
      for (image, left) in [(row.before, gap), (row.after, gap * 2 + column)] {
        guard let image else { continue }
        for y in 0..<image.height {
          let source = y * image.width * 4
          let target = ((top + y) * width + left) * 4
          pixels.replaceSubrange(
            target..<target + image.width * 4, with: image.pixels[source..<source + image.width * 4])
        }
      }
      top += height + gap
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }
}
