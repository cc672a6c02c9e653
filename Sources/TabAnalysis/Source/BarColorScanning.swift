/// The colours a tab bar is drawn in, as the code sets them: UIColor expressions as written, which previews
/// evaluate for the appearance they draw (`UIColorExpression`).
public struct BarColors: Sendable, Equatable {
  public enum Role: Int, CaseIterable, Sendable {
    /// `tabBar.tintColor`, `selected.iconColor`: the selected item's icon (and title, unless set apart).
    case selected
    /// `unselectedItemTintColor`, `normal.iconColor`.
    case unselected
    /// `setTitleTextAttributes:… forState:UIControlStateSelected`, `selected.titleTextAttributes`.
    case selectedTitle
    case unselectedTitle
    /// `barTintColor`, the bar's or a `UITabBarAppearance`'s `backgroundColor`.
    case background
    /// `badgeBackgroundColor` of an item appearance.
    case badge
    /// A `UITabBarAppearance`'s `shadowColor`: the line along the bar's top.
    case hairline

    /// What the colour paints, for messages.
    public var name: String {
      switch self {
      case .selected: return "selected item"
      case .unselected: return "unselected item"
      case .selectedTitle: return "selected title"
      case .unselectedTitle: return "unselected title"
      case .background: return "bar background"
      case .badge: return "badge"
      case .hairline: return "top line"
      }
    }
  }

  /// By `Role.rawValue`; nil where the code sets nothing.
  public private(set) var expressions = [String?](repeating: nil, count: Role.allCases.count)
  /// The code says how the bar looks at its scroll edge (`scrollEdgeAppearance`, SwiftUI's
  /// `.toolbarBackground(.visible, for: .tabBar)`). Without it, iOS 15 to 18 draw a UIKit or SwiftUI bar whose
  /// content ends above it (the usual first screen) with no background and no top line.
  public var setsScrollEdgeLook = false

  public init() {}

  public subscript(role: Role) -> String? {
    get { expressions[role.rawValue] }
    set { expressions[role.rawValue] = newValue }
  }

  /// These colours, with `other`'s where these have none.
  public func filling(from other: BarColors) -> BarColors {
    var result = self
    for role in Role.allCases where result[role] == nil { result[role] = other[role] }
    result.setsScrollEdgeLook = setsScrollEdgeLook || other.setsScrollEdgeLook
    return result
  }
}

/// Reads `BarColors` from the assignments and messages UIKit apps use, in either dialect:
/// `tabBar.tintColor = …`, `UITabBar.appearance().unselectedItemTintColor = …`, `[[UITabBar appearance]
/// setBarTintColor:…]`, a `UITabBarAppearance`'s `backgroundColor` and its item appearances' `iconColor`,
/// `badgeBackgroundColor` and `titleTextAttributes`, `configureWithTransparentBackground()` (no background, no top
/// line), and `setTitleTextAttributes:forState:` on tab bar items
/// (a dictionary literal, or a variable filled with `attributes[NSForegroundColorAttributeName] = …`). The last
/// assignment of a role in the file wins, as at run time.
extension ScanBuilder {
  /// Objective-C setters and the property each sets.
  private static let setters = [
    "setTintColor": "tintColor", "setUnselectedItemTintColor": "unselectedItemTintColor",
    "setBarTintColor": "barTintColor", "setBackgroundColor": "backgroundColor",
    "setBackgroundImage": "backgroundImage", "setShadowImage": "shadowImage",
  ]

  /// Every name the reader acts at: the properties `role(of:)` and `BarImages` know, their setters, and the
  /// appearance calls it reads. A file with none of them sets no colour of a tab bar.
  static let names = IdentifierFilter.Names(
    [
      "tintColor", "unselectedItemTintColor", "barTintColor", "backgroundColor", "iconColor", "titleTextAttributes",
      "badgeBackgroundColor", "shadowColor", "backgroundImage", "shadowImage", "configureWithTransparentBackground",
      "configureWithOpaqueBackground", "configureWithDefaultBackground", "setTitleTextAttributes",
      "scrollEdgeAppearance", "setScrollEdgeAppearance", "toolbarBackground",
    ] + setters.keys.sorted())

  mutating func collectBarColors() {
    guard stream.mayMention(anyOf: Self.names) else { return }
    let appearances = variables(madeFrom: ["UITabBarAppearance", "UITabBarItemAppearance"])
    let items = variables(madeFrom: ["UITabBarItem"])
    for index in 0..<stream.count where stream.kind(index) == .identifier {
      if stream.textEquals(index, "scrollEdgeAppearance") || stream.textEquals(index, "setScrollEdgeAppearance") {
        scan.barColors.setsScrollEdgeLook = true
      } else if stream.textEquals(index, "toolbarBackground"), stream.isChar(index + 1, "("),
        ((index + 2)..<min(stream.match[index + 1], stream.count)).contains(where: { stream.isIdentifier($0, "tabBar") }
        )
      {
        scan.barColors.setsScrollEdgeLook = true
      } else if stream.isChar(index - 1, "."), stream.isChar(index + 1, "="), isPlainAssignment(index + 1) {
        // The value is found only for an assignment that sets a colour or image: most assignments set neither.
        let property = stream.string(index)
        let chain = receiverChain(endingAt: index - 2)
        if BarImages.isProperty(property) {
          readBarImage(
            property, of: chain, appearances: appearances, value: trimmed((index + 2)..<valueEnd(from: index + 2)))
          continue
        }
        guard let role = role(of: property, chain: chain, appearances: appearances) else { continue }
        let value = trimmed((index + 2)..<valueEnd(from: index + 2))
        if role == .selectedTitle || role == .unselectedTitle {
          readTitleAttributes(value, role: role)
        } else if let text = sourceText(value) {
          scan.barColors[role] = text
        }
      } else if stream.isChar(index + 1, ":"), stream.textHasPrefix(index, "set"),
        let setter = Self.setters[stream.string(index)], let opener = enclosingOpener(of: index),
        stream.isChar(opener, "[")
      {
        let chain = ((opener + 1)..<index).filter { stream.kind($0) == .identifier }.map { stream.string($0) }
        let value = trimmed((index + 2)..<min(stream.match[opener], stream.count))
        if BarImages.isProperty(setter) {
          readBarImage(setter, of: chain, appearances: appearances, value: value)
          continue
        }
        guard let role = role(of: setter, chain: chain, appearances: appearances), let text = sourceText(value)
        else { continue }
        scan.barColors[role] = text
      } else if stream.textEquals(index, "configureWithTransparentBackground")
        || stream.textEquals(index, "configureWithOpaqueBackground")
        || stream.textEquals(index, "configureWithDefaultBackground")
      {
        // `look.configureWithTransparentBackground()` / `[look configure…]`: no background and no top line (the
        // scroll-edge look of iOS 15+); the other two bring the system's back.
        let receiver = stream.isChar(index - 1, ".") ? index - 2 : index - 1
        guard stream.isIdentifier(receiver), appearances.contains(stream.string(receiver)) else { continue }
        let transparent = stream.textEquals(index, "configureWithTransparentBackground")
        scan.barColors[.background] = transparent ? "UIColor.clear" : nil
        scan.barColors[.hairline] = transparent ? "UIColor.clear" : nil
      } else if stream.textEquals(index, "setTitleTextAttributes") {
        if let (role, dictionary) = titleAttributes(at: index, items: items) {
          readTitleAttributes(dictionary, role: role)
        }
      }
    }
  }

  /// A title-attributes dictionary's foreground colour (for `role`) and font size.
  private mutating func readTitleAttributes(_ dictionary: Range<Int>, role: BarColors.Role) {
    if let value = attribute(["NSForegroundColorAttributeName", "foregroundColor"], in: dictionary) {
      scan.barColors[role] = sourceText(value)
    }
    if let value = attribute(["NSFontAttributeName", "font"], in: dictionary), let size = fontSize(in: value) {
      scan.titleFontSize = size
      scan.titleFontIsBold = isBold(value)
    }
  }

  /// The point size of a UIFont expression: `[UIFont systemFontOfSize:12]`, `.systemFont(ofSize: 12, weight: …)`,
  /// `UIFont(name: "…", size: 12)`, `[UIFont fontWithName:@"…" size:12]`; 1–64 pt.
  func fontSize(in span: Range<Int>) -> Double? {
    for index in span where stream.kind(index) == .identifier {
      guard
        stream.textEquals(index, "size") || stream.textEquals(index, "ofSize")
          || stream.string(index).hasSuffix("OfSize"),
        stream.isChar(index + 1, ":"), let size = numbers(in: (index + 2)..<(index + 3)).first
      else { continue }
      return (1...64).contains(size) ? size : nil
    }
    return nil
  }

  /// Which colour an assignment to `property` of the receiver `chain` sets, if it is a tab bar's.
  private func role(of property: String, chain: [String], appearances: Set<String>) -> BarColors.Role? {
    let last = chain.last ?? ""
    let isBar = Self.isTabBar(chain)
    let isBarAppearance = chain.count == 1 && appearances.contains(last)
    let state: (selected: BarColors.Role, normal: BarColors.Role)?
    // The stacked layout is the one a portrait iPhone shows (inline and compact-inline are for wide bars).
    let otherLayout = chain.contains { $0.hasSuffix("LayoutAppearance") && $0 != "stackedLayoutAppearance" }
    let isItemAppearance =
      !otherLayout && (chain.contains("stackedLayoutAppearance") || chain.first.map(appearances.contains) == true)
    switch property {
    case "tintColor": return isBar ? .selected : nil
    case "unselectedItemTintColor": return isBar ? .unselected : nil
    case "barTintColor": return isBar ? .background : nil
    case "backgroundColor": return isBar || isBarAppearance ? .background : nil
    case "iconColor": state = (.selected, .unselected)
    case "titleTextAttributes": state = (.selectedTitle, .unselectedTitle)
    case "badgeBackgroundColor": state = (.badge, .badge)
    case "shadowColor": return isBarAppearance ? .hairline : nil
    default: return nil
    }
    guard let state, isItemAppearance else { return nil }
    if last == "selected" { return state.selected }
    return last == "normal" ? state.normal : nil
  }

  /// `tabBar`, `self.tabBarController.tabBar`, `UITabBar.appearance()`, `[UITabBar appearance]`.
  static func isTabBar(_ chain: [String]) -> Bool {
    let last = chain.last ?? ""
    return last.lowercased().hasSuffix("tabbar") || (last == "appearance" && chain.dropLast().last == "UITabBar")
  }

  /// The identifiers of the receiver that ends at `end`: `self.tabBar`, `UITabBar.appearance()`,
  /// `[UITabBar appearance]`, `appearance.stackedLayoutAppearance.selected` (call arguments are left out).
  func receiverChain(endingAt end: Int) -> [String] {
    var names: [String] = []
    var index = end
    while index >= 0, names.count < 16 {
      if stream.kind(index) == .identifier {
        names.append(stream.string(index))
        // A Swift statement begins on its own line (the line before may end in a call: `configure…()`).
        if stream.dialect == .swift, stream.startsLine(index) { break }
        index -= 1
      } else if stream.isChar(index, ".") || stream.isChar(index, "?") || stream.isChar(index, "!") {
        index -= 1
      } else if let opener = enclosingOpener(of: index), stream.match[opener] == index {
        if stream.isChar(index, "]"), stream.dialect == .objectiveC {
          names += ((opener + 1)..<index).filter { stream.kind($0) == .identifier }.map { stream.string($0) }
            .reversed()
        } else if !stream.isChar(index, ")") {
          break
        }
        index = opener - 1
      } else {
        break
      }
    }
    return names.reversed()
  }

  /// Variables made from one of `classes`, from token `start` on: `X()`, `X.appearance()`, `[[X alloc] init]`,
  /// `[X appearance]`. `prefix` is one the classes share.
  func variables(madeFrom classes: Set<String>, prefix: String = "UITabBar", from start: Int = 0) -> Set<String> {
    var names = Set<String>()
    guard classes.contains(where: { stream.mayMention($0) }) else { return names }
    // Every class shares `prefix`: one prefix test rejects nearly every identifier.
    for index in start..<stream.count
    where stream.kind(index) == .identifier && stream.textHasPrefix(index, prefix)
      && classes.contains(where: { stream.textEquals(index, $0) })
    {
      var equals = index - 1
      while equals > index - 4, equals >= 0, stream.isChar(equals, "[") { equals -= 1 }
      guard stream.isChar(equals, "="), stream.isIdentifier(equals - 1) else { continue }
      names.insert(stream.string(equals - 1))
    }
    return names
  }

  /// `[item setTitleTextAttributes:D forState:UIControlStateSelected]`, `item.setTitleTextAttributes(D, for:
  /// .normal)` on a tab bar item (`UITabBarItem.appearance()`, `tabBarItem`): the role of D's colour, and D.
  private func titleAttributes(at index: Int, items: Set<String>) -> (BarColors.Role, Range<Int>)? {
    let dictionary: Range<Int>
    let state: Range<Int>
    let chain: [String]
    if stream.isChar(index + 1, ":"), let opener = enclosingOpener(of: index), stream.isChar(opener, "[") {
      let end = min(stream.match[opener], stream.count)
      guard let label = ((index + 2)..<end).first(where: { stream.isIdentifier($0, "forState") }),
        stream.isChar(label + 1, ":")
      else { return nil }
      dictionary = (index + 2)..<label
      state = (label + 2)..<end
      chain = ((opener + 1)..<index).filter { stream.kind($0) == .identifier }.map { stream.string($0) }
    } else if stream.isChar(index + 1, "("), stream.isChar(index - 1, ".") {
      let arguments = stream.elements(inside: index + 1)
      guard arguments.count == 2, let colon = stream.topLevelColon(in: arguments[1]) else { return nil }
      dictionary = arguments[0]
      state = (colon + 1)..<arguments[1].upperBound
      chain = receiverChain(endingAt: index - 2)
    } else {
      return nil
    }
    let isItem =
      chain.contains { $0 == "UITabBarItem" || $0.hasSuffix("tabBarItem") || $0.hasSuffix("TabBarItem") }
      || (chain.count == 1 && items.contains(chain[0]))
    guard isItem else { return nil }
    let names = state.filter { stream.kind($0) == .identifier }.map { stream.string($0) }
    let role: BarColors.Role
    if names.contains(where: { $0 == "UIControlStateSelected" || $0 == "selected" }) {
      role = .selectedTitle
    } else if names.contains(where: { $0 == "UIControlStateNormal" || $0 == "normal" }) {
      role = .unselectedTitle
    } else {
      return nil
    }
    return (role, trimmed(dictionary))
  }

  private func hasKey(_ keys: [String], _ span: Range<Int>) -> Bool {
    span.contains { index in keys.contains { stream.isIdentifier(index, $0) } }
  }

  /// The value of a text-attributes key (`NSForegroundColorAttributeName` / `.foregroundColor`, …) in a dictionary:
  /// a literal's entry, or, for a variable, its last `name[KEY] = …` or `name = @{…}` in the file.
  private func attribute(_ keys: [String], in span: Range<Int>) -> Range<Int>? {
    guard let first = span.first else { return nil }
    if stream.kind(first) == .atBrace || stream.isChar(first, "[") {
      for element in stream.elements(inside: first) {
        guard let colon = stream.topLevelColon(in: element), hasKey(keys, element.lowerBound..<colon) else {
          continue
        }
        return trimmed((colon + 1)..<element.upperBound)
      }
      return nil
    }
    guard span.count == 1, stream.kind(first) == .identifier else { return nil }
    let name = stream.string(first)
    var value: Range<Int>?
    for index in 0..<stream.count where stream.isIdentifier(index, name) {
      if stream.isChar(index + 1, "="), isPlainAssignment(index + 1),
        stream.kind(index + 2) == .atBrace
          || stream.isChar(index + 2, "[")
      {
        // Only a literal: a variable assigned from another is not followed.
        if let found = attribute(keys, in: (index + 2)..<(index + 3)) { value = found }
        continue
      }
      guard stream.isChar(index + 1, "[") else { continue }
      let close = min(stream.match[index + 1], stream.count)
      guard stream.isChar(close + 1, "="), isPlainAssignment(close + 1), hasKey(keys, (index + 2)..<close) else {
        continue
      }
      value = trimmed((close + 2)..<valueEnd(from: close + 2))
    }
    return value
  }
}
