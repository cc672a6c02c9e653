import Foundation
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
