import Foundation
import JSON
import Raster
import XCTest

/// SF Symbols are drawn as glyphs of the installed icon set, tinted like any template icon; without one they stay
/// placeholders, and the notes say which and why.
final class SymbolGlyphPreviewTests: XCTestCase {
  static let font = "/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf"
  static let rootView = "Examples/SwiftUIApp/Sources/RootView.swift:8"

  func drawn(environment: [String: String] = [:]) throws -> [String?] {
    let result = try TablsBinary.run(["layout", Self.rootView], directory: Repository.root, environment: environment)
    return (try JSONParser.parse(result.stdout)["items"]?.arrayValue ?? []).map { $0["drawn"]?.stringValue }
  }

  func testSymbolsAreGlyphsWhereTheIconSetIsInstalled() throws {
    guard FileManager.default.fileExists(atPath: Self.font) else {
      throw XCTSkip("\(Self.font) is not installed (Debian: fonts-materialdesignicons-webfont)")
    }
    // The misspelt `chat_buble` has no file; `profile` is an image set; the search glass and `bookmark` symbols.
    XCTAssertEqual(try drawn(), ["placeholder", "glyph", "image", "glyph"])
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try TablsBinary.run(
      ["preview", Self.rootView, "--format", "png", "--scale", "2", "--selected", "3", "-o", output.path],
      directory: Repository.root)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stderr.contains("Material Design Icons stand-ins: magnifyingglass, bookmark"), result.stderr)
    // The selected `bookmark` is drawn in the bar's tint (`.tint(.orange)`) over its lens, inside its icon's box.
    let layout = try JSONParser.parse(
      try TablsBinary.run(["layout", Self.rootView], directory: Repository.root).stdout)
    let bar = try XCTUnwrap(layout["bar"]?["x"]?.doubleValue)
    let icon = try XCTUnwrap(layout["items"]?[3]?["icon"])
    let image = try PNG.decode([UInt8](try Data(contentsOf: output)))
    let top = Double(image.height) / 2 - (62 + 21)  // the picture ends 21 pt under the 62 pt capsule
    var tinted = 0
    let x0 = Int(((icon["x"]?.doubleValue ?? 0) + bar) * 2)
    let y0 = Int(((icon["y"]?.doubleValue ?? 0) + top) * 2)
    for y in y0..<(y0 + 44) where y >= 0 && y < image.height {
      for x in x0..<(x0 + 44) where x < image.width {
        let pixel = image[x, y]
        if pixel.r > 200, pixel.b < 80 { tinted += 1 }
      }
    }
    XCTAssertGreaterThan(tinted, 300, "the glyph in the tint")
  }

  func testWithoutAnIconSetSymbolsArePlaceholdersAndTheNotesSaySo() throws {
    let environment = ["TABLS_NO_SYSTEM_FONTS": "1"]
    XCTAssertEqual(try drawn(environment: environment), ["placeholder", "placeholder", "image", "placeholder"])
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try TablsBinary.run(
      ["preview", Self.rootView, "--format", "png", "-o", output.path], directory: Repository.root,
      environment: environment)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(
      result.stderr.contains("SF Symbols drawn as placeholders (no icon set installed (Debian: "), result.stderr)
  }
}
