import RPC
import TabAnalysis

/// GitLab Code Quality JSON: one issue per finding, with a fingerprint that is the same in every run and does not
/// move with the finding's line (so merge requests compare findings, not positions).
enum GitLabReporter {
  static func severity(_ severity: Severity) -> String {
    switch severity {
    case .error: return "critical"
    case .warning: return "major"
    case .information: return "minor"
    case .hint: return "info"
    }
  }

  static func write(_ findings: [LocatedFinding], to sink: ([UInt8]) -> Void) {
    let fingerprints = LocatedFinding.fingerprints(findings)
    StreamedReport.writeJSON(.string(StreamedReport.placeholder), count: findings.count, to: sink) { position in
      let located = findings[position]
      return [
        "description": .string(located.finding.message),
        "check_name": .string(located.finding.code),
        "fingerprint": .string(fingerprints[position]),
        "severity": .string(severity(located.finding.severity)),
        "location": [
          "path": .string(located.displayPath),
          "lines": ["begin": .int(Int64(located.start.line + 1))],
        ],
      ]
    }
  }
}
