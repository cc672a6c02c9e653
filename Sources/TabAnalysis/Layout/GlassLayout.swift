import Raster

/// The Liquid Glass bar (layout.md §7; sizes are the unverified `glass…` parameters): a floating capsule inset
/// from the screen's edges, `tabBarHeight` ignored; with a PlusButton, N + 1 slots and the button centred on the
/// middle one (CYL inserts a placeholder there; a custom index is ignored); search tabs each in a circle of the
/// capsule's height after it.
extension LayoutEngine {
  /// Between the capsule and a search circle.
  public static let glassSearchGap = 8.0

  struct Glass {
    var bar: Rect
    var slots: [Rect]
    var plus: Rect?
    /// The capsule, then each search circle, bar-local.
    var shapes: [Rect]
  }

  static func glassLayout(_ spec: LayoutSpec, screenWidth w: Double, notes: inout [String]) -> Glass {
    let device = spec.device
    let h = glassCapsuleHeight
    let width = max(w - 2 * glassSideInset, 0)
    let bar = Rect((w - width) / 2, device.height - glassBottomGap - h, width, h)
    let search = spec.items.indices.filter { spec.items[$0].isSearch }
    let regular = spec.items.indices.filter { !spec.items[$0].isSearch }
    let circles = Double(search.count) * (h + glassSearchGap)
    let capsule = Rect(0, 0, max(width - circles, 0), h)
    var shapes = [capsule]
    var slots = [Rect](repeating: Rect(0, 0, 0, h), count: spec.items.count)
    for (j, index) in search.enumerated() {
      let circle = Rect(capsule.width + glassSearchGap + Double(j) * (h + glassSearchGap), 0, h, h)
      shapes.append(circle)
      slots[index] = circle
    }
    let m = regular.count
    guard let button = spec.plusButton else {
      let slotWidth = capsule.width / Double(max(m, 1))
      for (i, index) in regular.enumerated() { slots[index] = Rect(Double(i) * slotWidth, 0, slotWidth, h) }
      return Glass(bar: bar, slots: slots, plus: nil, shapes: shapes)
    }
    let y = centerY(button, height: h)
    if spec.styleBreaksLayout {
      // No placeholder: the system spreads the items over the capsule, and CYL's button is left at x 0.
      notes.append("the system's glass bar lays out the items itself: the PlusButton moves to the far left (#621)")
      let slotWidth = capsule.width / Double(max(m, 1))
      for (i, index) in regular.enumerated() { slots[index] = Rect(Double(i) * slotWidth, 0, slotWidth, h) }
      return Glass(
        bar: bar, slots: slots, plus: Rect(0, y - button.height / 2, button.width, button.height), shapes: shapes)
    }
    let k = m / 2
    if let index = button.index, index != k {
      notes.append(
        "Liquid Glass puts the PlusButton in the middle (index \(k)); indexOfPlusButtonInTabBar \(index) is ignored")
    }
    let slotWidth = capsule.width / Double(m + 1)
    for (i, index) in regular.enumerated() {
      slots[index] = Rect(Double(i < k ? i : i + 1) * slotWidth, 0, slotWidth, h)
    }
    let plus = Rect(
      (Double(k) + 0.5) * slotWidth - button.width / 2, y - button.height / 2, button.width, button.height)
    return Glass(bar: bar, slots: slots, plus: plus, shapes: shapes)
  }
}

/// A SwiftUI TabView's iOS 26 options: the bottom accessory floats above the glass bar, the bar minimizes on
/// scroll (a still picture shows it expanded), and an iPad-only style changes nothing on an iPhone.
extension LayoutEngine {
  /// The accessory capsule's height and its gap above the bar: estimates (no source gives them).
  public static let glassAccessoryHeight = 48.0
  public static let glassAccessoryGap = 8.0

  static func tabViewNotes(_ spec: LayoutSpec, shapes: inout [Rect], accessory: inout Rect?, notes: inout [String]) {
    let options = spec.tabView
    if options.bottomAccessory != nil {
      if spec.style == .liquidGlass {
        let width = shapes.map { $0.x + $0.width }.max() ?? 0
        let capsule = Rect(0, -(glassAccessoryGap + glassAccessoryHeight), width, glassAccessoryHeight)
        shapes.append(capsule)
        accessory = capsule
        notes.append(
          "the bottom accessory floats above the bar (its height, \(Int(glassAccessoryHeight)) pt, and gap, "
            + "\(Int(glassAccessoryGap)) pt, are estimates)")
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
