/// The keypaths lottie-ios's Main Thread engine logs (`logHierarchyKeypaths()`), as a pre-order dump of its
/// node tree (spec §3). Unsorted; `LottieKeypaths` sorts.
enum MainThreadKeypaths {
  static let layerTransform = [
    "Anchor Point", "Position", "Scale", "Rotation", "Rotation X", "Rotation Y", "Rotation Z", "Opacity",
  ]
  static let splitLayerTransform = [
    "Anchor Point", "X Position", "Y Position", "Scale", "Rotation", "Rotation X", "Rotation Y", "Rotation Z",
    "Opacity",
  ]
  static let groupTransform = [
    "Anchor Point", "Position", "Scale", "Rotation", "Rotation X", "Rotation Y", "Rotation Z", "Opacity", "Skew",
    "Skew Axis",
  ]

  static func list(_ animation: LottieAnimation) -> [String] {
    var output: [String] = []
    var visiting = Set<String>()
    for layer in animation.layers.reversed() {
      emit(layer, prefix: "", animation: animation, visiting: &visiting, into: &output)
    }
    return output
  }

  static func join(_ prefix: String, _ name: String) -> String { prefix.isEmpty ? name : prefix + "." + name }

  static func node(_ path: String, _ properties: [String], into output: inout [String]) {
    output.append(path)
    for property in properties { output.append(path + "." + property) }
  }

  static func emit(
    _ layer: LottieLayer, prefix: String, animation: LottieAnimation, visiting: inout Set<String>,
    into output: inout [String]
  ) {
    let path = join(prefix, layer.name)
    var properties: [String] = []
    if !layer.hidden {
      switch layer.type {
      case 1: properties = ["Color"]
      case 5: properties = ["Color", "Stroke Color"]
      case 0 where layer.hasTimeRemap && layer.referenceID.flatMap({ animation.assets[$0] }) != nil:
        properties = ["Time Remap"]
      default: break
      }
    }
    node(path, properties, into: &output)
    node(path + ".Transform", layer.transform.positionIsSplit ? splitLayerTransform : layerTransform, into: &output)
    guard !layer.hidden else { return }
    switch layer.type {
    case 4:
      items(layer.shapes, prefix: path, into: &output)
    case 5:
      if let animator = layer.textAnimator { node(path + "." + animator.name, animator.properties, into: &output) }
    case 0:
      // A precomp's children appear under the precomp layer's name; the asset adds no component. A precomp that
      // contains itself would recurse forever in lottie-ios; here its second visit is cut.
      guard let id = layer.referenceID, let children = animation.assets[id], visiting.insert(id).inserted else {
        return
      }
      for child in children { emit(child, prefix: path, animation: animation, visiting: &visiting, into: &output) }
      visiting.remove(id)
    default:
      break
    }
  }

  static func properties(of item: ShapeItem) -> [String]? {
    switch item.kind {
    case .group: return groupTransform
    case .fill: return ["Opacity", "Color"]
    case .stroke: return ["Opacity", "Color", "Stroke Width", "Dashes", "Dash Phase"]
    case .gradientFill: return ["Opacity", "Start Point", "End Point", "Colors"]
    case .gradientStroke:
      return ["Opacity", "Start Point", "End Point", "Colors", "Stroke Width", "Dashes", "Dash Phase"]
    case .ellipse: return ["Position", "Size"]
    case .rectangle: return ["Position", "Size", "Roundness"]
    case .path: return ["Path"]
    case .star:
      switch item.starType {
      case 1:
        return [
          "Position", "Outer Radius", "Outer Roundedness", "Inner Radius", "Inner Roundedness", "Rotation", "Points",
        ]
      case 2: return ["Position", "Outer Radius", "Outer Roundedness", "Rotation", "Points"]
      default: return nil
      }
    case .trim: return ["Start", "End", "Offset"]
    case .roundedCorners: return ["Radius"]
    case .transform, .merge, .repeater, .unknown: return nil
    }
  }

  static func items(_ items: [ShapeItem], prefix: String, into output: inout [String]) {
    for item in items where !item.hidden {
      guard let properties = properties(of: item) else { continue }
      let path = prefix + "." + item.name
      node(path, properties, into: &output)
      if item.kind == .group {
        self.items(item.items, prefix: path, into: &output)
        node(path + ".Transform", groupTransform, into: &output)
      }
    }
  }
}
