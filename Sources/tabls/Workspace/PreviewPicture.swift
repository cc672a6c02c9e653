import Raster
import TabAnalysis

/// A tab bar drawn in pixels, the one way `tabls preview`, the server's `tabls/preview`, the HTML report and
/// `tabls diff` draw: its icons and images loaded, fonts applied (the one named, else the system's, else the
/// built-in bitmap font), titles measured, the bar laid out and rendered.
struct PreviewPicture {
  var image: RGBAImage
  var layout: TabBarLayout
  /// What the picture could not draw as the phone would (style notes, then images' and fonts'), for the user.
  var notes: [String]

  /// `spec` is the bar's layout spec (`PreviewSpec.spec`); its titles' widths are measured in the fonts found.
  /// Throws only for a font named with `fontPath` that cannot be read.
  static func draw(
    _ spec: inout LayoutSpec, bar: TabBar, model: TabModel, scan: SourceScan?, index: WorkspaceIndex, dark: Bool,
    scale: Int, selectedIndex: Int = 0, fontPath: String? = nil
  ) throws(PreviewFonts.LoadError) -> PreviewPicture {
    var images = PreviewImageLoader.load(
      for: bar, model: model, scan: scan, index: index, dark: dark, scale: scale, selectedIndex: selectedIndex,
      spec: &spec)
    if fontPath != nil {
      try PreviewFonts.apply(explicit: fontPath, to: &images, for: spec)
    } else {
      // Without a font found, titles are drawn in the built-in bitmap one.
      try? PreviewFonts.apply(explicit: nil, to: &images, for: spec)
    }
    PNGPreview.measureTitles(&spec, images: images)
    let layout = LayoutEngine.layout(spec)
    let image = PNGPreview.render(
      spec, layout: layout, images: images, dark: dark, scale: scale, selectedIndex: selectedIndex)
    return PreviewPicture(image: image, layout: layout, notes: layout.styleNotes + images.notes)
  }
}
