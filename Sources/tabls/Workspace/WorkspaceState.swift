import Dispatch
import Foundation
import TabAnalysis

/// The server's current `WorkspaceIndex`: an immutable snapshot, swapped whole. Loading runs in the background;
/// a reload requested while one runs is coalesced into one more run after it.
final class WorkspaceState: @unchecked Sendable {
  private let lock = NSLock()
  private var snapshot = WorkspaceIndex()
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

  var index: WorkspaceIndex { lock.withLock { snapshot } }

  /// Loads the index in the background and calls `completion` after each pass, `finished` on the last one. The
  /// index is what is on disk under `roots` (read at the start of each pass, so a pass requested after the roots
  /// changed sees the new ones), with the open documents (`openDocuments`, read when the pass ends) in place of
  /// their files: facts of deleted files, removed roots and closed documents are gone, so the editor's findings
  /// equal `tabls check`'s. A reload requested while one runs becomes one more pass of it; false then.
  @discardableResult
  func reload(
    roots: @escaping @Sendable () -> WorkspaceRoots,
    openDocuments: @escaping @Sendable () -> [(path: String, text: [UInt8])] = { [] },
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
        let paths = roots().paths
        let (file, problem) = WorkspaceLoader.configuration(at: paths.first)
        if let problem { onProblem(problem) }
        let configuration = file.overridden(by: lock.withLock { clientSettings })
        let isCancelled = { [self] in lock.withLock { cancelRequested } }
        var loaded = WorkspaceLoader.load(
          paths: paths, configuration: configuration, scanSources: false, isCancelled: isCancelled)
        // The first load publishes in two steps: what an opened file needs most (assets, strings, storyboards, the
        // open documents themselves) at once, then the facts of every other source file.
        if lock.withLock({ !isReadyStorage }), var quick = loaded?.index, !isCancelled() {
          for (path, text) in openDocuments() { Self.overlay(path: path, text: text, on: &quick) }
          lock.withLock {
            if !cancelRequested {
              snapshot = quick
              isReadyStorage = true
            }
          }
          completion(false)
        }
        if loaded != nil && !isCancelled() { WorkspaceLoader.addSources(to: &loaded!) }
        if isCancelled() { loaded = nil }
        for problem in loaded?.problems ?? [] { onProblem(problem) }
        var index = loaded?.index
        if index != nil {
          for (path, text) in openDocuments() { Self.overlay(path: path, text: text, on: &index!) }
        }
        let again = lock.withLock { () -> Bool in
          // A cancelled pass keeps the index it would have replaced.
          if let index, !cancelRequested {
            snapshot = index
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

  /// Stops the load under way (`window/workDoneProgress/cancel`) at its next step; the previous index stays.
  func cancelLoading() { lock.withLock { if loading { cancelRequested = true } } }

  /// An open document's facts in place of its file's.
  static func overlay(path: String, text: [UInt8], on index: inout WorkspaceIndex) {
    if Analyzer.isStoryboard(path) {
      index.storyboards[path] = StoryboardDocument(bytes: text)
    } else if let dialect = Dialect(path: path) {
      let scan = SourceScanner.scan(text, dialect: dialect)
      index.updateSourceFacts(path: path, WorkspaceIndex.SourceFacts(scan: scan))
      WorkspaceLoader.loadLottieFiles(referencedBy: [scan], into: &index)
    }
  }

  /// A document was closed without saving, or its file deleted: its facts become the file's on disk again, or go.
  func revert(path: String, roots: WorkspaceRoots) {
    let disk = roots.contains(path: path) ? FileReader.read(path) : nil
    lock.withLock {
      if let disk {
        Self.overlay(path: path, text: disk, on: &snapshot)
      } else {
        snapshot.removeSourceFacts(path: path)
        snapshot.storyboards[path] = nil
      }
    }
  }

  /// The index with an open storyboard's scenes in place of the file's (source files check their counts on them).
  func updating(storyboard path: String, _ document: StoryboardDocument) -> WorkspaceIndex {
    lock.withLock {
      snapshot.storyboards[path] = document
      return snapshot
    }
  }

  /// The index with one file's facts replaced by those of its open document, stored for later requests.
  func updating(path: String, with scan: SourceScan) -> WorkspaceIndex {
    lock.withLock {
      snapshot.updateSourceFacts(path: path, WorkspaceIndex.SourceFacts(scan: scan))
      // An animation the document refers to that no file referred to before: decode it now.
      WorkspaceLoader.loadLottieFiles(referencedBy: [scan], into: &snapshot)
      return snapshot
    }
  }
}
