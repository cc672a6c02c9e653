import Foundation
import TabAnalysis

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every file tabls creates — `--output-file`, `--write-baseline`, `tabls preview -o`, `tabls rules --write-docs` —
/// and the files `--fix` replaces are written here, so that a repository cannot redirect a write with a committed
/// symbolic link (`tabls.sarif → ../victim`, `reports → /etc`).
///
/// The path is walked one folder at a time from `/`, each opened with `openat`. Inside a folder the repository
/// controls (`trusted`: the working directory and the workspace roots) a component that is a link is refused; above
/// them links are followed, as the user typed them (`/tmp` on macOS). The file itself is never a link: the bytes go
/// to a new temporary file in the same folder, which then replaces the name by `renameat` (so a link there is
/// replaced, not followed, even if it appears between the check and the rename).
enum OutputFile {
  struct Refusal: Error, CustomStringConvertible {
    let path: String
    let why: String
    var description: String { "cannot write \(path): \(why)" }
  }

  /// Why the system refused, in its words (or tabls').
  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
    static func errno(_ code: Int32) -> Failure { Failure(String(cString: strerror(code))) }
  }

  /// Writes `bytes` to `path` (absolute, or relative to `cwd`).
  static func write(_ bytes: [UInt8], to path: String, cwd: String, trusted: [String]) -> Result<Void, Refusal> {
    write(to: path, cwd: cwd, trusted: trusted) { sink in sink(bytes) }
  }

  /// A file a command writes (`-o`, `--write-docs`): relative to the working directory, which is trusted with
  /// `trusted`; a refusal is a usage error (exit 2) naming the path.
  static func writeNamed(_ bytes: [UInt8], to path: String, trusted: [String] = []) throws(UsageError) {
    let cwd = WorkspaceRoots.canonical(FileManager.default.currentDirectoryPath)
    if case .failure(let refusal) = write(bytes, to: path, cwd: cwd, trusted: [cwd] + trusted) {
      throw UsageError(refusal.description)
    }
  }

  /// Makes the folder a command writes into (`--output-dir`), relative to the working directory, reached as files
  /// are (no link inside a trusted folder); an existing folder is used as it is, a link or a file there refused.
  static func makeFolder(_ path: String, trusted: [String] = []) throws(UsageError) {
    let cwd = WorkspaceRoots.canonical(FileManager.default.currentDirectoryPath)
    var absolute = path.hasPrefix("/") ? path : cwd + "/" + path
    while absolute.count > 1, absolute.hasSuffix("/") { absolute.removeLast() }
    let folder: Folder
    switch Folder.open(parentOf: absolute, trusted: ([cwd] + trusted).map(WorkspaceRoots.canonical)) {
    case .success(let opened): folder = opened
    case .failure(let why): throw UsageError("\(path): \(why.description)")
    }
    defer { close(folder.descriptor) }
    let name = PathName.lastComponent(of: absolute)
    guard !name.isEmpty, name != ".", name != ".." else { return }
    if mkdirat(folder.descriptor, name, 0o777) != 0, errno != EEXIST {
      throw UsageError("\(path): \(String(cString: strerror(errno)))")
    }
    var status = stat()
    guard fstatat(folder.descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      throw UsageError("\(path) is not a folder (a link or a file is there); tabls never writes through a link")
    }
  }

  /// Writes what `produce` hands its sink, chunk by chunk, to `path`; the file appears whole or not at all.
  static func write(
    to path: String, cwd: String, trusted: [String], mode: mode_t = 0o666,
    _ produce: (_ sink: ([UInt8]) -> Void) -> Void
  ) -> Result<Void, Refusal> {
    let absolute = path.hasPrefix("/") ? path : cwd + "/" + path
    let folder: Folder
    switch Folder.open(parentOf: absolute, trusted: trusted.map(WorkspaceRoots.canonical)) {
    case .success(let opened): folder = opened
    case .failure(let why): return .failure(Refusal(path: path, why: why.description))
    }
    defer { close(folder.descriptor) }
    let name = PathName.lastComponent(of: absolute)
    guard !name.isEmpty, name != ".", name != "..", !absolute.hasSuffix("/") else {
      return .failure(Refusal(path: path, why: "it names a folder, not a file"))
    }
    var status = stat()
    if fstatat(folder.descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFLNK: return .failure(Refusal(path: path, why: "it is a symbolic link; tabls never writes through one"))
      case S_IFREG: break
      default: return .failure(Refusal(path: path, why: "it exists and is not a regular file"))
      }
    }
    switch replace(name, in: folder.descriptor, mode: mode, produce) {
    case .success: return .success(())
    case .failure(let why): return .failure(Refusal(path: path, why: why.description))
    }
  }

  /// A new temporary file in `folder` with what `produce` writes, renamed over `name`: the one way tabls puts bytes
  /// on disk (also `AtomicWriter`'s). The mode is set after `open`, which applies the umask, only when `exact`.
  static func replace(
    _ name: String, in folder: Int32, mode: mode_t, exact: Bool = false, _ produce: (_ sink: ([UInt8]) -> Void) -> Void
  ) -> Result<Void, Failure> {
    let temporary = ".\(name).tabls-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let descriptor = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
    guard descriptor >= 0 else { return .failure(.errno(errno)) }
    var failure: Int32 = 0
    // Reports come in small pieces: they are gathered into 64 KB writes.
    var pending: [UInt8] = []
    func flush() {
      defer { pending.removeAll(keepingCapacity: true) }
      guard failure == 0 else { return }
      pending.withUnsafeBytes { buffer in
        var written = 0
        while written < buffer.count {
          let count = POSIX.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
          if count < 0 && errno == EINTR { continue }
          if count <= 0 {
            failure = count < 0 ? errno : EIO
            return
          }
          written += count
        }
      }
    }
    produce { chunk in
      pending += chunk
      if pending.count >= 1 << 16 { flush() }
    }
    flush()
    if failure == 0 && exact && fchmod(descriptor, mode) != 0 { failure = errno }
    if close(descriptor) != 0 && failure == 0 { failure = errno }
    if failure == 0 && renameat(folder, temporary, folder, name) != 0 { failure = errno }
    guard failure == 0 else {
      unlinkat(folder, temporary, 0)
      return .failure(.errno(failure))
    }
    return .success(())
  }

  /// An open folder reached without following a link the repository controls.
  struct Folder {
    let descriptor: Int32

    static func open(parentOf absolute: String, trusted: [String]) -> Result<Folder, Failure> {
      var components = absolute.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
      if !absolute.hasSuffix("/") && !components.isEmpty { components.removeLast() }
      var descriptor = POSIX.open("/", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      guard descriptor >= 0 else { return .failure(.errno(errno)) }
      // The canonical path of the folder `descriptor` is open on, to know whether the repository controls it.
      var current = "/"
      for component in components where component != "." {
        let inside = trusted.contains { current == $0 || current.hasPrefix($0 == "/" ? "/" : $0 + "/") }
        let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | (inside ? O_NOFOLLOW : 0)
        let next = openat(descriptor, component, flags)
        let error = errno
        close(descriptor)
        guard next >= 0 else {
          let shown = current == "/" ? "/" + component : current + "/" + component
          return .failure(
            Failure(
              error == ELOOP || error == ENOTDIR && isLink(shown)
                ? "\(shown) is a symbolic link; tabls never writes through one"
                : "\(shown): \(String(cString: strerror(error)))"))
        }
        descriptor = next
        if component == ".." {
          current = current == "/" ? "/" : ProjectRoot.parent(of: current)
        } else if inside {
          current = current == "/" ? "/" + component : current + "/" + component
        } else {
          current = WorkspaceRoots.canonical(current == "/" ? "/" + component : current + "/" + component)
        }
      }
      return .success(Folder(descriptor: descriptor))
    }

    private static func isLink(_ path: String) -> Bool {
      var status = stat()
      return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }
  }
}
