import SourceText

/// The SwiftUI reader of the tab model: a `TabView { … }` is a bar, and its children, in order, are its items —
/// iOS 18's `Tab("Title", image:|systemImage:) { … }` (with `role: .search`, `label: { Label(…) }`, inside
/// `TabSection`s, flattened for the bar) and the older `view.tabItem { Label(…) | Image(…); Text(…) }`, each with
/// its `.badge(…)`; `ForEach` over array literals, `Group`s and the file's builder properties and functions are
/// expanded (`SwiftUITabExpansion.swift`). Titles are `LocalizedStringKey`s, as SwiftUI reads a literal
/// (`Text(verbatim:)` and a `String` parameter are not); images
/// are templates unless `.renderingMode(.original)`. A `.tabViewStyle(.page)` view is a pager, not a tab bar.
extension ScanBuilder {
  mutating func collectSwiftUITabViews() {
    guard stream.dialect == .swift, stream.mayMention("TabView") else { return }
    var builders: [String: Int]?
    var enums: [String: Int]?
    var aliases: [String: String]?
    var budget: ExpansionBudget?
    for index in 0..<stream.count where stream.isIdentifier(index, "TabView") && !stream.isChar(index - 1, ".") {
      // `TabView {`, `TabView(selection: $tab) {`.
      var brace = index + 1
      // Where the TabView's expression ends, before its modifiers: its body, or the call holding it.
      var chainEnd: Int?
      if stream.isChar(brace, "(") {
        // `TabView(selection: $tab, content: { … })`: the closure argument is the body.
        if let content = stream.arguments(of: brace).first(where: { $0.label == "content" }),
          stream.isChar(content.span.lowerBound, "{"), stream.match[brace] < stream.count
        {
          chainEnd = stream.match[brace]
          brace = content.span.lowerBound
        } else {
          brace = stream.match[brace] + 1
        }
      }
      guard brace < stream.count, stream.isChar(brace, "{"), stream.match[brace] < stream.count else { continue }
      let end = stream.match[brace]
      let modifiers = tabViewModifiers(after: chainEnd ?? end)
      if modifiers.isPager { continue }
      var items: [Int?] = []
      if builders == nil { builders = swiftUIBuilders() }
      if enums == nil { enums = stream.mayMention("allCases") ? enumDeclarations() : [:] }
      if aliases == nil { aliases = environmentAliases() }
      if budget == nil { budget = ExpansionBudget(fileTokens: stream.count) }
      var scope = SwiftUIScope(builders: builders ?? [:], budget: budget ?? ExpansionBudget(fileTokens: 0))
      scope.enums = enums ?? [:]
      scope.foreignEnums = foreignEnums
      scope.aliases = aliases ?? [:]
      collectChildren(in: (brace + 1)..<end, level: brace, scope: scope, into: &items)
      guard !items.isEmpty else { continue }
      var bar = TabBar(
        library: .swiftUI, range: stream.range(of: index..<((chainEnd ?? end) + 1)),
        anchorRange: stream.tokens[index].range,
        items: items)
      bar.colors = modifiers.colors
      bar.tabView = modifiers.options
      scan.model.bars.append(bar)
    }
  }

  /// What the modifiers on a TabView's chain say of its bar.
  private struct TabViewModifiers {
    var colors = BarColors()
    var options = TabViewOptions()
    /// `.tabViewStyle(.page)` / `(.page(indexDisplayMode:))` / `(PageTabViewStyle())`: a pager, no bar.
    var isPager = false
  }

  /// One walk over the chain after the TabView's body: `.tint(…)` / `.accentColor(…)` (the selected tab),
  /// `.toolbarBackground(…, for: .tabBar)` (the bar), `.tabViewStyle(…)`, `.tabBarMinimizeBehavior(…)` and
  /// `.tabViewBottomAccessory { … }`.
  private func tabViewModifiers(after end: Int) -> TabViewModifiers {
    var modifiers = TabViewModifiers()
    var position = end + 1
    var steps = 0
    while stream.isChar(position, "."), stream.isIdentifier(position + 1), steps < 32 {
      steps += 1
      let name = position + 1
      var next = name + 1
      if stream.isChar(next, "(") {
        let arguments = stream.arguments(of: next)
        let inside = (next + 1)..<min(stream.match[next], stream.count)
        // The first member of the argument (`.sidebarAdaptable`, `.onScrollDown`), as written.
        let member = inside.first { stream.isChar($0, ".") && stream.isIdentifier($0 + 1) }.map {
          stream.string($0 + 1)
        }
        if stream.isIdentifier(name, "tint") || stream.isIdentifier(name, "accentColor"),
          let color = arguments.first, color.label == nil
        {
          modifiers.colors[.selected] = sourceText(color.span)
        } else if stream.isIdentifier(name, "toolbarBackground"), let color = arguments.first, color.label == nil,
          arguments.contains(where: { $0.label == "for" && $0.span.contains { stream.isIdentifier($0, "tabBar") } })
        {
          modifiers.colors[.background] = sourceText(color.span)
        } else if stream.isIdentifier(name, "tabViewStyle") {
          modifiers.options.style = member
          modifiers.isPager = inside.contains {
            stream.isIdentifier($0, "page") || stream.isIdentifier($0, "PageTabViewStyle")
          }
        } else if stream.isIdentifier(name, "tabBarMinimizeBehavior") {
          modifiers.options.minimizeBehavior = member
        }
        next = stream.match[next] + 1
      }
      if stream.isIdentifier(name, "tabViewBottomAccessory"), stream.isChar(next, "{") {
        modifiers.options.bottomAccessory = stream.range(of: name..<(stream.match[next] + 1))
      }
      guard next > position else { break }
      position = next
      if stream.isChar(position, "{") { position = stream.match[position] + 1 }
    }
    return modifiers
  }

  /// The children in `body` (the tokens directly inside the brace `level`) of a `TabView`, a `TabSection`, a
  /// `Group`, a `ForEach`'s closure or a builder: each statement (a line that does not continue a chain), with its
  /// `Tab(…)` or `.tabItem { … }` and `.badge(…)`.
  mutating func collectChildren(in body: Range<Int>, level: Int, scope: SwiftUIScope, into items: inout [Int?]) {
    let end = min(body.upperBound, stream.count)
    guard body.lowerBound < end else { return }
    var starts: [Int] = []
    for index in body.lowerBound..<end where stream.enclosing[index] == level {
      // A line that continues a chain (`.badge(…)`) or an `if` (`else {`) is no child of its own.
      let continues = stream.isChar(index, ".") || stream.isIdentifier(index, "else")
      if stream.startsLine(index) && !continues || starts.isEmpty { starts.append(index) }
    }
    var directives = DirectiveStack()
    for (position, start) in starts.enumerated() {
      let stop = position + 1 < starts.count ? starts[position + 1] : end
      scope.budget.remaining -= 1 + stop - start
      guard scope.budget.remaining > 0 else { return }
      if let directive = directive(at: start) {
        directives.apply(directive)
        continue
      }
      guard directives.isActive else { continue }
      let child = start..<stop
      if expand(child, level: level, scope: scope, into: &items) { continue }
      guard var item = tabItem(in: child, level: level, scope: scope) ?? shownView(trimmed(child), level: level) else {
        continue
      }
      item.condition = scope.condition
      applyModifiers(in: child, level: level, to: &item)
      noteKey(of: item.title)
      items.append(scan.model.items.count)
      scan.model.items.append(item)
    }
  }

  /// A tab's literal title is a `LocalizedStringKey`: looked up in the app's tables as NSLocalizedString's key is
  /// (one a call looks up, here or in another file, is that call's to check).
  mutating func noteKey(of title: TabTitle?) {
    guard let title, title.isLocalized, !title.isInOtherBundle, !title.isCheckedWhereDeclared else { return }
    scan.localizedStrings.append(
      LocalizedStringUse(
        key: title.text, range: title.textRange, function: "LocalizedStringKey", table: title.table,
        inModuleBundle: title.isInModuleBundle))
  }

  /// The item a child declares: `Tab(…)` at its start, or the content of its `.tabItem { … }`.
  func tabItem(in child: Range<Int>, level: Int, scope: SwiftUIScope) -> TabItem? {
    let start = child.lowerBound
    if stream.isIdentifier(start, "Tab"), stream.isChar(start + 1, "(") {
      var item = TabItem(library: .swiftUI, range: stream.range(of: child))
      let arguments = stream.arguments(of: start + 1)
      if let title = arguments.first(where: { $0.label == nil }) {
        item.title = swiftUITitle(title.span, localized: true, scope: scope)
      } else if let title = arguments.first(where: { $0.label == "verbatim" }) {
        item.title = swiftUITitle(title.span, localized: false, scope: scope)
      }
      for argument in arguments {
        switch argument.label {
        case "image": item.images += swiftUIImage(argument.span, system: false, scope: scope)
        case "systemImage": item.images += swiftUIImage(argument.span, system: true, scope: scope)
        case "role" where argument.span.contains(where: { stream.isIdentifier($0, "search") }):
          item.isSearch = true
          item.searchRange = stream.range(of: max(0, argument.span.lowerBound - 2)..<argument.span.upperBound)
        default: break
        }
      }
      // `Tab { … } label: { Label(…) }`.
      if let label = child.first(where: { stream.isIdentifier($0, "label") && stream.isChar($0 + 1, ":") }),
        stream.isChar(label + 2, "{")
      {
        read(label: (label + 3)..<stream.match[label + 2], scope: scope, into: &item)
      }
      if item.isSearch && item.images.isEmpty {
        // The system's own magnifying glass (and title, which is no title of the app's).
        let name = stream.tokens[start].range
        item.images.append(
          TabImage(role: .normal, name: "magnifyingglass", source: .system, range: name, rendering: .asImageSetSays))
      }
      return item
    }
    for index in child where stream.isChar(index, ".") && stream.isIdentifier(index + 1, "tabItem") {
      guard stream.enclosing[index] == level, stream.isChar(index + 2, "{") else { continue }
      var item = TabItem(library: .swiftUI, range: stream.range(of: child))
      let label = (index + 3)..<min(stream.match[index + 2], stream.count)
      if !readTwoLooks(label, level: index + 2, scope: scope, into: &item) {
        read(label: label, scope: scope, into: &item)
      }
      return item
    }
    return nil
  }

  /// `Label("Title", image: "name")`, `Label("Title", systemImage: "…")`, `Label { Text(…) } icon: { Image(…) }`,
  /// `Image("name")`, `Image(systemName: "…")`, `Text("Title")`, `Text(verbatim: "…")` inside a label.
  private func read(label span: Range<Int>, scope: SwiftUIScope, into item: inout TabItem) {
    for index in span where stream.isChar(index + 1, "(") {
      let arguments = stream.arguments(of: index + 1)
      if stream.isIdentifier(index, "Label") {
        if let title = arguments.first(where: { $0.label == nil }) {
          item.title = swiftUITitle(title.span, localized: true, scope: scope)
        }
        for argument in arguments where argument.label == "image" || argument.label == "systemImage" {
          item.images += swiftUIImage(argument.span, system: argument.label == "systemImage", scope: scope)
        }
      } else if stream.isIdentifier(index, "Image"), item.images.isEmpty {
        if let object = arguments.first(where: { $0.label == "uiImage" }) {
          // `Image(uiImage: UIImage(named: "x")!)`, `Image(uiImage: Asset.x.image)`: the UIKit image's name.
          let value = classify(object.span, depth: 3)
          if value.kind == .imageObject, let name = value.text, let range = value.textRange {
            let source: TabImage.Source = value.isAssetSymbol ? .assetSymbol : .named
            item.images.append(
              TabImage(role: .normal, name: name, source: source, range: range, rendering: .asImageSetSays))
          }
        } else if let name = arguments.first(where: { $0.label == nil || $0.label == "asset" }) {
          let call = (index + 1)..<min(stream.match[index + 1] + 1, stream.count)
          item.images += swiftUIImage(
            name.span, system: false, scope: scope, bundle: stream.imageBundle(in: call))
        } else if let name = arguments.first(where: { $0.label == "systemName" }) {
          item.images += swiftUIImage(name.span, system: true, scope: scope)
        }
      } else if stream.isIdentifier(index, "Text"), item.title == nil {
        if let title = arguments.first(where: { $0.label == nil }) {
          item.title = swiftUITitle(title.span, localized: true, scope: scope)
          let lookup = localizedLookup(call: index)
          item.title?.table = lookup?.table
          item.title?.isInOtherBundle = lookup == nil
          item.title?.isInModuleBundle = lookup?.inModuleBundle == true
        } else if let title = arguments.first(where: { $0.label == "verbatim" }) {
          item.title = swiftUITitle(title.span, localized: false, scope: scope)
        }
      }
    }
  }

  /// One item with two looks: `.tabItem { if selected { Label(A) } else { Label(B) } }` — the branch taken when
  /// the condition compares equal is the selected look (the other with `!=`), the other the normal one; the title
  /// is the normal look's. False when the label is not such an `if`/`else`.
  private func readTwoLooks(_ label: Range<Int>, level: Int, scope: SwiftUIScope, into item: inout TabItem) -> Bool {
    guard stream.isIdentifier(label.lowerBound, "if") else { return false }
    let (branches, end) = ifChain(at: label.lowerBound, level: level, limit: label.upperBound)
    guard branches.count == 2, let condition = branches[0].condition, branches[1].condition == nil,
      trimmed(end..<label.upperBound).isEmpty
    else { return false }
    var looks = [TabItem](repeating: item, count: 2)
    for (position, branch) in branches.enumerated() {
      read(label: (branch.brace + 1)..<stream.match[branch.brace], scope: scope, into: &looks[position])
    }
    let swapped = sourceText(condition)?.contains("!=") == true
    let (selected, normal) = swapped ? (looks[1], looks[0]) : (looks[0], looks[1])
    item.title = normal.title ?? selected.title
    item.images = normal.images.filter { $0.role == .normal }
    if var image = selected.image(.normal),
      image.name != normal.image(.normal)?.name || image.source != normal.image(.normal)?.source
    {
      image.role = .selected
      item.images.append(image)
    }
    return true
  }

  /// `.badge(3)`, `.badge("New")`, `.badge(Text("…"))` and `.renderingMode(.original)` on the child's chain.
  func applyModifiers(in child: Range<Int>, level: Int, to item: inout TabItem) {
    for index in child where stream.isChar(index, ".") && stream.isChar(index + 2, "(") {
      let argument = builder(index + 3, stream.match[index + 2])
      if stream.isIdentifier(index + 1, "badge"), stream.enclosing[index] == level {
        if argument.count == 1, stream.kind(argument.lowerBound) == .number {
          let text = stream.string(argument.lowerBound)
          item.badge = text == "0" ? nil : text
        } else if let literal = argument.first(where: { stream.tokens[$0].isStringLiteral }),
          let text = stream.stringValue(literal)
        {
          item.badge = text
        }
      } else if stream.isIdentifier(index + 1, "renderingMode"),
        argument.contains(where: { stream.isIdentifier($0, "original") })
      {
        for position in item.images.indices { item.images[position].rendering = .original }
      }
    }
  }

  private func builder(_ start: Int, _ end: Int) -> Range<Int> { trimmed(start..<min(max(start, end), stream.count)) }

  /// A title literal, or a `ForEach` element's literal through its parameter: a `String`, so not a
  /// `LocalizedStringKey` (SwiftUI's `StringProtocol` overloads show it verbatim).
  private func swiftUITitle(_ span: Range<Int>, localized: Bool, scope: SwiftUIScope) -> TabTitle? {
    if let generated = generatedStringKey(in: trimmed(span)) {
      return TabTitle(generated, range: stream.range(of: trimmed(span)))
    }
    if let (value, range) = foreignValue(in: span, scope: scope) {
      var title = TabTitle(text: value.text, textRange: range, range: range, isLocalized: localized && value.isKey)
      title.isDeclaredElsewhere = true
      title.isCheckedWhereDeclared = value.isCheckedThere
      return title
    }
    if let lookup = memberLookup(in: span) {
      // `Label("Grades".localized, …)`: a `String`, shown as the lookup makes it.
      return TabTitle(
        text: lookup.text, textRange: lookup.textRange, range: lookup.textRange, isLocalized: false,
        lookupMember: lookup.member)
    }
    guard let (literal, bound) = literal(in: span, scope: scope), let text = stream.stringValue(literal) else {
      // Last, SwiftGen's accessors under another enum name (`Strings.Tab.home`), if the workspace generates one.
      return lookedUpTitle(span)
        ?? generatedStringKey(in: trimmed(span), anyRoot: true).map {
          TabTitle($0, range: stream.range(of: trimmed(span)))
        }
    }
    let range = stream.tokens[literal].range
    var title = TabTitle(text: text, textRange: range, range: range, isLocalized: localized && !bound)
    let path = scope.lookedUpBindings.isEmpty && scope.opaqueBindings.isEmpty ? nil : memberPath(span)
    title.isCheckedWhereDeclared = path.map(scope.lookedUpBindings.contains) ?? false
    if path.map(scope.opaqueBindings.contains) ?? false {
      // Shown, but neither a key nor a bare `String` as far as this file says: checked as neither.
      title.isLocalized = false
      title.isDeclaredElsewhere = true
    }
    return title
  }

  /// `tab.title`, `section.icon`: a `ForEach` element's property as the bindings name it; nil for anything else.
  private func memberPath(_ span: Range<Int>) -> String? {
    let span = trimmed(span)
    guard span.count == 3, stream.isIdentifier(span.lowerBound), stream.isChar(span.lowerBound + 1, "."),
      stream.isIdentifier(span.lowerBound + 2)
    else { return nil }
    return stream.string(span.lowerBound) + "." + stream.string(span.lowerBound + 2)
  }

  /// `Label(NSLocalizedString("home", comment: ""), …)`, `Text(String(localized: "home"))`,
  /// `Tab(LocalizedStringKey("home"), …)`: a key. The first two are the call's, which its own check reports.
  private func lookedUpTitle(_ span: Range<Int>) -> TabTitle? {
    let span = trimmed(span)
    guard span.count > 1 else { return nil }
    let call = span.lowerBound
    if stream.isIdentifier(call, "LocalizedStringKey"), span.count == 4, stream.isChar(call + 1, "("),
      stream.tokens[call + 2].isStringLiteral, !isInterpolated(call + 2), let text = stream.stringValue(call + 2)
    {
      let range = stream.tokens[call + 2].range
      return TabTitle(text: text, textRange: range, range: stream.range(of: span), isLocalized: true)
    }
    // Depth 3: a variable is not followed (a `String` variable is no key).
    let value = classify(span, depth: 3)
    guard value.kind == .localizedString, let text = value.text, let textRange = value.textRange else { return nil }
    var title = TabTitle(text: text, textRange: textRange, range: value.range, isLocalized: true)
    let lookup = localizedLookup(call: call)
    title.table = lookup?.table
    title.isInOtherBundle = lookup == nil
    title.isInModuleBundle = lookup?.inModuleBundle == true
    title.isCheckedWhereDeclared = true
    return title
  }

  /// `bundle`: where the name is looked up (`Image("name", bundle: .module)`: the package target's own bundle).
  private func swiftUIImage(_ span: Range<Int>, system: Bool, scope: SwiftUIScope, bundle: TabImage.Source = .named)
    -> [TabImage]
  {
    if let (value, range) = foreignValue(in: span, scope: scope) {
      return [
        TabImage(
          role: .normal, name: value.text, source: imageSource(system: system, bundle: bundle), range: range,
          rendering: .asImageSetSays)
      ]
    }
    guard let (literal, _) = literal(in: span, scope: scope), let name = stream.stringValue(literal) else {
      if !system, let symbol = resourceSymbol(span) {
        // `Image(.tabHome)`, `Label("Home", image: .tabHome)`, `Image(asset: Asset.tabHome)`: generated accessors.
        return [
          TabImage(
            role: .normal, name: stream.string(symbol), source: .assetSymbol, range: stream.tokens[symbol].range,
            rendering: .asImageSetSays)
        ]
      }
      return looks(span, system: system, scope: scope, bundle: bundle)
    }
    return [
      TabImage(
        role: .normal, name: name, source: imageSource(system: system, bundle: bundle),
        range: stream.tokens[literal].range, rendering: .asImageSetSays)
    ]
  }

  /// Where an image name of a SwiftUI tab is looked up.
  private func imageSource(system: Bool, bundle: TabImage.Source) -> TabImage.Source {
    system ? .system : bundle
  }

  /// Xcode's `ImageResource` (`.tabHome`, `ImageResource.tabHome`) or a SwiftGen / R.swift accessor: its symbol.
  private func resourceSymbol(_ span: Range<Int>) -> Int? {
    let span = trimmed(span)
    if span.count == 2, stream.isChar(span.lowerBound, "."), stream.isIdentifier(span.lowerBound + 1) {
      return span.lowerBound + 1
    }
    if span.count == 3, stream.isIdentifier(span.lowerBound, "ImageResource"), stream.isChar(span.lowerBound + 1, "."),
      stream.isIdentifier(span.lowerBound + 2)
    {
      return span.lowerBound + 2
    }
    return generatedImageSymbol(in: span)
  }

  /// `systemImage: tab == .home ? "house.fill" : "house"`: the branch the condition takes when it compares equal is
  /// the selected look (the other one with `!=`; a plain flag's true branch), the other the normal one.
  private func looks(_ span: Range<Int>, system: Bool, scope: SwiftUIScope, bundle: TabImage.Source) -> [TabImage] {
    let span = trimmed(span)
    guard span.count >= 5, span.count < 64,
      let question = span.first(where: {
        stream.isChar($0, "?") && stream.enclosing[$0] == stream.enclosing[span.lowerBound]
      }),
      stream.isChar(question + 2, ":"), question + 4 == span.upperBound
    else { return [] }
    let branches = [question + 1, question + 3]
    guard branches.allSatisfy({ stream.tokens[$0].isStringLiteral && !isInterpolated($0) }) else { return [] }
    let swapped = sourceText(span.lowerBound..<question)?.contains("!=") == true
    let (selected, normal) = swapped ? (branches[1], branches[0]) : (branches[0], branches[1])
    var images: [TabImage] = []
    for (role, token) in [(TabImage.Role.normal, normal), (.selected, selected)] {
      guard let name = stream.stringValue(token) else { return [] }
      images.append(
        TabImage(
          role: role, name: name, source: imageSource(system: system, bundle: bundle),
          range: stream.tokens[token].range, rendering: .asImageSetSays))
    }
    if images.count == 2, images[0].name == images[1].name { images.removeLast() }
    return images
  }

  /// `section.title` of an element of another file's enum: its text, and the range of `section.title` here.
  private func foreignValue(in span: Range<Int>, scope: SwiftUIScope) -> (TabEnumValue, SourceRange)? {
    guard !scope.values.isEmpty, let path = memberPath(span), let value = scope.values[path] else { return nil }
    return (value, stream.range(of: trimmed(span)))
  }

  /// The string literal token `span` is, directly or as a `ForEach` parameter (or an enum case's property,
  /// `section.title`) bound to one; `bound` when that binding is a `String`, shown verbatim.
  private func literal(in span: Range<Int>, scope: SwiftUIScope) -> (Int, bound: Bool)? {
    let span = trimmed(span)
    var token = span.lowerBound
    var bound = false
    if let name = memberPath(span) {
      guard let literal = scope.bindings[name] else { return nil }
      token = literal
      bound = !scope.localizedBindings.contains(name)
    } else {
      guard span.count == 1 else { return nil }
      if stream.isIdentifier(token), let literal = scope.bindings[stream.string(token)] {
        token = literal
        bound = true
      }
    }
    guard stream.tokens[token].isStringLiteral, !isInterpolated(token) else { return nil }
    return (token, bound)
  }
}
