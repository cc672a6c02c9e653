import SwiftUI

/// A view that gives itself its tab: the root view's `TabView` shows it as `ProfileView()`.
struct ProfileView: View {
    var body: some View {
        NavigationStack {
            Text("profile.greeting")
        }
        .tabItem { Label("tab.profile", systemImage: "person.crop.circle") }
    }
}
