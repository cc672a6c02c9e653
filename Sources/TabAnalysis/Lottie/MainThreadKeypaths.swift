/// The keypaths lottie-ios's Main Thread engine logs (`logHierarchyKeypaths()`), as a pre-order dump of its
/// node tree (spec §3), built into a `KeypathArena`.
///
/// The tree is flat: nodes in one array, every name a range of one byte pool. Copying names and nodes around
/// (arrays and classes) cost more in reference counting than the listing itself (`tabls-bench lottie`, perf).
struct MainThreadKeypaths {
  /// A name: a range of `names`.
  typealias Name = Range<Int32>

  /// A node of lottie-ios's tree: its name, its property names and its children (indices into `nodes`).
  struct Node {
    var name: Name
    var properties: [Name]
    var children: [Int32] = []
    /// `properties` in byte order: most nodes have no children, and the writer then lists these as they are.
    var sortedProperties: [Name]
  }

  private(set) var names: [UInt8] = []
  private(set) var nodes: [Node] = []
  private(set) var roots: [Int32] = []

  private let animation: LottieAnimation
  /// Precomps being expanded, to cut a precomp that contains itself.
  private var visiting = Set<String>()
  private let tables: PropertyTables

  /// The sorted list, written straight into the arena in order (see `SortedTreeWriter`).
  static func sortedList(_ animation: LottieAnimation) -> KeypathArena {
    let tree = MainThreadKeypaths(animation)
    return tree.names.withUnsafeBufferPointer { names in
      var writer = SortedTreeWriter(names: names, nodes: tree.nodes)
      writer.write(tree.roots)
      return writer.arena
    }
  }

  /// The list in lottie-ios's own (unsorted) order, for tests that check the sorted writer against a sort.
  static func list(_ animation: LottieAnimation) -> KeypathArena {
    let tree = MainThreadKeypaths(animation)
    var arena = KeypathArena()
    func dump(_ node: Node, _ prefix: KeypathArena.Path) {
      let path = prefix.appending(tree.bytes(node.name))
      arena.append(path)
      for property in node.properties { arena.append(path, tree.bytes(property)) }
      for child in node.children { dump(tree.nodes[Int(child)], path) }
    }
    for root in tree.roots { dump(tree.nodes[Int(root)], KeypathArena.Path()) }
    return arena
  }

  func bytes(_ name: Name) -> [UInt8] { Array(names[Int(name.lowerBound)..<Int(name.upperBound)]) }

  private init(_ animation: LottieAnimation) {
    self.animation = animation
    var names: [UInt8] = []
    tables = PropertyTables(pool: &names)
    self.names = names
    roots = animation.layers.reversed().map { layerNode($0) }
  }

  private mutating func name(_ bytes: [UInt8]) -> Name {
    let start = Int32(names.count)
    names.append(contentsOf: bytes)
    return start..<Int32(names.count)
  }

  private mutating func add(_ node: Node) -> Int32 {
    nodes.append(node)
    return Int32(nodes.count - 1)
  }

  private mutating func layerNode(_ layer: LottieLayer) -> Int32 {
    var properties = PropertyTables.Table()
    if !layer.hidden {
      switch layer.type {
      case 1: properties = tables.solid
      case 5: properties = tables.text
      case 0 where layer.hasTimeRemap && layer.referenceID.flatMap({ animation.assets[$0] }) != nil:
        properties = tables.timeRemap
      default: break
      }
    }
    var node = Node(name: name(layer.nameBytes), properties: properties.names, sortedProperties: properties.sorted)
    let transform = layer.transform.positionIsSplit ? tables.splitLayerTransform : tables.layerTransform
    node.children.append(
      add(Node(name: tables.transform, properties: transform.names, sortedProperties: transform.sorted)))
    guard !layer.hidden else { return add(node) }
    switch layer.type {
    case 4:
      node.children += items(layer.shapes)
    case 5:
      if let animator = layer.textAnimator {
        let properties = animator.properties.map { name(Array($0.utf8)) }
        let sorted = properties.sorted { Array(names[$0.int]).lexicographicallyPrecedes(names[$1.int]) }
        let animatorName = name(Array(animator.name.utf8))
        node.children.append(add(Node(name: animatorName, properties: properties, sortedProperties: sorted)))
      }
    case 0:
      // A precomp's children appear under the precomp layer's name; the asset adds no component. A precomp that
      // contains itself would recurse forever in lottie-ios; here its second visit is cut.
      guard let id = layer.referenceID, let children = animation.assets[id], visiting.insert(id).inserted else {
        break
      }
      for child in children { node.children.append(layerNode(child)) }
      visiting.remove(id)
    default:
      break
    }
    return add(node)
  }

  private func properties(of item: ShapeItem) -> PropertyTables.Table? {
    switch item.kind {
    case .group: return tables.groupTransform
    case .fill: return tables.fill
    case .stroke: return tables.stroke
    case .gradientFill: return tables.gradientFill
    case .gradientStroke: return tables.gradientStroke
    case .ellipse: return tables.ellipse
    case .rectangle: return tables.rectangle
    case .path: return tables.path
    case .star: return item.starType == 1 ? tables.star : item.starType == 2 ? tables.polygon : nil
    case .trim: return tables.trim
    case .roundedCorners: return tables.roundedCorners
    case .transform, .merge, .repeater, .unknown: return nil
    }
  }

  private mutating func items(_ items: [ShapeItem]) -> [Int32] {
    var result: [Int32] = []
    for item in items {
      guard !item.hidden, let properties = properties(of: item) else { continue }
      var node = Node(name: name(item.nameBytes), properties: properties.names, sortedProperties: properties.sorted)
      if item.kind == .group {
        node.children = self.items(item.items)
        let transform = tables.groupTransform
        node.children.append(
          add(Node(name: tables.transform, properties: transform.names, sortedProperties: transform.sorted)))
      }
      result.append(add(node))
    }
    return result
  }
}

/// lottie-ios's property names per node kind (spec §3), as names in a tree's pool.
private struct PropertyTables {
  /// A node kind's properties in lottie-ios's order, and in byte order.
  struct Table {
    var names: [Range<Int32>] = []
    var sorted: [Range<Int32>] = []
  }

  let transform: Range<Int32>
  let layerTransform, splitLayerTransform, groupTransform, fill, stroke, gradientFill, gradientStroke: Table
  let ellipse, rectangle, path, star, polygon, trim, roundedCorners, solid, text, timeRemap: Table

  init(pool: inout [UInt8]) {
    var interned: [String: Range<Int32>] = [:]
    func table(_ names: [String]) -> Table {
      let ranges = names.map { name in
        if let known = interned[name] { return known }
        let start = Int32(pool.count)
        pool.append(contentsOf: name.utf8)
        interned[name] = start..<Int32(pool.count)
        return start..<Int32(pool.count)
      }
      let sorted = zip(names, ranges).sorted { Array($0.0.utf8).lexicographicallyPrecedes(Array($1.0.utf8)) }
      return Table(names: ranges, sorted: sorted.map(\.1))
    }
    transform = table(["Transform"]).names[0]
    layerTransform = table([
      "Anchor Point", "Position", "Scale", "Rotation", "Rotation X", "Rotation Y", "Rotation Z", "Opacity",
    ])
    splitLayerTransform = table([
      "Anchor Point", "X Position", "Y Position", "Scale", "Rotation", "Rotation X", "Rotation Y", "Rotation Z",
      "Opacity",
    ])
    groupTransform = table([
      "Anchor Point", "Position", "Scale", "Rotation", "Rotation X", "Rotation Y", "Rotation Z", "Opacity", "Skew",
      "Skew Axis",
    ])
    fill = table(["Opacity", "Color"])
    stroke = table(["Opacity", "Color", "Stroke Width", "Dashes", "Dash Phase"])
    gradientFill = table(["Opacity", "Start Point", "End Point", "Colors"])
    gradientStroke = table([
      "Opacity", "Start Point", "End Point", "Colors", "Stroke Width", "Dashes", "Dash Phase",
    ])
    ellipse = table(["Position", "Size"])
    rectangle = table(["Position", "Size", "Roundness"])
    path = table(["Path"])
    star = table([
      "Position", "Outer Radius", "Outer Roundedness", "Inner Radius", "Inner Roundedness", "Rotation", "Points",
    ])
    polygon = table(["Position", "Outer Radius", "Outer Roundedness", "Rotation", "Points"])
    trim = table(["Start", "End", "Offset"])
    roundedCorners = table(["Radius"])
    solid = table(["Color"])
    text = table(["Color", "Stroke Color"])
    timeRemap = table(["Time Remap"])
  }
}

extension Range where Bound == Int32 {
  /// The same range as `Int`s, for subscripting.
  var int: Range<Int> { Int(lowerBound)..<Int(upperBound) }
}
