import Raster

/// Builds the layout spec of a tab bar of the tab model, for previews and `tabls layout`, with the geometry of
/// the library that draws it: CYLTabBarController's (PlusButton, `tabBarHeight`, Lottie sizes), A. Dorgans'
/// anchors (a left or right bar is vertical, full height), sunimp's floating capsule, UIKit's plain bar.
public enum PreviewSpec {
  /// Titles show their translation in `language` (default: the app's development language; the key where no
  /// table has it). Icon sizes are not in the sources: the spec's 22 × 22 default until the caller reads them.
  /// The style is the one `os` gives the bar (`BarStyleResolution`), with its reason. `path`, the bar's file, says
  /// which bundle's tables a title is looked up in (a package target's own, or the app's); nil: all of them.
  public static func spec(
    for bar: TabBar, in model: TabModel, scan: SourceScan?, index: WorkspaceIndex, device: Device,
    language: String? = nil, os: TargetOS = .current, path: String? = nil
  ) -> LayoutSpec {
    let items = bar.items.map { position -> LayoutItem in
      guard let position else { return LayoutItem(title: "?") }
      return layoutItem(model.items[position], scan: scan, index: index, language: language, path: path)
    }
    var spec = LayoutSpec(device: device, items: items)
    if let size = scan?.titleFontSize {
      (spec.titleFontSize, spec.titleFontIsBold) = (size, scan?.titleFontIsBold ?? false)
    } else if let size = index.titleFontSize {
      (spec.titleFontSize, spec.titleFontIsBold) = (size, index.titleFontIsBold)
    }
    spec.colors = bar.colors.filling(from: scan?.barColors ?? BarColors()).filling(from: index.barColors)
    spec.images = bar.images.filling(from: scan?.barImages ?? BarImages()).filling(from: index.barImages)
    spec.tabView = bar.tabView
    applyLibrary(bar, to: &spec, scan: scan, index: index, device: device)
    spec.colorSets = index.images.colors
    applyStyle(bar, to: &spec, scan: scan, index: index, os: os)
    return spec
  }

  /// An item as its library lays it out: its title in `language`, its badge, and a CYL dictionary's literal sizes,
  /// insets and offsets.
  static func layoutItem(
    _ item: TabItem, scan: SourceScan?, index: WorkspaceIndex, language: String?, path: String? = nil
  ) -> LayoutItem {
    var layout = LayoutItem()
    layout.isSearch = item.isSearch
    if let title = item.title, let generated = title.generatedKey {
      // A generated accessor reads as the key the workspace's tables name; unknown where none does.
      if let (key, _) = index.key(for: generated) {
        layout.title = translation(of: key, index: index, language: language)
        layout.titleKey = key
      }
    } else if let title = item.title {
      // A member call on a literal reads as a key only where the workspace defines the member as a lookup.
      if let reading = title.reading(localizingMembers: index.localizingMembers) {
        let tables = path.flatMap { index.localization(for: $0, inModuleBundle: title.isInModuleBundle) }
        layout.title =
          reading.isKey
          ? translation(of: reading.text, index: index, language: language, tables: tables) : reading.text
        layout.titleKey = reading.isKey ? reading.text : nil
      }
    } else if let system = item.systemItem {
      layout.title = system.title
    }
    layout.condition = item.condition
    if let image = item.image(.normal) {
      switch image.source {
      case .system: layout.imageReference = .systemImage(image.name)
      case .named, .moduleBundle, .otherBundle:
        // A loose file (`tab_home@2x.png` beside the sources) rather than an image set: the file, its largest scale.
        let loose = index.images[image.name].flatMap { $0.isLoose ? $0.files.max { $0.scale < $1.scale } : nil }
        layout.imageReference = loose.map { .file($0.path) } ?? .asset(image.name)
      case .embedded: layout.imageReference = .asset(image.name)
      case .assetSymbol: layout.imageReference = .asset(index.images.asset(forSymbol: image.name)?.name ?? image.name)
      }
    }
    // The sources' badges are `badgeValue`s, UIKit's badge in every library's bar; an empty one is still shown.
    if let badge = item.badge { layout.badge = .uikit(badge) }
    layout.badgeColor = item.badgeColor
    if let dictionary = item.dictionary, let scan {
      let attributes = scan.dictionaries[dictionary]
      // Literal numbers only, finite and within what a screen can show (`1e999` is infinite).
      func numbers(_ key: AttributeKey, _ count: Int) -> [Double]? {
        attributes.value(key).map(\.numbers).flatMap { values in
          values.count == count && values.allSatisfy { $0.isFinite } ? values.map(Self.clamped) : nil
        }
      }
      if let size = numbers(.lottieSize, 2) { layout.lottieSize = Size(size[0], size[1]) }
      if let insets = numbers(.imageInsets, 4) {
        layout.imageInsets = EdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3])
      }
      if let offset = numbers(.titlePositionAdjustment, 2) {
        layout.titlePositionAdjustment = Point(offset[0], offset[1])
      }
      if let offset = numbers(.imagePositionAdjustment, 2) {
        layout.imagePositionAdjustment = Point(offset[0], offset[1])
      }
    }
    return layout
  }

  /// The geometry of the library that draws the bar: CYL's badges, height, insets and PlusButton; Dorgans'
  /// anchor; sunimp's rail; UIKit's item metrics.
  static func applyLibrary(
    _ bar: TabBar, to spec: inout LayoutSpec, scan: SourceScan?, index: WorkspaceIndex, device: Device
  ) {
    switch bar.library {
    case .cylTabBarController:
      // Its own badges (`cyl_showBadgeValue:` on `viewControllers[N]`), drawn over any UIKit one, with the
      // properties the code sets on the same tab.
      for (position, value) in index.cylBadges where position < spec.items.count {
        let appearance = index.cylGlobalBadgeAppearance.overridden(
          by: index.cylBadgeAppearances[position] ?? CYLBadgeAppearance())
        spec.items[position].badge = value.isEmpty ? .dot : .text(value)
        spec.items[position].cylBadge = appearance
        spec.items[position].badgeColor = appearance.backgroundColor
      }
      if let height = scan?.tabBarHeights.first?.value { spec.barHeight = height }
      if let insets = scan?.controllerImageInsets {
        spec.imageInsets = EdgeInsets(
          top: clamped(insets.top), left: clamped(insets.left), bottom: clamped(insets.bottom),
          right: clamped(insets.right))
      }
      if let offset = scan?.controllerTitleAdjustment {
        spec.titlePositionAdjustment = (clamped(offset.x), clamped(offset.y))
      }
      if let plus = index.plusButtons.first?.plus {
        spec.plusButton = PlusButtonSpec(
          index: plus.index?.value, width: plus.size?.width ?? 55, height: plus.size?.height ?? 55,
          multiplier: plus.multiplier, constant: plus.centerYOffset)
      }
    case .dorgans:
      spec.anchor = bar.anchor ?? .bottom
      spec.itemMetrics = .uikit
    case .sunimp:
      // On an iPhone Duo posture with a vertical rail, sunimp/TabBar's 48 pt rail with icons only.
      if device.verticalRail { spec.anchor = .verticalRail }
    case .uikit, .swiftUI:
      spec.itemMetrics = .uikit
    }
  }

  /// The style `os` gives the bar, with its reason; a search tab's system title where the bar shows titles.
  static func applyStyle(
    _ bar: TabBar, to spec: inout LayoutSpec, scan: SourceScan?, index: WorkspaceIndex, os: TargetOS
  ) {
    switch spec.anchor {
    case .left, .right, .verticalRail, .top:
      // A vertical or top bar is the library's own layout, whatever the system does with a bottom UITabBar.
      spec.style = .classic
      spec.styleReason =
        "\(os) · classic: \(spec.anchor == .verticalRail ? "sunimp/TabBar's 48 pt rail" : "TabBarController's \(spec.anchor.rawValue) bar, its own view")"
    case .bottom:
      let resolved = BarStyleResolution.resolve(bar.library, index.styleContext(os: os, scan: scan))
      spec.style = resolved.style
      spec.styleReason = resolved.reason
      spec.styleBreaksLayout = resolved.layoutBroken
    }
    // iOS 15 to 18 draw UIKit's and SwiftUI's bottom bar at its scroll edge (a first screen whose content ends
    // above the bar) with no background and no top line, unless the code gives that edge a look of its own. A
    // colour or line the code sets stays: tabls cannot tell which appearance it went to.
    if spec.style == .classic, spec.anchor == .bottom, bar.library == .uikit || bar.library == .swiftUI,
      !spec.colors.setsScrollEdgeLook
    {
      spec.colors[.background] = spec.colors[.background] ?? "UIColor.systemBackground"
      spec.colors[.hairline] = spec.colors[.hairline] ?? "UIColor.clear"
      spec.styleReason =
        (spec.styleReason ?? "classic")
        + " · at its scroll edge: no background or top line"
    }
    // A search tab without a title of its own has the system's, which the classic bar shows (the glass circle
    // shows the icon alone).
    if spec.style != .liquidGlass {
      for position in spec.items.indices where spec.items[position].isSearch && spec.items[position].title == nil {
        spec.items[position].title = "Search"
      }
    }
  }

  /// A length from the sources, within what a screen can show (NaN and infinities are 0).
  static func clamped(_ value: Double) -> Double { value.isFinite ? min(max(value, -10_000), 10_000) : 0 }

  /// A localization key as the app shows it in `language` (default: its development language), from `tables`
  /// (the bundle it is looked up in) or, when nil, any of the workspace's.
  public static func translation(
    of key: String, index: WorkspaceIndex, language: String?, tables: LocalizationIndex? = nil
  ) -> String {
    let tables = tables ?? index.localization
    let translations = tables.translations(of: key)
    guard let language = language ?? tables.sourceLanguage ?? index.localization.sourceLanguage else { return key }
    return translations[language]?.value ?? key
  }
}
