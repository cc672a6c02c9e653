import JSON

/// `diff.md` and `diff.json` of `tabls diff`: each changed bar, what changed in words, its pictures before and
/// after, and the findings it gained and lost.
enum DiffReport {
  /// `drawnLimit`: how many bars a side had drawn, when it had more.
  static func markdown(
    _ changes: [BarChange], pictures: [String?], base: String, head: String, drawnLimit: Int? = nil
  ) -> String {
    let escaped = MarkdownReporter.escaped
    var text = "## tabls diff: \(escaped(base)) → \(escaped(head))\n\n"
    guard !changes.isEmpty else { return text + "No tab bar changed.\n" }
    text += "\(changes.count) tab bar\(changes.count == 1 ? "" : "s") changed. "
    text += "Each picture: before on the left, after on the right; iOS 27 light and dark, then iOS 18 light and dark.\n"
    if let drawnLimit {
      text +=
        "\nBars past the first \(drawnLimit) of a side are compared in words and shown as text, without pictures.\n"
    }
    for (change, picture) in zip(changes, pictures) {
      let bar = change.bar
      text += "\n### \(escaped(bar.path)):\(bar.line) (\(escaped(bar.library))), \(change.kind.rawValue)\n\n"
      if let picture { text += "![\(escaped(bar.path)) before and after](\(picture))\n\n" }
      for line in change.changes { text += "- \(escaped(line))\n" }
      for located in change.findingsAdded {
        text += "- new finding: \(escaped(located.finding.code)) \(escaped(located.finding.message))\n"
      }
      for located in change.findingsFixed {
        text += "- fixed: \(escaped(located.finding.code)) \(escaped(located.finding.message))\n"
      }
      if let before = change.before { text += "\nBefore:\n\n" + MarkdownReporter.fenced(before.ascii) }
      if let after = change.after { text += "\nAfter:\n\n" + MarkdownReporter.fenced(after.ascii) }
    }
    return text
  }

  static func json(_ changes: [BarChange], pictures: [String?], base: String, head: String) -> JSON {
    func findings(_ list: [LocatedFinding]) -> JSON {
      .array(
        list.map {
          [
            "code": .string($0.finding.code), "message": .string($0.finding.message),
            "line": .int(Int64($0.start.line + 1)),
          ]
        })
    }
    return [
      "base": .string(base), "head": .string(head),
      "bars": .array(
        zip(changes, pictures).map { change, picture in
          let bar = change.bar
          return [
            "path": .string(bar.path), "line": .int(Int64(bar.line)), "library": .string(bar.library),
            "status": .string(change.kind.rawValue), "picture": picture.map(JSON.string) ?? .null,
            "changes": .array(change.changes.map(JSON.string)),
            "titlesBefore": .array((change.before?.titles ?? []).map(JSON.string)),
            "titlesAfter": .array((change.after?.titles ?? []).map(JSON.string)),
            "findingsAdded": findings(change.findingsAdded), "findingsFixed": findings(change.findingsFixed),
          ]
        }),
    ]
  }
}
