/// An image name that no asset catalog or bundle file provides.
enum ImageNotFoundRule: Rule {
  static let code = "TAB104"
  static let name = "image-not-found"
  static let defaultSeverity = Severity.warning
  static let summary = "Tab image name not found in any asset catalog or bundle image"
  static let documentation = """
    A tab item's image names an image that no `.xcassets` image set (with its namespace folders) and no loose
    image file (`name.png`, `name@2x.png`, pdf, svg, jpg) in the workspace provides, so the tab shows no icon.
    Checked for every library: `CYLTabBarItemImage` / `CYLTabBarItemSelectedImage`, sunimp
    `TabBarItem(title:image: UIImage(named:))`, UIKit `UITabBarItem(title:image:selectedImage:)` and
    `vc.tabBarItem.image = UIImage(named:)`, and storyboard `<tabBarItem image="…" selectedImage="…">`. SF Symbols
    (`UIImage(systemName:)`, storyboard images with `catalog="system"`) are never reported. A name looked up in a
    Swift package target's own bundle (`UIImage(named:in: .module, with:)`, `Image(_:bundle: .module)`) is looked
    for in that target's catalogs and resources alone (the app's do not count), when the target has images at
    all; names looked up in another bundle (`imageNamed:inBundle:`, `Bundle(for:)`), whose catalogs may be outside
    the workspace, are not reported. Only checked when the workspace has images at all.

    Fix: correct the name, or add the image set. Example: `@"home_normal"` where the set is `home_nomal.imageset`.
    """

  static func check(_ context: inout RuleContext) {
    guard !context.index.images.images.isEmpty else { return }
    // A view that gives itself its tab is checked in its own file (`TabItem.isDeclaredElsewhere`).
    for item in context.model.items where !item.isDeclaredElsewhere {
      for image in item.images where image.role == .normal || image.role == .selected {
        let images: ImageIndex
        var place = "any asset catalog or bundle"
        switch image.source {
        case .named:
          images = context.index.images
        case .moduleBundle:
          guard let module = context.index.images(inModuleOf: context.path), !module.images.isEmpty else { continue }
          images = module
          place = "the catalogs of its package target (Bundle.module)"
        default:
          continue
        }
        guard !images.contains(image.name) else { continue }
        let name = image.name
        let suggestion = nearestImage(to: name, in: images)
        context.report(
          self,
          "image '\(name)' not found in \(place)" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
          at: image.range, fix: suggestion.map { "Use '\($0)'." } ?? "Add an image set named '\(name)'.",
          replacement: suggestion.map { context.literal($0) })
      }
    }
  }

  /// A set in a namespace folder named without it (`compass` for `Discover/compass`) first, else the closest name.
  static func nearestImage(to name: String, in images: ImageIndex) -> String? {
    images.namespacedByLastPart[name] ?? images.suggester.best(to: name, maximumDistance: max(1, name.count / 5))
  }
}

// MARK: - Examples

extension ImageNotFoundRule {
  static let triggeringExamples = [
    RuleExample(
      "Tabs.m", #"NSArray *items = @[ @{ CYLTabBarItemTitle : @"Home", CYLTabBarItemImage : ↓@"home_nomal" } ];"#,
      workspace: [RuleExample.imageSet("home_normal")]),
    RuleExample(
      "Root.swift",
      #"""
      let home = HomeViewController()
      home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: ↓"hom"), selectedImage: nil)
      tabs.viewControllers = [home]
      """#, workspace: [RuleExample.imageSet("home")]),
    // A package target's own bundle holds its own catalogs: the app's `tab_home` is not in it (a name without a
    // bundle is the app's, found there).
    RuleExample(
      "Kit/Sources/Kit/RootView.swift",
      #"""
      TabView {
          HomeView().tabItem { Label("Home", image: "tab_home") }
          FeedView().tabItem { Label { Text("Feed") } icon: { Image(↓"tab_home", bundle: .module) } }
      }
      """#,
      workspace: [
        RuleExample.imageSet("tab_home"), RuleExample.imageSet("tab_feed", catalog: "Kit/Sources/Kit/Media.xcassets"),
        ("Kit/Package.swift", #"let package = Package(name: "Kit", targets: [.target(name: "Kit")])"#),
      ]),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "Tabs.m", #"NSArray *items = @[ @{ CYLTabBarItemTitle : @"Home", CYLTabBarItemImage : @"home_normal" } ];"#,
      workspace: [RuleExample.imageSet("home_normal")]),
    RuleExample(
      "Root.swift",
      #"""
      let home = HomeViewController()
      home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), selectedImage: nil)
      tabs.viewControllers = [home]
      """#, workspace: [RuleExample.imageSet("feed")]),
    // Looked up in a package's bundle from a file of no package target: where its catalog is, is not known.
    RuleExample(
      "Root.swift",
      #"""
      let home = HomeViewController()
      home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: "house", in: .module, with: nil), tag: 0)
      tabs.viewControllers = [home]
      """#, workspace: [RuleExample.imageSet("feed")]),
    RuleExample(
      "Kit/Sources/Kit/RootView.swift",
      #"""
      TabView {
          FeedView().tabItem { Label { Text("Feed") } icon: { Image("tab_feed", bundle: .module) } }
          HomeView().tabItem { Label("Home", image: "tab_home") }
      }
      """#,
      workspace: [
        RuleExample.imageSet("tab_home"), RuleExample.imageSet("tab_feed", catalog: "Kit/Sources/Kit/Media.xcassets"),
        ("Kit/Package.swift", #"let package = Package(name: "Kit", targets: [.target(name: "Kit")])"#),
      ]),
  ]
}
