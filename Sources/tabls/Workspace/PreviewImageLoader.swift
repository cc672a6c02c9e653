import TabAnalysis

/// Reads the icons a PNG preview draws from the asset catalog: for each item the image of its state, in the
/// appearance asked for (explicit dark key > the set's Dark appearance > `<name><darkSuffix>` > light), at the
/// scale that fits; and the PlusButton's image. Icon sizes in the spec become the images' point sizes.
enum PreviewImageLoader {
  static func load(
    for tabBar: TabBarDeclaration, scan: SourceScan, index: WorkspaceIndex, dark: Bool, scale: Int, selectedIndex: Int,
    spec: inout LayoutSpec
  ) -> PNGPreview.Images {
    var images = PNGPreview.Images()
    for (position, dictionaryIndex) in tabBar.items.enumerated() {
      guard let dictionaryIndex, position < spec.items.count else { continue }
      let dictionary = scan.dictionaries[dictionaryIndex]
      let selected = position == selectedIndex
      let lightKey: AttributeKey = selected && dictionary.value(.selectedImage) != nil ? .selectedImage : .image
      let darkKey: AttributeKey = lightKey == .selectedImage ? .selectedDarkImage : .darkImage
      guard let name = dictionary.value(lightKey)?.text else { continue }
      let explicitDark = dark ? dictionary.value(darkKey)?.text : nil
      guard
        let (image, pointSize) = icon(
          named: explicitDark ?? name, dark: dark && explicitDark == nil, index: index, scale: scale)
      else { continue }
      images.icons[position] = image
      spec.items[position].image = pointSize
    }
    if let name = index.plusButtons.first?.plus.imageName,
      let (image, _) = icon(named: name, dark: dark, index: index, scale: scale)
    {
      images.plusButton = image
    }
    return images
  }

  /// A decoded icon and its size in points.
  static func icon(named name: String, dark: Bool, index: WorkspaceIndex, scale: Int) -> (RGBAImage, Size)? {
    var asset = index.images[name]
    var wantDark = dark
    if dark, asset?.hasDarkAppearance != true, let suffixed = index.images[name + index.darkSuffix] {
      asset = suffixed
      wantDark = false
    }
    guard let file = asset?.bestFile(scale: scale, dark: wantDark), file.path.lowercased().hasSuffix(".png"),
      let bytes = FileReader.read(file.path), let image = try? PNG.decode(bytes)
    else { return nil }
    let fileScale = Double(max(file.scale, 1))
    return (image, Size(Double(image.width) / fileScale, Double(image.height) / fileScale))
  }
}
