import SourceText

/// CYLTabBarController's own badges, set on a tab's view controller by its index: `[tabBarController
/// .viewControllers[1] cyl_showBadgeValue:@"3" animationType:…]`, `cyl_showBadge` (the red dot), and the older
/// `cyl_showTabBadgePoint`; in Swift `viewControllers?[1].cyl_showBadgeValue("3", …)`. A receiver that is not an
/// index into `viewControllers` names no tab tabls can see, so it is left alone.
public struct CYLBadgeCall: Sendable, Equatable {
  /// The tab's index in the bar's view controllers.
  public var tabIndex: Int
  /// What `-cyl_showBadgeWithValue:` is given: "" for the red dot.
  public var value: String
  public var range: SourceRange
}

extension ScanBuilder {
  /// Indices past this are no tab (CYLTabBarController draws at most 5), and are not worth a number.
  private static let largestTabIndex = 64

  /// CYL's badges, their per-tab properties and `CYLBadgeAppearance`, in one walk over the identifiers (a walk
  /// each cost half a percent of `tabls check`), in a file that may have one of their names.
  mutating func collectCYLBadges() {
    guard stream.mayMention(anyOf: Self.badgeNames) else { return }
    var appearance: Int?
    for index in 0..<stream.count where stream.kind(index) == .identifier {
      if stream.textHasPrefix(index, "cyl_") {
        if stream.textHasPrefix(index, "cyl_show") {
          collectCYLBadgeCall(at: index)
        } else {
          collectCYLBadgeSetting(at: index)
        }
      } else if appearance == nil, stream.textEquals(index, "CYLBadgeAppearance") {
        appearance = index
      }
    }
    if let appearance { collectGlobalBadgeAppearance(from: appearance) }
  }

  private mutating func collectCYLBadgeCall(at index: Int) {
    let isDot = stream.textEquals(index, "cyl_showBadge") || stream.textEquals(index, "cyl_showTabBadgePoint")
    let isValue = stream.textEquals(index, "cyl_showBadgeValue") || stream.textEquals(index, "cyl_showBadgeWithValue")
    guard isDot || isValue, let (tab, start) = tabIndex(receiverEndingBefore: index) else { return }
    var value = ""
    if isValue {
      // `:` in Objective-C, `(` in Swift, then a string literal; anything else is not a value tabls knows.
      guard stream.isChar(index + 1, ":") || stream.isChar(index + 1, "("),
        stream.kind(index + 2)?.isStringLiteralKind == true, !stream.tokens[index + 2].hasInterpolation,
        let text = stream.stringValue(index + 2)
      else { return }
      value = text
    }
    let end = isValue ? index + 3 : index + 1
    scan.cylBadges.append(
      CYLBadgeCall(tabIndex: tab, value: value, range: stream.range(of: start..<min(end, stream.count))))
  }

  /// `viewControllers[N]` (Swift: also `viewControllers?[N]`, `viewControllers![N]`, followed by `.`) just
  /// before the selector.
  func tabIndex(receiverEndingBefore selector: Int) -> (index: Int, start: Int)? {
    var close = selector - 1
    if stream.dialect == .swift || stream.isChar(close, ".") {
      guard stream.isChar(close, ".") else { return nil }
      close -= 1
    }
    guard stream.isChar(close, "]"), stream.kind(close - 1) == .number, stream.isChar(close - 2, "[") else {
      return nil
    }
    var name = close - 3
    if stream.isChar(name, "?") || stream.isChar(name, "!") { name -= 1 }
    guard stream.isIdentifier(name, "viewControllers"),
      let number = Int(stream.string(close - 1)), (0...Self.largestTabIndex).contains(number)
    else { return nil }
    return (number, name)
  }
}

extension Token.Kind {
  fileprivate var isStringLiteralKind: Bool { self == .string || self == .objcString }
}
