/// The storyboard reader of the tab model: every `<tabBarItem>` is an item, and every tab bar controller scene
/// is a bar whose items are its destinations' items in the order the controller adds them.
extension StoryboardDocument {
  /// `tab0`, `tab12` → 0, 12 (exactly as A. Dorgans' controller names them: no sign, no leading zero).
  public static func tabIndex(of identifier: String) -> Int? {
    guard identifier.hasPrefix("tab") else { return nil }
    let digits = identifier.dropFirst(3)
    guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigitCharacter), digits == "0" || digits.first != "0",
      digits.count <= 9
    else { return nil }
    return Int(digits)
  }

  /// The anchor `tabBarAnchorIndex` selects: `TabBarAnchor.all[abs(index) % 4]` with all = top, bottom, left, right.
  public static func anchor(atIndex index: Int) -> Anchor {
    let all: [Anchor] = [.top, .bottom, .left, .right]
    return all[Int(index.magnitude % 4)]
  }

  /// A runtime attribute number as the `Int` property KVC sets from it (truncated; clamped to a sane range).
  public static func integer(_ value: Double) -> Int {
    Int(max(-1_000_000, min(1_000_000, value.rounded(.towardZero))))
  }

  public var model: TabModel { model(referencing: { _, _ in nil }) }

  /// The model, with a `storyboardReference` tab showing the item of the scene it names in another storyboard
  /// (`referenced(storyboardName, referencedIdentifier)`), positioned on the reference: for previews and symbols;
  /// that item's own findings stay in its file.
  public func model(referencing referenced: (String, String?) -> TabBarItem?) -> TabModel {
    var model = TabModel()
    var itemOfController: [String: Int] = [:]
    for controller in controllers {
      if let item = controller.tabBarItem {
        itemOfController[controller.id] = model.items.count
        model.items.append(tabItem(item))
      } else if let reference = controller.reference, var item = referenced(reference.storyboard, reference.identifier)
      {
        // Its ranges are in the other file: here, every part of it points at the reference.
        let here = controller.tagRange
        item.range = here
        item.title = item.title.map { Located(value: $0.value, range: here) }
        item.image = item.image.map { Located(value: $0.value, range: here) }
        item.selectedImage = item.selectedImage.map { Located(value: $0.value, range: here) }
        itemOfController[controller.id] = model.items.count
        model.items.append(tabItem(item))
      }
    }
    func item(forDestination id: String?) -> Int? {
      guard let id else { return nil }
      return itemController(forDestination: id).flatMap { itemOfController[$0.id] } ?? itemOfController[id]
    }
    for controller in controllers {
      if controller.isDorgansTabBarController {
        let count = controller.numbers["storyboardSeguesCount"].map { Self.integer($0.value) }
        let tabs = controller.segues.compactMap { segue in
          segue.identifier.flatMap { Self.tabIndex(of: $0.value) }.map { ($0, segue) }
        }
        let shown =
          count.map { count in (0..<max(0, min(count, 64))).map { index in tabs.first { $0.0 == index } } }
          ?? tabs.sorted { $0.0 < $1.0 }.map { Optional($0) }
        var bar = TabBar(
          library: .dorgans, range: controller.sceneRange, anchorRange: controller.tagRange,
          items: shown.map { tab in tab.flatMap { $0.1.isTabBarSegue ? item(forDestination: $0.1.destination) : nil } })
        bar.anchor =
          controller.numbers["tabBarAnchorIndex"].map { Self.anchor(atIndex: Self.integer($0.value)) }
          ?? (isTVOS ? .top : .bottom)
        bar.colors = controller.barColors
        bar.images = controller.barImages
        model.bars.append(bar)
      } else if controller.element == "tabBarController" {
        let tabs = controller.segues.filter { $0.relationship == "viewControllers" }
        guard !tabs.isEmpty else { continue }
        var bar = TabBar(
          library: .uikit, range: controller.sceneRange, anchorRange: controller.tagRange,
          items: tabs.map { item(forDestination: $0.destination) })
        bar.colors = controller.barColors
        bar.images = controller.barImages
        model.bars.append(bar)
      }
    }
    return model
  }

  func tabItem(_ item: TabBarItem) -> TabItem {
    var tab = TabItem(library: .uikit, range: item.range)
    if let title = item.title, !title.value.isEmpty {
      tab.title = TabTitle(text: title.value, textRange: title.range, range: title.range, isLocalized: false)
    }
    for (located, role) in [(item.image, TabImage.Role.normal), (item.selectedImage, .selected)] {
      guard let located, !located.value.isEmpty else { continue }
      let source: TabImage.Source =
        systemImages.contains(located.value) ? .system : embeddedImages.contains(located.value) ? .embedded : .named
      tab.images.append(
        TabImage(role: role, name: located.value, source: source, range: located.range, rendering: .asImageSetSays))
    }
    tab.badge = item.badgeValue
    tab.systemItem = item.systemItem.flatMap(SystemTabItem.init(written:))
    return tab
  }
}

extension Character {
  var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
