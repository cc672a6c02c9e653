import SourceText

/// A view that gives itself its tab: `struct HomeView: View { var body: some View { NavigationStack { … }
/// .tabItem { Label("Home", systemImage: "house") } } }`, shown by `TabView { HomeView(); … }` in this file or
/// another. The item as text, for the files that show it (`WorkspaceIndex.tabItemViews`).
public struct ViewTabItem: Sendable, Equatable {
  public var title: TabEnumValue?
  /// Their ranges are in the view's file.
  public var images: [TabImage] = []
  public var badge: String?
}

extension ScanBuilder {
  /// The file's `struct Name: View` whose `body` ends in `.tabItem { … }`: each such item is a model item of
  /// this file (its title a `LocalizedStringKey` checked here, its images looked up here), in no bar of its own,
  /// and offered to the `TabView`s that show the view (`SourceScan.tabItemViews`).
  mutating func collectTabItemViews() {
    guard stream.dialect == .swift, stream.mayMention("tabItem") || stream.mayMention("TabView") else { return }
    var views: [String: ViewTabItem] = [:]
    var twice = Set<String>()
    let scope = SwiftUIScope(builders: [:], budget: ExpansionBudget(fileTokens: stream.count))
    for index in 0..<stream.count where stream.isIdentifier(index, "struct") && stream.isIdentifier(index + 1) {
      guard views.count + twice.count < ScanBuilder.maximumTabEnums,
        let (brace, isView) = declarationBody(after: index + 2), isView
      else { continue }
      let name = stream.string(index + 1)
      declaredViews.insert(name)
      guard let body = bodyProperty(in: brace) else { continue }
      let content = (body + 1)..<stream.match[body]
      guard var item = tabItem(in: content, level: body, scope: scope) else { continue }
      applyModifiers(in: content, level: body, to: &item)
      noteKey(of: item.title)
      scan.model.items.append(item)
      if views[name] != nil { twice.insert(name) }
      views[name] = ViewTabItem(
        title: item.title.flatMap { title in
          title.lookupMember == nil
            ? TabEnumValue(text: title.text, isKey: title.isLocalized, isCheckedThere: true) : nil
        },
        images: item.images, badge: item.badge)
    }
    for name in twice { views[name] = nil }
    scan.tabItemViews = views
  }

  /// The brace after a declaration's name and inheritance clause, and whether the clause names `View`.
  private func declarationBody(after start: Int) -> (Int, Bool)? {
    var position = start
    var isView = false
    while position < min(stream.count, start + 32) {
      if stream.isChar(position, "{") { return stream.match[position] < stream.count ? (position, isView) : nil }
      if stream.isIdentifier(position, "View") { isView = true }
      position += 1
    }
    return nil
  }

  /// The brace of `var body: some View {` directly in the declaration at `brace`.
  private func bodyProperty(in brace: Int) -> Int? {
    var index = brace + 1
    while index < stream.match[brace] {
      if stream.enclosing[index] == brace, stream.isIdentifier(index, "var"), stream.isIdentifier(index + 1, "body") {
        return ((index + 2)..<min(stream.match[brace], index + 12)).first {
          stream.isChar($0, "{") && stream.match[$0] < stream.count
        }
      }
      index = stream.skip(index)
    }
    return nil
  }

  /// `HomeView()` or `HomeView(model: model)` as a `TabView`'s child, with no tab of its own: the item the view
  /// gives itself, from this file or (read again with them) another's; nil when neither declares one.
  mutating func shownView(_ child: Range<Int>, level: Int) -> TabItem? {
    let call = child.lowerBound
    guard stream.isIdentifier(call), stream.isChar(call + 1, "("), stream.match[call + 1] < stream.count,
      let first = stream.text(call).first, first.isUppercase
    else { return nil }
    let name = stream.string(call)
    guard let view = scan.tabItemViews[name] ?? foreignViews[name] else {
      if !declaredViews.contains(name), !scan.foreignTabViews.contains(name),
        scan.foreignTabViews.count < SwiftUIScope.maxElements
      {
        scan.foreignTabViews.append(name)
      }
      return nil
    }
    let here = stream.range(of: call..<(stream.match[call + 1] + 1))
    var item = TabItem(library: .swiftUI, range: stream.range(of: child))
    item.isDeclaredElsewhere = true
    if let value = view.title {
      item.title = TabTitle(text: value.text, textRange: here, range: here, isLocalized: value.isKey)
      item.title?.isDeclaredElsewhere = true
      item.title?.isCheckedWhereDeclared = true
    }
    item.images = view.images.map { image in
      var image = image
      image.range = here
      return image
    }
    item.badge = view.badge
    return item
  }
}
