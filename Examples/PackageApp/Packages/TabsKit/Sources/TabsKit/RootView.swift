import SwiftUI

/// The app's tab bar lives in its local package, with the package's catalog and String Catalog: its tabs come from
/// an enum of another file (`Section.swift`) and a view that gives itself its tab (`ProfileView.swift`). The
/// package's resources are in its own bundle, so every name is looked up with `bundle: .module`.
public struct RootView: View {
    @State private var selection = Section.home
    @Environment(\.horizontalSizeClass) private var sizeClass
    var account: Account?

    public init() {}

    public var body: some View {
        TabView(selection: $selection) {
            ForEach(Section.allCases, id: \.self) { section in
                Text(section.rawValue)
                    .tabItem { Label { Text(section.title, bundle: .module) } icon: { Image(section.icon, bundle: .module) } }
            }
            if let user = account?.user {
                InboxView(user: user).tabItem { Label { Text("tab.inbox", bundle: .module) } icon: { Image(systemName: "tray") } }
            }
            if sizeClass == .regular {
                WideView().tabItem { Label("tab.wide", systemImage: "rectangle.split.2x1") }
            }
            ProfileView()
            SettingsView()
                .tabItem { Label { Text("tab.settings", bundle: .module) } icon: { Image("tab_gear", bundle: .module) } }
        }
    }
}
