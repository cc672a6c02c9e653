import Foundation

/// A git revision's files, for `tabls diff`: extracted with `git archive` into a scratch folder (removed after the
/// run), so the user's working tree, index and `.git` are never touched. Git runs as a process, its arguments
/// passed as they are (no shell); a name that starts with `-` is refused, so it cannot be read as an option.
enum RevisionTree {
  /// The top folder of the git repository holding `folder`, or nil outside one (or without git).
  static func repositoryTop(of folder: String) -> String? {
    guard let output = run(["git", "-C", folder, "rev-parse", "--show-toplevel"]) else { return nil }
    let top = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return top.isEmpty ? nil : WorkspaceRoots.canonical(top)
  }

  /// The commit `name` names in the repository at `top` (its full hash), or nil when it names none.
  static func commit(_ name: String, top: String) -> String? {
    guard !name.isEmpty, !name.hasPrefix("-"),
      let output = run(["git", "-C", top, "rev-parse", "--verify", "--quiet", name + "^{commit}"])
    else { return nil }
    let hash = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return hash.allSatisfy(\.isHexDigit) && !hash.isEmpty ? hash : nil
  }

  /// Writes the files of `commit` into `folder` (which exists): `git archive | tar -x`.
  static func extract(_ commit: String, top: String, into folder: String) throws(UsageError) {
    let archive = Process()
    archive.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    archive.arguments = ["git", "-C", top, "archive", "--format=tar", commit]
    let untar = Process()
    untar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    untar.arguments = ["tar", "-x", "-f", "-", "-C", folder]
    let pipe = Pipe()
    archive.standardOutput = pipe
    archive.standardError = FileHandle.nullDevice
    untar.standardInput = pipe
    untar.standardError = FileHandle.nullDevice
    do {
      try archive.run()
      try untar.run()
    } catch {
      throw UsageError("cannot run git archive and tar: \(error.localizedDescription)")
    }
    archive.waitUntilExit()
    untar.waitUntilExit()
    guard archive.terminationStatus == 0, untar.terminationStatus == 0 else {
      throw UsageError("git archive \(commit) could not be extracted")
    }
  }

  /// A command's standard output when it exits 0.
  static func run(_ command: [String]) -> [UInt8]? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let bytes = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? [UInt8](bytes) : nil
  }
}
