/// The `.tabls.json` files of one project: the root's, and nested ones in its folders, as SwiftLint reads nested
/// configurations. A file gets the root's settings with every configuration on its way down laid over them (the
/// nearest wins a rule's severity, `darkSuffix` and `os`), and is ignored when any of them ignores it, each
/// `ignore` glob relative to the folder its file is in. `tabls check` and the server read the same tree.
public struct ConfigurationTree: Sendable {
  /// A configuration and the folder it applies to, relative to the project root ("" for the root itself).
  public struct Level: Sendable {
    public var folder: String
    public var configuration: Configuration

    public init(folder: String, configuration: Configuration) {
      self.folder = folder
      self.configuration = configuration
    }
  }

  /// Outermost first; the root's level is always there (an empty configuration without a file).
  public private(set) var levels: [Level]

  public init(root: Configuration = Configuration(), nested: [Level] = []) {
    // Sorted by folder: a folder sorts before everything under it, so the levels over a path come outermost first.
    levels =
      [Level(folder: "", configuration: root)]
      + nested.filter { !$0.folder.isEmpty }.sorted { $0.folder.utf8.lexicographicallyPrecedes($1.folder.utf8) }
  }

  /// The root's configuration.
  public var root: Configuration { levels[0].configuration }

  /// The levels whose folder holds `relativePath`, outermost first, each with the path relative to its folder.
  private func levels(over relativePath: String) -> [(level: Level, path: String)] {
    levels.compactMap { level in
      if level.folder.isEmpty { return (level, relativePath) }
      guard relativePath.hasPrefix(level.folder + "/") else { return nil }
      return (level, String(relativePath.dropFirst(level.folder.count + 1)))
    }
  }

  /// The settings a file (or folder) at `relativePath` is checked with.
  public func configuration(for relativePath: String) -> Configuration {
    // Most projects have one configuration: no walk over the path then.
    if levels.count == 1 { return root }
    return levels(over: relativePath).dropFirst().reduce(root) { $0.overridden(by: $1.level.configuration) }
  }

  /// Some configuration of the tree has `ignore` globs: without any, no path need be asked about.
  public var ignoresAnything: Bool { levels.contains { !$0.configuration.ignore.isEmpty } }

  /// Whether one of the configurations over `relativePath` ignores it.
  public func isIgnored(_ relativePath: String) -> Bool {
    if levels.count == 1 { return root.isIgnored(relativePath) }
    return levels(over: relativePath).contains { $0.level.configuration.isIgnored($0.path) }
  }

  /// Every level with `settings` (an editor's) laid over it: they win over each file's own.
  public func overridden(by settings: Configuration) -> ConfigurationTree {
    var tree = self
    for position in tree.levels.indices {
      var over = settings
      // The editor's ignore globs are relative to the root: they are the root level's alone.
      if position > 0 { over.ignore = [] }
      tree.levels[position].configuration = tree.levels[position].configuration.overridden(by: over)
    }
    return tree
  }
}
