import Raster

/// CYLTabBarController's geometry (`../shared/spec/layout.md`, restated in `docs/layout.md`): bar, item slots,
/// the PlusButton, item internals (the FlatDesign formula for every style, as the spec proposes), Lottie icons
/// and badges; Dorgans' anchors and the iPhone Duo rail. Pure arithmetic, no rounding.
public enum LayoutEngine {
  /// The default icon and the title line height (SF 10 pt ≈ 11.93, taken as 12 as the spec's tests do).
  public static let defaultIcon = Size(22, 22)
  public static let titleHeight = 12.0
  /// A 10 pt title's baseline in its 12 pt line (2.5 pt above the line's bottom, as UIKit's renders show it).
  public static let titleBaselineFromTop = 9.5
  public static let railWidth = 48.0
  /// UIKit's stacked item in a 49 pt bar, as its renders show it: the icon centred 29 pt above the bar's bottom
  /// (20 pt from its top), the 12 pt title line ending 0.5 pt above it (a 10 pt title's baseline 3 pt above it).
  public static let uikitIconCentreFromBottom = 29.0
  public static let uikitTitleBottomGap = 0.5
  /// Liquid Glass capsule geometry is the system's and in no source: measured on pictures iOS 26.2–26.4 drew
  /// (layout.md §7a, ± 0.5 pt; `GlassLayout.swift` has the rest).
  public static let glassCapsuleHeight = 62.0
  public static let glassSideInset = 21.0
  /// From the capsule's bottom edge to the screen's (not the home indicator's inset).
  public static let glassBottomGap = 21.0

  public static func layout(_ spec: LayoutSpec) -> TabBarLayout {
    var errors: [String] = []
    let n = spec.items.count
    if n == 0 { errors.append("a tab bar needs at least one item") }
    if n > 5 { errors.append("\(n) items: UIKit shows at most 5 and puts the rest under \"More\"") }
    switch spec.anchor {
    case .verticalRail, .left, .right: return vertical(spec, errors: errors)
    case .bottom, .top: break
    }
    let h = spec.barHeight
    let device = spec.device
    let w = device.width
    var bar: Rect
    var contentY = 0.0
    switch spec.anchor {
    case .top:
      bar = Rect(0, 0, w, h + device.safeArea.top)
      contentY = device.safeArea.top
    default:
      let s = device.safeArea.bottom
      bar = Rect(0, device.height - (h + s), w, h + s)
    }
    var slots: [Rect] = []
    var plus: Rect?
    var notes: [String] = []
    var shapes: [Rect] = []
    // Under glass, the search tabs in circles of their own: icons alone, no lens.
    var apart = Set<Int>()
    let plusIndex = resolvePlusIndex(spec, errors: &errors)
    switch spec.style {
    case .classic:
      if let button = spec.plusButton, let k = plusIndex {
        let itemWidth = (w - button.width) / Double(n)
        slots = (0..<n).map { i in Rect(Double(i) * itemWidth + (i >= k ? button.width : 0), contentY, itemWidth, h) }
        plus = Rect(
          Double(k) * itemWidth, contentY + centerY(button, height: h) - button.height / 2, button.width, button.height)
      } else {
        let itemWidth = w / Double(max(n, 1))
        slots = (0..<n).map { i in Rect(Double(i) * itemWidth, contentY, itemWidth, h) }
      }
    case .flat:
      if let button = spec.plusButton, let k = plusIndex {
        let slotWidth = w / Double(n + 1)
        slots = (0..<n).map { i in Rect(Double(i < k ? i : i + 1) * slotWidth, contentY, slotWidth, h) }
        let center = (x: (Double(k) + 0.5) * slotWidth, y: contentY + h / 2 + (button.constant ?? 0))
        plus = Rect(center.x - button.width / 2, center.y - button.height / 2, button.width, button.height)
      } else {
        let slotWidth = w / Double(max(n, 1))
        slots = (0..<n).map { i in Rect(Double(i) * slotWidth, contentY, slotWidth, h) }
      }
    case .liquidGlass:
      let glass = glassLayout(spec, screenWidth: w, notes: &notes)
      bar = glass.bar
      slots = glass.slots
      plus = glass.plus
      shapes = glass.shapes
      apart = glass.apart
    }
    let items = zip(spec.items.indices, slots).map { index, slot in
      // A search tab's glass circle shows its icon alone.
      var item = spec.items[index]
      if apart.contains(index) { item.title = nil }
      return layoutItem(item, in: slot, spec: spec)
    }
    var layout = TabBarLayout(bar: bar, items: items, plusButton: plus, errors: errors)
    if spec.style == .liquidGlass {
      layout.searchCircleCount = apart.count
      for index in layout.items.indices where !apart.contains(index) {
        let slot = layout.items[index].frame
        layout.items[index].lens = Rect(slot.x, slot.y + glassLensInset, slot.width, slot.height - 2 * glassLensInset)
      }
    }
    tabViewNotes(spec, shapes: &shapes, accessory: &layout.bottomAccessory, notes: &notes)
    for item in spec.items {
      guard let condition = item.condition else { continue }
      notes.append("the tab '\(item.title ?? "untitled")' is shown only under `\(condition)`")
    }
    layout.notes = notes
    layout.glassShapes = shapes
    layout.style = spec.style
    layout.styleReason = spec.styleReason
    return layout
  }

  /// §2b: the declared index, else N/2 for an even count; an odd count without an index, or an index past the
  /// items, is an error.
  static func resolvePlusIndex(_ spec: LayoutSpec, errors: inout [String]) -> Int? {
    guard let button = spec.plusButton else { return nil }
    let n = spec.items.count
    if let index = button.index {
      guard (0...n).contains(index) else {
        errors.append("indexOfPlusButtonInTabBar \(index) is outside 0…\(n)")
        return nil
      }
      return index
    }
    guard n % 2 == 0 else {
      errors.append("\(n) items with a PlusButton need indexOfPlusButtonInTabBar (the library throws)")
      return nil
    }
    return n / 2
  }

  /// §3: `centerY = m·H + c`; without a multiplier, 0.5 for a button lower than the bar, else the value that
  /// puts its bottom edge on the content bottom.
  static func centerY(_ button: PlusButtonSpec, height h: Double) -> Double {
    let m = button.multiplier ?? (button.height < h ? 0.5 : (h - (button.height - h)) / (2 * h))
    return m * h + (button.constant ?? 0)
  }

  /// §4 and §5: icon, title and badge inside a slot, returned bar-local.
  static func layoutItem(_ item: LayoutItem, in slot: Rect, spec: LayoutSpec) -> ItemLayout {
    let w = slot.width
    let h = slot.height
    var image = item.image ?? defaultIcon
    let own = item.titlePositionAdjustment
    let adjustment = own == Point(0, 0) ? spec.titlePositionAdjustment : (horizontal: own.x, vertical: own.y)
    var icon: Rect
    var title: Rect?
    let uikit = spec.itemMetrics == .uikit && spec.style == .classic
    if let text = item.title {
      let textWidth = item.titleWidth ?? TextMetrics.width(of: text, pointSize: 10)
      var titleY = h - titleHeight - (uikit ? uikitTitleBottomGap : 2) + adjustment.vertical
      if spec.style == .liquidGlass { titleY = glassTitleBaseline - titleBaselineFromTop + adjustment.vertical }
      title = Rect((w - textWidth) / 2 + adjustment.horizontal, titleY, textWidth, titleHeight)
      icon = Rect((w - image.width) / 2, (titleY - image.height) / 2, image.width, image.height)
      if spec.style == .liquidGlass { icon.y = glassIconCentre - image.height / 2 }
    } else {
      icon = Rect((w - image.width) / 2, (h - image.height) / 2, image.width, image.height)
    }
    if uikit {
      // UIKit keeps the icon's centre in place, title or not (an untitled icon is not centred: apps move it with
      // imageInsets).
      icon.y = h - uikitIconCentreFromBottom - image.height / 2
    }
    let insets = item.imageInsets == EdgeInsets() ? spec.imageInsets : item.imageInsets
    if spec.style == .flat {
      image = Size(image.width - insets.left - insets.right, image.height - insets.top - insets.bottom)
      let moved = item.imagePositionAdjustment
      icon = Rect(icon.x + moved.x, icon.y + moved.y, image.width, image.height)
    } else {
      icon = Rect(
        icon.x + insets.left, icon.y + insets.top, icon.width - insets.left - insets.right,
        icon.height - insets.top - insets.bottom)
    }
    if let lottie = item.lottieSize {
      // The Lottie view replaces the icon, centred on it.
      icon = Rect(icon.midX - lottie.width / 2, icon.midY - lottie.height / 2, lottie.width, lottie.height)
    }
    let badge = item.badge.flatMap { badgeFrame($0, host: icon, appearance: item.cylBadge) }
    return ItemLayout(
      frame: slot, icon: icon.offsetBy(slot.x, slot.y), title: title?.offsetBy(slot.x, slot.y),
      badge: badge?.offsetBy(slot.x, slot.y), shownTitle: item.title, titleKey: item.titleKey,
      image: item.imageReference, condition: item.condition)
  }

  /// §6: a red dot (8 × 8) or a capsule sized by its text (bold 9 pt, margin 8), centred 2 pt right of the
  /// host's top-right corner; none on a host 10 pt wide or less, or for a number ≤ 0. The tab's CYL properties
  /// change the radius, margin, font, offset and maximum. UIKit's badge instead.
  public static func badgeFrame(_ badge: Badge, host: Rect, appearance: CYLBadgeAppearance = .init()) -> Rect? {
    guard let text = badge.shown(maximum: appearance.maximumNumber ?? CYLBadgeAppearance.defaultMaximum) else {
      return nil
    }
    if badge.isUIKit { return uikitBadgeFrame(text, host: host) }
    guard host.width > 10 else { return nil }
    let offset = appearance.centerOffset ?? Point(0, 0)
    let center = (x: host.x + host.width + 2 + offset.x, y: host.y + offset.y)
    if text.isEmpty {
      let radius = appearance.radius ?? 4
      return Rect(center.x - radius, center.y - radius, 2 * radius, 2 * radius)
    }
    let margin = appearance.margin ?? 8
    let font = cylBadgeFont(appearance)
    let height = max(lineHeight(pointSize: font.size).rounded(.up) + margin, 0)
    let textWidth = TextMetrics.width(of: text, pointSize: font.size, bold: font.bold).rounded(.up)
    let width = max(textWidth + margin, height)
    return Rect(center.x - width / 2, center.y - height / 2, width, height)
  }

  /// CYL's badge font: bold 9 pt unless the tab sets one.
  public static func cylBadgeFont(_ appearance: CYLBadgeAppearance) -> (size: Double, bold: Bool) {
    (appearance.fontSize ?? 9, appearance.fontIsBold ?? (appearance.fontSize == nil))
  }

  /// The system font's line height, which sizes a label: 10.74 pt at 9 pt (layout.md §6), in proportion.
  static func lineHeight(pointSize: Double) -> Double { pointSize * 10.74 / 9 }

  /// UIKit's badge: 13 pt regular text, 18 pt high, at least as wide, 5 pt of red each side of the text, over
  /// the icon's top-right corner. UIKit publishes none of this geometry: these are tabls' unverified defaults
  /// (`docs/layout.md`).
  static func uikitBadgeFrame(_ text: String, host: Rect) -> Rect {
    let height = 18.0
    let textWidth = text.isEmpty ? 0 : TextMetrics.width(of: text, pointSize: 13, bold: false).rounded(.up)
    let width = max(textWidth + 10, height)
    return Rect(host.x + host.width - 10, host.y - 3, width, height)
  }

  /// §8 and §9: a vertical bar — the iPhone Duo rail (48 pt, icons only, trailing) or Dorgans' left/right
  /// anchors (full height, `barHeight` thick) — with square cells stacked from the top safe inset.
  static func vertical(_ spec: LayoutSpec, errors: [String]) -> TabBarLayout {
    var errors = errors
    let device = spec.device
    let thickness = spec.anchor == .verticalRail ? railWidth : spec.barHeight
    let leading = spec.anchor == .left
    let bar = Rect(leading ? 0 : device.width - thickness, 0, thickness, device.height)
    let plusIndex = resolvePlusIndex(spec, errors: &errors)
    var cells: [Rect] = []
    var plus: Rect?
    let top = device.safeArea.top
    let count = spec.items.count + (plusIndex == nil ? 0 : 1)
    for position in 0..<count {
      let cell = Rect(0, top + Double(position) * thickness, thickness, thickness)
      if position == plusIndex, let button = spec.plusButton {
        plus = Rect(cell.midX - button.width / 2, cell.midY - button.height / 2, button.width, button.height)
      } else {
        cells.append(cell)
      }
    }
    let items = zip(spec.items, cells).map { item, cell -> ItemLayout in
      var iconOnly = item
      iconOnly.title = nil  // a vertical bar shows icons only
      return layoutItem(iconOnly, in: cell, spec: spec)
    }
    var layout = TabBarLayout(bar: bar, items: items, plusButton: plus, errors: errors)
    layout.style = spec.style
    layout.styleReason = spec.styleReason
    return layout
  }
}

/// Approximate text widths for layout and previews: SF's average advance is about 0.56 of the point size for
/// Latin text (0.6 bold); CJK and emoji are a full em. Real glyph widths differ by a point or two (spec §12).
public enum TextMetrics {
  public static func width(of text: String, pointSize: Double, bold: Bool = false) -> Double {
    text.unicodeScalars.reduce(0) { total, scalar in
      total + pointSize * (DisplayWidth.columns(of: scalar) == 2 ? 1.0 : (bold ? 0.6 : 0.56))
    }
  }
}

/// Terminal display width: East Asian wide and fullwidth characters and emoji take two columns.
public enum DisplayWidth {
  public static func columns(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value == 0 || (0x300...0x36F).contains(value) || value == 0x200D || (0xFE00...0xFE0F).contains(value) {
      return 0
    }
    let wide: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
      0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]
    return wide.contains { $0.contains(value) } ? 2 : 1
  }

  public static func columns(of text: String) -> Int { text.unicodeScalars.reduce(0) { $0 + columns(of: $1) } }
}
