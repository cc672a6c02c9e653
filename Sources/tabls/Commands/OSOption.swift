import TabAnalysis

/// `--os 18|26|27`: the iOS release a preview or layout is drawn for; else the project's `.tabls.json` `os`, else
/// the current release.
enum OSOption {
  static func read(_ arguments: inout Arguments) throws(UsageError) -> TargetOS? {
    guard let text = try arguments.option("--os") else { return nil }
    guard let os = TargetOS(text: text) else { throw UsageError("--os takes 18 (or 13–17), 26 or 27, not '\(text)'") }
    return os
  }

  /// The release for a workspace at `root` when `--os` does not say.
  static func resolve(_ explicit: TargetOS?, root: String) -> TargetOS {
    explicit ?? WorkspaceLoader.configuration(at: WorkspaceRoots.canonical(root)).0.os ?? .current
  }
}
