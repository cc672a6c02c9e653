import Foundation
import RPC
import TabAnalysis

/// `tabls layout --spec FILE.json | FILE[:LINE]`: the frames of a tab bar from an explicit spec (`docs/layout.md`)
/// or from a source file; `tabls devices`: the device presets.
enum LayoutCommand {
  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    var arguments = arguments
    let specFile = try arguments.option("--spec")
    let root = try arguments.option("--root") ?? FileManager.default.currentDirectoryPath
    let deviceName = try arguments.option("--device") ?? "iPhone 15"
    let landscape = arguments.flag("--landscape")
    let positionals = try arguments.positionals(max: 1)
    guard let file = specFile else {
      // `tabls layout FILE[:LINE]`: the tab bar of a source file.
      guard let target = positionals.first else {
        throw UsageError("usage: tabls layout FILE[:LINE] | --spec FILE.json")
      }
      guard let preset = DevicePresets.preset(named: deviceName) else {
        throw UsageError("unknown device '\(deviceName)' (see 'tabls devices')")
      }
      guard let found = try SourceTabBar.find(target, root: root) else { return 1 }
      let spec = PreviewSpec.spec(
        for: found.tabBar, in: found.scan, index: found.workspace.index,
        device: DevicePresets.device(preset, landscape: landscape))
      let layout = LayoutEngine.layout(spec)
      print(JSONWriter.string(layout.json, pretty: true))
      return layout.errors.isEmpty ? 0 : 1
    }
    guard let bytes = FileReader.read(file) else { throw UsageError("cannot read \(file)") }
    let spec: LayoutSpec
    do {
      spec = try LayoutSpec(json: try JSONParser.parse(bytes))
    } catch let error as JSONParseError {
      printError("\(file):\(error.line):\(error.column): \(error.message)")
      return 1
    } catch {
      printError("\(file): \(error)")
      return 1
    }
    let layout = LayoutEngine.layout(spec)
    print(JSONWriter.string(layout.json, pretty: true))
    return layout.errors.isEmpty ? 0 : 1
  }

  static func devices() -> Int32 {
    for preset in DevicePresets.all {
      let name = preset.name.padding(toLength: 18, withPad: " ", startingAt: 0)
      print(
        "\(name) \(Int(preset.width)) × \(Int(preset.height)) pt, bottom inset \(Int(preset.bottomPortrait)) portrait / \(Int(preset.bottomLandscape)) landscape"
      )
    }
    return 0
  }
}
