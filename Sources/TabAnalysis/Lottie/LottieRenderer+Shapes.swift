import Foundation
import JSON
import Raster
import SourceText

/// Shape layers: groups of paths, rectangles, ellipses and stars, their trims and dashes, fills and strokes.
extension LottieRenderer {
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
