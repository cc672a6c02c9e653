/// A DEFLATE decompressor (stored, fixed and dynamic Huffman blocks) for zlib streams, as PNG's IDAT uses.
public enum Inflate: Sendable {
  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var message: String
    /// The stream would inflate past the limit it was given (the data may be fine).
    public var isOverLimit = false
    public var description: String { message }

    static func overLimit(_ limit: Int) -> Failure { Failure(message: "more than \(limit) bytes", isOverLimit: true) }
  }

  /// Decompresses a zlib stream (2-byte header, DEFLATE data, Adler-32), checking the checksum. Output past
  /// `limit` bytes is an error: a few kilobytes of DEFLATE can stand for gigabytes.
  public static func zlib(_ data: [UInt8], expectedSize: Int? = nil, limit: Int = 256 << 20) throws(Failure) -> [UInt8]
  {
    guard data.count >= 6, data[0] & 0x0F == 8, (UInt16(data[0]) << 8 | UInt16(data[1])) % 31 == 0 else {
      throw Failure(message: "not a zlib stream")
    }
    guard data[1] & 0x20 == 0 else { throw Failure(message: "preset dictionaries are not supported") }
    var reader = BitReader(bytes: data, position: 2)
    var output: [UInt8] = []
    output.reserveCapacity(min(expectedSize ?? data.count * 4, limit))
    try inflate(&reader, into: &output, limit: limit)
    reader.alignToByte()
    guard reader.position + 4 <= data.count else { throw Failure(message: "missing Adler-32") }
    let stored = data[reader.position..<reader.position + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    guard stored == Checksums.adler32(output) else { throw Failure(message: "Adler-32 mismatch") }
    return output
  }

  static func inflate(_ reader: inout BitReader, into output: inout [UInt8], limit: Int) throws(Failure) {
    var last = false
    while !last {
      last = try reader.bits(1) == 1
      switch try reader.bits(2) {
      case 0:
        reader.alignToByte()
        guard reader.position + 4 <= reader.bytes.count else { throw Failure(message: "truncated stored block") }
        let length = Int(reader.bytes[reader.position]) | Int(reader.bytes[reader.position + 1]) << 8
        let check = Int(reader.bytes[reader.position + 2]) | Int(reader.bytes[reader.position + 3]) << 8
        guard length == ~check & 0xFFFF else { throw Failure(message: "corrupt stored block length") }
        reader.position += 4
        guard reader.position + length <= reader.bytes.count else { throw Failure(message: "truncated stored block") }
        guard output.count + length <= limit else { throw .overLimit(limit) }
        output += reader.bytes[reader.position..<reader.position + length]
        reader.position += length
      case 1:
        try codes(
          &reader, &output, Decoder(lengths: Deflate.fixedLiteralLengths),
          Decoder(lengths: Deflate.fixedDistanceLengths), limit: limit)
      case 2:
        let (literal, distance) = try dynamicTables(&reader)
        try codes(&reader, &output, literal, distance, limit: limit)
      default:
        throw Failure(message: "invalid block type")
      }
    }
  }

  static func dynamicTables(_ reader: inout BitReader) throws(Failure) -> (Decoder, Decoder) {
    let literalCount = Int(try reader.bits(5)) + 257
    let distanceCount = Int(try reader.bits(5)) + 1
    let codeLengthCount = Int(try reader.bits(4)) + 4
    var codeLengthLengths = [Int](repeating: 0, count: 19)
    for index in 0..<codeLengthCount { codeLengthLengths[DynamicHeader.order[index]] = Int(try reader.bits(3)) }
    let codeLengths = Decoder(lengths: codeLengthLengths)
    var lengths: [Int] = []
    while lengths.count < literalCount + distanceCount {
      let symbol = try codeLengths.decode(&reader)
      switch symbol {
      case 0...15: lengths.append(symbol)
      case 16:
        guard let previous = lengths.last else { throw Failure(message: "repeat with no previous length") }
        lengths += repeatElement(previous, count: 3 + Int(try reader.bits(2)))
      case 17: lengths += repeatElement(0, count: 3 + Int(try reader.bits(3)))
      default: lengths += repeatElement(0, count: 11 + Int(try reader.bits(7)))
      }
    }
    guard lengths.count == literalCount + distanceCount else { throw Failure(message: "code lengths overflow") }
    return (Decoder(lengths: Array(lengths[..<literalCount])), Decoder(lengths: Array(lengths[literalCount...])))
  }

  static func codes(
    _ reader: inout BitReader, _ output: inout [UInt8], _ literal: Decoder, _ distance: Decoder, limit: Int
  ) throws(Failure) {
    while true {
      let symbol = try literal.decode(&reader)
      guard output.count < limit || symbol == 256 else { throw .overLimit(limit) }
      if symbol < 256 {
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let code = symbol - 257
        guard code < Deflate.lengthBase.count else { throw Failure(message: "invalid length code") }
        let length = Deflate.lengthBase[code] + Int(try reader.bits(Deflate.lengthExtra[code]))
        let distanceCode = try distance.decode(&reader)
        guard distanceCode < Deflate.distanceBase.count else { throw Failure(message: "invalid distance code") }
        let back = Deflate.distanceBase[distanceCode] + Int(try reader.bits(Deflate.distanceExtra[distanceCode]))
        guard back <= output.count else { throw Failure(message: "distance past the start of the output") }
        guard output.count + length <= limit else { throw .overLimit(limit) }
        let start = output.count - back
        for offset in 0..<length { output.append(output[start + offset]) }
      }
    }
  }

  /// Canonical Huffman decoding by code length (counts and sorted symbols, as zlib's "puff" does).
  struct Decoder {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    init(lengths: [Int]) {
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }

    func decode(_ reader: inout BitReader) throws(Failure) -> Int {
      var code = 0
      var first = 0
      var index = 0
      for length in 1...15 {
        code |= Int(try reader.bits(1))
        let count = counts[length]
        if code - count < first { return symbols[index + (code - first)] }
        index += count
        first = (first + count) << 1
        code <<= 1
      }
      throw Failure(message: "invalid Huffman code")
    }
  }
}

/// Bits read least-significant first.
public struct BitReader: Sendable {
  let bytes: [UInt8]
  var position: Int
  var buffer: UInt32 = 0
  var count = 0

  mutating func bits(_ needed: Int) throws(Inflate.Failure) -> UInt32 {
    guard needed > 0 else { return 0 }
    while count < needed {
      guard position < bytes.count else { throw Inflate.Failure(message: "unexpected end of compressed data") }
      buffer |= UInt32(bytes[position]) << UInt32(count)
      position += 1
      count += 8
    }
    let value = buffer & ((1 << UInt32(needed)) - 1)
    buffer >>= UInt32(needed)
    count -= needed
    return value
  }

  mutating func alignToByte() {
    buffer = 0
    count = 0
  }
}
