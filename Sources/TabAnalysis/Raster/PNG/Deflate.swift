import Dispatch

/// A DEFLATE (RFC 1951) compressor in a zlib (RFC 1950) wrapper: LZ77 with hash chains over a 32 KiB window,
/// then Huffman coding — per block, the smaller of the fixed codes and codes built for the block (dynamic),
/// falling back to a stored block when neither helps.
public enum Deflate: Sendable {
  public static func zlib(_ data: [UInt8]) -> [UInt8] {
    var writer = BitWriter()
    writer.bytes = [0x78, 0xDA]  // 32 KiB window, best compression
    let parts = split(data.count)
    if parts.count == 1 {
      compress(data, range: 0..<data.count, last: true, into: &writer)
    } else {
      // Independent halves on two cores (as pigz does): the first ends with an empty stored block so that it
      // ends on a byte boundary, and the second's bytes follow; only matches across the cut are lost.
      let outputs = Parts(count: parts.count)
      DispatchQueue.concurrentPerform(iterations: parts.count) { index in
        var part = BitWriter()
        compress(data, range: parts[index], last: index == parts.count - 1, into: &part)
        if index < parts.count - 1 {
          part.write(0, bits: 3)  // a stored block, not the last
          part.alignToByte()
          part.bytes += [0, 0, 0xFF, 0xFF]  // of length 0
        }
        part.flush()
        outputs.set(index, part.bytes)
      }
      writer.bytes += outputs.joined()
    }
    writer.flush()
    let adler = Checksums.adler32(data)
    writer.bytes += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
    return writer.bytes
  }

  /// Data smaller than this is compressed in one piece (a second thread costs more than it saves).
  static let parallelThreshold = 256 * 1024

  /// One range, or two halves cut at a block boundary.
  static func split(_ count: Int) -> [Range<Int>] {
    guard count >= parallelThreshold else { return [0..<count] }
    let cut = (count / 2 / 65_535) * 65_535
    return cut == 0 ? [0..<count] : [0..<cut, cut..<count]
  }

  /// Each thread writes its own slot, and `concurrentPerform` returns after all: no lock is needed.
  private final class Parts: @unchecked Sendable {
    var bytes: [[UInt8]]
    init(count: Int) { bytes = Array(repeating: [], count: count) }
    func set(_ index: Int, _ value: [UInt8]) { bytes[index] = value }
    func joined() -> [UInt8] { Array(bytes.joined()) }
  }

  /// A literal (0–255), or a match of `length` bytes `distance` back.
  enum Symbol {
    case literal(UInt8)
    case match(length: Int, distance: Int)
  }

  /// Compresses `data[range]` (matches reach back no further than the range's start).
  static func compress(_ data: [UInt8], range: Range<Int>, last: Bool, into writer: inout BitWriter) {
    let blockSize = 65_535  // the most a stored block can hold
    var start = range.lowerBound
    var matcher = Matcher(data: data, from: range.lowerBound)
    repeat {
      let end = min(start + blockSize, range.upperBound)
      let symbols = matcher.symbols(from: start, to: end)
      writeBlock(symbols, raw: Array(data[start..<end]), last: last && end == range.upperBound, into: &writer)
      start = end
    } while start < range.upperBound
  }

  // MARK: - LZ77

  struct Matcher {
    let data: [UInt8]
    var head = [Int32](repeating: -1, count: 1 << 15)
    var previous: [Int32]
    /// Chain length and a "good enough" match length, as zlib's level 6 balances them.
    static let maxChain = 32
    static let goodEnough = 128

    /// Where this matcher's part starts: positions before it are never indexed, so never matched (they belong to
    /// another thread's part); `previous` is indexed from here.
    let origin: Int

    init(data: [UInt8], from origin: Int = 0) {
      self.data = data
      self.origin = origin
      previous = [Int32](repeating: -1, count: data.count - origin)
    }

    @inline(__always) func hash(_ i: Int) -> Int {
      (Int(data[i]) << 10 ^ Int(data[i + 1]) << 5 ^ Int(data[i + 2])) & 0x7FFF
    }

    mutating func insert(_ i: Int) {
      guard i + 2 < data.count else { return }
      let h = hash(i)
      previous[i - origin] = head[h]
      head[h] = Int32(i)
    }

    mutating func symbols(from start: Int, to end: Int) -> [Symbol] {
      var symbols: [Symbol] = []
      var i = start
      while i < end {
        var bestLength = 0
        var bestDistance = 0
        if i + 2 < data.count && i + 3 <= end {
          var candidate = Int(head[hash(i)])
          var chain = 0
          let limit = min(258, end - i)
          data.withUnsafeBufferPointer { bytes in
            while candidate >= 0 && i - candidate <= 32768 && chain < Self.maxChain {
              var length = 0
              while length < limit && bytes[candidate + length] == bytes[i + length] { length += 1 }
              if length > bestLength {
                bestLength = length
                bestDistance = i - candidate
                if length >= min(limit, Self.goodEnough) { break }
              }
              candidate = Int(previous[candidate - origin])
              chain += 1
            }
          }
        }
        if bestLength >= 3 {
          symbols.append(.match(length: bestLength, distance: bestDistance))
          // Long matches (runs of background) index only their ends: inserting every position cost more than
          // the matches it finds (as zlib's max_insert_length does).
          if bestLength <= 32 {
            for j in i..<(i + bestLength) { insert(j) }
          } else {
            for j in i..<(i + 4) { insert(j) }
            for j in (i + bestLength - 4)..<(i + bestLength) { insert(j) }
          }
          i += bestLength
        } else {
          symbols.append(.literal(data[i]))
          insert(i)
          i += 1
        }
      }
      return symbols
    }
  }

  // MARK: - Blocks

  static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
  static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
    8193, 12289, 16385, 24577,
  ]
  static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]

  static func lengthCode(_ length: Int) -> Int {
    var code = 0
    while code + 1 < lengthBase.count && lengthBase[code + 1] <= length { code += 1 }
    return code
  }

  static func distanceCode(_ distance: Int) -> Int {
    var code = 0
    while code + 1 < distanceBase.count && distanceBase[code + 1] <= distance { code += 1 }
    return code
  }

  static let fixedLiteralLengths: [Int] = (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }
  static let fixedDistanceLengths = [Int](repeating: 5, count: 30)

  static func writeBlock(_ symbols: [Symbol], raw: [UInt8], last: Bool, into writer: inout BitWriter) {
    var literalCounts = [Int](repeating: 0, count: 286)
    var distanceCounts = [Int](repeating: 0, count: 30)
    for symbol in symbols {
      switch symbol {
      case .literal(let byte): literalCounts[Int(byte)] += 1
      case .match(let length, let distance):
        literalCounts[257 + lengthCode(length)] += 1
        distanceCounts[distanceCode(distance)] += 1
      }
    }
    literalCounts[256] = 1
    let literalLengths = Huffman.lengths(literalCounts, maxLength: 15)
    var distanceLengths = Huffman.lengths(distanceCounts, maxLength: 15)
    if distanceLengths.allSatisfy({ $0 == 0 }) { distanceLengths[0] = 1 }
    let header = DynamicHeader(literalLengths: literalLengths, distanceLengths: distanceLengths)
    let dynamicBits = header.bits + cost(symbols, literalLengths, distanceLengths)
    let fixedBits = cost(symbols, fixedLiteralLengths, fixedDistanceLengths)
    let storedBits = (raw.count + 5) * 8
    writer.write(last ? 1 : 0, bits: 1)
    if storedBits < min(dynamicBits, fixedBits) {
      writer.write(0, bits: 2)
      writer.alignToByte()
      let length = raw.count
      writer.bytes += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
      writer.bytes += raw
    } else if fixedBits <= dynamicBits {
      writer.write(1, bits: 2)
      emit(
        symbols, Huffman.codes(fixedLiteralLengths), fixedLiteralLengths, Huffman.codes(fixedDistanceLengths),
        fixedDistanceLengths, &writer)
    } else {
      writer.write(2, bits: 2)
      header.write(into: &writer)
      emit(
        symbols, Huffman.codes(literalLengths), literalLengths, Huffman.codes(distanceLengths), distanceLengths, &writer
      )
    }
  }

  static func cost(_ symbols: [Symbol], _ literal: [Int], _ distance: [Int]) -> Int {
    var bits = literal[256]
    for symbol in symbols {
      switch symbol {
      case .literal(let byte): bits += literal[Int(byte)]
      case .match(let length, let distanceValue):
        let l = lengthCode(length)
        let d = distanceCode(distanceValue)
        bits += literal[257 + l] + lengthExtra[l] + distance[d] + distanceExtra[d]
      }
    }
    return bits
  }

  static func emit(
    _ symbols: [Symbol], _ literalCodes: [UInt32], _ literalLengths: [Int], _ distanceCodes: [UInt32],
    _ distanceLengths: [Int], _ writer: inout BitWriter
  ) {
    for symbol in symbols {
      switch symbol {
      case .literal(let byte):
        writer.writeCode(literalCodes[Int(byte)], length: literalLengths[Int(byte)])
      case .match(let length, let distance):
        let l = lengthCode(length)
        writer.writeCode(literalCodes[257 + l], length: literalLengths[257 + l])
        writer.write(UInt32(length - lengthBase[l]), bits: lengthExtra[l])
        let d = distanceCode(distance)
        writer.writeCode(distanceCodes[d], length: distanceLengths[d])
        writer.write(UInt32(distance - distanceBase[d]), bits: distanceExtra[d])
      }
    }
    writer.writeCode(literalCodes[256], length: literalLengths[256])
  }
}

/// The code-length header of a dynamic block (RFC 1951 §3.2.7), run-length coded with symbols 16–18.
public struct DynamicHeader: Sendable {
  let literalCount: Int
  let distanceCount: Int
  let runs: [(symbol: Int, extra: UInt32, extraBits: Int)]
  let codeLengthLengths: [Int]
  static let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  init(literalLengths: [Int], distanceLengths: [Int]) {
    var literalCount = 286
    while literalCount > 257 && literalLengths[literalCount - 1] == 0 { literalCount -= 1 }
    var distanceCount = 30
    while distanceCount > 1 && distanceLengths[distanceCount - 1] == 0 { distanceCount -= 1 }
    self.literalCount = literalCount
    self.distanceCount = distanceCount
    let all = Array(literalLengths[..<literalCount]) + Array(distanceLengths[..<distanceCount])
    var runs: [(Int, UInt32, Int)] = []
    var i = 0
    while i < all.count {
      let value = all[i]
      var run = 1
      while i + run < all.count && all[i + run] == value { run += 1 }
      var remaining = run
      if value == 0 {
        while remaining >= 11 {
          let n = min(remaining, 138)
          runs.append((18, UInt32(n - 11), 7))
          remaining -= n
        }
        if remaining >= 3 {
          runs.append((17, UInt32(remaining - 3), 3))
          remaining = 0
        }
      } else {
        runs.append((value, 0, 0))
        remaining -= 1
        while remaining >= 3 {
          let n = min(remaining, 6)
          runs.append((16, UInt32(n - 3), 2))
          remaining -= n
        }
      }
      for _ in 0..<remaining { runs.append((value, 0, 0)) }
      i += run
    }
    self.runs = runs
    var counts = [Int](repeating: 0, count: 19)
    for run in runs { counts[run.0] += 1 }
    codeLengthLengths = Huffman.lengths(counts, maxLength: 7)
  }

  var codeLengthCount: Int {
    var count = 19
    while count > 4 && codeLengthLengths[Self.order[count - 1]] == 0 { count -= 1 }
    return count
  }

  var bits: Int {
    14 + 3 * codeLengthCount + runs.reduce(0) { $0 + codeLengthLengths[$1.symbol] + $1.extraBits }
  }

  func write(into writer: inout BitWriter) {
    writer.write(UInt32(literalCount - 257), bits: 5)
    writer.write(UInt32(distanceCount - 1), bits: 5)
    writer.write(UInt32(codeLengthCount - 4), bits: 4)
    for index in 0..<codeLengthCount { writer.write(UInt32(codeLengthLengths[Self.order[index]]), bits: 3) }
    let codes = Huffman.codes(codeLengthLengths)
    for run in runs {
      writer.writeCode(codes[run.symbol], length: codeLengthLengths[run.symbol])
      writer.write(run.extra, bits: run.extraBits)
    }
  }
}

/// Length-limited Huffman code lengths and canonical codes.
public enum Huffman: Sendable {
  /// Code lengths for symbol frequencies, no longer than `maxLength` (package-merge would be optimal; this
  /// builds a plain Huffman tree and rescales the frequencies until the depth fits, which is near-optimal).
  static func lengths(_ counts: [Int], maxLength: Int) -> [Int] {
    var frequencies = counts
    while true {
      let used = frequencies.indices.filter { frequencies[$0] > 0 }
      var lengths = [Int](repeating: 0, count: counts.count)
      if used.isEmpty { return lengths }
      if used.count == 1 {
        lengths[used[0]] = 1
        return lengths
      }
      // Nodes: (weight, symbols under it).
      var nodes: [(weight: Int, symbols: [Int])] = used.map { (frequencies[$0], [$0]) }
      nodes.sort { $0.weight < $1.weight }
      while nodes.count > 1 {
        let a = nodes.removeFirst()
        let b = nodes.removeFirst()
        for symbol in a.symbols + b.symbols { lengths[symbol] += 1 }
        let merged = (weight: a.weight + b.weight, symbols: a.symbols + b.symbols)
        let position = nodes.firstIndex { $0.weight > merged.weight } ?? nodes.count
        nodes.insert(merged, at: position)
      }
      if lengths.max()! <= maxLength { return lengths }
      frequencies = frequencies.map { $0 == 0 ? 0 : max(1, $0 / 2) }
    }
  }

  /// Canonical codes (RFC 1951 §3.2.2), bit-reversed for LSB-first writing.
  static func codes(_ lengths: [Int]) -> [UInt32] {
    let maxLength = lengths.max() ?? 0
    var counts = [Int](repeating: 0, count: maxLength + 1)
    for length in lengths where length > 0 { counts[length] += 1 }
    var next = [UInt32](repeating: 0, count: maxLength + 2)
    var code: UInt32 = 0
    if maxLength > 0 {
      for bits in 1...maxLength {
        code = (code + UInt32(counts[bits - 1])) << 1
        next[bits] = code
      }
    }
    return lengths.map { length in
      guard length > 0 else { return 0 }
      let value = next[length]
      next[length] += 1
      var reversed: UInt32 = 0
      for bit in 0..<length where value >> UInt32(bit) & 1 == 1 { reversed |= 1 << UInt32(length - 1 - bit) }
      return reversed
    }
  }
}

/// Bits written least-significant first, as DEFLATE packs them.
public struct BitWriter: Sendable {
  var bytes: [UInt8] = []
  var buffer: UInt64 = 0
  var count = 0

  mutating func write(_ value: UInt32, bits: Int) {
    guard bits > 0 else { return }
    buffer |= UInt64(value & ((1 << UInt32(bits)) - 1)) << UInt64(count)
    count += bits
    while count >= 8 {
      bytes.append(UInt8(buffer & 0xFF))
      buffer >>= 8
      count -= 8
    }
  }

  mutating func writeCode(_ code: UInt32, length: Int) { write(code, bits: length) }

  mutating func alignToByte() {
    if count > 0 {
      bytes.append(UInt8(buffer & 0xFF))
      buffer = 0
      count = 0
    }
  }

  mutating func flush() { alignToByte() }
}
