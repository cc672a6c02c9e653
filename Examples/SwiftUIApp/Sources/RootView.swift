import SwiftUI

/// The iOS 18 `Tab` API, with the mistakes tabls catches.
struct RootView: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            Tab("Chats", image: "chat_buble", value: 0) {
                ChatsView()
            }
            .badge(3)
            Tab(role: .search) {
                SearchView()
            }
            Tab("Profile", image: "profile", value: 2) {
                ProfileView()
            }
            TabSection("Library") {
                Tab("Saved", systemImage: "bookmark", value: 3) {
                    SavedView()
                }
            }
        }
        .tint(.orange)
    }
}

/// Onboarding pages: a `.page` TabView is a pager, not a tab bar.
struct OnboardingView: View {
    var body: some View {
        TabView {
            Text("Welcome")
            Text("Sync")
        }
        .tabViewStyle(.page)
    }
}
