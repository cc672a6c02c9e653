import JSON
import Raster

/// The glyphs an animation carries for one of its fonts (`chars`: each character's shapes and advance at 100 units
/// to the em, y down), read as a font.
///
/// lottie-ios does not draw them: it asks Core Text for the font by name. They are that font's own outlines,
/// though, so for a family the phone has they stand in for it exactly, as no font on this machine can.
struct LottieGlyphs: OutlineFont {
  let unitsPerEm = 100.0
  let ascender: Double
  private var glyphs: [UInt32: Int] = [:]
  private var advances: [Double] = []
  private var outlines: [[[PathRaster.Point]]] = []

  /// Bounds on what one font's glyphs may cost to read.
  static let maximumGlyphs = 4_096
  static let maximumPoints = 1_000_000

  /// The glyphs of `chars` drawn in `family` and `style` (single characters only); nil when there are none.
  init?(chars: [JSON], family: String, style: String, ascent: Double?) {
    ascender = ascent.flatMap { $0.isFinite ? $0 : nil } ?? 75
    var points = 0
    for char in chars where glyphs.count < Self.maximumGlyphs {
      guard char["fFamily"]?.stringValue == family, char["style"]?.stringValue == style,
        let scalars = char["ch"]?.stringValue?.unicodeScalars, scalars.count == 1, let scalar = scalars.first,
        glyphs[scalar.value] == nil
      else { continue }
      let width = char["w"]?.doubleValue ?? 0
      var contours: [[PathRaster.Point]] = []
      Self.collect(char["data"]?["shapes"]?.arrayValue ?? [], into: &contours, points: &points, depth: 0)
      glyphs[scalar.value] = advances.count
      advances.append(width.isFinite ? min(max(width, 0), 10_000) : 0)
      outlines.append(contours)
    }
    if glyphs.isEmpty { return nil }
  }

  /// The paths of a glyph's shapes, groups included, y flipped up; a path's first keyframe when it is animated.
  private static func collect(
    _ items: [JSON], into contours: inout [[PathRaster.Point]], points: inout Int, depth: Int
  ) {
    guard depth < 16 else { return }
    for item in items {
      switch item["ty"]?.stringValue {
      case "gr": collect(item["it"]?.arrayValue ?? [], into: &contours, points: &points, depth: depth + 1)
      case "sh":
        let value = item["ks"]?["k"]
        guard let path = value?.arrayValue?.first?["s"].map({ $0.arrayValue?.first ?? $0 }) ?? value,
          let contour = LottieRenderer.bezier(path, .identity), points + contour.points.count <= maximumPoints
        else { continue }
        points += contour.points.count
        contours.append(contour.points.map { PathRaster.Point($0.x, -$0.y) })
      default: continue
      }
    }
  }

  func glyph(for scalar: Unicode.Scalar) -> Int? { glyphs[scalar.value] }
  func advance(_ glyph: Int) -> Double { advances.indices.contains(glyph) ? advances[glyph] : 0 }
  func kern(_ left: Int, _ right: Int) -> Double { 0 }
  func contours(_ glyph: Int) -> [[PathRaster.Point]] { outlines.indices.contains(glyph) ? outlines[glyph] : [] }
}
