/// A tab icon with no dark variant.
public enum MissingDarkImageRule: Rule {
  public static let code = "TAB105"
  public static let name = "missing-dark-image"
  public static let defaultSeverity = Severity.warning
  public static let summary = "Tab icon without a Dark Mode variant"
  public static let documentation = """
    In Dark Mode CYLTabBarController looks for a dark icon in this order: an explicit `CYLTabBarItemDarkImage` /
    `CYLTabBarItemSelectedDarkImage`; the image set's Dark appearance (`appearances` with luminosity dark in
    `Contents.json`); an image named `<name>_dark` (the suffix is `cyl_darkImageNameSuffix`, configurable in
    `.tabls.json` as `darkSuffix`). When none exists the light icon is drawn on a dark bar. Items drawn by Lottie
    are checked by TAB107 instead; apps whose Info.plist sets `UIUserInterfaceStyle` to `Light`, or whose sources set
    `window.overrideUserInterfaceStyle` to light, are not checked.

    Fix: add a Dark appearance to the image set, or an image named `<name>_dark`.
    """

  public static func check(_ context: inout RuleContext) {
    let index = context.index
    guard !index.darkModeDisabled, !index.images.images.isEmpty else { return }
    for dictionary in context.scan.dictionaries where !dictionary.isLottie {
      for (key, darkKey) in [(AttributeKey.image, AttributeKey.darkImage), (.selectedImage, .selectedDarkImage)] {
        guard dictionary.entry(darkKey) == nil, let value = dictionary.value(key),
          value.kind == .string || value.kind == .imageObject, let name = value.text, let range = value.textRange,
          let asset = index.images[name], !asset.hasDarkAppearance, index.images[name + index.darkSuffix] == nil
        else { continue }
        context.report(
          self,
          "'\(name)' has no Dark Mode variant: no \(darkKey.name), no dark appearance in its image set, no '\(name + index.darkSuffix)'",
          at: range, fix: "Add a Dark appearance to '\(name)' or an image named '\(name + index.darkSuffix)'.")
      }
    }
  }
}
