/// `self.title = …` in a tab's view controller: it rewrites the tab's title too.
enum TitleRewritesTabRule: Rule {
  static let code = "TAB131"
  static let name = "title-rewrites-tab"
  static let defaultSeverity = Severity.warning
  static let summary = "self.title set in a tab's view controller (the tab's title changes and flickers)"
  static let documentation = """
    UIKit mirrors a view controller's `title` into its `tabBarItem`. In a CYLTabBarController tab (the class
    instantiated in its `viewControllers`, directly, as a navigation controller's root, or through a local), setting
    `self.title` replaces the title the attribute dictionary gave the tab, and it flickers when the controller loads
    (the library's FAQ, #258). In a UIKit tab that mirroring is by design: only a title that differs from the one
    the tab's item gives (`home.tabBarItem = UITabBarItem(title: "Home", …)`) is reported, as the tab then shows
    another.

    ```objc
    - (void)viewDidLoad {
        [super viewDidLoad];
        self.title = @"消息"; // TAB131 in a CYL tab
    }
    ```

    Fix (quick fix): set `self.navigationItem.title` instead, which titles only the navigation bar.
    """

  static func check(_ context: inout RuleContext) {
    guard !context.scan.titleAssignments.isEmpty else { return }
    let index = context.index
    let tabs = index.tabViewControllerClasses.union(context.scan.tabViewControllerClasses)
    /// The title a UIKit tab's item gives the class (`home.tabBarItem = UITabBarItem(title: "Home", …)`): such a class
    /// is a tab whatever it is named.
    func itemTitle(_ name: String) -> TabTitleText? {
      context.scan.tabTitlesByClass[name] ?? index.tabTitlesByClass[name]
    }
    let cylTabs = index.cylTabViewControllerClasses.union(
      context.scan.tabsAreCYL ? context.scan.tabViewControllerClasses : [])
    // A class is a CYL tab when a CYL file makes it one, or in a CYL app when no other library's bar does.
    func isCYLTab(_ name: String) -> Bool {
      cylTabs.contains(name) || (index.usesCYL && !index.otherTabViewControllerClasses.contains(name))
    }
    for assignment in context.scan.titleAssignments {
      if tabs.contains(assignment.className), isCYLTab(assignment.className) {
        context.report(
          self,
          "\(assignment.className) is a tab's view controller: setting its title also rewrites the tab's title, "
            + "which flickers; set navigationItem.title",
          at: assignment.range, fix: "Use self.navigationItem.title.", replacement: "self.navigationItem.title")
        continue
      }
      // UIKit: the title becomes the tab's; it matters only when it is not the one the tab's item gives. A key
      // may read as a literal in some language: only titles that read alike in none are different.
      guard let value = assignment.value, let tab = itemTitle(assignment.className),
        readings(tab, index).isDisjoint(with: readings(value, index))
      else { continue }
      context.report(
        self,
        "\(assignment.className)'s tab is titled '\(shown(tab, index))': setting its title to '\(shown(value, index))' "
          + "retitles the tab; set navigationItem.title",
        at: assignment.range, fix: "Use self.navigationItem.title.", replacement: "self.navigationItem.title")
    }
  }
}

extension TitleRewritesTabRule {
  /// Every way a title can read: a literal as it is; a key as itself and each of its translations.
  static func readings(_ title: TabTitleText, _ index: WorkspaceIndex) -> Set<String> {
    guard title.isLocalized else { return [title.text] }
    return Set(index.localization.translations(of: title.text).values.map(\.value)).union([title.text])
  }

  /// A title as the app shows it in its development language.
  static func shown(_ title: TabTitleText, _ index: WorkspaceIndex) -> String {
    title.isLocalized ? PreviewSpec.translation(of: title.text, index: index, language: nil) : title.text
  }
}

// MARK: - Examples

extension TitleRewritesTabRule {
  /// A UIKit tab titled by a key the app translates, and its view controller setting `title` to `value`.
  static func localizedTab(title value: String, marked: Bool = true) -> RuleExample {
    RuleExample(
      "Root.swift",
      """
      final class Root: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let me = ProfileViewController()
          me.tabBarItem = UITabBarItem(title: NSLocalizedString("tab.profile", comment: ""), image: nil, tag: 0)
          viewControllers = [me]
        }
      }
      final class ProfileViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          \(marked ? "↓" : "")title = \(value)
        }
      }
      """,
      workspace: [
        ("en.lproj/Localizable.strings", #""tab.profile" = "Profile"; "profile.title" = "Profile";"#),
        ("de.lproj/Localizable.strings", #""tab.profile" = "Profil"; "profile.title" = "Profil";"#),
      ])
  }

  static let triggeringExamples = [
    localizedTab(title: #""Me""#),
    RuleExample(
      "MessageViewController.m",
      "@implementation MessageViewController\n- (void)viewDidLoad {\n    [super viewDidLoad];\n    ↓self.title = @\"消息\";\n}\n@end\n",
      workspace: [
        (
          "Tabs.m",
          #"NSArray *items = @[ @{ CYLTabBarItemTitle : @"消息" } ]; NSArray *viewControllers = @[ [MessageViewController new] ];"#
        )
      ]),
    RuleExample(
      "Root.swift",
      #"""
      final class Root: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let feed = FeedViewController()
          feed.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 0)
          viewControllers = [feed]
        }
      }
      final class FeedViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          ↓title = "Latest"
        }
      }
      """#),
  ]
  static let nonTriggeringExamples = [
    // A literal the key reads as, and another key that reads the same: the tab keeps its title.
    localizedTab(title: #""Profile""#, marked: false),
    localizedTab(title: #"NSLocalizedString("profile.title", comment: "")"#, marked: false),
    RuleExample(
      "MessageViewController.m",
      "@implementation MessageViewController\n- (void)viewDidLoad {\n    [super viewDidLoad];\n    self.navigationItem.title = @\"消息\";\n}\n@end\n",
      workspace: [
        (
          "Tabs.m",
          #"NSArray *items = @[ @{ CYLTabBarItemTitle : @"消息" } ]; NSArray *viewControllers = @[ [MessageViewController new] ];"#
        )
      ]),
    RuleExample(
      "Root.swift",
      #"""
      final class Root: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let feed = FeedViewController()
          feed.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 0)
          viewControllers = [feed]
        }
      }
      final class FeedViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          title = "Feed"
        }
      }
      """#),
  ]
}
