import SwiftUI

/// The app's tab bar lives in its local package, with the package's catalog and String Catalog: its tabs come from
/// an enum of another file (`Section.swift`) and a view that gives itself its tab (`ProfileView.swift`).
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
            ProfileView()
            SettingsView()
                .tabItem { Label { Text("tab.settings") } icon: { Image("tab_gear", bundle: .module) } }
        }
    }
}
