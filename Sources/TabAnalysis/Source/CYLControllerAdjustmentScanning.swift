/// The controller-wide `imageInsets:` and `titlePositionAdjustment:` of CYLTabBarController's initializers
/// (`tabBarControllerWithViewControllers:tabBarItemsAttributes:imageInsets:titlePositionAdjustment:…`,
/// `initWithViewControllers:…`, and Swift's
/// `CYLTabBarController(viewControllers:tabBarItemsAttributes:imageInsets:…)`): every item's, unless its own
/// attribute dictionary sets a non-zero one (layout.md §4).
extension ScanBuilder {
  /// The argument labelled `name` at `index` (its `:` follows), when its call also takes `tabBarItemsAttributes`.
  mutating func collectControllerAdjustment(_ name: String, at index: Int) {
    guard let opener = enclosingOpener(of: index), stream.isChar(opener, "[") || stream.isChar(opener, "("),
      let value = argument(at: index, in: opener),
      ((opener + 1)..<index).contains(where: {
        stream.enclosing[$0] == opener && stream.isIdentifier($0, "tabBarItemsAttributes")
      })
    else { return }
    let numbers = classify(value, depth: 0).numbers
    // `UIEdgeInsetsZero`, `.zero` and anything tabls cannot read leave the default, zero.
    if name == "imageInsets", numbers.count == 4 {
      scan.controllerImageInsets = EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    } else if name == "titlePositionAdjustment", numbers.count == 2 {
      scan.controllerTitleAdjustment = Point(numbers[0], numbers[1])
    }
  }

  /// The tokens of the argument labelled at `label`: to the next label (Objective-C's `name:`), `,` (Swift) or the
  /// call's end, at the call's own depth.
  private func argument(at label: Int, in opener: Int) -> Range<Int>? {
    let end = min(stream.match[opener], stream.count)
    var index = label + 2
    while index < end {
      if stream.enclosing[index] == opener {
        if stream.dialect == .swift, stream.isChar(index, ",") { break }
        if stream.dialect == .objectiveC, stream.isIdentifier(index), stream.isChar(index + 1, ":") { break }
      }
      index = stream.skip(index)
    }
    return label + 2 < index ? (label + 2)..<min(index, end) : nil
  }
}
