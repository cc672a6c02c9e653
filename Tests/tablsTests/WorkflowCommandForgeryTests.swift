import Foundation
import JSON
import RPC
import XCTest

/// What GitHub's runner would read as a command in a log, found on the bytes as the runner compares text: a line
/// whose first ASCII characters past white space are `::`, or `##[` anywhere once the characters a culture may
/// ignore (every non-ASCII one here, to be safe) are passed over.
enum ForgedCommandScan {
  static func lines(_ text: String) -> [[UInt8]] {
    Array(text.utf8).split(omittingEmptySubsequences: false) { $0 == 0x0A || $0 == 0x0D }.map(Array.init)
  }

  static func hasLegacyMarker(_ line: [UInt8]) -> Bool {
    let ascii = line.filter { $0 < 0x80 }
    return ascii.count >= 3 && (0...(ascii.count - 3)).contains { ascii[$0..<($0 + 3)].elementsEqual("##[".utf8) }
  }

  static func startsCommand(_ line: [UInt8]) -> Bool {
    let rest = line.drop { $0 >= 0x80 || $0 == 0x20 || $0 == 0x09 || $0 == 0x0B || $0 == 0x0C }
    return rest.filter { $0 < 0x80 }.starts(with: "::".utf8) && rest.first == UInt8(ascii: ":")
      && (rest.dropFirst().first { $0 < 0x80 } == UInt8(ascii: ":"))
  }

  /// The lines of `text` that forge a command: every `##[` line, and every `::` line but the real annotations.
  static func forged(_ text: String, realAnnotations: Bool = false) -> [String] {
    let real =
      #/^::(error|warning|notice) file=[^:,\r\n]*,line=\d+,col=\d+,endLine=\d+,endColumn=\d+,title=TAB\d+::[^\r\n]*$/#
    return lines(text).filter { line in
      if hasLegacyMarker(line) { return true }
      guard startsCommand(line) else { return false }
      return !(realAnnotations && String(decoding: line, as: UTF8.self).wholeMatch(of: real) != nil)
    }.map { String(decoding: $0, as: UTF8.self) }
  }
}

/// Repository text printed by every command and format (listings, pictures, documents) forges no workflow
/// command, in each of the ways the runner reads one: a line of its own (LF, CR), `##[` anywhere, and both behind
/// characters .NET passes over (a Prepend mark, a zero-width space, a no-break space).
final class WorkflowCommandForgeryTests: XCTestCase {
  /// One forgery per way; each is also a name tabls quotes (an image, a key, a layer, a title).
  static let forgeries = [
    "x\n::error file=F.m,line=1::lf", "y\r::warning::cr", "\u{0600}##[error]prepend", "#\u{200B}#[error]zero width",
    "\u{200B}::error::ignorable start", "\u{00A0}::notice::no-break space", "::error::at the start",
  ]

  var app: URL!

  override func setUpWithError() throws {
    app = try Repository.scratchCopy(of: "Examples/DemoApp")
  }

  override func tearDown() { try? FileManager.default.removeItem(at: app) }

  func testEscapersBreakEveryForgery() throws {
    for forgery in Self.forgeries {
      let json = String(decoding: JSONWriter.write(.string(forgery)), as: UTF8.self)
      XCTAssertEqual(ForgedCommandScan.forged(json), [], json)
      XCTAssertEqual(try JSONParser.parse(Array(json.utf8)).stringValue, forgery, "the data is unchanged")
      XCTAssertEqual(String(decoding: JSONWriter.plainSpelling(of: "##[x"), as: UTF8.self), "\"##[x\"")
    }
    // Each escaper breaks `##[` behind any run of non-ASCII, in linear time.
    let long = "#" + String(repeating: "\u{0600}", count: 200_000) + "#" + String(repeating: "[", count: 1000)
    XCTAssertEqual(ForgedCommandScan.forged(String(decoding: JSONWriter.write(.string(long)), as: UTF8.self)), [])
  }

  func testSourceTextForgesNothingInAnyCheckFormat() throws {
    try plantForgeries()
    // A path at the start of a report line, behind a character the runner passes over.
    try FileManager.default.copyItem(
      at: app.appendingPathComponent("Sources/ObjC/MainTabBarController.m"),
      to: app.appendingPathComponent("\u{200B}::error::Top.m"))
    for format in ["text", "github", "json", "sarif", "junit", "checkstyle", "gitlab", "markdown"] {
      let result = try TablsBinary.run(["check", "--format", format, "."], directory: app)
      XCTAssertEqual(result.status, 1, "\(format): \(result.stderr)")
      XCTAssertEqual(ForgedCommandScan.forged(result.stdout, realAnnotations: format == "github"), [], format)
      XCTAssertEqual(ForgedCommandScan.forged(result.stderr), [], format)
      XCTAssertTrue(result.stdout.contains("prepend"), "\(format) quotes the planted names")
    }
  }

  /// `--diff` shows source lines as written, but for `##[` and control characters.
  func testADiffForgesNothing() throws {
    let source = """
      NSArray *attributes = @[ @{ CYLTabBarItemTitel : @"A", CYLTabBarItemImage : @"home" } ]; // ##[error]diff\r::error::cr
      """
    try Data(source.utf8).write(to: app.appendingPathComponent("Sources/ObjC/ForgedFix.m"))
    let result = try TablsBinary.run(["check", "--diff", "Sources/ObjC/ForgedFix.m"], directory: app)
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertTrue(result.stdout.contains("+NSArray *attributes = @[ @{ CYLTabBarItemTitle"), result.stdout)
    XCTAssertTrue(result.stdout.contains("// ##%5Berror]diff%0D::error::cr"), result.stdout)
    XCTAssertEqual(ForgedCommandScan.forged(result.stdout), [])
  }

  func testListingsAndPicturesForgeNothing() throws {
    try plantForgeries()
    let runs: [[String]] = [
      ["l10n", "."], ["l10n", ".", "--format", "json"], ["l10n", "parse", "zh-Hans.lproj/Localizable.strings"],
      ["keypaths", "Lottie/forged.json"], ["keypaths", "Lottie/forged.json", "--format", "json"],
      ["keypaths", "Lottie/forged.json", "--unique"], ["keypaths", "Lottie/forged-plain.json"],
      ["preview", "Sources/ObjC/Forged.m"], ["preview", "Sources/ObjC/Forged.m", "--ascii-only"],
      ["layout", "Sources/ObjC/Forged.m"],
    ]
    for arguments in runs {
      let result = try TablsBinary.run(arguments, directory: app)
      XCTAssertNotEqual(result.status, 2, "\(arguments): \(result.stderr)")
      XCTAssertEqual(ForgedCommandScan.forged(result.stdout), [], "\(arguments)")
      XCTAssertEqual(ForgedCommandScan.forged(result.stderr), [], "\(arguments)")
      if arguments[0] != "layout" {
        XCTAssertTrue(result.stdout.contains("prepend"), "\(arguments) shows the planted names: \(result.stdout)")
      }
    }
  }

  /// A CYL bar whose titles and images are the forgeries, a string table whose keys are, and two animations whose
  /// layers are: one whose names need JSON escapes, one whose names are raw bytes (the listing's fast path).
  func plantForgeries() throws {
    let items = Self.forgeries.map { forgery in
      let literal = String(decoding: JSONWriter.plainSpelling(of: forgery), as: UTF8.self)
      return "@{CYLTabBarItemTitle : @\(literal), CYLTabBarItemImage : @\(literal)}"
    }
    let source = """
      #import "CYLTabBarController.h"
      @implementation ForgedTabBarController
      - (NSArray *)tabBarItemsAttributesForController {
          return @[\(items.joined(separator: ",\n        "))];
      }
      @end

      """
    try Data(source.utf8).write(to: app.appendingPathComponent("Sources/ObjC/Forged.m"))
    let table = Self.forgeries.map { forgery -> String in
      let literal = String(decoding: JSONWriter.plainSpelling(of: forgery), as: UTF8.self)
      return "\(literal) = \(literal);\n"
    }
    let strings = app.appendingPathComponent("zh-Hans.lproj/Localizable.strings")
    try (try Data(contentsOf: strings) + Data(table.joined().utf8)).write(to: strings)

    let lottie = try Data(contentsOf: app.appendingPathComponent("Lottie/tab_discover.json"))
    guard var animation = try JSONParser.parse(Array(lottie)).objectValue,
      var layers = animation["layers"]?.arrayValue, var layer = layers.first?.objectValue
    else {
      return XCTFail("the demo animation has a layer")
    }
    layers = Self.forgeries.map { forgery in
      layer["nm"] = .string(forgery)
      return .object(layer)
    }
    animation["layers"] = .array(layers)
    try Data(JSONWriter.write(.object(animation))).write(to: app.appendingPathComponent("Lottie/forged.json"))
    // Raw names, no escape in the file: only the forgeries without control characters.
    let raw = Self.forgeries.filter { !$0.unicodeScalars.contains { $0.value < 0x20 } }
    layers = raw.map { forgery in
      layer["nm"] = .string("NAME\(raw.firstIndex(of: forgery) ?? 0)")
      return .object(layer)
    }
    animation["layers"] = .array(layers)
    var plain = String(decoding: JSONWriter.write(.object(animation)), as: UTF8.self)
    for (position, forgery) in raw.enumerated() {
      plain = plain.replacingOccurrences(of: "\"NAME\(position)\"", with: "\"\(forgery)\"")
    }
    XCTAssertFalse(plain.contains("\\"), "the fast path's file")
    try Data(plain.utf8).write(to: app.appendingPathComponent("Lottie/forged-plain.json"))
  }
}
