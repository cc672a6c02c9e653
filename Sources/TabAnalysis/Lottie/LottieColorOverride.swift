import JSON

extension LottieFirstFrame.ColorOverride {
  /// `KEYPATH=#RRGGBB` or `KEYPATH=#RRGGBBAA` (the `#` optional), as `tabls preview --color` takes it; the colour
  /// is after the last `=`, so a keypath may hold one.
  public init?(argument: String) {
    guard let equals = argument.lastIndex(of: "="),
      let color = Self.hex(String(argument[argument.index(after: equals)...]))
    else { return nil }
    let keypath = String(argument[..<equals])
    guard !keypath.isEmpty else { return nil }
    self.init(keypath: keypath, color: color)
  }

  /// `#RRGGBB` / `#RRGGBBAA` (or without `#`), nil for anything else.
  public static func hex(_ text: String) -> Canvas.Color? {
    let digits = Array((text.hasPrefix("#") ? text.dropFirst() : text[...]).utf8)
    guard digits.count == 6 || digits.count == 8, digits.allSatisfy({ HexDigit.value($0) != nil }) else { return nil }
    func byte(_ index: Int) -> UInt8 { UInt8(HexPair.value(digits[index * 2], digits[index * 2 + 1])) }
    return (byte(0), byte(1), byte(2), digits.count == 8 ? byte(3) : 255)
  }
}
