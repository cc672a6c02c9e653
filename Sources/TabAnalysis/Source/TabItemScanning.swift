import SourceText

/// The readers that fill `SourceScan.model`: CYLTabBarController dictionaries become items as they are; sunimp
/// `TabBarItem(title:image:)`, UIKit `UITabBarItem`s and `vc.tabBarItem.…` assignments become items too, and
/// the arrays and calls that hold them (`setViewControllers(_:items:)`, `TabBarController(viewControllers:…)`,
/// `viewControllers = […]`) become tab bars. Each construct is recognised by its own tokens, so one file may hold
/// several libraries' bars.
extension ScanBuilder {
  mutating func collectTabItems() {
    for (position, dictionary) in scan.dictionaries.enumerated() {
      scan.model.items.append(Self.cylItem(dictionary, position: position))
    }
    for (position, declaration) in scan.tabBars.enumerated() {
      var bar = TabBar(
        library: .cylTabBarController, range: declaration.range,
        anchorRange: SourceRange(
          declaration.range.start,
          min(declaration.range.end, declaration.range.start + (stream.dialect == .objectiveC ? 2 : 1))),
        items: declaration.items)
      bar.declaration = position
      scan.model.bars.append(bar)
    }
    var reader = ItemReader(builder: self)
    reader.run()
    scan.model.items += reader.items
    scan.model.bars += reader.bars
    scan.segueCounts = reader.segueCounts
    scan.tabTitlesByClass = reader.titlesByClass()
  }

  private static let imageRoles: [(AttributeKey, TabImage.Role)] = [
    (.image, .normal), (.selectedImage, .selected), (.darkImage, .dark), (.selectedDarkImage, .selectedDark),
  ]

  static func cylItem(_ dictionary: AttributeDictionary, position: Int) -> TabItem {
    var item = TabItem(library: .cylTabBarController, range: dictionary.range)
    item.dictionary = position
    if let value = dictionary.value(.title), let text = value.text, let textRange = value.textRange,
      value.kind == .string || value.kind == .localizedString
    {
      item.title = TabTitle(
        text: text, textRange: textRange, range: value.range, isLocalized: value.kind == .localizedString)
    } else if let value = dictionary.value(.title), let generated = value.generatedKey {
      item.title = TabTitle(generated, range: value.range)
    } else if let lookup = dictionary.value(.title)?.memberLookup, let range = dictionary.value(.title)?.range {
      item.title = TabTitle(
        text: lookup.text, textRange: lookup.textRange, range: range, isLocalized: false, lookupMember: lookup.member)
    }
    for (key, role) in imageRoles {
      guard let value = dictionary.value(key), let name = value.text, let range = value.textRange else { continue }
      switch value.kind {
      case .string, .imageObject:
        // CYLTabBarController draws its item images as originals (`UIImageRenderingModeAlwaysOriginal`).
        var image = TabImage(
          role: role, name: name, source: value.isAssetSymbol ? .assetSymbol : .named, range: range,
          rendering: .original)
        image.isObject = value.kind == .imageObject
        item.images.append(image)
      case .systemImage:
        item.images.append(TabImage(role: role, name: name, source: .system, range: range, rendering: .original))
      default:
        break
      }
    }
    item.lottie = dictionary.value(.lottieURL) ?? dictionary.value(.lottieFilePath)
    return item
  }
}

/// One pass over the identifiers of a file for the non-CYL constructs.
private struct ItemReader {
  let builder: ScanBuilder
  let stream: TokenStream
  /// Items appended to the model after the CYL ones; their indices are offset by `base`.
  var items: [TabItem] = []
  var bars: [TabBar] = []
  var segueCounts: [SegueCountAssignment] = []
  let base: Int
  /// The item made by the call whose callee token is the key.
  var itemAtCall: [Int: Int] = [:]
  /// UIKit items by the view controller whose `tabBarItem` they are (`home`, `self@HomeViewController`).
  var itemOfReceiver: [String: Int] = [:]
  /// UIKit items by the property or function that makes their controller (`lazy var homeNav = { … }()`,
  /// `func makeHomeTab() -> UIViewController { … }`, `- (UIViewController *)homeTab { … }`): the one item made
  /// in its body.
  var itemOfDefinition: [String: Int] = [:]
  var barAtOpener: [Int: Int] = [:]
  let classes: [(String, Range<Int>, Range<Int>)]

  init(builder: ScanBuilder) {
    self.builder = builder
    stream = builder.stream
    base = builder.scan.dictionaries.count
    classes = builder.classes
  }

  /// Every construct the reader reads starts at one of these names (a helper's body names an item or a
  /// `tabBarItem`): a file with none of them has no item or bar of the reader's.
  static let names = IdentifierFilter.Names([
    "TabBarItem", "UITabBarItem", "UITab", "tabBarItem", "UISearchTab", "initWithTitle", "initWithTabBarSystemItem",
    "storyboardSeguesCount", "setViewControllers", "TabBarController", "viewControllers", "tabs", "setTabs",
    "UITabBarController", "items", "setItems", "addChildViewController", "addChild",
  ])

  mutating func run() {
    guard stream.mayMention(anyOf: Self.names) else { return }
    let identifiers = (0..<stream.count).filter { stream.kind($0) == .identifier }
    let helpers = builder.itemHelpers()
    // Constructors first, so assignments and arrays that come before them in a pass can refer to them.
    for index in identifiers {
      if !helpers.isEmpty, let overloads = helpers[stream.string(index)], let item = helperCall(at: index, overloads) {
        itemAtCall[index] = add(item)
        continue
      }
      if stream.isChar(index + 1, "("), !stream.isChar(index - 1, ".") {
        if stream.textEquals(index, "TabBarItem") {
          itemAtCall[index] = add(labeledItem(call: index + 1, library: .sunimp))
        } else if stream.textEquals(index, "UITabBarItem") || stream.textEquals(index, "UITab") {
          if let expanded = indexedItems(stream.arguments(of: index + 1), library: .uikit) {
            // One item per element of the arrays a loop indexes (`titles[i]`, `UIImage(named: images[i])`).
            itemAtCall[index] = expanded.map { add($0) }.first
          } else {
            itemAtCall[index] = add(labeledItem(call: index + 1, library: .uikit))
          }
        }
      }
      // `tabBarItem = .init(title:image:tag:)`: the implicit member is UITabBarItem's initializer.
      if stream.textEquals(index, "init"), stream.isChar(index - 1, "."), stream.isChar(index + 1, "("),
        stream.isChar(index - 2, "="), stream.isIdentifier(index - 3, "tabBarItem")
      {
        itemAtCall[index - 1] = add(labeledItem(call: index + 1, library: .uikit))
      }
      if stream.textEquals(index, "UISearchTab"), !stream.isChar(index - 1, "."),
        stream.isChar(index + 1, "(") || stream.isChar(index + 1, "{")
      {
        itemAtCall[index] = add(searchTab(callee: index))
      }
      if stream.textEquals(index, "initWithTitle") || stream.textEquals(index, "initWithTabBarSystemItem"),
        stream.isChar(index + 1, ":"),
        let opener = builder.enclosingOpener(of: index), stream.kind(opener) == .punctuation,
        stream.isChar(opener, "["), (opener..<index).contains(where: { stream.isIdentifier($0, "UITabBarItem") })
      {
        let arguments = stream.objcArguments(of: opener).map {
          ($0.label == "initWithTitle" ? "title" : $0.label, $0.span)
        }
        if let expanded = indexedItems(arguments, library: .uikit) {
          itemAtCall[index] = expanded.map { add($0) }.first
        } else {
          itemAtCall[index] = add(objcItem(message: opener))
        }
      }
    }
    var barCalls: [Int] = []
    for index in identifiers {
      if stream.textEquals(index, "tabBarItem"), stream.isChar(index - 1, ".") {
        tabBarItemAssignment(at: index)
      } else if stream.textEquals(index, "storyboardSeguesCount") {
        segueCount(at: index)
      } else if stream.textEquals(index, "setViewControllers") || stream.textEquals(index, "TabBarController")
        || stream.textEquals(index, "viewControllers")
      {
        barCalls.append(index)
      } else if stream.textEquals(index, "tabs") || stream.textEquals(index, "setTabs")
        || stream.textEquals(index, "UITabBarController")
      {
        tabsBar(at: index)
      } else if stream.textEquals(index, "items") || stream.textEquals(index, "setItems") {
        itemsBar(at: index)
      }
    }
    if !itemOfReceiver.isEmpty { controllerTitles(identifiers) }
    collectSunimpArrays()
    if !barCalls.isEmpty { collectDefinitions(identifiers) }
    for index in barCalls { barCall(at: index) }
    collectChildSequences()
    collectIndexedItems()
  }

  /// Items a tab bar already has, changed by position: `tabBar.items[0].image = …`, `[self.tabBar.items
  /// objectAtIndex:1].title = …`, `tabBar.items?[2].selectedImage = …`, or through a local (`let item =
  /// tabBar.items[0]` / `UITabBarItem *item = self.tabBar.items[0];` then `item.title = …`). One bar of them per
  /// file, in position order, anchored on the first.
  mutating func collectIndexedItems() {
    var byPosition: [Int: Int] = [:]
    var first: Int?
    /// The position `tabBar.items[N]` / `[… objectAtIndex:N]` at `index` (the `items` token) names.
    func position(at index: Int) -> Int? {
      guard stream.isChar(index - 1, "."), stream.isIdentifier(index - 2, "tabBar") else { return nil }
      var bracket = index + 1
      if stream.isChar(bracket, "?") || stream.isChar(bracket, "!") { bracket += 1 }
      if stream.isChar(bracket, "["), stream.kind(bracket + 1) == .number, stream.isChar(bracket + 2, "]") {
        return Int(stream.text(bracket + 1)).flatMap { $0 < 64 ? $0 : nil }
      }
      if stream.isIdentifier(index + 1, "objectAtIndex"), stream.isChar(index + 2, ":"),
        stream.kind(index + 3) == .number
      {
        return Int(stream.text(index + 3)).flatMap { $0 < 64 ? $0 : nil }
      }
      return nil
    }
    /// The token after the expression `tabBar.items[N]` (or the message holding it) that starts at `index`.
    func end(of index: Int) -> Int {
      if stream.isIdentifier(index + 1, "objectAtIndex"), let opener = builder.enclosingOpener(of: index),
        stream.isChar(opener, "[")
      {
        return stream.match[opener] + 1
      }
      var bracket = index + 1
      if stream.isChar(bracket, "?") || stream.isChar(bracket, "!") { bracket += 1 }
      return bracket + 3
    }
    var locals: [String: Int] = [:]
    for index in 0..<stream.count where stream.isIdentifier(index, "items") {
      guard let slot = position(at: index) else { continue }
      let after = end(of: index)
      // `let item = tabBar.items[0]`: a local for the item.
      if let name = builder.variableAtValueStart[builder.trimmed(statementValueStart(before: index)..<after).lowerBound]
      {
        locals[name] = slot
      }
      var property = after
      if stream.isChar(property, "?") || stream.isChar(property, "!") { property += 1 }
      guard stream.isChar(property, "."), stream.isIdentifier(property + 1) else { continue }
      apply(property: property + 1, slot: slot, byPosition: &byPosition, first: &first)
    }
    for index in 0..<stream.count where stream.isChar(index + 1, ".") && stream.isIdentifier(index) {
      guard let slot = locals[stream.string(index)] else { continue }
      apply(property: index + 2, slot: slot, byPosition: &byPosition, first: &first)
    }
    guard let first, let last = byPosition.keys.max() else { return }
    bars.append(
      TabBar(
        library: .uikit, range: stream.tokens[first].range, anchorRange: stream.tokens[first].range,
        items: (0...last).map { byPosition[$0] }))
  }

  /// Where the value of the statement holding token `index` starts: after its `=`, when it is a declaration.
  func statementValueStart(before index: Int) -> Int {
    var position = index
    while position > 0, !stream.isChar(position - 1, "="), !stream.isChar(position - 1, ";"),
      !stream.isChar(position - 1, "{"), index - position < 12
    {
      position -= 1
    }
    return position
  }

  /// `… .title = X` / `.image = X` / `.selectedImage = X` / `.badgeValue = X` at `property`, on the item at `slot`.
  mutating func apply(property: Int, slot: Int, byPosition: inout [Int: Int], first: inout Int?) {
    let name = stream.string(property)
    guard ["title", "image", "selectedImage", "badgeValue"].contains(name), stream.isChar(property + 1, "="),
      builder.isPlainAssignment(property + 1)
    else { return }
    let span = (property + 2)..<builder.valueEnd(from: property + 2)
    let position: Int
    if let existing = byPosition[slot] {
      position = existing
    } else {
      position = add(TabItem(library: .uikit, range: stream.range(of: property..<span.upperBound)))
      byPosition[slot] = position
    }
    if first == nil { first = property }
    var item = items[local(position)]
    if name == "badgeValue" {
      let value = builder.classify(span, depth: 0)
      if value.kind == .string, let text = value.text { item.badge = text }
    } else {
      apply(label: name, span: span, to: &item)
    }
    items[local(position)] = item
  }

  /// A tab bar controller that adds its tabs one by one: `[self addChildViewController:home]`, `addChild(home)`,
  /// in order, per class; a bar when the children are tabs tabls sees (their `tabBarItem`s).
  mutating func collectChildSequences() {
    var children: [(className: String, first: Int, spans: [Range<Int>])] = []
    for index in 0..<stream.count
    where stream.isIdentifier(index, "addChildViewController") || stream.isIdentifier(index, "addChild") {
      let span: Range<Int>
      if stream.dialect == .objectiveC, stream.isChar(index + 1, ":"), let opener = builder.enclosingOpener(of: index),
        stream.isChar(opener, "["), stream.isIdentifier(opener + 1, "self"), stream.match[opener] > index + 2
      {
        span = (index + 2)..<stream.match[opener]
      } else if stream.isChar(index + 1, "("), !stream.isChar(index - 1, ".") || stream.isIdentifier(index - 2, "self"),
        let first = stream.arguments(of: index + 1).first, first.label == nil
      {
        span = first.span
      } else {
        continue
      }
      let className = enclosingClass(of: index) ?? ""
      if let last = children.indices.last, children[last].className == className {
        children[last].spans.append(span)
      } else {
        children.append((className, index, [span]))
      }
    }
    for sequence in children { addViewControllerBar(elements: sequence.spans, library: .uikit, at: sequence.first) }
  }

  mutating func add(_ item: TabItem) -> Int {
    items.append(item)
    return base + items.count - 1
  }

  func local(_ modelIndex: Int) -> Int { modelIndex - base }

  // MARK: - Items

  /// `TabBarItem(title:image:)` / `UITabBarItem(title:image:selectedImage:)` / `(title:image:tag:)`.
  func labeledItem(call opener: Int, library: TabLibrary) -> TabItem {
    let callee = opener - 1
    var item = TabItem(
      library: library, range: stream.range(of: callee..<min(stream.match[opener] + 1, stream.count)))
    for argument in stream.arguments(of: opener) {
      apply(label: argument.label, span: argument.span, to: &item)
    }
    return item
  }

  /// Items made in a loop over arrays of literals: an argument `titles[i]` (or `UIImage(named: images[i])`,
  /// `[UIImage imageNamed:images[i]]`) with `titles` an array literal of strings in the file gives one item per
  /// element, each positioned on its literal. Nil when no argument indexes such an array.
  func indexedItems(_ arguments: [(label: String?, span: Range<Int>)], library: TabLibrary) -> [TabItem]? {
    /// The string literals of the array `name[…]` in `span` indexes.
    func literals(in span: Range<Int>) -> [(text: String, range: SourceRange)]? {
      for at in span where stream.isIdentifier(at) && stream.isChar(at + 1, "[") {
        // `titles[i]`: a loop's index (a literal position is one element, not a loop).
        guard stream.match[at + 1] == at + 3, stream.isIdentifier(at + 2),
          let definition = builder.variables[stream.string(at)],
          let opener = builder.trimmed(definition).first,
          stream.isChar(opener, "[") || stream.kind(opener) == .atBracket
        else { continue }
        let elements = stream.elements(inside: opener).map(builder.trimmed)
        let values = elements.compactMap { element -> (String, SourceRange)? in
          guard element.count == 1, stream.tokens[element.lowerBound].isStringLiteral,
            let text = stream.stringValue(element.lowerBound)
          else { return nil }
          return (text, stream.tokens[element.lowerBound].range)
        }
        guard !values.isEmpty, values.count == elements.count, values.count <= 16 else { return nil }
        return values
      }
      return nil
    }
    var titles: [(text: String, range: SourceRange)] = []
    var images: [TabImage.Role: [(text: String, range: SourceRange)]] = [:]
    for argument in arguments {
      switch argument.label {
      case "title": titles = literals(in: argument.span) ?? []
      case "image": images[.normal] = literals(in: argument.span)
      case "selectedImage": images[.selected] = literals(in: argument.span)
      default: break
      }
    }
    let count = max(titles.count, images.values.map(\.count).max() ?? 0)
    guard count > 0 else { return nil }
    return (0..<count).map { position in
      let here =
        [titles.indices.contains(position) ? titles[position].range : nil]
        + [TabImage.Role.normal, .selected].map { role in
          images[role].flatMap { $0.indices.contains(position) ? $0[position].range : nil }
        }
      let anchor = here.compactMap { $0 }.first ?? SourceRange(0, 0)
      var item = TabItem(library: library, range: anchor)
      if titles.indices.contains(position) {
        let title = titles[position]
        item.title = TabTitle(text: title.text, textRange: title.range, range: title.range, isLocalized: false)
      }
      for role in [TabImage.Role.normal, .selected] {
        guard let list = images[role], list.indices.contains(position) else { continue }
        item.images.append(
          TabImage(
            role: role, name: list[position].text, source: .named, range: list[position].range,
            rendering: .asImageSetSays))
      }
      return item
    }
  }

  /// A call of a file's item helper (`makeItem(title: "Home", image: "home")`, `[self itemWithTitle:@"Home"
  /// image:@"home"]`): the item, with what its literal arguments give, positioned on the call.
  func helperCall(at index: Int, _ overloads: [ItemHelper]) -> TabItem? {
    var arguments: [(label: String?, span: Range<Int>)]
    var range: SourceRange
    if stream.dialect == .swift {
      guard stream.isChar(index + 1, "("), !stream.isIdentifier(index - 1, "func"),
        !stream.isChar(index - 1, ".") || stream.isIdentifier(index - 2, "self")
      else { return nil }
      arguments = stream.arguments(of: index + 1)
      range = stream.range(of: index..<min(stream.match[index + 1] + 1, stream.count))
    } else {
      guard stream.isChar(index + 1, ":"), let opener = builder.enclosingOpener(of: index), stream.isChar(opener, "["),
        opener + 2 == index
      else { return nil }
      arguments = stream.objcArguments(of: opener).map { ($0.label, $0.span) }
      range = stream.range(of: opener..<min(stream.match[opener] + 1, stream.count))
    }
    guard let helper = ScanBuilder.overload(of: overloads, calledWith: arguments.map(\.label)) else { return nil }
    var item = TabItem(library: helper.library, range: range)
    for argument in arguments {
      if let label = helper.title, argument.label == label { item.title = title(argument.span) }
      if let label = helper.image, argument.label == label {
        set(image(argument.span, role: .normal, library: helper.library), on: &item, role: .normal)
      }
      if let label = helper.selectedImage, argument.label == label {
        set(image(argument.span, role: .selected, library: helper.library), on: &item, role: .selected)
      }
    }
    return item
  }

  /// `UISearchTab { _ in … }` (iOS 18): UIKit titles it "Search" (in the user's language) with the magnifying
  /// glass, and from iOS 26 draws it apart from the Liquid Glass capsule.
  func searchTab(callee: Int) -> TabItem {
    let opener = callee + 1
    var end = min(stream.match[opener] + 1, stream.count)
    if stream.isChar(opener, "("), stream.isChar(end, "{") { end = min(stream.match[end] + 1, stream.count) }
    var item = TabItem(library: .uikit, range: stream.range(of: callee..<max(end, callee + 1)))
    // The system titles it (in the user's language): no title of the app's to check.
    let name = stream.tokens[callee].range
    item.images.append(
      TabImage(role: .normal, name: "magnifyingglass", source: .system, range: name, rendering: .asImageSetSays))
    item.isSearch = true
    item.searchRange = name
    if stream.isChar(opener, "(") {
      for argument in stream.arguments(of: opener) { apply(label: argument.label, span: argument.span, to: &item) }
    }
    return item
  }

  /// `[[UITabBarItem alloc] initWithTitle:… image:… selectedImage:…]`.
  func objcItem(message opener: Int) -> TabItem {
    var item = TabItem(
      library: .uikit, range: stream.range(of: opener..<min(stream.match[opener] + 1, stream.count)))
    for argument in stream.objcArguments(of: opener) {
      let label = argument.label == "initWithTitle" ? "title" : argument.label
      apply(label: label, span: argument.span, to: &item)
    }
    return item
  }

  func apply(label: String?, span: Range<Int>, to item: inout TabItem) {
    switch label {
    case "title": item.title = title(span) ?? item.title
    case "image": set(image(span, role: .normal, library: item.library), on: &item, role: .normal)
    case "selectedImage": set(image(span, role: .selected, library: item.library), on: &item, role: .selected)
    case "tabBarSystemItem", "initWithTabBarSystemItem":
      // `.more`, `UITabBarItem.SystemItem.more`, `UITabBarSystemItemMore`: the last identifier names it.
      if let name = builder.trimmed(span).last(where: { stream.isIdentifier($0) }) {
        item.systemItem = SystemTabItem(written: stream.string(name))
      }
    default: break
    }
  }

  func set(_ image: TabImage?, on item: inout TabItem, role: TabImage.Role) {
    item.images.removeAll { $0.role == role }
    if let image { item.images.append(image) }
  }

  func title(_ span: Range<Int>) -> TabTitle? {
    let value = builder.classify(span, depth: 0)
    if let generated = value.generatedKey { return TabTitle(generated, range: value.range) }
    // SwiftGen's accessors under another enum name (`Strings.Tab.home`), if the workspace generates one.
    if value.kind == .opaque, let generated = builder.generatedStringKey(in: span, anyRoot: true) {
      return TabTitle(generated, range: value.range)
    }
    if let lookup = value.memberLookup {
      return TabTitle(
        text: lookup.text, textRange: lookup.textRange, range: value.range, isLocalized: false,
        lookupMember: lookup.member)
    }
    guard let text = value.text, let textRange = value.textRange,
      value.kind == .string || value.kind == .localizedString
    else { return nil }
    return TabTitle(text: text, textRange: textRange, range: value.range, isLocalized: value.kind == .localizedString)
  }

  /// UIKit draws item images as templates unless the code asks for the original (or the image set does).
  func image(_ span: Range<Int>, role: TabImage.Role, library: TabLibrary) -> TabImage? {
    let value = builder.classify(span, depth: 0)
    guard let name = value.text, let range = value.textRange else { return nil }
    let original = span.contains {
      stream.isIdentifier($0, "alwaysOriginal") || stream.isIdentifier($0, "UIImageRenderingModeAlwaysOriginal")
    }
    let rendering: TabImage.Rendering = original ? .original : .asImageSetSays
    switch value.kind {
    case .imageObject, .string:
      let source: TabImage.Source = value.isAssetSymbol ? .assetSymbol : stream.imageBundle(in: span)
      var image = TabImage(role: role, name: name, source: source, range: range, rendering: rendering)
      image.isObject = value.kind == .imageObject
      return image
    case .systemImage:
      return TabImage(role: role, name: name, source: .system, range: range, rendering: rendering)
    default:
      return nil
    }
  }

  /// `vc.tabBarItem = UITabBarItem(…)`, `vc.tabBarItem.image = UIImage(named: …)`, `.selectedImage`, `.title`.
  mutating func tabBarItemAssignment(at index: Int) {
    guard let receiver = receiverName(before: index - 1) else { return }
    if stream.isChar(index + 1, "="), builder.isPlainAssignment(index + 1) {
      let value = builder.trimmed((index + 2)..<builder.valueEnd(from: index + 2))
      let callee = item(in: value) ?? value.first.flatMap { itemAtCall[$0] }
      if let callee { itemOfReceiver[receiver] = callee }
      return
    }
    guard stream.isChar(index + 1, "."), stream.isIdentifier(index + 2), stream.isChar(index + 3, "="),
      builder.isPlainAssignment(index + 3)
    else { return }
    let property = stream.string(index + 2)
    let span = (index + 4)..<builder.valueEnd(from: index + 4)
    if property == "badgeValue" || property == "badgeColor" {
      // A badge belongs to an item the file makes; on its own it does not make one (any view controller may set
      // its badge).
      guard let position = itemOfReceiver[receiver] else { return }
      if property == "badgeColor" {
        items[local(position)].badgeColor = builder.sourceText(builder.trimmed(span))
        return
      }
      let value = builder.classify(span, depth: 0)
      if value.kind == .string, let text = value.text { items[local(position)].badge = text }
      return
    }
    guard ["title", "image", "selectedImage"].contains(property) else { return }
    let position: Int
    if let existing = itemOfReceiver[receiver] {
      position = existing
    } else {
      position = add(TabItem(library: .uikit, range: stream.range(of: (index - 2)..<span.upperBound)))
      itemOfReceiver[receiver] = position
    }
    var item = items[local(position)]
    apply(label: property, span: span, to: &item)
    let end = stream.range(of: span).end
    item.range = SourceRange(
      min(item.range.start, stream.tokens[max(0, index - 2)].range.start), max(item.range.end, end))
    items[local(position)] = item
  }

  /// `home.title = "Home"`, `self.title = …`: UIKit sets a view controller's tab title with its title, so an item
  /// the file gives no title of its own has that one.
  mutating func controllerTitles(_ identifiers: [Int]) {
    for index in identifiers where stream.textEquals(index, "title") {
      guard stream.isChar(index - 1, "."), stream.isChar(index + 1, "="), builder.isPlainAssignment(index + 1),
        let receiver = receiverName(before: index - 1), let position = itemOfReceiver[receiver],
        items[local(position)].title == nil
      else { continue }
      var item = items[local(position)]
      apply(label: "title", span: (index + 2)..<builder.valueEnd(from: index + 2), to: &item)
      items[local(position)] = item
    }
  }

  /// The title each view controller class's UIKit item has: `self.tabBarItem…` inside the class, or a variable
  /// made of the class (`let home = HomeViewController()`, `[HomeViewController new]`, `[[… alloc] init…]`).
  func titlesByClass() -> [String: TabTitleText] {
    var result: [String: TabTitleText] = [:]
    for receiver in itemOfReceiver.keys.sorted() {
      // A member call's reading depends on the workspace (`TabTitle.lookupMember`): not a class's literal title.
      guard let title = items[local(itemOfReceiver[receiver]!)].title, title.lookupMember == nil,
        title.generatedKey == nil
      else { continue }
      let className = receiver.hasPrefix("self@") ? String(receiver.dropFirst(5)) : classMade(by: receiver)
      guard let className, !className.isEmpty, result[className] == nil else { continue }
      result[className] = TabTitleText(text: title.text, isLocalized: title.isLocalized)
    }
    return result
  }

  /// The class a variable's value instantiates: its first capitalised identifier followed by `(`, `alloc` or `new`.
  func classMade(by variable: String) -> String? {
    guard let span = builder.variables[variable] else { return nil }
    for index in span.prefix(8) where stream.kind(index) == .identifier {
      let text = stream.text(index)
      guard text.first?.isUppercase == true else { continue }
      if stream.isChar(index + 1, "(") || stream.isIdentifier(index + 1, "alloc")
        || stream.isIdentifier(index + 1, "new")
      {
        return String(text)
      }
    }
    return nil
  }

  /// `home` in `home.tabBarItem`, `self` (qualified by its class) in `self.tabBarItem`.
  func receiverName(before dot: Int) -> String? {
    guard stream.isIdentifier(dot - 1) else { return nil }
    let name = stream.string(dot - 1)
    guard name == "self" else { return name }
    return "self@" + (enclosingClass(of: dot) ?? "")
  }

  func enclosingClass(of index: Int) -> String? {
    classes.last { $0.1.contains(index) }?.0
  }

  // MARK: - Bars

  /// Every array literal whose elements are sunimp items (inline or through variables) is one bar.
  mutating func collectSunimpArrays() {
    // Only an array with a sunimp item is a sunimp bar: without one in the file, no array needs reading.
    guard items.contains(where: { $0.library == .sunimp }) else { return }
    for opener in 0..<stream.count where stream.isChar(opener, "[") || stream.kind(opener) == .atBracket {
      let elements = stream.elements(inside: opener)
      let resolved = elements.map(item(in:))
      guard resolved.contains(where: { $0.map { items[local($0)].library == .sunimp } ?? false }) else { continue }
      barAtOpener[opener] = bars.count
      bars.append(
        TabBar(
          library: .sunimp, range: stream.range(of: opener..<min(stream.match[opener] + 1, stream.count)),
          anchorRange: stream.tokens[opener].range, items: resolved))
    }
  }

  /// The item an array element is: a constructor call, a variable holding one, or a view controller's item.
  func item(in element: Range<Int>) -> Int? {
    let element = builder.trimmed(element)
    guard let first = element.first else { return nil }
    if let item = itemAtCall[first] { return item }
    if stream.isChar(first, "["), let callee = topLevelCallee(inside: first) { return itemAtCall[callee] }
    guard element.count == 1, stream.isIdentifier(first) else { return nil }
    let name = stream.string(first)
    if let span = builder.variables[name], let callee = builder.trimmed(span).first,
      let item = itemAtCall[callee]
    {
      return item
    }
    return itemOfReceiver[name]
  }

  /// The item-making token directly inside an Objective-C message's brackets (`initWithTitle:`), stepping over
  /// nested brackets so unclosed input stays linear.
  func topLevelCallee(inside opener: Int) -> Int? {
    var index = opener + 1
    let end = min(stream.match[opener], stream.count)
    while index < end {
      if itemAtCall[index] != nil { return index }
      index = stream.skip(index)
    }
    return nil
  }

  /// The view controller an element of a `viewControllers` array names: `home`, or the root of
  /// `UINavigationController(rootViewController: home)` / `[[UINavigationController alloc]
  /// initWithRootViewController:home]`, inline or in a local.
  func viewControllerItem(_ element: Range<Int>) -> Int? {
    let element = builder.trimmed(element)
    if element.count == 1, stream.isIdentifier(element.lowerBound) {
      let name = stream.string(element.lowerBound)
      if let item = itemOfReceiver[name] { return item }
      if let span = builder.variables[name] { return helperItem(builder.trimmed(span)) ?? rootItem(in: span) }
      return itemOfDefinition[name]
    }
    return helperItem(element) ?? rootItem(in: element) ?? definitionItem(element)
  }

  /// `self.homeNav`, `makeHomeTab()`, `[self homeTab]`: a property or function of the file that makes a tab.
  func definitionItem(_ element: Range<Int>) -> Int? {
    let tokens = Array(element)
    guard let first = tokens.first else { return nil }
    if tokens.count == 3, stream.isIdentifier(first, "self"), stream.isChar(first + 1, "."),
      stream.isIdentifier(first + 2)
    {
      return itemOfDefinition[stream.string(first + 2)]
    }
    if tokens.count == 3, stream.isIdentifier(first), stream.isChar(first + 1, "("), stream.isChar(first + 2, ")") {
      return itemOfDefinition[stream.string(first)]
    }
    if tokens.count == 4, stream.isChar(first, "["), stream.isIdentifier(first + 1, "self"),
      stream.isIdentifier(first + 2), stream.isChar(first + 3, "]")
    {
      return itemOfDefinition[stream.string(first + 2)]
    }
    return nil
  }

  /// `- (UIViewController *)homeTab {`: the name of an Objective-C method without parameters.
  func isMethodWithoutParameters(_ index: Int) -> Bool {
    guard stream.isChar(index - 1, ")"), stream.isChar(index + 1, "{") else { return false }
    var opener = index - 2
    while opener > max(0, index - 16), stream.match[opener] != index - 1 { opener -= 1 }
    return opener > 0 && stream.match[opener] == index - 1
      && (stream.isChar(opener - 1, "-") || stream.isChar(opener - 1, "+"))
  }

  /// Properties and functions whose body makes exactly one UIKit item: what an element naming them stands for.
  mutating func collectDefinitions(_ identifiers: [Int]) {
    // The UIKit items by where they start, so each body finds its items by binary search (a file of many
    // functions and many items stays n log n).
    let uikit = items.indices.filter { items[$0].library == .uikit }.sorted {
      items[$0].range.start < items[$1].range.start
    }
    guard !uikit.isEmpty else { return }
    func firstStarting(atOrAfter offset: Int) -> Int {
      var (low, high) = (0, uikit.count)
      while low < high {
        let middle = (low + high) / 2
        if items[uikit[middle]].range.start < offset { low = middle + 1 } else { high = middle }
      }
      return low
    }
    for index in identifiers {
      let swiftName =
        stream.dialect == .swift && (stream.isIdentifier(index - 1, "func") || stream.isIdentifier(index - 1, "var"))
      guard swiftName || (stream.dialect == .objectiveC && isMethodWithoutParameters(index)) else { continue }
      // The body: the first `{` of the declaration, on its line (a stored `var x = 0` has none), before any
      // statement ends.
      var brace = index + 1
      while brace < min(index + 40, stream.count), !stream.isChar(brace, "{") {
        if stream.isChar(brace, ";") || stream.isChar(brace, "}") || stream.startsLine(brace) {
          brace = stream.count
          break
        }
        brace = stream.skip(brace)
      }
      guard brace < stream.count, stream.isChar(brace, "{") else { continue }
      let body = stream.range(of: brace..<min(stream.match[brace] + 1, stream.count))
      let (first, end) = (firstStarting(atOrAfter: body.start), firstStarting(atOrAfter: body.end))
      guard end - first == 1, items[uikit[first]].range.end <= body.end else { continue }
      itemOfDefinition[stream.string(index)] = base + uikit[first]
    }
  }

  /// The item a helper that returns a controller gives it, when the span is a call of one (`makeNav(HomeVC(),
  /// title: "Home", image: "home")`, `[self navWithRoot:… title:@"Home" …]`).
  func helperItem(_ span: Range<Int>) -> Int? {
    guard let first = span.first else { return nil }
    if stream.isChar(first, "["), stream.match[first] == span.upperBound - 1, let callee = topLevelCallee(inside: first)
    {
      return itemAtCall[callee]
    }
    guard stream.isIdentifier(first), stream.isChar(first + 1, "("), stream.match[first + 1] == span.upperBound - 1
    else { return nil }
    return itemAtCall[first]
  }

  func rootItem(in span: Range<Int>) -> Int? {
    guard
      let root = builder.stream.find("rootViewController", in: span)
        ?? builder.stream.find("initWithRootViewController", in: span),
      stream.isChar(root + 1, ":"), stream.isIdentifier(root + 2)
    else { return nil }
    return itemOfReceiver[stream.string(root + 2)]
  }

  /// The array literal a span is, directly or through a variable.
  func arrayOpener(_ span: Range<Int>) -> Int? {
    var span = builder.trimmed(span)
    guard let first = span.first else { return nil }
    // `[home, feed].map { UINavigationController(rootViewController: $0) }` (or `.map(Wrapper.init)`): each
    // element stays its tab, wrapped, in order.
    let arrayEnd = stream.isChar(first, "[") || stream.kind(first) == .atBracket ? stream.match[first] + 1 : first + 1
    if arrayEnd + 2 < span.upperBound, stream.isChar(arrayEnd, "."), stream.isIdentifier(arrayEnd + 1, "map"),
      stream.isChar(arrayEnd + 2, "{") || stream.isChar(arrayEnd + 2, "("),
      stream.match[arrayEnd + 2] == span.upperBound - 1
    {
      span = span.lowerBound..<arrayEnd
    }
    if stream.isChar(first, "[") || stream.kind(first) == .atBracket, stream.match[first] == span.upperBound - 1 {
      return first
    }
    if span.count == 1, stream.isIdentifier(first), let definition = builder.variables[stream.string(first)] {
      let value = builder.trimmed(definition)
      if let opener = value.first, stream.isChar(opener, "[") || stream.kind(opener) == .atBracket {
        return opener
      }
    }
    return nil
  }

  /// `setViewControllers(vcs, items: items)` (sunimp), `TabBarController(viewControllers:…anchor:)` (Dorgans),
  /// `setViewControllers([…], animated:)` / `viewControllers = […]` (UIKit).
  mutating func barCall(at index: Int) {
    if stream.textEquals(index, "viewControllers") {
      // `tabs.viewControllers = […]`, or in Swift a statement of its own (`self` implied, in a subclass).
      let receiver = stream.isChar(index - 1, ".") || (stream.dialect == .swift && stream.startsLine(index))
      guard receiver, stream.isChar(index + 1, "="), builder.isPlainAssignment(index + 1) else { return }
      let value = (index + 2)..<builder.valueEnd(from: index + 2)
      let opener = arrayOpener(value)
      if let opener, stream.elements(inside: opener).contains(where: { viewControllerItem($0) != nil }) {
        addViewControllerBar(opener: opener, library: .uikit, at: index)
      } else if let name = collectionName(value) {
        // A mutable array filled step by step (`var controllers = []`, `[NSMutableArray array]`).
        let initial =
          opener.map {
            stream.isChar($0, "[") && stream.kind($0) != .atBracket && stream.dialect == .objectiveC
              ? [] : stream.elements(inside: $0)
          } ?? []
        addViewControllerBar(
          elements: initial + appendedElements(to: name, before: index), library: .uikit, at: index)
      }
      return
    }
    guard stream.isChar(index + 1, "(") else { return }
    let arguments = stream.arguments(of: index + 1)
    if stream.textEquals(index, "setViewControllers") {
      if let items = arguments.first(where: { $0.label == "items" }) {
        guard let opener = arrayOpener(items.span), let bar = barAtOpener[opener],
          let controllers = arguments.first.flatMap({ arrayOpener($0.span) })
        else { return }
        bars[bar].viewControllerCount = (
          stream.elements(inside: controllers).count, stream.range(of: arguments[0].span)
        )
      } else if let first = arguments.first, let opener = arrayOpener(first.span) {
        addViewControllerBar(opener: opener, library: .uikit, at: index)
      }
      return
    }
    // `TabBarController(viewControllers:tabBar:anchor:)`; `class X: TabBarController {` has no call.
    guard let controllers = arguments.first(where: { $0.label == "viewControllers" }) else { return }
    let anchor = arguments.first { $0.label == "anchor" }.flatMap { argument -> Anchor? in
      guard let name = argument.span.last(where: { stream.isIdentifier($0) }) else { return nil }
      return Anchor(rawValue: stream.string(name)).flatMap { $0 == .verticalRail ? nil : $0 }
    }
    // The view controllers may come from elsewhere (a parameter): the bar is still known, with its anchor.
    addViewControllerBar(
      opener: arrayOpener(controllers.span), library: .dorgans, at: index, anchor: anchor, always: true)
  }

  /// iOS 18's `tabs = […]`, `setTabs([…], animated:)` and `UITabBarController(tabs: […])`: a UIKit bar of `UITab`s.
  mutating func tabsBar(at index: Int) {
    let span: Range<Int>
    if stream.textEquals(index, "tabs") {
      let receiver = stream.isChar(index - 1, ".") || (stream.dialect == .swift && stream.startsLine(index))
      guard receiver, stream.isChar(index + 1, "="), builder.isPlainAssignment(index + 1) else { return }
      span = (index + 2)..<builder.valueEnd(from: index + 2)
    } else {
      guard stream.isChar(index + 1, "("), !stream.isChar(index - 1, ".") || stream.textEquals(index, "setTabs"),
        let argument = stream.arguments(of: index + 1).first(where: {
          $0.label == "tabs" || (stream.textEquals(index, "setTabs") && $0.label == nil)
        })
      else { return }
      span = argument.span
    }
    guard let opener = arrayOpener(span) else { return }
    let resolved = stream.elements(inside: opener).map(item(in:))
    guard resolved.contains(where: { $0 != nil }) else { return }
    let end = opener > index ? stream.match[opener] + 1 : index + 1
    bars.append(
      TabBar(
        library: .uikit, range: stream.range(of: index..<max(index + 1, min(end, stream.count))),
        anchorRange: stream.tokens[index].range, items: resolved))
  }

  /// A bare `UITabBar`'s `bar.items = […]`, `setItems(_:animated:)` or `[bar setItems:@[…] animated:…]`: a UIKit bar
  /// of the `UITabBarItem`s the array holds.
  mutating func itemsBar(at index: Int) {
    let span: Range<Int>
    if stream.textEquals(index, "items") {
      guard stream.isChar(index - 1, "."), stream.isChar(index + 1, "="), builder.isPlainAssignment(index + 1) else {
        return
      }
      span = (index + 2)..<builder.valueEnd(from: index + 2)
    } else if stream.isChar(index + 1, "("), stream.isChar(index - 1, ".") {
      guard let first = stream.arguments(of: index + 1).first, first.label == nil else { return }
      span = first.span
    } else if stream.dialect == .objectiveC, stream.isChar(index + 1, ":"),
      let opener = builder.enclosingOpener(of: index),
      stream.isChar(opener, "[")
    {
      guard let argument = stream.objcArguments(of: opener).first(where: { $0.label == "setItems" }) else { return }
      span = argument.span
    } else {
      return
    }
    guard let opener = arrayOpener(span) else { return }
    let resolved = stream.elements(inside: opener).map(item(in:))
    guard resolved.contains(where: { $0.map { items[local($0)].library == .uikit } ?? false }) else { return }
    let end = opener > index ? stream.match[opener] + 1 : index + 1
    bars.append(
      TabBar(
        library: .uikit, range: stream.range(of: index..<max(index + 1, min(end, stream.count))),
        anchorRange: stream.tokens[index].range, items: resolved))
  }

  /// A value that is one identifier (`controllers`, `self.controllers`): the collection's name.
  func collectionName(_ span: Range<Int>) -> String? {
    let span = builder.trimmed(span)
    guard let last = span.last, stream.isIdentifier(last) else { return nil }
    let first = span.lowerBound
    guard span.count == 1 || (span.count == 3 && stream.isIdentifier(first, "self") && stream.isChar(first + 1, "."))
    else { return nil }
    return stream.string(last)
  }

  /// What the code puts into the mutable array `name` before token `end`, in order: `[name addObject:x]`,
  /// `name.append(x)`, `name.append(contentsOf: […])`, `name += […]`.
  func appendedElements(to name: String, before end: Int) -> [Range<Int>] {
    var result: [Range<Int>] = []
    for index in 0..<min(end, stream.count) where stream.isIdentifier(index, name) {
      if stream.dialect == .objectiveC, stream.isIdentifier(index + 1, "addObject"), stream.isChar(index + 2, ":"),
        let opener = builder.enclosingOpener(of: index), stream.isChar(opener, "["), stream.match[opener] > index + 3
      {
        result.append((index + 3)..<stream.match[opener])
      } else if stream.isChar(index + 1, "."), stream.isIdentifier(index + 2, "append"), stream.isChar(index + 3, "(") {
        let arguments = stream.arguments(of: index + 3)
        if let first = arguments.first, first.label == nil {
          result.append(first.span)
        } else if let contents = arguments.first(where: { $0.label == "contentsOf" }),
          let opener = arrayOpener(contents.span)
        {
          result += stream.elements(inside: opener)
        }
      } else if stream.isChar(index + 1, "+"), stream.isChar(index + 2, "="),
        let opener = arrayOpener((index + 3)..<builder.valueEnd(from: index + 3))
      {
        result += stream.elements(inside: opener)
      }
    }
    return result
  }

  mutating func addViewControllerBar(elements: [Range<Int>], library: TabLibrary, at call: Int) {
    let resolved = elements.map(viewControllerItem)
    guard resolved.contains(where: { $0 != nil }) else { return }
    bars.append(
      TabBar(
        library: library, range: stream.tokens[call].range, anchorRange: stream.tokens[call].range, items: resolved))
  }

  mutating func addViewControllerBar(
    opener: Int?, library: TabLibrary, at call: Int, anchor: Anchor? = nil, always: Bool = false
  ) {
    let resolved = opener.map { stream.elements(inside: $0).map(viewControllerItem) } ?? []
    guard always || resolved.contains(where: { $0 != nil }) else { return }
    // The call and, when the array is written inside it, the array: an array from a variable may stand anywhere.
    var end = stream.isChar(call + 1, "(") ? stream.match[call + 1] + 1 : call + 1
    if let opener, opener > call { end = max(end, stream.match[opener] + 1) }
    var bar = TabBar(
      library: library, range: stream.range(of: call..<max(call + 1, min(end, stream.count))),
      anchorRange: stream.tokens[call].range, items: resolved)
    bar.anchor = anchor
    bars.append(bar)
  }

  // MARK: - Dorgans' segue count

  mutating func segueCount(at index: Int) {
    let className = enclosingClass(of: index)
    if stream.isIdentifier(index - 1, "var") {
      // `override var storyboardSeguesCount: Int { 3 }` sets it; a stored declaration with a default does not.
      var brace = index + 1
      while brace < min(index + 6, stream.count), !stream.isChar(brace, "{"), !stream.isChar(brace, "=") { brace += 1 }
      guard brace < stream.count, stream.isChar(brace, "{") else { return }
      let body = (brace + 1)..<min(stream.match[brace], stream.count)
      let meaningful = body.filter { !stream.isIdentifier($0, "return") && !stream.isIdentifier($0, "get") }
      let value = meaningful.count == 1 && stream.kind(meaningful[0]) == .number ? Int(stream.text(meaningful[0])) : nil
      let range = meaningful.count == 1 ? stream.tokens[meaningful[0]].range : stream.tokens[index].range
      segueCounts.append(SegueCountAssignment(className: className, value: value, range: range))
      return
    }
    guard stream.isChar(index + 1, "="), builder.isPlainAssignment(index + 1) else { return }
    let span = builder.trimmed((index + 2)..<builder.valueEnd(from: index + 2))
    let literal = span.count == 1 && stream.kind(span.lowerBound) == .number
    segueCounts.append(
      SegueCountAssignment(
        className: className, value: literal ? Int(stream.text(span.lowerBound)) : nil,
        range: literal ? stream.tokens[span.lowerBound].range : stream.range(of: span)))
  }
}
