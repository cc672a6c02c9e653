import Raster

/// Screens of the layout spec (§10), portrait size and bottom safe inset in portrait / landscape.
public enum DevicePresets {
  public struct Preset: Sendable {
    public var name: String
    public var width: Double
    public var height: Double
    public var bottomPortrait: Double
    public var bottomLandscape: Double
    public var topPortrait: Double
    /// iPhone Duo postures: their screen size is in no source, so it must be given (`--screen WxH`).
    public var duoPosture: DuoPosture? = nil
  }

  /// sunimp/TabBar's README: closed (outer screen) and unfolded landscape put the bar in the system's vertical
  /// rail, icons only; unfolded portrait keeps a horizontal bar at the bottom.
  public enum DuoPosture: String, Sendable, CaseIterable {
    case closed
    case unfoldedLandscape = "unfolded landscape"
    case unfoldedPortrait = "unfolded portrait"

    public var hasVerticalRail: Bool { self != .unfoldedPortrait }
  }

  public static let all: [Preset] =
    [
      Preset(name: "iPhone SE", width: 320, height: 568, bottomPortrait: 0, bottomLandscape: 0, topPortrait: 20),
      Preset(name: "iPhone SE (3rd)", width: 375, height: 667, bottomPortrait: 0, bottomLandscape: 0, topPortrait: 20),
      Preset(name: "iPhone 8 Plus", width: 414, height: 736, bottomPortrait: 0, bottomLandscape: 0, topPortrait: 20),
      Preset(name: "iPhone 13 mini", width: 375, height: 812, bottomPortrait: 34, bottomLandscape: 21, topPortrait: 50),
      Preset(name: "iPhone 11", width: 414, height: 896, bottomPortrait: 34, bottomLandscape: 21, topPortrait: 48),
      Preset(name: "iPhone 14", width: 390, height: 844, bottomPortrait: 34, bottomLandscape: 21, topPortrait: 47),
      Preset(name: "iPhone 14 Plus", width: 428, height: 926, bottomPortrait: 34, bottomLandscape: 21, topPortrait: 47),
      Preset(name: "iPhone 15", width: 393, height: 852, bottomPortrait: 34, bottomLandscape: 21, topPortrait: 59),
      Preset(
        name: "iPhone 15 Pro Max", width: 430, height: 932, bottomPortrait: 34, bottomLandscape: 21, topPortrait: 59),
      Preset(name: "iPhone 16 Pro", width: 402, height: 874, bottomPortrait: 34, bottomLandscape: 21, topPortrait: 62),
      Preset(
        name: "iPhone 16 Pro Max", width: 440, height: 956, bottomPortrait: 34, bottomLandscape: 21, topPortrait: 62),
      Preset(name: "iPad mini", width: 768, height: 1024, bottomPortrait: 0, bottomLandscape: 0, topPortrait: 20),
      Preset(name: "iPad 10.2", width: 810, height: 1080, bottomPortrait: 0, bottomLandscape: 0, topPortrait: 20),
      Preset(name: "iPad Air", width: 820, height: 1180, bottomPortrait: 20, bottomLandscape: 20, topPortrait: 24),
      Preset(name: "iPad Pro 11", width: 834, height: 1194, bottomPortrait: 20, bottomLandscape: 20, topPortrait: 24),
      Preset(
        name: "iPad Pro 12.9", width: 1024, height: 1366, bottomPortrait: 20, bottomLandscape: 20, topPortrait: 24),
    ]
    + DuoPosture.allCases.map { posture in
      Preset(
        name: "iPhone Duo \(posture.rawValue)", width: 0, height: 0, bottomPortrait: 0, bottomLandscape: 0,
        topPortrait: 0,
        duoPosture: posture)
    }

  /// Aliases for the same screens (the spec groups several models per size).
  static let aliases: [String: String] = [
    "iPhone SE 2nd": "iPhone SE (3rd)", "iPhone 8": "iPhone SE (3rd)", "iPhone X": "iPhone 13 mini",
    "iPhone XS": "iPhone 13 mini", "iPhone 11 Pro": "iPhone 13 mini", "iPhone 12 mini": "iPhone 13 mini",
    "iPhone XR": "iPhone 11", "iPhone XS Max": "iPhone 11", "iPhone 12": "iPhone 14", "iPhone 13": "iPhone 14",
    "iPhone 16e": "iPhone 14", "iPhone 12 Pro Max": "iPhone 14 Plus", "iPhone 13 Pro Max": "iPhone 14 Plus",
    "iPhone 15 Pro": "iPhone 15", "iPhone 16": "iPhone 15", "iPhone 14 Pro": "iPhone 15",
    "iPhone 15 Plus": "iPhone 15 Pro Max", "iPhone 16 Plus": "iPhone 15 Pro Max", "iPhone 17": "iPhone 16 Pro",
    "iPhone 17 Pro": "iPhone 16 Pro", "iPhone 17 Pro Max": "iPhone 16 Pro Max",
  ]

  /// The device a preview is drawn on when none is named: a current iPhone (iPhone 17 Pro, 402 × 874 pt) for
  /// the releases with Liquid Glass, whose pictures were measured on one; iPhone 15 for iOS 18's classic bar.
  public static func defaultPreset(for os: TargetOS) -> Preset {
    preset(named: os == .iOS18 ? "iPhone 15" : "iPhone 17 Pro")!
  }

  public static func preset(named name: String) -> Preset? {
    let key = name.lowercased()
    if let found = all.first(where: { $0.name.lowercased() == key }) { return found }
    guard let alias = aliases.first(where: { $0.key.lowercased() == key })?.value else { return nil }
    return all.first { $0.name == alias }
  }

  /// An iPhone Duo posture on a screen of `size` points (as the system reports it; no source gives one): the
  /// vertical rail where the posture has one.
  public static func duoDevice(_ preset: Preset, screen size: Size) -> Device {
    var device = Device(name: preset.name, width: size.width, height: size.height, safeArea: EdgeInsets())
    device.verticalRail = preset.duoPosture?.hasVerticalRail ?? false
    return device
  }

  /// The device in an orientation: landscape swaps the sides and takes the landscape bottom inset.
  public static func device(_ preset: Preset, landscape: Bool = false) -> Device {
    landscape
      ? Device(
        name: preset.name, width: preset.height, height: preset.width,
        safeArea: EdgeInsets(bottom: preset.bottomLandscape))
      : Device(
        name: preset.name, width: preset.width, height: preset.height,
        safeArea: EdgeInsets(top: preset.topPortrait, bottom: preset.bottomPortrait))
  }
}
