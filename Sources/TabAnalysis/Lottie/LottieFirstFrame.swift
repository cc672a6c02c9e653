import Foundation
import JSON
import Raster
import SourceText

/// A frame of a Lottie animation as pixels, for previews of Lottie tab icons (the first frame, as a tab shows it at
/// rest, unless asked for another). Drawn: shape layers (groups, paths, rectangles, ellipses, stars and polygons with
/// their roundness) with solid and gradient (linear, radial) fills and strokes (dashed too, with their blend modes),
/// trim paths, rounded corners, repeaters, solid-colour layers, embedded images, precompositions (their time, time
/// remap and bounds), masks (expanded too), track mattes, layer blend modes and drop shadows, layer and group
/// transforms with parenting and auto-orient, and opacity (a layer faded as one), each property at its value at the
/// frame; colours replaced through keypaths as lottie-ios's `ColorValueProvider` does. Everything else is named in
/// `notDrawn` rather than silently missing (merge paths, image files beside the animation, effects…). Text layers
/// (`LottieText`, with their animators' range selectors) are set in the fonts given, when any are.
public enum LottieFirstFrame {
  /// Which lottie-ios engine's picture to draw. tabls models one difference between them: the Main Thread engine
  /// makes no node of a repeater (it logs a warning) and draws the shapes once, as its snapshots show; the Core
  /// Animation engine draws every copy, as the animation's author made them. Tab previews draw every copy.
  public enum Engine: String, Sendable {
    case mainThread = "main"
    case coreAnimation = "core"
  }

  public struct Frame: Sendable {
    public var image: RGBAImage
    /// What the animation has that the preview does not draw, each named once, in the order met.
    public var notDrawn: [String]
  }

  /// When in the animation to draw.
  public enum Time: Sendable, Equatable {
    /// A frame number on the animation's own timeline (its `ip` is the first).
    case frame(Double)
    /// 0 (the first frame) … 1 (the last), as `LottieAnimationView.currentProgress`.
    case progress(Double)
  }

  /// A colour that replaces every `Color` property whose keypath matches `keypath` (lottie-ios's
  /// `setValueProvider(ColorValueProvider(…), keypath: AnimationKeypath(keypath: …))`, the mechanism of
  /// CYLTabBarController's `CYLTabBarLottieDarkColors`). Later overrides win over earlier ones.
  public struct ColorOverride: Sendable {
    public var keypath: String
    public var color: Canvas.Color

    public init(keypath: String, color: Canvas.Color) {
      self.keypath = keypath
      self.color = color
    }
  }

  /// Renders a frame into `width` × `height` pixels, the animation fitted and centred (aspect kept).
  /// `fonts` draw text layers (the first with each character, as titles do); without any, text is a note.
  /// `faces` stand in for the fonts documents name, by their kind (`LottieFontFaces`), before `fonts`.
  public static func render(
    _ bytes: [UInt8], width: Int, height: Int, at time: Time = .progress(0), colors: [ColorOverride] = [],
    fonts: [TrueTypeFont] = [], faces: LottieFontFaces = LottieFontFaces(), engine: Engine = .coreAnimation
  ) throws(LottieError) -> Frame {
    try render(
      bytes, size: { _ in (width, height) }, at: time, colors: colors, fonts: fonts, faces: faces, engine: engine)
  }

  /// Renders a frame at the animation's own `w` × `h` (100 × 100 without one), its larger side at most
  /// `largestSide` pixels (lottie-ios's snapshot views: 500), aspect kept.
  public static func render(
    _ bytes: [UInt8], largestSide: Int, at time: Time = .progress(0), colors: [ColorOverride] = [],
    fonts: [TrueTypeFont] = [], faces: LottieFontFaces = LottieFontFaces(), engine: Engine = .coreAnimation
  ) throws(LottieError) -> Frame {
    try render(
      bytes,
      size: { root in
        let (w, h) = (root["w"]?.doubleValue ?? 0, root["h"]?.doubleValue ?? 0)
        let (width, height) = w.isFinite && h.isFinite && w > 0 && h > 0 ? (w, h) : (100, 100)
        let k = min(1, Double(largestSide) / max(width, height))
        let side = 1...Canvas.maximumSide
        return (Clamp.int((width * k).rounded(), side), Clamp.int((height * k).rounded(), side))
      }, at: time, colors: colors, fonts: fonts, faces: faces, engine: engine)
  }

  /// The one parse and draw behind both: `size` reads the pixel size from the parsed animation.
  static func render(
    _ bytes: [UInt8], size: (JSON) -> (Int, Int), at time: Time, colors: [ColorOverride], fonts: [TrueTypeFont],
    faces: LottieFontFaces, engine: Engine
  ) throws(LottieError) -> Frame {
    let root: JSON
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw LottieError(message: error.message, offset: error.offset, jsonPath: "")
    }
    guard let layers = root["layers"]?.arrayValue else {
      throw LottieError(message: "no 'layers': not a Lottie animation", offset: nil, jsonPath: "")
    }
    let (width, height) = size(root)
    let first = root["ip"]?.doubleValue ?? 0
    let last = root["op"]?.doubleValue ?? first
    let frame: Double
    switch time {
    case .frame(let number): frame = number.isFinite ? number : first
    case .progress(let progress):
      frame = progress.isFinite ? first + (last - first) * min(max(progress, 0), 1) : first
    }
    var assets: [String: [JSON]] = [:]
    for asset in root["assets"]?.arrayValue ?? [] {
      if let id = asset["id"]?.stringValue, let layers = asset["layers"]?.arrayValue { assets[id] = layers }
    }
    let rate = root["fr"]?.doubleValue ?? 30
    var renderer = LottieRenderer(
      width: max(width, 1), height: max(height, 1), frame: frame, colors: colors, assets: assets,
      images: LottieImages(root), frameRate: rate.isFinite && rate > 0 ? rate : 30)
    renderer.fonts = fonts
    renderer.faces = faces
    renderer.drawsRepeaters = engine != .mainThread
    renderer.fontList = root["fonts"]?["list"]?.arrayValue ?? []
    renderer.chars = root["chars"]?.arrayValue ?? []
    let w = root["w"]?.doubleValue ?? Double(width)
    let h = root["h"]?.doubleValue ?? Double(height)
    let k = w > 0 && h > 0 ? min(Double(width) / w, Double(height) / h) : 1
    // Centred, except in the fraction of a pixel left by a size rounded up from the animation's own aspect: a view
    // that size is drawn from its corner (lottie-ios's snapshots of 1080 × 1920 at 563 × 1000 are 0.25 px left of
    // centred).
    func margin(_ spare: Double) -> Double { spare < 1 ? 0 : spare / 2 }
    let viewport = Affine(
      a: k, b: 0, c: 0, d: k, tx: margin(Double(width) - w * k), ty: margin(Double(height) - h * k))
    renderer.draw(layers, viewport: viewport)
    return Frame(image: renderer.canvas.image, notDrawn: renderer.notDrawn)
  }
}
