import Foundation
import JSON
import RPC
import TabAnalysis

/// `tabls status [PATH] [--format text|json]`: what tabls sees, to paste into a bug report — its version, the
/// project root and how it was found, the configurations in effect, the CYLTabBarController release the checks
/// follow and where it is pinned, the fonts and icon set previews draw with, and the index's counts and load time.
enum StatusCommand {
  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    var arguments = arguments
    let format = try arguments.option("--format") ?? "text"
    guard format == "text" || format == "json" else { throw UsageError("--format must be text or json") }
    let target = try arguments.positionals(max: 1).first ?? "."
    let path = WorkspaceRoots.canonical(target)
    guard FileManager.default.fileExists(atPath: path) else { throw UsageError("no such file or folder: \(target)") }
    let root = ProjectRoot.find(for: path)
    let (configuration, problem) = WorkspaceLoader.configuration(at: root)
    let started = DispatchTime.now().uptimeNanoseconds
    let workspace = WorkspaceLoader.load(paths: [root], configuration: configuration)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    let status = report(root: root, workspace: workspace, seconds: seconds, problems: [problem].compactMap { $0 })
    if format == "json" {
      print(JSONWriter.string(status, pretty: true))
    } else {
      FileHandle.standardOutput.write(Data(WorkflowCommandText.listing(Array((text(status) + "\n").utf8))))
    }
    return 0
  }

  static func report(root: String, workspace: LoadedWorkspace, seconds: Double, problems: [String]) -> JSON {
    let cwd = FileManager.default.currentDirectoryPath
    return report(
      root: root, index: workspace.index, configurations: workspace.configurations,
      sources: workspace.files.sources.count, storyboards: workspace.files.storyboards.count,
      outsideTargets: workspace.outsideTargets.count, seconds: seconds,
      problems: problems + workspace.problems + workspace.configurationProblems
    ) { CheckCommand.displayPath($0, cwd: cwd) }
  }

  /// One project's status, for the CLI (paths as `shown` makes them) and the server's `tabls.status`.
  static func report(
    root: String, index: WorkspaceIndex, configurations: ConfigurationTree, sources: Int, storyboards: Int,
    outsideTargets: Int, seconds: Double?, problems: [String], shown: (String) -> String
  ) -> JSON {
    let levels = configurations.levels.map { level -> JSON in
      // A level's folder is relative to the root (the root's own is empty).
      let folder =
        level.folder.isEmpty ? root : level.folder.hasPrefix("/") ? level.folder : root + "/" + level.folder
      let file = folder + "/.tabls.json"
      return .string(
        FileManager.default.fileExists(atPath: file) ? shown(file) : shown(folder) + " (no .tabls.json: defaults)")
    }
    let latin = PreviewFonts.latinCandidates.first { FileManager.default.fileExists(atPath: $0) }
    let cjk = PreviewFonts.cjkCandidates.filter { FileManager.default.fileExists(atPath: $0) }
    let icons = SymbolFont.fontCandidates.first { FileManager.default.fileExists(atPath: $0) }
    var counts = JSONObject()
    counts["sources"] = .int(Int64(sources))
    counts["storyboards"] = .int(Int64(storyboards))
    counts["imageSets"] = .int(Int64(index.images.images.count))
    counts["colourSets"] = .int(Int64(index.images.colors.count))
    counts["languages"] = .array(index.localization.appLanguages.map(JSON.string))
    counts["stringTables"] = .int(Int64(index.localization.tables.count))
    counts["lottieFiles"] = .int(Int64(index.lottieFiles.count))
    counts["outsideTargets"] = .int(Int64(outsideTargets))
    if let seconds { counts["loadSeconds"] = .double((seconds * 1000).rounded() / 1000) }
    return [
      "version": .string(TablsVersion.current),
      "root": .string(shown(root)),
      "configurations": .array(levels),
      "cyl": [
        "release": .string(index.libraryVersion.description),
        "source": .string(index.pinnedVersion.map { shown($0.path) } ?? "assumed: no lock file pins it"),
        "used": .bool(index.usesCYL),
      ],
      "index": .object(counts),
      "previews": [
        "latinFont": latin.map(JSON.string) ?? .null, "cjkFonts": .array(cjk.map(JSON.string)),
        "iconSet": icons.map(JSON.string) ?? .string("none (Debian: \(SymbolFont.package))"),
      ],
      "problems": .array(problems.map(JSON.string)),
    ]
  }

  /// The report as lines of `name: value`.
  static func text(_ status: JSON) -> String {
    var lines: [String] = []
    func add(_ json: JSON?, _ prefix: String) {
      guard let json else { return }
      switch json {
      case .object(let object):
        for (key, value) in object.pairs { add(value, prefix.isEmpty ? key : prefix + "." + key) }
      case .array(let values):
        lines.append("\(prefix): " + values.map { $0.stringValue ?? JSONWriter.string($0) }.joined(separator: ", "))
      case .string(let text): lines.append("\(prefix): \(text)")
      default: lines.append("\(prefix): \(JSONWriter.string(json))")
      }
    }
    add(status, "")
    return lines.joined(separator: "\n")
  }
}
