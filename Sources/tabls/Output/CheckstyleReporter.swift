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

  static func render(_ findings: [LocatedFinding]) -> String {
    var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n"
    var open: String?
    for located in findings {
      if open != located.displayPath {
        if open != nil { xml += "</file>\n" }
        xml += "<file name=\"\(XMLText.escape(located.displayPath))\">\n"
        open = located.displayPath
      }
      let finding = located.finding
      xml +=
        "<error line=\"\(located.start.line + 1)\" column=\"\(located.start.character + 1)\" severity=\"\(severity(finding.severity))\" message=\"\(XMLText.escape(finding.message))\" source=\"tabls.rules.\(finding.code)\"/>\n"
    }
    if open != nil { xml += "</file>\n" }
    return xml + "</checkstyle>\n"
  }
}
