/// Draws a laid-out tab bar as pixels: background and hairline, icons (the catalog's images in their own
/// colours, or a placeholder), titles, badges and the PlusButton, light or dark, at scale 1–3.
///
/// Text: there is no font yet, so each character of a title or badge is drawn as a visible placeholder box (never
/// a silent gap). Lottie icons are drawn as placeholders too (their first frame is not rendered yet).
public enum PNGPreview {
  public struct Images: Sendable {
    /// Decoded icons by item index, already chosen for the state (selected or not) and the appearance.
    public var icons: [Int: RGBAImage] = [:]
    public var plusButton: RGBAImage?

    public init(icons: [Int: RGBAImage] = [:], plusButton: RGBAImage? = nil) {
      self.icons = icons
      self.plusButton = plusButton
    }
  }

  public struct Palette: Sendable {
    public var background, hairline, tint, gray, badge: Canvas.Color

    public static let light = Palette(
      background: (249, 249, 249, 255), hairline: (198, 198, 200, 255), tint: (255, 106, 0, 255),
      gray: (142, 142, 147, 255), badge: (255, 59, 48, 255))
    public static let dark = Palette(
      background: (28, 28, 30, 255), hairline: (56, 56, 58, 255), tint: (255, 159, 10, 255), gray: (152, 152, 157, 255),
      badge: (255, 69, 58, 255))
  }

  /// How far above the bar's top edge anything reaches (the raised PlusButton, badges), in points.
  public static func overhang(_ layout: TabBarLayout) -> Double {
    var top = min(0, layout.plusButton?.y ?? 0)
    for item in layout.items { top = min(top, item.badge?.y ?? 0) }
    return (-top).rounded(.up)
  }

  public static func render(
    _ spec: LayoutSpec, layout: TabBarLayout, images: Images, dark: Bool = false, scale: Int = 2,
    selectedIndex: Int = 0
  ) -> RGBAImage {
    let palette = dark ? Palette.dark : Palette.light
    let s = Double(max(1, min(scale, 3)))
    let top = overhang(layout)
    var canvas = Canvas(
      width: Int((layout.bar.width * s).rounded()), height: Int(((layout.bar.height + top) * s).rounded()))
    func px(_ rect: Rect) -> Rect { Rect(rect.x * s, (rect.y + top) * s, rect.width * s, rect.height * s) }
    canvas.fill(px(Rect(0, 0, layout.bar.width, layout.bar.height)), palette.background)
    canvas.fill(px(Rect(0, 0, layout.bar.width, 1 / s)), palette.hairline)
    for (index, item) in layout.items.enumerated() {
      let color = index == selectedIndex ? palette.tint : palette.gray
      if let icon = images.icons[index] {
        canvas.draw(icon, in: px(item.icon))
      } else {
        canvas.fillRounded(px(item.icon), radius: item.icon.width * s / 5, (color.r, color.g, color.b, 110))
      }
      if let title = item.title, let text = spec.items[index].title {
        placeholderText(text, in: px(title), pointSize: 10 * s, color: color, canvas: &canvas)
      }
      if let badge = item.badge {
        canvas.fillRounded(px(badge), radius: badge.height * s / 2, palette.badge)
        if case .text(let value)? = spec.items[index].badge, !value.isEmpty, badge.width > 8 {
          let shown = Int(value).map { $0 > 99 ? "99+" : value } ?? value
          let width = TextMetrics.width(of: shown, pointSize: 9, bold: true)
          let box = Rect(badge.midX - width / 2, badge.midY - 5.5, width, 11)
          placeholderText(shown, in: px(box), pointSize: 9 * s, color: (255, 255, 255, 255), canvas: &canvas)
        }
      }
    }
    if let plus = layout.plusButton {
      if let image = images.plusButton {
        // The button's image, at its natural aspect, centred in the button's frame.
        let ratio = min(plus.width / Double(image.width), plus.height / Double(image.height))
        let size = Size(Double(image.width) * ratio, Double(image.height) * ratio)
        canvas.draw(
          image, in: px(Rect(plus.midX - size.width / 2, plus.midY - size.height / 2, size.width, size.height)))
      } else {
        let side = min(plus.width, plus.height)
        let circle = Rect(plus.midX - side / 2, plus.midY - side / 2, side, side)
        canvas.fillRounded(px(circle), radius: side * s / 2, palette.tint)
        let bar = side * 0.08
        canvas.fill(px(Rect(circle.midX - side * 0.25, circle.midY - bar / 2, side * 0.5, bar)), (255, 255, 255, 255))
        canvas.fill(px(Rect(circle.midX - bar / 2, circle.midY - side * 0.25, bar, side * 0.5)), (255, 255, 255, 255))
      }
    }
    return canvas.image
  }

  /// One hollow box per character, as wide as the character's advance: text is visibly there, unread.
  static func placeholderText(
    _ text: String, in rect: Rect, pointSize: Double, color: Canvas.Color, canvas: inout Canvas
  ) {
    var x = rect.x
    let height = pointSize * 0.72
    let y = rect.y + (rect.height - height) / 2
    for scalar in text.unicodeScalars {
      let advance = TextMetrics.width(of: String(scalar), pointSize: pointSize)
      let box = Rect(x + advance * 0.1, y, advance * 0.8, height)
      let line = max(1, pointSize / 12)
      canvas.fill(Rect(box.x, box.y, box.width, line), color)
      canvas.fill(Rect(box.x, box.y + box.height - line, box.width, line), color)
      canvas.fill(Rect(box.x, box.y, line, box.height), color)
      canvas.fill(Rect(box.x + box.width - line, box.y, line, box.height), color)
      x += advance
    }
  }
}
