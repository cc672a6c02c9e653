extension TokenStream {
  /// Whether an image expression looks its name up in a bundle other than the app's: `UIImage(named: "x", in:
  /// .module, compatibleWith: nil)`, `[UIImage imageNamed:@"x" inBundle:[NSBundle bundleForClass:…] …]`, SwiftUI's
  /// `Image("x", bundle: .module)`. That bundle's catalogs (a package's, a framework's, a pod's) may not be in the
  /// workspace, so such a name is never reported as missing. `nil`, `.main`, `Bundle.main` and `[NSBundle
  /// mainBundle]` are the app's own.
  func namesOtherBundle(in span: Range<Int>) -> Bool {
    var index = span.lowerBound
    while index < span.upperBound {
      if isIdentifier(index), index + 2 < span.upperBound, isChar(index + 1, ":"),
        textEquals(index, "in") || textEquals(index, "inBundle") || textEquals(index, "bundle")
      {
        return !isMainBundle(valueSpan(from: index + 2, limit: span.upperBound))
      }
      index += 1
    }
    return false
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

  private func isMainBundle(_ value: Range<Int>) -> Bool {
    let names = value.filter { isIdentifier($0) }.map { string($0) }
    return names.isEmpty || names == ["nil"] || names == ["main"] || names == ["Bundle", "main"]
      || names == ["NSBundle", "mainBundle"] || names == ["mainBundle"]
  }
}
