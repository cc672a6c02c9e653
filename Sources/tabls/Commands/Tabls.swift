import RPC

/// The command line: picks the command from argv and runs it. Usage errors print one line and exit 2.
public enum Tabls {
  public static func run(_ argv: [String]) -> Int32 {
    guard let command = argv.first else { return HelpCommand.run() }
    let arguments = Arguments(Array(argv.dropFirst()))
    do throws(UsageError) {
      switch command {
      case "lsp": return try LSPCommand.run(arguments)
      case "--stdio": return try LSPCommand.run(Arguments(Array(argv)))
      case "query": return try QueryCommand.run(arguments)
      case "check": return try CheckCommand.run(arguments)
      case "rules": return try RulesCommand.run(arguments)
      case "keypaths": return try KeypathsCommand.run(arguments)
      case "l10n": return try L10nCommand.run(arguments)
      case "layout": return try LayoutCommand.run(arguments)
      case "devices": return LayoutCommand.devices()
      case "status": return try StatusCommand.run(arguments)
      case "preview": return try PreviewCommand.run(arguments)
      case "diff": return try DiffCommand.run(arguments)
      case "help", "--help", "-h": return HelpCommand.run()
      case "--version", "version":
        print("tabls \(TablsVersion.current)")
        return 0
      default: throw UsageError("unknown command '\(command)' (see 'tabls help')")
      }
    } catch {
      QueryCommand.printError(error.message)
      return 2
    }
  }
}
