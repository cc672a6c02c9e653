import Raster
import SourceText

/// Draws a laid-out tab bar as pixels: background and hairline, icons (the catalog's images in their own
/// colours, or a placeholder), titles, badges and the PlusButton, light or dark, at scale 1–3.
///
/// Text is drawn with the outline fonts given (`OutlineText`, anti-aliased), then bitmap fonts (`BitmapText`):
/// a Unifont `.hex` file, the embedded Latin font; a character no font has is a visible placeholder box, never a
/// silent gap. Lottie icons arrive as images of their first frame (`LottieFirstFrame`).
public enum PNGPreview {
  /// The longest side of a preview in pixels: a spec with absurd sizes draws a bounded image.
  public static let maximumSide = Canvas.maximumSide

  public struct Images: Sendable {
    /// Decoded icons by item index, already chosen for the state (selected or not) and the appearance.
    public var icons: [Int: RGBAImage] = [:]
    public var plusButton: RGBAImage?
    /// Fonts for titles and badges after the embedded Latin one (a Unifont `.hex`, say).
    public var fonts: [any GlyphSource]
    /// Outline fonts, tried first for every character (a Latin font, then a CJK one): titles are then drawn
    /// anti-aliased at UIKit's size, the bitmap fonts only for characters none of these has.
    public var outlineFonts: [TrueTypeFont] = []
    /// Outline fonts for badge text, a bold one first (CYLTabBarController draws its badges in the bold system
    /// font); `outlineFonts` when empty.
    public var badgeFonts: [TrueTypeFont] = []
    /// Items whose icon is a template: drawn in the item's colour (tint or gray) from its alpha, as UIKit does.
    public var templates: Set<Int> = []
    /// What the loader could not draw (parts of Lottie icons), for the caller to report.
    public var notes: [String] = []
    /// The bar's `backgroundImage` and `shadowImage` (`LayoutSpec.images`), with their sizes in points.
    public var barBackground: (image: RGBAImage, size: Size)?
    public var barShadow: (image: RGBAImage, size: Size)?

    public init(icons: [Int: RGBAImage] = [:], plusButton: RGBAImage? = nil, fonts: [any GlyphSource] = []) {
      self.icons = icons
      self.plusButton = plusButton
      self.fonts = fonts
    }
  }

  public struct Palette: Sendable {
    public var background, hairline, tint, gray, badge: Canvas.Color
    /// Title colours set apart from the icons' (`titleTextAttributes`); nil follows `tint` and `gray`.
    public var selectedTitle, unselectedTitle: Canvas.Color?

    /// This palette with the colours the code sets, each evaluated for the appearance (an expression tabls cannot
    /// read keeps the system colour).
    public func with(_ colors: BarColors, dark: Bool, colorSets: [String: ColorSet] = [:]) -> Palette {
      var result = self
      func color(_ role: BarColors.Role) -> Canvas.Color? {
        colors[role].flatMap { UIColorExpression.color($0, dark: dark, colorSets: colorSets) }
      }
      result.tint = color(.selected) ?? tint
      result.gray = color(.unselected) ?? gray
      result.background = color(.background) ?? background
      result.badge = color(.badge) ?? badge
      result.hairline = color(.hairline) ?? hairline
      result.selectedTitle = color(.selectedTitle)
      result.unselectedTitle = color(.unselectedTitle)
      return result
    }

    /// UIKit's defaults: the selected item in `systemBlue`, the others in `systemGray`, badges in `systemRed`
    /// (each in its light and dark value); the code's colours replace them (`with(_:dark:)`).
    public static let light = Palette(
      background: (249, 249, 249, 255), hairline: (0, 0, 0, 77), tint: (0, 122, 255, 255),
      gray: (142, 142, 147, 255), badge: (255, 59, 48, 255))
    public static let dark = Palette(
      background: (28, 28, 30, 255), hairline: (255, 255, 255, 38), tint: (10, 132, 255, 255),
      gray: (152, 152, 157, 255),
      badge: (255, 69, 58, 255))
  }

  /// How far above the bar's top edge anything reaches (the raised PlusButton, badges), in points.
  public static func overhang(_ layout: TabBarLayout) -> Double {
    var top = min(0, layout.plusButton?.y ?? 0, layout.bottomAccessory?.y ?? 0)
    for item in layout.items { top = min(top, item.badge?.y ?? 0) }
    return (-top).rounded(.up)
  }

  /// Each title's width in the outline font the picture draws it with (the bold one for a bold title font), at
  /// 10 pt as the layout measures: the title frames then are the text drawn. Without outline fonts, the estimate.
  public static func measureTitles(_ spec: inout LayoutSpec, images: Images) {
    let fonts = spec.titleFontIsBold && !images.badgeFonts.isEmpty ? images.badgeFonts : images.outlineFonts
    guard !fonts.isEmpty else { return }
    let text = OutlineText(fonts: fonts, fallback: BitmapText(fonts: [LatinBitmapFont()] + images.fonts))
    let scale = min(max(spec.titleFontSize, 1), 64) / 10
    for index in spec.items.indices {
      guard let title = spec.items[index].title, !title.isEmpty else { continue }
      spec.items[index].titleWidth = text.width(title, size: 10) * scale
    }
  }

  /// How far above the bar's top edge the picture starts, in points: the overhang, and for a bar with a top line
  /// (drawn just above the bar: UIKit's shadow, FlatDesign's line) at least its pixel.
  public static func pictureTop(_ layout: TabBarLayout, scale: Int) -> Double {
    let s = Double(max(1, min(scale, 3)))
    return layout.style == .liquidGlass ? overhang(layout) : max(overhang(layout), 1 / s)
  }

  /// A badge's capsule in its colour and its text (white unless CYL's text colour is set), centred in `frame`
  /// (pixels, `s` per point): CYL's in bold 9 pt (layout.md §6; its "new" style's corners a third of its height)
  /// or the tab's CYL font and corner radius, UIKit's in regular 13 pt.
  static func drawBadge(
    _ item: LayoutItem, in frame: Rect, color: Canvas.Color, textColor: Canvas.Color, images: Images,
    text: BitmapText, scale s: Double, on canvas: inout Canvas
  ) {
    guard let badge = item.badge else { return }
    let corner = badge.isUIKit ? nil : item.cylBadge.cornerRadius.flatMap { $0 > 0 ? $0 * s : nil }
    let shown = item.shownBadge ?? ""
    let font = badge.isUIKit ? (size: 13.0, bold: false) : LayoutEngine.cylBadgeFont(item.cylBadge)
    let size = font.size * s
    let fonts = !font.bold || images.badgeFonts.isEmpty ? images.outlineFonts : images.badgeFonts
    // The layout sizes the capsule from estimated advances; the device from the real text. Where the font drawn is
    // wider, the capsule grows to the text plus its margin, from its left edge (UIKit) or its centre (CYL).
    var frame = frame
    let outline = fonts.isEmpty || shown.isEmpty ? nil : OutlineText(fonts: fonts, fallback: text)
    let textWidth = outline?.width(shown, size: size) ?? 0
    let margin = (badge.isUIKit ? 10 : item.cylBadge.margin ?? 8) * s
    if textWidth + margin > frame.width {
      let grown = (textWidth + margin).rounded(.up)
      frame = Rect(frame.x - (badge.isUIKit ? 0 : (grown - frame.width) / 2), frame.y, grown, frame.height)
    }
    canvas.fillRounded(frame, radius: corner ?? frame.height / (badge.isNewStyle ? 3 : 2), color)
    guard !shown.isEmpty, frame.width > 8 * s else { return }
    if let outline {
      // A negative margin leaves the text wider than its capsule, as on the device: it is not cut.
      let roomWidth = max(frame.width, textWidth + 2 * s)
      let room = Rect(frame.midX - roomWidth / 2, frame.y, roomWidth, frame.height)
      outline.draw(shown, in: room, size: size, color: textColor, on: &canvas)
    } else {
      let width = TextMetrics.width(of: shown, pointSize: size, bold: font.bold)
      let box = Rect(frame.midX - width / 2, frame.midY - size * 0.61, width, size * 1.22)
      text.draw(shown, in: box, capHeight: size * 0.72, color: textColor, on: &canvas)
    }
  }

  /// A template image in one colour: the colour where the image has ink, its alpha times the colour's.
  static func tinted(_ image: RGBAImage, _ color: Canvas.Color) -> RGBAImage {
    var result = image
    for index in stride(from: 0, to: result.pixels.count, by: 4) {
      result.pixels[index] = color.r
      result.pixels[index + 1] = color.g
      result.pixels[index + 2] = color.b
      result.pixels[index + 3] = UInt8((Int(result.pixels[index + 3]) * Int(color.a) + 127) / 255)
    }
    return result
  }

  public static func render(
    _ spec: LayoutSpec, layout: TabBarLayout, images: Images, dark: Bool = false, scale: Int = 2,
    selectedIndex: Int = 0
  ) -> RGBAImage {
    let glass = layout.style == .liquidGlass
    let top = pictureTop(layout, scale: scale)
    let s = Double(max(1, min(scale, 3)))
    // Liquid Glass floats: the picture is the screen's width, with the capsule inset and the gap below it.
    let width = glass ? spec.device.width : layout.bar.width
    let below = glass ? LayoutEngine.glassBottomGap : 0
    var picture = BarPicture(
      spec: spec, layout: layout, images: images, dark: dark, scale: s, top: top, origin: glass ? layout.bar.x : 0,
      canvas: Canvas(
        width: Clamp.int((width * s).rounded(), 1...PNGPreview.maximumSide),
        height: Clamp.int(((layout.bar.height + top + below) * s).rounded(), 1...PNGPreview.maximumSide)))
    picture.drawBar(selectedIndex: selectedIndex)
    for index in layout.items.indices { picture.drawItem(index, selected: index == selectedIndex) }
    picture.drawPlusButton()
    return picture.canvas.image
  }
}

/// One picture of a bar being drawn: the canvas, and what every part of the bar is drawn with.
private struct BarPicture {
  let spec: LayoutSpec
  let layout: TabBarLayout
  let images: PNGPreview.Images
  let dark: Bool
  let palette: PNGPreview.Palette
  let text: BitmapText
  /// Pixels per point.
  let s: Double
  /// Where the bar's top and left edges are in the picture, in points.
  let top, origin: Double
  var canvas: Canvas

  init(
    spec: LayoutSpec, layout: TabBarLayout, images: PNGPreview.Images, dark: Bool, scale: Double, top: Double,
    origin: Double, canvas: Canvas
  ) {
    (self.spec, self.layout, self.images, self.dark, self.s, self.top, self.origin) =
      (spec, layout, images, dark, scale, top, origin)
    self.canvas = canvas
    var palette = dark ? PNGPreview.Palette.dark : .light
    // Under glass the other tabs are near black (iOS 18's grey is gone), unless the code sets their colour.
    if layout.style == .liquidGlass {
      palette.gray = (dark ? PNGPreview.GlassPalette.darkGlass : .lightGlass).unselected
    }
    self.palette = palette.with(spec.colors, dark: dark, colorSets: spec.colorSets)
    text = BitmapText(fonts: [LatinBitmapFont()] + images.fonts)
  }

  func px(_ rect: Rect) -> Rect { Rect((rect.x + origin) * s, (rect.y + top) * s, rect.width * s, rect.height * s) }

  /// The glass capsule, or the classic bar's background, its background image and its top line.
  mutating func drawBar(selectedIndex: Int) {
    let bar = px(Rect(0, 0, layout.bar.width, layout.bar.height))
    if layout.style == .liquidGlass {
      var glassPalette = dark ? PNGPreview.GlassPalette.darkGlass : .lightGlass
      // A background colour the code sets tints the glass (the app asked for it; the blur behind is not drawn).
      if spec.colors[.background] != nil { glassPalette.fill = palette.background }
      PNGPreview.drawGlass(
        layout, palette: glassPalette, selectedIndex: selectedIndex, px: px, scale: s, on: &canvas)
      return
    }
    canvas.fill(bar, palette.background)
    if let background = images.barBackground {
      canvas.tile(background.image, tile: Size(background.size.width * s, background.size.height * s), in: bar)
    }
    // The top line: the shadow image across the top at its height, none for an empty one, else the hairline.
    if let shadow = images.barShadow {
      let tile = Size(shadow.size.width * s, shadow.size.height * s)
      canvas.tile(shadow.image, tile: tile, in: Rect(bar.x, bar.y, bar.width, tile.height))
    } else if spec.images.shadow != "" {
      // One pixel just above the bar: UITabBar's shadow (black at 30 %, white at 15 % in dark mode, as UIKit's
      // renders show it over the content) and FlatDesign's own line (layout.md §7).
      canvas.fill(px(Rect(0, -1 / s, layout.bar.width, 1 / s)), palette.hairline)
    }
  }

  /// An item's icon (or a placeholder), title and badge, in the selected or the unselected colour.
  mutating func drawItem(_ index: Int, selected: Bool) {
    let item = layout.items[index]
    let color = selected ? palette.tint : palette.gray
    let titleColor = selected ? palette.selectedTitle ?? color : palette.unselectedTitle ?? color
    if let icon = images.icons[index] {
      canvas.draw(images.templates.contains(index) ? PNGPreview.tinted(icon, color) : icon, in: px(item.icon))
    } else {
      canvas.fillRounded(px(item.icon), radius: item.icon.width * s / 5, (color.r, color.g, color.b, 110))
    }
    if let title = item.title, let string = spec.items[index].title {
      // Titles are 10 pt (UIKit's tab bar font) unless the code sets a font; a bitmap font's capitals about 0.72
      // of that.
      let size = min(max(spec.titleFontSize, 1), 64)
      // The title's frame is the layout's estimate of the text's width at 10 pt; real text is centred on it and
      // cut only where the item ends, as UIKit's label is.
      let room = Rect(title.midX - item.frame.width / 2, title.y, item.frame.width, title.height)
      if images.outlineFonts.isEmpty {
        text.draw(string, in: px(room), capHeight: size * 0.72 * s, color: titleColor, on: &canvas)
      } else {
        // A bold title font set in the code draws in the bold Latin font the badges use, when there is one.
        let fonts = spec.titleFontIsBold && !images.badgeFonts.isEmpty ? images.badgeFonts : images.outlineFonts
        OutlineText(fonts: fonts, fallback: text).draw(
          string, in: px(room), size: size * s, color: titleColor, on: &canvas)
      }
    }
    if let frame = item.badge {
      let color =
        spec.items[index].badgeColor.flatMap { UIColorExpression.color($0, dark: dark, colorSets: spec.colorSets) }
        ?? palette.badge
      let textColor = spec.items[index].cylBadge.textColor.flatMap {
        UIColorExpression.color($0, dark: dark, colorSets: spec.colorSets)
      }
      PNGPreview.drawBadge(
        spec.items[index], in: px(frame), color: color, textColor: textColor ?? (255, 255, 255, 255),
        images: images, text: text, scale: s, on: &canvas)
    }
  }

  /// The PlusButton's image at its natural aspect, centred in its frame, or a tinted circle with a plus.
  mutating func drawPlusButton() {
    guard let plus = layout.plusButton else { return }
    if let image = images.plusButton {
      let ratio = min(plus.width / Double(image.width), plus.height / Double(image.height))
      let size = Size(Double(image.width) * ratio, Double(image.height) * ratio)
      canvas.draw(image, in: px(Rect(plus.midX - size.width / 2, plus.midY - size.height / 2, size.width, size.height)))
    } else {
      let side = min(plus.width, plus.height)
      let circle = Rect(plus.midX - side / 2, plus.midY - side / 2, side, side)
      canvas.fillRounded(px(circle), radius: side * s / 2, palette.tint)
      let bar = side * 0.08
      canvas.fill(px(Rect(circle.midX - side * 0.25, circle.midY - bar / 2, side * 0.5, bar)), (255, 255, 255, 255))
      canvas.fill(px(Rect(circle.midX - bar / 2, circle.midY - side * 0.25, bar, side * 0.5)), (255, 255, 255, 255))
    }
  }
}
