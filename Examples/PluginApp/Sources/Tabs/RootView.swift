// The app's tab bar. SwiftUI is not on Linux: the view is compiled where it exists, and checked everywhere.
#if canImport(SwiftUI)
  import SwiftUI

  public struct RootView: View {
    public init() {}

    public var body: some View {
      TabView {
        Tab(role: .search) { Text("Search") }
        Tab("Home", systemImage: "house") { Text("Home") }
        Tab("Profile", systemImage: "person") { Text("Profile") }
      }
    }
  }
#endif

/// Something every platform compiles, so the target is never empty.
public enum Tabs {
  public static let count = 3
}
