import Raster

/// The Liquid Glass bar as iOS 26.2–26.4 drew it (layout.md §7a, measured on its pictures; light appearance): a
/// 62 pt capsule 21 pt from the screen's sides and bottom, `tabBarHeight` ignored. Its tabs sit in slots as wide as
/// the selected tab's lens, 4 pt inside the capsule's ends, their centres evenly spread: the lens is 8 pt wider than
/// the spacing (at least 84.33 pt). A search tab stands apart in a 62 pt circle at the trailing inset, and the
/// capsule then hugs its other tabs (100.33 pt apart at most); with five tabs the search tab stays in the capsule,
/// as a five-tab bar was drawn. With a PlusButton, CYL's placeholder adds the middle slot (a custom index is
/// ignored) and the button is centred on it.
extension LayoutEngine {
  /// Between the capsule and a search circle.
  public static let glassSearchGap = 8.0
  /// The lens's distance from the capsule's top, bottom and the end it touches.
  public static let glassLensInset = 4.0
  /// The lens's width less the spacing of the tabs' centres, in a capsule as wide as the screen allows.
  public static let glassLensOverhang = 8.0
  /// The narrowest lens measured (five tabs on a 393 pt screen): the centres close up rather than the lens shrink.
  public static let glassMinimumLens = 84.33
  /// The spacing of a capsule that hugs its tabs beside a search circle (two tabs and search on a 402 pt screen).
  public static let glassHuggedPitch = 100.33
  /// An item's icon centre and title baseline below the capsule's top.
  public static let glassIconCentre = 24.0
  public static let glassTitleBaseline = 48.67
  /// A bar of this many tabs keeps its search tab in the capsule (measured on a five-tab bar).
  static let glassInlineSearchCount = 5

  struct Glass {
    var bar: Rect
    var slots: [Rect]
    var plus: Rect?
    /// The capsule, then each search circle, bar-local.
    var shapes: [Rect]
    /// The search tabs that stand apart, in a circle of their own.
    var apart: Set<Int> = []
  }

  static func glassLayout(_ spec: LayoutSpec, screenWidth w: Double, notes: inout [String]) -> Glass {
    let device = spec.device
    let h = glassCapsuleHeight
    let width = max(w - 2 * glassSideInset, 0)
    let bar = Rect((w - width) / 2, device.height - glassBottomGap - h, width, h)
    let apart = spec.items.count < glassInlineSearchCount
    let search = apart ? spec.items.indices.filter { spec.items[$0].isSearch } : []
    let regular = spec.items.indices.filter { !search.contains($0) }
    var slots = [Rect](repeating: Rect(0, 0, 0, h), count: spec.items.count)
    // Search circles from the trailing inset inwards, the last declared outermost.
    var shapes: [Rect] = []
    for (j, index) in search.reversed().enumerated() {
      let circle = Rect(width - h - Double(j) * (h + glassSearchGap), 0, h, h)
      shapes.insert(circle, at: 0)
      slots[index] = circle
    }
    let room = max(width - Double(search.count) * (h + glassSearchGap), 0)
    // The slots the capsule holds: with a PlusButton (and CYL's layout intact), a placeholder in the middle.
    let placeholder = spec.plusButton != nil && !spec.styleBreaksLayout
    let count = regular.count + (placeholder ? 1 : 0)
    let hugged = 2 * glassLensInset + glassLensOverhang + Double(count) * glassHuggedPitch
    let capsule = Rect(0, 0, search.isEmpty ? room : min(room, hugged), h)
    shapes.insert(capsule, at: 0)
    let centres = glassCentres(count: count, capsuleWidth: capsule.width)
    let k = regular.count / 2
    for (i, index) in regular.enumerated() {
      let slot = placeholder && i >= k ? i + 1 : i
      slots[index] = Rect(centres.x[slot] - centres.lens / 2, 0, centres.lens, h)
    }
    guard let button = spec.plusButton else {
      return Glass(bar: bar, slots: slots, plus: nil, shapes: shapes, apart: Set(search))
    }
    let y = centerY(button, height: h)
    if spec.styleBreaksLayout {
      // No placeholder: the system spreads the items over the capsule, and CYL's button is left at x 0.
      notes.append("the system's glass bar lays out the items itself: the PlusButton moves to the far left (#621)")
      return Glass(
        bar: bar, slots: slots, plus: Rect(0, y - button.height / 2, button.width, button.height), shapes: shapes,
        apart: Set(search))
    }
    if let index = button.index, index != k {
      notes.append(
        "Liquid Glass puts the PlusButton in the middle (index \(k)); indexOfPlusButtonInTabBar \(index) is ignored")
    }
    let plus = Rect(centres.x[k] - button.width / 2, y - button.height / 2, button.width, button.height)
    return Glass(bar: bar, slots: slots, plus: plus, shapes: shapes, apart: Set(search))
  }

  /// The centres of `count` slots in a capsule, and the lens (slot) width: the centres evenly spread from one
  /// lens inset to the other, the lens the spacing plus its overhang, at least the narrowest measured.
  static func glassCentres(count: Int, capsuleWidth: Double) -> (x: [Double], lens: Double) {
    guard count > 0 else { return ([], 0) }
    let inner = max(capsuleWidth - 2 * glassLensInset, 0)
    var pitch = max(inner - glassLensOverhang, 0) / Double(count)
    var lens = min(pitch + glassLensOverhang, inner)
    if lens < glassMinimumLens, count > 1, inner > glassMinimumLens {
      lens = glassMinimumLens
      pitch = (inner - lens) / Double(count - 1)
    } else if count == 1 {
      lens = inner
    }
    return ((0..<count).map { glassLensInset + lens / 2 + Double($0) * pitch }, lens)
  }
}

/// A SwiftUI TabView's iOS 26 options: the bottom accessory floats above the glass bar, the bar minimizes on
/// scroll (a still picture shows it expanded), and an iPad-only style changes nothing on an iPhone.
extension LayoutEngine {
  /// The accessory capsule's height and its gap above the bar (layout.md §7a: 48.4 pt, about 7.6 pt above).
  public static let glassAccessoryHeight = 48.4
  public static let glassAccessoryGap = 7.6

  static func tabViewNotes(_ spec: LayoutSpec, shapes: inout [Rect], accessory: inout Rect?, notes: inout [String]) {
    let options = spec.tabView
    if options.bottomAccessory != nil {
      if spec.style == .liquidGlass {
        // As wide as the bar's glass: the capsule, and a search circle beside it.
        let width = shapes.map { $0.x + $0.width }.max() ?? 0
        let capsule = Rect(0, -(glassAccessoryGap + glassAccessoryHeight), width, glassAccessoryHeight)
        shapes.append(capsule)
        accessory = capsule
        notes.append("the bottom accessory floats above the bar, as wide as its glass")
      } else {
        notes.append("tabViewBottomAccessory is shown from iOS 26 on: not on this bar")
      }
    }
    if let behavior = options.minimizeBehavior, behavior != "never", behavior != "automatic" {
      notes.append(
        spec.style == .liquidGlass
          ? "the bar minimizes to its selected tab \(behavior == "onScrollUp" ? "on scroll up" : "on scroll down"); drawn expanded"
          : "tabBarMinimizeBehavior is an iOS 26 behaviour: this bar does not minimize")
    }
    if options.style == "sidebarAdaptable" {
      notes.append("sidebarAdaptable: a tab bar on iPhone, as drawn; a sidebar (or a top bar) on iPad")
    }
  }
}
