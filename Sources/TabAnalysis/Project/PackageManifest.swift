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

/// The Swift package targets of a workspace: the folder of each, whose resources its own bundle (`Bundle.module`)
/// holds. A target's folder is the `path:` its manifest names, else SwiftPM's default `Sources/NAME` (or
/// `Tests/NAME`). Pure: manifests' paths and bytes in.
public struct PackageModules: Sendable {
  /// Each package's folder ("" for one at the workspace's top) and its targets' `path:`s; innermost first.
  private var packages: [(folder: String, paths: [String])] = []

  public init() {}

  public init(manifests: [(path: String, bytes: [UInt8])]) {
    packages = manifests.map { manifest in
      let slash = manifest.path.lastIndex(of: "/")
      return (slash.map { String(manifest.path[..<$0]) } ?? "", PackageManifest.targetPaths(manifest.bytes))
    }
    packages.sort { $0.folder.count > $1.folder.count }
  }

  public var isEmpty: Bool { packages.isEmpty }

  /// The folder of the package target `path` is in; nil for a file of no target.
  public func module(of path: String) -> String? {
    for package in packages {
      let prefix = package.folder.isEmpty ? "" : package.folder + "/"
      guard path.hasPrefix(prefix) else { continue }
      let inside = path.dropFirst(prefix.count)
      if let custom = package.paths.filter({ inside.hasPrefix($0 + "/") }).max(by: { $0.count < $1.count }) {
        return prefix + custom
      }
      let components = inside.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
      guard components.count == 3, components[0] == "Sources" || components[0] == "Tests", !components[1].isEmpty
      else { return nil }
      return prefix + components[0] + "/" + components[1]
    }
    return nil
  }
}
