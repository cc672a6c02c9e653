import TabAnalysis

/// The app's own files, as its Xcode projects say: where a folder holds a `.xcodeproj` (outside vendored code), a
/// source, storyboard, string table or image under that folder counts only when one of its projects' targets
/// compiles or copies it. Without a project (SwiftPM, loose folders) every file counts, as before.
struct ProjectTargets: Sendable {
  /// Each project's folder (the one holding the `.xcodeproj`) and what it builds.
  var projects: [(folder: String, project: XcodeProject)] = []

  static func load(_ files: WorkspaceFiles) -> ProjectTargets {
    var result = ProjectTargets()
    for path in files.resources.sorted()
    where path.hasSuffix(".xcodeproj/project.pbxproj") && !WorkspaceLoader.isVendored(path) {
      guard let bytes = FileReader.read(path), let project = XcodeProject(bytes: bytes) else { continue }
      // `…/App.xcodeproj/project.pbxproj` → `…`.
      let folder = PathName.directory(of: PathName.directory(of: path))
      result.projects.append((folder, project))
    }
    return result
  }

  /// Whether some project governs `path` and none of them builds it.
  func excludes(_ path: String) -> Bool {
    var governed = false
    for (folder, project) in projects where path.hasPrefix(folder + "/") {
      governed = true
      if project.contains(String(path.dropFirst(folder.count + 1))) { return false }
    }
    return governed
  }

  /// `files` without what no target builds (lock files, Info.plists, configuration and other resources stay).
  func filter(_ files: WorkspaceFiles) -> (kept: WorkspaceFiles, outside: [String]) {
    guard !projects.isEmpty else { return (files, []) }
    var kept = files
    var outside: [String] = []
    func keep(_ paths: [String]) -> [String] {
      paths.filter { path in
        if excludes(path) {
          outside.append(path)
          return false
        }
        return true
      }
    }
    kept.sources = keep(files.sources)
    kept.storyboards = keep(files.storyboards)
    kept.catalogContents = keep(files.catalogContents)
    kept.looseImages = keep(files.looseImages)
    let tables = files.resources.filter(LocalizationFile.isLocalization)
    let keptTables = Set(keep(tables))
    kept.resources = files.resources.filter { !LocalizationFile.isLocalization($0) || keptTables.contains($0) }
    return (kept, outside.sorted())
  }
}
