/// A search tab declared before other tabs.
enum SearchTabNotLastRule: Rule {
  static let code = "TAB139"
  static let name = "search-tab-not-last"
  static let defaultSeverity = Severity.warning
  static let summary = "Search tab declared before other tabs: iOS 26+ moves it to the end"
  static let documentation = """
    A search tab (SwiftUI's `Tab(role: .search)`, UIKit's `UISearchTab`) is drawn apart from the Liquid Glass
    capsule on iOS 26 and later, as a circle at the bar's trailing end, whatever its place in the list. Declared
    before other tabs, it sits in that place on earlier systems and at the end on current ones: the order users
    see depends on their iOS, and the tab indexes the code selects by no longer match what is on screen.
    Reported on the search role of each search tab that another tab follows.

    ```swift
    TabView {
        Tab(role: .search) { SearchView() }  // TAB139
        Tab("Home", systemImage: "house") { HomeView() }
    }
    ```

    Fix: declare the search tab last.
    """

  static func check(_ context: inout RuleContext) {
    for bar in context.model.bars {
      let items = bar.items.compactMap { $0 }.filter { context.model.items.indices.contains($0) }.map {
        context.model.items[$0]
      }
      guard let lastOther = items.lastIndex(where: { !$0.isSearch }) else { continue }
      for position in items.indices where position < lastOther && items[position].isSearch {
        let item = items[position]
        let next = items[(position + 1)...].first { !$0.isSearch }
        let after = next?.title.map { "'\($0.text)'" } ?? "another tab"
        context.report(
          self,
          "the search tab comes before \(after): on iOS 26 and later the system draws it apart at the bar's end, "
            + "so the tab order differs between iOS versions",
          at: item.searchRange ?? item.range, fix: "Declare the search tab last.")
      }
    }
  }
}

// MARK: - Examples

extension SearchTabNotLastRule {
  static let triggeringExamples = [
    RuleExample(
      "RootView.swift",
      """
      TabView {
          Tab(↓role: .search) { SearchView() }
          Tab("Home", systemImage: "house") { HomeView() }
      }
      """),
    RuleExample(
      "TabsController.swift",
      """
      tabs.tabs = [
          UITab(title: "Home", image: UIImage(systemName: "house"), identifier: "home") { _ in HomeViewController() },
          ↓UISearchTab { _ in SearchViewController() },
          UITab(title: "Me", image: UIImage(systemName: "person"), identifier: "me") { _ in MeViewController() },
      ]
      """),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "RootView.swift",
      """
      TabView {
          Tab("Home", systemImage: "house") { HomeView() }
          Tab(role: .search) { SearchView() }
      }
      """),
    RuleExample(
      "RootView.swift",
      """
      TabView {
          Tab("Home", systemImage: "house") { HomeView() }
          Tab("Search", systemImage: "magnifyingglass") { SearchView() }
          Tab("Me", systemImage: "person") { MeView() }
      }
      """),
  ]
}
