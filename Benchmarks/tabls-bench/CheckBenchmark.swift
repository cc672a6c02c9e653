import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `tabls-bench check [--files N] [--work DIR] [--formats]`: `tabls check` on generated workspaces of N and 2N
/// source files (2,000 image sets, 33 languages × 2,000 keys, half the files naming a missing image), best of 3
/// runs each, with the peak RSS of the child, against `grep -rc` reading the same tree in the same run.
/// `--formats` also runs every output format once on the 2N workspace (time and peak RSS each).
enum CheckBenchmark {
  static func run(_ arguments: [String]) {
    let files = option("--files", in: arguments).flatMap(Int.init) ?? 10_000
    let work =
      option("--work", in: arguments)
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("tabls-bench-work").path
    let tabls = RPCBenchmark.defaultTablsPath()
    var results: [(Int, Double, Int)] = []
    for count in [files, files * 2] {
      let directory = work + "/workspace-\(count)"
      if !FileManager.default.fileExists(atPath: directory + "/Big/LongTabs.m") {
        WorkspaceGenerator.generate(at: directory, files: count, imageSets: 2_000, languages: 33, keys: 2_000)
      }
      var best = Double.infinity
      var peak = 0
      var grep = Double.infinity
      for _ in 0..<3 {
        let (seconds, rss) = measure([tabls, "check", directory, "--format", "json", "--quiet", "--fail-on", "never"])
        best = min(best, seconds)
        peak = max(peak, rss)
        grep = min(grep, measure(["/usr/bin/env", "grep", "-rc", "CYLTabBarItem", directory]).0)
      }
      results.append((count, best, peak))
      print(
        "tabls check, \(count) source files: \(format(best, 3)) s wall (best of 3), peak RSS \(peak / 1024) MB; "
          + "grep -rc over the tree: \(format(grep, 3)) s (\(format(best / grep, 1))× grep)")
    }
    print("20k/10k time ratio: \(format(results[1].1 / results[0].1, 2))×")
    guard arguments.contains("--formats") else { return }
    let directory = work + "/workspace-\(files * 2)"
    for name in ["text", "json", "sarif", "github", "junit", "gitlab", "checkstyle"] {
      let (seconds, rss) = measure([tabls, "check", directory, "--format", name, "--quiet", "--fail-on", "never"])
      print("  --format \(name), \(files * 2) files: \(format(seconds, 3)) s, peak RSS \(rss / 1024) MB")
    }
  }

  /// Runs a command to completion; returns wall seconds and the child's peak RSS in KiB.
  static func measure(_ command: [String]) -> (Double, Int) {
    var pid: pid_t = 0
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let argv = command.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let start = now()
    guard posix_spawn(&pid, command[0], &actions, nil, argv, environ) == 0 else {
      print("cannot start \(command[0])")
      exit(1)
    }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    return (now() - start, usage.ru_maxrss)
  }
}
