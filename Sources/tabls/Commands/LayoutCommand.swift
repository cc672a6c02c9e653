import Foundation
import JSON
import RPC
import TabAnalysis

/// `tabls layout --spec FILE.json | FILE[:LINE]`: the frames of a tab bar from an explicit spec (`docs/layout.md`)
/// or from a source file; `tabls devices`: the device presets.
enum LayoutCommand {
  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    var arguments = arguments
    let specFile = try arguments.option("--spec")
    let explicitRoot = try arguments.option("--root")
    let device = try DeviceOption.read(&arguments)
    let osOption = try OSOption.read(&arguments)
    let language = try arguments.option("--language")
    let positionals = try arguments.positionals(max: 1)
    guard let file = specFile else {
      // `tabls layout FILE[:LINE]`: the tab bar of a source file.
      guard let target = positionals.first else {
        throw UsageError("usage: tabls layout FILE[:LINE] | --spec FILE.json")
      }
      let root = explicitRoot ?? SourceTabBar.projectRoot(of: target)
      guard let found = try SourceTabBar.find(target, root: root) else { return 1 }
      let os = OSOption.resolve(osOption, root: root)
      let spec = found.spec(device: device.device(for: os), language: language, os: os)
      var layout = LayoutEngine.layout(spec)
      layout.relativizeFiles(to: WorkspaceRoots.canonical(root))
      layout.setDrawn(found.drawn())
      print(JSONWriter.string(layout.json, pretty: true))
      return layout.errors.isEmpty ? 0 : 1
    }
    guard let bytes = FileReader.readNamed(file) else { throw UsageError("cannot read \(file)") }
    var spec: LayoutSpec
    do {
      spec = try LayoutSpec(json: try JSONParser.parse(bytes))
    } catch let error as JSONParseError {
      printError("\(file):\(error.line):\(error.column): \(error.message)")
      return 1
    } catch {
      printError("\(file): \(error)")
      return 1
    }
    // The command line's device and orientation override the file's.
    if device.isExplicit {
      spec.device = device.device
    } else if device.landscape {
      spec.device = rotated(spec.device)
    }
    let layout = LayoutEngine.layout(spec)
    print(JSONWriter.string(layout.json, pretty: true))
    return layout.errors.isEmpty ? 0 : 1
  }

  /// A spec's own device in landscape: the sides swapped, the bottom inset kept.
  static func rotated(_ device: Device) -> Device {
    guard device.height > device.width else { return device }
    var turned = device
    turned.width = device.height
    turned.height = device.width
    turned.safeArea = EdgeInsets(bottom: device.safeArea.bottom)
    return turned
  }

  static func devices() -> Int32 {
    for preset in DevicePresets.all {
      let name = preset.name.padding(toLength: 18, withPad: " ", startingAt: 0)
      if let posture = preset.duoPosture {
        print(
          "\(preset.name) size unknown: give --screen WxH; \(posture.hasVerticalRail ? "vertical rail (48 pt, icons only)" : "horizontal bar")"
        )
        continue
      }
      print(
        "\(name) \(Int(preset.width)) × \(Int(preset.height)) pt, bottom inset \(Int(preset.bottomPortrait)) portrait / \(Int(preset.bottomLandscape)) landscape"
      )
    }
    return 0
  }
}
