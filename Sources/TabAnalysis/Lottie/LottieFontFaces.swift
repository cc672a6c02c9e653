import Raster

/// The stand-in fonts a text layer is set in, by the kind of face its document's font is: lottie-ios asks Core
/// Text for the font by name, and a name the phone lacks comes back as Helvetica, so the sans face is the
/// Helvetica-like one and a family iOS does not have is always it. Faces with no fonts fall back to the default
/// chain given to the renderer.
public struct LottieFontFaces: Sendable {
  public enum Face: Int, Sendable, CaseIterable {
    case sans, sansBold, serif, serifBold, monospaced
  }

  var chains: [[TrueTypeFont]]
  /// Whether the glyphs an animation carries for a font stand in for it first (not when the user chose a font).
  public var ownGlyphs = true

  public init() { chains = Array(repeating: [], count: Face.allCases.count) }

  /// Each face's fonts, in the order a character is looked up.
  public subscript(face: Face) -> [TrueTypeFont] {
    get { chains[face.rawValue] }
    set { chains[face.rawValue] = newValue }
  }

  /// Where each face's stand-in is found, the first file present wins: macOS's Helvetica, Arial, Times and
  /// Courier, else Debian's Liberation (`fonts-liberation2`, `fonts-liberation`: metric-compatible with Arial,
  /// Times and Courier), DejaVu and Noto. Paths only: the executable reads them.
  public static let systemCandidates: [(face: Face, paths: [String])] = [
    (
      .sans,
      [
        "/System/Library/Fonts/Helvetica.ttc", "/System/Library/Fonts/Supplemental/Arial.ttf",
        "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
        "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
      ]
    ),
    (
      .sansBold,
      [
        "/System/Library/Fonts/Supplemental/Arial Bold.ttf",
        "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf",
        "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf",
      ]
    ),
    (
      .serif,
      [
        "/System/Library/Fonts/Supplemental/Times New Roman.ttf",
        "/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf",
        "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", "/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf",
      ]
    ),
    (
      .serifBold,
      [
        "/System/Library/Fonts/Supplemental/Times New Roman Bold.ttf",
        "/usr/share/fonts/truetype/liberation2/LiberationSerif-Bold.ttf",
        "/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
      ]
    ),
    (
      .monospaced,
      [
        "/System/Library/Fonts/Supplemental/Courier New.ttf",
        "/usr/share/fonts/truetype/liberation2/LiberationMono-Regular.ttf",
        "/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansMono-Regular.ttf",
      ]
    ),
  ]

  /// The faces from the first readable candidate of each (`font` reads and parses a path, nil when it cannot).
  public static func system(_ font: (String) -> TrueTypeFont?) -> LottieFontFaces {
    var faces = LottieFontFaces()
    for (face, paths) in systemCandidates {
      if let found = paths.lazy.compactMap(font).first { faces[face] = [found] }
    }
    return faces
  }

  /// Font families iOS has (lowercased), whose weight and kind a stand-in can follow; any other family comes
  /// back from Core Text as Helvetica, regular.
  static let iOSFamilies: Set<String> = [
    "academy engraved let", "al nile", "american typewriter", "apple sd gothic neo", "arial", "arial hebrew",
    "arial rounded mt bold", "avenir", "avenir next", "avenir next condensed", "baskerville", "bodoni 72",
    "bodoni 72 oldstyle", "bodoni 72 smallcaps", "bradley hand", "chalkboard se", "chalkduster", "charter", "cochin",
    "copperplate", "courier", "courier new", "damascus", "didot", "futura", "galvji", "georgia", "gill sans",
    "helvetica", "helvetica neue", "hiragino maru gothic pron", "hiragino mincho pron", "hiragino sans",
    "hoefler text", "kailasa", "kefa", "marker felt", "menlo", "noteworthy", "optima", "palatino", "papyrus",
    "party let", "pingfang hk", "pingfang sc", "pingfang tc", "rockwell", "savoye let", "snell roundhand",
    "symbol", "times new roman", "trebuchet ms", "verdana", "zapfino",
  ]

  /// The face of a font named in an animation (`fonts.list`: its PostScript name, family and style).
  public static func face(name: String, family: String, style: String) -> Face {
    guard iOSFamilies.contains(family.lowercased()) else { return .sans }
    let words = [name, family, style].joined(separator: " ").lowercased()
    func has(_ parts: [String]) -> Bool { parts.contains { words.contains($0) } }
    if has(["mono", "courier", "menlo", "consolas", "code"]) { return .monospaced }
    let serif =
      (words.contains("serif") && !words.contains("sans"))
      || has([
        "times", "georgia", "baskerville", "didot", "garamond", "palatino", "bodoni", "cochin", "hoefler", "charter",
        "new york", "playfair", "merriweather", "lora", "caslon", "minion",
      ])
    let bold = has(["bold", "black", "heavy", "semibold", "demibold", "ultra"])
    switch (serif, bold) {
    case (true, true): return .serifBold
    case (true, false): return .serif
    case (false, true): return .sansBold
    case (false, false): return .sans
    }
  }
}
