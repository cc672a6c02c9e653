import Foundation
import SourceText

/// The few Info.plist facts tabls needs, read from XML plists without a plist parser.
public enum InfoPlistScanner {
  /// `UIUserInterfaceStyle` = `Light` turns Dark Mode off for the whole app.
  public static func disablesDarkMode(_ bytes: [UInt8]) -> Bool {
    stringValue(of: "UIUserInterfaceStyle", in: bytes) == "Light"
  }

  /// Where `UIDesignRequiresCompatibility` is set to YES (`<true/>`): the key's range; nil when it is absent or NO.
  public static func requiresCompatibility(_ bytes: [UInt8]) -> SourceRange? {
    guard case .dictionary(let entries)? = try? PlistXMLReader.parse(bytes),
      let entry = entries.last(where: { $0.key == "UIDesignRequiresCompatibility" }), entry.value == .bool(true)
    else { return nil }
    let keyLength = "UIDesignRequiresCompatibility".utf8.count
    return SourceRange(entry.keyOffset, min(entry.keyOffset + keyLength, bytes.count))
  }

  /// The name of `<key>name</key>` in a plist's XML, whatever its value (hovers point at it while it is typed).
  public static func key(_ name: String, in bytes: [UInt8]) -> SourceRange? {
    let needle = Array("<key>\(name)</key>".utf8)
    guard needle.count <= bytes.count else { return nil }
    for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
      if bytes[start..<start + needle.count].elementsEqual(needle) {
        return SourceRange(start + 5, start + 5 + name.utf8.count)
      }
    }
    return nil
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
