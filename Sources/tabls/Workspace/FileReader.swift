import Dispatch
import Foundation
import TabAnalysis

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads files in parallel. The one place file contents enter tabls.
///
/// Workspace files (`read`) must be regular files — never a symbolic link, which could point anywhere — and no
/// larger than their kind's cap, checked with `lstat` before a byte is read. Files a user names on the command
/// line (`readNamed`: `--config`, `--font`, `tabls preview FILE`…) may be links; the same caps apply.
enum FileReader {
  /// Caps no real file reaches: sources, string tables, storyboards and Lottie files; images.
  static let maximumBytes = 64 << 20
  static let maximumImageBytes = 256 << 20

  enum Problem: Error, CustomStringConvertible {
    case unreadable
    case notARegularFile
    case tooLarge(Int, limit: Int)

    var description: String {
      switch self {
      case .unreadable: return "cannot be read"
      case .notARegularFile: return "is not a regular file (a symbolic link or a device), so it is not read"
      case .tooLarge(let size, let limit): return "is \(size) bytes, over the \(limit >> 20) MB limit; not read"
      }
    }
  }

  static func limit(for path: String) -> Int {
    let ext = PathExtension.of(path)
    return WorkspaceWalker.imageExtensions.contains(ext) ? maximumImageBytes : maximumBytes
  }

  /// A workspace file: regular, not a link, within its cap.
  static func read(_ path: String) -> [UInt8]? { try? checkedRead(path, followLinks: false).get() }

  /// A file the user named: links are followed.
  static func readNamed(_ path: String) -> [UInt8]? { try? checkedRead(path, followLinks: true).get() }

  static func checkedRead(_ path: String, followLinks: Bool) -> Result<[UInt8], Problem> {
    let descriptor: Int32
    let size: Int
    switch openRegular(path, followLinks: followLinks) {
    case .success(let opened): (descriptor, size) = opened
    case .failure(let problem): return .failure(problem)
    }
    defer { close(descriptor) }
    // The kind of file matters only past the smaller cap (nearly no file is that large).
    let limit = size <= maximumBytes ? maximumBytes : limit(for: path)
    guard size <= limit else { return .failure(.tooLarge(size, limit: limit)) }
    guard let bytes = readAll(descriptor, expected: size, limit: limit) else { return .failure(.unreadable) }
    return .success(bytes)
  }

  /// Opens a regular file and tells its size. The file is opened first and what is open is asked about
  /// (`fstat`): one path look-up instead of two (`lstat`, then `open`), and no moment between the check and the
  /// open in which the file could become a link. `O_NOFOLLOW` refuses a link as the last component; `O_NONBLOCK`
  /// keeps a FIFO from holding the open (it is then refused as not regular).
  private static func openRegular(_ path: String, followLinks: Bool) -> Result<(Int32, Int), Problem> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followLinks ? 0 : O_NOFOLLOW))
    guard descriptor >= 0 else { return .failure(errno == ELOOP ? .notARegularFile : .unreadable) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      let problem: Problem = status.st_mode & S_IFMT == S_IFREG ? .unreadable : .notARegularFile
      close(descriptor)
      return .failure(problem)
    }
    return .success((descriptor, Int(clamping: status.st_size)))
  }

  /// The first `count` bytes of a workspace file (regular, not a link), or fewer when it is shorter: what a hover
  /// or a preview needs of an image to know its size, without reading a 200 MB file for its 24-byte header.
  static func readPrefix(_ path: String, count: Int) -> [UInt8]? {
    guard case .success(let (descriptor, _)) = openRegular(path, followLinks: false) else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: max(0, count))
    var filled = 0
    while filled < bytes.count {
      let read = bytes.withUnsafeMutableBytes { POSIX.read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
      if read < 0 && errno == EINTR { continue }
      if read <= 0 { break }
      filled += read
    }
    bytes.removeSubrange(filled...)
    return bytes
  }

  /// The file's bytes straight into one array (no `Data` in between: a check reads every source twice), reading
  /// until end of file in case it grew since `fstat`, never past `limit`.
  private static func readAll(_ descriptor: Int32, expected: Int, limit: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: max(0, min(expected, limit)) + 1)
    var count = 0
    while true {
      if count == bytes.count {
        guard bytes.count <= limit else { return nil }
        bytes += [UInt8](repeating: 0, count: min(max(bytes.count, 4096), limit + 1 - bytes.count))
      }
      let read = bytes.withUnsafeMutableBytes { buffer in
        POSIX.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if read < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if read == 0 { break }
      count += read
      // A regular file reads short only at its end: no second call to be told so (a check reads tens of
      // thousands of files).
      if count < bytes.count { break }
    }
    guard count <= limit else { return nil }
    bytes.removeSubrange(count...)
    return bytes
  }

  /// Maps `paths` through `body(path, bytes)` on all cores; results keep the order of `paths`. Files refused for
  /// their size or kind are handed to `problems` (a file that vanished meanwhile is not a problem).
  static func concurrentMap<T: Sendable>(
    _ paths: [String], problems: ProblemList? = nil, _ body: @Sendable (String, [UInt8]) -> T?
  ) -> [T?] {
    concurrentMap(indexed: paths, problems: problems) { _, path, bytes in body(path, bytes) }
  }

  /// `concurrentMap` whose body is also told the position of the path in `paths`.
  /// `alongside`, when given, runs as the loop's first iteration: serial work done while the other cores read.
  static func concurrentMap<T: Sendable>(
    indexed paths: [String], problems: ProblemList? = nil, alongside: (@Sendable () -> Void)? = nil,
    _ body: @Sendable (Int, String, [UInt8]) -> T?
  ) -> [T?] {
    let results = ResultSlots<T>(count: paths.count)
    let first = alongside == nil ? 0 : 1
    DispatchQueue.concurrentPerform(iterations: paths.count + first) { iteration in
      if iteration < first {
        alongside?()
        return
      }
      let index = iteration - first
      switch checkedRead(paths[index], followLinks: false) {
      case .success(let bytes): results.set(index, body(index, paths[index], bytes))
      case .failure(.unreadable): break
      case .failure(let problem): problems?.append("\(paths[index]) \(problem)")
      }
    }
    return results.takeAll()
  }
}

/// Problems collected from several threads, read in path order.
final class ProblemList: @unchecked Sendable {
  private var items: [String] = []
  private let lock = NSLock()

  func append(_ problem: String) { lock.withLock { items.append(problem) } }

  var sorted: [String] { lock.withLock { items.sorted() } }
}

enum PathExtension {
  /// The lowercased extension of a path's last component ("" without one): read on every file, so the path is
  /// scanned from its end once, not split.
  static func of(_ path: String) -> String {
    WorkspaceWalker.extensionOf(PathName.lastComponent(of: path))
  }
}

/// Values handed out once each, from any thread, so that each is freed as soon as its taker is done with it.
final class TakeOnce<T>: @unchecked Sendable {
  private var storage: [T?]
  private let lock = NSLock()

  init(_ values: [T?]) { storage = values }

  /// Moved out, not copied: a copy of a scan would retain, and the emptied slot release, each of its arrays.
  func take(_ index: Int) -> T? {
    lock.withLock { storage[index].take() }
  }
}

/// Write-once slots filled from several threads.
final class ResultSlots<T>: @unchecked Sendable {
  private var storage: [T?]
  private let lock = NSLock()

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  /// `value` is moved into its slot, not copied (a scan is some thirty arrays).
  func set(_ index: Int, _ value: consuming T?) {
    lock.lock()
    storage[index] = consume value
    lock.unlock()
  }

  /// The values, handed over rather than shared (the slots are left empty), so the taker can move them out.
  func takeAll() -> [T?] {
    lock.withLock {
      defer { storage = [] }
      return storage
    }
  }
}
