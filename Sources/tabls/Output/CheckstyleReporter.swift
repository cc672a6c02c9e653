import TabAnalysis

/// Checkstyle XML, as SwiftLint writes it: a `<file>` per file, an `<error>` per finding, the rule as
/// `tabls.rules.CODE`.
enum CheckstyleReporter {
  static func severity(_ severity: Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .information, .hint: return "info"
    }
  }

  static func write(_ findings: [LocatedFinding], to sink: ([UInt8]) -> Void) {
    sink(Array("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n".utf8))
    StreamedReport.write(count: findings.count, to: sink) { position, buffer in
      let located = findings[position]
      var xml = ""
      if position == 0 || findings[position - 1].displayPath != located.displayPath {
        xml += "<file name=\"\(XMLText.escape(located.displayPath))\">\n"
      }
      let finding = located.finding
      xml +=
        "<error line=\"\(located.start.line + 1)\" column=\"\(located.start.character + 1)\" severity=\"\(severity(finding.severity))\" message=\"\(XMLText.escape(finding.message))\" source=\"tabls.rules.\(finding.code)\"/>\n"
      if position + 1 == findings.count || findings[position + 1].displayPath != located.displayPath {
        xml += "</file>\n"
      }
      buffer += xml.utf8
    }
    sink(Array("</checkstyle>\n".utf8))
  }
}
