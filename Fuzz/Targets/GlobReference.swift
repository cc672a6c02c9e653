/// `Glob`'s rules read directly, by backtracking: slow (exponential in the stars), so only an oracle for short
/// patterns — the fuzz target `glob` and `GlobTests` compare the automaton against it.
public enum GlobReference {
  public static func matches(_ pattern: String, _ path: String) -> Bool {
    var pattern = Array(pattern.utf8)
    let path = Array(path.utf8)
    // A trailing `/` names a folder, as in `.gitignore`: the pattern without it.
    while pattern.count > 1, pattern.last == UInt8(ascii: "/") { pattern.removeLast() }
    if !pattern.contains(UInt8(ascii: "/")) {
      return path.split(separator: UInt8(ascii: "/")).contains { match(pattern[...], ArraySlice($0)) }
    }
    let trimmed = pattern.first == UInt8(ascii: "/") ? pattern.dropFirst() : pattern[...]
    return match(trimmed, path[...]) || match(trimmed + Array("/**".utf8), path[...])
  }

  static func match(_ p: ArraySlice<UInt8>, _ t: ArraySlice<UInt8>) -> Bool {
    let star = UInt8(ascii: "*"), slash = UInt8(ascii: "/")
    guard let first = p.first else { return t.isEmpty }
    if first == star, p.dropFirst().first == star {
      var rest = p.dropFirst(2)
      while rest.first == star { rest = rest.dropFirst() }
      if rest.first == slash {
        // Nothing, or any text up to and including a slash.
        let after = rest.dropFirst()
        if match(after, t) { return true }
        return t.indices.contains { t[$0] == slash && match(after, t[($0 + 1)...]) }
      }
      return (t.startIndex...t.endIndex).contains { match(rest, t[$0...]) }
    }
    if first == star {
      var end = t.startIndex
      while true {
        if match(p.dropFirst(), t[end...]) { return true }
        guard end < t.endIndex, t[end] != slash else { return false }
        end += 1
      }
    }
    guard let byte = t.first else { return false }
    if first == UInt8(ascii: "?") { return byte != slash && match(p.dropFirst(), t.dropFirst()) }
    return byte == first && match(p.dropFirst(), t.dropFirst())
  }
}
