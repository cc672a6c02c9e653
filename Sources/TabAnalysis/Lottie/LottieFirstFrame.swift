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

  // MARK: Values at the first frame

  /// The value of an animatable property at the frame drawn.
  func first(_ property: JSON?) -> JSON? { LottieTimeline.value(property, at: frame) }

  /// A property's numbers at the frame drawn, or at another time.
  func numbers(_ property: JSON?, at time: Double? = nil) -> [Double] {
    guard let value = LottieTimeline.value(property, at: time ?? frame) else { return [] }
    if let number = value.doubleValue { return [number] }
    return value.arrayValue?.compactMap(\.doubleValue) ?? []
  }

  func number(_ property: JSON?, _ fallback: Double) -> Double { numbers(property).first ?? fallback }

  /// A transform's position at `frame` (split into `x` and `y` properties, or one).
  func position(_ json: JSON, at time: Double) -> [Double] {
    let position = numbers(json["p"], at: time)
    guard position.isEmpty, json["p"]?["s"]?.boolValue == true || json["px"] != nil else { return position }
    return [
      numbers(json["p"]?["x"] ?? json["px"], at: time).first ?? 0,
      numbers(json["p"]?["y"] ?? json["py"], at: time).first ?? 0,
    ]
  }

  /// A layer's own transform; auto-oriented (`ao` 1) layers also turn to face the way their position moves at the
  /// frame, as After Effects and lottie-ios turn them along their motion path.
  func layerTransform(_ layer: JSON) -> Affine {
    guard layer["ao"]?.intValue == 1, let json = layer["ks"] else { return transform(layer["ks"]).matrix }
    // The way it moves: from here to a moment later, or (at the end of its path) from a moment before to here.
    var (from, to) = (position(json, at: frame), position(json, at: frame + 0.01))
    if from == to { (from, to) = (position(json, at: frame - 0.01), from) }
    guard from.count >= 2, to.count >= 2, to[0] != from[0] || to[1] != from[1] else { return transform(json).matrix }
    let heading = atan2(to[1] - from[1], to[0] - from[0]) * 180 / .pi
    return transform(json, turnedBy: heading.isFinite ? heading : 0).matrix
  }

  func transform(_ json: JSON?, turnedBy heading: Double = 0) -> (matrix: Affine, opacity: Double) {
    guard let json else { return (.identity, 1) }
    let position = position(json, at: frame)
    let rotation = (numbers(json["r"]).first ?? numbers(json["rz"]).first ?? 0) + heading
    let matrix = Affine(
      anchor: numbers(json["a"]), position: position,
      scale: numbers(json["s"]).isEmpty ? [100, 100] : numbers(json["s"]),
      rotation: rotation, skew: number(json["sk"], 0), skewAxis: number(json["sa"], 0))
    return (matrix, number(json["o"], 100) / 100)
  }

  func color(_ property: JSON?) -> Canvas.Color { LottieColor.rgb(numbers(property)) ?? (0, 0, 0, 255) }

  // MARK: Layers

  mutating func draw(_ layers: [JSON], viewport: Affine) {
    var byIndex: [Int64: JSON] = [:]
    for layer in layers { if let index = layer["ind"]?.intValue { byIndex[index] = layer } }
    func world(_ layer: JSON) -> Affine {
      var matrix = self.layerTransform(layer)
      var current = layer
      var seen = Set<Int64>()
      while let parent = current["parent"]?.intValue, let next = byIndex[parent], seen.insert(parent).inserted {
        matrix = self.layerTransform(next).concatenating(matrix)
        current = next
      }
      return viewport.concatenating(matrix)
    }
    // The first layer is the top one: draw from the last.
    for position in layers.indices.reversed() {
      let layer = layers[position]
      guard isVisible(layer) else { continue }
      // A matte source is drawn only as the matte of the layer it masks.
      if layer["td"]?.intValue ?? 0 != 0 { continue }
      let outerClip = clip
      if let mode = layer["tt"]?.intValue, mode != 0 {
        // The source: the layer `tp` names (newer exports), else the one just above.
        let above: JSON? =
          position > 0 && layers[position - 1]["td"]?.intValue ?? 0 != 0 ? layers[position - 1] : nil
        let source: JSON? = layer["tp"]?.intValue.flatMap { byIndex[$0] } ?? above
        if let source {
          let matte = matteCoverage(source, world(source), mode: mode)
          clip = Self.multiply(clip, matte)
        }
      }
      drawBlended(layer, world(layer))
      clip = outerClip
    }
  }

  /// A layer with a drop shadow, a blend mode or an opacity below 100 % is drawn on its own, then composited onto
  /// what is under it: its shadow first, then the layer itself (through its blend mode, if any), faded as one, as
  /// Core Animation fades a layer with group opacity (overlapping shapes do not show through each other, and
  /// their own blend modes mix only with the layer's other shapes).
  mutating func drawBlended(_ layer: JSON, _ matrix: Affine) {
    let shadow = LottieDropShadow(layer: layer, frame: frame, scale: matrix.scale)
    let mode = blendMode(layer)
    let opacity = transform(layer["ks"]).opacity * inheritedOpacity
    let faded = opacity > 0 && opacity < 1
    guard shadow != nil || mode != nil || faded else { return drawMasked(layer, matrix, opacity: opacity) }
    let backdrop = canvas
    canvas = Canvas(width: raster.width, height: raster.height)
    // Faded as one: drawn at full opacity here, faded below.
    drawMasked(layer, matrix, opacity: faded ? 1 : opacity)
    var drawn = canvas.image
    canvas = backdrop
    if faded { drawn.fade(by: opacity) }
    shadow?.paint(under: drawn, on: &canvas)
    guard shadow?.shadowOnly != true else { return }
    if let mode { canvas.composite(drawn, mode: mode) } else { canvas.composite(drawn) }
  }

  func isVisible(_ layer: JSON) -> Bool {
    if layer["hd"]?.boolValue == true { return false }
    let start = layer["ip"]?.doubleValue ?? -.infinity
    let end = layer["op"]?.doubleValue ?? .infinity
    // lottie-ios shows a layer from its in point to its out point, both included (`isInRangeOrEqual`).
    return start <= frame && frame <= end
  }

  /// A layer clipped by its own masks.
  mutating func drawMasked(_ layer: JSON, _ matrix: Affine, opacity: Double) {
    let outerClip = clip
    if let masks = layer["masksProperties"]?.arrayValue, let coverage = maskCoverage(masks, matrix) {
      clip = Self.multiply(clip, coverage)
    }
    drawLayer(layer, matrix, opacity: opacity)
    clip = outerClip
  }

  /// `opacity`: the layer's own, times its precompositions'.
  mutating func drawLayer(_ layer: JSON, _ matrix: Affine, opacity: Double) {
    // Expression controls and other custom effects (`ty` 5) draw nothing, neither do disabled ones (`en` 0).
    // Drop shadows (25) are drawn by `drawBlended`.
    let effects = (layer["ef"]?.arrayValue ?? []).filter {
      $0["ty"]?.intValue != 5 && $0["ty"]?.intValue != 25 && $0["en"]?.intValue != 0
    }
    if !effects.isEmpty { skip("effects") }
    let name = layer["nm"]?.stringValue ?? ""
    switch layer["ty"]?.intValue {
    case 4:
      let operations = self.operations(layer["shapes"]?.arrayValue ?? [], matrix, opacity, keypath: [name])
      for operation in operations { paint(operation) }
    case 1:
      let width = layer["sw"]?.doubleValue ?? 0
      let height = layer["sh"]?.doubleValue ?? 0
      paint(
        Operation(
          contours: [Self.rectangle(width, height, matrix)],
          color: override([name]) ?? LottieFirstFrame.ColorOverride.hex(layer["sc"]?.stringValue ?? "") ?? (
            0, 0, 0, 255
          ),
          opacity: opacity,
          stroke: nil, evenOdd: false))
    case 3: break
    case 0: drawPrecomposition(layer, matrix, opacity: opacity)
    case 2: drawImage(layer, matrix, opacity: opacity)
    case 5: drawText(layer, matrix, opacity: opacity)
    default: skip("layers of type \(layer["ty"].map { JSONWriter.string($0) } ?? "?")")
    }
  }

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

  /// A precomposition's layers at its own time (`(frame − st) / sr`, or its time remap), inside its bounds, with
  /// its opacity. An asset that is missing draws nothing, as in lottie-ios; nesting is bounded.
  mutating func drawPrecomposition(_ layer: JSON, _ matrix: Affine, opacity: Double) {
    guard depth < 16, let id = layer["refId"]?.stringValue, let layers = assets[id] else { return }
    let outer = (frame: frame, clip: clip, opacity: inheritedOpacity)
    if let remap = layer["tm"], remap.objectValue != nil {
      frame = number(remap, 0) * frameRate
    } else {
      let stretch = layer["sr"]?.doubleValue ?? 1
      frame = (frame - (layer["st"]?.doubleValue ?? 0)) / (stretch == 0 ? 1 : stretch)
    }
    if let width = layer["w"]?.doubleValue, let height = layer["h"]?.doubleValue {
      clip = Self.multiply(clip, raster.fill([Self.rectangle(width, height, matrix)], evenOdd: false))
    }
    inheritedOpacity = opacity
    depth += 1
    draw(layers, viewport: matrix)
    depth -= 1
    (frame, clip, inheritedOpacity) = outer
  }

  /// The coverage of a layer's masks combined in order (add, subtract, intersect, lighten, darken, difference;
  /// inverted and with their opacity), nil when no mask applies.
  mutating func maskCoverage(_ masks: [JSON], _ matrix: Affine) -> [Float]? {
    var result: [Float]?
    for mask in masks {
      let mode = mask["mode"]?.stringValue ?? "a"
      guard mode != "n" else { continue }
      var path = first(mask["pt"])
      if let wrapped = path?.arrayValue?.first, wrapped.objectValue != nil { path = wrapped }
      let outline = path.flatMap { Self.bezier($0, matrix) }
      var coverage =
        outline.map { raster.fill([$0], evenOdd: false) } ?? [Float](repeating: 0, count: raster.width * raster.height)
      // Expansion (`x`) grows the mask by that much all round, or shrinks it: its outline stroked twice as wide,
      // added or taken away (round corners, as After Effects expands).
      let expansion = min(max(number(mask["x"], 0), -10_000), 10_000) * matrix.scale
      if let outline, expansion != 0 {
        let closed = PathRaster.Contour(outline.points, closed: true)
        let band = raster.stroke([closed], lineWidth: 2 * abs(expansion), style: StrokeStyle(join: .round))
        for index in coverage.indices {
          coverage[index] = expansion > 0 ? max(coverage[index], band[index]) : min(coverage[index], 1 - band[index])
        }
      }
      let opacity = Float(min(max(number(mask["o"], 100) / 100, 0), 1))
      let inverted = mask["inv"]?.boolValue == true
      for index in coverage.indices {
        let value = coverage[index] * opacity
        coverage[index] = inverted ? 1 - value : value
      }
      guard let previous = result else {
        // A first subtracting mask cuts from the whole layer.
        result = mode == "s" ? coverage.map { 1 - $0 } : coverage
        continue
      }
      var combined = previous
      for index in combined.indices {
        let (a, b) = (previous[index], coverage[index])
        switch mode {
        case "s": combined[index] = a * (1 - b)
        case "i": combined[index] = a * b
        case "l": combined[index] = max(a, b)
        case "d": combined[index] = min(a, b)
        case "f": combined[index] = abs(a - b)
        default: combined[index] = a + b - a * b
        }
      }
      result = combined
    }
    return result
  }

  /// A track matte: the source layer drawn on its own, read as alpha (1), inverted alpha (2), luma (3) or inverted
  /// luma (4).
  mutating func matteCoverage(_ source: JSON, _ matrix: Affine, mode: Int64) -> [Float] {
    let saved = (canvas: canvas, clip: clip)
    canvas = Canvas(width: raster.width, height: raster.height)
    clip = nil
    if isVisible(source) {
      drawMasked(source, matrix, opacity: transform(source["ks"]).opacity * inheritedOpacity)
    }
    let pixels = canvas.image.pixels
    (canvas, clip) = saved
    return (0..<(raster.width * raster.height)).map { index in
      let alpha = Float(pixels[index * 4 + 3]) / 255
      let luma =
        (0.299 * Float(pixels[index * 4]) + 0.587 * Float(pixels[index * 4 + 1]) + 0.114 * Float(pixels[index * 4 + 2]))
        / 255 * alpha
      switch mode {
      case 2: return 1 - alpha
      case 3: return luma
      case 4: return 1 - luma
      default: return alpha
      }
    }
  }

  static func multiply(_ clip: [Float]?, _ coverage: [Float]) -> [Float] {
    guard let clip else { return coverage }
    return zip(clip, coverage).map { $0 * $1 }
  }

  // MARK: Shapes

  struct Operation {
    var contours: [PathRaster.Contour]
    var color: Canvas.Color
    var opacity: Double
    /// Stroke width in pixels, nil for a fill.
    var stroke: Double?
    var evenOdd: Bool
    /// Paints instead of `color` when set.
    var gradient: LottieGradient? = nil
    /// A stroke's caps, joins and miter limit.
    var style = StrokeStyle()
    /// The fill's or stroke's own blend mode (`bm`) with what is drawn under it; nil for normal.
    var blendMode: CanvasBlendMode? = nil
    /// A translucent group's operations: painted alone, then faded by `opacity` as one (the operation's own
    /// contours are then empty).
    var children: [Operation] = []

    /// How many fills and strokes painting it takes.
    var paints: Int { children.isEmpty ? 1 : children.reduce(0) { $0 + $1.paints } }

    /// The operation drawn through `map` (a repeater's copy), its opacity multiplied by `opacity`.
    func mapped(by map: Affine, opacity: Double) -> Operation {
      var copy = self
      copy.contours = contours.map { PathRaster.Contour($0.points.map(map.apply), closed: $0.closed) }
      copy.opacity *= opacity
      copy.stroke = stroke.map { $0 * map.scale }
      if let gradient {
        // A copy that flattens the plane paints nothing anyway.
        copy.gradient?.fromPixels = gradient.fromPixels.concatenating(
          map.inverse ?? Affine(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
      }
      copy.children = children.map { $0.mapped(by: map, opacity: 1) }
      return copy
    }
  }

  /// A group's painting operations, back to front: a fill or stroke paints the outlines of the items above it
  /// (earlier in the list, nested groups included); groups paint their own in their place.
  /// The outlines of the shapes among `items[..<end]`, each cut by every trim path after it in the list (jointly
  /// with the other shapes they follow; as lottie-ios and lottie-web do, a trim after the fill or stroke still cuts
  /// what it paints), then by `outer` (trims of enclosing groups that come after this group).
  func trimmedOutlines(
    _ items: [JSON], upTo end: Int, _ matrix: Affine, outer: [JSON], rounded outerRadius: Double = 0
  ) -> [PathRaster.Contour] {
    var shapes: [(position: Int, contours: [PathRaster.Contour])] = []
    // A rounded-corners item rounds the shapes before it in its group (and in the groups inside it).
    let roundings = items.indices.filter { items[$0]["ty"]?.stringValue == "rd" }
    for position in items.indices {
      let item = items[position]
      let radius = roundings.first { $0 > position }.map { number(items[$0]["r"], 0) } ?? outerRadius
      guard position < end || item["ty"]?.stringValue == "tm" else { continue }
      if item["ty"]?.stringValue == "tm" {
        let before = shapes.indices.filter { shapes[$0].position < position }
        let cut = trim(before.flatMap { shapes[$0].contours }, item)
        // The cut contours stay with the first shape; the others are emptied (their parts are in `cut`).
        for (order, shape) in before.enumerated() { shapes[shape].contours = order == 0 ? cut : [] }
        continue
      }
      if item["ty"]?.stringValue == "rp" {
        // A fill or stroke below a repeater paints the copies of the shapes above it.
        guard drawsRepeaters, let repeater = LottieRepeater(item, matrix: matrix, numbers: { numbers($0) }) else {
          continue
        }
        for index in shapes.indices { shapes[index].contours = repeater.repeated(shapes[index].contours) }
        continue
      }
      let contours = outlines(item, matrix, rounded: radius)
      if !contours.isEmpty { shapes.append((position, contours)) }
    }
    var all = shapes.flatMap(\.contours)
    for item in outer { all = trim(all, item) }
    return all
  }

  /// A stroke's caps (`lc` 1 butt, 2 round, 3 square), joins (`lj` 1 miter, 2 round, 3 bevel) and miter limit
  /// (`ml`, or the animatable `ml2`), with lottie-ios's defaults: round, round, 4. Caps and joins may be written as
  /// properties (`{"k": 1}`).
  func strokeStyle(_ stroke: JSON) -> StrokeStyle {
    func code(_ key: String) -> Int64? { stroke[key]?.intValue ?? LottieTimeline.value(stroke[key], at: 0)?.intValue }
    let cap: StrokeStyle.Cap = code("lc") == 1 ? .butt : code("lc") == 3 ? .square : .round
    let join: StrokeStyle.Join = code("lj") == 1 ? .miter : code("lj") == 3 ? .bevel : .round
    let limit = stroke["ml"]?.doubleValue ?? number(stroke["ml2"], 4)
    return StrokeStyle(cap: cap, join: join, miterLimit: limit.isFinite ? min(max(limit, 1), 1_000) : 4)
  }

  /// A stroke's contours cut into its dashes (`d`: dash, gap… and an offset, in the shape's units), at the frame.
  func dashed(_ contours: [PathRaster.Contour], _ stroke: JSON, _ matrix: Affine) -> [PathRaster.Contour] {
    guard let entries = stroke["d"]?.arrayValue, !entries.isEmpty else { return contours }
    var pattern: [Double] = []
    var offset = 0.0
    for entry in entries.prefix(64) {
      let value = number(entry["v"], 0) * matrix.scale
      if entry["n"]?.stringValue == "o" { offset = value } else { pattern.append(value) }
    }
    // An odd pattern repeats to make dash–gap pairs, as Core Graphics does.
    if pattern.count % 2 == 1 { pattern += pattern }
    return PathDashes.dash(contours, pattern: pattern, offset: offset, dots: strokeStyle(stroke).cap != .butt)
  }

  /// Contours cut by one trim-path item at the frame drawn.
  func trim(_ contours: [PathRaster.Contour], _ item: JSON) -> [PathRaster.Contour] {
    let fractions = LottieTrim.Fractions(
      start: number(item["s"], 0), end: number(item["e"], 100), offset: number(item["o"], 0))
    return LottieTrim.trim(contours, fractions, individually: item["m"]?.intValue == 2)
  }

  /// `fadedOutside`: the group's own opacity is applied by the caller, to the group as one.
  mutating func operations(
    _ items: [JSON], _ parent: Affine, _ opacity: Double, keypath: [String], trims outer: [JSON] = [],
    rounded: Double = 0, fadedOutside: Bool = false
  ) -> [Operation] {
    let visible = items.filter { $0["hd"]?.boolValue != true }
    let local = visible.first { $0["ty"]?.stringValue == "tr" }.map { transform($0) } ?? (.identity, 1)
    let matrix = parent.concatenating(local.matrix)
    let opacity = fadedOutside ? opacity : opacity * local.opacity
    var result: [Operation] = []
    // Where each repeater's block starts in `result`: the operations of the items above it, added after it.
    var repeaters: [(repeater: LottieRepeater, start: Int)] = []
    for index in visible.indices.reversed() {
      let item = visible[index]
      switch item["ty"]?.stringValue ?? "" {
      case "gr":
        let later = visible[(index + 1)...].filter { $0["ty"]?.stringValue == "tm" }
        let rounding = visible[(index + 1)...].first { $0["ty"]?.stringValue == "rd" }
        // A translucent group is faded as one, as Core Animation fades the layer lottie-ios makes for it.
        let children = item["it"]?.arrayValue ?? []
        let fade =
          children.first { $0["ty"]?.stringValue == "tr" && $0["hd"]?.boolValue != true }
          .map { transform($0).opacity } ?? 1
        let faded = fade > 0 && fade < 1
        let inner = operations(
          children, matrix, faded ? 1 : opacity, keypath: keypath + [item["nm"]?.stringValue ?? ""],
          trims: later + outer, rounded: rounding.map { number($0["r"], 0) } ?? rounded, fadedOutside: faded)
        if faded, inner.count > 1 {
          result.append(
            Operation(
              contours: [], color: (0, 0, 0, 0), opacity: opacity * fade, stroke: nil, evenOdd: false,
              children: inner))
        } else if faded {
          // One operation (or none) fades alone the same.
          result += inner.map { operation in
            var alone = operation
            alone.opacity *= opacity * fade
            return alone
          }
        } else {
          result += inner
        }
      case "fl", "st":
        let contours = trimmedOutlines(visible, upTo: index, matrix, outer: outer, rounded: rounded)
        guard !contours.isEmpty else { continue }
        let isStroke = item["ty"]?.stringValue == "st"
        // A stroke 0 wide draws nothing (Core Animation's lineWidth 0), not a hairline.
        if isStroke, !(number(item["w"], 1) > 0) { continue }
        result.append(
          Operation(
            contours: isStroke ? dashed(contours, item, matrix) : contours,
            color: override(keypath + [item["nm"]?.stringValue ?? ""]) ?? color(item["c"]),
            opacity: opacity * number(item["o"], 100) / 100,
            stroke: isStroke ? number(item["w"], 1) * matrix.scale : nil, evenOdd: item["r"]?.intValue == 2,
            style: strokeStyle(item), blendMode: blendMode(item)))
      case "gf", "gs":
        let contours = trimmedOutlines(visible, upTo: index, matrix, outer: outer, rounded: rounded)
        guard !contours.isEmpty else { continue }
        let isStroke = item["ty"]?.stringValue == "gs"
        if isStroke, !(number(item["w"], 1) > 0) { continue }
        func point(_ key: String) -> PathRaster.Point {
          let values = numbers(item[key])
          return PathRaster.Point(values.first ?? 0, values.count > 1 ? values[1] : 0)
        }
        let stops = item["g"]
        let count = Clamp.int(Double(stops?["p"]?.intValue ?? 0), 0...1000)
        // Points in the shape's space; a shape flattened to a line has no pixels to paint.
        guard let fromPixels = matrix.inverse,
          var gradient = LottieGradient(
            values: numbers(stops?["k"]), count: count, start: point("s"), end: point("e"),
            radial: item["t"]?.intValue == 2)
        else { continue }
        gradient.fromPixels = fromPixels
        // The highlight: the focal point moved from the centre by h % of the radius (kept inside the circle), at
        // `a` degrees from the start–end direction.
        let highlight = min(max(number(item["h"], 0) / 100, -0.99), 0.99)
        if gradient.radial, highlight != 0 {
          let (dx, dy) = (gradient.end.x - gradient.start.x, gradient.end.y - gradient.start.y)
          let radius = (dx * dx + dy * dy).squareRoot()
          let angle = atan2(dy, dx) + number(item["a"], 0) * .pi / 180
          gradient.focal = PathRaster.Point(
            gradient.start.x + highlight * radius * cos(angle), gradient.start.y + highlight * radius * sin(angle))
        }
        result.append(
          Operation(
            contours: isStroke ? dashed(contours, item, matrix) : contours, color: (0, 0, 0, 255),
            opacity: opacity * number(item["o"], 100) / 100,
            stroke: isStroke ? number(item["w"], 1) * matrix.scale : nil, evenOdd: item["r"]?.intValue == 2,
            gradient: gradient, style: strokeStyle(item), blendMode: blendMode(item)))
      case "tm": break  // applied to the outlines above it
      case "rp":
        if !drawsRepeaters {
          skip("repeaters (lottie-ios's Main Thread engine draws the shapes once)")
        } else if let repeater = LottieRepeater(item, matrix: matrix, numbers: { numbers($0) }) {
          if repeater.isCut { skip("repeater copies beyond \(LottieRepeater.maximumCopies)") }
          repeaters.append((repeater, result.count))
        }
      case "mm": skip("merge paths")
      case "rd": break  // applied to the outlines above it
      default: break
      }
    }
    // The topmost repeater first: a repeater below it copies its copies too.
    for (repeater, start) in repeaters.reversed() where start < result.count {
      let block = result[start...]
      guard block.reduce(0, { $0 + $1.paints }) * repeater.copies.count <= Self.maximumRepeatedOperations else {
        skip("repeaters of more than \(Self.maximumRepeatedOperations) fills and strokes")
        continue
      }
      result.replaceSubrange(
        start..., with: repeater.copies.flatMap { copy in block.map { $0.mapped(by: copy.map, opacity: copy.opacity) } }
      )
    }
    return result
  }

  /// Repeated fills and strokes beyond this many are not drawn: each is a pass over the whole canvas.
  static let maximumRepeatedOperations = 1_024

  /// The outlines of a shape item (or of every shape in a group), in pixels, sharp corners rounded by `rounded`.
  func outlines(_ item: JSON, _ matrix: Affine, rounded: Double = 0) -> [PathRaster.Contour] {
    switch item["ty"]?.stringValue ?? "" {
    case "gr":
      let items = (item["it"]?.arrayValue ?? []).filter { $0["hd"]?.boolValue != true }
      let local = items.first { $0["ty"]?.stringValue == "tr" }.map { transform($0).matrix } ?? .identity
      return trimmedOutlines(items, upTo: items.count, matrix.concatenating(local), outer: [], rounded: rounded)
    case "sh":
      var value = first(item["ks"])
      if let wrapped = value?.arrayValue?.first, wrapped.objectValue != nil { value = wrapped }
      guard let path = value else { return [] }
      return [Self.bezier(path, matrix, rounded: rounded)].compactMap { $0 }
    case "rc":
      let center = numbers(item["p"])
      let size = numbers(item["s"])
      guard size.count >= 2 else { return [] }
      let (cx, cy) = (center.first ?? 0, center.count > 1 ? center[1] : 0)
      let (hw, hh) = (size[0] / 2, size[1] / 2)
      // A rounded-corners item rounds a square-cornered rectangle (its own roundness wins when it has one).
      let own = number(item["r"], 0)
      let radius = min(own > 0 ? own : rounded, hw, hh)
      var points: [PathRaster.Point] = []
      for (corner, start) in [((hw, -hh), -90.0), ((hw, hh), 0), ((-hw, hh), 90), ((-hw, -hh), 180)] {
        let ox = cx + corner.0 - (corner.0 > 0 ? radius : -radius)
        let oy = cy + corner.1 - (corner.1 > 0 ? radius : -radius)
        for step in 0...6 {
          let angle = (start + Double(step) * 15) * .pi / 180
          points.append(PathRaster.Point(ox + radius * cos(angle), oy + radius * sin(angle)))
        }
      }
      return [Self.directed(PathRaster.Contour(points.map(matrix.apply), closed: true), item)]
    case "el":
      let center = numbers(item["p"])
      let size = numbers(item["s"])
      guard size.count >= 2 else { return [] }
      // lottie-ios starts an ellipse at its top and goes clockwise (where a trim path measures from).
      let points = (0..<48).map { step -> PathRaster.Point in
        let angle = (Double(step) / 48 - 0.25) * 2 * .pi
        return PathRaster.Point(
          (center.first ?? 0) + size[0] / 2 * cos(angle), (center.count > 1 ? center[1] : 0) + size[1] / 2 * sin(angle))
      }
      return [Self.directed(PathRaster.Contour(points.map(matrix.apply), closed: true), item)]
    case "sr":
      // lottie-ios makes no node of a star whose type (`sy`) is neither 1, a star, nor 2, a polygon.
      guard let type = item["sy"]?.intValue, type == 1 || type == 2 else { return [] }
      let center = numbers(item["p"])
      let outer = number(item["or"], 10)
      let star = LottieStar.Parameters(
        center: PathRaster.Point(center.first ?? 0, center.count > 1 ? center[1] : 0), points: number(item["pt"], 5),
        outerRadius: outer, innerRadius: number(item["ir"], outer / 2), outerRoundness: number(item["os"], 0),
        innerRoundness: number(item["is"], 0), rotation: number(item["r"], 0), isPolygon: type == 2,
        counterClockwise: item["d"]?.intValue == 3)
      return [Self.flatten(LottieRoundedCorners.round(LottieStar.path(star), radius: rounded), matrix)]
    default:
      return []
    }
  }

  /// A rectangle or ellipse drawn the other way round when its direction (`d`) is 3, counter-clockwise:
  /// from the same first point, which is where trim paths and dashes measure from.
  static func directed(_ contour: PathRaster.Contour, _ item: JSON) -> PathRaster.Contour {
    guard item["d"]?.intValue == 3, let first = contour.points.first else { return contour }
    return PathRaster.Contour([first] + contour.points.dropFirst().reversed(), closed: contour.closed)
  }

  /// A Lottie bezier (`v` vertices, `i`/`o` tangents relative to them, `c` closed), its sharp corners rounded by
  /// `rounded` (the radius of the rounded-corners items that apply to it), flattened.
  static func bezier(_ path: JSON, _ matrix: Affine, rounded: Double = 0) -> PathRaster.Contour? {
    func points(_ key: String) -> [PathRaster.Point] {
      (path[key]?.arrayValue ?? []).map { pair in
        let values = pair.arrayValue?.compactMap(\.doubleValue) ?? []
        return PathRaster.Point(values.first ?? 0, values.count > 1 ? values[1] : 0)
      }
    }
    guard !(path["v"]?.arrayValue ?? []).isEmpty else { return nil }
    let shape = LottieRoundedCorners.round(
      .init(vertices: points("v"), ins: points("i"), outs: points("o"), closed: path["c"]?.boolValue ?? false),
      radius: rounded)
    return flatten(shape, matrix)
  }

  /// A path of at least one vertex as line segments, 16 per cubic, mapped by `matrix`.
  static func flatten(_ shape: LottieRoundedCorners.Path, _ matrix: Affine) -> PathRaster.Contour {
    let (vertices, ins, outs, closed) = (shape.vertices, shape.ins, shape.outs, shape.closed)
    var result: [PathRaster.Point] = [vertices[0]]
    let segments = closed ? vertices.count : vertices.count - 1
    for index in 0..<segments {
      let next = (index + 1) % vertices.count
      let p0 = vertices[index]
      let p3 = vertices[next]
      let out = index < outs.count ? outs[index] : PathRaster.Point(0, 0)
      let inn = next < ins.count ? ins[next] : PathRaster.Point(0, 0)
      let p1 = PathRaster.Point(p0.x + out.x, p0.y + out.y)
      let p2 = PathRaster.Point(p3.x + inn.x, p3.y + inn.y)
      result += Bezier.cubic(p0, p1, p2, p3, steps: 16)
    }
    return PathRaster.Contour(result.map(matrix.apply), closed: closed)
  }

  /// A layer's, fill's or stroke's blend mode; the ones drawn as normal, and unknown ones (named), give nil.
  mutating func blendMode(_ item: JSON) -> CanvasBlendMode? {
    let value = item["bm"]?.intValue ?? 0
    let mode = CanvasBlendMode(lottie: value)
    if mode == nil, value != 0, !CanvasBlendMode.drawsAsNormal(lottie: value) { skip("blend mode \(value)") }
    return mode
  }

  mutating func paint(_ operation: Operation) {
    if !operation.children.isEmpty {
      let backdrop = canvas
      canvas = Canvas(width: raster.width, height: raster.height)
      for child in operation.children { paint(child) }
      var painted = canvas.image
      canvas = backdrop
      painted.fade(by: operation.opacity)
      return canvas.composite(painted)
    }
    if let mode = operation.blendMode {
      // Painted alone, then blended with everything under it, as a shape layer with a compositing filter is.
      var alone = operation
      alone.blendMode = nil
      let backdrop = canvas
      canvas = Canvas(width: raster.width, height: raster.height)
      paint(alone)
      let painted = canvas.image
      canvas = backdrop
      return canvas.composite(painted, mode: mode)
    }
    let coverage =
      operation.stroke.map { raster.stroke(operation.contours, lineWidth: $0, style: operation.style) }
      ?? raster.fill(operation.contours, evenOdd: operation.evenOdd)
    let color = operation.color
    for y in 0..<raster.height {
      for x in 0..<raster.width {
        let index = y * raster.width + x
        let amount = Double(coverage[index] * (clip?[index] ?? 1)) * operation.opacity
        guard amount > 0 else { continue }
        let paint = operation.gradient?.color(atX: Double(x) + 0.5, y: Double(y) + 0.5) ?? color
        canvas.blend(x, y, paint, coverage: min(1, amount))
      }
    }
  }
}
