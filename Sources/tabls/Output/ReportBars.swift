import Foundation
import Raster
import SourceText
import TabAnalysis

/// A tab bar as the HTML report shows it: where it is, the pictures `tabls preview` draws of it (iOS 27 and iOS 18,
/// light and dark), and the findings about it with the item each one is about.
struct ReportBar: Sendable {
  struct Picture: Sendable {
    /// "iOS 27 · light".
    var label: String
    var dark: Bool
    /// The style and its reason, as the preview's note says it.
    var reason: String
    var png: [UInt8]
    /// The picture's size in points (its pixels are twice that).
    var width: Int, height: Int
    /// Each item's centre, as fractions of the picture's width and height (for the markers over it).
    var centres: [(x: Double, y: Double)]
  }

  var path: String
  /// 1-based.
  var line: Int
  var library: String
  var titles: [String]
  /// Each item's image name (its normal look), "" where it has none the code names.
  var images: [String] = []
  var pictures: [Picture]
  /// Where its titles are translated: the bar on iOS 27 (light) in each of the app's languages, the development
  /// language first (at most `ReportBars.maximumLanguages`).
  var languages: [(language: String, picture: Picture)] = []
  /// The bar on iOS 27 as `tabls preview` prints it, with its style's note.
  var ascii = ""
  /// The findings on the bar or on one of its items, with the item's position in the bar when it is about one.
  var findings: [(finding: LocatedFinding, slot: Int?)]
}

enum ReportBars {
  /// What a report shows of each bar: the text picture alone (Markdown), the PNG pictures too (HTML), and the bar in
  /// each of the app's languages (the first bars of an HTML report).
  enum Detail: Sendable {
    case ascii, pictures, picturesInLanguages
  }

  /// The bars a report draws, at most (each is 4 pictures, and one per language); the others are listed with their
  /// text picture and findings.
  static let maximumDrawn = 40
  /// The bars a report draws in every language, at most (the first ones).
  static let maximumInLanguages = 12

  /// The languages a report draws a bar in, at most.
  static let maximumLanguages = 8

  /// What the pictures show: the current release and the last one before Liquid Glass, each light and dark.
  static let looks: [(os: TargetOS, dark: Bool)] = [(.iOS27, false), (.iOS27, true), (.iOS18, false), (.iOS18, true)]

  /// The bars of one analysed file (a source or a storyboard) in the order of their lines, with `findings` (the
  /// file's) sorted onto them; the first `drawn` of them with pictures when `detail` asks for them.
  static func collect(
    _ document: ReadDocument, bytes: [UInt8], index: WorkspaceIndex, findings: [LocatedFinding], displayPath: String,
    detail: Detail, drawn: Int = .max
  ) -> [ReportBar] {
    guard document.kind == .source || document.kind == .storyboard else { return [] }
    var read = document
    read.readForeignTabs(bytes: bytes, from: index)
    let model = read.model(referencing: index.storyboards)
    guard !model.bars.isEmpty else { return [] }
    let lines = LineIndex(bytes)
    let ordered = model.bars.sorted { $0.range.start < $1.range.start }
    return ordered.enumerated().map { position, bar in
      let detail = position < drawn ? detail : .ascii
      func overlaps(_ range: SourceRange, _ other: SourceRange) -> Bool {
        range.start <= other.end && other.start <= range.end
      }
      var about: [(finding: LocatedFinding, slot: Int?)] = []
      for located in findings {
        let range = located.finding.range
        let slot = bar.items.firstIndex { $0.map { overlaps(model.items[$0].range, range) } ?? false }
        if slot != nil || overlaps(bar.range, range) { about.append((located, slot)) }
      }
      var reported = ReportBar(
        path: displayPath, line: lines.line(containing: bar.range.start) + 1, library: bar.library.rawValue,
        titles: bar.items.map { $0.flatMap { model.items[$0].title?.text } ?? "" },
        pictures: detail != .ascii
          ? looks.map {
            picture(
              of: bar, model: model, scan: read.sourceScan, index: index, os: $0.os, dark: $0.dark, path: read.path)
          }
          : [],
        findings: about)
      let translated = bar.items.contains { $0.map { model.items[$0].title?.isLocalized == true } ?? false }
      if detail == .picturesInLanguages, translated, index.localization.appLanguages.count > 1 {
        let source = index.localization.sourceLanguage
        let languages = (source.map { [$0] } ?? []) + index.localization.appLanguages.filter { $0 != source }
        reported.languages = languages.prefix(maximumLanguages).map { language in
          (
            language,
            picture(
              of: bar, model: model, scan: read.sourceScan, index: index, os: .iOS27, dark: false, language: language,
              path: read.path)
          )
        }
      }
      reported.images = bar.items.map { position in
        position.flatMap { model.items[$0].images.first { $0.role == .normal }?.name } ?? ""
      }
      let device = DevicePresets.device(DevicePresets.defaultPreset(for: .iOS27), landscape: false)
      let spec = PreviewSpec.spec(
        for: bar, in: model, scan: read.sourceScan, index: index, device: device, language: nil, os: .iOS27,
        path: read.path)
      reported.ascii = ASCIIPreview.render(spec, layout: LayoutEngine.layout(spec), selectedIndex: 0, asciiOnly: false)
      return reported
    }
  }

  /// The picture `tabls preview --os OS [--dark] --format png` draws, at 2x on the release's default iPhone.
  static func picture(
    of bar: TabBar, model: TabModel, scan: SourceScan?, index: WorkspaceIndex, os: TargetOS, dark: Bool,
    language: String? = nil, path: String? = nil
  ) -> ReportBar.Picture {
    let device = DevicePresets.device(DevicePresets.defaultPreset(for: os), landscape: false)
    var spec = PreviewSpec.spec(
      for: bar, in: model, scan: scan, index: index, device: device, language: language, os: os, path: path)
    // Only a font named by the user can fail; none is.
    guard
      let picture = try? PreviewPicture.draw(
        &spec, bar: bar, model: model, scan: scan, index: index, dark: dark, scale: 2)
    else { return ReportBar.Picture(label: "", dark: dark, reason: "", png: [], width: 0, height: 0, centres: []) }
    let (image, layout) = (picture.image, picture.layout)
    let glass = layout.style == .liquidGlass
    let top = PNGPreview.pictureTop(layout, scale: 2)
    let origin = glass ? layout.bar.x : 0
    let width = Double(image.width) / 2
    let height = Double(image.height) / 2
    let centres = layout.items.map { item in
      ((item.frame.x + item.frame.width / 2 + origin) / max(width, 1), (item.frame.y + top + 4) / max(height, 1))
    }
    return ReportBar.Picture(
      label: "\(os) · \(dark ? "dark" : "light")", dark: dark, reason: layout.styleReason ?? "\(os)",
      png: PNG.encode(image),
      width: image.width / 2, height: image.height / 2, centres: centres)
  }
}
