#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keypaths built into one byte buffer and sorted there. Making 50,000 Strings and sorting them with Swift's
/// Unicode-aware comparison took most of the time of a keypath listing (`tabls-bench lottie`); byte order is the
/// same order for ASCII, and `memcmp` over the buffer compares without making Strings.
/// Lists with non-ASCII names fall back to `String` sorting, which also normalizes to NFC as lottie-ios does.
struct KeypathArena {
  /// A path being built: its joined bytes, and whether it has any component (an empty name is a component).
  struct Path {
    var bytes: [UInt8] = []
    var isEmpty = true

    func appending(_ component: [UInt8]) -> Path {
      var path = self
      if !path.isEmpty { path.bytes.append(UInt8(ascii: ".")) }
      path.bytes.append(contentsOf: component)
      path.isEmpty = false
      return path
    }
  }

  private(set) var bytes: [UInt8] = []
  /// Start of each keypath; keypath k ends where k+1 starts (the last at `bytes.count`).
  private(set) var starts: [Int32] = []

  var count: Int { starts.count }

  mutating func append(_ path: Path) {
    starts.append(Int32(bytes.count))
    bytes.append(contentsOf: path.bytes)
  }

  /// Appends a path's bytes as one keypath.
  mutating func append(_ path: [UInt8]) {
    starts.append(Int32(bytes.count))
    bytes.append(contentsOf: path)
  }

  /// Appends `path.name.property` (`path.property` without a name): the path is never empty here.
  mutating func append(
    _ path: UnsafeBufferPointer<UInt8>, _ name: UnsafeBufferPointer<UInt8>?, _ property: UnsafeBufferPointer<UInt8>
  ) {
    starts.append(Int32(bytes.count))
    bytes.append(contentsOf: path)
    if let name {
      bytes.append(UInt8(ascii: "."))
      bytes.append(contentsOf: name)
    }
    bytes.append(UInt8(ascii: "."))
    bytes.append(contentsOf: property)
  }

  /// Appends `path.property`.
  mutating func append(_ path: Path, _ property: [UInt8]) {
    starts.append(Int32(bytes.count))
    bytes.append(contentsOf: path.bytes)
    if !path.isEmpty { bytes.append(UInt8(ascii: ".")) }
    bytes.append(contentsOf: property)
  }

  /// Where keypath `index` lies in `bytes`.
  func range(_ index: Int) -> Range<Int> {
    Int(starts[index])..<(index + 1 < starts.count ? Int(starts[index + 1]) : bytes.count)
  }

  /// A copy of `arena` with its keypaths in byte order.
  static func sorted(_ arena: KeypathArena) -> KeypathArena {
    var result = KeypathArena()
    result.append(sortedContentsOf: arena)
    return result
  }

  /// Appends another arena's keypaths in sorted (byte) order.
  mutating func append(sortedContentsOf other: KeypathArena) {
    for index in other.byteOrder() {
      starts.append(Int32(bytes.count))
      bytes.append(contentsOf: other.bytes[other.range(index)])
    }
  }

  /// Indices in byte order (stable: equal keypaths keep their order).
  func byteOrder() -> [Int] {
    bytes.withUnsafeBufferPointer { text in
      starts.withUnsafeBufferPointer { starts in
        let sorter = ArenaOrder(text: text, starts: starts, total: text.count)
        return (sorter.orderByFirstComponent() ?? sorter.fullOrder()).map(Int.init)
      }
    }
  }

  /// The keypaths in `order` (default: as appended), each followed by a line feed.
  func lines(order: [Int]? = nil) -> [UInt8] {
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count + count)
    if let order {
      for index in order {
        text += bytes[range(index)]
        text.append(0x0A)
      }
    } else {
      for index in 0..<count {
        text += bytes[range(index)]
        text.append(0x0A)
      }
    }
    return text
  }

  /// The keypaths as Strings, in the order they were appended.
  func stringsInOrder() -> [String] { strings(Array(0..<count)) }

  /// The keypaths in Swift `String` order, duplicates kept.
  func sortedStrings() -> [String] {
    if !isByteOrderSafe { return strings(Array(0..<count)).sorted() }
    return strings(byteOrder())
  }

  /// Byte order is Swift's `String` order only for ASCII text (NFC normalization changes nothing there).
  var isByteOrderSafe: Bool { !bytes.contains(where: { $0 >= 0x80 || $0 == 0 }) }

  /// Initializes `strings[i]` with keypath `i` for each `i` in `range` (for `SharedStringWork`).
  func initializeStrings(_ range: Range<Int>, into strings: UnsafeMutableBufferPointer<String>) {
    bytes.withUnsafeBufferPointer { text in
      for index in range {
        (strings.baseAddress! + index).initialize(
          to: String(decoding: UnsafeBufferPointer(rebasing: text[self.range(index)]), as: UTF8.self))
      }
    }
  }

  /// The keypaths in `order` (byte order) as Strings, taking each from `strings` (the keypaths of `other`, in
  /// byte order) when `other` has the same bytes: one walk through both sorted lists, and a shared String costs
  /// a retain instead of an allocation, a copy and a free.
  func strings(_ order: [Int], reusing strings: [String], of other: KeypathArena) -> [String] {
    bytes.withUnsafeBufferPointer { text in
      other.bytes.withUnsafeBufferPointer { otherText in
        var position = 0
        return order.map { index in
          let mine = UnsafeBufferPointer(rebasing: text[range(index)])
          while position < strings.count {
            let theirs = UnsafeBufferPointer(rebasing: otherText[other.range(position)])
            let common = min(mine.count, theirs.count)
            let order = common == 0 ? 0 : memcmp(theirs.baseAddress!, mine.baseAddress!, common)
            if order < 0 || (order == 0 && theirs.count < mine.count) {
              position += 1
              continue
            }
            if order == 0 && theirs.count == mine.count { return strings[position] }
            break
          }
          return String(decoding: mine, as: UTF8.self)
        }
      }
    }
  }

  func strings(_ order: [Int]) -> [String] {
    bytes.withUnsafeBufferPointer { text in
      order.map { String(decoding: UnsafeBufferPointer(rebasing: text[range($0)]), as: UTF8.self) }
    }
  }
}

/// Byte-order comparison of keypaths in the arena. (A multikey radix quicksort was tried and measured slower
/// here: keypaths share long prefixes.)
private struct ArenaOrder {
  let text: UnsafeBufferPointer<UInt8>
  let starts: UnsafeBufferPointer<Int32>
  let total: Int

  @inline(__always) func end(_ index: Int32) -> Int {
    Int(index) + 1 < starts.count ? Int(starts[Int(index) + 1]) : total
  }

  /// Byte-order comparison with `memcmp`, of the bytes from `offset` on (a prefix both are known to share).
  @inline(__always) func lessBytes(_ a: Int32, _ b: Int32, from offset: Int = 0) -> Bool {
    let startA = Int(starts[Int(a)]) + offset
    let startB = Int(starts[Int(b)]) + offset
    let lengthA = end(a) - startA
    let lengthB = end(b) - startB
    let common = min(lengthA, lengthB)
    let result = common > 0 ? memcmp(text.baseAddress! + startA, text.baseAddress! + startB, common) : 0
    return result != 0 ? result < 0 : lengthA < lengthB
  }

  func fullOrder() -> [Int32] {
    var order = Array(0..<Int32(starts.count))
    order.sort { lessBytes($0, $1) }
    return order
  }

  /// The first component of keypath `index`: its bytes up to the first `.`.
  func firstComponent(_ index: Int32) -> Range<Int> {
    let start = Int(starts[Int(index)])
    let length = end(index) - start
    guard length > 0, let dot = memchr(text.baseAddress! + start, Int32(UInt8(ascii: ".")), length) else {
      return start..<(start + length)
    }
    return start..<(start + (UnsafeRawPointer(dot) - UnsafeRawPointer(text.baseAddress! + start)))
  }

  func equalBytes(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
    a.count == b.count
      && (a.isEmpty || memcmp(text.baseAddress! + a.lowerBound, text.baseAddress! + b.lowerBound, a.count) == 0)
  }

  /// Sorting in buckets by first component (layer names; a list holds runs of keypaths of one layer), then each
  /// bucket on the bytes after the component: far fewer and shorter comparisons than one sort of the whole list
  /// when keypaths share long prefixes. Exact only when no bucket's keypaths can sort between another's (the
  /// `SortedTreeWriter` condition: a name that extends another with a byte below `.`); nil then.
  func orderByFirstComponent() -> [Int32]? {
    // Runs of consecutive keypaths with one first component; runs of equal components then share a bucket.
    var buckets: [(component: Range<Int>, members: [Int32])] = []
    var index: Int32 = 0
    while index < Int32(starts.count) {
      let component = firstComponent(index)
      if let last = buckets.last, equalBytes(last.component, component) {
        buckets[buckets.count - 1].members.append(index)
      } else {
        buckets.append((component, [index]))
      }
      index += 1
    }
    func lessComponent(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
      let common = min(a.count, b.count)
      let result = common > 0 ? memcmp(text.baseAddress! + a.lowerBound, text.baseAddress! + b.lowerBound, common) : 0
      return result != 0 ? result < 0 : a.count < b.count
    }
    // Stable, so equal components' runs stay in order and merge into their first run's bucket.
    let byComponent = buckets.indices.sorted {
      lessComponent(buckets[$0].component, buckets[$1].component)
        || (!lessComponent(buckets[$1].component, buckets[$0].component) && $0 < $1)
    }
    var order: [Int32] = []
    order.reserveCapacity(starts.count)
    var position = 0
    while position < byComponent.count {
      let component = buckets[byComponent[position]].component
      var members = buckets[byComponent[position]].members
      position += 1
      while position < byComponent.count, equalBytes(buckets[byComponent[position]].component, component) {
        members += buckets[byComponent[position]].members
        position += 1
      }
      if position < byComponent.count {
        let next = buckets[byComponent[position]].component
        if next.count > component.count, equalBytes(next.lowerBound..<(next.lowerBound + component.count), component),
          text[next.lowerBound + component.count] < UInt8(ascii: ".")
        {
          return nil
        }
      }
      members.sort { lessBytes($0, $1, from: component.count) }
      order += members
    }
    return order
  }
}
