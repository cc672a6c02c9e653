import Foundation

/// The folders the server may read. Every path the server opens goes through `contains`, which resolves
/// `..` and symbolic links first, so no request can read outside the workspace.
struct WorkspaceRoots: Sendable {
  private(set) var paths: [String] = []

  init(paths: [String] = []) {
    self.paths = paths.map(Self.canonical)
  }

  static func canonical(_ path: String) -> String {
    let resolved = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    return resolved.count > 1 && resolved.hasSuffix("/") ? String(resolved.dropLast()) : resolved
  }

  /// The file path of a `file:` URI, or nil for other schemes: its folder made canonical as the roots are (a root
  /// reached through a link, as macOS's `/tmp` and `/var` are, would otherwise hold none of the client's open
  /// documents, and their ignore globs, nested configurations, targets and index would all be wrong). The file
  /// itself may not exist yet (an unsaved new document), so only its folder is resolved.
  static func path(fromURI uri: String) -> String? {
    guard let url = URL(string: uri), url.isFileURL else { return nil }
    let path = url.path
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return path }
    let folder = String(path[..<slash])
    return canonicalFolder(folder) + path[slash...]
  }

  /// `canonical` of a folder, remembered (a request names the same few folders again and again; resolving a path
  /// is a system call per component).
  private static func canonicalFolder(_ folder: String) -> String {
    if let known = folderCache.read({ $0[folder] }) { return known }
    let resolved = canonical(folder)
    folderCache.modify { cache in
      if cache.count >= 4_096 { cache.removeAll() }
      cache[folder] = resolved
    }
    return resolved
  }

  private static let folderCache = Locked<[String: String]>([:])

  static func uri(fromPath path: String) -> String {
    URL(fileURLWithPath: path).absoluteString
  }

  /// The path meant by `reference`: a `file:` URI, an absolute path, or a path relative to the first root.
  func resolve(_ reference: String) -> String? {
    if reference.hasPrefix("file:") { return Self.path(fromURI: reference) }
    if reference.contains(":") && !reference.hasPrefix("/") { return nil }  // another scheme
    if reference.hasPrefix("/") { return reference }
    guard let first = paths.first else { return nil }
    return first + "/" + reference
  }

  func contains(path: String) -> Bool {
    let candidate = Self.canonical(path)
    return paths.contains { root in candidate == root || candidate.hasPrefix(root == "/" ? "/" : root + "/") }
  }

  /// Reads a file inside the roots; nil when it is outside them or unreadable.
  func read(path: String) -> [UInt8]? {
    guard contains(path: path), let data = FileManager.default.contents(atPath: Self.canonical(path)) else {
      return nil
    }
    return [UInt8](data)
  }
}
