/// The keypaths lottie-ios's Core Animation engine records while it builds its layers: one per animation set
/// up for a customizable property, duplicates included (spec §4). Unsorted; `LottieKeypaths` sorts.
struct CoreAnimationKeypaths {
  typealias Path = KeypathArena.Path

  let animation: LottieAnimation
  private(set) var arena = KeypathArena()
  private var visitingAssets = Set<String>()

  static func list(_ animation: LottieAnimation) -> KeypathArena {
    var lister = CoreAnimationKeypaths(animation: animation)
    lister.composition(animation.layers, prefix: Path())
    return lister.arena
  }

  init(animation: LottieAnimation) { self.animation = animation }

  static let names: [String: [UInt8]] = Dictionary(
    uniqueKeysWithValues: [
      "Position", "Scale", "Rotation", "Opacity", "Color", "Stroke Color", "Stroke Width", "Colors", "Transform",
    ]
    .map { ($0, Array($0.utf8)) })

  mutating func record(_ path: Path, _ property: String) {
    arena.append(path, Self.names[property]!)
  }

  /// §4.1: nothing for a combined transform; else Position (unless split), Scale twice, Rotation.
  mutating func transform(_ base: Path, _ facts: TransformFacts, isGroup: Bool = false) {
    if facts.hasNegativeScaleX || (isGroup && facts.hasSkew) { return }
    if !facts.positionIsSplit { record(base, "Position") }
    record(base, "Scale")
    record(base, "Scale")
    record(base, "Rotation")
  }

  // MARK: - §4.2 Compositions

  mutating func composition(_ layers: [LottieLayer], prefix: Path) {
    var byIndex: [Int: Int] = [:]
    for (position, layer) in layers.enumerated() {
      if let index = layer.index { byIndex[index] = position }
    }
    var position = layers.count - 1
    while position >= 0 {
      let layer = layers[position]
      var matteSource: Int?
      if layer.matte != nil && position > 0 {
        matteSource = position - 1
        position -= 2
      } else {
        position -= 1
      }
      if !layer.hidden && layer.type == 6 { continue }
      ancestors(of: layer, in: layers, byIndex: byIndex, prefix: prefix)
      self.layer(layer, prefix: prefix)
      if let source = matteSource, layer.matte == 1 || layer.matte == 2 {
        let matte = layers[source]
        if matte.hidden || matte.type != 6 {
          ancestors(of: matte, in: layers, byIndex: byIndex, prefix: prefix)
          self.layer(matte, prefix: prefix)
        }
      }
    }
  }

  /// Every ancestor's transform, once per child and level; a parent cycle stops at the first repeat.
  mutating func ancestors(of layer: LottieLayer, in layers: [LottieLayer], byIndex: [Int: Int], prefix: Path) {
    var seen = Set<Int>()
    var current = layer
    while let parent = current.parent, let position = byIndex[parent], seen.insert(position).inserted {
      let ancestor = layers[position]
      transform(prefix.appending(ancestor.nameBytes).appending(Self.names["Transform"]!), ancestor.transform)
      current = ancestor
    }
  }

  // MARK: - §4.3 Layers

  mutating func layer(_ layer: LottieLayer, prefix: Path) {
    let path = prefix.appending(layer.nameBytes)
    let transformPath = path.appending(Self.names["Transform"]!)
    transform(transformPath, layer.transform)
    if layer.hidden || layer.type == 3 { return }
    record(transformPath, "Opacity")
    switch layer.type {
    case 4: shapes(layer.shapes, layerPath: path)
    case 1: record(path, "Color")
    case 5:
      record(path, "Color")
      record(path, "Stroke Color")
    case 0:
      guard let id = layer.referenceID, let children = animation.assets[id], visitingAssets.insert(id).inserted else {
        return
      }
      composition(children, prefix: path)
      visitingAssets.remove(id)
    default: break
    }
  }

  // MARK: - §4.4 Shape layers

  struct Entry {
    var item: ShapeItem
    /// The layer path plus the enclosing groups' names (relative groups, as lottie-ios tracks them).
    var groupPath: Path
  }

  struct RenderGroup {
    var paths: [Entry] = []
    var others: [Entry] = []
  }

  mutating func shapes(_ items: [ShapeItem], layerPath: Path) {
    setup(
      items.map { Entry(item: $0, groupPath: layerPath) }, hasParent: false, parentPath: layerPath, layerPath: layerPath
    )
  }

  /// C(e): the layer path, the entry's group path and its own name.
  func component(_ entry: Entry, _ layerPath: Path) -> Path {
    entry.groupPath.appending(entry.item.nameBytes)
  }

  mutating func setup(_ entries: [Entry], hasParent: Bool, parentPath: Path, layerPath: Path) {
    guard entries.contains(where: { $0.item.kind == .repeater }) else {
      _ = groups(entries, hasParent: hasParent, parentPath: parentPath, layerPath: layerPath)
      return
    }
    var run: [Entry] = []
    for entry in entries {
      guard entry.item.kind == .repeater else {
        run.append(entry)
        continue
      }
      for _ in 0..<entry.item.repeaterCopies {
        let produced = groups(run, hasParent: false, parentPath: parentPath, layerPath: layerPath)
        for _ in 0..<produced { transform(layerPath, entry.item.transform) }
      }
      run = []
    }
    if !run.isEmpty { _ = groups(run, hasParent: hasParent, parentPath: parentPath, layerPath: layerPath) }
  }

  /// Returns how many group layers it made.
  mutating func groups(_ entries: [Entry], hasParent: Bool, parentPath: Path, layerPath: Path) -> Int {
    var groups = entries.filter { $0.item.kind == .group && !$0.item.hidden }.map(\.item)
    var others = entries.filter { $0.item.kind != .group && !$0.item.hidden }
    if !hasParent && others.contains(where: { $0.item.isPath }) {
      // A synthetic, unnamed group around everything at this level (it adds no keypath component).
      var synthetic = entries[0].item
      synthetic.kind = .group
      synthetic.name = ""
      synthetic.id = -1
      synthetic.items = entries.map(\.item)
      groups = [synthetic]
      others = []
    }
    let inherited = Self.renderGroups(others, hasChildGroups: !groups.isEmpty).unused
    for group in groups {
      let path = group.name.isEmpty ? parentPath : parentPath.appending(group.nameBytes)
      let own = group.items.filter { !$0.hidden }.map { Entry(item: $0, groupPath: path) }
      groupLayer(own + inherited, path: path, layerPath: layerPath)
    }
    return groups.count
  }

  mutating func groupLayer(_ entries: [Entry], path: Path, layerPath: Path) {
    setup(entries, hasParent: true, parentPath: path, layerPath: layerPath)
    let hasChildGroups = entries.contains { $0.item.kind == .group }
    for group in Self.renderGroups(entries, hasChildGroups: hasChildGroups).valid {
      let combined =
        group.paths.count > 1 && group.paths.allSatisfy { $0.item.kind == .path }
        && !group.others.contains { $0.item.kind == .trim }
      for _ in 0..<(combined ? 1 : group.paths.count) { draw(group, layerPath: layerPath) }
    }
    if let transformEntry = entries.first(where: { $0.item.kind == .transform }) {
      let base = component(transformEntry, layerPath)
      transform(base, transformEntry.item.transform, isGroup: true)
      record(base, "Opacity")
    }
  }

  /// §4.4 RENDERGROUPS: (valid render groups after the split pass, entries used by none of them).
  static func renderGroups(_ entries: [Entry], hasChildGroups: Bool) -> (valid: [RenderGroup], unused: [Entry]) {
    var groups = [RenderGroup()]
    for entry in entries {
      if entry.item.isPath {
        if groups[groups.count - 1].others.contains(where: { $0.item.kind == .trim }) { groups.append(RenderGroup()) }
        groups[groups.count - 1].paths.append(entry)
      } else if entry.item.isFill {
        let last = groups.count - 1
        groups[last].others.append(entry)
        if groups[last].paths.isEmpty && !hasChildGroups && last > 0 { groups[last].paths = groups[last - 1].paths }
        groups.append(RenderGroup())
      } else {
        for index in groups.indices { groups[index].others.append(entry) }
      }
    }
    var split: [RenderGroup] = []
    for group in groups {
      let fillsAndStrokes = group.others.filter { $0.item.isFillOrStroke }
      let rest = group.others.filter { !$0.item.isFillOrStroke }
      if fillsAndStrokes.count == 2, !fillsAndStrokes[0].item.isFill, fillsAndStrokes[1].item.isFill {
        split.append(group)
      } else {
        for element in fillsAndStrokes { split.append(RenderGroup(paths: group.paths, others: [element] + rest)) }
      }
    }
    let valid = split.filter { !$0.paths.isEmpty }
    var used = Set<Int>()
    for group in valid {
      for entry in group.paths + group.others { used.insert(entry.item.id) }
    }
    return (valid, entries.filter { !used.contains($0.item.id) })
  }

  /// §4.4 DRAW: the first fill, stroke and gradients of a render group.
  mutating func draw(_ group: RenderGroup, layerPath: Path) {
    func first(_ kind: ShapeItem.Kind) -> Entry? { group.others.first { $0.item.kind == kind } }
    if let gradient = first(.gradientFill) {
      let base = component(gradient, layerPath)
      gradientColors(base, alpha: gradient.item.gradientHasAlpha)
    } else if let fill = first(.fill) {
      let base = component(fill, layerPath)
      record(base, "Color")
      record(base, "Opacity")
    }
    if let stroke = first(.stroke) {
      let base = component(stroke, layerPath)
      record(base, "Color")
      record(base, "Stroke Width")
      record(base, "Opacity")
    }
    if let gradientStroke = first(.gradientStroke) {
      let base = component(gradientStroke, layerPath)
      gradientColors(base, alpha: gradientStroke.item.gradientHasAlpha)
      record(base, "Stroke Width")
      record(base, "Opacity")
    }
  }

  mutating func gradientColors(_ base: Path, alpha: Bool) {
    for _ in 0..<(alpha ? 5 : 3) { record(base, "Colors") }
    for _ in 0..<(alpha ? 2 : 1) { record(base, "Opacity") }
  }
}
