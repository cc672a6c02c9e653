import Foundation
import Lottie
import Raster
import TabAnalysis

/// The fonts a PNG preview draws titles with: outline fonts (`--font FILE.ttf`, then the machine's: a Latin font
/// and CJK fonts, at fixed system paths), then a Unifont `.hex` file (`--font FILE.hex`, else Debian's `unifont`
/// package's), then the embedded Latin bitmap font. Fonts are system resources, not user data. The Unifont file is
/// read only when some title has a character the Latin font lacks, and only those glyphs are kept.
enum PreviewFonts {
  static let systemUnifont = "/usr/share/unifont/unifont.hex"

  /// Outline fonts on the machine, in the order a character is looked up: the Latin font closest to UIKit's
  /// system font first, then fonts with CJK. Fonts are system resources, not user data; CFF-outline fonts (most
  /// `.otf`, Noto CJK) are not read.
  static let latinCandidates = [
    "/System/Library/Fonts/SFNS.ttf", "/System/Library/Fonts/Helvetica.ttc",
    "/usr/share/fonts/truetype/noto/NotoSans-Medium.ttf", "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
  ]
  /// Bold Latin fonts, for badges (macOS's system font file is variable: its default outlines are regular).
  static let boldLatinCandidates = [
    "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
    "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf",
    "/System/Library/Fonts/Supplemental/Arial Bold.ttf",
  ]
  static let cjkCandidates = [
    "/System/Library/Fonts/PingFang.ttc", "/System/Library/Fonts/STHeiti Medium.ttc",
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
  ]

  static func font(at path: String) -> TrueTypeFont? {
    FileReader.readNamed(path).flatMap { try? TrueTypeFont(bytes: $0) }
  }

  /// The first Latin font found, read once per process.
  static let systemLatinFont: TrueTypeFont? = latinCandidates.lazy.compactMap(font).first
  /// The first bold Latin font found, read once per process.
  static let systemBoldLatinFont: TrueTypeFont? = boldLatinCandidates.lazy.compactMap(font).first
  /// The stand-ins for the fonts Lottie text documents name, by kind, read once per process; none with
  /// `TABLS_NO_SYSTEM_FONTS=1`.
  static var lottieFaces: LottieFontFaces {
    getenvString("TABLS_NO_SYSTEM_FONTS") == "1" ? LottieFontFaces() : systemLottieFaces
  }
  static let systemLottieFaces = LottieFontFaces.system(font)
  /// Every CJK font found, read once per process and only when some text needs one (they are megabytes each).
  static let systemCJKFonts: [TrueTypeFont] = cjkCandidates.compactMap(font)

  static func isOutlineFont(_ path: String) -> Bool {
    let lowered = path.lowercased()
    return lowered.hasSuffix(".ttf") || lowered.hasSuffix(".ttc") || lowered.hasSuffix(".otf")
  }

  /// The outline fonts of a preview: `--font FILE.ttf` first (an error when it cannot be read), then the system's
  /// Latin font, then its CJK fonts when some character of `texts` needs them (nil: any text may).
  /// `TABLS_NO_SYSTEM_FONTS=1` leaves the system's out (the bitmap look, for comparisons).
  static func outline(explicit path: String?, for texts: [String]?) throws(LoadError) -> [TrueTypeFont] {
    var fonts: [TrueTypeFont] = []
    if let path, isOutlineFont(path) { fonts.append(try read(path)) }
    guard getenvString("TABLS_NO_SYSTEM_FONTS") != "1" else { return fonts }
    if let latin = systemLatinFont { fonts.append(latin) }
    let covered = { (scalar: Unicode.Scalar) in fonts.contains { $0.glyph(for: scalar) != nil } }
    if texts?.contains(where: { !$0.unicodeScalars.allSatisfy(covered) }) ?? true { fonts += systemCJKFonts }
    return fonts
  }

  /// Every font a bar preview draws with, for its titles and badges: bitmap fallbacks, outline fonts, and the
  /// badges' bold font first (unless `--font` chose one, or `TABLS_NO_SYSTEM_FONTS=1`).
  static func apply(explicit path: String?, to images: inout PNGPreview.Images, for spec: LayoutSpec)
    throws(LoadError)
  {
    let texts = spec.items.compactMap(\.title) + spec.items.compactMap(\.shownBadge)
    images.fonts = try load(explicit: path, for: texts)
    images.outlineFonts = try outline(explicit: path, for: texts)
    let bold = path == nil && getenvString("TABLS_NO_SYSTEM_FONTS") != "1" ? systemBoldLatinFont : nil
    images.badgeFonts = images.outlineFonts.isEmpty ? [] : (bold.map { [$0] } ?? []) + images.outlineFonts
  }

  static func read(_ path: String) throws(LoadError) -> TrueTypeFont {
    guard let bytes = FileReader.readNamed(path) else {
      throw LoadError(description: "\(path): cannot read the font file")
    }
    do {
      return try TrueTypeFont(bytes: bytes)
    } catch {
      throw LoadError(description: "\(path): \(error.description)")
    }
  }

  struct LoadError: Error, CustomStringConvertible {
    var description: String
  }

  /// The extra fonts for `texts`; an explicit file that cannot be read or parsed is an error (`FILE:LINE:COLUMN:`),
  /// the system file is used only when it is present and well formed.
  static func load(explicit path: String?, for texts: [String]) throws(LoadError) -> [any GlyphSource] {
    let path = path.flatMap { isOutlineFont($0) ? nil : $0 }
    let latin = LatinBitmapFont()
    let missing = Set(texts.flatMap(\.unicodeScalars).filter { latin.glyph(for: $0) == nil }.map(\.value))
    guard let file = path ?? (missing.isEmpty ? nil : systemUnifont) else { return [] }
    if path == nil { return systemGlyphs.fonts(for: missing) }
    guard let bytes = FileReader.readNamed(file) else {
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

  /// The system Unifont's glyphs read so far, and the characters it does not have: a server draws the same
  /// titles again and again, and the 3.7 MB file is read again only for characters not seen before.
  static let systemGlyphs = GlyphCache(path: systemUnifont)

  final class GlyphCache: @unchecked Sendable {
    let path: String
    private let lock = NSLock()
    private var glyphs: [UInt32: Glyph] = [:]
    private var looked: Set<UInt32> = []

    init(path: String) { self.path = path }

    /// Unifont with the glyphs of `scalars` it has; none when the file is absent or malformed.
    func fonts(for scalars: Set<UInt32>) -> [any GlyphSource] {
      lock.lock()
      defer { lock.unlock() }
      let unseen = scalars.subtracting(looked)
      if !unseen.isEmpty {
        guard let bytes = FileReader.readNamed(path), let read = try? UnifontHex(bytes: bytes, keeping: unseen) else {
          return []
        }
        glyphs.merge(read.glyphs) { _, new in new }
        looked.formUnion(unseen)
      }
      return [UnifontHex(glyphs: glyphs.filter { scalars.contains($0.key) })]
    }
  }
}
