/// The value of an ASCII hexadecimal digit, for every escape syntax the project reads (JSON `\u`, `.strings`
/// `\U`, Swift `\u{…}`, C `\u`).
public enum HexDigit {
  @inline(__always)
  public static func value(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }
}
