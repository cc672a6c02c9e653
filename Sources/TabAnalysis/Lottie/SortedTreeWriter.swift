#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a Main Thread node tree's keypaths in sorted order without sorting the whole list: siblings are sorted
/// by name and each one's block (the node, then everything under it) is written whole. That is exact unless one
/// sibling's block can interleave with another's — equal names, a name with a `.` in it, or a name that extends
/// another with a byte below `.` (`Layer` and `Layer 2`: `Layer 2.X` sorts between `Layer` and `Layer.X`) —
/// and there the level's keypaths are collected and sorted with `memcmp`.
///
/// The path being written is one buffer, grown and cut back as the walk goes down and up; siblings are plain
/// (name range, node) pairs compared in the tree's name pool.
struct SortedTreeWriter {
  typealias Node = MainThreadKeypaths.Node
  typealias Name = MainThreadKeypaths.Name
  let names: UnsafeBufferPointer<UInt8>
  let nodes: [Node]
  var arena = KeypathArena()
  /// The path of the level being written, and how many components it has (an empty name is a component).
  private var path: [UInt8] = []
  private var components = 0

  /// A sibling: a property (node -1) or a node.
  private struct Sibling {
    var name: Name
    var node: Int32
  }

  init(names: UnsafeBufferPointer<UInt8>, nodes: [Node]) {
    self.names = names
    self.nodes = nodes
  }

  mutating func write(_ roots: [Int32]) {
    writeLevel(properties: [], sortedProperties: [], children: roots)
  }

  private mutating func writeLevel(properties: [Name], sortedProperties: [Name], children: [Int32]) {
    if children.isEmpty {
      // Leaves only: their blocks are themselves, already in order.
      for property in sortedProperties {
        let mark = push(property)
        arena.append(path)
        pop(to: mark)
      }
      return
    }
    var siblings = properties.map { Sibling(name: $0, node: -1) }
    for child in children { siblings.append(Sibling(name: nodes[Int(child)].name, node: child)) }
    siblings.sort { less($0.name, $1.name) }
    guard blocksAreSeparate(siblings) else {
      var local = KeypathArena()
      for sibling in siblings { dump(sibling, into: &local) }
      arena.append(sortedContentsOf: local)
      return
    }
    for sibling in siblings {
      let mark = push(sibling.name)
      arena.append(path)
      if sibling.node >= 0 {
        let node = nodes[Int(sibling.node)]
        writeLevel(properties: node.properties, sortedProperties: node.sortedProperties, children: node.children)
      }
      pop(to: mark)
    }
  }

  private mutating func push(_ name: Name) -> Int {
    let mark = path.count
    if components > 0 { path.append(UInt8(ascii: ".")) }
    path.append(contentsOf: UnsafeBufferPointer(rebasing: names[Int(name.lowerBound)..<Int(name.upperBound)]))
    components += 1
    return mark
  }

  private mutating func pop(to mark: Int) {
    path.removeLast(path.count - mark)
    components -= 1
  }

  private func less(_ a: Name, _ b: Name) -> Bool {
    let common = Int(min(a.count, b.count))
    let result =
      common == 0 ? 0 : memcmp(names.baseAddress! + Int(a.lowerBound), names.baseAddress! + Int(b.lowerBound), common)
    return result != 0 ? result < 0 : a.count < b.count
  }

  private func byte(_ name: Name, _ offset: Int) -> UInt8 { names[Int(name.lowerBound) + offset] }

  private func equal(_ a: Name, _ b: Name) -> Bool { a.count == b.count && !less(a, b) && !less(b, a) }

  private func hasPrefix(_ name: Name, _ prefix: Name) -> Bool {
    name.count >= prefix.count && equal(name.lowerBound..<(name.lowerBound + Int32(prefix.count)), prefix)
  }

  private func blocksAreSeparate(_ sorted: [Sibling]) -> Bool {
    let dot = UInt8(ascii: ".")
    for (index, sibling) in sorted.enumerated() where sibling.node >= 0 {
      let name = sibling.name
      if (0..<name.count).contains(where: { byte(name, $0) == dot }) { return false }
      let node = nodes[Int(sibling.node)]
      guard !(node.properties.isEmpty && node.children.isEmpty) else { continue }
      if index > 0, equal(sorted[index - 1].name, name) { return false }
      var next = index + 1
      while next < sorted.count, hasPrefix(sorted[next].name, name) {
        let other = sorted[next].name
        if other.count == name.count || byte(other, name.count) < dot { return false }
        next += 1
      }
    }
    return true
  }

  /// The unsorted dump of one sibling's block, for levels whose blocks interleave.
  private mutating func dump(_ sibling: Sibling, into local: inout KeypathArena) {
    let mark = push(sibling.name)
    local.append(path)
    if sibling.node >= 0 {
      let node = nodes[Int(sibling.node)]
      for property in node.properties { dump(Sibling(name: property, node: -1), into: &local) }
      for child in node.children { dump(Sibling(name: nodes[Int(child)].name, node: child), into: &local) }
    }
    pop(to: mark)
  }
}
