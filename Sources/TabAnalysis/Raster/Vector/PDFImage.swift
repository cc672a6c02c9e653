/// A PDF icon (the first page, as Xcode's "Preserve Vector Data" and icon tools write them) drawn at a size in
/// pixels: the content stream's path subset (`m l c v y h re`, fills `f F f*`, strokes `S s`, both `B B* b b*`, `n`),
/// `cm`, `q`/`Q`, `w`, colours `g G rg RG k K` and `sc scn SC SCN` with 1, 3 or 4 components, FlateDecode streams,
/// objects inside object streams. Clipping, text, images, XObjects, shadings and transparency groups are named in
/// `notDrawn`. Reading is bounded: object and stream sizes, operators per page, nesting of `q`.
public enum PDFImage: Sendable {
  public struct Rendered: Sendable {
    public var image: RGBAImage
    public var notDrawn: [String]
  }

  public struct Page: Sendable {
    /// x0, y0, x1, y1 in points.
    public var mediaBox: [Double]
    public var content: [UInt8]
    /// What reading left out (streams past the file's inflate budget).
    public var notRead: [String] = []

    /// The page's size in points.
    public var size: Size { Size(mediaBox[2] - mediaBox[0], mediaBox[3] - mediaBox[1]) }
  }

  static let maximumOperators = 500_000
  public static let maximumStream = 32 << 20

  /// The first page's box and its content (every content stream, decoded, joined).
  public static func page(_ bytes: [UInt8]) -> Page? {
    var objects = PDFObjects(bytes)
    guard let page = objects.firstPage() else { return nil }
    var box = PDFObjects.numbers(after: "/MediaBox", in: page.dictionary)
    if box.count != 4 { box = objects.inheritedMediaBox() ?? [0, 0, 0, 0] }
    guard box.count == 4, box[2] > box[0], box[3] > box[1] else { return nil }
    var content: [UInt8] = []
    for reference in PDFObjects.references(after: "/Contents", in: page.dictionary) {
      if let stream = objects.stream(reference), content.count + stream.count <= maximumStream {
        content += stream + [0x0A]
      }
    }
    let overBudget = objects.streamsOverBudget
    let notRead =
      overBudget == 0
      ? []
      : ["\(overBudget) stream\(overBudget == 1 ? "" : "s") past the \(maximumStream >> 20) MB a file may inflate"]
    return Page(mediaBox: box, content: content, notRead: notRead)
  }

  /// The first page's size in points.
  public static func size(_ bytes: [UInt8]) -> Size? { page(bytes)?.size }

  public static func render(_ bytes: [UInt8], width: Int, height: Int) -> Rendered {
    guard let page = page(bytes) else {
      return Rendered(
        image: RGBAImage(width: max(1, width), height: max(1, height)), notDrawn: ["a PDF without a readable page"])
    }
    return render(page, width: width, height: height)
  }

  /// A page already read (`page(_:)`) drawn into `width` × `height` pixels, fitted and centred.
  public static func render(_ page: Page, width: Int, height: Int, budget: DrawingBudget? = nil) -> Rendered {
    var canvas = Canvas(width: max(1, width), height: max(1, height))
    let box = page.mediaBox
    let (w, h) = (box[2] - box[0], box[3] - box[1])
    let k = min(Double(canvas.image.width) / w, Double(canvas.image.height) / h)
    // PDF's y goes up: flipped, the box fitted and centred.
    let device = Affine(
      a: k, b: 0, c: 0, d: -k, tx: (Double(canvas.image.width) - w * k) / 2 - box[0] * k,
      ty: (Double(canvas.image.height) + h * k) / 2 + box[1] * k)
    var interpreter = ContentInterpreter(
      raster: PathRaster(width: canvas.image.width, height: canvas.image.height), device: device)
    if let budget { interpreter.budget = budget }
    interpreter.run(page.content, on: &canvas)
    return Rendered(image: canvas.image, notDrawn: page.notRead + interpreter.notDrawn)
  }

  struct GraphicsState {
    var matrix: Affine
    var fill: Canvas.Color = (0, 0, 0, 255)
    var stroke: Canvas.Color = (0, 0, 0, 255)
    var lineWidth = 1.0
    /// PDF's initial values: butt caps, miter joins, a miter limit of 10 (`J`, `j`, `M`).
    var strokeStyle = StrokeStyle(cap: .butt, join: .miter, miterLimit: 10)
    /// `[on off …] phase d`, in user space; empty for a solid line.
    var dashes: [Double] = []
    var dashPhase = 0.0
  }

  struct ContentInterpreter {
    let raster: PathRaster
    var state: GraphicsState
    var saved: [GraphicsState] = []
    var operands: [Double] = []
    /// The numbers of the last array operand (`[3 2]` before `d`), and of the one being read.
    var array: [Double] = []
    var arrayBeingRead: [Double]?
    var contours: [PathRaster.Contour] = []
    var points: [PathRaster.Point] = []
    var current = PathRaster.Point(0, 0)
    var skipped = NotDrawnList()
    var budget: DrawingBudget

    init(raster: PathRaster, device: Affine) {
      self.raster = raster
      state = GraphicsState(matrix: device)
      budget = DrawingBudget.forCanvas(width: raster.width, height: raster.height)
    }

    mutating func skip(_ what: String) { skipped.insert(what) }

    /// What was not drawn: the features skipped, a few by name, and the shapes past the budget.
    var notDrawn: [String] { skipped.summary + (budget.note.map { [$0] } ?? []) }

    mutating func run(_ content: [UInt8], on canvas: inout Canvas) {
      var lexer = PDFLexer(bytes: content)
      var count = 0
      while let token = lexer.next(), count < PDFImage.maximumOperators {
        switch token {
        case .number(let value):
          if arrayBeingRead != nil { arrayBeingRead?.append(value) } else { operands.append(value) }
        case .arrayStart: arrayBeingRead = []
        case .arrayEnd:
          array = arrayBeingRead ?? []
          arrayBeingRead = nil
        case .other: operands.removeAll()
        case .operator(let name):
          count += 1
          apply(name, on: &canvas)
          operands.removeAll()
          array = []
          arrayBeingRead = nil
        }
      }
    }

    func map(_ x: Double, _ y: Double) -> PathRaster.Point { state.matrix.apply(PathRaster.Point(x, y)) }

    mutating func closeSubpath() {
      if points.count >= 2 { contours.append(PathRaster.Contour(points, closed: true)) }
      points = []
    }

    mutating func finishSubpath() {
      if points.count >= 2 { contours.append(PathRaster.Contour(points, closed: false)) }
      points = []
    }

    mutating func curve(_ c1: PathRaster.Point, _ c2: PathRaster.Point, _ end: PathRaster.Point) {
      if points.isEmpty { points.append(current) }
      points += Bezier.cubic(current, c1, c2, end, steps: 12)
      current = end
    }

    mutating func apply(_ name: String, on canvas: inout Canvas) {
      let o = operands
      func color(_ values: ArraySlice<Double>) -> Canvas.Color? {
        func byte(_ value: Double) -> UInt8 { UInt8(min(max(value, 0), 1) * 255 + 0.5) }
        switch values.count {
        case 1:
          return (
            byte(values[values.startIndex]), byte(values[values.startIndex]), byte(values[values.startIndex]), 255
          )
        case 3:
          let v = Array(values)
          return (byte(v[0]), byte(v[1]), byte(v[2]), 255)
        case 4:
          let v = Array(values)
          return (byte((1 - v[0]) * (1 - v[3])), byte((1 - v[1]) * (1 - v[3])), byte((1 - v[2]) * (1 - v[3])), 255)
        default: return nil
        }
      }
      switch name {
      case "q":
        if saved.count < 64 { saved.append(state) }
      case "Q":
        if let last = saved.popLast() { state = last }
      case "cm" where o.count >= 6:
        let m = Array(o.suffix(6))
        state.matrix = state.matrix.concatenating(Affine(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]))
      case "w" where !o.isEmpty: state.lineWidth = o[o.count - 1]
      case "J" where !o.isEmpty:
        state.strokeStyle.cap = o[o.count - 1] == 1 ? .round : o[o.count - 1] == 2 ? .square : .butt
      case "j" where !o.isEmpty:
        state.strokeStyle.join = o[o.count - 1] == 1 ? .round : o[o.count - 1] == 2 ? .bevel : .miter
      case "M" where !o.isEmpty && o[o.count - 1].isFinite && o[o.count - 1] >= 1:
        state.strokeStyle.miterLimit = o[o.count - 1]
      case "m" where o.count >= 2:
        finishSubpath()
        current = map(o[o.count - 2], o[o.count - 1])
        points = [current]
      case "l" where o.count >= 2:
        if points.isEmpty { points.append(current) }
        current = map(o[o.count - 2], o[o.count - 1])
        points.append(current)
      case "c" where o.count >= 6:
        let v = Array(o.suffix(6))
        curve(map(v[0], v[1]), map(v[2], v[3]), map(v[4], v[5]))
      case "v" where o.count >= 4:
        let v = Array(o.suffix(4))
        curve(current, map(v[0], v[1]), map(v[2], v[3]))
      case "y" where o.count >= 4:
        let v = Array(o.suffix(4))
        let end = map(v[2], v[3])
        curve(map(v[0], v[1]), end, end)
      case "d" where !o.isEmpty:
        // A pattern of at most 64 lengths, none negative, not all zero; another is drawn solid (PDF 8.4.3.6).
        let pattern = Array(array.prefix(64))
        let valid = pattern.allSatisfy { $0 >= 0 } && pattern.contains { $0 > 0 }
        state.dashes = valid ? (pattern.count % 2 == 1 ? pattern + pattern : pattern) : []
        state.dashPhase = o[o.count - 1]
      case "h": closeSubpath()
      case "re" where o.count >= 4:
        finishSubpath()
        let v = Array(o.suffix(4))
        points = [map(v[0], v[1]), map(v[0] + v[2], v[1]), map(v[0] + v[2], v[1] + v[3]), map(v[0], v[1] + v[3])]
        closeSubpath()
        current = map(v[0], v[1])
      case "f", "F", "f*": paint(fill: true, stroke: false, evenOdd: name == "f*", on: &canvas)
      case "S": paint(fill: false, stroke: true, evenOdd: false, on: &canvas)
      case "s":
        closeSubpath()
        paint(fill: false, stroke: true, evenOdd: false, on: &canvas)
      case "B", "B*": paint(fill: true, stroke: true, evenOdd: name == "B*", on: &canvas)
      case "b", "b*":
        closeSubpath()
        paint(fill: true, stroke: true, evenOdd: name == "b*", on: &canvas)
      case "n":
        finishSubpath()
        contours = []
      case "W", "W*": skip("clipping paths")
      case "g", "rg", "k", "sc", "scn": if let c = color(o[...]) { state.fill = c }
      case "G", "RG", "K", "SC", "SCN": if let c = color(o[...]) { state.stroke = c }
      case "BT": skip("text")
      case "Do": skip("images and XObjects")
      case "sh": skip("shadings")
      case "gs": skip("graphics states (opacity, blend modes)")
      case "BI": skip("inline images")
      default: break
      }
    }

    mutating func paint(fill: Bool, stroke: Bool, evenOdd: Bool, on canvas: inout Canvas) {
      finishSubpath()
      defer { contours = [] }
      guard !contours.isEmpty else { return }
      if fill {
        let closed = contours.map { PathRaster.Contour($0.points, closed: true) }
        if budget.spend(raster.work(closed)) { canvas.blend(raster.coverage(closed, evenOdd: evenOdd), state.fill) }
      }
      if stroke {
        let scale = state.matrix.scale
        let dashed =
          state.dashes.isEmpty
          ? contours
          : PathDashes.dash(
            contours, pattern: state.dashes.map { $0 * scale }, offset: state.dashPhase * scale,
            dots: state.strokeStyle.cap != .butt)
        let pieces = raster.strokeOutline(dashed, lineWidth: max(state.lineWidth, 0) * scale, style: state.strokeStyle)
        if budget.spend(raster.work(pieces)) { canvas.blend(raster.coverage(pieces, evenOdd: false), state.stroke) }
      }
    }
  }
}

/// Tokens of a content stream: numbers, operators, the brackets of arrays; names, strings and dictionaries are
/// `other`.
public struct PDFLexer: Sendable {
  enum Token {
    case number(Double)
    case `operator`(String)
    case arrayStart, arrayEnd
    case other
  }

  let bytes: [UInt8]
  var position = 0

  static func isWhitespace(_ byte: UInt8) -> Bool { [0, 9, 10, 12, 13, 32].contains(byte) }
  static func isDelimiter(_ byte: UInt8) -> Bool { Array("()<>[]{}/%".utf8).contains(byte) }

  mutating func next() -> Token? {
    while position < bytes.count {
      let byte = bytes[position]
      if Self.isWhitespace(byte) {
        position += 1
      } else if byte == UInt8(ascii: "%") {
        while position < bytes.count, bytes[position] != 10, bytes[position] != 13 { position += 1 }
      } else {
        break
      }
    }
    guard position < bytes.count else { return nil }
    let byte = bytes[position]
    switch byte {
    case UInt8(ascii: "("):
      // A string, nested parentheses and escapes included.
      var depth = 0
      while position < bytes.count {
        let c = bytes[position]
        position += 1
        if c == UInt8(ascii: "\\") {
          position += 1
        } else if c == UInt8(ascii: "(") {
          depth += 1
        } else if c == UInt8(ascii: ")") {
          depth -= 1
          if depth == 0 { break }
        }
      }
      return .other
    case UInt8(ascii: "/"):
      position += 1
      while position < bytes.count, !Self.isWhitespace(bytes[position]), !Self.isDelimiter(bytes[position]) {
        position += 1
      }
      return .other
    case UInt8(ascii: "["), UInt8(ascii: "]"):
      position += 1
      return byte == UInt8(ascii: "[") ? .arrayStart : .arrayEnd
    case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "{"), UInt8(ascii: "}"):
      position += 1
      return .other
    default:
      let start = position
      while position < bytes.count, !Self.isWhitespace(bytes[position]), !Self.isDelimiter(bytes[position]) {
        position += 1
      }
      if position == start { position += 1 }
      let text = String(decoding: bytes[start..<position], as: UTF8.self)
      if let first = text.utf8.first,
        first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
          || (0x30...0x39).contains(first)
      {
        if let value = Double(text), value.isFinite { return .number(value) }
        return .other
      }
      if text == "BI" {
        // An inline image's data runs to `EI`: skipped whole.
        while position + 1 < bytes.count,
          !(bytes[position] == UInt8(ascii: "E") && bytes[position + 1] == UInt8(ascii: "I"))
        {
          position += 1
        }
        position += 2
      }
      return .operator(text)
    }
  }
}
