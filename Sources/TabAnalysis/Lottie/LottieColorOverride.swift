import JSON
import Raster

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
  public static func hex(_ text: String) -> Canvas.Color? { Canvas.color(hex: text) }
}
