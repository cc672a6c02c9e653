/// JUnit XML, as CI systems show test reports: one test suite per file, one failing test case per finding.
enum JUnitReporter {
  static func write(_ findings: [LocatedFinding], to sink: ([UInt8]) -> Void) {
    sink(
      Array(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"tabls\" tests=\"\(findings.count)\" failures=\"\(findings.count)\">\n"
          .utf8))
    // Findings come grouped by file: a suite opens at a file's first finding (with the file's count) and closes
    // after its last.
    var counts = [Int](repeating: 0, count: findings.count)
    var first = 0
    for position in findings.indices where position + 1 == findings.count || !sameFile(findings, position) {
      counts[first] = position - first + 1
      first = position + 1
    }
    let perFile = counts
    StreamedReport.write(count: findings.count, to: sink) { position, buffer in
      let located = findings[position]
      let file = XMLText.escape(located.displayPath)
      var xml = ""
      if position == 0 || !sameFile(findings, position - 1) {
        xml += "  <testsuite name=\"\(file)\" tests=\"\(perFile[position])\" failures=\"\(perFile[position])\">\n"
      }
      let finding = located.finding
      let line = located.start.line + 1
      let column = located.start.character + 1
      let message = XMLText.escape(finding.message)
      xml +=
        "    <testcase name=\"\(finding.code) at \(line):\(column)\" classname=\"\(file)\" file=\"\(file)\" line=\"\(line)\">\n"
      xml +=
        "      <failure message=\"\(message)\" type=\"\(finding.severity.name)\">\(file):\(line):\(column): \(finding.severity.name): \(message) [\(finding.code)]</failure>\n"
      xml += "    </testcase>\n"
      if position + 1 == findings.count || !sameFile(findings, position) { xml += "  </testsuite>\n" }
      buffer += xml.utf8
    }
    sink(Array("</testsuites>\n".utf8))
  }

  /// Whether the finding after `position` is in the same file.
  static func sameFile(_ findings: [LocatedFinding], _ position: Int) -> Bool {
    position + 1 < findings.count && findings[position + 1].displayPath == findings[position].displayPath
  }
}
