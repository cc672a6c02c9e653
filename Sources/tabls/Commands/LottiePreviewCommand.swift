import Foundation
import Lottie
import Raster
import TabAnalysis

/// `tabls preview FILE.json [--size WxH] [--frame N | --progress P] [--color 'KEYPATH=#RRGGBB[AA]']…
/// [--engine main|core] [--font FILE.ttf] -o OUT.png`: one Lottie animation drawn as lottie-ios draws it (the
/// first frame unless asked otherwise; its Main Thread engine unless asked otherwise), aspect-fit and centred on a
/// transparent background, its text in `--font` when given (before the machine's fonts and instead of the
/// stand-ins for the fonts it names); what the renderer does not draw is printed as notes.
enum LottiePreviewCommand {
  /// Whether the file to preview is a `.json` file (the value of an option is not the file).
  static func names(_ arguments: Arguments) -> Bool {
    let all = arguments.unread
    return all.indices.contains { index in
      !all[index].hasPrefix("-") && all[index].lowercased().hasSuffix(".json")
        && (index == 0 || !["-o", "--output", "--root", "--font"].contains(all[index - 1]))
    }
  }

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    var arguments = arguments
    let size = try arguments.option("--size").map { text throws(UsageError) in try LottiePreviewOptions.size(text) }
    let time = try LottiePreviewOptions.time(
      frame: arguments.option("--frame"), progress: arguments.option("--progress"))
    var colors: [LottieFirstFrame.ColorOverride] = []
    while let text = try arguments.option("--color") { colors.append(try LottiePreviewOptions.color(text)) }
    let engine = try LottiePreviewOptions.engine(arguments.option("--engine"))
    var output = try arguments.option("-o")
    if output == nil { output = try arguments.option("--output") }
    let font = try arguments.option("--font").map { path throws(UsageError) in
      guard PreviewFonts.isOutlineFont(path) else {
        throw UsageError("--font for a Lottie preview takes a .ttf, .ttc or .otf file, not '\(path)'")
      }
      switch Result(catching: { () throws(PreviewFonts.LoadError) in try PreviewFonts.read(path) }) {
      case .success(let font): return font
      case .failure(let problem): throw UsageError(problem.description)
      }
    }
    guard let path = try arguments.positionals(max: 1).first else { throw UsageError("usage: tabls preview FILE.json") }
    guard let output else { throw UsageError("a Lottie preview is a PNG: give -o FILE.png") }
    let bytes: [UInt8]
    switch FileReader.checkedRead(path, followLinks: true) {
    case .success(let read): bytes = read
    case .failure(let problem): throw UsageError("\(path) \(problem)")
    }
    let frame: LottieFirstFrame.Frame
    do {
      frame = try LottiePreviewOptions.render(bytes, size: size, at: time, colors: colors, engine: engine, font: font)
    } catch {
      printError("\(path): \(error)")
      return 1
    }
    try OutputFile.writeNamed(PNG.encode(frame.image), to: output)
    for note in frame.notDrawn { printError("note: not drawn: \(note)") }
    return 0
  }
}

/// The options of a Lottie preview, shared by `tabls preview FILE.json` and `tabls/preview` with a Lottie `uri`.
enum LottiePreviewOptions {
  /// `WxH` in pixels, each 1…`PNGPreview.maximumSide`.
  static func size(_ text: String) throws(UsageError) -> (Int, Int) {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...PNGPreview.maximumSide).contains(width), (1...PNGPreview.maximumSide).contains(height)
    else { throw UsageError("--size takes WIDTHxHEIGHT in pixels (1…\(PNGPreview.maximumSide) each), not '\(text)'") }
    return (width, height)
  }

  static func time(frame: String?, progress: String?) throws(UsageError) -> LottieFirstFrame.Time {
    switch (frame, progress) {
    case (nil, nil): return .progress(0)
    case (let frame?, nil):
      guard let number = Double(frame), number.isFinite else {
        throw UsageError("--frame takes a frame number, not '\(frame)'")
      }
      return .frame(number)
    case (nil, let progress?):
      guard let number = Double(progress), (0...1).contains(number) else {
        throw UsageError("--progress takes a number from 0 to 1, not '\(progress)'")
      }
      return .progress(number)
    default: throw UsageError("give --frame or --progress, not both")
    }
  }

  /// `main` (lottie-ios's Main Thread engine, the default: its snapshots are what previews are measured against) or
  /// `core` (the Core Animation engine, which draws repeaters).
  static func engine(_ text: String?) throws(UsageError) -> LottieFirstFrame.Engine {
    guard let text else { return .mainThread }
    guard let engine = LottieFirstFrame.Engine(rawValue: text) else {
      throw UsageError("--engine takes main or core, not '\(text)'")
    }
    return engine
  }

  static func color(_ text: String) throws(UsageError) -> LottieFirstFrame.ColorOverride {
    guard let color = LottieFirstFrame.ColorOverride(argument: text) else {
      throw UsageError("--color takes 'KEYPATH=#RRGGBB' or 'KEYPATH=#RRGGBBAA', not '\(text)'")
    }
    return color
  }

  /// The frame at `size`, or at the animation's own size with its larger side at most 500 px (lottie-ios's
  /// snapshot views); text layers in `font` when given, else in the stand-ins for the fonts they name, then the
  /// machine's fonts.
  static func render(
    _ bytes: [UInt8], size: (Int, Int)?, at time: LottieFirstFrame.Time, colors: [LottieFirstFrame.ColorOverride],
    engine: LottieFirstFrame.Engine, font: TrueTypeFont? = nil
  ) throws(LottieError) -> LottieFirstFrame.Frame {
    let fonts = (font.map { [$0] } ?? []) + ((try? PreviewFonts.outline(explicit: nil, for: nil)) ?? [])
    // A chosen font stands in for everything: neither the machine's stand-ins (not even read) nor the own glyphs.
    var faces = font == nil ? PreviewFonts.lottieFaces : LottieFontFaces()
    faces.ownGlyphs = font == nil
    guard let (width, height) = size else {
      return try LottieFirstFrame.render(
        bytes, largestSide: 500, at: time, colors: colors, fonts: fonts, faces: faces, engine: engine)
    }
    return try LottieFirstFrame.render(
      bytes, width: width, height: height, at: time, colors: colors, fonts: fonts, faces: faces, engine: engine)
  }
}
