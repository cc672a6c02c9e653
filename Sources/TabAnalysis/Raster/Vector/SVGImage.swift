import Foundation
import SourceText

/// An SVG icon drawn at a size in pixels: `path` (every command, arcs included), `rect` (rounded), `circle`,
/// `ellipse`, `line`, `polyline`, `polygon`, nested `g`, the `transform` attribute (matrix, translate, scale, rotate,
/// skewX, skewY), `fill`/`stroke` (hex, `rgb()`, named basics, `none`, `currentColor` as black), `fill-rule`,
/// `stroke-width`, `opacity`/`fill-opacity`/`stroke-opacity`, those also in `style`, and the `viewBox` fitted to the
/// size. What is not drawn (gradients, `use`, text, clip paths, masks, filters) is named in `notDrawn`.
public enum SVGImage: Sendable {
  public struct Rendered: Sendable {
    public var image: RGBAImage
    public var notDrawn: [String]
  }

  /// A file read once: its element tree, the `<svg>` element and the size it gives itself.
  public struct Document: Sendable {
    let tree: XMLTree
    let root: Int
    /// In points: `width`/`height` (px or unitless), else the viewBox's.
    public let size: Size?

    public init?(_ bytes: [UInt8]) {
      let tree = XMLTree(bytes)
      guard let root = tree.elements.indices.first(where: { tree.elements[$0].name == "svg" }) else { return nil }
      self.tree = tree
      self.root = root
      let element = tree.elements[root]
      let box = numbers(element["viewBox"] ?? "")
      if let width = element["width"].flatMap(length), let height = element["height"].flatMap(length), width > 0,
        height > 0
      {
        size = Size(width, height)
      } else {
        size = box.count == 4 && box[2] > 0 && box[3] > 0 ? Size(box[2], box[3]) : nil
      }
    }

    public func render(width: Int, height: Int, budget: DrawingBudget? = nil) -> Rendered {
      var renderer = Renderer(tree: tree, width: max(1, width), height: max(1, height))
      if let budget { renderer.budget = budget }
      var box = numbers(tree.elements[root]["viewBox"] ?? "")
      if box.count != 4 || box[2] <= 0 || box[3] <= 0 {
        let size = self.size ?? Size(Double(width), Double(height))
        box = [0, 0, size.width, size.height]
      }
      // preserveAspectRatio's default, xMidYMid meet.
      let k = min(Double(width) / box[2], Double(height) / box[3])
      let viewport = Affine(
        a: k, b: 0, c: 0, d: k, tx: (Double(width) - box[2] * k) / 2 - box[0] * k,
        ty: (Double(height) - box[3] * k) / 2 - box[1] * k)
      renderer.draw(root, matrix: viewport, style: Style(), depth: 0)
      return Rendered(image: renderer.canvas.image, notDrawn: renderer.notDrawn)
    }
  }

  public static func size(_ bytes: [UInt8]) -> Size? { Document(bytes)?.size }

  public static func render(_ bytes: [UInt8], width: Int, height: Int, budget: DrawingBudget? = nil) -> Rendered {
    Document(bytes)?.render(width: width, height: height, budget: budget)
      ?? Rendered(
        image: RGBAImage(width: max(1, width), height: max(1, height)),
        notDrawn: ["a document without an <svg> element"])
  }

  static func length(_ text: String) -> Double? {
    var text = text.trimmingCharacters(in: .whitespaces)
    for unit in ["px", "pt"] where text.hasSuffix(unit) { text.removeLast(2) }
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// Every number in a list (`1,2 3-4.5e1`).
  static func numbers(_ text: String) -> [Double] {
    var scanner = NumberScanner(Array(text.utf8))
    var result: [Double] = []
    while let number = scanner.next() { result.append(number) }
    return result
  }

  struct Style {
    var fill: Canvas.Color? = (0, 0, 0, 255)
    var stroke: Canvas.Color?
    var strokeWidth = 1.0
    /// SVG's initial values: butt caps, miter joins, a miter limit of 4.
    var strokeStyle = StrokeStyle(cap: .butt, join: .miter, miterLimit: 4)
    var opacity = 1.0
    var fillOpacity = 1.0
    var strokeOpacity = 1.0
    var evenOdd = false
    /// `stroke-dasharray` (empty: solid) and `stroke-dashoffset`, in user units.
    var dashes: [Double] = []
    var dashOffset = 0.0
  }

  struct Renderer {
    let tree: XMLTree
    var canvas: Canvas
    let raster: PathRaster
    var skipped = NotDrawnList()
    var budget: DrawingBudget

    init(tree: XMLTree, width: Int, height: Int) {
      self.tree = tree
      canvas = Canvas(width: width, height: height)
      raster = PathRaster(width: width, height: height)
      budget = DrawingBudget.forCanvas(width: width, height: height)
    }

    mutating func skip(_ what: String) { skipped.insert(what) }

    /// What was not drawn: the features skipped, a few by name, and the shapes past the budget.
    var notDrawn: [String] { skipped.summary + (budget.note.map { [$0] } ?? []) }

    mutating func draw(_ index: Int, matrix: Affine, style inherited: Style, depth: Int) {
      let element = tree.elements[index]
      guard depth < 64 else { return }
      var style = inherited
      apply(element, to: &style)
      let matrix = matrix.concatenating(SVGImage.transform(element["transform"] ?? ""))
      switch element.name {
      case "svg", "g", "a":
        // A group's opacity is applied to each of its shapes (an approximation of a group layer).
        for child in element.children { draw(child, matrix: matrix, style: style, depth: depth + 1) }
        return
      case "defs", "title", "desc", "metadata", "style": return
      case "path", "rect", "circle", "ellipse", "line", "polyline", "polygon":
        paint(SVGImage.outline(element), matrix: matrix, style: style)
      case "linearGradient", "radialGradient", "clipPath", "mask", "filter", "symbol", "pattern": return
      default:
        skip("<\(element.name)>")
      }
    }

    mutating func apply(_ element: XMLTree.Element, to style: inout Style) {
      var properties: [(String, String)] = element.attributes.map { ($0.name, $0.value) }
      for declaration in (element["style"] ?? "").split(separator: ";") {
        let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.count == 2 { properties.append((parts[0], parts[1])) }
      }
      for (name, value) in properties where value.trimmingCharacters(in: .whitespaces) != "inherit" {
        switch name {
        case "fill":
          if value.hasPrefix("url(") { skip("gradient and pattern paints") }
          if !SVGImage.isReadable(color: value) { skip("the colour '\(value)'") }
          style.fill = SVGImage.color(value)
        case "stroke":
          if value.hasPrefix("url(") { skip("gradient and pattern paints") }
          if !SVGImage.isReadable(color: value) { skip("the colour '\(value)'") }
          style.stroke = SVGImage.color(value)
        case "stroke-dasharray":
          // At most 64 lengths, none negative, not all zero; `none` or another list is solid. An odd list repeats.
          let lengths = value.trimmingCharacters(in: .whitespaces) == "none" ? [] : Array(numbers(value).prefix(64))
          let valid = lengths.allSatisfy { $0 >= 0 } && lengths.contains { $0 > 0 }
          style.dashes = valid ? (lengths.count % 2 == 1 ? lengths + lengths : lengths) : []
        case "stroke-dashoffset": style.dashOffset = SVGImage.length(value) ?? 0
        case "stroke-width": style.strokeWidth = SVGImage.length(value) ?? style.strokeWidth
        case "stroke-linecap":
          style.strokeStyle.cap = value == "round" ? .round : value == "square" ? .square : .butt
        case "stroke-linejoin":
          style.strokeStyle.join = value == "round" ? .round : value == "bevel" ? .bevel : .miter
        case "stroke-miterlimit":
          if let limit = Double(value), limit.isFinite, limit >= 1 { style.strokeStyle.miterLimit = limit }
        case "opacity": style.opacity *= SVGImage.unit(value)
        case "fill-opacity": style.fillOpacity = SVGImage.unit(value)
        case "stroke-opacity": style.strokeOpacity = SVGImage.unit(value)
        case "fill-rule": style.evenOdd = value == "evenodd"
        case "clip-path", "mask", "filter": skip(name)
        default: break
        }
      }
    }

    mutating func paint(_ contours: [PathRaster.Contour], matrix: Affine, style: Style) {
      let placed = contours.map { PathRaster.Contour($0.points.map(matrix.apply), closed: $0.closed) }
      guard !placed.isEmpty else { return }
      if let fill = style.fill {
        // A fill closes every subpath.
        let closed = placed.map { PathRaster.Contour($0.points, closed: true) }
        if budget.spend(raster.work(closed)) {
          canvas.blend(
            raster.coverage(closed, evenOdd: style.evenOdd), fill, opacity: style.opacity * style.fillOpacity)
        }
      }
      if let stroke = style.stroke, style.strokeWidth > 0 {
        let dashed =
          style.dashes.isEmpty
          ? placed
          : PathDashes.dash(
            placed, pattern: style.dashes.map { $0 * matrix.scale }, offset: style.dashOffset * matrix.scale,
            dots: style.strokeStyle.cap != .butt)
        let pieces = raster.strokeOutline(
          dashed, lineWidth: style.strokeWidth * matrix.scale, style: style.strokeStyle)
        if budget.spend(raster.work(pieces)) {
          canvas.blend(
            raster.coverage(pieces, evenOdd: false), stroke, opacity: style.opacity * style.strokeOpacity)
        }
      }
    }
  }

  static func unit(_ text: String) -> Double {
    let value = text.hasSuffix("%") ? (Double(text.dropLast()) ?? 100) / 100 : Double(text) ?? 1
    return value.isFinite ? min(max(value, 0), 1) : 1
  }

  /// `#rgb`, `#rrggbb`, `rgb(r, g, b)`, a few names; `none` is nil; `currentColor` is black (a template icon is
  /// tinted afterwards anyway).
  static func color(_ text: String) -> Canvas.Color? {
    let text = text.trimmingCharacters(in: .whitespaces).lowercased()
    if text == "none" || text == "transparent" { return nil }
    if text.hasPrefix("#") {
      var digits = String(text.dropFirst())
      if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
      return Canvas.color(hex: digits) ?? (0, 0, 0, 255)
    }
    if text.hasPrefix("rgb") {
      let values = numbers(String(text.drop { $0 != "(" }.map { $0 == "(" || $0 == ")" ? " " : $0 }))
      guard values.count >= 3 else { return (0, 0, 0, 255) }
      func byte(_ value: Double) -> UInt8 { UInt8(min(max(value, 0), 255)) }
      return (byte(values[0]), byte(values[1]), byte(values[2]), values.count > 3 ? byte(values[3] * 255) : 255)
    }
    return namedColors[text] ?? (0, 0, 0, 255)
  }

  /// CSS's basic colour keywords, and the few others icons use.
  static let namedColors: [String: Canvas.Color] = [
    "black": (0, 0, 0, 255), "white": (255, 255, 255, 255), "red": (255, 0, 0, 255), "green": (0, 128, 0, 255),
    "blue": (0, 0, 255, 255), "gray": (128, 128, 128, 255), "grey": (128, 128, 128, 255),
    "yellow": (255, 255, 0, 255), "orange": (255, 165, 0, 255), "silver": (192, 192, 192, 255),
    "maroon": (128, 0, 0, 255), "purple": (128, 0, 128, 255), "fuchsia": (255, 0, 255, 255),
    "magenta": (255, 0, 255, 255), "lime": (0, 255, 0, 255), "olive": (128, 128, 0, 255), "navy": (0, 0, 128, 255),
    "teal": (0, 128, 128, 255), "aqua": (0, 255, 255, 255), "cyan": (0, 255, 255, 255),
    "pink": (255, 192, 203, 255), "brown": (165, 42, 42, 255), "gold": (255, 215, 0, 255),
    "darkgray": (169, 169, 169, 255), "darkgrey": (169, 169, 169, 255), "lightgray": (211, 211, 211, 255),
    "lightgrey": (211, 211, 211, 255),
  ]

  /// Whether `color` reads `text` as written (else it draws black): none, hex, rgb(), a known name, currentColor.
  static func isReadable(color text: String) -> Bool {
    let text = text.trimmingCharacters(in: .whitespaces).lowercased()
    if ["none", "transparent", "currentcolor"].contains(text) || text.hasPrefix("url(") { return true }
    if text.hasPrefix("#") {
      let digits = text.dropFirst()
      return [3, 6, 8].contains(digits.count) && digits.allSatisfy(\.isHexDigit)
    }
    return text.hasPrefix("rgb") || namedColors[text] != nil
  }

  /// The `transform` attribute's maps, applied left to right (the first is the outermost).
  static func transform(_ text: String) -> Affine {
    var result = Affine.identity
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
      let name = rest[..<open].trimmingCharacters(in: CharacterSet(charactersIn: " ,\t\n"))
      let values = numbers(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
      var map = Affine.identity
      switch name {
      case "matrix" where values.count == 6:
        map = Affine(a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
      case "translate" where !values.isEmpty:
        map = Affine(a: 1, b: 0, c: 0, d: 1, tx: values[0], ty: values.count > 1 ? values[1] : 0)
      case "scale" where !values.isEmpty:
        map = Affine(a: values[0], b: 0, c: 0, d: values.count > 1 ? values[1] : values[0], tx: 0, ty: 0)
      case "rotate" where !values.isEmpty:
        let r = values[0] * .pi / 180
        map = Affine(a: cos(r), b: sin(r), c: -sin(r), d: cos(r), tx: 0, ty: 0)
        if values.count == 3 {
          let (cx, cy) = (values[1], values[2])
          map = Affine(a: 1, b: 0, c: 0, d: 1, tx: cx, ty: cy).concatenating(map)
            .concatenating(Affine(a: 1, b: 0, c: 0, d: 1, tx: -cx, ty: -cy))
        }
      case "skewX" where !values.isEmpty: map = Affine(a: 1, b: 0, c: tan(values[0] * .pi / 180), d: 1, tx: 0, ty: 0)
      case "skewY" where !values.isEmpty: map = Affine(a: 1, b: tan(values[0] * .pi / 180), c: 0, d: 1, tx: 0, ty: 0)
      default: break
      }
      result = result.concatenating(map)
    }
    return result
  }

  /// A shape element's outline in user units.
  static func outline(_ element: XMLTree.Element) -> [PathRaster.Contour] {
    func number(_ name: String, _ fallback: Double = 0) -> Double { element[name].flatMap(length) ?? fallback }
    switch element.name {
    case "path": return SVGPath.contours(element["d"] ?? "")
    case "rect":
      let (x, y, w, h) = (number("x"), number("y"), number("width"), number("height"))
      guard w > 0, h > 0 else { return [] }
      var rx = element["rx"].flatMap(length) ?? element["ry"].flatMap(length) ?? 0
      var ry = element["ry"].flatMap(length) ?? rx
      (rx, ry) = (min(rx, w / 2), min(ry, h / 2))
      if rx <= 0 || ry <= 0 {
        return [
          PathRaster.Contour(
            [
              PathRaster.Point(x, y), PathRaster.Point(x + w, y), PathRaster.Point(x + w, y + h),
              PathRaster.Point(x, y + h),
            ],
            closed: true)
        ]
      }
      var points: [PathRaster.Point] = []
      for (cx, cy, start) in [
        (x + w - rx, y + ry, -90.0), (x + w - rx, y + h - ry, 0), (x + rx, y + h - ry, 90), (x + rx, y + ry, 180),
      ] {
        for step in 0...8 {
          let angle = (start + Double(step) * 90 / 8) * .pi / 180
          points.append(PathRaster.Point(cx + rx * cos(angle), cy + ry * sin(angle)))
        }
      }
      return [PathRaster.Contour(points, closed: true)]
    case "circle", "ellipse":
      let (cx, cy) = (number("cx"), number("cy"))
      let rx = element.name == "circle" ? number("r") : number("rx")
      let ry = element.name == "circle" ? number("r") : number("ry")
      guard rx > 0, ry > 0 else { return [] }
      let points = (0..<64).map { step -> PathRaster.Point in
        let angle = Double(step) / 64 * 2 * .pi
        return PathRaster.Point(cx + rx * cos(angle), cy + ry * sin(angle))
      }
      return [PathRaster.Contour(points, closed: true)]
    case "line":
      return [
        PathRaster.Contour(
          [PathRaster.Point(number("x1"), number("y1")), PathRaster.Point(number("x2"), number("y2"))], closed: false)
      ]
    case "polyline", "polygon":
      let values = numbers(element["points"] ?? "")
      let points = stride(from: 0, to: values.count - 1, by: 2).map { PathRaster.Point(values[$0], values[$0 + 1]) }
      return points.count >= 2 ? [PathRaster.Contour(points, closed: element.name == "polygon")] : []
    default:
      return []
    }
  }
}

/// Numbers of SVG attribute syntax: signs and dots start a new number (`1-2.5.5` is 1, −2.5, .5).
public struct NumberScanner: Sendable {
  let bytes: [UInt8]
  var position = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  mutating func skipSeparators() {
    while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x2C].contains(bytes[position]) { position += 1 }
  }

  var atEnd: Bool {
    mutating get {
      skipSeparators()
      return position >= bytes.count
    }
  }

  /// The next number, nil at the end or before something that is not one.
  mutating func next() -> Double? {
    skipSeparators()
    let start = position
    func digits() { while position < bytes.count, (0x30...0x39).contains(bytes[position]) { position += 1 } }
    if position < bytes.count, bytes[position] == 0x2B || bytes[position] == 0x2D { position += 1 }
    digits()
    if position < bytes.count, bytes[position] == 0x2E {
      position += 1
      digits()
    }
    if position < bytes.count, bytes[position] == 0x65 || bytes[position] == 0x45 {
      let mark = position
      position += 1
      if position < bytes.count, bytes[position] == 0x2B || bytes[position] == 0x2D { position += 1 }
      let before = position
      digits()
      if position == before { position = mark }
    }
    guard position > start, let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)),
      value.isFinite
    else {
      position = start
      return nil
    }
    return value
  }

  /// A single `0`/`1` flag of an arc (they may be written without separators).
  mutating func flag() -> Bool? {
    skipSeparators()
    guard position < bytes.count, bytes[position] == 0x30 || bytes[position] == 0x31 else { return nil }
    position += 1
    return bytes[position - 1] == 0x31
  }
}
