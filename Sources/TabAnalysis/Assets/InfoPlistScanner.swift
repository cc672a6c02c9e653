import Foundation
import SourceText

/// The few Info.plist facts tabls needs, read from XML plists without a plist parser.
public enum InfoPlistScanner {
  /// `UIUserInterfaceStyle` = `Light` at the plist's top level (the last such key wins, as Foundation reads it)
  /// turns Dark Mode off for the whole app; the same key inside a nested dictionary is no setting of the app.
  public static func disablesDarkMode(_ bytes: [UInt8]) -> Bool {
    guard case .dictionary(let entries)? = try? PlistXMLReader.parse(bytes) else { return false }
    return entries.last(where: { $0.key == "UIUserInterfaceStyle" })?.value.string == "Light"
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
}
