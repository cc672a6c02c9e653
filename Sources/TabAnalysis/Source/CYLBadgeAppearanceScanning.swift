import SourceText

/// One of CYLTabBarController's badge properties, set on a tab's view controller by its index before its badge is
/// shown: CYL's README sets `[self.viewControllers[4] cyl_setBadgeBackgroundColor:…]`, `cyl_setBadgeCenterOffset:`
/// and `cyl_setBadgeRadius:`; the properties behind them are layout.md §6's radius, margin, corner radius,
/// maximum number, centre offset, font and colours. Swift sets them as properties
/// (`viewControllers?[4].cyl_badgeRadius = 5`) or with the same setters.
public struct CYLBadgeSetting: Sendable, Equatable {
  public var tabIndex: Int
  /// The one property this statement sets; the others nil.
  public var appearance: CYLBadgeAppearance
  public var range: SourceRange
}

extension ScanBuilder {
  /// Every name the badge readers act at: the `cyl_show…` calls, each per-tab property's setter and accessor
  /// (its first letter in either case, as `BadgeProperty(name:)` reads it), and `CYLBadgeAppearance`, where the
  /// shared appearance's settings start.
  static let badgeNames = IdentifierFilter.Names(
    ["cyl_showBadge", "cyl_showTabBadgePoint", "cyl_showBadgeValue", "cyl_showBadgeWithValue", "CYLBadgeAppearance"]
      + BadgeProperty.allCases.flatMap { property in
        let name = property.rawValue
        let lowered = name.prefix(1).lowercased() + name.dropFirst()
        return ["cyl_setBadge", "cyl_badge"].flatMap { [$0 + name, $0 + lowered] }
      })

  /// What follows `cyl_setBadge` or `cyl_badge`. `BgColor` is the spelling of the badge code CYL's was taken from.
  private enum BadgeProperty: String, CaseIterable {
    case backgroundColor = "BackgroundColor"
    case bgColor = "BgColor"
    case textColor = "TextColor"
    case font = "Font"
    case centerOffset = "CenterOffset"
    case radius = "Radius"
    case margin = "Margin"
    case cornerRadius = "CornerRadius"
    case maximumNumber = "MaximumBadgeNumber"

    /// A property's name after its prefix, its first letter in either case (`Radius`, `radius`).
    init?(name: Substring) {
      guard let first = name.first else { return nil }
      self.init(rawValue: first.uppercased() + name.dropFirst())
    }
  }

  /// Sizes past these are typos, not badges; they are clamped so no arithmetic on them can trap.
  private static let largestBadgeLength = 200.0
  private static let largestOffset = 1000.0
  private static let largestMaximum = 1_000_000.0

  /// A per-tab property set by the `cyl_` identifier at `index`, if it is one.
  mutating func collectCYLBadgeSetting(at index: Int) {
    guard let (property, value) = badgeProperty(at: index, prefixes: ("cyl_setBadge", "cyl_badge")),
      let (tab, start) = tabIndex(receiverEndingBefore: index),
      let appearance = appearance(setting: property, to: trimmed(value))
    else { return }
    scan.cylBadgeSettings.append(
      CYLBadgeSetting(
        tabIndex: tab, appearance: appearance,
        range: stream.range(of: start..<min(max(value.upperBound, index + 1), stream.count))))
  }

  /// The newest README's `CYLBadgeAppearance` sets the same properties for every badge (layout.md §6). No source
  /// tabls follows gives its accessor or property names, so any receiver that reaches `CYLBadgeAppearance` (or a
  /// variable made from it) counts, and a property counts by the per-tab names without their `cyl_` prefix, with
  /// or without `badge`: `appearance.badgeRadius = 5`, `[[CYLBadgeAppearance sharedAppearance] setBadgeMargin:6]`.
  /// `mention` is the first `CYLBadgeAppearance` of the file.
  mutating func collectGlobalBadgeAppearance(from mention: Int) {
    let variables = variables(madeFrom: ["CYLBadgeAppearance"], prefix: "CYLBadgeAppearance", from: mention)
    func isAppearance(_ chain: [String]) -> Bool {
      chain.contains("CYLBadgeAppearance") || chain.first.map(variables.contains) == true
    }
    for index in mention..<stream.count where stream.kind(index) == .identifier {
      let isSetter = stream.textHasPrefix(index, "set")
      guard isSetter || stream.isChar(index - 1, "."),
        let (property, value) = badgeProperty(at: index, prefixes: ("setBadge", "badge"))
          ?? badgeProperty(at: index, prefixes: ("set", ""))
      else { continue }
      let chain: [String]
      if isSetter, stream.isChar(index + 1, ":"), let opener = enclosingOpener(of: index) {
        chain = ((opener + 1)..<index).filter { stream.kind($0) == .identifier }.map { stream.string($0) }
      } else {
        chain = receiverChain(endingAt: index - 2)
      }
      guard isAppearance(chain), let appearance = appearance(setting: property, to: trimmed(value)) else { continue }
      scan.cylBadgeAppearance = scan.cylBadgeAppearance.overridden(by: appearance)
    }
  }

  /// The property a setter message (`[vc cyl_setBadgeRadius:5]`, `vc.cyl_setBadgeRadius(5)`) or an assignment
  /// (`vc.cyl_badgeRadius = 5`) at `index` sets, and its value's tokens: the setter's and the property's prefixes.
  private func badgeProperty(at index: Int, prefixes: (setter: String, property: String)) -> (
    BadgeProperty, Range<Int>
  )? {
    let name = stream.string(index)
    if name.hasPrefix(prefixes.setter) {
      guard let property = BadgeProperty(name: name.dropFirst(prefixes.setter.count)) else { return nil }
      if stream.isChar(index + 1, ":"), let opener = enclosingOpener(of: index), stream.isChar(opener, "[") {
        return (property, (index + 2)..<max(index + 2, min(stream.match[opener], stream.count)))
      }
      if stream.dialect == .swift, stream.isChar(index + 1, "(") {
        return (property, (index + 2)..<max(index + 2, min(stream.match[index + 1], stream.count)))
      }
      return nil
    }
    guard name.hasPrefix(prefixes.property), stream.isChar(index - 1, "."), stream.isChar(index + 1, "="),
      isPlainAssignment(index + 1),
      let property = BadgeProperty(name: name.dropFirst(prefixes.property.count))
    else { return nil }
    return (property, (index + 2)..<max(index + 2, valueEnd(from: index + 2)))
  }

  /// An appearance with the one property `value` sets; nil when tabls cannot read the value.
  private func appearance(setting property: BadgeProperty, to value: Range<Int>) -> CYLBadgeAppearance? {
    guard !value.isEmpty else { return nil }
    var appearance = CYLBadgeAppearance()
    let length = { (lowest: Double) in self.scalar(in: value).map { min(max($0, lowest), Self.largestBadgeLength) } }
    switch property {
    case .backgroundColor, .bgColor: appearance.backgroundColor = sourceText(value)
    case .textColor: appearance.textColor = sourceText(value)
    case .font:
      guard let size = fontSize(in: value) else { return nil }
      appearance.fontSize = size
      appearance.fontIsBold = isBold(value)
    case .centerOffset: appearance.centerOffset = point(in: value)
    case .radius: appearance.radius = length(0)
    case .margin: appearance.margin = length(-Self.largestBadgeLength)
    case .cornerRadius: appearance.cornerRadius = length(0)
    case .maximumNumber:
      appearance.maximumNumber = scalar(in: value).map { Int(min(max($0, 0), Self.largestMaximum)) }
    }
    return appearance == CYLBadgeAppearance() ? nil : appearance
  }

  /// A number, negated, or a quotient of two (`11/2`, which Objective-C divides as integers: 5).
  private func scalar(in span: Range<Int>) -> Double? {
    let values = numbers(in: span)
    let numberCount = span.filter { stream.kind($0) == .number }.count
    let negated = stream.isChar(span.lowerBound, "-") ? 1 : 0
    if numberCount == 1, span.count == 1 + negated { return values.first.flatMap(finite) }
    guard numberCount == 2, values.count == 2, let slash = span.first(where: { stream.isChar($0, "/") }),
      span.count == 3 + negated + (stream.isChar(slash + 1, "-") ? 1 : 0), values[1] != 0
    else { return nil }
    let integers = stream.dialect == .objectiveC && span.allSatisfy { stream.kind($0) != .number || isInteger($0) }
    return finite(integers ? (values[0] / values[1]).rounded(.towardZero) : values[0] / values[1])
  }

  private func isInteger(_ index: Int) -> Bool { !stream.string(index).contains { ".eEfF".contains($0) } }

  private func finite(_ value: Double) -> Double? { value.isFinite ? value : nil }

  /// `CGPointMake(-5, 3)`, `CGPoint(x: -5, y: 3)`, `CGPointZero`, `.zero`.
  private func point(in span: Range<Int>) -> Point? {
    if span.contains(where: { stream.isIdentifier($0, "CGPointZero") || stream.isIdentifier($0, "zero") }) {
      return Point(0, 0)
    }
    let values = numbers(in: span).compactMap(finite).map { min(max($0, -Self.largestOffset), Self.largestOffset) }
    return values.count == 2 ? Point(values[0], values[1]) : nil
  }

  /// A bold font: `boldSystemFontOfSize:`, a bold, heavy or black weight, or a font name that says so.
  func isBold(_ span: Range<Int>) -> Bool {
    span.contains { index in
      let text = stream.string(index)
      return [
        "boldSystemFont", "boldSystemFontOfSize", "bold", "heavy", "black", "UIFontWeightBold",
        "UIFontWeightHeavy", "UIFontWeightBlack",
      ].contains(text)
        || ((stream.kind(index) == .string || stream.kind(index) == .objcString)
          && (text.contains("Bold") || text.contains("Heavy")))
    }
  }
}
