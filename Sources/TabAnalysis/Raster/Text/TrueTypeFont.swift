/// A TrueType font (`glyf` outlines; a `.ttf`, or one face of a `.ttc` collection) read far enough to draw text:
/// `cmap` (formats 4 and 12), `head`, `hhea`, `hmtx`, `maxp`, `loca`, `glyf` (simple and composite glyphs) and
/// `kern` (format 0 pairs). Hinting is not applied. Every read is bounds-checked: any bytes give a font or an
/// error, never a trap, and work is bounded (composite depth, points per glyph).
public struct TrueTypeFont: Sendable {
  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var description: String
  }

  let bytes: [UInt8]
  let tables: [String: Range<Int>]
  public let unitsPerEm: Double
  public let ascender: Double
  public let descender: Double
  let glyphCount: Int
  let longLoca: Bool
  let metricsCount: Int
  /// Character → glyph, from the best Unicode `cmap` subtable.
  let characters: [UInt32: Int]
  let kerning: [UInt32: Double]

  /// Composite glyphs nest at most this deep; a glyph has at most this many points (real ones have hundreds).
  static let maximumDepth = 8
  public static let maximumPoints = 20_000

  public init(bytes: [UInt8], face: Int = 0) throws(Failure) {
    self.bytes = bytes
    var start = 0
    if Self.u32(bytes, 0) == 0x7474_6366 {  // 'ttcf'
      let count = Self.u32(bytes, 8) ?? 0
      guard face >= 0, face < count, let offset = Self.u32(bytes, 12 + face * 4) else {
        throw Failure(description: "no face \(face) in the collection")
      }
      start = offset
    }
    guard let version = Self.u32(bytes, start), version == 0x0001_0000 || version == 0x7472_7565 else {
      throw Failure(description: "not a TrueType font (CFF outlines are not read)")
    }
    var tables: [String: Range<Int>] = [:]
    let count = Self.u16(bytes, start + 4) ?? 0
    for index in 0..<min(count, 256) {
      let record = start + 12 + index * 16
      guard let tag = Self.u32(bytes, record), let offset = Self.u32(bytes, record + 8),
        let length = Self.u32(bytes, record + 12), offset <= bytes.count, length <= bytes.count - offset
      else { continue }
      let name = String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
      tables[name] = offset..<(offset + length)
    }
    for required in ["head", "hhea", "hmtx", "maxp", "loca", "glyf", "cmap"] where tables[required] == nil {
      throw Failure(description: "no '\(required)' table")
    }
    self.tables = tables
    let head = tables["head"]!.lowerBound
    let hhea = tables["hhea"]!.lowerBound
    let units = Double(Self.u16(bytes, head + 18) ?? 0)
    guard units >= 16, units <= 16_384 else { throw Failure(description: "unitsPerEm out of range") }
    unitsPerEm = units
    longLoca = Self.i16(bytes, head + 50) == 1
    ascender = Double(Self.i16(bytes, hhea + 4) ?? 0)
    descender = Double(Self.i16(bytes, hhea + 6) ?? 0)
    metricsCount = max(1, Self.u16(bytes, hhea + 34) ?? 1)
    glyphCount = Self.u16(bytes, tables["maxp"]!.lowerBound + 4) ?? 0
    characters = Self.readCmap(bytes, tables["cmap"]!)
    kerning = tables["kern"].map { Self.readKern(bytes, $0) } ?? [:]
  }

  // MARK: Reading

  static func u16(_ bytes: [UInt8], _ offset: Int) -> Int? {
    guard offset >= 0, offset <= bytes.count - 2 else { return nil }
    return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
  }

  static func i16(_ bytes: [UInt8], _ offset: Int) -> Int? {
    u16(bytes, offset).map { $0 >= 0x8000 ? $0 - 0x10000 : $0 }
  }

  static func u32(_ bytes: [UInt8], _ offset: Int) -> Int? {
    guard let high = u16(bytes, offset), let low = u16(bytes, offset + 2) else { return nil }
    return high << 16 | low
  }

  /// The Unicode subtable with the widest reach: format 12 (full repertoire) over format 4 (the BMP).
  static func readCmap(_ bytes: [UInt8], _ table: Range<Int>) -> [UInt32: Int] {
    let base = table.lowerBound
    var best: (format: Int, offset: Int)?
    for index in 0..<min(u16(bytes, base + 2) ?? 0, 64) {
      let record = base + 4 + index * 8
      guard let platform = u16(bytes, record), let encoding = u16(bytes, record + 2),
        let offset = u32(bytes, record + 4), let format = u16(bytes, base + offset)
      else { continue }
      let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
      guard unicode, format == 4 || format == 12, format >= (best?.format ?? 0) else { continue }
      best = (format, base + offset)
    }
    guard let (format, offset) = best else { return [:] }
    var map: [UInt32: Int] = [:]
    // A font maps tens of thousands of characters, not more: one budget for every range keeps a forged table's
    // work small.
    var budget = 200_000
    if format == 12 {
      let groups = min(u32(bytes, offset + 12) ?? 0, 100_000)
      for group in 0..<groups where budget > 0 {
        let record = offset + 16 + group * 12
        guard let first = u32(bytes, record), let last = u32(bytes, record + 4), let glyph = u32(bytes, record + 8),
          first <= last, last <= 0x10FFFF
        else { continue }
        let upper = min(last, first + budget - 1)
        budget -= upper - first + 1
        for code in first...upper { map[UInt32(code)] = glyph + (code - first) }
      }
      return map
    }
    let segments = (u16(bytes, offset + 6) ?? 0) / 2
    let ends = offset + 14
    let starts = ends + segments * 2 + 2
    let deltas = starts + segments * 2
    let ranges = deltas + segments * 2
    for segment in 0..<segments {
      guard let end = u16(bytes, ends + segment * 2), let start = u16(bytes, starts + segment * 2),
        let delta = u16(bytes, deltas + segment * 2), let rangeOffset = u16(bytes, ranges + segment * 2),
        start <= end, end != 0xFFFF || start != 0xFFFF, budget > 0
      else { continue }
      let upper = min(end, start + budget - 1)
      budget -= upper - start + 1
      for code in start...upper {
        var glyph: Int
        if rangeOffset == 0 {
          glyph = (code + delta) & 0xFFFF
        } else {
          let at = ranges + segment * 2 + rangeOffset + (code - start) * 2
          glyph = u16(bytes, at) ?? 0
          if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
        }
        if glyph != 0 { map[UInt32(code)] = glyph }
      }
    }
    return map
  }

  /// Format 0 kerning pairs of the first horizontal subtable: (left << 16 | right) → adjustment in font units.
  static func readKern(_ bytes: [UInt8], _ table: Range<Int>) -> [UInt32: Double] {
    let base = table.lowerBound
    guard u16(bytes, base) == 0, (u16(bytes, base + 2) ?? 0) > 0, let coverage = u16(bytes, base + 8),
      coverage >> 8 == 0, coverage & 1 == 1
    else { return [:] }
    var pairs: [UInt32: Double] = [:]
    let count = min(u16(bytes, base + 10) ?? 0, 20_000)
    for index in 0..<count {
      let record = base + 18 + index * 6
      guard let left = u16(bytes, record), let right = u16(bytes, record + 2), let value = i16(bytes, record + 4)
      else { break }
      pairs[UInt32(left) << 16 | UInt32(right)] = Double(value)
    }
    return pairs
  }

  // MARK: Glyphs

  public func glyph(for scalar: Unicode.Scalar) -> Int? { characters[scalar.value] }

  public func advance(_ glyph: Int) -> Double {
    let hmtx = tables["hmtx"]!.lowerBound
    let index = min(glyph, metricsCount - 1)
    return Double(Self.u16(bytes, hmtx + index * 4) ?? 0)
  }

  public func kern(_ left: Int, _ right: Int) -> Double {
    kerning.isEmpty ? 0 : kerning[UInt32(left & 0xFFFF) << 16 | UInt32(right & 0xFFFF)] ?? 0
  }

  /// A point of an outline in font units, y up.
  struct OutlinePoint {
    var x: Double
    var y: Double
    var onCurve: Bool
  }

  /// The work one glyph's outline may take: points of its simple glyphs, components of its composites (each
  /// counted, so 64 components of 64 components … cannot multiply), and the glyphs being expanded, so that a glyph
  /// containing itself (directly or through others) is refused rather than expanded to the depth limit.
  struct OutlineBudget {
    var points = 0
    var components = 0
    var expanding: [Int] = []
  }

  public static let maximumComponents = 1_024

  /// The glyph's contours in font units (y up), quadratic curves flattened.
  public func contours(_ glyph: Int) -> [[PathRaster.Point]] {
    var budget = OutlineBudget()
    return outline(glyph, depth: 0, budget: &budget).map(Self.flatten)
  }

  func outline(_ glyph: Int, depth: Int, budget: inout OutlineBudget) -> [[OutlinePoint]] {
    guard glyph >= 0, glyph < glyphCount, depth <= Self.maximumDepth, !budget.expanding.contains(glyph),
      let loca = tables["loca"], let glyf = tables["glyf"]
    else { return [] }
    let start: Int
    let end: Int
    if longLoca {
      guard let a = Self.u32(bytes, loca.lowerBound + glyph * 4),
        let b = Self.u32(bytes, loca.lowerBound + glyph * 4 + 4)
      else { return [] }
      (start, end) = (a, b)
    } else {
      guard let a = Self.u16(bytes, loca.lowerBound + glyph * 2),
        let b = Self.u16(bytes, loca.lowerBound + glyph * 2 + 2)
      else { return [] }
      (start, end) = (a * 2, b * 2)
    }
    guard end > start, start <= glyf.count, end <= glyf.count else { return [] }
    let base = glyf.lowerBound + start
    guard let contourCount = Self.i16(bytes, base) else { return [] }
    if contourCount < 0 {
      budget.expanding.append(glyph)
      defer { budget.expanding.removeLast() }
      return composite(base + 10, depth: depth, budget: &budget)
    }
    return simple(base + 10, contours: contourCount, points: &budget.points)
  }

  func simple(_ offset: Int, contours count: Int, points budget: inout Int) -> [[OutlinePoint]] {
    var ends: [Int] = []
    for index in 0..<count {
      guard let end = Self.u16(bytes, offset + index * 2) else { return [] }
      ends.append(end)
    }
    guard let last = ends.last, ends == ends.sorted(), last < Self.maximumPoints, budget + last < Self.maximumPoints
    else { return [] }
    budget += last + 1
    let total = last + 1
    guard let instructions = Self.u16(bytes, offset + count * 2) else { return [] }
    var position = offset + count * 2 + 2 + instructions
    var flags: [UInt8] = []
    while flags.count < total {
      guard position < bytes.count else { return [] }
      let flag = bytes[position]
      position += 1
      flags.append(flag)
      if flag & 8 != 0 {
        guard position < bytes.count else { return [] }
        let repeats = Int(bytes[position])
        position += 1
        flags += [UInt8](repeating: flag, count: min(repeats, total - flags.count))
      }
    }
    func coordinates(short: UInt8, same: UInt8) -> [Double]? {
      var values: [Double] = []
      var value = 0
      for flag in flags {
        if flag & short != 0 {
          guard position < bytes.count else { return nil }
          let delta = Int(bytes[position])
          position += 1
          value += flag & same != 0 ? delta : -delta
        } else if flag & same == 0 {
          guard let delta = Self.i16(bytes, position) else { return nil }
          position += 2
          value += delta
        }
        values.append(Double(value))
      }
      return values
    }
    guard let xs = coordinates(short: 2, same: 16), let ys = coordinates(short: 4, same: 32) else { return [] }
    var result: [[OutlinePoint]] = []
    var first = 0
    for end in ends {
      guard end >= first else { continue }
      result.append((first...end).map { OutlinePoint(x: xs[$0], y: ys[$0], onCurve: flags[$0] & 1 != 0) })
      first = end + 1
    }
    return result
  }

  func composite(_ offset: Int, depth: Int, budget: inout OutlineBudget) -> [[OutlinePoint]] {
    var result: [[OutlinePoint]] = []
    var position = offset
    for _ in 0..<64 {
      guard budget.components < Self.maximumComponents else { break }
      budget.components += 1
      guard let flags = Self.u16(bytes, position), let component = Self.u16(bytes, position + 2) else { break }
      position += 4
      var dx = 0.0
      var dy = 0.0
      if flags & 1 != 0 {
        guard let x = Self.i16(bytes, position), let y = Self.i16(bytes, position + 2) else { break }
        (dx, dy) = (Double(x), Double(y))
        position += 4
      } else {
        guard position + 1 < bytes.count else { break }
        (dx, dy) = (Double(Int8(bitPattern: bytes[position])), Double(Int8(bitPattern: bytes[position + 1])))
        position += 2
      }
      // Point-matched placement (ARGS_ARE_XY_VALUES unset) is rare in text fonts: placed at the origin.
      if flags & 2 == 0 { (dx, dy) = (0, 0) }
      var (a, b, c, d) = (1.0, 0.0, 0.0, 1.0)
      func f2dot14(_ at: Int) -> Double? { Self.i16(bytes, at).map { Double($0) / 16_384 } }
      if flags & 8 != 0 {
        guard let scale = f2dot14(position) else { break }
        (a, d) = (scale, scale)
        position += 2
      } else if flags & 0x40 != 0 {
        guard let sx = f2dot14(position), let sy = f2dot14(position + 2) else { break }
        (a, d) = (sx, sy)
        position += 4
      } else if flags & 0x80 != 0 {
        guard let m0 = f2dot14(position), let m1 = f2dot14(position + 2), let m2 = f2dot14(position + 4),
          let m3 = f2dot14(position + 6)
        else { break }
        (a, b, c, d) = (m0, m1, m2, m3)
        position += 8
      }
      for contour in outline(component, depth: depth + 1, budget: &budget) {
        result.append(
          contour.map { OutlinePoint(x: a * $0.x + c * $0.y + dx, y: b * $0.x + d * $0.y + dy, onCurve: $0.onCurve) })
      }
      if flags & 0x20 == 0 { break }
    }
    return result
  }

  /// Quadratic B-splines to polylines: an on-curve point is implied between two off-curve ones.
  static func flatten(_ contour: [OutlinePoint]) -> [PathRaster.Point] {
    guard !contour.isEmpty else { return [] }
    // Start on an on-curve point (or the midpoint of the first two off-curve ones).
    var points = contour
    if let firstOn = points.firstIndex(where: \.onCurve) {
      points = Array(points[firstOn...] + points[..<firstOn])
    } else {
      let a = points[0]
      let b = points[points.count > 1 ? 1 : 0]
      points.insert(OutlinePoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, onCurve: true), at: 0)
    }
    var result = [PathRaster.Point(points[0].x, points[0].y)]
    var control: OutlinePoint?
    func curve(to end: OutlinePoint) {
      guard let c = control, let start = result.last else {
        result.append(PathRaster.Point(end.x, end.y))
        return
      }
      result += Bezier.quadratic(start, PathRaster.Point(c.x, c.y), PathRaster.Point(end.x, end.y), steps: 6)
    }
    for point in points.dropFirst() + [points[0]] {
      if point.onCurve {
        curve(to: point)
        control = nil
      } else if let previous = control {
        curve(to: OutlinePoint(x: (previous.x + point.x) / 2, y: (previous.y + point.y) / 2, onCurve: true))
        control = point
      } else {
        control = point
      }
    }
    return result
  }
}
