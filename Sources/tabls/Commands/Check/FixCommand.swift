import Foundation
import TabAnalysis

/// `tabls check --fix` and `--diff`: the fixes that have one replacement, written (atomically, only files that
/// still hold what was analysed) or shown as a unified diff. This is the only code that writes a user's file.
enum FixCommand {
  /// The diff of every fix; how many findings and files it fixes.
  static func diff(_ findings: [LocatedFinding], analysed: [String: [UInt8]], cwd: String) -> ([UInt8], Int, Int) {
    var text: [UInt8] = []
    var fixes = 0
    var files = 0
    for plan in FixPlan.plans(for: findings) {
      guard let old = analysed[plan.path], plan.apply(to: old) != nil else { continue }
      text += UnifiedDiff.render(path: CheckCommand.displayPath(plan.path, cwd: cwd), old: old, edits: plan.edits)
      fixes += plan.fixedFindings
      files += 1
    }
    return (text, fixes, files)
  }

  /// Writes every fix; how many findings and files it fixed. A file that cannot be fixed is named on stderr.
  static func apply(_ findings: [LocatedFinding], analysed: [String: [UInt8]], cwd: String) -> (Int, Int) {
    var fixes = 0
    var files = 0
    for plan in FixPlan.plans(for: findings) {
      let shown = CheckCommand.displayPath(plan.path, cwd: cwd)
      guard let old = analysed[plan.path], let new = plan.apply(to: old) else {
        printError("\(shown): the fixes do not fit the file; left alone")
        continue
      }
      switch AtomicWriter.replace(plan.path, expecting: old, with: new) {
      case .success:
        fixes += plan.fixedFindings
        files += 1
      case .failure(let refusal):
        printError("\(shown) \(refusal)")
      }
    }
    return (fixes, files)
  }
}
