/// A tab icon with no dark variant.
enum MissingDarkImageRule: Rule {
  static let code = "TAB105"
  static let name = "missing-dark-image"
  static let defaultSeverity = Severity.warning
  static let summary = "Tab icon without a Dark Mode variant"
  static let documentation = """
    In Dark Mode CYLTabBarController looks for a dark icon in this order: an explicit `CYLTabBarItemDarkImage` /
    `CYLTabBarItemSelectedDarkImage`; the image set's Dark appearance (`appearances` with luminosity dark in
    `Contents.json`); an image named `<name>_dark` (the suffix is `cyl_darkImageNameSuffix`, configurable in
    `.tabls.json` as `darkSuffix`). When none exists the light icon is drawn on a dark bar. Items drawn by Lottie
    are checked by TAB107 instead; apps whose Info.plist sets `UIUserInterfaceStyle` to `Light`, or whose sources set
    `window.overrideUserInterfaceStyle` to light, are not checked. The suffix lookup and the dark keys arrived with the
    1.99.66 README: for an app that pins an older release (its lock file), only an image set's Dark appearance
    counts, and the advice is that one.

    UIKit items (`UITabBarItem`, storyboard `<tabBarItem>`, the items of A. Dorgans' `SystemTabBar` and of
    sunimp/TabBar) are drawn as templates, tinted for the current appearance, so they need no dark variant and are
    only checked when the image is drawn as it is: `.withRenderingMode(.alwaysOriginal)` in the code, or
    `"template-rendering-intent": "original"` in the image set. For those only an image set's Dark appearance
    gives a dark icon.

    Fix: add a Dark appearance to the image set, or an image named `<name>_dark`. When the catalog already has a
    dark-looking twin under another suffix (`<name>_night`, `<name>Dark`, …), the quick fix adds
    `CYLTabBarItemDarkImage` (or `CYLTabBarItemSelectedDarkImage`) naming it.
    """

  static func check(_ context: inout RuleContext) {
    guard !context.index.darkModeDisabled, !context.index.images.images.isEmpty else { return }
    checkOriginalUIKitImages(&context)
    for dictionary in context.scan.dictionaries where !dictionary.isLottie {
      for (key, darkKey) in [(AttributeKey.image, AttributeKey.darkImage), (.selectedImage, .selectedDarkImage)] {
        guard dictionary.entryIndex(darkKey) == nil, let value = dictionary.value(key),
          value.kind == .string || value.kind == .imageObject, let name = value.text, let range = value.textRange,
          let asset = context.index.images[name], !asset.hasDarkAppearance
        else { continue }
        guard context.index.libraryHasDarkKeys else {
          // Before the 1.99.66 README neither `<name>_dark` nor the dark keys exist: only a Dark appearance.
          context.report(
            self,
            "'\(name)' has no Dark Mode variant: CYLTabBarController \(context.index.libraryVersion) (\(context.index.libraryVersionSource)) "
              + (asset.isLoose
                ? "draws only an image set's Dark appearance, and a loose image file has none"
                : "draws only an image set's Dark appearance, and its image set has none"),
            at: range,
            fix: asset.isLoose
              ? "Move '\(name)' into an asset catalog image set with a Dark appearance."
              : "Add a Dark appearance to the '\(name)' image set.")
          continue
        }
        let darkName = name + context.index.darkSuffix
        guard !context.index.images.contains(darkName) else { continue }
        // Only `darkSuffix` is looked up by the library: a twin under another suffix needs naming.
        let twin = context.index.images.darkTwins(of: name).first { $0 != darkName }
        guard let twin else {
          let appearance =
            asset.isLoose ? "a loose image file with no dark appearance" : "no dark appearance in its image set"
          context.report(
            self, "'\(name)' has no Dark Mode variant: no \(darkKey.name), \(appearance), no '\(darkName)'",
            at: range,
            fix: asset.isLoose
              ? "Add an image named '\(darkName)', or move '\(name)' into an image set with a Dark appearance."
              : "Add a Dark appearance to '\(name)' or an image named '\(darkName)'.")
          continue
        }
        // The value stays; the dark key follows it on a line of its own, indented like the entry.
        let separator = context.scan.dialect == .swift ? ": " : " : "
        let pair =
          context.stringLiteral(name) + ",\n" + indentation(of: range.start, in: context.bytes) + darkKey.name
          + separator
          + context.stringLiteral(twin)
        context.report(
          self,
          "'\(name)' has no Dark Mode variant the library finds, but the catalog has '\(twin)': name it with \(darkKey.name)",
          at: range, fix: "Add \(darkKey.name) : '\(twin)'.", replacement: pair)
      }
    }
  }

  /// Items the library draws through UIKit: only original-rendered images need a Dark appearance.
  static func checkOriginalUIKitImages(_ context: inout RuleContext) {
    for item in context.model.items where item.dictionary == nil && !item.isDeclaredElsewhere {
      for image in item.images where image.role == .normal || image.role == .selected {
        // A generated symbol (`UIImage(resource: .tabHome)`, `Asset.tabHome.image`) is found by the compiler; its
        // set's dark appearance is still this rule's.
        let found: ImageAsset? =
          switch image.source {
          case .named: context.index.images[image.name]
          case .assetSymbol: context.index.images.asset(forSymbol: image.name)
          case .moduleBundle: context.index.images(inModuleOf: context.path)?[image.name]
          default: nil
          }
        guard let asset = found, !asset.hasDarkAppearance else { continue }
        let original = image.rendering == .original || (image.rendering == .asImageSetSays && asset.rendersAsOriginal)
        guard original else { continue }
        let how =
          image.rendering == .original
          ? "is drawn with .alwaysOriginal" : "is drawn as an original (its image set's template-rendering-intent)"
        // A loose file (`tab_home@2x.png`) has no appearances at all: only an image set can carry a dark one.
        let why = asset.isLoose ? "it is a loose image file, not an image set" : "its image set has no dark appearance"
        let fix =
          asset.isLoose
          ? "Move '\(image.name)' into an asset catalog with a Dark appearance, or let UIKit draw it as a template."
          : "Add a Dark appearance to '\(image.name)', or let UIKit draw it as a template."
        context.report(
          self, "'\(image.name)' \(how) and has no Dark Mode variant: \(why)", at: image.range, fix: fix)
      }
    }
  }

  /// The leading spaces and tabs of the line that holds `offset`.
  static func indentation(of offset: Int, in bytes: [UInt8]) -> String {
    var start = min(offset, bytes.count)
    while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}

// MARK: - Examples

extension MissingDarkImageRule {
  static let triggeringExamples = [
    RuleExample(
      "Tabs.m", #"NSArray *items = @[ @{ CYLTabBarItemTitle : @"Messages", CYLTabBarItemImage : ↓@"message" } ];"#,
      workspace: [RuleExample.imageSet("message")]),
    RuleExample(
      "Root.swift",
      #"""
      let feed = FeedViewController()
      feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(named: ↓"feed")?.withRenderingMode(.alwaysOriginal), tag: 0)
      tabs.viewControllers = [feed]
      """#, workspace: [RuleExample.imageSet("feed")]),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "Tabs.m",
      #"NSArray *items = @[ @{ CYLTabBarItemImage : @"home" }, @{ CYLTabBarItemImage : @"mine" } ];"#,
      workspace: [
        RuleExample.imageSet("home", dark: true), RuleExample.imageSet("mine"), RuleExample.imageSet("mine_dark"),
      ]),
    RuleExample(
      "Root.swift",
      #"""
      let feed = FeedViewController()
      feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(named: "feed"), tag: 0)
      tabs.viewControllers = [feed]
      """#, workspace: [RuleExample.imageSet("feed")]),
  ]
}
