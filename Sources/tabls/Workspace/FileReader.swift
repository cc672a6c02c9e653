import Dispatch
import Foundation

/// Reads files in parallel. The one place file contents enter tabls.
enum FileReader {
  static func read(_ path: String) -> [UInt8]? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return [UInt8](data)
  }

  /// Maps `paths` through `body(path, bytes)` on all cores; results keep the order of `paths`.
  static func concurrentMap<T: Sendable>(_ paths: [String], _ body: @Sendable (String, [UInt8]) -> T?) -> [T?] {
    let results = ResultSlots<T>(count: paths.count)
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      guard let bytes = read(paths[index]) else { return }
      results.set(index, body(paths[index], bytes))
    }
    return results.values
  }
}

/// Write-once slots filled from several threads.
final class ResultSlots<T>: @unchecked Sendable {
  private var storage: [T?]
  private let lock = NSLock()

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: T?) { lock.withLock { storage[index] = value } }

  var values: [T?] { lock.withLock { storage } }
}
