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

  static func render(_ findings: [LocatedFinding]) -> JSON {
    let fingerprints = LocatedFinding.fingerprints(findings)
    return .array(
      zip(findings, fingerprints).map { located, fingerprint in
        [
          "description": .string(located.finding.message),
          "check_name": .string(located.finding.code),
          "fingerprint": .string(fingerprint),
          "severity": .string(severity(located.finding.severity)),
          "location": [
            "path": .string(located.displayPath),
            "lines": ["begin": .int(Int64(located.start.line + 1))],
          ],
        ]
      })
  }
}
