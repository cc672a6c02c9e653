import TabAnalysis

/// `--statistics`: how many findings each rule has, most first (as `ruff check --statistics` prints them), `[*]`
/// where `--fix` can repair them.
enum Statistics {
  static func render(_ findings: [LocatedFinding]) -> String {
    var counts: [String: (count: Int, fixable: Int)] = [:]
    for located in findings {
      var entry = counts[located.finding.code, default: (0, 0)]
      entry.count += 1
      if located.finding.replacement != nil { entry.fixable += 1 }
      counts[located.finding.code] = entry
    }
    let rows = counts.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
    let width = rows.map { String($0.value.count).count }.max() ?? 1
    return rows.map { code, entry in
      let count = String(entry.count)
      let name = RuleRegistry.rule(code: code)?.name ?? ""
      return String(repeating: " ", count: width - count.count) + count + "\t" + code + "\t"
        + (entry.fixable == entry.count ? "[*] " : entry.fixable > 0 ? "[-] " : "[ ] ") + name + "\n"
    }.joined()
  }
}
