/// An attribute key the CYLTabBarController release the app pins does not have.
enum KeyNewerThanPinnedVersionRule: Rule {
  static let code = "TAB127"
  static let name = "key-newer-than-pinned-version"
  static let defaultSeverity = Severity.error
  static let summary = "Attribute key that the pinned CYLTabBarController release does not have"
  static let documentation = """
    The app pins a CYLTabBarController release (`Podfile.lock`, `Package.resolved` or `Cartfile.resolved`) older
    than the one that brought the key, so the library silently ignores it: the dark image, identifier or Lottie
    setting never takes effect. Which release brought each key is read from the library's tags; the dark keys
    (`CYLTabBarItemDarkImage`, `…SelectedDarkImage`, `CYLTabBarLottieDark…`) and `CYLTabBarItemIdentifier` are in
    no tagged release up to 1.99.45 and are documented from the 1.99.66 README on. With no lock file the newest
    documented release is assumed and nothing is reported.

    Fix: update the library to the release named, or drop the key (for Dark Mode, give the image set a Dark
    appearance instead: every release draws it).
    """

  static func check(_ context: inout RuleContext) {
    guard let pinned = context.index.pinnedVersion else { return }
    for dictionary in context.scan.dictionaries {
      for entry in dictionary.entries {
        guard let key = entry.key, pinned.version < key.since.version else { continue }
        context.report(
          self,
          "\(key.name) arrived with \(key.since); this app pins CYLTabBarController \(pinned.version) "
            + "(\(PathName.lastComponent(of: pinned.path))), which ignores it",
          at: entry.keyRange,
          fix: key.isImage || key.isLottieDark
            ? "Update CYLTabBarController, or give the image set a Dark appearance (every release draws it)."
            : "Update CYLTabBarController to \(key.since.version) or later, or remove the key.")
      }
    }
  }
}

// MARK: - Examples

extension KeyNewerThanPinnedVersionRule {
  static let triggeringExamples = [
    RuleExample(
      "Tabs.m", #"NSArray *items = @[ @{ CYLTabBarItemTitle : @"Pond", ↓CYLTabBarLottieURL : url } ];"#,
      workspace: [RuleExample.podfileLock("1.20.0")]),
    RuleExample(
      "Tabs.m",
      #"NSArray *items = @[ @{ CYLTabBarItemImage : @"home", ↓CYLTabBarItemImagePositionAdjustment : offset } ];"#,
      workspace: [RuleExample.podfileLock("1.29.2")]),
  ]
  static let nonTriggeringExamples = [
    RuleExample(
      "Tabs.m", #"NSArray *items = @[ @{ CYLTabBarItemTitle : @"Pond", CYLTabBarLottieURL : url } ];"#,
      workspace: [RuleExample.podfileLock("1.29.2")]),
    RuleExample(
      "Tabs.m",
      #"NSArray *items = @[ @{ CYLTabBarItemImage : @"home", CYLTabBarItemImagePositionAdjustment : offset } ];"#),
  ]
}
