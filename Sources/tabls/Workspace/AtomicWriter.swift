import Foundation
import TabAnalysis

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one place tabls writes a user's file (`tabls check --fix`): the new bytes go to a temporary file beside
/// it, with the same permissions, and replace it by `rename` (`OutputFile.replace`), so a reader never sees half a
/// file. Only a regular file is replaced, never a symbolic link (nor a file reached through one: the path must be
/// its own canonical path, and its folder is opened without following a link), and only when it still holds the
/// bytes the fix was computed from.
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
    let folder = open(ProjectRoot.parent(of: path), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard folder >= 0 else { return .failure(.throughALink) }
    defer { close(folder) }
    let mode = mode_t(status.st_mode & 0o7777)
    switch OutputFile.replace(PathName.lastComponent(of: path), in: folder, mode: mode, exact: true, { $0(new) }) {
    case .success: return .success(())
    case .failure(let why): return .failure(.failed(why.description))
    }
  }
}
