/// An item image picked by the interface style when the items are built.
enum ImageChosenByStyleRule: Rule {
  static let code = "TAB130"
  static let name = "image-chosen-by-style"
  static let defaultSeverity = Severity.warning
  static let summary = "Tab image chosen by the current interface style when the items are built"
  static let documentation = """
    An image value that picks between two names by the current appearance (`isDarkMode ? @"a_dark" : @"a"`, a
    condition on `userInterfaceStyle`, `darkMode`, `UIUserInterfaceStyleDark`) is evaluated once, when the tab
    bar's items are made: switching Dark Mode later never changes the icon (the library's README, Step 2).

    Fix: give the light image as the value and let the library switch — `CYLTabBarItemDarkImage` where the pinned
    release has it (from the 1.99.66 README on), otherwise a Dark appearance in the image set.
    """

  static let styleWords = ["userInterfaceStyle", "isDarkMode", "darkMode", "UIUserInterfaceStyleDark", "isDark"]

  static func check(_ context: inout RuleContext) {
    for dictionary in context.scan.dictionaries {
      for entry in dictionary.entries where entry.key?.isImage == true {
        let range = entry.value.range
        // A choice of two names is a short expression: a long value (a dictionary nested in its place) is not
        // searched, which kept the rule linear in the file.
        guard entry.value.kind != .dictionary, range.end - range.start <= 2_048,
          range.start >= 0, range.end <= context.bytes.count, range.start < range.end,
          context.bytes[range.start..<range.end].contains(UInt8(ascii: "?"))  // bytes first: most values have none
        else { continue }
        let text = String(decoding: context.bytes[range.start..<range.end], as: UTF8.self)
        guard styleWords.contains(where: text.contains) else { continue }
        let fix =
          context.index.libraryHasDarkKeys
          ? "Pass the light image and add \(entry.key == .selectedImage ? "CYLTabBarItemSelectedDarkImage" : "CYLTabBarItemDarkImage") with the dark one."
          : "Pass the light image and give its image set a Dark appearance (CYLTabBarController \(context.index.libraryVersion) has no dark keys)."
        context.report(
          self,
          "this image is chosen by the interface style when the items are built; it will not follow a later switch "
            + "to or from Dark Mode",
          at: range, fix: fix)
      }
    }
  }
}

// MARK: - Examples

extension ImageChosenByStyleRule {
  static let triggeringExamples = [
    RuleExample(
      "Tabs.swift",
      #"let items: [[String: Any]] = [[CYLTabBarItemImage: ↓traitCollection.userInterfaceStyle == .dark ? "home_dark" : "home"]]"#
    ),
    RuleExample(
      "Tabs.m", #"NSArray *items = @[ @{ CYLTabBarItemSelectedImage : ↓isDarkMode ? @"home_on_dark" : @"home_on" } ];"#),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "Tabs.swift", #"let items: [[String: Any]] = [[CYLTabBarItemImage: "home", CYLTabBarItemDarkImage: "home_dark"]]"#
    ),
    RuleExample("Tabs.m", #"NSArray *items = @[ @{ CYLTabBarItemImage : isVIP ? @"vip" : @"home" } ];"#),
  ]
}
