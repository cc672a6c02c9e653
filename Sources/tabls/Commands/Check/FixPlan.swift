import TabAnalysis

/// The edits `--fix` makes to one file: one per finding that has a single replacement, in order, none
/// overlapping (where two would, the first is kept and the other stays a finding).
struct FixPlan {
  typealias Edit = TextEdit

  var path: String
  var edits: [Edit]
  /// How many findings the edits fix (two findings on one range with one replacement share an edit).
  var fixedFindings: Int

  static func plans(for findings: [LocatedFinding]) -> [FixPlan] {
    var byPath: [String: [Finding]] = [:]
    for located in findings where located.finding.replacement != nil {
      byPath[located.finding.path, default: []].append(located.finding)
    }
    return byPath.keys.sorted().map { path in
      var edits: [Edit] = []
      var fixed = 0
      let planned = byPath[path]!.compactMap(\.edit)
      for edit in planned.sorted(by: { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }) {
        if edits.last == edit {
          fixed += 1
        } else if edits.last.map({ $0.range.end <= edit.range.start && $0.range.start < edit.range.start }) ?? true {
          edits.append(edit)
          fixed += 1
        }
      }
      return FixPlan(path: path, edits: edits, fixedFindings: fixed)
    }
  }

  /// `bytes` with the edits made; nil when an edit does not fit them (the file is not the one analysed).
  func apply(to bytes: [UInt8]) -> [UInt8]? { TextEdit.apply(edits, to: bytes[...]) }

}
