/// Which names may be identifiers of a file: a Bloom filter over the bytes of every identifier token, made in the
/// walk that matches brackets. `mayContain` is never false for a name the file has, and true for one it lacks
/// about once in a hundred, so a reader whose every construct starts at one of its names can skip a file that has
/// none of them — most files, for most readers: each reader's own walk over the tokens cost more than this one.
struct IdentifierFilter {
  /// 2,048 bits; each name sets two of them.
  private var words = [UInt64](repeating: 0, count: 32)

  mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
    let (first, second) = Self.bits(of: Self.hash(bytes, range))
    words[first.word] |= first.bit
    words[second.word] |= second.bit
  }

  func mayContain(_ name: String) -> Bool { has(Self.bits(of: name)) }

  private func has(_ bits: (Bit, Bit)) -> Bool {
    words[bits.0.word] & bits.0.bit != 0 && words[bits.1.word] & bits.1.bit != 0
  }

  typealias Bit = (word: Int, bit: UInt64)

  /// The two bits a name's hash stands for (a word of `words` and a bit in it each), from disjoint parts of it.
  @inline(__always)
  private static func bits(of hash: UInt64) -> (Bit, Bit) {
    ((Int(hash & 31), 1 << ((hash >> 5) & 63)), (Int((hash >> 11) & 31), 1 << ((hash >> 16) & 63)))
  }

  private static func bits(of name: String) -> (Bit, Bit) {
    var name = name
    return bits(of: name.withUTF8 { hash($0, $0.indices) })
  }

  /// Whether any of `names` may be an identifier of the file.
  func mayContainAny(_ names: [String]) -> Bool { names.contains(where: mayContain) }

  /// A reader's fixed names with their bits worked out once, not hashed again for every file.
  struct Names: Sendable {
    fileprivate let bits: [(Bit, Bit)]

    init(_ names: some Sequence<String>) { bits = names.map(IdentifierFilter.bits(of:)) }
  }

  /// Whether any of `names` may be an identifier of the file.
  func mayContainAny(_ names: Names) -> Bool { names.bits.contains(where: has) }

  /// FNV-1a, 64 bits, with a final mix so that the bits taken from it are spread.
  @inline(__always)
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for index in range {
      hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3
    }
    return hash ^ (hash >> 29)
  }
}
