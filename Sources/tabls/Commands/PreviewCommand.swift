import Foundation
import Raster
import SourceText
import TabAnalysis

/// `tabls preview FILE[:LINE] [--root DIR] [--device NAME] [--landscape] [--screen WxH] [--selected N] [--ascii-only]
/// [--language CODE] [--format ascii|png -o OUT.png] [--dark] [--scale N] [--font FILE.ttf|FILE.hex]`: the tab bar
/// of a source file or storyboard scene (the one at LINE, else the first) drawn as text, or as a PNG with the
/// catalog's icons and titles in the machine's outline fonts (`PreviewFonts`), `--font` first.
enum PreviewCommand {
  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    if LottiePreviewCommand.names(arguments) {
      return try LottiePreviewCommand.run(arguments)
    }
    var arguments = arguments
    let explicitRoot = try arguments.option("--root")
    let device = try DeviceOption.read(&arguments)
    let osOption = try OSOption.read(&arguments)
    let asciiOnly = arguments.flag("--ascii-only")
    let dark = arguments.flag("--dark")
    let language = try arguments.option("--language")
    let explicitFormat = try arguments.option("--format")
    let fontPath = try arguments.option("--font")
    var output = try arguments.option("-o")
    if output == nil { output = try arguments.option("--output") }
    // `-o bar.png` asks for a picture; any other file gets the ASCII one.
    let format = explicitFormat ?? (output?.lowercased().hasSuffix(".png") == true ? "png" : "ascii")
    guard format == "ascii" || format == "png" else {
      throw UsageError("--format must be ascii or png, not '\(format)'")
    }
    if format == "png" && output == nil { throw UsageError("--format png needs -o FILE") }
    let scale =
      try arguments.option("--scale").map { text throws(UsageError) -> Int in
        guard let value = Int(text), (1...3).contains(value) else {
          throw UsageError("--scale takes 1, 2 or 3, not '\(text)'")
        }
        return value
      } ?? 2
    let selected =
      try arguments.option("--selected").map { text throws(UsageError) -> Int in
        guard let value = Int(text), value >= 0 else {
          throw UsageError("--selected takes an item index, not '\(text)'")
        }
        return value
      } ?? 0
    guard let target = try arguments.positionals(max: 1).first else {
      throw UsageError("usage: tabls preview FILE[:LINE]")
    }
    let root = explicitRoot ?? SourceTabBar.projectRoot(of: target)
    guard let found = try SourceTabBar.find(target, root: root) else { return 1 }
    let os = OSOption.resolve(osOption, root: root)
    var spec = found.spec(device: device.device(for: os), language: language, os: os)
    if format == "png", let output {
      let picture: PreviewPicture
      do {
        picture = try PreviewPicture.draw(
          &spec, bar: found.bar, model: found.model, scan: found.scan, index: found.workspace.index, dark: dark,
          scale: scale, selectedIndex: selected, fontPath: fontPath)
      } catch {
        printError(error.description)
        return 2
      }
      try OutputFile.writeNamed(PNG.encode(picture.image), to: output, trusted: [root])
      for error in picture.layout.errors { printError(error) }
      for note in picture.notes { printError("note: \(note)") }
      return 0
    }
    let layout = LayoutEngine.layout(spec)
    let picture = ASCIIPreview.render(spec, layout: layout, selectedIndex: selected, asciiOnly: asciiOnly)
    if let output {
      try OutputFile.writeNamed(Array(picture.utf8), to: output, trusted: [root])
    } else {
      FileHandle.standardOutput.write(Data(WorkflowCommandText.listing(Array(picture.utf8))))
    }
    // The ASCII picture carries the style's reason and notes itself.
    for error in layout.errors { printError(error) }
    return 0
  }
}

/// The tab bar of `FILE[:LINE]` (the one on that line, else the first of the file) and the workspace around it:
/// a source file's (any library) or a storyboard scene's.
enum SourceTabBar {
  struct Found {
    var scan: SourceScan?
    var model: TabModel
    var bar: TabBar
    var workspace: LoadedWorkspace
    var path: String

    func spec(device: Device, language: String?, os: TargetOS) -> LayoutSpec {
      PreviewSpec.spec(
        for: bar, in: model, scan: scan, index: workspace.index, device: device, language: language, os: os,
        path: path)
    }

    /// How a picture draws each item's icon (`tabls layout`'s `"drawn"`).
    func drawn() -> [String] { PreviewImageLoader.drawn(for: bar, model: model, scan: scan, index: workspace.index) }
  }

  /// `FILE[:LINE]` apart.
  static func split(_ target: String) -> (file: String, line: Int?) {
    if let colon = target.lastIndex(of: ":"), let number = Int(target[target.index(after: colon)...]) {
      return (String(target[..<colon]), number)
    }
    return (target, nil)
  }

  /// The workspace a preview reads, as `tabls check` finds it: the nearest folder above the file with a project
  /// marker (`.tabls.json`, `.xcodeproj`, `Package.swift`, `.git`…), else the working directory.
  static func projectRoot(of target: String) -> String {
    let found = ProjectRoot.find(for: WorkspaceRoots.canonical(split(target).file))
    return ProjectRoot.isRoot(found) ? found : FileManager.default.currentDirectoryPath
  }

  /// Nil (after printing why) when the file has no tab bar there.
  static func find(_ target: String, root: String) throws(UsageError) -> Found? {
    let (file, line) = split(target)
    let canonicalRoot = WorkspaceRoots.canonical(root)
    let workspace = WorkspaceLoader.load(
      paths: [canonicalRoot], configuration: WorkspaceLoader.configuration(at: canonicalRoot).0)
    guard let bytes = FileReader.readNamed(file),
      var read = DocumentReader.read(path: WorkspaceRoots.canonical(file), bytes: bytes),
      read.kind == .source || read.kind == .storyboard
    else {
      throw UsageError("cannot read an Objective-C, Swift or storyboard file at \(file)")
    }
    read.readForeignTabs(bytes: bytes, from: workspace.index)
    let lines = LineIndex(bytes)
    let span = line.map { number -> SourceRange in
      let index = min(max(0, number - 1), lines.lineCount - 1)
      let content = lines.contentRange(ofLine: index)
      return SourceRange(content.lowerBound, content.upperBound)
    }
    let model = read.model(referencing: workspace.index.storyboards)
    guard let bar = model.bar(at: span, calls: read.sourceScan?.cylBarCalls ?? []) else {
      printError("\(file)\(line.map { ":\($0)" } ?? ""): no tab bar found")
      return nil
    }
    return Found(scan: read.sourceScan, model: model, bar: bar, workspace: workspace, path: read.path)
  }
}
