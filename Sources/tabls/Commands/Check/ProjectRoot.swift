import Foundation

/// Where a checked path's workspace is: the nearest folder, from the path upwards, that holds an `.xcodeproj` or
/// `.xcworkspace`, `Package.swift` or `.git`, or `.tabls.json` (as Ruff and SwiftLint find their project). A
/// `.tabls.json` inside a folder that has one too is a nested configuration of that project, not a project: the
/// outermost `.tabls.json` below (or at) the nearest project marker wins. The index is built from that whole
/// folder, so checking one file or folder reports what checking the project reports for it; the paths only select
/// what is reported.
enum ProjectRoot {
  static let markerFiles = ["Package.swift", ".git"]
  static let markerExtensions = [".xcodeproj", ".xcworkspace"]

  /// The project root of `path` (a file or folder, absolute and canonical); a path with no marker above it is its
  /// own root (its folder, for a file).
  static func find(for path: String) -> String {
    let start = CheckCommand.isDirectory(path) ? path : parent(of: path)
    var folder = start
    var configured: String?  // the outermost folder with `.tabls.json` so far
    while true {
      if FileManager.default.fileExists(atPath: folder + "/.tabls.json") { configured = folder }
      if isProject(folder) { return configured ?? enclosingXcodeProject(ofPackage: folder) ?? folder }
      let up = parent(of: folder)
      if up == folder { return configured ?? start }
      folder = up
    }
  }

  /// A local package is part of the Xcode project whose folder holds it (its `XCLocalSwiftPackageReference`): for
  /// a folder whose only marker is `Package.swift`, the nearest folder above it with an `.xcodeproj` or
  /// `.xcworkspace`, within the same repository (the search stops at a folder with `.git`). So `tabls check` of a
  /// package file reads the app it belongs to, as `tabls check .` at the app does.
  static func enclosingXcodeProject(ofPackage folder: String) -> String? {
    let fileManager = FileManager.default
    guard fileManager.fileExists(atPath: folder + "/Package.swift"), !fileManager.fileExists(atPath: folder + "/.git"),
      !holdsXcodeProject(folder)
    else { return nil }
    var current = folder
    while true {
      let up = parent(of: current)
      if up == current { return nil }
      current = up
      if holdsXcodeProject(current) { return current }
      if fileManager.fileExists(atPath: current + "/.git") { return nil }
    }
  }

  static func holdsXcodeProject(_ folder: String) -> Bool {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
    return entries.contains { entry in markerExtensions.contains { entry.hasSuffix($0) } }
  }

  /// Whether a folder holds any project marker, `.tabls.json` included.
  static func isRoot(_ folder: String) -> Bool {
    FileManager.default.fileExists(atPath: folder + "/.tabls.json") || isProject(folder)
  }

  /// Whether a folder holds a project marker other than `.tabls.json`.
  static func isProject(_ folder: String) -> Bool {
    let fileManager = FileManager.default
    if markerFiles.contains(where: { fileManager.fileExists(atPath: folder + "/" + $0) }) { return true }
    return holdsXcodeProject(folder)
  }

  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The workspaces to check: each root with the given paths inside it, in the order the roots were first met.
  /// With `root`, every path belongs to it (and must be inside it).
  static func workspaces(for paths: [String], root: String?) throws(UsageError) -> [(root: String, selected: [String])]
  {
    var order: [String] = []
    var selected: [String: [String]] = [:]
    for path in paths {
      let found: String
      if let root {
        guard path == root || path.hasPrefix(root == "/" ? "/" : root + "/") else {
          throw UsageError("\(path) is outside --root \(root)")
        }
        found = root
      } else {
        found = find(for: path)
      }
      if selected[found] == nil { order.append(found) }
      selected[found, default: []].append(path)
    }
    return order.map { ($0, selected[$0]!) }
  }

  /// Whether `path` is one of `selected` or inside one of them.
  static func isSelected(_ path: String, by selected: [String]) -> Bool {
    Selection(selected).contains(path)
  }

  /// The paths named on the command line, each with its folder prefix made once: a check asks about every file.
  struct Selection {
    private let paths: [(path: String, prefix: String)]

    init(_ selected: [String]) { paths = selected.map { ($0, $0 == "/" ? "/" : $0 + "/") } }

    func contains(_ path: String) -> Bool { paths.contains { path == $0.path || path.hasPrefix($0.prefix) } }
  }
}
