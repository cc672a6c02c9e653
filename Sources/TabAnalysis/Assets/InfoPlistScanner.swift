import Foundation

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
