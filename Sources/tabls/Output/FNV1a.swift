/// FNV-1a, 64 bits: a stable hash (the same in every run and on every machine, unlike `Hasher`) for shards,
/// fingerprints and result ids.
struct FNV1a {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  init() {}

  init(bytes: some Sequence<UInt8>) { add(bytes) }

  mutating func add(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      value ^= UInt64(byte)
      value = value &* 0x0100_0000_01b3
    }
  }

  static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 { FNV1a(bytes: bytes).value }

  /// `value` as 16 hexadecimal digits.
  var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
