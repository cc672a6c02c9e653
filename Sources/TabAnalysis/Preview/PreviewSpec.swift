/// Builds the layout spec of a tab bar found in a source file, for previews.
public enum PreviewSpec {
  /// Titles (a localized key shows its source-language translation), Lottie sizes, the workspace's PlusButton
  /// and the `tabBarHeight` set in the sources. Icon sizes are not in the sources: the spec's 22 × 22 default.
  public static func spec(for tabBar: TabBarDeclaration, in scan: SourceScan, index: WorkspaceIndex, device: Device)
    -> LayoutSpec
  {
    let items = tabBar.items.map { position -> LayoutItem in
      guard let position else { return LayoutItem(title: "?") }
      let dictionary = scan.dictionaries[position]
      var item = LayoutItem()
      if let title = dictionary.value(.title), let text = title.text {
        if title.kind == .localizedString, let source = index.localization.sourceLanguage,
          let translated = index.localization.translations(of: text)[source]?.value
        {
          item.title = translated
        } else {
          item.title = text
        }
      }
      if let size = dictionary.value(.lottieSize), size.numbers.count == 2 {
        item.lottieSize = Size(size.numbers[0], size.numbers[1])
      }
      return item
    }
    var spec = LayoutSpec(device: device, items: items)
    if let height = scan.tabBarHeights.first?.value { spec.barHeight = height }
    if let plus = index.plusButtons.first?.plus {
      spec.plusButton = PlusButtonSpec(
        index: plus.index?.value, width: plus.size?.width ?? 55, height: plus.size?.height ?? 55,
        multiplier: plus.multiplier, constant: plus.centerYOffset)
    }
    return spec
  }

  /// The tab bar at a byte range (a cursor, or a whole line): the array or one of its item dictionaries
  /// overlaps it. Without a range, the first tab bar of the file.
  public static func tabBar(at span: SourceRange?, in scan: SourceScan) -> TabBarDeclaration? {
    guard let span else { return scan.tabBars.first }
    func overlaps(_ range: SourceRange) -> Bool { range.start <= span.end && span.start <= range.end }
    return scan.tabBars.first { tabBar in
      overlaps(tabBar.range) || tabBar.items.contains { $0.map { overlaps(scan.dictionaries[$0].range) } ?? false }
    }
  }
}
