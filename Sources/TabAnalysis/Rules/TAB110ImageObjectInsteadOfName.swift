/// A UIImage object where the library wants an image name.
enum ImageObjectInsteadOfNameRule: Rule {
  static let code = "TAB110"
  static let name = "image-object-instead-of-name"
  static let defaultSeverity = Severity.information
  static let summary = "UIImage object passed where an image name keeps the original colours"
  static let documentation = """
    The image keys accept a name or a UIImage. Given a name, CYLTabBarController loads the image itself, keeps
    its original colours (the library's README, issue #465) and finds its dark variant; a UIImage object is used
    as it is, with whatever rendering mode it was created with, and the dark lookup by name cannot happen.

    Fix: pass the name. Example: `[UIImage imageNamed:@"home"]` → `@"home"`.
    """

  static func check(_ context: inout RuleContext) {
    for dictionary in context.scan.dictionaries {
      for entry in dictionary.entries where entry.key?.isImage == true && entry.value.kind == .imageObject {
        guard let name = entry.value.text else { continue }
        // Releases before the 1.99.66 README have no dark lookup by name to skip.
        let skips = context.index.libraryHasDarkKeys ? " and skips the dark lookup" : ""
        context.report(
          self, "a UIImage object here keeps its own rendering mode\(skips); pass the name '\(name)'",
          at: entry.value.range, fix: "Pass the image name.", replacement: context.stringLiteral(name))
      }
    }
  }
}

// MARK: - Examples

extension ImageObjectInsteadOfNameRule {
  static let triggeringExamples = [
    RuleExample("Tabs.m", #"NSArray *items = @[ @{ CYLTabBarItemImage : ↓[UIImage imageNamed:@"home"] } ];"#),
    RuleExample(
      "Tabs.swift", #"let items: [[String: Any]] = [[CYLTabBarItemSelectedImage: ↓UIImage(named: "home_on") as Any]]"#),
  ]
  static let nonTriggeringExamples = [
    RuleExample("Tabs.m", #"NSArray *items = @[ @{ CYLTabBarItemImage : @"home" } ];"#),
    RuleExample("Tabs.swift", #"let items: [[String: Any]] = [[CYLTabBarItemSelectedImage: "home_on"]]"#),
  ]
}
