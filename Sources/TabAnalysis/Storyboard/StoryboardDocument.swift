import SourceText

/// What tabls reads of an Interface Builder storyboard: its view controller scenes, their segues, runtime
/// attributes and tab bar items, with byte ranges in the storyboard's own text. Pure: bytes in, model out.
public struct StoryboardDocument: Sendable {
  /// A value with the range of the text it came from.
  public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var range: SourceRange
  }

  public struct Segue: Sendable {
    public var identifier: Located<String>?
    public var destination: String?
    public var kind: String?
    /// `relationship="viewControllers"` / `"rootViewController"` for relationship segues.
    public var relationship: String?
    public var customClass: String?
    /// The `<segue …/>` tag.
    public var range: SourceRange

    /// Whether A. Dorgans' `TabBarSegue.perform()` adds the destination as a tab.
    public var isTabBarSegue: Bool { customClass == "TabBarSegue" }
  }

  public struct TabBarItem: Sendable {
    public var title: Located<String>?
    public var image: Located<String>?
    public var selectedImage: Located<String>?
    /// `systemItem="favorites"` and the like: UIKit draws its own icon and title.
    public var systemItem: String?
    public var badgeValue: String?
    public var range: SourceRange
    /// The item's `id`: Base internationalization translates its title as `"<id>.title"`.
    public var objectID: String?
  }

  /// One view controller of a scene (the element with `sceneMemberID="viewController"`).
  public struct Controller: Sendable {
    /// `viewController`, `navigationController`, `tabBarController`, `tableViewController`, …
    public var element: String
    public var id: String
    public var customClass: Located<String>?
    public var customModule: String?
    /// The `<scene>` element's range, or the controller's when it has none.
    public var sceneRange: SourceRange
    /// The controller's start tag: where scene-wide findings point.
    public var tagRange: SourceRange
    public var segues: [Segue] = []
    public var tabBarItem: TabBarItem?
    /// User-defined runtime attributes of the controller itself: key path → number.
    public var numbers: [String: Located<Double>] = [:]
    /// The colours of its `<tabBar>` (`<color key="tintColor" …/>` and the like), as UIColor expressions.
    public var barColors = BarColors()
    public var barImages = BarImages()

    /// A. Dorgans' TabBarController (or a subclass): it has `TabBarSegue` segues or a `storyboardSeguesCount`.
    /// A `<viewControllerPlaceholder>`: the storyboard it stands for (`storyboardName`) and the scene there
    /// (`referencedIdentifier`; the initial one when nil).
    public var reference: (storyboard: String, identifier: String?)?
    /// `storyboardIdentifier`, what another storyboard's reference names.
    public var storyboardIdentifier: String?

    public var isDorgansTabBarController: Bool {
      numbers["storyboardSeguesCount"] != nil || segues.contains(where: \.isTabBarSegue)
    }
  }

  public private(set) var controllers: [Controller] = []
  /// Each controller id's first controller, for the lookups every tab makes.
  private var controllerIndex: [String: Int] = [:]
  /// SF Symbols the document uses (`<image name="house" catalog="system"/>` in `<resources>`).
  public private(set) var systemImages: Set<String> = []
  /// Images the document carries itself (`<image name="tabBarItem:…:image">` with its `<mutableData>`).
  public private(set) var embeddedImages: Set<String> = []
  public private(set) var problem: XMLTree.Problem?
  /// `targetRuntime="AppleTV"`: A. Dorgans' default anchor there is the top.
  public private(set) var isTVOS = false
  /// The document's `initialViewController`.
  public private(set) var initialViewController: String?

  /// One pass over the elements, in document order: each element belongs to the nearest controller that contains
  /// it (its owner) and the nearest scene, found from its parent's, so a controller collects its own segues and
  /// its own `<tabBar>` — never those of a controller nested inside it — and the read is linear in the file.
  public init(bytes: [UInt8]) {
    let tree = XMLTree(bytes)
    problem = tree.problem
    isTVOS = tree.elements.first?["targetRuntime"] == "AppleTV"
    initialViewController = tree.elements.first?["initialViewController"]
    var owner = [Int?](repeating: nil, count: tree.elements.count)
    var scene = [Int?](repeating: nil, count: tree.elements.count)
    var controllerAt: [Int: Int] = [:]
    var hasBar = Set<Int>()
    for (index, element) in tree.elements.enumerated() {
      let parentOwner = element.parent.flatMap { owner[$0] }
      scene[index] = element.name == "scene" ? index : element.parent.flatMap { scene[$0] }
      owner[index] = parentOwner
      if element.name == "image", let name = element["name"] {
        if element["catalog"] == "system" {
          systemImages.insert(name)
        } else if element.children.contains(where: { tree.elements[$0].name == "mutableData" }) {
          embeddedImages.insert(name)
        }
      }
      if element["sceneMemberID"] == "viewController", let id = element["id"] {
        let sceneRange = scene[index].map { tree.elements[$0].range } ?? element.range
        controllerAt[index] = controllers.count
        if controllerIndex[id] == nil { controllerIndex[id] = controllers.count }
        controllers.append(Self.controller(at: index, id: id, sceneRange: sceneRange, in: tree))
        owner[index] = index
        continue
      }
      guard let at = parentOwner.flatMap({ controllerAt[$0] }) else { continue }
      if element.name == "segue" {
        controllers[at].segues.append(
          Segue(
            identifier: Self.located(element.attribute("identifier")), destination: element["destination"],
            kind: element["kind"], relationship: element["relationship"], customClass: element["customClass"],
            range: element.tagRange))
      } else if element.name == "tabBar", hasBar.insert(at).inserted {
        // A UITabBarController's `<tabBar key="tabBar">`, or the bar view inside A. Dorgans' controller.
        controllers[at].barColors = Self.barColors(of: element, tree: tree)
        controllers[at].barImages = BarImages(background: element["backgroundImage"], shadow: element["shadowImage"])
      }
    }
  }

  /// The controller element's own attributes, tab bar item and runtime attributes (its segues and bar are
  /// added by `init` as it meets them).
  static func controller(at index: Int, id: String, sceneRange: SourceRange, in tree: XMLTree) -> Controller {
    let element = tree.elements[index]
    var controller = Controller(
      element: element.name, id: id, customClass: located(element.attribute("customClass")),
      customModule: element["customModule"], sceneRange: sceneRange, tagRange: element.tagRange)
    controller.storyboardIdentifier = element["storyboardIdentifier"]
    if element.name == "viewControllerPlaceholder", let name = element["storyboardName"] {
      controller.reference = (name, element["referencedIdentifier"])
    }
    for child in element.children {
      let node = tree.elements[child]
      if node.name == "tabBarItem", node["key"] == "tabBarItem" || node["key"] == nil {
        controller.tabBarItem = TabBarItem(
          title: located(node.attribute("title")), image: located(node.attribute("image")),
          selectedImage: located(node.attribute("selectedImage")), systemItem: node["systemItem"],
          badgeValue: node["badgeValue"], range: node.tagRange, objectID: node["id"])
      } else if node.name == "userDefinedRuntimeAttributes" {
        for attribute in node.children.map({ tree.elements[$0] }) where attribute.name == "userDefinedRuntimeAttribute"
        {
          guard let keyPath = attribute["keyPath"], let number = number(in: attribute, tree: tree) else { continue }
          controller.numbers[keyPath] = number
        }
      }
    }
    return controller
  }

  /// A `<tabBar>`'s colours: `tintColor` (and the older `selectedImageTintColor`), `unselectedItemTintColor`,
  /// `barTintColor` and `backgroundColor`.
  static func barColors(of bar: XMLTree.Element, tree: XMLTree) -> BarColors {
    var colors = BarColors()
    let roles: [(String, BarColors.Role)] = [
      ("selectedImageTintColor", .selected), ("tintColor", .selected), ("unselectedItemTintColor", .unselected),
      ("backgroundColor", .background), ("barTintColor", .background),
    ]
    for child in bar.children.map({ tree.elements[$0] }) {
      // `<tabBarAppearance key="scrollEdgeAppearance">`: the bar's look at its scroll edge is the storyboard's.
      if child.name == "tabBarAppearance", child["key"] == "scrollEdgeAppearance" { colors.setsScrollEdgeLook = true }
      guard child.name == "color", let key = child["key"], let role = roles.first(where: { $0.0 == key })?.1 else {
        continue
      }
      if let expression = colorExpression(child) { colors[role] = expression }
    }
    return colors
  }

  /// A `<color>` element as the UIColor expression it stands for: components (`red` `green` `blue` or `white`,
  /// with `alpha`), a system colour (`systemColor="systemRedColor"`, `cocoaTouchSystemColor="darkTextColor"`), or
  /// an asset catalog colour (`name`, which previews cannot read).
  static func colorExpression(_ color: XMLTree.Element) -> String? {
    func number(_ name: String) -> Double? { color[name].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } }
    // Clamped and rounded, so no component prints in exponent form (`1e-05`).
    func text(_ value: Double) -> String { String((min(max(value, 0), 1) * 10000).rounded() / 10000) }
    let alpha = number("alpha") ?? 1
    if let red = number("red"), let green = number("green"), let blue = number("blue") {
      return "UIColor(red: \(text(red)), green: \(text(green)), blue: \(text(blue)), alpha: \(text(alpha)))"
    }
    if let white = number("white") { return "UIColor(white: \(text(white)), alpha: \(text(alpha)))" }
    if let system = color["systemColor"] ?? color["cocoaTouchSystemColor"] {
      let name = system.hasSuffix("Color") ? String(system.dropLast(5)) : system
      return name.allSatisfy({ $0.isLetter || $0.isNumber }) && !name.isEmpty ? "UIColor.\(name)" : nil
    }
    if let name = color["name"] { return "UIColor(named: \"\(name)\")" }
    return nil
  }

  static func located(_ attribute: XMLTree.Attribute?) -> Located<String>? {
    attribute.map { Located(value: $0.value, range: $0.valueRange) }
  }

  /// `<integer key="value" value="2"/>`, `<real key="value" value="2"/>` or `<number …>` inside the attribute.
  static func number(in attribute: XMLTree.Element, tree: XMLTree) -> Located<Double>? {
    for child in attribute.children.map({ tree.elements[$0] }) where child["key"] == "value" {
      guard let value = child.attribute("value"), let number = Double(value.value), number.isFinite else { continue }
      return Located(value: number, range: value.valueRange)
    }
    return nil
  }

  /// The controller with object id `id`.
  public func controller(id: String) -> Controller? { controllerIndex[id].map { controllers[$0] } }

  /// The controller whose `<tabBarItem>` a tab for destination `id` shows: the destination, else (a navigation
  /// controller without an item) its root view controller.
  public func itemController(forDestination id: String) -> Controller? {
    guard let destination = controller(id: id) else { return nil }
    if destination.tabBarItem != nil { return destination }
    let root = destination.segues.first { $0.relationship == "rootViewController" }?.destination
    return root.flatMap { controller(id: $0) }.flatMap { $0.tabBarItem == nil ? nil : $0 }
  }

  /// The tab bar item the scene another storyboard's reference names shows: the one with that
  /// `storyboardIdentifier`, else the initial one.
  public func referencedTabBarItem(identifier: String?) -> TabBarItem? {
    let id =
      identifier.flatMap { name in controllers.first { $0.storyboardIdentifier == name }?.id }
      ?? initialViewController
    return id.flatMap(tabBarItem(forDestination:))
  }

  /// The tab bar item a tab shows for destination `id`.
  public func tabBarItem(forDestination id: String) -> TabBarItem? { itemController(forDestination: id)?.tabBarItem }
}
