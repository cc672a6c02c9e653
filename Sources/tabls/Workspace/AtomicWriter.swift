import Foundation
import TabAnalysis

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one place tabls writes a user's file (`tabls check --fix`): the new bytes go to a temporary file beside
/// it, with the same permissions, and replace it by `rename`, so a reader never sees half a file. Only a regular
/// file is replaced, never a symbolic link (nor a file reached through one: the path must be its own canonical
/// path), and only when it still holds the bytes the fix was computed from.
enum AtomicWriter {
  enum Refusal: Error, CustomStringConvertible {
    case notARegularFile
    case throughALink
    case changedSinceRead
    case failed(String)

    var description: String {
      switch self {
      case .notARegularFile: return "is not a regular file; left alone"
      case .throughALink: return "is reached through a symbolic link; left alone"
      case .changedSinceRead: return "changed since it was checked; left alone (check again)"
      case .failed(let why): return "could not be written (\(why)); left as it was"
      }
    }
  }

  static func replace(_ path: String, expecting old: [UInt8], with new: [UInt8]) -> Result<Void, Refusal> {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .failure(.notARegularFile) }
    guard WorkspaceRoots.canonical(path) == path else { return .failure(.throughALink) }
    guard FileReader.read(path) == old else { return .failure(.changedSinceRead) }
    let folder = ProjectRoot.parent(of: path)
    let name = PathName.lastComponent(of: path)
    let temporary = folder + "/.\(name).tabls-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode_t(status.st_mode & 0o7777))
    guard descriptor >= 0 else { return .failure(.failed(String(cString: strerror(errno)))) }
    var written = 0
    let ok = new.withUnsafeBytes { buffer -> Bool in
      while written < buffer.count {
        let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if count <= 0 { return false }
        written += count
      }
      return true
    }
    // The mode again: open() applies the umask.
    let finished = ok && fchmod(descriptor, mode_t(status.st_mode & 0o7777)) == 0 && fsync(descriptor) == 0
    close(descriptor)
    guard finished, rename(temporary, path) == 0 else {
      let why = String(cString: strerror(errno))
      unlink(temporary)
      return .failure(.failed(why))
    }
    return .success(())
  }
}
