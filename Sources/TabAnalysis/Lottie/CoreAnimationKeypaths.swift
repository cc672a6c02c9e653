/// The keypaths lottie-ios's Core Animation engine records while it builds its layers: one per animation set
/// up for a customizable property, duplicates included (spec §4). Unsorted; `LottieKeypaths` sorts.
///
/// Shape items are copied once into a flat table, and the walk passes plain indices and byte ranges: entries
/// holding `ShapeItem`s and paths as arrays were copied so often that reference counting took most of the time
/// (`tabls-bench lottie`, perf).
struct CoreAnimationKeypaths {
  typealias Path = KeypathArena.Path
  /// A range of `pool`.
  typealias Bytes = Range<Int32>

  /// A shape item as the engine sees it.
  struct Item {
    var kind: ShapeItem.Kind
    var hidden: Bool
    var name: Bytes
    /// A range of `children`.
    var items: Range<Int32>
    var transform: TransformFacts
    var repeaterCopies: Int
    var gradientHasAlpha: Bool

    var isPath: Bool { kind == .ellipse || kind == .rectangle || kind == .path || kind == .star }
    var isFill: Bool { kind == .fill || kind == .gradientFill }
    var isFillOrStroke: Bool { isFill || kind == .stroke || kind == .gradientStroke }
  }

  /// An item in a group layer: its index, and the path of the groups around it (relative groups, as lottie-ios
  /// tracks them). Identity is the index: lottie-ios tracks entries by identity, not by name.
  struct Entry {
    var item: Int32
    var groupPath: Bytes
  }

  struct RenderGroup {
    var paths: [Entry] = []
    var others: [Entry] = []
  }

  let animation: LottieAnimation
  private(set) var arena = KeypathArena()
  private var visitingAssets = Set<String>()
  private var items: [Item] = []
  private var children: [Int32] = []
  /// Names and paths.
  private var pool: [UInt8] = []
  /// `renderGroups` marks the items it used with its own generation number.
  private var used: [UInt32] = []
  private var generation: UInt32 = 0

  static func list(_ animation: LottieAnimation) -> KeypathArena {
    var lister = CoreAnimationKeypaths(animation: animation)
    lister.composition(animation.layers, prefix: Path())
    return lister.arena
  }

  init(animation: LottieAnimation) { self.animation = animation }

  enum Property {
    static let position = Array("Position".utf8)
    static let scale = Array("Scale".utf8)
    static let rotation = Array("Rotation".utf8)
    static let opacity = Array("Opacity".utf8)
    static let color = Array("Color".utf8)
    static let strokeColor = Array("Stroke Color".utf8)
    static let strokeWidth = Array("Stroke Width".utf8)
    static let colors = Array("Colors".utf8)
    static let transform = Array("Transform".utf8)
  }

  // MARK: - Paths in the pool

  private mutating func intern(_ bytes: [UInt8]) -> Bytes {
    let start = Int32(pool.count)
    pool.append(contentsOf: bytes)
    return start..<Int32(pool.count)
  }

  /// `path.name`, as a new range of the pool.
  private mutating func appending(_ path: Bytes, _ name: Bytes) -> Bytes {
    let start = Int32(pool.count)
    // Element by element: appending a slice of the pool to itself would copy the whole pool.
    for offset in path { pool.append(pool[Int(offset)]) }
    pool.append(UInt8(ascii: "."))
    for offset in name { pool.append(pool[Int(offset)]) }
    return start..<Int32(pool.count)
  }

  /// Records `path.property`, or `path.name.property` for an item's own component.
  private mutating func record(_ path: Bytes, name: Bytes? = nil, _ property: [UInt8]) {
    pool.withUnsafeBufferPointer { pool in
      property.withUnsafeBufferPointer { property in
        let name = name.map { UnsafeBufferPointer(rebasing: pool[Int($0.lowerBound)..<Int($0.upperBound)]) }
        arena.append(UnsafeBufferPointer(rebasing: pool[Int(path.lowerBound)..<Int(path.upperBound)]), name, property)
      }
    }
  }

  /// §4.1: nothing for a combined transform; else Position (unless split), Scale twice, Rotation.
  private mutating func transform(_ path: Bytes, name: Bytes? = nil, _ facts: TransformFacts, isGroup: Bool = false) {
    if facts.hasNegativeScaleX || (isGroup && facts.hasSkew) { return }
    if !facts.positionIsSplit { record(path, name: name, Property.position) }
    record(path, name: name, Property.scale)
    record(path, name: name, Property.scale)
    record(path, name: name, Property.rotation)
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
      transform(intern(prefix.appending(ancestor.nameBytes).appending(Property.transform).bytes), ancestor.transform)
      current = ancestor
    }
  }

  // MARK: - §4.3 Layers

  mutating func layer(_ layer: LottieLayer, prefix: Path) {
    let path = prefix.appending(layer.nameBytes)
    let transformPath = intern(path.appending(Property.transform).bytes)
    transform(transformPath, layer.transform)
    if layer.hidden || layer.type == 3 { return }
    record(transformPath, Property.opacity)
    switch layer.type {
    case 4: shapes(layer.shapes, layerPath: intern(path.bytes))
    case 1: record(intern(path.bytes), Property.color)
    case 5:
      let layerPath = intern(path.bytes)
      record(layerPath, Property.color)
      record(layerPath, Property.strokeColor)
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

  /// Copies items (and their groups' items) into the flat table; returns their indices.
  private mutating func flatten(_ shapeItems: [ShapeItem]) -> [Int32] {
    shapeItems.map { shapeItem in
      let nested = shapeItem.kind == .group ? flatten(shapeItem.items) : []
      let start = Int32(children.count)
      children += nested
      items.append(
        Item(
          kind: shapeItem.kind, hidden: shapeItem.hidden, name: intern(shapeItem.nameBytes),
          items: start..<Int32(children.count), transform: shapeItem.transform,
          repeaterCopies: shapeItem.repeaterCopies, gradientHasAlpha: shapeItem.gradientHasAlpha))
      return Int32(items.count - 1)
    }
  }

  mutating func shapes(_ shapeItems: [ShapeItem], layerPath: Bytes) {
    let top = flatten(shapeItems)
    setup(
      top.map { Entry(item: $0, groupPath: layerPath) }, hasParent: false, parentPath: layerPath, layerPath: layerPath)
  }

  private func item(_ entry: Entry) -> Item { items[Int(entry.item)] }

  mutating func setup(_ entries: [Entry], hasParent: Bool, parentPath: Bytes, layerPath: Bytes) {
    guard entries.contains(where: { item($0).kind == .repeater }) else {
      _ = groups(entries, hasParent: hasParent, parentPath: parentPath, layerPath: layerPath)
      return
    }
    var run: [Entry] = []
    for entry in entries {
      let repeater = item(entry)
      guard repeater.kind == .repeater else {
        run.append(entry)
        continue
      }
      for _ in 0..<repeater.repeaterCopies {
        let produced = groups(run, hasParent: false, parentPath: parentPath, layerPath: layerPath)
        for _ in 0..<produced { transform(layerPath, repeater.transform) }
      }
      run = []
    }
    if !run.isEmpty { _ = groups(run, hasParent: hasParent, parentPath: parentPath, layerPath: layerPath) }
  }

  /// Returns how many group layers it made.
  mutating func groups(_ entries: [Entry], hasParent: Bool, parentPath: Bytes, layerPath: Bytes) -> Int {
    var groups = entries.filter { item($0).kind == .group && !item($0).hidden }.map(\.item)
    var others = entries.filter { item($0).kind != .group && !item($0).hidden }
    if !hasParent && others.contains(where: { item($0).isPath }) {
      // A synthetic, unnamed group around everything at this level (it adds no keypath component).
      var synthetic = item(entries[0])
      synthetic.kind = .group
      synthetic.name = 0..<0
      let start = Int32(children.count)
      children += entries.map(\.item)
      synthetic.items = start..<Int32(children.count)
      items.append(synthetic)
      groups = [Int32(items.count - 1)]
      others = []
    }
    let inherited = renderGroups(others, hasChildGroups: !groups.isEmpty).unused
    for group in groups {
      let groupItem = items[Int(group)]
      let path = groupItem.name.isEmpty ? parentPath : appending(parentPath, groupItem.name)
      var own: [Entry] = []
      for child in groupItem.items where !items[Int(children[Int(child)])].hidden {
        own.append(Entry(item: children[Int(child)], groupPath: path))
      }
      groupLayer(own + inherited, path: path, layerPath: layerPath)
    }
    return groups.count
  }

  mutating func groupLayer(_ entries: [Entry], path: Bytes, layerPath: Bytes) {
    setup(entries, hasParent: true, parentPath: path, layerPath: layerPath)
    let hasChildGroups = entries.contains { item($0).kind == .group }
    for group in renderGroups(entries, hasChildGroups: hasChildGroups).valid {
      let combined =
        group.paths.count > 1 && group.paths.allSatisfy { item($0).kind == .path }
        && !group.others.contains { item($0).kind == .trim }
      for _ in 0..<(combined ? 1 : group.paths.count) { draw(group) }
    }
    if let transformEntry = entries.first(where: { item($0).kind == .transform }) {
      let transformItem = item(transformEntry)
      transform(transformEntry.groupPath, name: transformItem.name, transformItem.transform, isGroup: true)
      record(transformEntry.groupPath, name: transformItem.name, Property.opacity)
    }
  }

  /// §4.4 RENDERGROUPS: (valid render groups after the split pass, entries used by none of them).
  mutating func renderGroups(_ entries: [Entry], hasChildGroups: Bool) -> (valid: [RenderGroup], unused: [Entry]) {
    var groups = [RenderGroup()]
    for entry in entries {
      let entryItem = item(entry)
      if entryItem.isPath {
        if groups[groups.count - 1].others.contains(where: { item($0).kind == .trim }) { groups.append(RenderGroup()) }
        groups[groups.count - 1].paths.append(entry)
      } else if entryItem.isFill {
        let last = groups.count - 1
        groups[last].others.append(entry)
        if groups[last].paths.isEmpty && !hasChildGroups && last > 0 { groups[last].paths = groups[last - 1].paths }
        groups.append(RenderGroup())
      } else {
        for index in groups.indices { groups[index].others.append(entry) }
      }
    }
    var valid: [RenderGroup] = []
    for group in groups where !group.paths.isEmpty {
      let fillsAndStrokes = group.others.filter { item($0).isFillOrStroke }
      if fillsAndStrokes.count == 2, !item(fillsAndStrokes[0]).isFill, item(fillsAndStrokes[1]).isFill {
        valid.append(group)
      } else {
        let rest = group.others.filter { !item($0).isFillOrStroke }
        for element in fillsAndStrokes { valid.append(RenderGroup(paths: group.paths, others: [element] + rest)) }
      }
    }
    generation &+= 1
    if used.count < items.count { used += Array(repeating: 0, count: items.count - used.count) }
    for group in valid {
      for entry in group.paths { used[Int(entry.item)] = generation }
      for entry in group.others { used[Int(entry.item)] = generation }
    }
    return (valid, entries.filter { used[Int($0.item)] != generation })
  }

  /// §4.4 DRAW: the first fill, stroke and gradients of a render group.
  mutating func draw(_ group: RenderGroup) {
    func first(_ kind: ShapeItem.Kind) -> Entry? { group.others.first { item($0).kind == kind } }
    if let gradient = first(.gradientFill) {
      gradientColors(gradient, alpha: item(gradient).gradientHasAlpha)
    } else if let fill = first(.fill) {
      record(fill.groupPath, name: item(fill).name, Property.color)
      record(fill.groupPath, name: item(fill).name, Property.opacity)
    }
    if let stroke = first(.stroke) {
      record(stroke.groupPath, name: item(stroke).name, Property.color)
      record(stroke.groupPath, name: item(stroke).name, Property.strokeWidth)
      record(stroke.groupPath, name: item(stroke).name, Property.opacity)
    }
    if let gradientStroke = first(.gradientStroke) {
      gradientColors(gradientStroke, alpha: item(gradientStroke).gradientHasAlpha)
      record(gradientStroke.groupPath, name: item(gradientStroke).name, Property.strokeWidth)
      record(gradientStroke.groupPath, name: item(gradientStroke).name, Property.opacity)
    }
  }

  mutating func gradientColors(_ entry: Entry, alpha: Bool) {
    for _ in 0..<(alpha ? 5 : 3) { record(entry.groupPath, name: item(entry).name, Property.colors) }
    for _ in 0..<(alpha ? 2 : 1) { record(entry.groupPath, name: item(entry).name, Property.opacity) }
  }
}
