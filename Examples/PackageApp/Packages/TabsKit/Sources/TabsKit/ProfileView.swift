import SwiftUI

/// A view that gives itself its tab: the root view's `TabView` shows it as `ProfileView()`. Its title forgets the
/// package's bundle: looked up in the app's, it shows as `tab.profile` (TAB140).
struct ProfileView: View {
    var body: some View {
        NavigationStack {
            Text("profile.greeting")
        }
        .tabItem { Label("tab.profile", systemImage: "person.crop.circle") }
    }
}
