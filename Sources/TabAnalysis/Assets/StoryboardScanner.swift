import Foundation

/// Reads `<segue>` elements of a storyboard for A. Dorgans' TabBarController: the identifiers of segues whose
/// class is `TabBarSegue`. A plain attribute scanner, not an XML parser: storyboards are machine-written.
public enum StoryboardScanner {
  public struct Segue: Sendable, Equatable {
    public var identifier: String
    public var offset: Int
  }

  public static func tabBarSegues(in bytes: [UInt8]) -> [Segue] {
    let text = String(decoding: bytes, as: UTF8.self)
    var segues: [Segue] = []
    var searchStart = text.startIndex
    while let open = text.range(of: "<segue", range: searchStart..<text.endIndex) {
      let close = text.range(of: ">", range: open.upperBound..<text.endIndex)?.upperBound ?? text.endIndex
      let element = text[open.lowerBound..<close]
      if attribute("customClass", in: element) == "TabBarSegue", let identifier = attribute("identifier", in: element) {
        segues.append(
          Segue(identifier: identifier, offset: text.utf8.distance(from: text.startIndex, to: open.lowerBound)))
      }
      searchStart = close
    }
    return segues
  }

  static func attribute(_ name: String, in element: Substring) -> String? {
    guard let start = element.range(of: " \(name)=\"") else { return nil }
    let rest = element[start.upperBound...]
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    return String(rest[..<end])
  }
}

/// The few Info.plist facts tabls needs, read from XML plists without a plist parser.
public enum InfoPlistScanner {
  /// `UIUserInterfaceStyle` = `Light` turns Dark Mode off for the whole app.
  public static func disablesDarkMode(_ bytes: [UInt8]) -> Bool {
    stringValue(of: "UIUserInterfaceStyle", in: bytes) == "Light"
  }

  static func stringValue(of key: String, in bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let keyRange = text.range(of: "<key>\(key)</key>") else { return nil }
    let rest = text[keyRange.upperBound...]
    guard let open = rest.range(of: "<string>"), let close = rest.range(of: "</string>"),
      open.upperBound <= close.lowerBound,
      rest[..<open.lowerBound].allSatisfy(\.isWhitespace)
    else { return nil }
    return String(rest[open.upperBound..<close.lowerBound])
  }
}
