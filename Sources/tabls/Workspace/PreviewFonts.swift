import TabAnalysis

/// The fonts a PNG preview draws titles with after the embedded Latin one: a Unifont `.hex` file, given with
/// `--font FILE` or else Debian's `unifont` package's at its fixed path (a system resource, not user data). The
/// file is read only when some title has a character the Latin font lacks, and only those glyphs are kept.
enum PreviewFonts {
  static let systemUnifont = "/usr/share/unifont/unifont.hex"

  struct LoadError: Error, CustomStringConvertible {
    var description: String
  }

  /// The extra fonts for `texts`; an explicit file that cannot be read or parsed is an error (`FILE:LINE:COLUMN:`),
  /// the system file is used only when it is present and well formed.
  static func load(explicit path: String?, for texts: [String]) throws(LoadError) -> [any GlyphSource] {
    let latin = LatinBitmapFont()
    let missing = Set(texts.flatMap(\.unicodeScalars).filter { latin.glyph(for: $0) == nil }.map(\.value))
    guard let file = path ?? (missing.isEmpty ? nil : systemUnifont) else { return [] }
    guard let bytes = FileReader.read(file) else {
      if path != nil { throw LoadError(description: "\(file): cannot read the font file") }
      return []
    }
    do {
      return [try UnifontHex(bytes: bytes, keeping: missing)]
    } catch {
      if path != nil { throw LoadError(description: "\(file):\(error.description)") }
      return []
    }
  }
}
