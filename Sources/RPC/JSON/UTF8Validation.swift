/// UTF-8 well-formedness per Unicode Table 3-7 (no overlongs, no surrogates, nothing above U+10FFFF).
public enum UTF8Validation {
  /// The length of the well-formed sequence that starts at `position` with a non-ASCII lead byte,
  /// or nil when the bytes there are not well-formed UTF-8.
  @inline(__always)
  public static func sequenceLength(at position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let end = bytes.count
    let lead = bytes[position]
    @inline(__always) func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
      let at = position + offset
      return at < end && bytes[at] >= low && bytes[at] <= high
    }
    switch lead {
    case 0xC2...0xDF:
      return continuation(1) ? 2 : nil
    case 0xE0:
      return continuation(1, 0xA0) && continuation(2) ? 3 : nil
    case 0xE1...0xEC, 0xEE...0xEF:
      return continuation(1) && continuation(2) ? 3 : nil
    case 0xED:
      return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : nil
    case 0xF0:
      return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : nil
    case 0xF1...0xF3:
      return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
    case 0xF4:
      return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : nil
    default:
      return nil
    }
  }

  /// The offset of the first ill-formed byte, or nil when all of `bytes` is well-formed UTF-8.
  public static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var position = 0
    while position < bytes.count {
      if bytes[position] < 0x80 {
        position += 1
      } else if let length = sequenceLength(at: position, in: bytes) {
        position += length
      } else {
        return position
      }
    }
    return nil
  }
}
