/// What tabls reads of a `Package.swift`: the folders its targets name with `path: "…"` (the others are
/// `Sources/NAME` and `Tests/NAME`, SwiftPM's defaults). Read from the manifest's tokens, not run: a manifest is
/// Swift, and the literals are all a tool outside the compiler can know. Pure: bytes in.
public enum PackageManifest {
  /// Every `path: "…"` literal, trailing slashes dropped; `..` and absolute paths left out (they leave the package).
  public static func targetPaths(_ bytes: [UInt8]) -> [String] {
    let tokens = Lexer(bytes).tokens
    var paths: [String] = []
    for index in tokens.indices.dropLast(2) {
      guard isLabel(tokens, index, "path", in: bytes), tokens[index + 2].isStringLiteral,
        var path = StringLiteral.value(of: tokens[index + 2], in: bytes)
      else { continue }
      while path.hasSuffix("/") { path.removeLast() }
      if path.hasPrefix("./") { path.removeFirst(2) }
      guard !path.isEmpty, !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else { continue }
      paths.append(path)
    }
    return paths
  }

  /// `defaultLocalization: "en"`: the language the package's own bundle falls back to.
  public static func defaultLocalization(_ bytes: [UInt8]) -> String? {
    let tokens = Lexer(bytes).tokens
    for index in tokens.indices.dropLast(2) where isLabel(tokens, index, "defaultLocalization", in: bytes) {
      guard tokens[index + 2].isStringLiteral, let value = StringLiteral.value(of: tokens[index + 2], in: bytes),
        !value.isEmpty
      else { return nil }
      return value
    }
    return nil
  }

  /// Whether the package builds an app (`.iOSApplication` products, `.executableTarget`s, as a Swift Playgrounds
  /// `.swiftpm` app does): its targets' resources are then the app's main bundle, not a `Bundle.module` apart.
  public static func buildsApplication(_ bytes: [UInt8]) -> Bool {
    Lexer(bytes).tokens.contains { token in
      token.kind == .identifier
        && (bytes[token.range.start..<token.range.end].elementsEqual("iOSApplication".utf8)
          || bytes[token.range.start..<token.range.end].elementsEqual("executableTarget".utf8))
    }
  }

  private static func isLabel(_ tokens: [Token], _ index: Int, _ label: String, in bytes: [UInt8]) -> Bool {
    let token = tokens[index]
    return token.kind == .identifier && bytes[token.range.start..<token.range.end].elementsEqual(label.utf8)
      && tokens[index + 1].range.end - tokens[index + 1].range.start == 1
      && bytes[tokens[index + 1].range.start] == UInt8(ascii: ":")
  }
}

/// The Swift package targets of a workspace: the folder of each, whose resources its own bundle (`Bundle.module`)
/// holds. A target's folder is the `path:` its manifest names, else SwiftPM's default `Sources/NAME` (or
/// `Tests/NAME`). Pure: manifests' paths and bytes in.
public struct PackageModules: Sendable {
  private struct Package: Sendable {
    /// "" for a package at the workspace's top.
    var folder: String
    /// Its targets' `path:`s.
    var paths: [String]
    var defaultLocalization: String?
    var buildsApplication: Bool
  }
  /// Innermost first.
  private var packages: [Package] = []
  /// Files of package targets that an Xcode project's target compiles or copies itself (a library's repository
  /// whose example app builds the library's sources): there, a name without a bundle is that app's.
  public var builtByProjects: Set<String> = []

  public init() {}

  public init(manifests: [(path: String, bytes: [UInt8])]) {
    packages = manifests.map { manifest in
      let slash = manifest.path.lastIndex(of: "/")
      return Package(
        folder: slash.map { String(manifest.path[..<$0]) } ?? "", paths: PackageManifest.targetPaths(manifest.bytes),
        defaultLocalization: PackageManifest.defaultLocalization(manifest.bytes),
        buildsApplication: PackageManifest.buildsApplication(manifest.bytes))
    }
    packages.sort { $0.folder.count > $1.folder.count }
  }

  public var isEmpty: Bool { packages.isEmpty }

  /// The package target whose own bundle (`Bundle.module`, apart from the app's main bundle) a name without a
  /// bundle misses: nil for a file of no package target, of a package that builds an app, or one an Xcode
  /// project builds itself.
  public func bundleApart(of path: String) -> String? {
    guard !builtByProjects.contains(path), let module = module(of: path),
      package(of: path)?.buildsApplication == false
    else { return nil }
    return module
  }

  /// Whether `path` is in the app's main bundle: in no package target apart from it.
  public func isInMainBundle(_ path: String) -> Bool { bundleApart(of: path) == nil }

  /// The `defaultLocalization` of the package whose target `module` is.
  public func defaultLocalization(ofModule module: String) -> String? {
    package(of: module + "/")?.defaultLocalization
  }

  private func package(of path: String) -> Package? {
    packages.first { path.hasPrefix($0.folder.isEmpty ? "" : $0.folder + "/") }
  }

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
