/// What tabls reads of a `Package.swift`: the folders its targets name with `path: "…"` (the others are
/// `Sources/NAME` and `Tests/NAME`, SwiftPM's defaults). Read from the manifest's tokens, not run: a manifest is
/// Swift, and the literals are all a tool outside the compiler can know. Pure: bytes in.
public enum PackageManifest {
  /// Every `path: "…"` literal, trailing slashes dropped; `..` and absolute paths left out (they leave the package).
  public static func targetPaths(_ bytes: [UInt8]) -> [String] {
    let tokens = Lexer(bytes).tokens
    var paths: [String] = []
    for index in tokens.indices.dropLast(2) {
      let token = tokens[index]
      guard token.kind == .identifier, bytes[token.range.start..<token.range.end].elementsEqual("path".utf8),
        tokens[index + 1].range.end - tokens[index + 1].range.start == 1,
        bytes[tokens[index + 1].range.start] == UInt8(ascii: ":"), tokens[index + 2].isStringLiteral,
        var path = StringLiteral.value(of: tokens[index + 2], in: bytes)
      else { continue }
      while path.hasSuffix("/") { path.removeLast() }
      if path.hasPrefix("./") { path.removeFirst(2) }
      guard !path.isEmpty, !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else { continue }
      paths.append(path)
    }
    return paths
  }
}
