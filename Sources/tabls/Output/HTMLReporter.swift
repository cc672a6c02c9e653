import Foundation
import TabAnalysis

/// `tabls check --format html`: one self-contained page to open from a CI artifact — no script, no network, no
/// external font or style, every picture inline. A summary (findings by severity and rule, the CYLTabBarController
/// release and where it is pinned, the releases drawn), every tab bar of the checked files drawn as `tabls preview`
/// draws it (iOS 27 and iOS 18, light and dark) with its findings beside it and their items numbered on the
/// pictures, then every finding by file, its rule's help once at the end. Repository text is escaped for HTML, and
/// `[` too, so no log that prints the page reads a CI command in it.
enum HTMLReporter {
  static func write(_ findings: [LocatedFinding], summary: CheckSummary, to sink: ([UInt8]) -> Void) {
    var page = head(findings, summary: summary)
    page += bars(summary.bars, findings: findings)
    sink(Array(page.utf8))
    writeFindings(findings, to: sink)
    sink(Array(rules(findings).utf8))
    sink(Array("</main>\n</body>\n</html>\n".utf8))
  }

  static let style = """
    :root{color-scheme:light dark;--fg:#1c1c1e;--bg:#fff;--muted:#6e6e73;--line:#d2d2d7;--card:#f5f5f7;--error:#d70015;\
    --warning:#b25000;--info:#0066cc;--mark:#ff3b30}
    @media (prefers-color-scheme:dark){:root{--fg:#f5f5f7;--bg:#1c1c1e;--muted:#a1a1a6;--line:#3a3a3c;\
    --card:#2c2c2e;--error:#ff6961;--warning:#ffb340;--info:#64d2ff}}
    body{font:15px/1.45 -apple-system,system-ui,sans-serif;color:var(--fg);background:var(--bg);margin:0}
    main{max-width:1100px;margin:0 auto;padding:16px 24px 48px}
    nav a{margin-right:16px}a{color:var(--info)}a:focus,summary:focus{outline:2px solid var(--info);outline-offset:2px}
    table{border-collapse:collapse;margin:8px 0}td,th{border-bottom:1px solid var(--line);padding:4px 12px;text-align:left}
    .bar{background:var(--card);border-radius:12px;padding:12px 16px;margin:16px 0}
    .shots{display:flex;flex-wrap:wrap;gap:12px}figure{margin:0}
    .shot{position:relative;display:inline-block;line-height:0}.shot img{max-width:100%;height:auto}
    .shot .marker{position:absolute;transform:translate(-50%,-50%);line-height:1.4}
    .marker{display:inline-block;min-width:1.4em;text-align:center;border-radius:1em;background:var(--mark);color:#fff;\
    font-size:12px;font-weight:600}
    figcaption{font-size:12px;color:var(--muted);max-width:402px;line-height:1.3;margin-top:4px}
    .error{color:var(--error)}.warning{color:var(--warning)}.information,.hint{color:var(--info)}
    ul.findings,ol.findings{padding-left:20px}li.finding{margin:2px 0}.fix{color:var(--muted)}
    code,pre{font:13px ui-monospace,Menlo,monospace}pre{white-space:pre-wrap}
    .languages{margin-top:8px}.languages input{margin-left:12px}.languages .language{display:none;margin-top:6px}\
    .languages img{max-width:100%;height:auto}\(languageRules)
    """

  /// The picture's size in points; a side bar (taller than wide) shown at most 420 points tall.
  static func sized(_ picture: ReportBar.Picture) -> String {
    let shown = picture.height > 420 ? max(1, picture.width * 420 / max(picture.height, 1)) : picture.width
    return " width=\"\(picture.width)\" height=\"\(picture.height)\" style=\"width:\(shown)px\""
  }

  /// The language shown: the pane whose radio button is checked (CSS counts inputs and panes apart).
  static let languageRules = (1...ReportBars.maximumLanguages).map {
    ".languages input:nth-of-type(\($0)):checked~div:nth-of-type(\($0)){display:block}"
  }.joined()

  static func head(_ findings: [LocatedFinding], summary: CheckSummary) -> String {
    var text = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>tabls report</title>
      <style>\(style)</style>
      </head>
      <body>
      <main>
      <h1>tabls</h1>
      <p id="summary-line">\(escaped(String(summary.line(for: findings).dropFirst("tabls: ".count))))</p>
      <nav><a href="#summary">Summary</a><a href="#bars">Tab bars (\(summary.bars.count))</a>\
      <a href="#findings">Findings (\(findings.count))</a><a href="#rules">Rules</a></nav>
      <section id="summary">
      <h2>Summary</h2>

      """
    var bySeverity: [Severity: Int] = [:]
    var byRule: [String: Int] = [:]
    for located in findings {
      bySeverity[located.finding.severity, default: 0] += 1
      byRule[located.finding.code, default: 0] += 1
    }
    text += "<table class=\"severities\"><tr><th>severity</th><th>findings</th></tr>\n"
    for severity in Severity.allCases {
      text += "<tr><td class=\"\(severity.name)\">\(severity.name)</td><td>\(bySeverity[severity] ?? 0)</td></tr>\n"
    }
    text += "</table>\n"
    if !byRule.isEmpty {
      text += "<table class=\"rules\"><tr><th>rule</th><th>findings</th></tr>\n"
      for code in byRule.keys.sorted() {
        let name = RuleRegistry.all.first { $0.code == code }.map { " " + $0.name } ?? ""
        text +=
          "<tr><td><a href=\"#rule-\(escaped(code))\">\(escaped(code))</a>\(escaped(name))</td><td>\(byRule[code]!)</td></tr>\n"
      }
      text += "</table>\n"
    }
    if summary.usesCYL || summary.libraryVersionPath != nil {
      text += "<p id=\"library\">\(escaped(summary.libraryLine))</p>\n"
    }
    let releases = ReportBars.looks.map { "\($0.os)" }.reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    text +=
      "<p>Tab bars drawn on \(releases.joined(separator: " and ")), light and dark, as `tabls preview` draws them.</p>\n"
    return text + "</section>\n"
  }

  /// The bars shown with their text picture when not drawn, at most.
  static let maximumTextPictures = 400

  static func bars(_ bars: [ReportBar], findings: [LocatedFinding]) -> String {
    var text = "<section id=\"bars\">\n<h2>Tab bars</h2>\n"
    if bars.isEmpty { text += "<p>No tab bar in the checked files.</p>\n" }
    for (number, bar) in bars.enumerated() {
      text += "<article class=\"bar\(bar.pictures.isEmpty ? "" : " drawn")\" id=\"bar-\(number + 1)\">\n"
      text += "<h3><code>\(escaped(bar.path)):\(bar.line)</code> — \(escaped(bar.library))</h3>\n"
      let titles = bar.titles.enumerated().map { "\($0.offset + 1). \($0.element.isEmpty ? "(no title)" : $0.element)" }
      text += "<p class=\"items\">\(escaped(titles.joined(separator: " · ")))</p>\n<div class=\"shots\">\n"
      // Each item with findings carries its number on the pictures, and its findings in the list say it.
      let marked = Set(bar.findings.compactMap(\.slot)).sorted()
      for picture in bar.pictures {
        text +=
          "<figure><div class=\"shot\"><img src=\"data:image/png;base64,\(Data(picture.png).base64EncodedString())\""
        text += sized(picture)
        text += " alt=\"\(escaped(bar.path)):\(bar.line) on \(escaped(picture.label))\">"
        for slot in marked where slot < picture.centres.count {
          let centre = picture.centres[slot]
          text +=
            "<span class=\"marker\" style=\"left:\(percent(centre.x));top:\(percent(centre.y))\">\(slot + 1)</span>"
        }
        text +=
          "</div><figcaption>\(escaped(picture.reason)) · \(picture.dark ? "dark" : "light")</figcaption></figure>\n"
      }
      text += "</div>\n" + languages(bar, number: number + 1)
      if bar.pictures.isEmpty, number < maximumTextPictures {
        // Past the bars a report draws: the text picture, as `tabls preview` prints it (for the first ones: a
        // generated workspace can have thousands of bars).
        text +=
          "<pre class=\"ascii\">\(escaped(bar.ascii))</pre>\n<p class=\"fix\">Not drawn: a report draws its first "
        text +=
          "\(ReportBars.maximumDrawn) bars; <code>tabls preview \(escaped(bar.path)):\(bar.line)</code> draws this one.</p>\n"
      }
      if bar.findings.isEmpty {
        text += "<p>No findings about this bar.</p>\n"
      } else {
        text += "<ol class=\"findings\">\n"
        for entry in bar.findings {
          let item = entry.slot.map { " <span class=\"marker\">\($0 + 1)</span> item \($0 + 1):" } ?? ""
          text += "<li>\(item) \(findingText(entry.finding))</li>\n"
        }
        text += "</ol>\n"
      }
      text += "</article>\n"
    }
    return text + "</section>\n"
  }

  /// The bar in each of the app's languages, one shown at a time: radio buttons and CSS, no script.
  static func languages(_ bar: ReportBar, number: Int) -> String {
    guard bar.languages.count > 1 else { return "" }
    var text = "<div class=\"languages\" role=\"group\" aria-label=\"Languages\">"
    for (position, entry) in bar.languages.enumerated() {
      let id = "bar-\(number)-language-\(position)"
      text += "<input type=\"radio\" name=\"bar-\(number)-language\" id=\"\(id)\"\(position == 0 ? " checked" : "")>"
      text += "<label for=\"\(id)\">\(escaped(entry.language))</label>"
    }
    for entry in bar.languages {
      text +=
        "<div class=\"language\"><img src=\"data:image/png;base64,\(Data(entry.picture.png).base64EncodedString())\""
      text += sized(entry.picture)
      text += " alt=\"\(escaped(bar.path)):\(bar.line) in \(escaped(entry.language))\"></div>"
    }
    return text + "</div>\n"
  }

  /// The findings by file, in report order: one list item each (`li.finding`), written as they are made.
  static func writeFindings(_ findings: [LocatedFinding], to sink: ([UInt8]) -> Void) {
    sink(Array("<section id=\"findings\">\n<h2>Findings</h2>\n".utf8))
    if findings.isEmpty { sink(Array("<p>No findings.</p>\n".utf8)) }
    var start = 0
    while start < findings.count {
      var end = start
      while end < findings.count, findings[end].displayPath == findings[start].displayPath { end += 1 }
      var text =
        "<details open><summary><code>\(escaped(findings[start].displayPath))</code> (\(end - start))</summary>"
      text += "\n<ul class=\"findings\">\n"
      for located in findings[start..<end] {
        text +=
          "<li class=\"finding \(located.finding.severity.name)-finding\" data-code=\"\(escaped(located.finding.code))\">"
        text += "\(located.start.line + 1):\(located.start.character + 1) \(findingText(located))"
        if let fix = located.finding.fix { text += "<br><span class=\"fix\">Fix: \(escaped(fix))</span>" }
        text += "</li>\n"
      }
      sink(Array((text + "</ul>\n</details>\n").utf8))
      start = end
    }
    sink(Array("</section>\n".utf8))
  }

  /// Severity, linked code and message.
  static func findingText(_ located: LocatedFinding) -> String {
    let finding = located.finding
    return
      "<span class=\"\(finding.severity.name)\">\(finding.severity.name)</span> <a href=\"#rule-\(escaped(finding.code))\">"
      + "\(escaped(finding.code))</a> \(escaped(finding.message))"
  }

  /// Each reported rule's documentation, once.
  static func rules(_ findings: [LocatedFinding]) -> String {
    let codes = Set(findings.map(\.finding.code))
    var text = "<section id=\"rules\">\n<h2>Rules</h2>\n"
    for rule in RuleRegistry.all where codes.contains(rule.code) {
      text += "<details id=\"rule-\(escaped(rule.code))\"><summary>\(escaped(rule.code)) \(escaped(rule.name)): "
      text += "\(escaped(rule.summary))</summary><pre>\(escaped(rule.documentation))</pre></details>\n"
    }
    return text + "</section>\n"
  }

  static func percent(_ fraction: Double) -> String {
    let value = fraction.isFinite ? min(max(fraction, 0), 1) * 100 : 0
    return String(format2: value) + "%"
  }

  /// Text for an element or an attribute: `&`, `<`, `>`, quotes and `[` as references, control characters (other
  /// than tab and line feed) as spaces.
  static func escaped(_ text: String) -> String {
    ScalarEscaping.escape(text, keeping: ["\t", "\n"]) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&#39;"
      case "[": "&#91;"
      default: nil
      }
    }
  }

}
