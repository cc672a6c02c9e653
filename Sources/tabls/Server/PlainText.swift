import TabAnalysis

/// The plain-text reading of the Markdown tabls writes (hover, completion documentation) for clients that take
/// only plain text: code blocks as their lines, tables as aligned columns, emphasis and code marks dropped.
/// It covers the subset tabls produces, not CommonMark.
enum PlainText {
  static func from(markdown: String) -> String {
    var output: [String] = []
    var table: [[String]] = []
    var inFence = false
    func flushTable() {
      guard !table.isEmpty else { return }
      output += aligned(table)
      table = []
    }
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("```") {
        flushTable()
        inFence.toggle()
        continue
      }
      if inFence {
        output.append(line)
        continue
      }
      if line.hasPrefix("|") {
        let cells = cells(of: line)
        // The header's separator row (`|---|:--:|`) has no text to show.
        if !cells.allSatisfy({ !$0.isEmpty && $0.allSatisfy { "-: ".contains($0) } }) {
          table.append(cells.map(inline))
        }
        continue
      }
      flushTable()
      var text = line
      while text.hasPrefix("#") { text.removeFirst() }
      output.append(inline(text.hasPrefix(" ") && line.hasPrefix("#") ? String(text.dropFirst()) : text))
    }
    flushTable()
    while output.last?.isEmpty == true { output.removeLast() }
    return output.joined(separator: "\n")
  }

  /// A table row's cells, split on unescaped `|`.
  static func cells(of line: String) -> [String] {
    var cells: [String] = []
    var current = ""
    var escaped = false
    for character in line.dropFirst() {
      if escaped {
        current.append(character == "|" ? "|" : "\\")
        if character != "|" { current.append(character) }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "|" {
        cells.append(current.trimmingSpaces())
        current = ""
      } else {
        current.append(character)
      }
    }
    if escaped { current.append("\\") }
    if !current.trimmingSpaces().isEmpty { cells.append(current.trimmingSpaces()) }
    return cells
  }

  /// Rows padded so that columns line up (by display columns: CJK text takes two).
  static func aligned(_ rows: [[String]]) -> [String] {
    let count = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: count)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], DisplayWidth.columns(of: cell)) }
    }
    return rows.map { row in
      var line = ""
      for (column, cell) in row.enumerated() {
        line += cell
        if column < row.count - 1 {
          line += String(repeating: " ", count: widths[column] - DisplayWidth.columns(of: cell) + 2)
        }
      }
      return line
    }
  }

  /// Text without Markdown's inline marks: `**bold**`, `` `code` ``, `_(emphasis)_`, backslash escapes.
  static func inline(_ text: String) -> String {
    var result = text.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "`", with: "")
    result = result.replacingOccurrences(of: "_(", with: "(").replacingOccurrences(of: ")_", with: ")")
    for escaped in ["\\|", "\\*", "\\_"] {
      result = result.replacingOccurrences(of: escaped, with: String(escaped.last!))
    }
    return result
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
