/// The property a keypath ends in, and which properties are colours a dark appearance can set.
public enum KeypathProperties {
  /// Properties a dark colour can set.
  public static let colors: Set<String> = ["Color", "Stroke Color", "Fill Color"]

  public static func property(of keypath: String) -> String {
    keypath.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? keypath
  }

  public static func isColor(_ keypath: String) -> Bool { colors.contains(property(of: keypath)) }
}
