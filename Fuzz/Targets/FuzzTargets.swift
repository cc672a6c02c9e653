import Foundation
import JSON
import Lottie
import RPC
import Raster
import SourceText
import TabAnalysis

/// One entry point per parser and engine, fed arbitrary bytes by libFuzzer (`scripts/fuzz.sh TARGET`) and by
/// the regression replay in `swift test`. A target traps (`precondition`) only on a broken property; any input
/// must otherwise come back, however malformed.
public enum FuzzTargets {
  public static let all: [(name: String, run: @Sendable ([UInt8]) -> Void)] = [
    ("json", json), ("json-diff", jsonDifferential), ("framing", framing), ("strings", strings),
    ("plist", plist), ("xcstrings", xcstrings), ("source-objc", { source($0, path: "F.m") }),
    ("source-swift", { source($0, path: "F.swift") }), ("storyboard", storyboard), ("contents-json", contentsJSON),
    ("lottie", lottie), ("png", png), ("unifont", unifont), ("layout-spec", layoutSpec),
    ("configuration", configuration), ("keypath-pattern", keypathPattern), ("keypath-diff", keypathDifferential),
    ("truetype", trueType), ("svg", svg), ("pdf", pdf), ("uicolor", uiColor), ("glob", glob), ("diff", diff),
    ("pbxproj", pbxproj), ("incremental-edits", incrementalEdits),
  ]

  public static func target(named name: String) -> (@Sendable ([UInt8]) -> Void)? {
    all.first { $0.name == name }?.run
  }

  /// A small workspace for the analyses: a few images, two languages.
  static let index: WorkspaceIndex = {
    var index = WorkspaceIndex()
    index.images = ImageIndex.build(
      catalogContents: ["home", "home_dark", "star"].map {
        ("A.xcassets/\($0).imageset/Contents.json", Array(#"{"images":[]}"#.utf8))
      }, looseFiles: ["B/loose@2x.png"])
    index.localization.addDeclaredLanguages(["en", "de"])
    index.localization.finish()
    return index
  }()

  static func json(_ bytes: [UInt8]) {
    guard let value = try? JSONParser.parse(bytes) else { return }
    // What we write we read back as the same value.
    let written = JSONWriter.write(value)
    precondition((try? JSONParser.parse(written)) == value, "JSON did not round-trip")
  }

  /// What our parser accepts, Foundation's accepts too (we are the stricter one: duplicate keys aside, RFC 8259).
  static func jsonDifferential(_ bytes: [UInt8]) {
    guard (try? JSONParser.parse(bytes)) != nil else { return }
    let foundation = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    precondition(foundation != nil, "JSONParser accepted what JSONSerialization rejects")
  }

  static func framing(_ bytes: [UInt8]) {
    var decoder = FrameDecoder(maxMessageBytes: 4096)
    let cut = bytes.first.map { Int($0) % max(1, bytes.count) } ?? 0
    var total = 0
    for chunk in [bytes[..<cut], bytes[cut...]] {
      for event in Array(chunk).withUnsafeBytes({ decoder.feed($0) }) {
        if case .message(let body) = event { total += body.count }
      }
    }
    precondition(total <= bytes.count, "the decoder made bytes")
  }

  static func strings(_ bytes: [UInt8]) {
    if case .success(let table) = StringsFileParser.parse(bytes) {
      for entry in table.entries { _ = FormatSpecifiers.of(entry.value) }
    }
    _ = Analyzer.analyze(path: "en.lproj/Localizable.strings", bytes: bytes, index: index)
  }

  static func plist(_ bytes: [UInt8]) {
    _ = try? PlistXMLReader.parse(bytes)
    _ = InfoPlistScanner.disablesDarkMode(bytes)
    _ = Analyzer.analyze(path: "en.lproj/Localizable.stringsdict", bytes: bytes, index: index)
  }

  /// An Xcode project: its targets, their members and Info.plists, and its languages.
  static func pbxproj(_ bytes: [UInt8]) {
    if let project = XcodeProject(bytes: bytes) {
      for target in project.targets {
        _ = target.contains("App/Sources/Tabs.m")
        if let plist = target.infoPlist {
          precondition(!plist.hasPrefix("/") && !plist.contains(".."), "a plist outside")
        }
      }
    }
    var localization = LocalizationIndex()
    localization.add(project: bytes)
    localization.finish()
    precondition(localization.appLanguages.count <= LocalizationIndex.maxLanguages, "languages past the bound")
  }

  static func xcstrings(_ bytes: [UInt8]) {
    var localization = LocalizationIndex()
    if case .catalog(.success(let json))? = LocalizationFile(path: "L.xcstrings", bytes: bytes) {
      localization.add(catalog: json, bytes: bytes, path: "L.xcstrings")
    }
    localization.finish()
    _ = Analyzer.analyze(path: "L.xcstrings", bytes: bytes, index: index)
  }

  static func source(_ bytes: [UInt8], path: String) {
    let findings = Analyzer.analyze(path: path, bytes: bytes, index: index)
    for finding in findings {
      precondition(
        0 <= finding.range.start && finding.range.start <= finding.range.end && finding.range.end <= bytes.count,
        "a finding outside the file")
    }
    let lines = LineIndex(bytes)
    for finding in findings.prefix(8) { _ = lines.position(of: finding.range.start, in: .utf16) }
    let dialect: Dialect = path.hasSuffix(".m") ? .objectiveC : .swift
    // Readers skipped on a file without their names (`mayMention`) must find nothing there when they do run.
    let skipping = SourceScanner.scan(bytes, dialect: dialect)
    let reading = SourceScanner.scan(bytes, dialect: dialect, skipsReaders: false)
    precondition(
      skipping.model.items.map(\.range) == reading.model.items.map(\.range)
        && skipping.model.bars.map(\.range) == reading.model.bars.map(\.range)
        && skipping.plusButtons.count == reading.plusButtons.count
        && skipping.titleAssignments.map(\.range) == reading.titleAssignments.map(\.range)
        && skipping.delegateMethods.map(\.range) == reading.delegateMethods.map(\.range)
        && skipping.segueCounts.count == reading.segueCounts.count
        && skipping.tabTitlesByClass == reading.tabTitlesByClass && skipping.barColors == reading.barColors
        && skipping.barImages == reading.barImages && skipping.cylBadges == reading.cylBadges
        && skipping.cylBadgeSettings == reading.cylBadgeSettings
        && skipping.cylBadgeAppearance == reading.cylBadgeAppearance,
      "a skipped reader would have found something")
    for offset in stride(from: 0, through: bytes.count, by: max(1, bytes.count / 4)) {
      _ = CompletionContext.find(in: bytes, at: offset, dialect: dialect)
    }
  }

  static func storyboard(_ bytes: [UInt8]) {
    let document = StoryboardDocument(bytes: bytes)
    let model = document.model
    for bar in model.bars {
      for item in bar.items { if let item { precondition(item < model.items.count, "a bar item out of range") } }
    }
    _ = Analyzer.analyze(path: "Main.storyboard", bytes: bytes, index: index)
    _ = CompletionContext.find(inStoryboard: bytes, at: bytes.count / 2)
  }

  static func contentsJSON(_ bytes: [UInt8]) {
    let images = ImageIndex.build(
      catalogContents: [("A.xcassets/x.imageset/Contents.json", bytes), ("A.xcassets/Contents.json", bytes)],
      looseFiles: [])
    // Compared as bytes: a file name that starts with a combining mark joins the folder's `/` into one Character.
    let folder = Array("A.xcassets/x.imageset/".utf8)
    for asset in images.images.values {
      for file in asset.files {
        let path = Array(file.path.utf8)
        precondition(path.starts(with: folder), "an image file outside its image set")
        precondition(!path.dropFirst(folder.count).contains(UInt8(ascii: "/")), "a path in a file name")
      }
    }
  }

  static func lottie(_ bytes: [UInt8]) {
    if let keypaths = try? LottieKeypaths(bytes: bytes) {
      _ = KeypathPattern("**.Color").matching(keypaths.main)
    }
    _ = try? LottieFirstFrame.render(bytes, width: 24, height: 24)
  }

  /// Mutated PNGs rarely keep valid CRCs: recompute them so the decoder itself is reached. The budget holds: what
  /// decodes was allowed by its header, and what we write of it reads back the same.
  static func png(_ bytes: [UInt8]) {
    for candidate in [withValidCRCs(bytes), bytes] {
      guard let image = try? PNG.decode(candidate) else { continue }
      let header = PNG.header(candidate)
      precondition(header.map { ($0.width, $0.height) } ?? (0, 0) == (image.width, image.height), "another header")
      precondition(
        (header?.decodedBytes ?? .max) <= PNG.maximumDecodedBytes, "decoded past the budget")
      precondition((try? PNG.decode(PNG.encode(image))) == image, "a decoded image did not round-trip")
    }
    _ = try? Inflate.zlib(bytes, expectedSize: 1 << 16)
  }

  static func withValidCRCs(_ bytes: [UInt8]) -> [UInt8] {
    var bytes = bytes
    var offset = 8
    while offset + 12 <= bytes.count {
      let length =
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      guard length <= bytes.count - offset - 12 else { break }
      let crc = Checksums.crc32(bytes[(offset + 4)..<(offset + 8 + length)])
      for index in 0..<4 { bytes[offset + 8 + length + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index)) }
      offset += length + 12
    }
    return bytes
  }

  /// Every glyph's outline keeps to its budget: the points of its simple glyphs, flattened, and the components.
  static func trueType(_ bytes: [UInt8]) {
    guard let font = try? TrueTypeFont(bytes: bytes) else { return }
    for scalar in ["A", "g", "中", "€"] as [Unicode.Scalar] {
      if let glyph = font.glyph(for: scalar) {
        let contours = font.contours(glyph)
        precondition(contours.count <= TrueTypeFont.maximumPoints, "more contours than points allowed")
        _ = font.advance(glyph)
      }
    }
    var canvas = Canvas(width: 40, height: 16)
    OutlineText(fonts: [font], fallback: BitmapText()).draw(
      "Ag中€", in: Rect(0, 0, 40, 16), size: 12, color: (0, 0, 0, 255), on: &canvas)
  }

  /// The drawing keeps to its budget (libFuzzer's timeout catches one that does not) and names what it skipped a
  /// few times at most.
  static func svg(_ bytes: [UInt8]) {
    _ = SVGImage.size(bytes)
    let drawn = SVGImage.render(bytes, width: 24, height: 24, budget: DrawingBudget(units: 200_000))
    precondition(drawn.notDrawn.count <= NotDrawnList.shown + 2, "an unbounded list of what was not drawn")
  }

  static func pdf(_ bytes: [UInt8]) {
    _ = PDFImage.size(bytes)
    guard let page = PDFImage.page(bytes) else { return }
    precondition(page.content.count <= PDFImage.maximumStream, "content past the inflate budget")
    let drawn = PDFImage.render(page, width: 24, height: 24, budget: DrawingBudget(units: 200_000))
    precondition(drawn.notDrawn.count <= NotDrawnList.shown + 3, "an unbounded list of what was not drawn")
  }

  /// Two inputs split at the first NUL: a pattern and a path. Short ones agree with the backtracking reference;
  /// any others only run (the automaton is linear; the reference is not).
  static func glob(_ bytes: [UInt8]) {
    let cut = bytes.firstIndex(of: 0) ?? bytes.count
    let pattern = String(decoding: bytes[..<cut], as: UTF8.self)
    let path = String(decoding: bytes[min(cut + 1, bytes.count)...], as: UTF8.self)
    let matched = Glob.matches(pattern, path)
    guard pattern.utf8.count <= 10, path.utf8.count <= 24, pattern.utf8.filter({ $0 == UInt8(ascii: "*") }).count <= 4
    else { return }
    precondition(matched == GlobReference.matches(pattern, path), "'\(pattern)' against '\(path)'")
  }

  /// A file and edits read from the bytes (the first byte: how many; then a start, a length and a replacement
  /// length each, as bytes); the diff of those edits, applied as `patch` would, gives what the edits make.
  static func diff(_ bytes: [UInt8]) {
    guard let count = bytes.first.map({ Int($0 % 8) }) else { return }
    let header = 1 + count * 3
    guard bytes.count >= header else { return }
    let file = Array(bytes[header...])
    var edits: [TextEdit] = []
    var cursor = 0
    for index in 0..<count {
      let at = 1 + index * 3
      let start = cursor + Int(bytes[at]) % 32
      let end = start + Int(bytes[at + 1]) % 8
      guard end <= file.count else { break }
      let replacement = String(repeating: ["x", "\n", "é", ""][Int(bytes[at + 2]) % 4], count: Int(bytes[at + 2]) % 3)
      edits.append(TextEdit(range: SourceRange(start, end), replacement: replacement))
      cursor = end
    }
    guard let expected = TextEdit.apply(edits, to: file[...]) else { return }
    let diff = UnifiedDiff.render(path: "F.m", old: file, edits: edits)
    if expected == file { return }
    precondition(DiffApplier.apply(diff, to: file) == expected, "the diff does not apply to what the edits make")
  }

  static func uiColor(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    _ = UIColorExpression.color(text, dark: true)
    _ = UIColorExpression.color(text, dark: false)
    // The editor's swatches over the same bytes as a file: ranges inside it, in order, apart.
    for dialect in [Dialect.swift, .objectiveC] {
      var end = 0
      for found in DocumentColors.find(bytes, dialect: dialect) {
        precondition(found.range.start >= end && found.range.end <= bytes.count, "a swatch outside the file")
        end = found.range.end
      }
    }
    // A hover's rule code in a directive, at every offset of a short input.
    for offset in 0...min(bytes.count, 256) {
      if let (code, range) = SuppressionEdit.code(at: offset, in: bytes) {
        precondition(code.utf8.count == 6 && range.end <= bytes.count, "a code outside the file")
      }
    }
  }

  static func unifont(_ bytes: [UInt8]) {
    _ = try? UnifontHex(bytes: bytes)
  }

  static func layoutSpec(_ bytes: [UInt8]) {
    guard let json = try? JSONParser.parse(bytes), let spec = try? LayoutSpec(json: json) else { return }
    let layout = LayoutEngine.layout(spec)
    if spec.items.count <= 64 { _ = ASCIIPreview.render(spec, layout: layout) }
  }

  static func configuration(_ bytes: [UInt8]) {
    guard let configuration = try? Configuration.parse(bytes) else { return }
    for path in ["Sources/A.m", "Pods/X/Y.swift", "a/b/c/d/e/f/g.swift", String(repeating: "a/", count: 200) + "b.m"] {
      _ = configuration.isIgnored(path)
    }
  }

  static let keypaths = [
    "Layer.Shape Group.Stroke 1.Color", "Layer.Group 1.Fill 1.Color", "A.B", "Icon.Transform.Position",
    String(repeating: "a", count: 64), "(a).b", "x.y.z.Color",
  ]

  static func keypathPattern(_ bytes: [UInt8]) {
    let pattern = KeypathPattern(String(decoding: bytes, as: UTF8.self))
    _ = pattern.matching(keypaths)
  }

  /// On short patterns and keypaths (ICU's backtracking stays fast there), our automaton agrees with ICU.
  static func keypathDifferential(_ bytes: [UInt8]) {
    // The oracle is the slow one: ICU backtracks exponentially on runs of wildcards, so keep those few.
    // Bytes 1 and 2 are the translation's own placeholders for `**` and `*`: they become wildcards too.
    let wildcards: Set<UInt8> = [UInt8(ascii: "*"), UInt8(ascii: "+"), 1, 2]
    // Counted repetition (`{668}`) is left out too: ICU's backtracking times out on it, the automaton does not.
    guard bytes.count <= 24, bytes.filter(wildcards.contains).count <= 3, !bytes.contains(UInt8(ascii: "{")) else {
      return
    }
    // A quantified group (`(…)+`, `(…)*`, `(…)?`) around a wildcard is a nested repetition: ICU backtracks
    // exponentially there too (a fuzz run timed out on `(**)+`).
    for (index, byte) in bytes.enumerated().dropLast() where byte == UInt8(ascii: ")") {
      if [UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "?")].contains(bytes[index + 1]) { return }
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let regex = KeypathPattern.regex(for: text)
    // ICU's own defect: a lazy loop on an anchor fails the whole match (`^+?x|^` matches nothing, though `^` alone
    // matches everything), where the automaton takes the other branch.
    // Searched as bytes: a combining mark after the `?` would make it another Character and hide the defect.
    let regexBytes = Array(regex.utf8)[...]
    guard !["^+?", "^*?", "$+?", "$*?"].contains(where: { regexBytes.containsBytes(Array($0.utf8)) }) else { return }
    let pattern = KeypathPattern(text)
    guard pattern.isValid, let icu = try? NSRegularExpression(pattern: regex) else { return }
    for keypath in keypaths.prefix(4) {
      let expected = icu.firstMatch(in: keypath, range: NSRange(keypath.startIndex..., in: keypath)) != nil
      precondition(pattern.matches(keypath) == expected, "'\(text)' on '\(keypath)': ICU says \(expected)")
    }
  }
}

extension ArraySlice where Element == UInt8 {
  fileprivate func containsBytes(_ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
    return (startIndex...(endIndex - needle.count)).contains { self[$0..<$0 + needle.count].elementsEqual(needle) }
  }
}
