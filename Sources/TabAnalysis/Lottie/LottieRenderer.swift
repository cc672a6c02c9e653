import Foundation
import JSON
import Raster
import SourceText

/// The state of one frame's drawing: the canvas, what is being drawn in (clip, opacity, the precomposition's
/// time) and what the animation brings (assets, images, fonts, colour overrides). Its values, layers, images and
/// shapes are in the extensions beside this file.
struct LottieRenderer {
  var canvas: Canvas
  var raster: PathRaster
  var notDrawn: [String] = []
  /// The frame drawn, on the timeline of the layers being drawn (a precomposition's children have their own).
  var frame: Double
  /// Multiplies every painted coverage: the bounds of the precompositions, masks and mattes being drawn in.
  var clip: [Float]?
  /// The opacity of the precompositions being drawn in.
  var inheritedOpacity = 1.0
  var depth = 0
  /// Precomposition assets' layers, by id.
  let assets: [String: [JSON]]
  var images: LottieImages
  var fonts: [TrueTypeFont] = []
  var faces = LottieFontFaces()
  /// False for lottie-ios's Main Thread engine (`LottieFirstFrame.Engine`).
  var drawsRepeaters = true
  /// The animation's `fonts.list`: the fonts its text documents name, with their ascents.
  var fontList: [JSON] = []
  /// The animation's `chars`: glyph outlines of its fonts, and those read so far (by family and style).
  var chars: [JSON] = []
  var glyphCache: [String: LottieGlyphs?] = [:]
  let frameRate: Double
  /// The overrides' patterns, compiled once, the last first (the last override set wins).
  let colors: [(pattern: KeypathPattern, color: Canvas.Color)]

  init(
    width: Int, height: Int, frame: Double, colors: [LottieFirstFrame.ColorOverride], assets: [String: [JSON]],
    images: LottieImages, frameRate: Double
  ) {
    self.images = images
    canvas = Canvas(width: width, height: height)
    raster = PathRaster(width: width, height: height)
    self.frame = frame
    self.assets = assets
    self.frameRate = frameRate
    self.colors = colors.reversed().map { (KeypathPattern($0.keypath), $0.color) }
  }

  /// The colour an override gives the `Color` property at `keypath` (the names of its layer, groups and item).
  func override(_ keypath: [String]) -> Canvas.Color? {
    guard !colors.isEmpty else { return nil }
    let text = (keypath + ["Color"]).joined(separator: ".")
    return colors.first { $0.pattern.matches(text) }?.color
  }

  mutating func skip(_ what: String) {
    if !notDrawn.contains(what) { notDrawn.append(what) }
  }
}
