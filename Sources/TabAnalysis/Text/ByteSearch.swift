/// Byte tests on a String's UTF-8 without Foundation's `contains(_: StringProtocol)` (a `range(of:)` through
/// CFString, thousands of instructions a call) or the generic `utf8.contains` (a slow iterator): both showed in
/// profiles of the string tables and catalogs of large apps.
public enum ByteSearch {
  public static func contains(_ text: String, _ byte: UInt8) -> Bool {
    var text = text
    return text.withUTF8 { buffer in
      for value in buffer where value == byte { return true }
      return false
    }
  }
}
