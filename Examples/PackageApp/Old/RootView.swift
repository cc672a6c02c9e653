import SwiftUI

/// The app's tab bar lives in its local package, with the package's catalog and String Catalog.
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

public struct RootView: View {
    @State private var selection = Section.home
    @Environment(\.horizontalSizeClass) private var sizeClass
    var account: Account?

    public init() {}

    public var body: some View {
        TabView(selection: $selection) {
            ForEach(Section.allCases, id: \.self) { section in
                Text(section.rawValue)
                    .tabItem { Label(section.title, image: section.icon) }
            }
            if let user = account?.user {
                InboxView(user: user).tabItem { Label("tab.inbox", systemImage: "tray") }
            }
            if sizeClass == .regular {
                WideView().tabItem { Label("tab.wide", systemImage: "rectangle.split.2x1") }
            }
            SettingsView()
                .tabItem { Label("tab.settings.old", image: "tab_gear_old") }
        }
    }
}
