import Foundation
import PackagePlugin

/// Runs `tabls check` on a Swift target's files when they change, as part of `swift build` (and of an
/// Xcode project's target, through `XcodeProjectPlugin`): the findings print as `file:line:column: warning: …`,
/// which Xcode shows inline and `swift build` in its output. Findings of severity error fail the build. tabls
/// checks the files in their project (the package, or the folder with the `.xcodeproj`), with its `.tabls.json`.
@main
struct TablsBuildToolPlugin: BuildToolPlugin {
  /// The files of a target tabls checks; its other files (catalogs, Lottie files) are what they look up.
  static let checked: Set<String> = ["swift", "m", "mm", "storyboard", "strings", "stringsdict", "xcstrings"]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SwiftSourceModuleTarget else { return [] }
    let inputs = target.sourceFiles.map(\.url)
    let files = inputs.filter { Self.checked.contains($0.pathExtension) }
    guard !files.isEmpty else { return [] }
    return [
      try Self.command(
        tabls: context.tool(named: "tabls").url, paths: files, name: target.name, inputs: inputs,
        workDirectory: context.pluginWorkDirectoryURL)
    ]
  }

  /// A build command's outputs are what make it run: the check writes an empty Swift file (compiled into the
  /// target, adding nothing) when it passes, so a failed check runs again on the next build.
  static func command(tabls: URL, paths: [URL], name: String, inputs: [URL], workDirectory: URL) -> Command {
    let stamp = workDirectory.appending(path: "tabls-checked-\(name).swift")
    return .buildCommand(
      displayName: "tabls check \(name)", executable: URL(fileURLWithPath: "/bin/sh"),
      arguments: [
        // From `/`, so findings carry absolute paths, which Xcode places on their lines.
        "-c", #"stamp="$1"; shift; cd / && "$0" check "$@" --fail-on error && : > "$stamp""#, tabls.path, stamp.path,
      ] + paths.map(\.path),
      inputFiles: inputs, outputFiles: [stamp])
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension TablsBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      // The target's own sources and storyboards, each checked in the project as `tabls check .` checks it.
      let files = target.inputFiles.map(\.url).filter { Self.checked.contains($0.pathExtension) }
      guard !files.isEmpty else { return [] }
      return [
        Self.command(
          tabls: try context.tool(named: "tabls").url, paths: files, name: target.displayName,
          inputs: target.inputFiles.map(\.url), workDirectory: context.pluginWorkDirectoryURL)
      ]
    }
  }
#endif
