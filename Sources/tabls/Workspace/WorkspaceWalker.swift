import Dispatch
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

  mutating func append(_ other: WorkspaceFiles) {
    sources += other.sources
    catalogContents += other.catalogContents
    looseImages += other.looseImages
    resources += other.resources
    storyboards += other.storyboards
    infoPlists += other.infoPlists
    configurations += other.configurations
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
        files.append(walkTree(path, inCatalog: path.hasSuffix(".xcassets")))
      } else {
        classify(path, name: PathName.lastComponent(of: path), inCatalog: false, into: &files)
      }
    }
    return files
  }

  /// A folder listed, not yet walked: its own files, and its folders in the order they are walked.
  private struct Listing {
    var files = WorkspaceFiles()
    var folders: [(path: String, inCatalog: Bool)] = []
  }

  /// Folders at least this many are walked side by side: listing the tree breadth-first stops at the first level
  /// that has them (serial, the walk of `tabls-bench check`'s 10,000-file tree was 22 ms of `readdir`; 15 ms so).
  private static let parallelFolders = 16

  /// The files under `root` in the order of a depth-first walk (a folder's own files, then its folders by name),
  /// the deeper folders walked in parallel.
  private static func walkTree(_ root: String, inCatalog: Bool) -> WorkspaceFiles {
    // The tree's top, listed level by level: each listing's folders are the next level's entries, in order.
    var levels: [[Listing]] = []
    var frontier = [(path: root, inCatalog: inCatalog)]
    while !frontier.isEmpty && frontier.count < parallelFolders {
      let listed = frontier.map { list($0.path, inCatalog: $0.inCatalog) }
      levels.append(listed)
      frontier = listed.flatMap(\.folders)
    }
    let leaves = frontier
    let walked = ResultSlots<WorkspaceFiles>(count: leaves.count)
    DispatchQueue.concurrentPerform(iterations: leaves.count) { position in
      var files = WorkspaceFiles()
      walkDirectory(leaves[position].path, inCatalog: leaves[position].inCatalog, into: &files)
      walked.set(position, files)
    }
    // Assembled bottom-up: a listing's files, then the walks of its folders, which the level below holds in order.
    var below = walked.takeAll().map { $0 ?? WorkspaceFiles() }
    for level in levels.reversed() {
      var next = 0
      below = level.map { listing in
        var files = listing.files
        for _ in listing.folders {
          files.append(below[next])
          next += 1
        }
        return files
      }
    }
    return below.first ?? WorkspaceFiles()
  }

  /// The depth-first walk of one folder on this thread (the parallel walk's leaves, and its tests' reference).
  static func walkDirectory(_ directory: String, inCatalog: Bool, into files: inout WorkspaceFiles) {
    let listing = list(directory, inCatalog: inCatalog)
    files.append(listing.files)
    for folder in listing.folders { walkDirectory(folder.path, inCatalog: folder.inCatalog, into: &files) }
  }

  /// One folder's files, classified, and its folders sorted by path (skipped ones left out).
  private static func list(_ directory: String, inCatalog: Bool) -> Listing {
    var listing = Listing()
    guard let handle = opendir(directory) else { return listing }
    defer { closedir(handle) }
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
        listing.folders.append((path, inCatalog || name.hasSuffix(".xcassets")))
      } else if type == UInt8(DT_REG) {
        classify(path, name: name, inCatalog: inCatalog, into: &listing.files)
      }
    }
    listing.folders.sort { $0.path < $1.path }
    return listing
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
