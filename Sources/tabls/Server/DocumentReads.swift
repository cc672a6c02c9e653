import Foundation
import TabAnalysis

/// Each open document as its reader read it, for the text read: the diagnostics, hovers, symbols, links, lenses
/// and previews of one text share one reading. Only open documents are kept, and each only for its latest text.
final class DocumentReads: @unchecked Sendable {
  /// One document's reading; its own lock, so two requests on one text wait for one reading while other
  /// documents are read beside it.
  private final class Entry: @unchecked Sendable {
    let lock = NSLock()
    var revision: UInt64 = 0
    var read: ReadDocument?
  }

  private let lock = NSLock()
  private var entries: [String: Entry] = [:]
  private var readsCount = 0

  /// How many times a reader ran: what a test counts to see one reading per text.
  var reads: Int { lock.withLock { readsCount } }

  /// The document read by its kind's reader (nil for one no reader reads), read once per text while it is open.
  func read(_ document: Document) -> ReadDocument? {
    guard document.revision != 0 else { return Self.read(document) }
    let entry = lock.withLock { () -> Entry in
      if let entry = entries[document.uri] { return entry }
      let entry = Entry()
      entries[document.uri] = entry
      return entry
    }
    return entry.lock.withLock {
      if entry.revision == document.revision { return entry.read }
      // An older text than the one kept (a request that started before an edit) is read but not kept.
      guard document.revision > entry.revision else { return count(Self.read(document)) }
      entry.read = count(Self.read(document))
      entry.revision = document.revision
      return entry.read
    }
  }

  /// The document is closed: its reading goes with it.
  func forget(_ uri: String) {
    lock.withLock { _ = entries.removeValue(forKey: uri) }
  }

  private func count(_ read: ReadDocument?) -> ReadDocument? {
    lock.withLock { readsCount += 1 }
    return read
  }

  /// The path and dialect a document is read with: its `file:` URI's path, or for other schemes the URI with the
  /// dialect its language id names (an untitled buffer has no extension to say it).
  static func read(_ document: Document) -> ReadDocument? {
    let path = WorkspaceRoots.path(fromURI: document.uri) ?? document.uri
    return DocumentReader.read(path: path, bytes: document.text, dialect: dialect(languageId: document.languageId))
  }

  static func dialect(languageId: String) -> Dialect? {
    switch languageId {
    case "swift": return .swift
    case "objective-c", "objc", "objective-cpp", "objcpp": return .objectiveC
    default: return nil
    }
  }
}
