extension TokenStream {
  /// Where an image expression looks its name up: the app's bundle (`.named`: no bundle, `nil`, `.main`,
  /// `Bundle.main`, `[NSBundle mainBundle]`), the Swift package target's own (`.moduleBundle`: `UIImage(named: "x",
  /// in: .module, compatibleWith: nil)`, `Image("x", bundle: .module)`), or another one (`.otherBundle`:
  /// `[UIImage imageNamed:@"x" inBundle:[NSBundle bundleForClass:…] …]`, a framework's or a pod's, whose catalogs
  /// may not be in the workspace, so such a name is never reported as missing).
  func imageBundle(in span: Range<Int>) -> TabImage.Source {
    var index = span.lowerBound
    while index < span.upperBound {
      if isIdentifier(index), index + 2 < span.upperBound, isChar(index + 1, ":"),
        textEquals(index, "in") || textEquals(index, "inBundle") || textEquals(index, "bundle")
      {
        let value = valueSpan(from: index + 2, limit: span.upperBound)
        if isModuleBundle(value) { return .moduleBundle }
        let names = value.filter { isIdentifier($0) }.map { string($0) }
        return Self.mainBundleNames.contains(names) ? .named : .otherBundle
      }
      index += 1
    }
    return .named
  }

  /// `.module`, `Bundle.module` or `#bundle` (the bundle of the target the code is compiled in: a package
  /// target's own, as `.module` is, in the files where that matters).
  func isModuleBundle(_ value: Range<Int>) -> Bool {
    let tokens = value.filter { !isChar($0, ".") }
    if tokens.count == 1, kind(tokens[0]) == .directive, textEquals(tokens[0], "#bundle") { return true }
    let names = tokens.filter { isIdentifier($0) }.map { string($0) }
    return names.count == tokens.count && (names == ["module"] || names == ["Bundle", "module"])
  }

  /// The tokens of an argument's value: up to the next top-level `,` or closing bracket, or (Objective-C) the
  /// next selector part.
  private func valueSpan(from start: Int, limit: Int) -> Range<Int> {
    var index = start
    while index < limit, !isChar(index, ","), !isChar(index, ")"), !isChar(index, "]") {
      if index > start, isIdentifier(index), isChar(index + 1, ":"), dialect == .objectiveC { break }
      index = skip(index)
    }
    return start..<min(index, limit)
  }

  private static let mainBundleNames: Set<[String]> = [
    [], ["nil"], ["main"], ["Bundle", "main"], ["NSBundle", "mainBundle"], ["mainBundle"],
  ]
}
