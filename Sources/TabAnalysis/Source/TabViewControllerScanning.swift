/// The view controller classes a CYLTabBarController's tabs are made of, and the `self.title = …` assignments
/// that rewrite a tab's title (the library's FAQ, #258).
public struct TitleAssignment: Sendable {
  public var className: String
  /// `self.title` (or a bare `title` in Swift), what the fix replaces.
  public var range: SourceRange
}

extension ScanBuilder {
  /// Classes instantiated in a `viewControllers` array of a tab bar: `[X new]`, `[[X alloc] init…]`, `X()`,
  /// directly or as a navigation controller's root.
  mutating func collectTabViewControllers() {
    let arrays = (0..<stream.count).filter { opener in
      guard stream.kind(opener) == .atBracket || (stream.dialect == .swift && stream.isChar(opener, "[")) else {
        return false
      }
      // The array a `viewControllers…` method returns, or the value of a `viewControllers:` argument.
      return (max(0, opener - 12)..<opener).contains { position in
        stream.kind(position) == .identifier && stream.textHasPrefix(position, "viewControllers")
      }
    }
    var names = Set<String>()
    for opener in arrays {
      let end = min(stream.match[opener], stream.count)
      for index in (opener + 1)..<end where stream.kind(index) == .identifier {
        let text = stream.text(index)
        guard text.hasSuffix("Controller"), !text.contains("Navigation"), text.first?.isUppercase == true else {
          continue
        }
        let instantiated =
          stream.isIdentifier(index + 1, "new") || stream.isIdentifier(index + 1, "alloc")
          || stream.isChar(index + 1, "(")
        if instantiated { names.insert(String(text)) }
      }
    }
    scan.tabViewControllerClasses = names.sorted()
  }

  /// `self.title = …` (and Swift's bare `title = …`) inside class bodies.
  mutating func collectTitleAssignments() {
    for index in 0..<stream.count where stream.isIdentifier(index, "title") {
      guard stream.isChar(index + 1, "="), isPlainAssignment(index + 1) else { continue }
      let start: Int
      if stream.isChar(index - 1, "."), stream.isIdentifier(index - 2, "self") {
        start = index - 2
      } else if stream.dialect == .swift, !stream.isChar(index - 1, "."), stream.startsLine(index),
        !stream.isIdentifier(index - 1, "var"), !stream.isIdentifier(index - 1, "let")
      {
        start = index
      } else {
        continue
      }
      guard let owner = classes.last(where: { $0.1.contains(index) }) else { continue }
      scan.titleAssignments.append(
        TitleAssignment(className: owner.0, range: stream.range(of: start..<(index + 1))))
    }
  }
}
