import Foundation
import JSON
import Raster
import SourceText

/// Layers: visibility, blend modes, masks, mattes and precompositions.
extension LottieRenderer {
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
}
