/// `storyboardSeguesCount` that the storyboard does not match.
public enum StoryboardSegueMismatchRule: Rule {
  public static let code = "TAB116"
  public static let name = "storyboard-segue-mismatch"
  public static let defaultSeverity = Severity.error
  public static let summary = "storyboardSeguesCount does not match the tab0…tabN-1 TabBarSegue identifiers"
  public static let documentation = """
    A. Dorgans' TabBarController performs the segues `tab0` … `tab(N-1)` (class `TabBarSegue`) for
    `storyboardSeguesCount` = N. A missing identifier crashes with "has no segue with identifier"; an extra one
    is never used.

    Fix: make the count and the storyboard's segue identifiers agree.
    """

  public static func check(_ context: inout RuleContext) {
    let present = Set(context.index.storyboardSegues.map(\.segue.identifier))
    for anchored in context.scan.anchoredTabBars {
      guard let count = anchored.seguesCount else { continue }
      let expected = (0..<max(count.value, 0)).map { "tab\($0)" }
      let missing = expected.filter { !present.contains($0) }
      let extra = present.filter { identifier in
        identifier.hasPrefix("tab") && Int(identifier.dropFirst(3)).map { $0 >= count.value } == true
      }.sorted()
      if !missing.isEmpty {
        context.report(
          self,
          "storyboardSeguesCount is \(count.value) but no storyboard has TabBarSegue \(missing.joined(separator: ", "))",
          at: count.range, fix: "Add the segues or lower the count to \(count.value - missing.count).")
      } else if !extra.isEmpty {
        context.report(
          self,
          "storyboardSeguesCount is \(count.value); TabBarSegue \(extra.joined(separator: ", ")) is never performed",
          at: count.range, fix: "Raise the count or remove the segues.")
      }
    }
  }
}
