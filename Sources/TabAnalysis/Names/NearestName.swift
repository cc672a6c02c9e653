/// Did-you-mean candidates, the same on every run: the closest by edit distance, ties broken by byte order of
/// the name (never by a `Dictionary`'s hash order). Candidates whose length alone puts them past the limit are
/// skipped without computing a distance.
enum NearestName {
  static func best(to name: String, in candidates: some Sequence<String>, maximumDistance: Int) -> String? {
    let target = Array(name.utf8)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let bytes = Array(candidate.utf8)
      guard abs(bytes.count - target.count) <= maximumDistance else { continue }
      let distance = EditDistance.damerauLevenshtein(target, bytes)
      guard distance <= maximumDistance else { continue }
      let better =
        best.map {
          distance < $0.distance || (distance == $0.distance && candidate.utf8.lexicographicallyPrecedes($0.name.utf8))
        } ?? true
      if better { best = (candidate, distance) }
    }
    return best?.name
  }
}
