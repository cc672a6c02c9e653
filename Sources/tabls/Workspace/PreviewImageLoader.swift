import Lottie
import Raster
import SourceText
import TabAnalysis

/// Reads the icons a PNG preview draws from the asset catalog: for each item the image of its state, in the
/// appearance asked for (explicit dark key > the set's Dark appearance > `<name><darkSuffix>` > light), at the
/// scale that fits; and the PlusButton's image. Icon sizes in the spec become the images' point sizes.
enum PreviewImageLoader {
  static func load(
    for bar: TabBar, model: TabModel, scan: SourceScan?, index: WorkspaceIndex, dark: Bool, scale: Int,
    selectedIndex: Int, spec: inout LayoutSpec
  ) -> PNGPreview.Images {
    var images = PNGPreview.Images()
    let files = IconFiles()
    for role in BarColors.Role.allCases {
      if let color = spec.colors[role], UIColorExpression.color(color, dark: dark, colorSets: spec.colorSets) == nil {
        images.notes.append("the \(role.name) colour '\(color)' is not one tabls can read; drawn in the system colour")
      }
    }
    for (name, isBackground) in [(spec.images.background, true), (spec.images.shadow, false)] {
      guard let name, !name.isEmpty else { continue }
      guard
        let (image, size, notes) = icon(
          named: name, dark: dark, index: index, scale: scale, suffixLookup: false, files: files)
      else {
        let role = isBackground ? "background" : "shadow"
        images.notes.append("the bar's \(role) image '\(name)' is not drawn: it has no PNG, PDF or SVG file")
        continue
      }
      if isBackground { images.barBackground = (image, size) } else { images.barShadow = (image, size) }
      images.notes += notes
    }
    let symbolFont = SymbolFont.system
    var glyphs: [String] = []
    var placeholders: [String] = []
    for (position, itemIndex) in bar.items.enumerated() {
      guard let itemIndex, position < spec.items.count else { continue }
      let item = model.items[itemIndex]
      let selected = position == selectedIndex
      if let color = spec.items[position].badgeColor,
        UIColorExpression.color(color, dark: dark, colorSets: spec.colorSets) == nil
      {
        images.notes.append("the badge colour '\(color)' is not one tabls can read; drawn in the system red")
      }
      if let color = spec.items[position].cylBadge.textColor,
        UIColorExpression.color(color, dark: dark, colorSets: spec.colorSets) == nil
      {
        images.notes.append("the badge text colour '\(color)' is not one tabls can read; drawn in white")
      }
      if let dictionaryIndex = item.dictionary, let scan {
        cylIcon(
          position, scan.dictionaries[dictionaryIndex], selected: selected, index: index, dark: dark, scale: scale,
          files: files, spec: &spec, into: &images)
        continue
      }
      if let symbol = (selected ? item.image(.selected) : nil) ?? item.image(.normal), symbol.source == .system {
        // An SF Symbol: its stand-in glyph, tinted as a template (SwiftUI's bar draws the `.fill` form).
        let side = Clamp.int(
          ((spec.items[position].image ?? LayoutEngine.defaultIcon).width * Double(scale)).rounded(), 1...1024)
        if let glyph = symbolFont?.image(for: symbol.name, filled: bar.library == .swiftUI, side: side) {
          images.icons[position] = glyph
          images.templates.insert(position)
          glyphs.append(symbol.name)
        } else {
          placeholders.append(symbol.name)
        }
        continue
      }
      // UIKit items: the state's image; in Dark Mode only the image set's own Dark appearance.
      guard let image = (selected ? item.image(.selected) : nil) ?? item.image(.normal),
        image.source.isName || image.source == .assetSymbol,
        let (icon, pointSize, notes) = icon(
          named: image.name, dark: dark, index: index, scale: scale, suffixLookup: false, files: files)
      else { continue }
      images.icons[position] = icon
      images.notes += notes
      spec.items[position].image = pointSize
      // UIKit draws its items' images as templates (tinted from their alpha) unless they are originals.
      let original =
        image.rendering == .original
        || (image.rendering == .asImageSetSays && index.images[image.name]?.rendersAsOriginal == true)
      if !original { images.templates.insert(position) }
    }
    if bar.library == .cylTabBarController, let name = index.plusButtons.first?.plus.imageName,
      let (image, _, notes) = icon(named: name, dark: dark, index: index, scale: scale, files: files)
    {
      images.plusButton = image
      images.notes += notes
    }
    images.notes += files.notes
    images.notes += symbolNotes(glyphs: glyphs, placeholders: placeholders, fontFound: symbolFont != nil)
    return images
  }

  /// How a picture draws each item's icon, without drawing it (`tabls layout`'s `"drawn"`): `"image"` (a file of
  /// the workspace, a Lottie animation's first frame), `"glyph"` (an SF Symbol's stand-in) or `"placeholder"`.
  static func drawn(for bar: TabBar, model: TabModel, scan: SourceScan?, index: WorkspaceIndex) -> [String] {
    let symbolFont = SymbolFont.system
    return bar.items.map { itemIndex in
      guard let itemIndex, model.items.indices.contains(itemIndex) else { return "placeholder" }
      let item = model.items[itemIndex]
      if let dictionaryIndex = item.dictionary, let scan, scan.dictionaries.indices.contains(dictionaryIndex) {
        let dictionary = scan.dictionaries[dictionaryIndex]
        if dictionary.isLottie {
          let source = dictionary.value(.lottieURL) ?? dictionary.value(.lottieFilePath)
          return source.flatMap { index.lottie(for: $0) } == nil ? "placeholder" : "image"
        }
        let name = dictionary.value(.image)?.text
        return name.flatMap { iconFile(named: $0, dark: false, index: index, scale: 2) } == nil
          ? "placeholder" : "image"
      }
      guard let image = item.image(.normal) else { return "placeholder" }
      switch image.source {
      case .system:
        return symbolFont?.glyph(for: image.name, filled: bar.library == .swiftUI) == nil ? "placeholder" : "glyph"
      case .named, .moduleBundle, .otherBundle, .assetSymbol:
        return iconFile(named: image.name, dark: false, index: index, scale: 2) == nil ? "placeholder" : "image"
      case .embedded:
        return "placeholder"
      }
    }
  }

  /// What the preview drew for the bar's SF Symbols: stand-in glyphs, and the placeholders of the others and why.
  static func symbolNotes(glyphs: [String], placeholders: [String], fontFound: Bool) -> [String] {
    func list(_ names: [String]) -> String {
      let unique = names.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
      return unique.prefix(8).joined(separator: ", ") + (unique.count > 8 ? ", …" : "")
    }
    var notes: [String] = []
    if !glyphs.isEmpty { notes.append("SF Symbols drawn with Material Design Icons stand-ins: \(list(glyphs))") }
    if !placeholders.isEmpty {
      let why = fontFound ? "not in tabls' symbol table" : "no icon set installed (Debian: \(SymbolFont.package))"
      notes.append("SF Symbols drawn as placeholders (\(why)): \(list(placeholders))")
    }
    return notes
  }

  static func cylIcon(
    _ position: Int, _ dictionary: AttributeDictionary, selected: Bool, index: WorkspaceIndex, dark: Bool, scale: Int,
    files: IconFiles, spec: inout LayoutSpec, into images: inout PNGPreview.Images
  ) {
    let lightKey: AttributeKey = selected && dictionary.value(.selectedImage) != nil ? .selectedImage : .image
    let darkKey: AttributeKey = lightKey == .selectedImage ? .selectedDarkImage : .darkImage
    if dictionary.isLottie {
      lottieIcon(position, dictionary, index: index, dark: dark, scale: scale, files: files, spec: spec, into: &images)
      return
    }
    guard let name = dictionary.value(lightKey)?.text else { return }
    let explicitDark = dark ? dictionary.value(darkKey)?.text : nil
    guard
      let (image, pointSize, notes) = icon(
        named: explicitDark ?? name, dark: dark && explicitDark == nil, index: index, scale: scale, files: files)
    else { return }
    images.icons[position] = image
    images.notes += notes
    spec.items[position].image = pointSize
  }

  /// The first frame of an item's Lottie animation (its dark animation in dark mode, when it has one), at the
  /// icon's size, recoloured in dark mode by its `CYLTabBarLottieDarkColors`; what the frame has that is not drawn,
  /// and dark colours that are not literal colours, become notes.
  static func lottieIcon(
    _ position: Int, _ dictionary: AttributeDictionary, index: WorkspaceIndex, dark: Bool, scale: Int,
    files: IconFiles, spec: LayoutSpec, into images: inout PNGPreview.Images
  ) {
    let darkSource = dark ? dictionary.value(.lottieDarkURL) ?? dictionary.value(.lottieDarkFilePath) : nil
    guard let source = darkSource ?? dictionary.value(.lottieURL) ?? dictionary.value(.lottieFilePath),
      let path = index.lottie(for: source)?.path, let bytes = files.bytes(path)
    else { return }
    let item = spec.items[position]
    let size = item.lottieSize ?? item.image ?? Size(22, 22)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    var colors: [LottieFirstFrame.ColorOverride] = []
    if dark, let map = dictionary.value(.lottieDarkColors), map.kind == .dictionary {
      for entry in map.entries where entry.keyIsString {
        let text = entry.value.sourceText ?? ""
        if let color = UIColorExpression.color(text, dark: true, colorSets: spec.colorSets) {
          colors.append(LottieFirstFrame.ColorOverride(keypath: entry.keyText, color: color))
        } else {
          images.notes.append(
            "\(name): the dark colour '\(text)' of '\(entry.keyText)' is not one tabls can read; drawn as the animation has it"
          )
        }
      }
    }
    do {
      let frame = try LottieFirstFrame.render(
        bytes, width: Clamp.int((size.width * Double(scale)).rounded(), 1...1024),
        height: Clamp.int((size.height * Double(scale)).rounded(), 1...1024), colors: colors,
        fonts: (try? PreviewFonts.outline(explicit: nil, for: nil)) ?? [], faces: PreviewFonts.lottieFaces)
      images.icons[position] = frame.image
      if !frame.notDrawn.isEmpty {
        images.notes.append("\(name): not drawn: \(frame.notDrawn.joined(separator: ", "))")
      }
    } catch {
      images.notes.append("\(name): \(error)")
    }
  }

  /// A decoded (or, for PDF and SVG, drawn) icon, its size in points, and what of a vector file is not drawn.
  /// `suffixLookup`: CYLTabBarController's `<name><darkSuffix>` fallback (UIKit has none).
  static func icon(
    named name: String, dark: Bool, index: WorkspaceIndex, scale: Int, suffixLookup: Bool = true, files: IconFiles
  ) -> (RGBAImage, Size, [String])? {
    guard let file = iconFile(named: name, dark: dark, index: index, scale: scale, suffixLookup: suffixLookup) else {
      return nil
    }
    return files.icon(file, scale: scale)
  }

  /// The file an icon of that name is drawn from: a name, else an asset's generated symbol (`UIImage(resource:
  /// .tabHome)`), in the appearance and scale asked.
  static func iconFile(named name: String, dark: Bool, index: WorkspaceIndex, scale: Int, suffixLookup: Bool = true)
    -> ImageAsset.File?
  {
    var asset = index.images[name] ?? index.images.asset(forSymbol: name)
    var wantDark = dark
    if dark, suffixLookup, asset?.hasDarkAppearance != true, let suffixed = index.images[name + index.darkSuffix] {
      asset = suffixed
      wantDark = false
    }
    return asset?.bestFile(scale: scale, dark: wantDark)
  }
}

/// The image files one preview reads: each distinct file read once and decoded (or drawn) once, however many
/// items and states name it; a PNG's header is read first (33 bytes) and checked against the decoder's budget,
/// so a huge file is never read in full for an image it could not decode.
final class IconFiles {
  private var icons: [String: (RGBAImage, Size, [String])?] = [:]
  private var contents: [String: [UInt8]?] = [:]
  /// Files refused before they were read, once each.
  fileprivate(set) var notes: [String] = []

  func bytes(_ path: String) -> [UInt8]? {
    if let known = contents[path] { return known }
    let read = FileReader.read(path)
    contents[path] = read
    return read
  }

  func icon(_ file: ImageAsset.File, scale: Int) -> (RGBAImage, Size, [String])? {
    let key = "\(scale)|\(file.path)"
    if let known = icons[key] { return known }
    let icon = Self.decode(file, scale: scale, files: self)
    icons[key] = icon
    return icon
  }

  private static func decode(_ file: ImageAsset.File, scale: Int, files: IconFiles) -> (RGBAImage, Size, [String])? {
    let lowered = file.path.lowercased()
    let name = PathName.lastComponent(of: file.path)
    if lowered.hasSuffix(".png") {
      guard let prefix = FileReader.readPrefix(file.path, count: 33), let header = PNG.header(prefix) else {
        return nil
      }
      do {
        try PNG.check(header)
      } catch {
        files.notes.append("\(name) is not drawn: \(error)")
        return nil
      }
    }
    guard let bytes = files.bytes(file.path) else { return nil }
    // A vector icon: read once, drawn at its own size in points at the preview's scale.
    var vector: (size: Size, draw: (Int, Int) -> (image: RGBAImage, notDrawn: [String]))?
    if lowered.hasSuffix(".svg") {
      guard let document = SVGImage.Document(bytes), let size = document.size else { return nil }
      vector = (
        size,
        {
          let drawn = document.render(width: $0, height: $1); return (drawn.image, drawn.notDrawn)
        }
      )
    } else if lowered.hasSuffix(".pdf") {
      guard let page = PDFImage.page(bytes) else { return nil }
      vector = (
        page.size,
        {
          let drawn = PDFImage.render(page, width: $0, height: $1); return (drawn.image, drawn.notDrawn)
        }
      )
    }
    if let (size, draw) = vector {
      guard size.width <= 1024, size.height <= 1024 else { return nil }
      let (image, notDrawn) = draw(
        Clamp.int((size.width * Double(scale)).rounded(), 1...4096),
        Clamp.int((size.height * Double(scale)).rounded(), 1...4096))
      return (image, size, notDrawn.isEmpty ? [] : ["\(name): not drawn: \(notDrawn.joined(separator: ", "))"])
    }
    guard lowered.hasSuffix(".png"), let image = try? PNG.decode(bytes) else { return nil }
    let fileScale = Double(max(file.scale, 1))
    return (image, Size(Double(image.width) / fileScale, Double(image.height) / fileScale), [])
  }
}
