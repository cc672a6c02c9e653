import SwiftUI

/// The tabs the root view makes of this enum's cases (another file than the TabView's).
enum Section: String, CaseIterable {
    case home, feed

    var title: LocalizedStringKey {
        switch self {
        case .home: "tab.home"
        case .feed: "tab.feed"
        }
    }

    var icon: String {
        switch self {
        case .home: "tab_home"
        case .feed: "tab_feed"
        }
    }
}
