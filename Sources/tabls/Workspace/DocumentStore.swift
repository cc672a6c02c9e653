import Foundation

/// The open documents, shared by the reader thread (which applies edits in order) and handler threads
/// (which read a consistent copy of one document).
final class DocumentStore: @unchecked Sendable {
  private let lock = NSLock()
  private var documents: [String: Document] = [:]
  private var revisions: UInt64 = 0

  subscript(uri: String) -> Document? {
    lock.withLock { documents[uri] }
  }

  func open(_ document: Document) {
    lock.withLock {
      var document = document
      revisions &+= 1
      document.revision = revisions
      documents[document.uri] = document
    }
  }

  func close(_ uri: String) -> Bool {
    lock.withLock { documents.removeValue(forKey: uri) != nil }
  }

  /// Mutates an open document in place; returns false when it is not open.
  func update(_ uri: String, _ body: (inout Document) throws -> Void) rethrows -> Bool {
    try lock.withLock {
      guard var document = documents[uri] else { return false }
      documents[uri] = nil  // keep the text uniquely referenced so edits do not copy it
      defer { documents[uri] = document }
      try body(&document)
      revisions &+= 1
      document.revision = revisions
      return true
    }
  }

  var uris: [String] { lock.withLock { Array(documents.keys) } }
}
