/// GitHub's runner reads `##[command]data` anywhere in a line of a job's log, and it compares text the way .NET
/// does by default, which passes over characters a culture treats as ignorable (a Prepend mark such as U+0600, a
/// zero-width space, a soft hyphen). So whether a `[` would close such a marker is decided on the bytes: the two
/// ASCII bytes before it, every non-ASCII byte passed over, are both `#`. Every writer of repository text asks
/// this before writing a `[` and writes that one escaped (`%5B`, `\u005b`, `&#91;`), which changes the data for no
/// reader that decodes the format.
public enum CommandMarker {
  /// Whether a `[` written after `bytes[start..<end]` would close `##[`. Looks back over non-ASCII bytes only,
  /// so the work over a whole text stays linear: a run of them is passed by the look-backs of at most the two
  /// `[` that follow the next two ASCII bytes.
  @inlinable
  public static func closes(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int) -> Bool {
    var position = end
    var hashes = 0
    while position > start && hashes < 2 {
      position -= 1
      let byte = bytes[position]
      if byte >= 0x80 { continue }
      guard byte == UInt8(ascii: "#") else { return false }
      hashes += 1
    }
    return hashes == 2
  }

  /// `closes` over an array being written.
  @inlinable
  public static func closes(_ bytes: [UInt8], from start: Int = 0) -> Bool {
    bytes.withUnsafeBufferPointer { closes($0, from: start, before: $0.count) }
  }

  /// Whether a line of text would be read as a `::command::` by the runner, which trims the line's leading white
  /// space and compares the rest as .NET does: the first two ASCII bytes that are not white space, non-ASCII bytes
  /// passed over (Unicode spaces and ignorable characters alike), are `::`.
  public static func startsCommand(_ line: some Sequence<UInt8>) -> Bool {
    var colons = 0
    for byte in line {
      if byte >= 0x80 || byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) {
        if colons == 0 { continue }
        if byte >= 0x80 { continue }
        return false
      }
      guard byte == UInt8(ascii: ":") else { return false }
      colons += 1
      if colons == 2 { return true }
    }
    return false
  }
}
