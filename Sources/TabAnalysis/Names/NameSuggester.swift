/// Did-you-mean over a fixed set of names (a workspace's image names), built once per index. Names are bucketed
/// by their UTF-8 length, so a query only looks at names within `maximumDistance` of its own length, and each
/// comparison is a banded edit distance that stops as soon as it cannot beat the best so far: thousands of missing
/// names against thousands of images cost milliseconds, not the quadratic full-matrix comparison per pair.
/// Short names, whose queries allow one edit, are also found through their one-deletion neighbourhoods
/// (symmetric deletion, as SymSpell does): a query looks up a handful of keys instead of every name of its length.
public final class NameSuggester: Sendable {
  /// The names of one length, in lexicographic UTF-8 order (ties go to the first), their bytes back to back.
  struct Bucket: Sendable {
    var length: Int
    var bytes: [UInt8] = []
    var names: [String] = []
  }

  /// Ascending by length.
  private let buckets: [Bucket]
  /// Every name of at most `shortLength` bytes, and each of its one-byte deletions, → the names (bucket, index).
  private let neighbourhoods: [ShortKey: [Int32]]
  /// Names this long or shorter are in `neighbourhoods`: a query of up to 9 bytes allows one edit
  /// (`max(1, count / 5)`), so its candidates are at most 10.
  static let shortLength = 10

  public init(_ names: some Sequence<String>) {
    var byLength: [Int: [(bytes: [UInt8], name: String)]] = [:]
    for name in names { byLength[name.utf8.count, default: []].append((Array(name.utf8), name)) }
    buckets = byLength.keys.sorted().map { length in
      var bucket = Bucket(length: length)
      for entry in byLength[length]!.sorted(by: { $0.bytes.lexicographicallyPrecedes($1.bytes) }) {
        bucket.bytes += entry.bytes
        bucket.names.append(entry.name)
      }
      return bucket
    }
    var neighbourhoods: [ShortKey: [Int32]] = [:]
    for (number, bucket) in buckets.enumerated() where bucket.length <= Self.shortLength {
      for index in bucket.names.indices {
        let id = Int32(number << 20 | index)
        let bytes = bucket.bytes[index * bucket.length..<(index + 1) * bucket.length]
        for key in ShortKey.neighbourhood(of: bytes) where neighbourhoods[key]?.last != id {
          neighbourhoods[key, default: []].append(id)
        }
      }
    }
    self.neighbourhoods =
      buckets.count < 1 << 11 && buckets.allSatisfy({ $0.names.count < 1 << 20 }) ? neighbourhoods : [:]
  }

  /// A name of at most `shortLength` bytes packed into two words, its length included: the neighbourhood table's
  /// key. Hashing a `[UInt8]` combined it byte by byte, and each deletion was an array of its own; a query makes
  /// ten keys and looks each up.
  struct ShortKey: Hashable {
    var low: UInt64 = 0
    var high: UInt64 = 0

    /// `bytes` without the byte at `skipped` (none when it is out of range).
    init(_ bytes: ArraySlice<UInt8>, skipping skipped: Int = -1) {
      var shift: UInt64 = 0
      var count: UInt64 = 0
      for (offset, byte) in bytes.enumerated() where offset != skipped {
        if shift < 64 { low |= UInt64(byte) << shift } else { high |= UInt64(byte) << (shift - 64) }
        shift += 8
        count += 1
      }
      high |= count << 56
    }

    /// The keys of `bytes` and of each of its one-byte deletions.
    static func neighbourhood(of bytes: ArraySlice<UInt8>) -> [ShortKey] {
      (0..<bytes.count).map { ShortKey(bytes, skipping: $0) } + [ShortKey(bytes)]
    }
  }

  /// Within one edit, through the neighbourhoods: the query and its deletions are the keys; every name found is
  /// checked with the exact distance. The same answer as the scan (tested), for queries of at most 9 bytes.
  private func bestWithinOneEdit(_ target: [UInt8]) -> String? {
    var candidates: [Int32] = []
    for key in ShortKey.neighbourhood(of: target[...]) {
      for id in neighbourhoods[key] ?? [] where !candidates.contains(id) { candidates.append(id) }
    }
    guard !candidates.isEmpty else { return nil }
    var best: (name: ArraySlice<UInt8>, text: String, distance: Int)?
    let parallel = EditDistance.BitParallel(target)
    for id in candidates {
      let bucket = buckets[Int(id >> 20)]
      let index = Int(id & 0xF_FFFF)
      let bytes = bucket.bytes[index * bucket.length..<(index + 1) * bucket.length]
      let distance = bytes.withUnsafeBufferPointer { parallel.distance(to: $0) }
      guard distance <= 1 else { continue }
      if best == nil || distance < best!.distance
        || (distance == best!.distance && bytes.lexicographicallyPrecedes(best!.name))
      {
        best = (bytes, bucket.names[index], distance)
      }
    }
    return best?.text
  }

  /// The closest name within `maximumDistance` edits (optimal string alignment), the lexicographically first of
  /// equally close ones; nil when none is that close.
  public func best(to name: String, maximumDistance: Int) -> String? {
    let target = Array(name.utf8)
    guard maximumDistance >= 0 else { return nil }
    if maximumDistance == 1, !target.isEmpty, target.count < Self.shortLength, !neighbourhoods.isEmpty {
      return bestWithinOneEdit(target)
    }
    var best: (bucket: Int, index: Int, distance: Int)?
    var scratch = EditDistance.Scratch()
    // Up to 64 bytes, the bit-parallel distance costs a few word operations per candidate byte.
    let parallel = target.count <= 64 && !target.isEmpty ? EditDistance.BitParallel(target) : nil
    for (number, bucket) in buckets.enumerated() where abs(bucket.length - target.count) <= maximumDistance {
      bucket.bytes.withUnsafeBufferPointer { all in
        for index in bucket.names.indices {
          let limit = best?.distance ?? maximumDistance
          guard abs(bucket.length - target.count) <= limit else { return }
          let candidate = UnsafeBufferPointer(rebasing: all[index * bucket.length..<(index + 1) * bucket.length])
          let found: Int?
          if let parallel {
            let distance = parallel.distance(to: candidate)
            found = distance <= limit ? distance : nil
          } else {
            found = EditDistance.bounded(target, Array(candidate), limit: limit, scratch: &scratch)
          }
          guard let distance = found else { continue }
          // Equal distances: the earlier bucket and index is the lexicographically first only within a length.
          if best == nil || distance < best!.distance
            || (distance == best!.distance && candidate.lexicographicallyPrecedes(bytes(of: best!)))
          {
            best = (number, index, distance)
          }
        }
      }
    }
    return best.map { buckets[$0.bucket].names[$0.index] }
  }

  private func bytes(of entry: (bucket: Int, index: Int, distance: Int)) -> ArraySlice<UInt8> {
    let bucket = buckets[entry.bucket]
    return bucket.bytes[entry.index * bucket.length..<(entry.index + 1) * bucket.length]
  }
}

extension EditDistance {
  /// The optimal string alignment distance from one pattern of at most 64 bytes to many texts, by Hyyrö's
  /// bit-vector algorithm ("A bit-vector algorithm for computing Levenshtein and Damerau edit distances", 2003):
  /// each text byte updates the whole column in a handful of 64-bit operations.
  public struct BitParallel {
    private var matches = [UInt64](repeating: 0, count: 256)
    private let length: Int

    public init(_ pattern: [UInt8]) {
      precondition(!pattern.isEmpty && pattern.count <= 64)
      length = pattern.count
      for (index, byte) in pattern.enumerated() { matches[Int(byte)] |= 1 << UInt64(index) }
    }

    public func distance(to text: [UInt8]) -> Int {
      text.withUnsafeBufferPointer { distance(to: $0) }
    }

    public func distance(to text: UnsafeBufferPointer<UInt8>) -> Int {
      var vp = UInt64.max
      var vn: UInt64 = 0
      var d0: UInt64 = 0
      var previousMatch: UInt64 = 0
      var distance = length
      let last: UInt64 = 1 << UInt64(length - 1)
      for byte in text {
        let match = matches[Int(byte)]
        let transposition = ((~d0 & match) &<< 1) & previousMatch
        d0 = ((((match & vp) &+ vp) ^ vp) | match | vn) | transposition
        var hp = vn | ~(d0 | vp)
        var hn = d0 & vp
        if hp & last != 0 { distance += 1 }
        if hn & last != 0 { distance -= 1 }
        hp = (hp &<< 1) | 1
        hn = hn &<< 1
        vp = hn | ~(d0 | hp)
        vn = hp & d0
        previousMatch = match
      }
      return distance
    }
  }

  /// Reusable rows for `bounded`, so a query allocates once.
  public struct Scratch {
    var previousPrevious: [Int] = []
    var previous: [Int] = []
    var current: [Int] = []

    public init() {}
  }

  /// The optimal string alignment distance of `a` and `b` when it is at most `limit`, else nil. Only the band of
  /// cells within `limit` of the diagonal is computed, and it stops at the first row whose every cell exceeds
  /// `limit`.
  public static func bounded(_ a: [UInt8], _ b: [UInt8], limit: Int, scratch: inout Scratch) -> Int? {
    guard abs(a.count - b.count) <= limit else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let width = b.count + 1
    let outside = limit + 1
    if scratch.previous.count < width {
      scratch.previousPrevious = [Int](repeating: 0, count: width)
      scratch.previous = [Int](repeating: 0, count: width)
      scratch.current = [Int](repeating: 0, count: width)
    }
    for j in 0..<width { scratch.previous[j] = min(j, outside) }
    for i in 1...a.count {
      let from = max(1, i - limit)
      let to = min(b.count, i + limit)
      scratch.current[0] = min(i, outside)
      if from > 1 { scratch.current[from - 1] = outside }
      var rowMinimum = scratch.current[0]
      if from <= to {
        for j in from...to {
          let cost = a[i - 1] == b[j - 1] ? 0 : 1
          var value = min(scratch.previous[j] + 1, scratch.current[j - 1] + 1, scratch.previous[j - 1] + cost)
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            value = min(value, scratch.previousPrevious[j - 2] + 1)
          }
          value = min(value, outside)
          scratch.current[j] = value
          rowMinimum = min(rowMinimum, value)
        }
      }
      if to < b.count { scratch.current[to + 1] = outside }
      if rowMinimum > limit { return nil }
      swap(&scratch.previousPrevious, &scratch.previous)
      swap(&scratch.previous, &scratch.current)
    }
    let distance = scratch.previous[b.count]
    return distance <= limit ? distance : nil
  }
}
