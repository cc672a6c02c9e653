import SourceText

/// The view controller classes a CYLTabBarController's tabs are made of, and the `self.title = …` assignments
/// that rewrite a tab's title (the library's FAQ, #258).
public struct TitleAssignment: Sendable {
  public var className: String
  /// `self.title` (or a bare `title` in Swift), what the fix replaces.
  public var range: SourceRange
  /// The title assigned, when it is a literal (or a localization key): what UIKit rules compare with the tab's.
  public var value: TabTitleText?
}

/// A tab title as the code writes it: a literal, or a localization key.
public struct TabTitleText: Sendable, Equatable {
  public var text: String
  public var isLocalized: Bool
}

extension ScanBuilder {
  /// Classes instantiated in a `viewControllers` array of a tab bar: `[X new]`, `[[X alloc] init…]`, `X()`,
  /// directly or as a navigation controller's root.
  mutating func collectTabViewControllers() {
    func isArray(_ opener: Int) -> Bool {
      stream.kind(opener) == .atBracket || (stream.dialect == .swift && stream.isChar(opener, "["))
    }
    var arrays: [Int] = []
    for index in 0..<stream.count where stream.kind(index) == .identifier {
      let named = stream.textHasPrefix(index, "viewControllers")
      if named {
        // The array a `viewControllers…` method returns, or the value of a `viewControllers:` argument: an array
        // that opens within 12 tokens after the name (found from the names, which few files have, not from
        // every array's 12 tokens before it).
        arrays += ((index + 1)..<min(index + 13, stream.count)).filter(isArray)
      }
      // An array held in a local that is then handed over: `initWithViewControllers:controllers`,
      // `viewControllers = controllers`, `setViewControllers(controllers, …)`.
      guard named || stream.textHasSuffix(index, "ViewControllers"),
        stream.isChar(index + 1, ":") || stream.isChar(index + 1, "=") || stream.isChar(index + 1, "("),
        stream.isIdentifier(index + 2), let span = variables[stream.string(index + 2)],
        let opener = trimmed(span).first, isArray(opener)
      else { continue }
      arrays.append(opener)
    }
    var names = Set<String>()
    func collect(_ range: Range<Int>, depth: Int) {
      for index in range where stream.kind(index) == .identifier {
        let text = stream.text(index)
        // A local holding the tab's controller (`nav`, made with `initWithRootViewController:`): read its value.
        if depth == 0, let span = variables[String(text)], !span.contains(index) {
          collect(span, depth: 1)
          continue
        }
        // `HomeViewController`, and the `HomeVC` shorthand many apps name theirs with.
        guard text.hasSuffix("Controller") || text.hasSuffix("VC"), !text.contains("Navigation"),
          text.first?.isUppercase == true
        else {
          continue
        }
        let instantiated =
          stream.isIdentifier(index + 1, "new") || stream.isIdentifier(index + 1, "alloc")
          || stream.isChar(index + 1, "(")
        if instantiated { names.insert(String(text)) }
      }
    }
    for opener in Set(arrays).sorted() { collect((opener + 1)..<min(stream.match[opener], stream.count), depth: 0) }
    scan.tabViewControllerClasses = names.sorted()
    scan.tabsAreCYL = !scan.tabBars.isEmpty || !scan.cylBarCreations.isEmpty
  }

  /// `self.title = …` (and Swift's bare `title = …`) inside class bodies.
  mutating func collectTitleAssignments() {
    guard stream.mayMention("title") else { return }
    for index in 0..<stream.count where stream.isIdentifier(index, "title") {
      guard stream.isChar(index + 1, "="), isPlainAssignment(index + 1) else { continue }
      let start: Int
      if stream.isChar(index - 1, "."), stream.isIdentifier(index - 2, "self") {
        start = index - 2
      } else if stream.dialect == .swift, !stream.isChar(index - 1, "."),
        stream.startsLine(index) || stream.isChar(index - 1, ";") || stream.isChar(index - 1, "{"),
        !stream.isIdentifier(index - 1, "var"), !stream.isIdentifier(index - 1, "let")
      {
        start = index
      } else {
        continue
      }
      guard let owner = classes.last(where: { $0.1.contains(index) }) else { continue }
      let value = classify(trimmed((index + 2)..<valueEnd(from: index + 2)), depth: 0)
      let text = value.text.flatMap { text in
        value.kind == .string || value.kind == .localizedString
          ? TabTitleText(text: text, isLocalized: value.kind == .localizedString) : nil
      }
      scan.titleAssignments.append(
        TitleAssignment(className: owner.0, range: stream.range(of: start..<(index + 1)), value: text))
    }
  }
}
