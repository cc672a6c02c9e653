import Foundation
import JSON
import RPC
import TabAnalysis

/// `tabls rules [--format text|markdown|json] [--write-docs DIR]`: every rule with its doc and examples.
enum RulesCommand {
  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    var arguments = arguments
    let format = try arguments.option("--format") ?? "text"
    let docsDirectory = try arguments.option("--write-docs")
    _ = try arguments.positionals(max: 0)
    if let docsDirectory {
      for rule in RuleRegistry.all {
        let path = docsDirectory + "/\(rule.code).md"
        try OutputFile.writeNamed(Array(RuleRegistry.markdown(rule).utf8), to: path)
      }
      return 0
    }
    switch format {
    case "markdown":
      print(RuleRegistry.all.map(RuleRegistry.markdown).joined(separator: "\n"))
    case "json":
      print(JSONWriter.string(.array(RuleRegistry.all.map(RuleRegistry.json)), pretty: true))
    case "text":
      for rule in RuleRegistry.all {
        print("\(rule.code) \(rule.name) (\(rule.defaultSeverity.name)): \(rule.summary)")
        print(
          rule.documentation.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(
            separator: "\n"))
        print()
      }
    default:
      throw UsageError("--format must be text, markdown or json, not '\(format)'")
    }
    return 0
  }
}
