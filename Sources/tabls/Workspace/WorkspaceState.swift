import Dispatch
import Foundation
import TabAnalysis

/// One workspace root as `tabls check ROOT` sees it: its own index, built from that root alone, and its
/// `.tabls.json` files (the root's and nested ones) with the editor's settings over them.
struct Project: Sendable {
  var root: String
  var index: WorkspaceIndex
  var configurations: ConfigurationTree

  /// `path` relative to the root, for globs and nested configurations.
  func relative(_ path: String) -> String {
    path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
  }

  /// The index a file is analysed with: its own configuration (nested `.tabls.json`, editor settings) in place.
  func index(for path: String) -> WorkspaceIndex {
    guard configurations.levels.count > 1 else { return index }
    var copy = index
    copy.configuration = configurations.configuration(for: relative(path))
    return copy
  }
}

/// The server's projects, one per workspace root, each with an immutable `WorkspaceIndex` snapshot swapped whole
/// (two roots are two workspaces, as `tabls check A B` checks them). Loading runs in the background; a reload
/// requested while one runs is coalesced into one more run after it.
final class WorkspaceState: @unchecked Sendable {
  private let lock = NSLock()
  private var projects: [Project] = []
  private var loading = false
  private var reloadRequested = false
  private var cancelRequested = false
  private var isReadyStorage = false
  private var isCompleteStorage = false
  /// The first load has its assets, strings and storyboards (every source file's facts may still be coming).
  var isReady: Bool { lock.withLock { isReadyStorage } }

  /// The first load is under way: findings computed now would miss what only the index knows.
  var isIndexing: Bool { lock.withLock { !isReadyStorage && loading } }

  /// Waits (at most `timeout` seconds) for the first load, under way, to be complete: every source file's facts
  /// too (`tabls query` answers from the whole workspace).
  func waitUntilComplete(timeout: TimeInterval) -> Bool { wait(for: \.isCompleteStorage, timeout: timeout) }

  /// Waits (at most `timeout` seconds) for a first load that is under way to know the assets, strings and
  /// storyboards; whether it does. With no load running (no workspace roots) it returns at once.
  func waitUntilReady(timeout: TimeInterval) -> Bool { wait(for: \.isReadyStorage, timeout: timeout) }

  private func wait(for flag: KeyPath<WorkspaceState, Bool>, timeout: TimeInterval) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while lock.withLock({ !self[keyPath: flag] && loading }) {
      guard Date() < deadline else { return false }
      Thread.sleep(forTimeInterval: 0.005)
    }
    return lock.withLock { self[keyPath: flag] }
  }

  /// Where `.tabls.json` and configuration problems are reported.
  var onProblem: @Sendable (String) -> Void = { _ in }
  /// The editor's settings (initializationOptions, workspace/didChangeConfiguration): the same options as
  /// `.tabls.json`, applied over it.
  private var clientSettings = Configuration()

  func setClientSettings(_ settings: Configuration) { lock.withLock { clientSettings = settings } }

  /// The project a path (or `file:` URI) belongs to: the innermost root holding it, else the first root (a
  /// document with another scheme); nil before any load.
  func project(for reference: String) -> Project? {
    lock.withLock { Self.position(of: reference, in: projects).map { projects[$0] } }
  }

  /// Every loaded project, in root order (`tabls.status`).
  var allProjects: [Project] { lock.withLock { projects } }

  private static func position(of reference: String, in projects: [Project]) -> Int? {
    let path = WorkspaceRoots.path(fromURI: reference) ?? reference
    let holding = projects.indices.filter { path.hasPrefix(projects[$0].root == "/" ? "/" : projects[$0].root + "/") }
    return holding.max { projects[$0].root.count < projects[$1].root.count } ?? (projects.isEmpty ? nil : 0)
  }

  /// The index a document is analysed and answered with: its project's, with its own configuration.
  func index(for reference: String) -> WorkspaceIndex {
    guard let project = project(for: reference) else { return WorkspaceIndex() }
    return project.index(for: WorkspaceRoots.path(fromURI: reference) ?? reference)
  }

  /// Loads the index in the background and calls `completion` after each pass, `finished` on the last one. The
  /// index is what is on disk under `roots` (read at the start of each pass, so a pass requested after the roots
  /// changed sees the new ones), with the open documents (`openDocuments`, read when the pass ends) in place of
  /// their files: facts of deleted files, removed roots and closed documents are gone, so the editor's findings
  /// equal `tabls check`'s. A reload requested while one runs becomes one more pass of it; false then.
  @discardableResult
  func reload(
    roots: @escaping @Sendable () -> WorkspaceRoots,
    openDocuments: @escaping @Sendable () -> [ReadDocument] = { [] },
    completion: @escaping @Sendable (_ finished: Bool) -> Void
  ) -> Bool {
    let start = lock.withLock { () -> Bool in
      if loading {
        reloadRequested = true
        return false
      }
      loading = true
      cancelRequested = false
      return true
    }
    guard start else { return false }
    DispatchQueue.global(qos: .utility).async { [self] in
      while true {
        // Each root as `tabls check ROOT` reads it: the project holding it (`ProjectRoot.find`: the folder itself,
        // or one above it configured by a `.tabls.json` or the app of a local package), with its own `.tabls.json`
        // files and index. Two roots in one project are that project once.
        let opened = roots().paths
        var paths: [String] = []
        for root in opened.map(ProjectRoot.find(for:)) where !paths.contains(root) { paths.append(root) }
        // The editor's ignore globs are about the folder it opened.
        let settings = lock.withLock { clientSettings }.ignoring(
          under: opened.first.map { Self.folder($0, inside: paths[0]) } ?? "")
        let isCancelled = { [self] in lock.withLock { cancelRequested } }
        var loads: [(root: String, loaded: LoadedWorkspace)] = []
        for root in paths {
          let (file, problem) = WorkspaceLoader.configuration(at: root)
          if let problem { onProblem(problem) }
          guard
            var loaded = WorkspaceLoader.load(
              paths: [root], configuration: file, settings: settings, scanSources: false, isCancelled: isCancelled)
          else { break }
          // References and rename ask which files write a name.
          loaded.index.tracksNames = true
          loads.append((root, loaded))
        }
        if loads.count < paths.count { loads = [] }
        // The first load publishes in two steps: what an opened file needs most (assets, strings, storyboards, the
        // open documents themselves) at once, then the facts of every other source file.
        if lock.withLock({ !isReadyStorage }), !loads.isEmpty, !isCancelled() {
          let quick = Self.projects(loads, openDocuments: openDocuments())
          lock.withLock {
            if !cancelRequested {
              projects = quick
              isReadyStorage = true
            }
          }
          completion(false)
        }
        for position in loads.indices where !isCancelled() { WorkspaceLoader.addSources(to: &loads[position].loaded) }
        if isCancelled() { loads = [] }
        for problem in loads.flatMap(\.loaded.problems) { onProblem(problem) }
        let loaded = loads.isEmpty && !paths.isEmpty ? nil : Self.projects(loads, openDocuments: openDocuments())
        let again = lock.withLock { () -> Bool in
          // A cancelled pass keeps the projects it would have replaced.
          if let loaded, !cancelRequested {
            projects = loaded
            isReadyStorage = true
            isCompleteStorage = true
          }
          if reloadRequested && !cancelRequested {
            reloadRequested = false
            return true
          }
          reloadRequested = false
          loading = false
          return false
        }
        completion(!again)
        if !again { return }
      }
    }
    return true
  }

  /// `folder` relative to `project` ("" when it is the project itself).
  static func folder(_ folder: String, inside project: String) -> String {
    let prefix = project == "/" ? "/" : project + "/"
    return folder.hasPrefix(prefix) ? String(folder.dropFirst(prefix.count)) : ""
  }

  /// The loaded roots as projects, each open document's facts in place of its file's in the project holding it.
  private static func projects(
    _ loads: [(root: String, loaded: LoadedWorkspace)], openDocuments: [ReadDocument]
  ) -> [Project] {
    var projects = loads.map {
      Project(root: $0.root, index: $0.loaded.index, configurations: $0.loaded.configurations)
    }
    for document in openDocuments {
      guard let position = position(of: document.path, in: projects) else { continue }
      overlay(document, on: &projects[position].index)
    }
    return projects
  }

  /// Stops the load under way (`window/workDoneProgress/cancel`) at its next step; the previous index stays.
  func cancelLoading() { lock.withLock { if loading { cancelRequested = true } } }

  /// An open document's facts in place of its file's.
  static func overlay(_ document: ReadDocument, on index: inout WorkspaceIndex) {
    // A file no target builds contributes nothing on disk; open, it does not either (a stale copy declaring the
    // same enum or PlusButton would change other files' findings).
    guard !index.outsideTargets.contains(document.path) else { return }
    switch document.kind {
    case .storyboard:
      index.storyboards[document.path] = document.storyboard
    case .source:
      index.updateSourceFacts(path: document.path, WorkspaceIndex.SourceFacts(scan: document.scan))
      WorkspaceLoader.loadLottieFiles(referencedBy: [document.scan], into: &index)
    case .localization, .infoPlist:
      break
    }
  }

  /// A document was closed without saving, or its file deleted: its facts become the file's on disk again, or go.
  func revert(path: String, roots: WorkspaceRoots) {
    let disk = roots.contains(path: path) ? FileReader.read(path) : nil
    lock.withLock {
      guard let position = Self.position(of: path, in: projects) else { return }
      if let disk, let document = DocumentReader.read(path: path, bytes: disk) {
        Self.overlay(document, on: &projects[position].index)
      } else {
        projects[position].index.removeSourceFacts(path: path)
        projects[position].index.storyboards[path] = nil
      }
    }
  }

  /// The index (with the file's configuration) with an open storyboard's scenes in place of the file's (source
  /// files check their counts on them).
  func updating(storyboard path: String, _ document: StoryboardDocument) -> WorkspaceIndex {
    lock.withLock {
      guard let position = Self.position(of: path, in: projects) else { return WorkspaceIndex() }
      projects[position].index.storyboards[path] = document
      return projects[position].index(for: path)
    }
  }

  /// The index (with the file's configuration) with one file's facts replaced by those of its open document,
  /// stored for later requests.
  func updating(path: String, with scan: SourceScan) -> WorkspaceIndex {
    lock.withLock {
      guard let position = Self.position(of: path, in: projects) else {
        var index = WorkspaceIndex()
        index.updateSourceFacts(path: path, WorkspaceIndex.SourceFacts(scan: scan))
        return index
      }
      // A file no target builds contributes nothing (`overlay`).
      guard !projects[position].index.outsideTargets.contains(path) else { return projects[position].index(for: path) }
      projects[position].index.updateSourceFacts(path: path, WorkspaceIndex.SourceFacts(scan: scan))
      // An animation the document refers to that no file referred to before: decode it now.
      WorkspaceLoader.loadLottieFiles(referencedBy: [scan], into: &projects[position].index)
      return projects[position].index(for: path)
    }
  }
}
