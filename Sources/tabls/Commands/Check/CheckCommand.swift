import Dispatch
import Foundation
import TabAnalysis

/// `tabls check [PATH…]`: every finding of the given files and folders, for CI. Each path's workspace is its
/// project root (`ProjectRoot`), indexed whole; only the given paths are reported. Exit 0 clean, 1 findings at or
/// above `--fail-on`, 2 usage or internal error.
enum CheckCommand {
  struct Options {
    var format = ReportFormat.text
    var failOn: Severity? = .warning
    var shard: (index: Int, count: Int)?
    var configPath: String?
    var root: String?
    var outputFile: String?
    var statistics = false
    var quiet = false
    var fix = false
    var diff = false
    var baseline: String?
    var writeBaseline: String?

    /// The options and the paths (`.` when none is given) as typed; paths are made absolute by the caller.
    static func parse(_ arguments: Arguments) throws(UsageError) -> (Options, [String]) {
      var arguments = arguments
      var options = Options()
      let formatName = try arguments.option("--format") ?? "text"
      guard let format = ReportFormat(rawValue: formatName) else {
        let names = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError("--format must be one of \(names), not '\(formatName)'")
      }
      options.format = format
      let failOnName = try arguments.option("--fail-on") ?? "warning"
      if failOnName == "never" {
        options.failOn = nil
      } else if let severity = Severity(name: failOnName) {
        options.failOn = severity
      } else {
        throw UsageError("--fail-on must be error, warning, info, hint or never, not '\(failOnName)'")
      }
      options.shard = try parseShard(try arguments.option("--shard"))
      options.configPath = try arguments.option("--config")
      options.outputFile = try arguments.option("--output-file")
      options.statistics = arguments.flag("--statistics")
      options.quiet = arguments.flag("--quiet")
      options.baseline = try arguments.option("--baseline")
      options.writeBaseline = try arguments.option("--write-baseline")
      options.fix = arguments.flag("--fix")
      options.diff = arguments.flag("--diff")
      if options.fix && options.diff {
        throw UsageError("--fix writes the fixes and --diff only shows them: choose one")
      }
      options.root = try arguments.option("--root")
      let paths = try arguments.positionals(max: .max)
      return (options, paths.isEmpty ? ["."] : paths)
    }
  }

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    let started = Date()
    let cwd = WorkspaceRoots.canonical(FileManager.default.currentDirectoryPath)
    var (options, paths) = try Options.parse(arguments)
    func absolute(_ path: String) -> String { WorkspaceRoots.canonical(path.hasPrefix("/") ? path : cwd + "/" + path) }
    paths = paths.map(absolute)
    for path in paths where !FileManager.default.fileExists(atPath: path) {
      throw UsageError("no such file or directory: \(path)")
    }
    if let rootOption = options.root {
      options.root = absolute(rootOption)
      guard isDirectory(options.root!) else { throw UsageError("--root \(rootOption) is not a folder") }
    }
    var configuration: Configuration?
    if let configPath = options.configPath {
      guard let bytes = FileReader.readNamed(configPath) else { throw UsageError("cannot read --config \(configPath)") }
      do { configuration = try Configuration.parse(bytes) } catch { throw UsageError("\(configPath): \(error)") }
    }

    let progress = Progress(enabled: !options.quiet && isatty(2) != 0)
    let workspaces = try ProjectRoot.workspaces(for: paths, root: options.root)
    // The folders a repository controls: no file tabls writes may be reached through a link inside them.
    let trusted = [cwd] + workspaces.map(\.root)
    func checkAll() throws(UsageError) -> Checked {
      try Self.checkAll(workspaces, configuration: configuration, options: options, cwd: cwd, progress: progress)
    }
    var checked = try checkAll()

    if options.diff { return diff(checked, options: options, cwd: cwd) }
    if options.fix {
      let (fixes, files) = FixCommand.apply(checked.findings, analysed: checked.bytes, cwd: cwd)
      if fixes > 0 { checked = try checkAll() }
      let remain = checked.findings.count
      if !options.quiet {
        printError(
          "fixed \(fixes) finding\(fixes == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s"); \(remain) remain\(remain == 1 ? "s" : "")"
        )
      }
    }
    var located = checked.findings
    if let file = options.writeBaseline {
      try Baseline.write(located, to: file, cwd: cwd, trusted: trusted)
      if !options.quiet { printError("recorded \(located.count) finding\(located.count == 1 ? "" : "s") in \(file)") }
      return 0
    }
    if let file = options.baseline {
      let before = located.count
      located = try Baseline.filter(located, by: absolute(file))
      if !options.quiet && before > located.count {
        printError("\(before - located.count) finding\(before - located.count == 1 ? "" : "s") in the baseline \(file)")
      }
    }
    var summary = checked.summary
    summary.seconds = Date().timeIntervalSince(started)
    try report(located, summary: summary, options: options, cwd: cwd, trusted: trusted)
    // The findings are left for the process's exit to free, as the index is (`ExitFreed`).
    ExitFreed.values += [checked, located] as [Any]
    guard let failOn = options.failOn else { return 0 }
    return located.contains { $0.finding.severity <= failOn } ? 1 : 0
  }

  /// What a check of every workspace found, and the bytes it analysed (for `--fix` and `--diff`).
  struct Checked {
    var findings: [LocatedFinding]
    var summary: CheckSummary
    var bytes: [String: [UInt8]]
  }

  static func checkAll(
    _ workspaces: [(root: String, selected: [String])], configuration: Configuration?, options: Options, cwd: String,
    progress: Progress
  ) throws(UsageError) -> Checked {
    var located: [LocatedFinding] = []
    var summary = CheckSummary(filesChecked: 0, seconds: 0)
    var bytes: [String: [UInt8]] = [:]
    for (index, workspace) in workspaces.enumerated() {
      let run = try CheckRun.run(
        root: workspace.root, selected: workspace.selected, configuration: configuration, shard: options.shard,
        cwd: cwd, progress: progress, keepsFixedBytes: options.fix || options.diff,
        bars: options.format == .html ? .pictures : options.format == .markdown ? .ascii : nil)
      // The first run's list as it is (not copied: a large app's findings are tens of MB).
      if located.isEmpty { located = run.findings } else { located += run.findings }
      summary.filesChecked += run.filesChecked
      summary.usesCYL = summary.usesCYL || run.usesCYL
      summary.bars += run.bars
      bytes.merge(run.analysedBytes) { first, _ in first }
      if index == 0 {
        summary.libraryVersion = run.libraryVersion
        summary.libraryVersionPath = run.libraryVersionPath
      }
    }
    progress.clear()
    // One workspace's findings come in order. Nested project roots can report a file twice (once from each):
    // keep one of each finding, in the same order.
    if workspaces.count > 1 {
      var seen = Set<String>()
      located = located.filter { seen.insert("\($0.displayPath)|\($0.start)|\($0.end)|\($0.finding.code)").inserted }
        .sorted { ($0.displayPath, $0.start, $0.finding.code) < ($1.displayPath, $1.start, $1.finding.code) }
    }
    return Checked(findings: located, summary: summary, bytes: bytes)
  }

  /// `--diff`: the fixes as a unified diff on stdout; exit 1 when there is something to fix.
  static func diff(_ checked: Checked, options: Options, cwd: String) -> Int32 {
    let (diff, fixes, files) = FixCommand.diff(checked.findings, analysed: checked.bytes, cwd: cwd)
    FileHandle.standardOutput.write(Data(WorkflowCommandText.diff(diff)))
    if !options.quiet {
      printError(
        fixes == 0
          ? "no fixes to make"
          : "would fix \(fixes) finding\(fixes == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")")
    }
    return fixes == 0 ? 0 : 1
  }

  /// The report goes to --output-file, else to stdout unless --statistics prints the counts there instead; it is
  /// written as it is produced. The summary line goes to stderr.
  static func report(
    _ located: [LocatedFinding], summary: CheckSummary, options: Options, cwd: String, trusted: [String]
  ) throws(UsageError) {
    let format = options.format
    if let outputFile = options.outputFile {
      let written = OutputFile.write(to: outputFile, cwd: cwd, trusted: trusted) { sink in
        format.write(located, summary: summary, root: cwd, to: sink)
      }
      if case .failure(let refusal) = written { throw UsageError("--output-file: \(refusal)") }
    } else if !options.statistics {
      format.write(located, summary: summary, root: cwd) { FileHandle.standardOutput.write(Data($0)) }
    }
    if options.statistics { FileHandle.standardOutput.write(Data(Statistics.render(located).utf8)) }
    if !options.quiet { printError(summary.line(for: located).dropFirst("tabls: ".count).description) }
  }

  static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  static func displayPath(_ path: String, cwd: String) -> String {
    path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
  }

  static func parseShard(_ text: String?) throws(UsageError) -> (index: Int, count: Int)? {
    guard let text else { return nil }
    let parts = text.split(separator: "/")
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      (1...count).contains(index)
    else { throw UsageError("--shard takes K/N with 1 ≤ K ≤ N, not '\(text)'") }
    return (index, count)
  }
}

/// A deterministic split of files into N shards by a stable hash of the workspace-relative path, so CI
/// matrix jobs on different machines agree on who checks what.
enum Shard {
  static func contains(_ shard: (index: Int, count: Int), _ relativePath: String) -> Bool {
    Int(FNV1a.hash(relativePath.utf8) % UInt64(shard.count)) == shard.index - 1
  }
}

/// Progress on stderr, only when it is a terminal.
struct Progress {
  let enabled: Bool

  func say(_ message: String) {
    guard enabled else { return }
    StandardError.progress(message)
  }

  func clear() {
    guard enabled else { return }
    StandardError.progress("")
  }
}

func printError(_ message: String) { StandardError.print(message) }
