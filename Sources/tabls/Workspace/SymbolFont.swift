import Raster
import TabAnalysis

/// The icon set SF Symbols are drawn with (`SymbolGlyphs`): Material Design Icons as Debian's
/// `fonts-materialdesignicons-webfont` installs it, the font and the CSS that names its glyphs, found at their
/// system paths as the title fonts are (`PreviewFonts`) and read once per process. Absent (or with
/// `TABLS_NO_SYSTEM_FONTS=1`), symbols keep their placeholder and the preview's notes say why.
struct SymbolFont: Sendable {
  static let fontCandidates = [
    "/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf",
    "/usr/local/share/fonts/materialdesignicons-webfont.ttf",
  ]
  static let cssCandidates = [
    "/usr/share/fonts-materialdesignicons-webfont/css/materialdesignicons.css",
    "/usr/local/share/fonts-materialdesignicons-webfont/css/materialdesignicons.css",
  ]
  /// The package to install, for the note.
  static let package = "fonts-materialdesignicons-webfont"

  let font: TrueTypeFont
  let codePoints: [String: UInt32]

  /// The machine's icon set, read once per process; nil when it is not installed.
  static var system: SymbolFont? { getenvString("TABLS_NO_SYSTEM_FONTS") == "1" ? nil : installed }
  private static let installed: SymbolFont? = {
    guard let font = fontCandidates.lazy.compactMap(PreviewFonts.font).first,
      let css = cssCandidates.lazy.compactMap({ FileReader.readNamed($0) }).first
    else { return nil }
    let codePoints = SymbolGlyphs.codePoints(css: css)
    return codePoints.isEmpty ? nil : SymbolFont(font: font, codePoints: codePoints)
  }()

  /// The glyph standing for `symbol` (its filled form where `filled`), nil when the table or the set lacks it.
  func glyph(for symbol: String, filled: Bool) -> Int? {
    guard let name = SymbolGlyphs.iconName(for: symbol, filled: filled), let code = codePoints[name],
      let scalar = Unicode.Scalar(code)
    else { return nil }
    return font.glyph(for: scalar)
  }

  /// `symbol` as a template icon `side` pixels square: the icon's em a fifth larger than the side, as its glyphs
  /// leave a twelfth of the em around them, so a glyph fills the icon's box as an SF Symbol does.
  func image(for symbol: String, filled: Bool, side: Int) -> RGBAImage? {
    glyph(for: symbol, filled: filled).map { font.iconImage(glyph: $0, em: Double(side) * 1.2, side: side) }
  }
}
