import Foundation
import TabAnalysis

/// One workspace of a check: its project root indexed whole, the selected files analysed against that index.
struct CheckRun {
  var findings: [LocatedFinding]
  var filesChecked: Int
  var libraryVersion: LibraryVersion
  var libraryVersionPath: String?
  /// The bytes each file with a fixable finding had when it was analysed, for `--fix` and `--diff`.
  var analysedBytes: [String: [UInt8]] = [:]

  /// The files a check reports on: sources, storyboards and string tables.
  static func checkable(_ files: WorkspaceFiles) -> [String] {
    files.sources + files.storyboards + files.resources.filter(LocalizationFile.isLocalization)
  }

  static func run(
    root: String, selected: [String], configuration explicit: Configuration?, shard: (index: Int, count: Int)?,
    cwd: String, progress: Progress
  ) throws(UsageError) -> CheckRun {
    var configuration = Configuration()
    if let explicit {
      configuration = explicit
    } else {
      let (loaded, problem) = WorkspaceLoader.configuration(at: root)
      if let problem { throw UsageError(problem) }
      configuration = loaded
    }
    progress.say("indexing \(CheckCommand.displayPath(root, cwd: cwd))…")
    let workspace = WorkspaceLoader.load(paths: [root], configuration: configuration)
    for problem in workspace.problems { printError(problem) }

    let checked = checkable(workspace.files).filter { path in
      let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
      return ProjectRoot.isSelected(path, by: selected) && !configuration.isIgnored(relative)
        && shard.map { Shard.contains($0, relative) } ?? true
    }
    progress.say("checking \(checked.count) files…")
    let index = workspace.index
    let scans = workspace.scans
    let results = FileReader.concurrentMap(checked) { path, bytes -> ([LocatedFinding], [UInt8]?) in
      let findings = Analyzer.analyze(path: path, bytes: bytes, scan: scans[path], index: index)
      let located = LocatedFinding.locate(findings, in: bytes, displayPath: CheckCommand.displayPath(path, cwd: cwd))
      return (located, findings.contains { $0.replacement != nil } ? bytes : nil)
    }
    var run = CheckRun(
      findings: results.flatMap { $0?.0 ?? [] }, filesChecked: checked.count, libraryVersion: index.libraryVersion,
      libraryVersionPath: index.pinnedVersion.map { CheckCommand.displayPath($0.path, cwd: cwd) })
    for (path, result) in zip(checked, results) {
      if let bytes = result?.1 { run.analysedBytes[path] = bytes }
    }
    return run
  }
}
