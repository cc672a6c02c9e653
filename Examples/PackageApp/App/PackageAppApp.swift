import SwiftUI
import TabsKit

@main
struct PackageAppApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}
