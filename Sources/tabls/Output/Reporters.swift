import Dispatch
import Foundation
import JSON
import RPC
import SourceText
import TabAnalysis

/// The `tabls check` output formats.
enum ReportFormat: String, CaseIterable {
  case text
  case json
  case sarif
  case github
  case junit
  case gitlab
  case checkstyle
  case markdown
  case html

  /// Hands the report to `sink` in pieces as they are ready: every format writes its findings one piece each
  /// (`StreamedReport`), never the whole report as one string or one JSON value.
  func write(
    _ findings: [LocatedFinding], summary: CheckSummary, root: String, to sink: ([UInt8]) -> Void
  ) {
    switch self {
    case .text: TextReporter.write(findings, to: sink)
    case .json: JSONReporter.write(findings, summary: summary, to: sink)
    case .sarif: SARIFReporter.write(findings, root: root, summary: summary, to: sink)
    case .github: GitHubReporter.write(findings, to: sink)
    case .junit: JUnitReporter.write(findings, to: sink)
    case .gitlab: GitLabReporter.write(findings, to: sink)
    case .checkstyle: CheckstyleReporter.write(findings, to: sink)
    case .markdown: MarkdownReporter.write(findings, summary: summary, to: sink)
    case .html: HTMLReporter.write(findings, summary: summary, to: sink)
    }
  }
}

struct CheckSummary {
  var filesChecked: Int
  var seconds: Double
  /// The CYLTabBarController release the checks follow and where it comes from.
  var libraryVersion = LibraryVersion.newestDocumented
  var libraryVersionPath: String?
  /// Whether the checked code uses CYLTabBarController (or a lock file pins it): only then does the summary line
  /// name the release the checks follow.
  var usesCYL = false
  /// The checked files' tab bars with their pictures (drawn for the HTML report only).
  var bars: [ReportBar] = []

  var libraryJSON: JSON {
    var object = JSONObject()
    object["name"] = "CYLTabBarController"
    object["version"] = .string(libraryVersion.description)
    object["source"] = .string(libraryVersionPath == nil ? "assumed" : "pinned")
    if let libraryVersionPath { object["lockFile"] = .string(libraryVersionPath) }
    return .object(object)
  }

  var libraryLine: String {
    "CYLTabBarController \(libraryVersion) ("
      + (libraryVersionPath.map { "pinned in \($0)" } ?? "assumed: no lock file pins it") + ")"
  }

  func line(for findings: [LocatedFinding]) -> String {
    // One pass that reads two fields of each finding, copying none (tens of thousands in a monorepo).
    var bySeverity = [Int](repeating: 0, count: Severity.allCases.count)
    var paths = Set<String>()
    for index in findings.indices {
      if let position = Severity.allCases.firstIndex(of: findings[index].finding.severity) {
        bySeverity[position] += 1
      }
      if index == 0 || findings[index].displayPath != findings[index - 1].displayPath {
        paths.insert(findings[index].displayPath)
      }
    }
    let counts = zip(Severity.allCases, bySeverity).compactMap { severity, count -> String? in
      count == 0 ? nil : "\(count) \(severity.name)\(count == 1 || severity == .information ? "" : "s")"
    }
    let files = paths.count
    let found =
      findings.isEmpty
      ? "no findings"
      : "\(findings.count) finding\(findings.count == 1 ? "" : "s") (\(counts.joined(separator: ", "))) in \(files) file\(files == 1 ? "" : "s")"
    return
      "tabls: \(found); \(filesChecked) source file\(filesChecked == 1 ? "" : "s") checked in \(String(format2: seconds)) s; "
      + (usesCYL || libraryVersionPath != nil ? libraryLine : "no CYLTabBarController code")
  }
}

extension String {
  init(format2 value: Double) {
    let hundredths = Int((value * 100).rounded())
    self = "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
  }
}

/// `path:line:column: severity: message [CODE]`, as compilers print it (1-based line and column).
enum TextReporter {
  static func write(_ findings: [LocatedFinding], to sink: ([UInt8]) -> Void) {
    StreamedReport.write(count: findings.count, to: sink) { position, buffer in
      buffer += line(findings[position]).utf8
    }
  }

  static func line(_ located: LocatedFinding) -> String {
    let finding = located.finding
    let severity =
      finding.severity == .information ? "note" : finding.severity == .hint ? "note" : finding.severity.name
    return
      "\(WorkflowCommandText.reportPath(located.displayPath)):\(located.start.line + 1):\(located.start.character + 1): \(severity): \(WorkflowCommandText.reportText(finding.message)) [\(WorkflowCommandText.reportText(finding.code))]\n"
  }
}

enum JSONReporter {
  /// The report as `JSONWriter` pretty-prints `{version, findings, summary}`, byte for byte.
  static func write(_ findings: [LocatedFinding], summary: CheckSummary, to sink: ([UInt8]) -> Void) {
    let document: JSON = [
      "version": 1, "findings": .string(StreamedReport.placeholder), "summary": summaryJSON(findings, summary),
    ]
    StreamedReport.writeJSON(document, count: findings.count, to: sink) { position, buffer, indent in
      // Read in place: `findings[position]` would copy the finding, a retain and a release of each of its strings.
      findings.withUnsafeBufferPointer { appendItem($0.baseAddress! + position, to: &buffer, indent: indent) }
    }
  }

  /// One finding (`path`, `line`, `column`, `range`, `severity`, `code`, `message`, `fix`?, `replacement`?,
  /// `replacementRange`? where the replacement is not for `range`) as
  /// `JSONWriter` pretty-prints such an object at depth `indent`, written without making the `JSON` value first: a
  /// monorepo's report has tens of thousands of them, and their objects were most of its writing time.
  /// The finding is read where it is, each field loaded on its own: never copied whole.
  static func appendItem(_ pointer: UnsafePointer<LocatedFinding>, to output: inout [UInt8], indent: Int) {
    // Each piece appended as one run of bytes (a repeated space or a string's UTF-8 view went byte by byte), from
    // static strings: a shared array would be retained and released by every thread for every piece.
    func append(_ text: StaticString, count: Int? = nil) {
      output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: count ?? text.utf8CodeUnitCount))
    }
    func newline(depth: Int) {
      let spaces: StaticString = "\n                                "
      let width = depth * 2
      append(spaces, count: 1 + min(width, spaces.utf8CodeUnitCount - 1))
      if width >= spaces.utf8CodeUnitCount {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width - (spaces.utf8CodeUnitCount - 1)))
      }
    }
    func member(_ key: StaticString, depth: Int, first: Bool = false) {
      if !first { output.append(UInt8(ascii: ",")) }
      newline(depth: depth)
      output.append(UInt8(ascii: "\""))
      append(key)
      append("\": ")
    }
    func close(depth: Int) {
      newline(depth: depth)
      output.append(UInt8(ascii: "}"))
    }
    func position(_ key: StaticString, _ position: Position, first: Bool = false) {
      member(key, depth: indent + 2, first: first)
      output.append(UInt8(ascii: "{"))
      member("line", depth: indent + 3, first: true)
      JSONWriter.appendInteger(Int64(position.line), to: &output)
      member("character", depth: indent + 3)
      JSONWriter.appendInteger(Int64(position.character), to: &output)
      close(depth: indent + 2)
    }
    output.append(UInt8(ascii: "{"))
    member("path", depth: indent + 1, first: true)
    JSONWriter.appendString(pointer.pointee.displayPath, to: &output)
    member("line", depth: indent + 1)
    JSONWriter.appendInteger(Int64(pointer.pointee.start.line + 1), to: &output)
    member("column", depth: indent + 1)
    JSONWriter.appendInteger(Int64(pointer.pointee.start.character + 1), to: &output)
    member("range", depth: indent + 1)
    output.append(UInt8(ascii: "{"))
    position("start", pointer.pointee.start, first: true)
    position("end", pointer.pointee.end)
    close(depth: indent + 1)
    member("severity", depth: indent + 1)
    JSONWriter.appendString(pointer.pointee.finding.severity.name, to: &output)
    member("code", depth: indent + 1)
    JSONWriter.appendString(pointer.pointee.finding.code, to: &output)
    member("message", depth: indent + 1)
    JSONWriter.appendString(pointer.pointee.finding.message, to: &output)
    if let fix = pointer.pointee.finding.fix {
      member("fix", depth: indent + 1)
      JSONWriter.appendString(fix, to: &output)
    }
    if let replacement = pointer.pointee.finding.replacement {
      member("replacement", depth: indent + 1)
      JSONWriter.appendString(replacement, to: &output)
    }
    if let range = pointer.pointee.replacementRange {
      member("replacementRange", depth: indent + 1)
      output.append(UInt8(ascii: "{"))
      position("start", range.start, first: true)
      position("end", range.end)
      close(depth: indent + 1)
    }
    close(depth: indent)
  }

  static func summaryJSON(_ findings: [LocatedFinding], _ summary: CheckSummary) -> JSON {
    [
      "files": .int(Int64(summary.filesChecked)), "findings": .int(Int64(findings.count)),
      "library": summary.libraryJSON,
    ]
  }

}

/// SARIF 2.1.0, with every rule in `tool.driver.rules` and paths relative to `%SRCROOT%`.
enum SARIFReporter {
  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .information, .hint: return "note"
    }
  }

  static func write(
    _ findings: [LocatedFinding], root: String, summary: CheckSummary, to sink: ([UInt8]) -> Void
  ) {
    let rules: [JSON] = RuleRegistry.all.map { rule in
      var object = JSONObject()
      object["id"] = .string(rule.code)
      object["name"] = .string(rule.name)
      object["shortDescription"] = ["text": .string(rule.summary)]
      object["fullDescription"] = ["text": .string(rule.documentation)]
      // The rule's page travels with the report: code scanning shows it without a link to follow.
      object["help"] = ["text": .string(rule.documentation), "markdown": .string(RuleRegistry.markdown(rule))]
      if let url = RuleDocs.url(for: rule.code) { object["helpUri"] = .string(url) }
      object["defaultConfiguration"] = ["level": .string(level(rule.defaultSeverity))]
      return .object(object)
    }
    let ruleIndex = Dictionary(uniqueKeysWithValues: RuleRegistry.all.enumerated().map { ($1.code, $0) })
    let document: JSON = [
      "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
      "version": "2.1.0",
      "runs": [
        [
          "tool": [
            "driver": [
              "name": "tabls", "version": .string(TablsVersion.current), "rules": .array(rules),
            ]
          ],
          "originalUriBaseIds": ["%SRCROOT%": ["uri": .string(directoryURI(root))]],
          "columnKind": "utf16CodeUnits",
          "properties": ["cylTabBarController": summary.libraryJSON],
          "results": .string(StreamedReport.placeholder),
        ]
      ],
    ]
    StreamedReport.writeJSON(document, count: findings.count, to: sink) { position in
      result(findings[position], ruleIndex: ruleIndex[findings[position].finding.code])
    }
  }

  static func result(_ located: LocatedFinding, ruleIndex: Int?) -> JSON {
    let finding = located.finding
    let region: JSON = [
      "startLine": .int(Int64(located.start.line + 1)),
      "startColumn": .int(Int64(located.start.character + 1)),
      "endLine": .int(Int64(located.end.line + 1)),
      "endColumn": .int(Int64(located.end.character + 1)),
    ]
    // The same relative path as every other format prints, under %SRCROOT% (the working directory).
    let artifact: JSON =
      located.displayPath.hasPrefix("/")
      ? ["uri": .string(WorkspaceRoots.uri(fromPath: located.displayPath))]
      : ["uri": .string(relativeURI(located.displayPath)), "uriBaseId": "%SRCROOT%"]
    var result = JSONObject()
    result["ruleId"] = .string(finding.code)
    result["level"] = .string(level(finding.severity))
    result["message"] = ["text": .string(finding.message)]
    result["locations"] = [["physicalLocation": ["artifactLocation": artifact, "region": region]]]
    if let ruleIndex { result["ruleIndex"] = .int(Int64(ruleIndex)) }
    return .object(result)
  }

  /// A relative path as a URI reference, each component percent-encoded (all but `allowed`).
  static func relativeURI(_ path: String, allowed: CharacterSet = .urlPathAllowed) -> String {
    path.split(separator: "/").map { component in
      component.addingPercentEncoding(withAllowedCharacters: allowed) ?? String(component)
    }.joined(separator: "/")
  }

  /// A folder's `file:` URI with exactly one trailing slash (Foundation adds one for folders that exist).
  static func directoryURI(_ path: String) -> String {
    var uri = WorkspaceRoots.uri(fromPath: path)
    while uri.hasSuffix("/") { uri.removeLast() }
    return uri + "/"
  }
}

/// GitHub Actions workflow commands: annotations on the pull request's diff.
enum GitHubReporter {
  static func write(_ findings: [LocatedFinding], to sink: ([UInt8]) -> Void) {
    StreamedReport.write(count: findings.count, to: sink) { position, buffer in
      buffer += command(findings[position]).utf8
    }
  }

  static func command(_ located: LocatedFinding) -> String {
    let finding = located.finding
    let command = finding.severity == .error ? "error" : finding.severity == .warning ? "warning" : "notice"
    let properties = [
      "file=\(WorkflowCommandText.property(located.displayPath))",
      "line=\(located.start.line + 1)", "col=\(located.start.character + 1)",
      "endLine=\(located.end.line + 1)", "endColumn=\(located.end.character + 1)",
      "title=\(WorkflowCommandText.property(finding.code))",
    ].joined(separator: ",")
    return "::\(command) \(properties)::\(WorkflowCommandText.data(finding.message))\n"
  }
}
