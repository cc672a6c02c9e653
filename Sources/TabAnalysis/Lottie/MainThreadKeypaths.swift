/// The keypaths lottie-ios's Main Thread engine logs (`logHierarchyKeypaths()`), as a pre-order dump of its
/// node tree (spec §3), built into a `KeypathArena`.
struct MainThreadKeypaths {
  typealias Path = KeypathArena.Path

  static func bytes(_ names: [String]) -> [[UInt8]] { names.map { Array($0.utf8) } }

  static let layerTransform = bytes([
    "Anchor Point", "Position", "Scale", "Rotation", "Rotation X", "Rotation Y", "Rotation Z", "Opacity",
  ])
  static let splitLayerTransform = bytes([
    "Anchor Point", "X Position", "Y Position", "Scale", "Rotation", "Rotation X", "Rotation Y", "Rotation Z",
    "Opacity",
  ])
  static let groupTransform = bytes([
    "Anchor Point", "Position", "Scale", "Rotation", "Rotation X", "Rotation Y", "Rotation Z", "Opacity", "Skew",
    "Skew Axis",
  ])
  static let transform = Array("Transform".utf8)
  static let fill = bytes(["Opacity", "Color"])
  static let stroke = bytes(["Opacity", "Color", "Stroke Width", "Dashes", "Dash Phase"])
  static let gradientFill = bytes(["Opacity", "Start Point", "End Point", "Colors"])
  static let gradientStroke = bytes([
    "Opacity", "Start Point", "End Point", "Colors", "Stroke Width", "Dashes", "Dash Phase",
  ])
  static let ellipse = bytes(["Position", "Size"])
  static let rectangle = bytes(["Position", "Size", "Roundness"])
  static let path = bytes(["Path"])
  static let star = bytes([
    "Position", "Outer Radius", "Outer Roundedness", "Inner Radius", "Inner Roundedness", "Rotation", "Points",
  ])
  static let polygon = bytes(["Position", "Outer Radius", "Outer Roundedness", "Rotation", "Points"])
  static let trim = bytes(["Start", "End", "Offset"])
  static let roundedCorners = bytes(["Radius"])
  static let solid = bytes(["Color"])
  static let text = bytes(["Color", "Stroke Color"])
  static let timeRemap = bytes(["Time Remap"])

  let animation: LottieAnimation
  var arena = KeypathArena()
  private var visiting = Set<String>()

  static func list(_ animation: LottieAnimation) -> KeypathArena {
    var lister = MainThreadKeypaths(animation: animation)
    for layer in animation.layers.reversed() { lister.emit(layer, prefix: Path()) }
    return lister.arena
  }

  init(animation: LottieAnimation) { self.animation = animation }

  mutating func node(_ path: Path, _ properties: [[UInt8]]) {
    arena.append(path)
    for property in properties { arena.append(path, property) }
  }

  mutating func emit(_ layer: LottieLayer, prefix: Path) {
    let path = prefix.appending(layer.nameBytes)
    var properties: [[UInt8]] = []
    if !layer.hidden {
      switch layer.type {
      case 1: properties = Self.solid
      case 5: properties = Self.text
      case 0 where layer.hasTimeRemap && layer.referenceID.flatMap({ animation.assets[$0] }) != nil:
        properties = Self.timeRemap
      default: break
      }
    }
    node(path, properties)
    node(
      path.appending(Self.transform), layer.transform.positionIsSplit ? Self.splitLayerTransform : Self.layerTransform)
    guard !layer.hidden else { return }
    switch layer.type {
    case 4:
      items(layer.shapes, prefix: path)
    case 5:
      if let animator = layer.textAnimator {
        node(path.appending(Array(animator.name.utf8)), animator.properties.map { Array($0.utf8) })
      }
    case 0:
      // A precomp's children appear under the precomp layer's name; the asset adds no component. A precomp that
      // contains itself would recurse forever in lottie-ios; here its second visit is cut.
      guard let id = layer.referenceID, let children = animation.assets[id], visiting.insert(id).inserted else {
        return
      }
      for child in children { emit(child, prefix: path) }
      visiting.remove(id)
    default:
      break
    }
  }

  static func properties(of item: ShapeItem) -> [[UInt8]]? {
    switch item.kind {
    case .group: return groupTransform
    case .fill: return fill
    case .stroke: return stroke
    case .gradientFill: return gradientFill
    case .gradientStroke: return gradientStroke
    case .ellipse: return ellipse
    case .rectangle: return rectangle
    case .path: return path
    case .star: return item.starType == 1 ? star : item.starType == 2 ? polygon : nil
    case .trim: return trim
    case .roundedCorners: return roundedCorners
    case .transform, .merge, .repeater, .unknown: return nil
    }
  }

  mutating func items(_ items: [ShapeItem], prefix: Path) {
    for item in items where !item.hidden {
      guard let properties = Self.properties(of: item) else { continue }
      let path = prefix.appending(item.nameBytes)
      node(path, properties)
      if item.kind == .group {
        self.items(item.items, prefix: path)
        node(path.appending(Self.transform), Self.groupTransform)
      }
    }
  }
}
