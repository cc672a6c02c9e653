import Foundation
import RPC
import TabAnalysis

/// `tabls layout --spec FILE.json`: the frames of a tab bar from an explicit spec (`docs/layout.md`);
/// `tabls devices`: the device presets.
enum LayoutCommand {
  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    var arguments = arguments
    guard let file = try arguments.option("--spec") else { throw UsageError("usage: tabls layout --spec FILE.json") }
    _ = try arguments.positionals(max: 0)
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
