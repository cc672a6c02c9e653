/// UIKit's system tab bar items (`UITabBarItem(tabBarSystemItem: .more, tag: 0)`,
/// `initWithTabBarSystemItem:UITabBarSystemItemFavorites tag:`, a storyboard's `systemItem="favorites"`): the system
/// gives the title, in the user's language, and the icon. Previews show the English title; no rule checks either.
public enum SystemTabItem: String, Sendable, CaseIterable {
  case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent,
    mostViewed

  /// `.more`, `more`, `UITabBarSystemItemMore`, `UITabBarItem.SystemItem.more` → `.more`.
  public init?(written: String) {
    var name = Substring(written)
    if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
    if name.hasPrefix("UITabBarSystemItem") {
      name = name.dropFirst("UITabBarSystemItem".count)
      guard let first = name.first else { return nil }
      name = first.lowercased() + name.dropFirst()
    }
    self.init(rawValue: String(name))
  }

  /// The title iOS shows in English.
  public var title: String {
    switch self {
    case .more: "More"
    case .favorites: "Favorites"
    case .featured: "Featured"
    case .topRated: "Top Rated"
    case .recents: "Recents"
    case .contacts: "Contacts"
    case .history: "History"
    case .bookmarks: "Bookmarks"
    case .search: "Search"
    case .downloads: "Downloads"
    case .mostRecent: "Most Recent"
    case .mostViewed: "Most Viewed"
    }
  }

  /// The SF Symbol closest to the system's glyph, for previews.
  public var symbol: String {
    switch self {
    case .more: "ellipsis"
    case .favorites, .featured, .topRated: "star.fill"
    case .recents, .history, .mostRecent: "clock"
    case .contacts: "person.crop.circle"
    case .bookmarks: "book"
    case .search: "magnifyingglass"
    case .downloads: "square.and.arrow.down"
    case .mostViewed: "list.number"
    }
  }
}
