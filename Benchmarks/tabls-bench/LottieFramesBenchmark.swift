import Foundation
import JSON
import Lottie
import RPC
import Raster
import TabAnalysis

/// `tabls-bench lottie-frames [--corpus DIR] [--only SAMPLE] [--diff DIR]`: tabls' Lottie frames against
/// lottie-ios's Main Thread snapshots (`DIR/lottie-frames/frames.tsv`, default `../shared/corpus`), with
/// lottie-ios's own criterion: a render matches when at least the sample's precision (0.985 unless the table
/// says otherwise) of its pixels are within ΔE 3 of the snapshot's (CIE94, as Core Image's `CILabDeltaE` that
/// swift-snapshot-testing uses), both composited over white. `--diff DIR` writes each render next to its snapshot.
enum LottieFramesBenchmark {
  /// Text layers are set in the stand-ins for their fonts' kinds (`faces`), then Debian's DejaVu Sans (and
  /// WenQuanYi for CJK) when installed, as `tabls preview` does.
  static let fonts: [TrueTypeFont] = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
  ].compactMap(font)

  static func font(at path: String) -> TrueTypeFont? {
    FileManager.default.contents(atPath: path).flatMap { try? TrueTypeFont(bytes: [UInt8]($0)) }
  }

  struct Row {
    var sample: String
    var snapshot: String
    var width: Int
    var height: Int
    var precision: Double
    var colors: [LottieFirstFrame.ColorOverride]
  }

  /// The stand-ins for the fonts text documents name, found as `tabls preview` finds them.
  static let faces = LottieFontFaces.system(font)

  static func run(_ arguments: [String]) {
    let corpus = option("--corpus", in: arguments) ?? "../shared/corpus"
    let only = option("--only", in: arguments)
    let diff = option("--diff", in: arguments)
    guard let table = FileManager.default.contents(atPath: corpus + "/lottie-frames/frames.tsv") else {
      print("skipped: no \(corpus)/lottie-frames/frames.tsv (give --corpus DIR)")
      return
    }
    let rows = String(decoding: table, as: UTF8.self).split(separator: "\n").dropFirst().compactMap(row)
      .filter { only == nil || $0.sample == only }
    var matched = 0
    let started = Date()
    for row in rows {
      let result = compare(row, corpus: corpus, diff: diff)
      if result.matches { matched += 1 }
      let notes = result.notDrawn.isEmpty ? "" : "  (not drawn: \(result.notDrawn.joined(separator: ", ")))"
      print(
        "\(result.matches ? "match" : "MISS ") \(format(result.fraction * 100, 2))% ≥ \(format(row.precision * 100, 1))%"
          + "  \(row.sample)\(row.colors.isEmpty ? "" : " [\(row.colors.count) colour overrides]")\(notes)")
    }
    print(
      "\(matched) of \(rows.count) snapshots match (\(format(Date().timeIntervalSince(started), 1)) s); "
        + "with colour overrides: \(rows.filter { !$0.colors.isEmpty }.count) rows")
  }

  static func row(_ line: Substring) -> Row? {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    guard fields.count >= 6, let width = Int(fields[2]), let height = Int(fields[3]),
      let precision = Double(fields[4])
    else { return nil }
    let colors = (try? JSONParser.parse(Array(fields[5].utf8)))?.objectValue?.pairs.compactMap { keypath, value in
      value.stringValue.flatMap(LottieFirstFrame.ColorOverride.hex).map {
        LottieFirstFrame.ColorOverride(keypath: keypath, color: $0)
      }
    }
    return Row(
      sample: fields[0], snapshot: fields[1], width: width, height: height, precision: precision,
      colors: colors ?? [])
  }

  static func compare(_ row: Row, corpus: String, diff: String?) -> (
    matches: Bool, fraction: Double, notDrawn: [String]
  ) {
    guard let sample = FileManager.default.contents(atPath: "\(corpus)/lottie-samples/\(row.sample).json"),
      let snapshotBytes = FileManager.default.contents(atPath: "\(corpus)/lottie-frames/\(row.snapshot)"),
      let snapshot = try? PNG.decode([UInt8](snapshotBytes))
    else { return (false, 0, ["(sample or snapshot unreadable)"]) }
    let frame: LottieFirstFrame.Frame
    do {
      frame = try LottieFirstFrame.render(
        [UInt8](sample), width: snapshot.width, height: snapshot.height, colors: row.colors, fonts: fonts,
        faces: faces, engine: .mainThread)
    } catch {
      return (false, 0, ["(\(error))"])
    }
    if let diff {
      let name = row.snapshot.replacingOccurrences(of: ".png", with: "")
      _ = FileManager.default.createFile(atPath: "\(diff)/\(name)-tabls.png", contents: Data(PNG.encode(frame.image)))
      _ = FileManager.default.createFile(atPath: "\(diff)/\(name)-ios.png", contents: snapshotBytes)
    }
    var close = 0
    let count = snapshot.width * snapshot.height
    for index in 0..<count {
      let a = Lab(frame.image.pixels, index * 4)
      let b = Lab(snapshot.pixels, index * 4)
      if a.deltaE94(b) <= 3 { close += 1 }
    }
    let fraction = count == 0 ? 0 : Double(close) / Double(count)
    return (fraction >= row.precision, fraction, frame.notDrawn)
  }
}

/// CIELAB (D65) of an sRGB pixel composited over white.
struct Lab {
  var l: Double, a: Double, b: Double

  init(_ pixels: [UInt8], _ offset: Int) {
    let alpha = Double(pixels[offset + 3]) / 255
    func linear(_ channel: UInt8) -> Double {
      let value = (Double(channel) / 255) * alpha + (1 - alpha)
      return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    let (r, g, bl) = (linear(pixels[offset]), linear(pixels[offset + 1]), linear(pixels[offset + 2]))
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * bl
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883
    func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
    l = 116 * f(y) - 16
    a = 500 * (f(x) - f(y))
    b = 200 * (f(y) - f(z))
  }

  /// ΔE 1994, graphic-arts weights.
  func deltaE94(_ other: Lab) -> Double {
    let c1 = (a * a + b * b).squareRoot()
    let c2 = (other.a * other.a + other.b * other.b).squareRoot()
    let dl = l - other.l
    let dc = c1 - c2
    let da = a - other.a
    let db = b - other.b
    let dh2 = max(0, da * da + db * db - dc * dc)
    let sc = 1 + 0.045 * c1
    let sh = 1 + 0.015 * c1
    return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
  }
}
