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

  /// A node of lottie-ios's tree: its name, its property names and its children.
  final class Node {
    let name: [UInt8]
    let properties: [[UInt8]]
    var children: [Node] = []

    init(_ name: [UInt8], _ properties: [[UInt8]]) {
      self.name = name
      self.properties = properties
    }
  }

  let animation: LottieAnimation
  /// The children of the node being built (the tree is built top-down into these).
  private var visiting = Set<String>()

  /// The sorted list, written straight into the arena in order (see `SortedTreeWriter`).
  static func sortedList(_ animation: LottieAnimation) -> KeypathArena {
    var writer = SortedTreeWriter()
    writer.write(tree(animation), prefix: Path())
    return writer.arena
  }

  /// The list in lottie-ios's own (unsorted) order, for tests that check the sorted writer against a sort.
  static func list(_ animation: LottieAnimation) -> KeypathArena {
    var arena = KeypathArena()
    func dump(_ node: Node, _ prefix: Path) {
      let path = prefix.appending(node.name)
      arena.append(path)
      for property in node.properties { arena.append(path, property) }
      for child in node.children { dump(child, path) }
    }
    for node in tree(animation) { dump(node, Path()) }
    return arena
  }

  static func tree(_ animation: LottieAnimation) -> [Node] {
    var builder = MainThreadKeypaths(animation: animation)
    return animation.layers.reversed().map { builder.layerNode($0) }
  }

  init(animation: LottieAnimation) { self.animation = animation }

  mutating func layerNode(_ layer: LottieLayer) -> Node {
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
    let node = Node(layer.nameBytes, properties)
    node.children.append(
      Node(Self.transform, layer.transform.positionIsSplit ? Self.splitLayerTransform : Self.layerTransform))
    guard !layer.hidden else { return node }
    switch layer.type {
    case 4:
      node.children += items(layer.shapes)
    case 5:
      if let animator = layer.textAnimator {
        node.children.append(Node(Array(animator.name.utf8), animator.properties.map { Array($0.utf8) }))
      }
    case 0:
      // A precomp's children appear under the precomp layer's name; the asset adds no component. A precomp that
      // contains itself would recurse forever in lottie-ios; here its second visit is cut.
      guard let id = layer.referenceID, let children = animation.assets[id], visiting.insert(id).inserted else {
        return node
      }
      node.children += children.map { layerNode($0) }
      visiting.remove(id)
    default:
      break
    }
    return node
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

  func items(_ items: [ShapeItem]) -> [Node] {
    items.compactMap { item -> Node? in
      guard !item.hidden, let properties = Self.properties(of: item) else { return nil }
      let node = Node(item.nameBytes, properties)
      if item.kind == .group {
        node.children = self.items(item.items)
        node.children.append(Node(Self.transform, Self.groupTransform))
      }
      return node
    }
  }
}

/// Writes a node tree's keypaths in sorted order without sorting the whole list: siblings are sorted by name
/// and each one's block (the node, then everything under it) is written whole. That is exact unless one
/// sibling's block can interleave with another's — equal names, a name with a `.` in it, or a name that extends
/// another with a byte below `.` (`Layer` and `Layer 2`: `Layer 2.X` sorts between `Layer` and `Layer.X`) —
/// and there the level's keypaths are collected and sorted with `memcmp`.
struct SortedTreeWriter {
  typealias Path = KeypathArena.Path
  typealias Node = MainThreadKeypaths.Node
  var arena = KeypathArena()

  /// A sibling: a property (leaf) or a node.
  private struct Entry {
    var name: [UInt8]
    var node: Node?
  }

  mutating func write(_ nodes: [Node], prefix: Path) {
    write(nodes.map { Entry(name: $0.name, node: $0) }, prefix: prefix)
  }

  private mutating func write(_ entries: [Entry], prefix: Path) {
    let sorted = entries.sorted { $0.name.lexicographicallyPrecedes($1.name) }
    guard Self.blocksAreSeparate(sorted) else {
      var local = KeypathArena()
      for entry in sorted { Self.dump(entry, prefix, into: &local) }
      arena.append(sortedContentsOf: local)
      return
    }
    for entry in sorted {
      let path = prefix.appending(entry.name)
      arena.append(path)
      guard let node = entry.node else { continue }
      write(
        node.properties.map { Entry(name: $0, node: nil) } + node.children.map { Entry(name: $0.name, node: $0) },
        prefix: path)
    }
  }

  private static func blocksAreSeparate(_ sorted: [Entry]) -> Bool {
    let dot = UInt8(ascii: ".")
    for (index, entry) in sorted.enumerated() {
      if entry.node != nil && entry.name.contains(dot) { return false }
      guard entry.node != nil, !(entry.node!.properties.isEmpty && entry.node!.children.isEmpty) else { continue }
      var next = index + 1
      while next < sorted.count, sorted[next].name.starts(with: entry.name) {
        let other = sorted[next].name
        if other.count == entry.name.count || other[entry.name.count] < dot { return false }
        next += 1
      }
      if index > 0, sorted[index - 1].name == entry.name { return false }
    }
    return true
  }

  private static func dump(_ entry: Entry, _ prefix: Path, into arena: inout KeypathArena) {
    let path = prefix.appending(entry.name)
    arena.append(path)
    guard let node = entry.node else { return }
    for property in node.properties { arena.append(path, property) }
    for child in node.children { dump(Entry(name: child.name, node: child), path, into: &arena) }
  }
}
