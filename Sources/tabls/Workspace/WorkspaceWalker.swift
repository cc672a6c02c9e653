import TabAnalysis

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files of a workspace, sorted by what tabls does with them.
struct WorkspaceFiles: Sendable {
  var sources: [String] = []
  /// `Contents.json` files inside `.xcassets` folders.
  var catalogContents: [String] = []
  /// Image files outside asset catalogs.
  var looseImages: [String] = []
  /// Every other file outside asset catalogs, as bundle resources (Lottie JSON among them).
  var resources: [String] = []
  var storyboards: [String] = []
  var infoPlists: [String] = []
  /// `.tabls.json` files, the root's and nested ones.
  var configurations: [String] = []

  var count: Int {
    sources.count + catalogContents.count + looseImages.count + resources.count + storyboards.count + infoPlists.count
  }
}

/// Walks folders with `readdir` (several times faster than `FileManager`'s enumerator on Linux for large
/// trees), skipping build output and dependency folders, and never following symbolic links out of a root.
enum WorkspaceWalker {
  static let skippedFolders: Set<String> = [
    ".git", "Pods", "DerivedData", "build", ".build", "node_modules", "Carthage",
  ]
  static let sourceExtensions: Set<String> = ["m", "mm", "h", "swift"]
  static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "svg", "heic", "gif"]

  static func walk(_ paths: [String]) -> WorkspaceFiles {
    var files = WorkspaceFiles()
    for path in paths {
      var status = stat()
      guard lstat(path, &status) == 0 else { continue }
      if status.st_mode & S_IFMT == S_IFDIR {
        walkDirectory(path, inCatalog: path.hasSuffix(".xcassets"), into: &files)
      } else {
        classify(path, name: PathName.lastComponent(of: path), inCatalog: false, into: &files)
      }
    }
    return files
  }

  private static func walkDirectory(_ directory: String, inCatalog: Bool, into files: inout WorkspaceFiles) {
    guard let handle = opendir(directory) else { return }
    defer { closedir(handle) }
    var subdirectories: [(String, Bool)] = []
    while let entry = readdir(handle) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name == "." || name == ".." { continue }
      let path = directory == "/" ? "/" + name : directory + "/" + name
      var type = entry.pointee.d_type
      if type == UInt8(DT_UNKNOWN) {
        var status = stat()
        guard lstat(path, &status) == 0 else { continue }
        type =
          status.st_mode & S_IFMT == S_IFDIR ? UInt8(DT_DIR) : status.st_mode & S_IFMT == S_IFREG ? UInt8(DT_REG) : 0
      }
      if type == UInt8(DT_DIR) {
        if skippedFolders.contains(name) { continue }
        subdirectories.append((path, inCatalog || name.hasSuffix(".xcassets")))
      } else if type == UInt8(DT_REG) {
        classify(path, name: name, inCatalog: inCatalog, into: &files)
      }
    }
    for (path, catalog) in subdirectories.sorted(by: { $0.0 < $1.0 }) {
      walkDirectory(path, inCatalog: catalog, into: &files)
    }
  }

  /// Sorts one file by its name (the last path component, as `readdir` gave it: no path splitting per file).
  private static func classify(_ path: String, name: String, inCatalog: Bool, into files: inout WorkspaceFiles) {
    let ext = extensionOf(name)
    if inCatalog {
      if name == "Contents.json" { files.catalogContents.append(path) }
    } else if sourceExtensions.contains(ext) {
      files.sources.append(path)
    } else if imageExtensions.contains(ext) {
      files.looseImages.append(path)
    } else if ext == "storyboard" || ext == "xib" {
      files.storyboards.append(path)
    } else if name == "Info.plist" || name.hasSuffix("-Info.plist") {
      files.infoPlists.append(path)
    } else if name == ".tabls.json" {
      files.configurations.append(path)
    } else {
      files.resources.append(path)
    }
  }

  /// The lowercased text after a name's last dot ("" without one); `.hidden` has none.
  static func extensionOf(_ name: String) -> String {
    let bytes = name.utf8
    guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot != bytes.startIndex else { return "" }
    return String(name[name.index(after: dot)...]).lowercased()
  }
}
