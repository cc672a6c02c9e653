import SourceText

/// Tab items built by a helper of the same file: `func makeItem(title: String, image: String) -> UITabBarItem {
/// UITabBarItem(title: title, image: UIImage(named: image), …) }` or `- (UITabBarItem *)itemWithTitle:(NSString
/// *)title image:(NSString *)image { … }`. Each call whose arguments are literals (`makeItem(title: "Home", image:
/// "home")`) is an item with the call site's literals, so a finding lands on the call; an argument that is not a
/// literal gives nothing to check. A helper may also set the item of the controller it returns (`nav.tabBarItem.title
/// = title`, `nav.tabBarItem.image = UIImage(named: image)`): its calls in a `viewControllers` array are the tabs.
/// Overloads (`makeTab(_:title:image:)` beside `makeTab(_:title:systemImage:)`) are
/// told apart by their labels, as the compiler does.
struct ItemHelper {
  var library: TabLibrary
  /// Every parameter's external label (Swift; `nil` for `_`) or selector part (Objective-C), in order.
  var labels: [String?] = []
  /// The external label (Swift; `nil` for `_`) or selector part (Objective-C) of the parameter that gives each part.
  var title: String??
  var image: String??
  var selectedImage: String??

  /// Whether any part of the item comes from a parameter: else the function is no helper.
  var takesAnything: Bool { title != nil || image != nil || selectedImage != nil }
}

extension ScanBuilder {
  /// The file's item helpers by name (Swift) or first selector part (Objective-C), overloads in source order.
  func itemHelpers() -> [String: [ItemHelper]] {
    var helpers: [String: [ItemHelper]] = [:]
    // Where the item initializers and `tabBarItem`s are, found once: a body is asked about by binary search, so
    // functions nested in each other are not each searched again (48,000 nested ones took 25 s).
    let found = ItemMentions(
      initializers: (0..<stream.count).filter { stream.kind($0) == .identifier && isItemInitializer($0) },
      tabBarItems: (0..<stream.count).filter { stream.kind($0) == .identifier && stream.textEquals($0, "tabBarItem") })
    guard !found.initializers.isEmpty || !found.tabBarItems.isEmpty else { return helpers }
    func makesItem(_ brace: Int) -> Bool { found.any(in: brace, end: min(stream.match[brace], stream.count)) }
    func helper(in brace: Int, parameters: [String: String?]) -> ItemHelper? {
      self.helper(in: brace, parameters: parameters, found: found)
    }
    for index in 0..<stream.count {
      if stream.dialect == .swift, stream.isIdentifier(index, "func"), stream.isIdentifier(index + 1),
        stream.isChar(index + 2, "(")
      {
        let opener = index + 2
        // Most functions make no item: their parameters are not read.
        guard let body = bodyBrace(after: stream.match[opener]), makesItem(body) else { continue }
        // `label name: Type`, `_ name: Type`, `name: Type` → internal name → external label.
        var parameters: [String: String?] = [:]
        var labels: [String?] = []
        for element in stream.elements(inside: opener) {
          let names = element.prefix { !stream.isChar($0, ":") }.filter { stream.isIdentifier($0) }
          guard let last = names.last else { continue }
          let external = names.count >= 2 ? stream.string(names[names.startIndex]) : stream.string(last)
          parameters[stream.string(last)] = external == "_" ? .some(nil) : .some(external)
          labels.append(external == "_" ? nil : external)
        }
        guard var helper = helper(in: body, parameters: parameters) else { continue }
        helper.labels = labels
        helpers[stream.string(index + 1), default: []].append(helper)
      } else if stream.dialect == .objectiveC, stream.isChar(index, "-") || stream.isChar(index, "+"),
        isLineStart(index), stream.isChar(index + 1, "(")
      {
        // `- (UITabBarItem *)itemWithTitle:(NSString *)title image:(NSString *)image {`
        guard let body = methodBody(returnType: index + 1), makesItem(body) else { continue }
        var position = stream.match[index + 1] + 1
        var parameters: [String: String?] = [:]
        var first: String?
        var labels: [String?] = []
        while position + 2 < stream.count, stream.isIdentifier(position), stream.isChar(position + 1, ":") {
          let part = stream.string(position)
          if first == nil { first = part }
          labels.append(part)
          var name = position + 2
          if stream.isChar(name, "(") { name = stream.match[name] + 1 }
          guard stream.isIdentifier(name) else { break }
          parameters[stream.string(name)] = .some(part)
          position = name + 1
        }
        guard let first, stream.isChar(position, "{"), var helper = helper(in: position, parameters: parameters) else {
          continue
        }
        helper.labels = labels
        helpers[first, default: []].append(helper)
      }
    }
    return helpers
  }

  /// The overload a call with these labels reaches: one whose labels are the call's (a defaulted parameter may be
  /// left out), the one with exactly the call's labels first; none when no overload takes them all.
  static func overload(of helpers: [ItemHelper], calledWith labels: [String?]) -> ItemHelper? {
    if let exact = helpers.first(where: { $0.labels == labels }) { return exact }
    return helpers.first { helper in
      var remaining = helper.labels[...]
      // Each of the call's labels in order, skipping the helper's parameters it leaves to their defaults.
      for label in labels {
        guard let found = remaining.firstIndex(of: label) else { return false }
        remaining = remaining[(found + 1)...]
      }
      return true
    }
  }

  /// The `{` that opens a Swift function's body after its parameter list's `)` (past `-> Type`, `throws`…).
  private func bodyBrace(after closer: Int) -> Int? {
    var position = closer + 1
    while position < min(closer + 24, stream.count) {
      if stream.isChar(position, "{") { return position }
      if stream.isChar(position, ";") || stream.isChar(position, "}") { return nil }
      position += 1
    }
    return nil
  }

  /// The `{` after an Objective-C method's selector parts, whose return type's `(` is `opener`.
  private func methodBody(returnType opener: Int) -> Int? {
    var position = stream.match[opener] + 1
    while position + 2 < stream.count, stream.isIdentifier(position), stream.isChar(position + 1, ":") {
      var name = position + 2
      if stream.isChar(name, "(") { name = stream.match[name] + 1 }
      guard stream.isIdentifier(name) else { return nil }
      position = name + 1
    }
    return stream.isChar(position, "{") ? position : nil
  }

  /// The item initializers a helper's body calls: `UITabBarItem(…)`, sunimp's `TabBarItem(…)`, `initWithTitle:`.
  private func isItemInitializer(_ index: Int) -> Bool {
    stream.textEquals(index, "UITabBarItem") || stream.textEquals(index, "TabBarItem")
      || stream.textEquals(index, "initWithTitle")
  }

  /// The item call in a body whose title and images come straight from the helper's parameters, or else the
  /// `tabBarItem` properties the body sets from them.
  private func helper(in brace: Int, parameters: [String: String?], found: ItemMentions) -> ItemHelper? {
    let end = min(stream.match[brace], stream.count)
    func parameter(_ span: Range<Int>) -> String?? {
      let span = trimmed(span)
      if span.count == 1, stream.isIdentifier(span.lowerBound) { return parameters[stream.string(span.lowerBound)] }
      // `UIImage(named: image)`, `[UIImage imageNamed:image]`.
      for at in span where stream.isIdentifier(at, "named") || stream.isIdentifier(at, "imageNamed") {
        let name = at + 2
        guard stream.isChar(at + 1, ":"), stream.isIdentifier(name), name + 1 < span.upperBound,
          stream.isChar(name + 1, ")") || stream.isChar(name + 1, "]")
        else { continue }
        return parameters[stream.string(name)]
      }
      return nil
    }
    for index in found.initializers(in: brace, end: end) {
      var library: TabLibrary?
      var arguments: [(label: String?, span: Range<Int>)] = []
      if stream.dialect == .swift, stream.isChar(index + 1, "("),
        stream.textEquals(index, "UITabBarItem") || stream.textEquals(index, "TabBarItem")
      {
        library = stream.textEquals(index, "TabBarItem") ? .sunimp : .uikit
        arguments = stream.arguments(of: index + 1)
      } else if stream.dialect == .objectiveC, stream.textEquals(index, "initWithTitle"), stream.isChar(index + 1, ":"),
        let opener = enclosingOpener(of: index), stream.isChar(opener, "[")
      {
        library = .uikit
        arguments = stream.objcArguments(of: opener).map { ($0.label == "initWithTitle" ? "title" : $0.label, $0.span) }
      }
      guard let library else { continue }
      var helper = ItemHelper(library: library)
      for argument in arguments {
        switch argument.label {
        case "title": helper.title = parameter(argument.span)
        case "image": helper.image = parameter(argument.span)
        case "selectedImage": helper.selectedImage = parameter(argument.span)
        default: break
        }
      }
      return helper.takesAnything ? helper : nil
    }
    // `nav.tabBarItem.title = title;`, `nav.tabBarItem.image = UIImage(named: image)`.
    var helper = ItemHelper(library: .uikit)
    for index in found.tabBarItems(in: brace, end: end)
    where stream.isChar(index + 1, ".") && stream.isIdentifier(index + 2) && stream.isChar(index + 3, "=")
      && isPlainAssignment(index + 3)
    {
      let value = (index + 4)..<valueEnd(from: index + 4)
      switch stream.string(index + 2) {
      case "title": helper.title = parameter(value)
      case "image": helper.image = parameter(value)
      case "selectedImage": helper.selectedImage = parameter(value)
      default: break
      }
    }
    return helper.takesAnything ? helper : nil
  }
}

/// The token positions of a file's item initializers and `tabBarItem`s, sorted: what lies inside a body is a
/// binary search away.
struct ItemMentions {
  let initializers: [Int]
  let tabBarItems: [Int]

  /// Whether either kind stands strictly inside the brace at `brace`, whose closer is at `end`.
  func any(in brace: Int, end: Int) -> Bool {
    !initializers(in: brace, end: end).isEmpty || !tabBarItems(in: brace, end: end).isEmpty
  }

  func initializers(in brace: Int, end: Int) -> ArraySlice<Int> { Self.slice(initializers, brace, end) }
  func tabBarItems(in brace: Int, end: Int) -> ArraySlice<Int> { Self.slice(tabBarItems, brace, end) }

  private static func slice(_ positions: [Int], _ brace: Int, _ end: Int) -> ArraySlice<Int> {
    let from = SortedInts.lowerBound(positions, brace + 1)
    return positions[from..<max(from, SortedInts.lowerBound(positions, end))]
  }
}
