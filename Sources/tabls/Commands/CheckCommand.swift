import Dispatch
import Foundation
import TabAnalysis

/// `tabls check [PATH…]`: every finding in the workspace, for CI. Exit 0 clean, 1 findings at or above
/// `--fail-on`, 2 usage or internal error.
enum CheckCommand {
  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    var arguments = arguments
    let formatName = try arguments.option("--format") ?? "text"
    guard let format = ReportFormat(rawValue: formatName) else {
      throw UsageError("--format must be text, json, sarif or github, not '\(formatName)'")
    }
    let failOnName = try arguments.option("--fail-on") ?? "warning"
    let failOn: Severity?
    if failOnName == "never" {
      failOn = nil
    } else if let severity = Severity(name: failOnName) {
      failOn = severity
    } else {
      throw UsageError("--fail-on must be error, warning, info, hint or never, not '\(failOnName)'")
    }
    let shard = try parseShard(try arguments.option("--shard"))
    let configPath = try arguments.option("--config")
    let quiet = arguments.flag("--quiet")
    var paths = try arguments.positionals(max: .max)
    if paths.isEmpty { paths = ["."] }

    let started = Date()
    let cwd = FileManager.default.currentDirectoryPath
    paths = paths.map { $0.hasPrefix("/") ? $0 : cwd + "/" + $0 }.map(WorkspaceRoots.canonical)
    for path in paths where !FileManager.default.fileExists(atPath: path) {
      throw UsageError("no such file or directory: \(path)")
    }
    let root = paths.count == 1 && isDirectory(paths[0]) ? paths[0] : WorkspaceRoots.canonical(cwd)

    var configuration = Configuration()
    if let configPath {
      guard let bytes = FileReader.readNamed(configPath) else { throw UsageError("cannot read --config \(configPath)") }
      do { configuration = try Configuration.parse(bytes) } catch { throw UsageError("\(configPath): \(error)") }
    } else {
      let (loaded, problem) = WorkspaceLoader.configuration(at: root)
      if let problem { throw UsageError(problem) }
      configuration = loaded
    }

    let progress = Progress(enabled: !quiet && isatty(2) != 0)
    progress.say("indexing \(paths.count == 1 ? paths[0] : "\(paths.count) paths")…")
    let workspace = WorkspaceLoader.load(paths: paths, configuration: configuration)
    for problem in workspace.problems { printError(problem) }

    let checked =
      workspace.files.sources + workspace.files.storyboards
      + workspace.files.resources.filter(LocalizationFile.isLocalization)
    let sources = checked.filter { path in
      let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
      return !configuration.isIgnored(relative) && shard.map { Shard.contains($0, relative) } ?? true
    }
    progress.say("checking \(sources.count) files…")
    let index = workspace.index
    let scans = workspace.scans
    let located = FileReader.concurrentMap(sources) { path, bytes -> [LocatedFinding] in
      let findings = Analyzer.analyze(path: path, bytes: bytes, scan: scans[path], index: index)
      return LocatedFinding.locate(findings, in: bytes, displayPath: displayPath(path, cwd: cwd))
    }.flatMap { $0 ?? [] }.sorted {
      ($0.displayPath, $0.start, $0.finding.code) < ($1.displayPath, $1.start, $1.finding.code)
    }
    progress.clear()

    var summary = CheckSummary(filesChecked: sources.count, seconds: Date().timeIntervalSince(started))
    summary.libraryVersion = index.libraryVersion
    summary.libraryVersionPath = index.pinnedVersion.map { displayPath($0.path, cwd: cwd) }
    FileHandle.standardOutput.write(Data(format.render(located, summary: summary, root: root).utf8))
    if !quiet { printError(summary.line(for: located).dropFirst("tabls: ".count).description) }
    guard let failOn else { return 0 }
    return located.contains { $0.finding.severity <= failOn } ? 1 : 0
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
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
    for byte in relativePath.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    return Int(hash % UInt64(shard.count)) == shard.index - 1
  }
}

/// Progress on stderr, only when it is a terminal.
struct Progress {
  let enabled: Bool

  func say(_ message: String) {
    guard enabled else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K\(message)".utf8))
  }

  func clear() {
    guard enabled else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}

func printError(_ message: String) {
  FileHandle.standardError.write(Data("tabls: \(message)\n".utf8))
}
