/// JUnit XML, as CI systems show test reports: one test suite per file, one failing test case per finding.
enum JUnitReporter {
  static func render(_ findings: [LocatedFinding]) -> String {
    var byFile: [(path: String, findings: [LocatedFinding])] = []
    for located in findings {
      if byFile.last?.path == located.displayPath {
        byFile[byFile.count - 1].findings.append(located)
      } else {
        byFile.append((located.displayPath, [located]))
      }
    }
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"tabls\" tests=\"\(findings.count)\" failures=\"\(findings.count)\">\n"
    for (path, findings) in byFile {
      let file = XMLText.escape(path)
      xml += "  <testsuite name=\"\(file)\" tests=\"\(findings.count)\" failures=\"\(findings.count)\">\n"
      for located in findings {
        let finding = located.finding
        let line = located.start.line + 1
        let column = located.start.character + 1
        let message = XMLText.escape(finding.message)
        xml +=
          "    <testcase name=\"\(finding.code) at \(line):\(column)\" classname=\"\(file)\" file=\"\(file)\" line=\"\(line)\">\n"
        xml +=
          "      <failure message=\"\(message)\" type=\"\(finding.severity.name)\">\(file):\(line):\(column): \(finding.severity.name): \(message) [\(finding.code)]</failure>\n"
        xml += "    </testcase>\n"
      }
      xml += "  </testsuite>\n"
    }
    return xml + "</testsuites>\n"
  }
}
