import Raster
import TabAnalysis

/// `--device NAME [--landscape] [--screen WxH]`: a preset in an orientation, or an iPhone Duo posture on the
/// screen size the user gives (no source records one).
struct DeviceOption {
  var preset: DevicePresets.Preset
  var landscape: Bool
  var screen: Size?
  /// Whether `--device` was given (a layout spec file's own device is kept otherwise).
  var isExplicit: Bool

  static func read(_ arguments: inout Arguments) throws(UsageError) -> DeviceOption {
    let name = try arguments.option("--device")
    let landscape = arguments.flag("--landscape")
    let screen = try arguments.option("--screen").map { text throws(UsageError) -> Size in try size(text) }
    guard let preset = DevicePresets.preset(named: name ?? DevicePresets.defaultPreset(for: .iOS18).name) else {
      throw UsageError("unknown device '\(name ?? "")' (see 'tabls devices')")
    }
    if preset.duoPosture != nil && screen == nil {
      throw UsageError("no source gives the size of \(preset.name): pass --screen WxH (points)")
    }
    return DeviceOption(preset: preset, landscape: landscape, screen: screen, isExplicit: name != nil)
  }

  static func size(_ text: String) throws(UsageError) -> Size {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width.isFinite,
      height.isFinite, (1...10_000).contains(width), (1...10_000).contains(height)
    else { throw UsageError("--screen takes WxH in points (1…10000), not '\(text)'") }
    return Size(width, height)
  }

  /// The device named, else the default for `os` (`DevicePresets.defaultPreset(for:)`).
  func device(for os: TargetOS) -> Device {
    guard !isExplicit else { return device }
    return DevicePresets.device(DevicePresets.defaultPreset(for: os), landscape: landscape)
  }

  var device: Device {
    if let screen {
      guard preset.duoPosture != nil else {
        var device = DevicePresets.device(preset, landscape: landscape)
        device.width = screen.width
        device.height = screen.height
        return device
      }
      return DevicePresets.duoDevice(preset, screen: screen)
    }
    return DevicePresets.device(preset, landscape: landscape)
  }
}
