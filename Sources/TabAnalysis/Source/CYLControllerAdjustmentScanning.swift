/// The controller-wide `imageInsets:` and `titlePositionAdjustment:` of CYLTabBarController's initializers
/// (`tabBarControllerWithViewControllers:tabBarItemsAttributes:imageInsets:titlePositionAdjustment:…`,
/// `initWithViewControllers:…`, and Swift's
/// `CYLTabBarController(viewControllers:tabBarItemsAttributes:imageInsets:…)`): every item's, unless its own
/// attribute dictionary sets a non-zero one (layout.md §4).
extension ScanBuilder {
  /// The argument labelled `name` at `index` (its `:` follows), when its call also takes `tabBarItemsAttributes`.
  mutating func collectControllerAdjustment(_ name: String, at index: Int) {
    guard let opener = enclosingOpener(of: index) else { return }
    let arguments: [(label: String?, span: Range<Int>)]
    if stream.dialect == .objectiveC, stream.isChar(opener, "[") {
      arguments = stream.objcArguments(of: opener).map { ($0.label, $0.span) }
    } else if stream.dialect == .swift, stream.isChar(opener, "(") {
      arguments = stream.arguments(of: opener)
    } else {
      return
    }
    guard arguments.contains(where: { $0.label == "tabBarItemsAttributes" }),
      let value = arguments.first(where: { $0.label == name })?.span
    else { return }
    let numbers = classify(value, depth: 0).numbers
    // `UIEdgeInsetsZero`, `.zero` and anything tabls cannot read leave the default, zero.
    if name == "imageInsets", numbers.count == 4 {
      scan.controllerImageInsets = EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    } else if name == "titlePositionAdjustment", numbers.count == 2 {
      scan.controllerTitleAdjustment = Point(numbers[0], numbers[1])
    }
  }
}
