import SwiftUI

// A scratch file no target of the package builds: tabls neither checks nor reads it.
struct Scratch: View {
    var body: some View {
        TabView { Text("x").tabItem { Label("scratch.only", image: "nowhere") } }
    }
}
