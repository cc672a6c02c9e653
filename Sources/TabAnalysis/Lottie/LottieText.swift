import Foundation
import JSON
import Raster

extension LottieRenderer {
  /// A text layer's document at the frame (the last keyframe started), set in the given fonts: lines split at
  /// returns, and wrapped at spaces inside a paragraph box (`sz`, placed at `ps`, its first baseline one ascent
  /// down); justified left, right or centre, with tracking, baseline shift, line height, fill and stroke colours,
  /// all caps; then each character moved, recoloured and faded by the layer's animators. The font named by the
  /// document is not looked up: the glyphs the animation carries for it stand in, then the fonts of its kind of
  /// face, then the default ones.
  mutating func drawText(_ layer: JSON, _ matrix: Affine, opacity: Double) {
    let keyframes = layer["t"]?["d"]?["k"]?.arrayValue ?? []
    let document = keyframes.last(where: { ($0["t"]?.doubleValue ?? 0) <= frame })?["s"] ?? keyframes.first?["s"]
    // The fonts for the document's: the animation's own glyphs of it, its kind's stand-ins, then the default chain.
    let listed = fontList.first { $0["fName"]?.stringValue == document?["f"]?.stringValue }
    let family = listed?["fFamily"]?.stringValue ?? ""
    let style = listed?["fStyle"]?.stringValue ?? ""
    let face = LottieFontFaces.face(name: document?["f"]?.stringValue ?? "", family: family, style: style)
    // The animation's own glyphs of a family the phone has are that font; of any other family they are not what
    // the phone draws (Core Text answers such a name with Helvetica).
    let own =
      LottieFontFaces.iOSFamilies.contains(family.lowercased()) && faces.ownGlyphs
      ? ownGlyphs(family: family, style: style, ascent: listed?["ascent"]?.doubleValue) : nil
    let fonts: [any OutlineFont] =
      (own.map { [$0] } ?? []) + faces[face] + (face == .sans ? [] : faces[.sans]) + self.fonts
    guard !fonts.isEmpty else { return skip("text layers") }
    guard let document else { return }
    let size = min(max(document["s"]?.doubleValue ?? 14, 0), 10_000)
    var text = document["t"]?.stringValue ?? ""
    if document["ca"]?.intValue == 1 { text = text.uppercased() }
    // With animators, lottie-ios takes their tracking (0 unless one sets it) instead of the document's, not on top
    // of it: FirstText's snapshot (an animator's tracking of 0) and shop's (an animator of fill colour only) both
    // set their text without the document's tracking.
    let animatorJSON = layer["t"]?["a"]?.arrayValue ?? []
    let tracking = animatorJSON.isEmpty ? (document["tr"]?.doubleValue ?? 0) / 1000 * size : 0
    let lineHeight = document["lh"]?.doubleValue ?? size * 1.2
    let justification = document["j"]?.intValue ?? 0
    let box = document["sz"]?.arrayValue?.compactMap(\.doubleValue)
    let boxOrigin = document["ps"]?.arrayValue?.compactMap(\.doubleValue) ?? [0, 0]
    let lines = LottieTextLines(
      text, fonts: fonts, size: size, tracking: tracking, wrapWidth: box.flatMap { $0.count >= 2 ? $0[0] : nil })
    let animators = LottieTextAnimators(animatorJSON, lines: lines, frame: frame)
    for unsupported in animators.notDrawn { skip(unsupported) }

    func color(_ json: JSON?) -> Canvas.Color? {
      json?.arrayValue.flatMap { LottieColor.rgb($0.compactMap(\.doubleValue)) }
    }
    let name = layer["nm"]?.stringValue ?? ""
    let base = LottieTextAnimators.Style(
      fill: override([name]) ?? color(document["fc"]) ?? (0, 0, 0, 255), stroked: color(document["sc"]) != nil,
      opacity: 1)
    let fills = document["fc"] != nil || document["sc"] == nil
    let strokeOver = document["of"]?.boolValue != false

    // Box text starts one ascent (the document font's, else the stand-in's) below the box's top.
    var top = 0.0
    var left = 0.0
    if box != nil {
      let font = fonts[0]
      let ascent = listed?["ascent"]?.doubleValue ?? font.ascender / font.unitsPerEm * 100
      top = (boxOrigin.count > 1 ? boxOrigin[1] : 0) + ascent / 100 * size
      left = boxOrigin.first ?? 0
    }
    let shift = document["ls"]?.doubleValue ?? 0
    // Consecutive characters that look the same are painted together (each paint is a pass over the canvas).
    var runs: [(style: LottieTextAnimators.Style, contours: [PathRaster.Contour])] = []
    for (number, line) in lines.lines.enumerated() {
      let changes = line.characters.map(animators.change)
      // An animator's tracking moves the characters after the one it is given to.
      var extra = [Double](repeating: 0, count: changes.count + 1)
      for (index, change) in changes.enumerated() { extra[index + 1] = extra[index] + change.tracking / 1000 * size }
      let width = line.width + (extra.count > 1 ? extra[extra.count - 2] : 0)
      let boxWidth = box?.first ?? 0
      let offset: Double
      switch justification {
      case 1, 4: offset = box == nil ? -width : boxWidth - width
      case 2, 5: offset = box == nil ? -width / 2 : (boxWidth - width) / 2
      default: offset = 0
      }
      let baseline = top + Double(number) * lineHeight - shift
      for (position, character) in line.characters.enumerated() {
        let change = changes[position]
        let style = change.applied(to: base)
        guard let piece = character.font, style.opacity > 0 else { continue }
        let font = fonts[piece]
        let k = size / font.unitsPerEm
        let half = character.advance / 2
        let origin = Affine(
          a: 1, b: 0, c: 0, d: 1, tx: left + offset + character.x + extra[position] + half, ty: baseline)
        let local = origin.concatenating(change.transform).concatenating(
          Affine(a: k, b: 0, c: 0, d: -k, tx: -half, ty: 0))
        let map = matrix.concatenating(local)
        let contours = font.contours(character.glyph).map { PathRaster.Contour($0.map(map.apply), closed: true) }
        if let last = runs.last, last.style == style {
          runs[runs.count - 1].contours += contours
        } else {
          runs.append((style, contours))
        }
      }
    }
    for run in runs where !run.contours.isEmpty {
      let style = run.style
      let fill = Operation(
        contours: run.contours, color: style.fill, opacity: opacity * style.opacity, stroke: nil, evenOdd: false)
      // lottie-ios's stroke pass fills the characters in black, whatever the stroke's colour and width: its
      // snapshots of FirstText (a dark red stroke 1 wide) and Text_AnimatedProperties (an animated red one, 0 wide
      // at frame 0, over a green fill that shows only at the edges) are black text, with no stroke around it.
      let stroke =
        style.stroked
        ? Operation(
          contours: run.contours, color: (0, 0, 0, 255), opacity: opacity * style.opacity, stroke: nil,
          evenOdd: false) : nil
      // `of`: the stroke over the fill (the default) or under it.
      if let stroke, !strokeOver { paint(stroke) }
      if fills { paint(fill) }
      if let stroke, strokeOver { paint(stroke) }
    }
  }

  /// The animation's glyphs for a font, read once per family and style.
  mutating func ownGlyphs(family: String, style: String, ascent: Double?) -> LottieGlyphs? {
    let key = family + "\u{0}" + style
    if let known = glyphCache[key] { return known }
    let glyphs = LottieGlyphs(chars: chars, family: family, style: style, ascent: ascent)
    glyphCache[key] = glyphs
    return glyphs
  }
}

/// A text document's characters placed on lines: each from the first font that has it, not kerned, with the
/// document's tracking after each; paragraphs split at returns and, given a width, wrapped at spaces.
struct LottieTextLines {
  struct Character {
    /// The index of the font that has it; nil: none does (it advances, undrawn).
    var font: Int?
    var glyph: Int
    /// Left edge on its line, and advance (tracking included), in the layer's units.
    var x: Double
    var advance: Double
    /// Its place in the document, in the units an animator's range selector counts: every character, characters
    /// that are not spaces, words, lines (nil for a space, in the second and third).
    var index: Int
    var nonSpaceIndex: Int?
    var word: Int?
    var line: Int
  }

  struct Line {
    var characters: [Character]
    /// From the first character's left edge to the last one's right, without the last tracking.
    var width: Double
  }

  var lines: [Line] = []
  /// How many characters, characters that are not spaces, words and lines there are.
  var counts = (characters: 0, nonSpaces: 0, words: 0, lines: 0)

  init(_ text: String, fonts: [any OutlineFont], size: Double, tracking: Double, wrapWidth: Double?) {
    let paragraphs = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\r" || $0 == "\n" || $0 == "\u{3}" })
    var inWord = false
    for paragraph in paragraphs.prefix(200) {
      // Not kerned: lottie-ios always sets Core Text's kern attribute (to the tracking), and a kern of 0 turns the
      // font's own kerning off.
      let pieces = OutlineText.line(
        paragraph.unicodeScalars.prefix(2_000), fonts: fonts, size: size, kerning: false, missing: { _ in size * 0.5 })
      for range in Self.wrapped(pieces, tracking: tracking, width: wrapWidth) {
        var characters: [Character] = []
        var x = 0.0
        for piece in pieces[range] {
          let isSpace = piece.scalar.properties.isWhitespace
          if !isSpace, !inWord { counts.words += 1 }
          inWord = !isSpace
          characters.append(
            Character(
              font: piece.font, glyph: piece.glyph, x: x, advance: piece.advance + tracking,
              index: counts.characters, nonSpaceIndex: isSpace ? nil : counts.nonSpaces,
              word: isSpace ? nil : counts.words - 1, line: lines.count))
          counts.characters += 1
          if !isSpace { counts.nonSpaces += 1 }
          x += piece.advance + tracking
        }
        lines.append(Line(characters: characters, width: max(0, x - (characters.isEmpty ? 0 : tracking))))
        inWord = false
      }
    }
    counts.lines = lines.count
  }

  /// The pieces of each line of a paragraph: all of them without a width; else lines broken after the last space
  /// that keeps them within it (the space itself dropped), or before the piece that overflows a line of one word.
  static func wrapped(_ pieces: [OutlineText.Piece], tracking: Double, width: Double?) -> [Range<Int>] {
    guard let width, width > 0, !pieces.isEmpty else { return [0..<pieces.count] }
    var result: [Range<Int>] = []
    var start = 0
    var x = 0.0
    var lastSpace: Int?
    var index = 0
    while index < pieces.count {
      let piece = pieces[index]
      if piece.scalar == " " { lastSpace = index }
      if x + piece.advance > width, index > start, piece.scalar != " " {
        let end = lastSpace.map { $0 >= start ? $0 : index } ?? index
        result.append(start..<end)
        start = end == index ? index : end + 1
        x = pieces[start..<index].reduce(0) { $0 + $1.advance + tracking }
        lastSpace = nil
        continue
      }
      x += piece.advance + tracking
      index += 1
    }
    result.append(start..<pieces.count)
    return result
  }
}
