import Foundation
import PackagePlugin

/// `swift package tabls [COMMAND] [ARGS…]`: tabls on the package, from its folder. Without a command it is `tabls
/// check` (of the package, or of `--target NAME`'s files); any other command (`status`, `l10n`, `rules`, …)
/// runs as given. The plugin declares the permission to write to the package because `--fix` rewrites the files
/// it fixes: `swift package --allow-writing-to-package-directory tabls --fix`. The exit status is tabls'.
@main
struct TablsCommandPlugin: CommandPlugin {
  static let commands: Set<String> = [
    "check", "query", "rules", "keypaths", "l10n", "layout", "devices", "status", "preview", "diff", "help",
  ]

  /// The files of a target tabls checks.
  static let checked: Set<String> = ["swift", "m", "mm", "storyboard", "strings", "stringsdict", "xcstrings"]

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    var rest = extractor.remainingArguments
    let targets = try context.package.targets(named: targetNames)
    if rest.first.map(Self.commands.contains) != true {
      // A target is its files that tabls reads (its folder's URL needs a newer PackageDescription than 6.0).
      let files = targets.flatMap { ($0 as? SourceModuleTarget)?.sourceFiles.map(\.url) ?? [] }
      rest = ["check"] + rest + files.filter { Self.checked.contains($0.pathExtension) }.map(\.path)
    }
    let status = try Self.run(context.tool(named: "tabls").url, rest, in: context.package.directoryURL)
    if status != 0 {
      // `swift package` says the plugin failed; its own status is tabls'.
      exit(status)
    }
  }

  static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
