/// CRC-32 (ISO-HDLC, as PNG chunks use) and Adler-32 (as zlib streams end with).
public enum Checksums: Sendable {
  static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  public static func crc32<C: Collection>(_ bytes: C, start: UInt32 = 0) -> UInt32 where C.Element == UInt8 {
    var crc = ~start
    for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return ~crc
  }

  public static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    var index = 0
    while index < bytes.count {
      // 5552 bytes is the most that cannot overflow before the modulo.
      let end = min(index + 5552, bytes.count)
      while index < end {
        a &+= UInt32(bytes[index])
        b &+= a
        index += 1
      }
      a %= 65521
      b %= 65521
    }
    return b << 16 | a
  }
}
