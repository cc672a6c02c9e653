import SwiftUI

/// The pre-iOS 18 `.tabItem` API, for the app's iOS 17 build.
struct LegacyRootView: View {
    var body: some View {
        TabView {
            HomeView()
                .tabItem {
                    Label("Home", image: "hom")
                }
            ChatsView()
                .tabItem {
                    Image("chat_bubble").renderingMode(.template)
                    Text("Chats")
                }
                .badge("New")
            ForEach(["Discover", "Library"], id: \.self) { section in
                SectionView(name: section)
                    .tabItem { Label(section, systemImage: "square.grid.2x2") }
            }
            ProfileView()
                .tabItem {
                    Image("profile")
                    Text(verbatim: "Me")
                }
            settingsTab
        }
    }

    @ViewBuilder
    var settingsTab: some View {
        SettingsView()
            .tabItem { Label("Settings", systemImage: "gear") }
    }
}
