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

  /// Appends another arena's keypaths in sorted (byte) order.
  mutating func append(sortedContentsOf other: KeypathArena) {
    for index in other.byteOrder() {
      let start = Int(other.starts[index])
      let end = index + 1 < other.starts.count ? Int(other.starts[index + 1]) : other.bytes.count
      starts.append(Int32(bytes.count))
      bytes.append(contentsOf: other.bytes[start..<end])
    }
  }

  /// Indices in byte order.
  func byteOrder() -> [Int] {
    var order = (0..<Int32(count)).map { $0 }
    bytes.withUnsafeBufferPointer { text in
      starts.withUnsafeBufferPointer { starts in
        let sorter = ArenaOrder(text: text, starts: starts, total: text.count)
        order.sort { sorter.lessBytes($0, $1) }
      }
    }
    return order.map(Int.init)
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

  private func strings(_ order: [Int]) -> [String] {
    bytes.withUnsafeBufferPointer { text in
      order.map { index in
        let start = Int(starts[index])
        let end = index + 1 < starts.count ? Int(starts[index + 1]) : text.count
        return String(decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self)
      }
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

  /// Byte-order comparison with `memcmp`.
  @inline(__always) func lessBytes(_ a: Int32, _ b: Int32) -> Bool {
    let startA = Int(starts[Int(a)])
    let startB = Int(starts[Int(b)])
    let lengthA = end(a) - startA
    let lengthB = end(b) - startB
    let result = memcmp(text.baseAddress! + startA, text.baseAddress! + startB, min(lengthA, lengthB))
    return result != 0 ? result < 0 : lengthA < lengthB
  }

}
