/// `self.title = …` in a tab's view controller: it rewrites the tab's title too.
public enum TitleRewritesTabRule: Rule {
  public static let code = "TAB131"
  public static let name = "title-rewrites-tab"
  public static let defaultSeverity = Severity.warning
  public static let summary = "self.title set in a tab's view controller (the tab's title changes and flickers)"
  public static let documentation = """
    UIKit mirrors a view controller's `title` into its `tabBarItem`: setting `self.title` in the class of a
    CYLTabBarController tab (the class instantiated in its `viewControllers`, directly or as a navigation
    controller's root) replaces the title the attribute dictionary gave the tab, and it flickers when the
    controller loads (the library's FAQ, #258).

    Fix (quick fix): set `self.navigationItem.title` instead, which titles only the navigation bar.
    """

  public static func check(_ context: inout RuleContext) {
    let tabs = context.index.tabViewControllerClasses.union(context.scan.tabViewControllerClasses)
    guard !tabs.isEmpty else { return }
    for assignment in context.scan.titleAssignments where tabs.contains(assignment.className) {
      context.report(
        self,
        "\(assignment.className) is a tab's view controller: setting its title also rewrites the tab's title, which "
          + "flickers; set navigationItem.title",
        at: assignment.range, fix: "Use self.navigationItem.title.", replacement: "self.navigationItem.title")
    }
  }
}
