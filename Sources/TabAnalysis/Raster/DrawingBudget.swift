/// The work one vector drawing (an SVG or PDF icon) may do, in units of `PathRaster.work`: a sub-row an edge
/// crosses, or a pixel of a shape's bounds. Each shape is weighed from its edges before it is rasterized; once the
/// budget is spent the rest is not drawn and the drawing's notes say how many shapes were left out — never a
/// silently partial picture. 20,000 rectangles that each cover the canvas, or one path of a million edges, stop
/// here in well under a second instead of running for minutes.
public struct DrawingBudget: Sendable {
  /// A fixed allowance and a few times the canvas: 1,500 shapes that each cover a 72 × 72 icon, or 12 that cover
  /// a 4096 × 4096 canvas.
  public static func forCanvas(width: Int, height: Int) -> DrawingBudget {
    let pixels = max(0, width).multipliedReportingOverflow(by: max(0, height))
    return DrawingBudget(units: 8_000_000 + (pixels.overflow ? 1 << 26 : min(pixels.partialValue, 1 << 26)) * 4)
  }

  public private(set) var remaining: Int
  /// Shapes refused because the budget was spent.
  public private(set) var shapesLeftOut = 0

  public init(units: Int) { remaining = max(0, units) }

  /// Takes `units` for a shape; false (and the shape counted as left out) when they are not all there.
  public mutating func spend(_ units: Int) -> Bool {
    guard shapesLeftOut == 0, units <= remaining else {
      shapesLeftOut += 1
      return false
    }
    remaining -= units
    return true
  }

  /// The note for a drawing that ran out, nil when everything was drawn.
  public var note: String? {
    shapesLeftOut == 0 ? nil : "\(shapesLeftOut) shape\(shapesLeftOut == 1 ? "" : "s") past the drawing budget"
  }
}

/// What a drawing leaves out, each named once in the order first met (a set beside the list, so 60,000 unknown
/// element names cost one lookup each), and shown as a few names and "and N more".
public struct NotDrawnList: Sendable {
  public static let shown = 8

  private var names: [String] = []
  private var seen: Set<String> = []

  public init() {}

  public mutating func insert(_ name: String) {
    if seen.insert(name).inserted { names.append(name) }
  }

  /// The first `shown` names, then "and N more" for the rest.
  public var summary: [String] {
    names.count <= Self.shown ? names : Array(names.prefix(Self.shown)) + ["and \(names.count - Self.shown) more"]
  }
}
