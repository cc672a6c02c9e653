import TabAnalysis

/// What changed between the tab bars of two trees: bars matched by file, library and place in the file, then (a
/// renamed or moved file) by library and items, compared by their pictures, titles, images, style and findings.
struct BarChange {
  enum Kind: String { case changed, added, removed }

  var kind: Kind
  var before: ReportBar?
  var after: ReportBar?
  /// In words, one line each.
  var changes: [String]
  var findingsAdded: [LocatedFinding]
  var findingsFixed: [LocatedFinding]

  /// The bar as it is now (as it was, for a removed one).
  var bar: ReportBar { (after ?? before)! }
}

enum BarChanges {
  /// The changed, added and removed bars, in the order of the newer tree (removed ones last).
  static func compare(before: [ReportBar], after: [ReportBar]) -> [BarChange] {
    var unmatched = Set(before.indices)
    var pairs: [(Int?, Int)] = []
    let beforeKeys = keys(before)
    let afterKeys = keys(after)
    var byKey: [String: Int] = [:]
    for (position, key) in beforeKeys.enumerated() { byKey[key] = position }
    var pending: [Int] = []
    for (position, key) in afterKeys.enumerated() {
      if let match = byKey[key], unmatched.contains(match) {
        unmatched.remove(match)
        pairs.append((match, position))
      } else {
        pending.append(position)
      }
    }
    // A renamed or moved file: the same library and the same items, else the same file name; of several, the
    // first. Looked up by key, each candidate list walked once (a generated tree has thousands of bars).
    var byItems = Candidates(before.indices.filter(unmatched.contains)) {
      before[$0].library + "\u{0}" + before[$0].titles.joined(separator: "\u{0}")
    }
    var byName = Candidates(before.indices.filter(unmatched.contains)) {
      before[$0].library + "\u{0}" + PathName.lastComponent(of: before[$0].path)
    }
    for position in pending {
      let bar = after[position]
      let match =
        byItems.take(bar.library + "\u{0}" + bar.titles.joined(separator: "\u{0}"), unmatched)
        ?? byName.take(bar.library + "\u{0}" + PathName.lastComponent(of: bar.path), unmatched)
      if let match { unmatched.remove(match) }
      pairs.append((match, position))
    }
    var result: [BarChange] = []
    for (old, new) in pairs.sorted(by: { $0.1 < $1.1 }) {
      if let change = change(from: old.map { before[$0] }, to: after[new]) { result.append(change) }
    }
    for old in unmatched.sorted() {
      result.append(
        BarChange(
          kind: .removed, before: before[old], after: nil, changes: ["the bar is gone"], findingsAdded: [],
          findingsFixed: before[old].findings.map(\.finding)))
    }
    return result
  }

  /// Unmatched bars by a key, in order: `take` gives the first still unmatched and moves past the taken ones.
  struct Candidates {
    private var lists: [String: [Int]] = [:]
    private var next: [String: Int] = [:]

    init(_ positions: [Int], key: (Int) -> String) {
      for position in positions { lists[key(position), default: []].append(position) }
    }

    mutating func take(_ key: String, _ unmatched: Set<Int>) -> Int? {
      guard let list = lists[key] else { return nil }
      var cursor = next[key, default: 0]
      while cursor < list.count, !unmatched.contains(list[cursor]) { cursor += 1 }
      next[key] = cursor
      return cursor < list.count ? list[cursor] : nil
    }
  }

  /// `path#library#ordinal`: the bar's place among the bars of its library in its file.
  static func keys(_ bars: [ReportBar]) -> [String] {
    var seen: [String: Int] = [:]
    return bars.map { bar in
      let base = bar.path + "#" + bar.library
      let ordinal = seen[base, default: 0]
      seen[base] = ordinal + 1
      return base + "#\(ordinal)"
    }
  }

  /// Nil when nothing a person would see or be told changed.
  static func change(from old: ReportBar?, to new: ReportBar) -> BarChange? {
    guard let old else {
      return BarChange(
        kind: .added, before: nil, after: new, changes: ["a new tab bar with \(new.titles.count) tabs"],
        findingsAdded: new.findings.map(\.finding), findingsFixed: [])
    }
    var changes: [String] = []
    if old.path != new.path { changes.append("moved from \(old.path)") }
    if old.titles.count != new.titles.count {
      changes.append("\(old.titles.count) tabs → \(new.titles.count)")
    }
    for slot in 0..<min(old.titles.count, new.titles.count) {
      if old.titles[slot] != new.titles[slot] {
        changes.append("tab \(slot + 1) title: '\(old.titles[slot])' → '\(new.titles[slot])'")
      }
      if slot < old.images.count, slot < new.images.count, old.images[slot] != new.images[slot] {
        changes.append("tab \(slot + 1) image: '\(old.images[slot])' → '\(new.images[slot])'")
      }
    }
    // The style and its reason, once per release (light and dark share it).
    var styles = Set<String>()
    for (was, now) in zip(old.pictures, new.pictures) where was.reason != now.reason {
      let line = "\(was.reason) → \(now.reason)"
      if styles.insert(line).inserted { changes.append(line) }
    }
    // Which looks are drawn differently: also what no line of code says (an image set, a colour or a translation
    // that changed under the bar).
    let redrawn = zip(old.pictures, new.pictures).filter { $0.png != $1.png }.map(\.1.label)
    if !redrawn.isEmpty { changes.append("the picture changed on \(redrawn.joined(separator: ", "))") }
    func key(_ entry: (finding: LocatedFinding, slot: Int?)) -> String {
      "\(entry.finding.finding.code)|\(entry.finding.finding.message)|\(entry.slot ?? -1)"
    }
    let oldKeys = Set(old.findings.map(key))
    let newKeys = Set(new.findings.map(key))
    let added = new.findings.filter { !oldKeys.contains(key($0)) }.map(\.finding)
    let fixed = old.findings.filter { !newKeys.contains(key($0)) }.map(\.finding)
    guard !changes.isEmpty || !added.isEmpty || !fixed.isEmpty else { return nil }
    return BarChange(
      kind: .changed, before: old, after: new, changes: changes, findingsAdded: added, findingsFixed: fixed)
  }
}
