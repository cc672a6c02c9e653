import Foundation
import TabAnalysis

/// One workspace of a check: its project root indexed whole, the selected files analysed against that index.
struct CheckRun {
  var findings: [LocatedFinding]
  var filesChecked: Int
  var libraryVersion: LibraryVersion
  var libraryVersionPath: String?
  var usesCYL: Bool
  /// The bytes each file with a fixable finding had when it was analysed, for `--fix` and `--diff` (when the run
  /// keeps them).
  var analysedBytes: [String: [UInt8]] = [:]
  /// The tab bars of the checked files with their pictures, for the HTML report (when the run draws them).
  var bars: [ReportBar] = []

  /// The files a check reports on: sources, storyboards and string tables — not those of a `.bundle` inside the
  /// app (another component's resources).
  static func checkable(_ files: WorkspaceFiles) -> [String] {
    (files.sources + files.storyboards + files.resources.filter(LocalizationFile.isLocalization)).filter {
      !WorkspaceLoader.isInBundle($0)
    }
  }

  static func run(
    root: String, selected: [String], configuration explicit: Configuration?, shard: (index: Int, count: Int)?,
    cwd: String, progress: Progress, keepsFixedBytes: Bool, bars: ReportBars.Detail? = nil,
    drawnBars: Int = ReportBars.maximumDrawn
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
    ExitFreed.values.removeAll()  // a second run (after --fix) does not hold the first one's index too
    var workspace = WorkspaceLoader.load(paths: [root], configuration: configuration, nested: explicit == nil)
    // A nested `.tabls.json` that cannot be read stops the check, as the root's does: its folder's settings
    // would silently not apply.
    if let problem = workspace.configurationProblems.first { throw UsageError(problem) }
    for problem in workspace.problems { printError(problem) }
    let configurations = workspace.configurations
    // A file named on the command line that no target builds is said, not silently skipped.
    let outside = Set(workspace.outsideTargets)
    for path in selected where outside.contains(path) {
      printError(
        "note: \(CheckCommand.displayPath(path, cwd: cwd)) is in no target of its Xcode project or local package: not checked"
      )
    }

    // Of the Info.plists, the one whose UIDesignRequiresCompatibility a rule reports on.
    let plists = workspace.index.compatibilityKey.map { [$0.path] } ?? []
    let selection = ProjectRoot.Selection(selected)
    // The path relative to the root only where an ignore glob or a shard needs it.
    let needsRelative = configurations.ignoresAnything || shard != nil
    let rootPrefix = root + "/"
    @Sendable func relative(_ path: String) -> String {
      path.hasPrefix(rootPrefix) ? String(path.dropFirst(rootPrefix.count)) : path
    }
    let checked = (checkable(workspace.files) + plists).filter { path in
      guard selection.contains(path) else { return false }
      guard needsRelative else { return true }
      let relative = relative(path)
      return !configurations.isIgnored(relative) && shard.map { Shard.contains($0, relative) } ?? true
    }
    progress.say("checking \(checked.count) files…")
    let index = workspace.index
    // Each scan is handed to the analysis of its file and freed after it, so the scans of the whole workspace
    // and its findings are not all in memory at once.
    let scans = TakeOnce(checked.map { workspace.scans.take($0) })
    workspace.scans = SourceScans()
    let storyboardHashes = workspace.storyboardHashes
    // The report's order of the files is worked out beside the analysis: a serial sort of every path.
    let order = ReportOrder()
    var results = FileReader.concurrentMap(
      indexed: checked, alongside: { order.positions = reportOrder(of: checked, cwd: cwd) }
    ) { position, path, read -> Analysed in
      // Each file read once: the loader's scan, and its storyboard when the file still has the bytes it was read
      // from.
      let storyboard = storyboardHashes[path].flatMap { $0 == FNV1a.hash(read) ? index.storyboards[path] : nil }
      func analysed(against index: WorkspaceIndex) -> Analysed {
        analyse(
          path, read, scan: scans.take(position), storyboard: storyboard, index: index, cwd: cwd,
          keepsFixedBytes: keepsFixedBytes, bars: bars.map { _ in .ascii })
      }
      // The index as it is, not a copy (each copy is a retain and a release of its every collection, on objects
      // both threads share), unless a nested `.tabls.json` over this file gives it its own settings.
      guard configurations.levels.count > 1 else { return analysed(against: index) }
      var nested = index
      nested.configuration = configurations.configuration(for: relative(path))
      return analysed(against: nested)
    }
    let findings = inReportOrder(&results, order: order.positions)
    var run = CheckRun(
      findings: findings, filesChecked: checked.count,
      libraryVersion: index.libraryVersion,
      libraryVersionPath: index.pinnedVersion.map { CheckCommand.displayPath($0.path, cwd: cwd) },
      usesCYL: index.usesCYL)
    for (path, result) in zip(checked, results) {
      if let bytes = result?.bytes { run.analysedBytes[path] = bytes }
    }
    run.bars = results.flatMap { $0?.bars ?? [] }.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
    if bars == .pictures {
      drawPictures(&run.bars, limit: drawnBars, checked: checked, findings: run.findings, index: index, cwd: cwd)
    }
    ExitFreed.values = [workspace, results]
    return run
  }
}

extension CheckRun {
  /// Draws the first `limit` bars (in report order; whole files), reading their files again: pictures cost some
  /// milliseconds each, and a generated workspace can have thousands of bars, so they are drawn after the check
  /// and for those the report shows, not for every bar during it.
  static func drawPictures(
    _ bars: inout [ReportBar], limit: Int, checked: [String], findings: [LocatedFinding], index: WorkspaceIndex,
    cwd: String
  ) {
    // Each file with bars to draw, and how many of its bars (in line order) are among the first `limit`.
    var files: [String] = []
    var counts: [String: Int] = [:]
    for bar in bars.prefix(limit) {
      if files.last != bar.path { files.append(bar.path) }
      counts[bar.path, default: 0] += 1
    }
    let inLanguages = Set(bars.prefix(ReportBars.maximumInLanguages).map(\.path))
    let drawnPerFile = counts
    let paths = Dictionary(checked.map { (CheckCommand.displayPath($0, cwd: cwd), $0) }) { first, _ in first }
    let drawn = FileReader.concurrentMap(files.compactMap { paths[$0] }) { path, bytes -> [ReportBar] in
      guard let document = DocumentReader.read(path: path, bytes: bytes) else { return [] }
      let displayPath = CheckCommand.displayPath(path, cwd: cwd)
      return ReportBars.collect(
        document, bytes: bytes, index: index, findings: findings.filter { $0.displayPath == displayPath },
        displayPath: displayPath, detail: inLanguages.contains(displayPath) ? .picturesInLanguages : .pictures,
        drawn: drawnPerFile[displayPath] ?? 0)
    }
    var byFile: [String: [ReportBar]] = [:]
    for case let fileBars? in drawn { if let first = fileBars.first { byFile[first.path] = fileBars } }
    for position in bars.indices {
      guard var fresh = byFile[bars[position].path], !fresh.isEmpty else { continue }
      bars[position] = fresh.removeFirst()
      byFile[bars[position].path] = fresh
    }
  }

  /// A file's findings, located and in order, and the bytes they were found in when a fix may need them.
  typealias Analysed = (findings: [LocatedFinding], bytes: [UInt8]?, bars: [ReportBar])

  static func analyse(
    _ path: String, _ read: [UInt8], scan: consuming SourceScan?, storyboard: StoryboardDocument?,
    index: WorkspaceIndex,
    cwd: String, keepsFixedBytes: Bool, bars detail: ReportBars.Detail? = nil
  ) -> Analysed {
    // A string table is positioned in its text as an editor shows it (UTF-16 transcoded, BOMs dropped); a fix
    // would rewrite such a file in another encoding, so none is offered there.
    var bytes = read
    var transcoded = false
    if path.hasSuffix(".strings") { (bytes, transcoded) = StringsFileParser.positionText(read) }
    var findings: [Finding] = []
    let document = DocumentReader.read(path: path, bytes: bytes, scan: scan, storyboard: storyboard)
    if let document { findings = Analyzer.analyze(document, bytes: bytes, index: index) }
    if transcoded { for i in findings.indices { findings[i].replacement = nil } }
    // Only `--fix` and `--diff` need them (every file with a did-you-mean is most of a large app's files).
    let keepsBytes = keepsFixedBytes && findings.contains { $0.replacement != nil }
    var located = LocatedFinding.locate(findings, in: bytes, displayPath: CheckCommand.displayPath(path, cwd: cwd))
    located.sort { ($0.start, $0.finding.code) < ($1.start, $1.finding.code) }
    var bars: [ReportBar] = []
    if let detail, let document {
      bars = ReportBars.collect(
        document, bytes: bytes, index: index, findings: located, displayPath: CheckCommand.displayPath(path, cwd: cwd),
        detail: detail)
    }

    return (located, keepsBytes ? bytes : nil, bars)
  }

  /// Files in the order of their display paths, each file's findings in order: the report's order, with no sort
  /// of every finding at the end. Each finding is moved into the report's list (swapped with a placeholder that
  /// owns nothing): a copy would retain each of its strings, and freeing the results release them again, for a
  /// large app's tens of thousands of findings.
  static func inReportOrder(_ results: inout [Analysed?], order: [Int]) -> [LocatedFinding] {
    var findings = [LocatedFinding](
      repeating: .placeholder, count: results.reduce(0) { $0 + ($1?.findings.count ?? 0) })
    var next = 0
    for position in order where results[position] != nil {
      for moved in results[position]!.findings.indices {
        swap(&findings[next], &results[position]!.findings[moved])
        next += 1
      }
    }
    return findings
  }
}

extension CheckRun {
  /// The positions of `paths` in the order of their display paths: the report's order of files.
  static func reportOrder(of paths: [String], cwd: String) -> [Int] {
    let displayPaths = paths.map { CheckCommand.displayPath($0, cwd: cwd) }
    return paths.indices.sorted { displayPaths[$0] < displayPaths[$1] }
  }
}

/// The report's order, written by the analysis loop's first iteration and read after the loop has returned.
private final class ReportOrder: @unchecked Sendable {
  var positions: [Int] = []
}

/// What a check no longer needs but leaves for the process's exit to free: the index's hundreds of thousands of
/// small objects cost ~0.1 s to free one by one at 10,000 files, for nothing, just before the process ends.
enum ExitFreed {
  nonisolated(unsafe) static var values: [Any] = []
}
