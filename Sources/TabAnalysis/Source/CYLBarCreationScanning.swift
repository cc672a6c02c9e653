/// Where a CYLTabBarController bar is made: the call that passes `tabBarItemsAttributes:` with its view controllers
/// (`initWithViewControllers:tabBarItemsAttributes:…`, `tabBarControllerWithViewControllers:…`, Swift's
/// `CYLTabBarController(viewControllers:tabBarItemsAttributes:…)` and `super.init(…)`), the property assignment
/// `tabBarItemsAttributes = …` or its setter `setTabBarItemsAttributes:`. Bar-wide migration findings point here: the line a reader recognises as "the bar".
extension ScanBuilder {
  /// `tabBarItemsAttributes` at `index`: a labelled argument of a creating call, or an assigned property.
  mutating func collectBarCreation(at index: Int) {
    // `[controller setTabBarItemsAttributes:attributes]`, the setter of older apps.
    if stream.isIdentifier(index, "setTabBarItemsAttributes") {
      if stream.dialect == .objectiveC, stream.isChar(index + 1, ":"), let opener = enclosingOpener(of: index),
        stream.isChar(opener, "[")
      {
        scan.cylBarCreations.append(stream.tokens[opener].range)
      }
      return
    }
    if stream.isChar(index + 1, "="), isPlainAssignment(index + 1) {
      scan.cylBarCreations.append(stream.tokens[statementStart(before: index)].range)
      return
    }
    guard stream.isChar(index + 1, ":"), let opener = enclosingOpener(of: index) else { return }
    // The whole call, `super`'s included: a preview asked for any of its lines draws the file's CYL bar.
    if stream.match[opener] < stream.count {
      scan.cylBarCalls.append(stream.range(of: opener..<(stream.match[opener] + 1)))
    }
    if stream.dialect == .objectiveC, stream.isChar(opener, "[") {
      // The message's first label (`initWithViewControllers`), so a multi-line call is reported on its first line.
      let labels = stream.objcArguments(of: opener)
      guard labels.contains(where: { $0.label.hasSuffix("ViewControllers") }), let first = labels.first,
        first.span.lowerBound >= 2, !forwardsToSuper(opener: opener)
      else { return }
      scan.cylBarCreations.append(stream.tokens[first.span.lowerBound - 2].range)
    } else if stream.dialect == .swift, stream.isChar(opener, "("), stream.isIdentifier(opener - 1) {
      let callee = opener - 1
      // `init(viewControllers:tabBarItemsAttributes:)` and `func make(…)` declare, they do not call.
      let declares =
        (stream.isIdentifier(callee, "init") && !stream.isChar(callee - 1, "."))
        || stream.isIdentifier(callee - 1, "func")
      guard !declares, stream.arguments(of: opener).contains(where: { $0.label == "viewControllers" }),
        !forwardsToSuper(opener: opener)
      else { return }
      scan.cylBarCreations.append(stream.tokens[statementStart(before: callee)].range)
    }
  }

  /// A subclass's own `initWithViewControllers:tabBarItemsAttributes:` (or Swift `init(viewControllers:
  /// tabBarItemsAttributes:)`) handing its arguments to `super`: the bar is made where that initializer is called,
  /// not here.
  func forwardsToSuper(opener: Int) -> Bool {
    if stream.dialect == .objectiveC {
      guard stream.isIdentifier(opener + 1, "super"), let (method, _) = enclosingMethod(of: opener) else {
        return false
      }
      return method == "initWithViewControllers" || method == "tabBarControllerWithViewControllers"
    }
    guard stream.isIdentifier(opener - 1, "init"), stream.isChar(opener - 2, "."),
      stream.isIdentifier(opener - 3, "super")
    else { return false }
    var brace = enclosingOpener(of: opener)
    var steps = 0
    while let at = brace, !stream.isChar(at, "{"), steps < 64 {
      brace = enclosingOpener(of: at)
      steps += 1
    }
    guard let body = brace, stream.isChar(body - 1, ")"), let parameters = enclosingOpener(of: body - 1),
      stream.isIdentifier(parameters - 1, "init")
    else { return false }
    return (parameters..<(body - 1)).contains {
      stream.isIdentifier($0, "tabBarItemsAttributes") && stream.isChar($0 + 1, ":")
    }
  }
}
