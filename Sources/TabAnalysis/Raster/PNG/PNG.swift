import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An RGBA image, 8 bits per channel, rows top to bottom.
public struct RGBAImage: Sendable, Equatable {
  public let width: Int
  public let height: Int
  public var pixels: [UInt8]

  public init(width: Int, height: Int, pixels: [UInt8]? = nil) {
    self.width = width
    self.height = height
    self.pixels = pixels ?? [UInt8](repeating: 0, count: width * height * 4)
  }

  public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let i = (y * width + x) * 4
    return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }
}

/// PNG files: writing RGBA (colour type 6, 8 bits, adaptive row filters, our DEFLATE), and reading every
/// colour type and bit depth, with palettes, transparency and Adam7 interlacing, into RGBA.
public enum PNG: Sendable {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  // MARK: - Encoding

  public static func encode(_ image: RGBAImage) -> [UInt8] {
    var output = signature
    var header: [UInt8] = []
    append32(UInt32(image.width), to: &header)
    append32(UInt32(image.height), to: &header)
    header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, no interlace
    chunk("IHDR", header, into: &output)
    chunk("IDAT", Deflate.zlib(filtered(image)), into: &output)
    chunk("IEND", [], into: &output)
    return output
  }

  /// Each row with the filter that makes it smallest by the usual heuristic (least sum of absolute values).
  /// One tight loop per filter (no per-byte dispatch): this is most of the time of a preview.
  static func filtered(_ image: RGBAImage) -> [UInt8] {
    let stride = image.width * 4
    var output = [UInt8](repeating: 0, count: (stride + 1) * image.height)
    image.pixels.withUnsafeBufferPointer { pixels in
      output.withUnsafeMutableBufferPointer { out in
        // Rows are filtered independently (each reads only the pixels above it): halves on two cores.
        let halves = image.height >= 64 ? 2 : 1
        let (pixelsBox, outBox) = (Unchecked(pixels), Unchecked(out))
        DispatchQueue.concurrentPerform(iterations: halves) { half in
          let rows = (image.height * half / halves)..<(image.height * (half + 1) / halves)
          filterRows(rows, stride: stride, pixels: pixelsBox.value, output: outBox.value)
        }
      }
    }
    return output
  }

  /// Buffers handed to `concurrentPerform`, whose halves touch disjoint rows of the output.
  private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  static func filterRows(
    _ rows: Range<Int>, stride: Int, pixels: UnsafeBufferPointer<UInt8>, output: UnsafeMutableBufferPointer<UInt8>
  ) {
    let zeros = [UInt8](repeating: 0, count: stride)
    var scratch = [[UInt8]](repeating: [UInt8](repeating: 0, count: stride), count: 5)
    zeros.withUnsafeBufferPointer { zeroRow in
      for y in rows {
        let x = UnsafeBufferPointer(rebasing: pixels[(y * stride)..<((y + 1) * stride)])
        let up = y > 0 ? UnsafeBufferPointer(rebasing: pixels[((y - 1) * stride)..<(y * stride)]) : zeroRow
        let start = y * (stride + 1)
        if y > 0, memcmp(x.baseAddress!, up.baseAddress!, stride) == 0 {
          // A row like the one above (the bar's background, mostly): Up makes it all zeros, the best there is.
          output[start] = 2
          memset(output.baseAddress! + start + 1, 0, stride)
          continue
        }
        var scores = [Int](repeating: 0, count: 5)
        for filter in 0..<5 {
          scratch[filter].withUnsafeMutableBufferPointer { out in
            switch filter {
            case 0:
              for i in 0..<stride { out[i] = x[i] }
            case 1:
              for i in 0..<min(4, stride) { out[i] = x[i] }
              for i in min(4, stride)..<stride { out[i] = x[i] &- x[i - 4] }
            case 2:
              for i in 0..<stride { out[i] = x[i] &- up[i] }
            case 3:
              for i in 0..<min(4, stride) { out[i] = x[i] &- up[i] >> 1 }
              for i in min(4, stride)..<stride { out[i] = x[i] &- UInt8((UInt16(x[i - 4]) + UInt16(up[i])) >> 1) }
            default:
              for i in 0..<min(4, stride) { out[i] = x[i] &- up[i] }
              for i in min(4, stride)..<stride {
                out[i] = x[i] &- UInt8(paeth(Int(x[i - 4]), Int(up[i]), Int(up[i - 4])))
              }
            }
            var score = 0
            for i in 0..<stride { score &+= Int(out[i] < 128 ? out[i] : 0 &- out[i]) }
            scores[filter] = score
          }
        }
        let best = scores.indices.min { scores[$0] < scores[$1] }!
        output[start] = UInt8(best)
        scratch[best].withUnsafeBufferPointer { row in
          UnsafeMutableRawPointer(output.baseAddress! + start + 1).copyMemory(from: row.baseAddress!, byteCount: stride)
        }
      }
    }
  }

  /// The value a row filter predicts from the left (a), upper (b) and upper-left (c) bytes.
  @inline(__always) static func predictor(_ filter: UInt8, _ a: Int, _ b: Int, _ c: Int) -> Int {
    switch filter {
    case 0: return 0
    case 1: return a
    case 2: return b
    case 3: return (a + b) / 2
    default: return paeth(a, b, c)
    }
  }

  @inline(__always) static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let p = a + b - c
    let pa = abs(p - a)
    let pb = abs(p - b)
    let pc = abs(p - c)
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
  }

  static func append32(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  static func chunk(_ type: String, _ data: [UInt8], into output: inout [UInt8]) {
    append32(UInt32(data.count), to: &output)
    let typeBytes = Array(type.utf8)
    output += typeBytes
    output += data
    append32(Checksums.crc32(typeBytes + data), to: &output)
  }

  // MARK: - Decoding

  /// What a PNG's IHDR says: the one reading of it, by `size` (hovers, guards) and by `decode`.
  public struct Header: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let depth: Int
    public let colorType: Int
    public let interlace: Int

    /// Samples per pixel of the colour type (palette indices count as one).
    public var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 0 }

    /// The bytes a decode holds at once: the inflated rows (a filter byte per row; Adam7's passes add at most one
    /// per pass row) and the RGBA image; nil when it does not even fit in an `Int`.
    public var decodedBytes: Int? {
      let (bits, o1) = width.multipliedReportingOverflow(by: channels * depth)
      let (rows, o2) = (1 + (bits + 7) / 8).multipliedReportingOverflow(by: height)
      let (pixels, o3) = width.multipliedReportingOverflow(by: height)
      let (rgba, o4) = pixels.multipliedReportingOverflow(by: 4)
      let (images, o5) = rgba.addingReportingOverflow(8 * (height + 8))
      let (total, o6) = rows.addingReportingOverflow(images)
      return o1 || o2 || o3 || o4 || o5 || o6 ? nil : total
    }
  }

  /// The most memory one decode may take (`Header.decodedBytes`): a 2,048 × 2,048 RGBA image at 16 bits per sample
  /// fits; a 65-byte file whose header claims 16,384 × 16,384 is refused before anything is allocated or inflated.
  public static let maximumDecodedBytes = 64 << 20

  /// The header, when the bytes start as a PNG does: the signature, then an IHDR chunk of 13 bytes.
  public static func header(_ bytes: [UInt8]) -> Header? {
    guard bytes.count >= 8 + 8 + 13, bytes.starts(with: signature), Array(bytes[12..<16]) == Array("IHDR".utf8),
      word(bytes, 8) == 13
    else { return nil }
    return Header(
      width: word(bytes, 16), height: word(bytes, 20), depth: Int(bytes[24]), colorType: Int(bytes[25]),
      interlace: Int(bytes[28]))
  }

  /// The pixel size from the header alone (for hovers), nil when the bytes do not start like a PNG.
  public static func size(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    header(bytes).map { ($0.width, $0.height) }
  }

  /// The header's fields checked against what the decoder reads and the memory budget.
  public static func check(_ header: Header) throws(Failure) {
    guard header.channels > 0 else { throw Failure(message: "unknown colour type \(header.colorType)") }
    guard header.width > 0, header.height > 0, [1, 2, 4, 8, 16].contains(header.depth) else {
      throw Failure(message: "unsupported size or bit depth")
    }
    guard let needed = header.decodedBytes, needed <= maximumDecodedBytes else {
      throw Failure(
        message:
          "\(header.width) × \(header.height) pixels need more than the \(maximumDecodedBytes >> 20) MB a decoded image may take"
      )
    }
  }

  private static func word(_ bytes: [UInt8], _ at: Int) -> Int {
    Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
  }

  public static func decode(_ bytes: [UInt8]) throws(Failure) -> RGBAImage {
    guard bytes.starts(with: signature) else { throw Failure(message: "not a PNG file") }
    guard let header = header(bytes) else { throw Failure(message: "the first chunk is not a 13-byte IHDR") }
    try check(header)
    let width = header.width, height = header.height, depth = header.depth, colorType = header.colorType
    let interlace = header.interlace, channels = header.channels
    var position = 8
    var palette: [UInt8] = []
    var transparency: [UInt8] = []
    var data: [UInt8] = []
    var sawEnd = false
    while position + 12 <= bytes.count {
      let length = word(bytes, position)
      let type = String(decoding: bytes[(position + 4)..<(position + 8)], as: UTF8.self)
      guard length >= 0, length <= bytes.count - position - 12 else {
        throw Failure(message: "truncated \(type) chunk")
      }
      let bodyRange = (position + 8)..<(position + 8 + length)
      let crc = UInt32(truncatingIfNeeded: word(bytes, position + 8 + length))
      guard crc == Checksums.crc32(bytes[(position + 4)..<(position + 8 + length)]) else {
        throw Failure(message: "CRC mismatch in \(type)")
      }
      switch type {
      // The header was read above; a second one would describe another image than the budget was checked for.
      case "IHDR" where position != 8: throw Failure(message: "a second IHDR chunk")
      case "PLTE": palette = Array(bytes[bodyRange])
      case "tRNS": transparency = Array(bytes[bodyRange])
      case "IDAT": data += bytes[bodyRange]
      case "IEND": sawEnd = true
      default: break
      }
      position += 12 + length
      if sawEnd { break }
    }
    // Adam7 passes: (x start, y start, x step, y step); one full pass without interlacing.
    let raw: [UInt8]
    // No more than the rows need (Adam7's passes add at most a filter byte per pass row): a stream that inflates
    // past that is refused rather than held in memory.
    let needed = height * (1 + (width * channels * depth + 7) / 8) + 8 * (height + 8)
    do { raw = try Inflate.zlib(data, limit: needed) } catch { throw Failure(message: "IDAT: \(error.message)") }
    // Every row present before the image is allocated: short data is an error, not a mostly empty image.
    let passes: [(Int, Int, Int, Int)] =
      interlace == 1
      ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
      : [(0, 0, 1, 1)]
    let rowBytes = passes.reduce(0) { total, pass in
      let passWidth = (width - pass.0 + pass.2 - 1) / pass.2
      let passHeight = (height - pass.1 + pass.3 - 1) / pass.3
      return passWidth > 0 && passHeight > 0 ? total + passHeight * (1 + (passWidth * channels * depth + 7) / 8) : total
    }
    guard raw.count >= rowBytes else { throw Failure(message: "image data too short") }
    var image = RGBAImage(width: width, height: height)
    let format = Format(
      channels: channels, depth: depth, colorType: colorType, palette: palette, transparency: transparency)
    var offset = 0
    for (x0, y0, dx, dy) in passes {
      let passWidth = (width - x0 + dx - 1) / dx
      let passHeight = (height - y0 + dy - 1) / dy
      guard passWidth > 0, passHeight > 0 else { continue }
      let stride = (passWidth * channels * depth + 7) / 8
      let bytesPerPixel = max(1, channels * depth / 8)
      var previous = [UInt8](repeating: 0, count: stride)
      for row in 0..<passHeight {
        guard offset + 1 + stride <= raw.count else { throw Failure(message: "image data too short") }
        let filter = raw[offset]
        guard filter <= 4 else { throw Failure(message: "unknown filter \(filter)") }
        var line = Array(raw[(offset + 1)..<(offset + 1 + stride)])
        offset += 1 + stride
        for i in 0..<stride {
          let a = i >= bytesPerPixel ? Int(line[i - bytesPerPixel]) : 0
          let b = Int(previous[i])
          let c = i >= bytesPerPixel ? Int(previous[i - bytesPerPixel]) : 0
          line[i] = line[i] &+ UInt8(truncatingIfNeeded: predictor(filter, a, b, c))
        }
        for column in 0..<passWidth {
          let pixel = try format.pixel(line, column)
          let x = x0 + column * dx
          let y = y0 + row * dy
          let i = (y * width + x) * 4
          image.pixels[i] = pixel.0
          image.pixels[i + 1] = pixel.1
          image.pixels[i + 2] = pixel.2
          image.pixels[i + 3] = pixel.3
        }
        previous = line
      }
    }
    return image
  }

  struct Format {
    let channels: Int
    let depth: Int
    let colorType: Int
    let palette: [UInt8]
    let transparency: [UInt8]

    /// Sample `index` of a row, as its raw value (0 … 2^depth − 1).
    func sample(_ line: [UInt8], _ index: Int) -> Int {
      switch depth {
      case 16: return Int(line[index * 2]) << 8 | Int(line[index * 2 + 1])
      case 8: return Int(line[index])
      default:
        let bit = index * depth
        let byte = Int(line[bit / 8])
        return byte >> (8 - depth - bit % 8) & ((1 << depth) - 1)
      }
    }

    /// A sample scaled to 8 bits.
    func scaled(_ value: Int) -> UInt8 {
      switch depth {
      case 16: return UInt8(value >> 8)
      case 8: return UInt8(value)
      default: return UInt8(value * 255 / ((1 << depth) - 1))
      }
    }

    func pixel(_ line: [UInt8], _ column: Int) throws(Failure) -> (UInt8, UInt8, UInt8, UInt8) {
      let base = column * channels
      switch colorType {
      case 0:
        let value = sample(line, base)
        let gray = scaled(value)
        let transparent = transparency.count >= 2 && value == (Int(transparency[0]) << 8 | Int(transparency[1]))
        return (gray, gray, gray, transparent ? 0 : 255)
      case 2:
        let r = sample(line, base), g = sample(line, base + 1), b = sample(line, base + 2)
        var alpha: UInt8 = 255
        if transparency.count >= 6 {
          let key = (0..<3).map { Int(transparency[$0 * 2]) << 8 | Int(transparency[$0 * 2 + 1]) }
          if key == [r, g, b] { alpha = 0 }
        }
        return (scaled(r), scaled(g), scaled(b), alpha)
      case 3:
        let index = sample(line, base)
        guard index * 3 + 2 < palette.count else { throw Failure(message: "palette index \(index) out of range") }
        let alpha = index < transparency.count ? transparency[index] : 255
        return (palette[index * 3], palette[index * 3 + 1], palette[index * 3 + 2], alpha)
      case 4:
        let gray = scaled(sample(line, base))
        return (gray, gray, gray, scaled(sample(line, base + 1)))
      default:
        return (
          scaled(sample(line, base)), scaled(sample(line, base + 1)), scaled(sample(line, base + 2)),
          scaled(sample(line, base + 3))
        )
      }
    }
  }
}
