import JSON

extension Canvas {
  /// `#RRGGBB` / `#RRGGBBAA` (or without `#`), nil for anything else.
  public static func color(hex text: String) -> Color? {
    let digits = Array((text.hasPrefix("#") ? text.dropFirst() : text[...]).utf8)
    guard digits.count == 6 || digits.count == 8, digits.allSatisfy({ HexDigit.value($0) != nil }) else { return nil }
    func byte(_ index: Int) -> UInt8 { UInt8(HexPair.value(digits[index * 2], digits[index * 2 + 1])) }
    return (byte(0), byte(1), byte(2), digits.count == 8 ? byte(3) : 255)
  }
}
