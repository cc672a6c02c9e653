import TabAnalysis

/// The app's own files, as its Xcode projects say: where a folder holds a `.xcodeproj` (outside vendored code), a
/// source, storyboard, string table or image under that folder counts only when one of its projects' targets
/// compiles or copies it. A Swift package inside such a folder (the app's local package, an
/// `XCLocalSwiftPackageReference`) is part of the app: its own targets' folders count (`Sources/`, `Tests/` and the
/// `path:`s its manifest names), the rest of it does not. Without a project (SwiftPM, loose folders) every file
/// counts, as before.
struct ProjectTargets: Sendable {
  /// Each project's folder (the one holding the `.xcodeproj`) and what it builds.
  var projects: [(folder: String, project: XcodeProject)] = []
  /// Each local package under a project's folder, innermost first: its folder and its targets' folders.
  var packages: [(folder: String, targets: [String])] = []

  static func load(_ files: WorkspaceFiles) -> ProjectTargets {
    var result = ProjectTargets()
    for path in files.resources.sorted()
    where path.hasSuffix(".xcodeproj/project.pbxproj") && !WorkspaceLoader.isVendored(path) {
      guard let bytes = FileReader.read(path), let project = XcodeProject(bytes: bytes) else { continue }
      // `…/App.xcodeproj/project.pbxproj` → `…`.
      let folder = PathName.directory(of: PathName.directory(of: path))
      result.projects.append((folder, project))
    }
    guard !result.projects.isEmpty else { return result }
    for path in files.sources
    where PathName.lastComponent(of: path) == "Package.swift" && !WorkspaceLoader.isVendored(path) {
      let folder = PathName.directory(of: path)
      guard result.projects.contains(where: { folder.hasPrefix($0.folder + "/") }),
        let bytes = FileReader.read(path)
      else { continue }
      let targets = ["Sources", "Tests"] + PackageManifest.targetPaths(bytes)
      result.packages.append((folder, targets.map { folder + "/" + $0 }))
    }
    // The innermost package decides for its files.
    result.packages.sort { $0.folder.count > $1.folder.count }
    return result
  }

  /// Whether some project governs `path` and none of them builds it.
  func excludes(_ path: String) -> Bool {
    if let package = packages.first(where: { path.hasPrefix($0.folder + "/") }) {
      return !package.targets.contains { path.hasPrefix($0 + "/") }
    }
    var governed = false
    for (folder, project) in projects where path.hasPrefix(folder + "/") {
      governed = true
      if project.contains(String(path.dropFirst(folder.count + 1))) { return false }
    }
    return governed
  }

  /// Whether a project's target compiles or copies `path` itself (not through a package).
  func buildsItself(_ path: String) -> Bool {
    projects.contains { folder, project in
      path.hasPrefix(folder + "/") && project.contains(String(path.dropFirst(folder.count + 1)))
    }
  }

  /// The projects' application targets, with their projects' folders.
  var applications: [(folder: String, target: XcodeProject.Target)] {
    projects.flatMap { project in project.project.targets.filter(\.isApplication).map { (project.folder, $0) } }
  }

  /// The app's Info.plists: where a project has application targets, the ones their `INFOPLIST_FILE` names
  /// (a vendored SDK's example app, an extension's plist, a stale copy are not the app's; a generated plist is
  /// none). Every plist, as without a project, when an app target's plist is named where tabls does not read (an
  /// `.xcconfig`): a plist left out would lose a setting, such as Dark Mode off, that silences findings.
  func appInfoPlists(_ plists: [String]) -> [String] {
    let applications = applications
    guard !applications.isEmpty,
      applications.allSatisfy({ $0.target.infoPlist != nil || $0.target.generatesInfoPlist })
    else { return plists }
    let named = Set(applications.compactMap { folder, target in target.infoPlist.map { folder + "/" + $0 } })
    return plists.filter(named.contains)
  }

  /// An app target's generated Info.plist sets `UIUserInterfaceStyle = Light`.
  var generatedPlistDisablesDarkMode: Bool {
    applications.contains { $0.target.generatesInfoPlist && $0.target.infoPlistKeys["UIUserInterfaceStyle"] == "Light" }
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
    kept.infoPlists = appInfoPlists(files.infoPlists)
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
