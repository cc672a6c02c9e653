import Foundation
import JSON
import Raster
import TabAnalysis

/// `tabls diff BASE [HEAD] [--output-dir DIR] [--root DIR]`: the tab bars a change touches, before and after. BASE
/// and HEAD are git revisions (HEAD omitted: the working tree) or two folders. Each side is checked as `tabls
/// check` checks its project, with every bar drawn; the bars whose pictures, titles, images, style or findings
/// differ get a side-by-side PNG (`bar-N.png`), and `diff.md` and `diff.json` say what changed. Unchanged bars are
/// not drawn. Exit 0 (1 when `--exit-code` and a bar changed), 2 on a usage error.
enum DiffCommand {
  /// Bars drawn on each side, and side-by-side pictures written: past them (a generated tree's thousands), bars are
  /// compared in words (titles, images, findings) and listed without pictures, so the work stays bounded.
  static let maximumDrawnBars = 200

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    var arguments = arguments
    let outputDirectory = try arguments.option("--output-dir") ?? "tabls-diff"
    let rootOption = try arguments.option("--root")
    let exitCode = arguments.flag("--exit-code")
    let quiet = arguments.flag("--quiet")
    let names = try arguments.positionals(max: 2)
    guard let baseName = names.first else {
      throw UsageError("usage: tabls diff BASE [HEAD] [--output-dir DIR] (git revisions, or two folders)")
    }
    let cwd = WorkspaceRoots.canonical(FileManager.default.currentDirectoryPath)
    func absolute(_ path: String) -> String { WorkspaceRoots.canonical(path.hasPrefix("/") ? path : cwd + "/" + path) }
    let project = rootOption.map(absolute) ?? ProjectRoot.find(for: cwd)

    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-diff-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    /// A side's folder: a folder as it is, else the revision's files of the project's folder.
    func side(_ name: String, label: String) throws(UsageError) -> String {
      let path = absolute(name)
      if CheckCommand.isDirectory(path) { return path }
      guard let top = RevisionTree.repositoryTop(of: project) else {
        throw UsageError("\(name) is neither a folder nor a git revision (\(project) is in no git repository)")
      }
      guard let commit = RevisionTree.commit(name, top: top) else {
        throw UsageError("\(name) is neither a folder nor a revision of the repository at \(top)")
      }
      let folder = scratch + "/" + label
      do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
        throw UsageError("cannot make a scratch folder: \(error.localizedDescription)")
      }
      try RevisionTree.extract(commit, top: top, into: folder)
      let inside = project == top ? "" : String(project.dropFirst(top.count))
      return WorkspaceRoots.canonical(folder + inside)
    }
    let before = try side(baseName, label: "base")
    let after = try names.count > 1 ? side(names[1], label: "head") : project

    let old = try bars(of: before)
    let new = try bars(of: after)
    let changes = BarChanges.compare(before: old, after: new)

    try OutputFile.makeFolder(outputDirectory, trusted: [project])
    var pictures: [String?] = []
    var written = 0
    for (number, change) in changes.enumerated() {
      let drawn = (change.before?.pictures.isEmpty == false) || (change.after?.pictures.isEmpty == false)
      guard drawn, written < maximumDrawnBars else {
        pictures.append(nil)
        continue
      }
      let name = "bar-\(number + 1).png"
      let rows = ReportBars.looks.indices.map { look in
        (
          before: change.before.flatMap { decode($0.pictures, look) },
          after: change.after.flatMap { decode($0.pictures, look) }
        )
      }
      try OutputFile.writeNamed(
        PNG.encode(SideBySide.compose(rows)), to: outputDirectory + "/" + name, trusted: [project])
      pictures.append(name)
      written += 1
    }
    let labels = (baseName, names.count > 1 ? names[1] : "the working tree")
    let undrawn = max(old.count, new.count) > maximumDrawnBars ? maximumDrawnBars : nil
    try OutputFile.writeNamed(
      Array(
        DiffReport.markdown(changes, pictures: pictures, base: labels.0, head: labels.1, drawnLimit: undrawn).utf8),
      to: outputDirectory + "/diff.md", trusted: [project])
    try OutputFile.writeNamed(
      Array(
        JSONWriter.string(DiffReport.json(changes, pictures: pictures, base: labels.0, head: labels.1), pretty: true)
          .utf8) + [0x0A],
      to: outputDirectory + "/diff.json", trusted: [project])
    if !quiet {
      QueryCommand.printError(
        "\(changes.count) tab bar\(changes.count == 1 ? "" : "s") changed of \(new.count); wrote \(outputDirectory)/diff.md"
      )
    }
    return exitCode && !changes.isEmpty ? 1 : 0
  }

  /// Every bar of the project at `root`, drawn, with its findings; paths relative to `root`.
  static func bars(of root: String) throws(UsageError) -> [ReportBar] {
    let run = try CheckRun.run(
      root: root, selected: [root], configuration: nil, shard: nil, cwd: root, progress: Progress(enabled: false),
      keepsFixedBytes: false, bars: .pictures, drawnBars: maximumDrawnBars)
    return run.bars
  }

  static func decode(_ pictures: [ReportBar.Picture], _ look: Int) -> RGBAImage? {
    guard look < pictures.count else { return nil }
    return try? PNG.decode(pictures[look].png)
  }
}
