/// What an Xcode project says its targets build (`project.pbxproj`): the files each target compiles or copies,
/// from its build phases (file references, variant groups' localized files, folder references) and from Xcode 16's
/// folder-synchronized groups (every file under the folder, less the target's membership exceptions). Paths are
/// relative to the folder that holds the `.xcodeproj`. Pure: bytes in.
public struct XcodeProject: Sendable {
  public struct Target: Sendable {
    public var name: String
    /// Files and folder references (an asset catalog, a `.bundle`, a blue folder): a path inside one is a member.
    public var members: Set<String>
    /// Synchronized folders, each with the paths (relative to it) the target leaves out.
    public var synchronizedFolders: [(folder: String, exceptions: Set<String>)]
    /// `com.apple.product-type.application`, `…app-extension`, …
    public var productType: String?
    /// The Info.plist its build settings name (`INFOPLIST_FILE`, relative to the project's folder), in any
    /// configuration; nil for a generated one or one an `.xcconfig` names.
    public var infoPlist: String?
    /// `GENERATE_INFOPLIST_FILE = YES`: Xcode writes the Info.plist from `INFOPLIST_KEY_…` build settings.
    public var generatesInfoPlist = false
    /// Those `INFOPLIST_KEY_…` settings, by key (`UIUserInterfaceStyle`), from every configuration.
    public var infoPlistKeys: [String: String] = [:]

    public var isApplication: Bool { productType == "com.apple.product-type.application" }

    /// Whether the target builds `path` (relative to the project's folder): a member, or inside one, or inside a
    /// synchronized folder and not excepted. Each prefix of the path is looked up once (no walk over members or
    /// exceptions: a project may list tens of thousands).
    public func contains(_ path: String) -> Bool {
      for prefix in Self.prefixes(of: path) where members.contains(prefix) { return true }
      for (folder, exceptions) in synchronizedFolders {
        guard folder.isEmpty || path.hasPrefix(folder + "/") else { continue }
        let inside = folder.isEmpty ? path : String(path.dropFirst(folder.count + 1))
        if !Self.prefixes(of: inside).contains(where: exceptions.contains) { return true }
      }
      return false
    }

    /// `a/b/c`, `a/b`, `a`.
    static func prefixes(of path: String) -> [String] {
      var result = [path]
      var prefix = Substring(path)
      while let slash = prefix.lastIndex(of: "/") {
        prefix = prefix[..<slash]
        result.append(String(prefix))
      }
      return result
    }
  }

  public var targets: [Target]

  public func contains(_ path: String) -> Bool { targets.contains { $0.contains(path) } }

  public init?(bytes: [UInt8]) {
    guard let root = OpenStepPlist.parse(bytes), let objects = root["objects"]?.dictionary,
      let projectID = root["rootObject"]?.string, let project = objects[projectID]
    else { return nil }
    var paths: [String: String] = [:]
    var children: [String: [String]] = [:]
    // Group paths from the main group down (each object once, so a cyclic file cannot loop). A group outside the
    // project's folder (`../Shared`, an absolute path, `SDKROOT`) has its children outside too (nil), not in the
    // folder of its parent.
    var queue: [(id: String, parent: String?)] = project["mainGroup"]?.string.map { [($0, "")] } ?? []
    var seen = Set<String>()
    while let (id, parent) = queue.popLast() {
      guard seen.insert(id).inserted, let object = objects[id] else { continue }
      let path = Self.path(of: object, parent: parent)
      paths[id] = path
      let kids = object["children"]?.array?.compactMap(\.string) ?? []
      children[id] = kids
      for kid in kids.reversed() { queue.append((kid, path)) }
    }
    // Each synchronized group's exception sets by target, read once per group (many targets may share a group).
    var exceptionsByGroup: [String: [String: Set<String>]] = [:]
    func exceptions(_ group: String) -> [String: Set<String>] {
      if let known = exceptionsByGroup[group] { return known }
      var byTarget: [String: Set<String>] = [:]
      for set in (objects[group]?["exceptions"]?.array ?? []).compactMap(\.string).compactMap({ objects[$0] }) {
        guard let target = set["target"]?.string else { continue }
        byTarget[target, default: []].formUnion((set["membershipExceptions"]?.array ?? []).compactMap(\.string))
      }
      exceptionsByGroup[group] = byTarget
      return byTarget
    }
    targets = (project["targets"]?.array ?? []).compactMap(\.string).compactMap { id in
      guard let target = objects[id] else { return nil }
      var members = Set<String>()
      for phase in (target["buildPhases"]?.array ?? []).compactMap(\.string).compactMap({ objects[$0] }) {
        for file in (phase["files"]?.array ?? []).compactMap(\.string).compactMap({ objects[$0] }) {
          guard let reference = file["fileRef"]?.string else { continue }
          // A variant group stands for its localized files (`en.lproj/Main.storyboard`).
          for id in [reference] + (children[reference] ?? []) {
            if let path = paths[id] { members.insert(path) }
          }
        }
      }
      let groups = (target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string)
      let folders = groups.compactMap { group -> (String, Set<String>)? in
        guard let folder = paths[group] else { return nil }
        return (folder, exceptions(group)[id] ?? [])
      }
      // One entry per folder, its exceptions merged (a folder listed 160,000 times is one folder).
      var merged: [String: Set<String>] = [:]
      for (folder, excluded) in folders { merged[folder, default: excluded].formIntersection(excluded) }
      var made = Target(
        name: target["name"]?.string ?? id, members: members,
        synchronizedFolders: merged.keys.sorted().map { ($0, merged[$0] ?? []) })
      made.productType = target["productType"]?.string
      Self.readInfoPlistSettings(of: target, objects: objects, into: &made)
      return made
    }
  }

  /// `INFOPLIST_FILE` of the target's build configurations (the first that names one), relative to the project's
  /// folder (`$(SRCROOT)/` and `$(PROJECT_DIR)/` dropped; one that leaves the folder is none), whether Xcode
  /// generates the plist, and the `INFOPLIST_KEY_…` settings it generates it from.
  static func readInfoPlistSettings(
    of target: OpenStepValue, objects: [String: OpenStepValue], into made: inout Target
  ) {
    guard let list = target["buildConfigurationList"]?.string.flatMap({ objects[$0] }) else { return }
    let prefix = "INFOPLIST_KEY_"
    for configuration in (list["buildConfigurations"]?.array ?? []).compactMap(\.string).compactMap({ objects[$0] }) {
      guard let settings = configuration["buildSettings"]?.dictionary else { continue }
      if settings["GENERATE_INFOPLIST_FILE"]?.string == "YES" { made.generatesInfoPlist = true }
      for (key, value) in settings where key.hasPrefix(prefix) {
        if let value = value.string { made.infoPlistKeys[String(key.dropFirst(prefix.count))] = value }
      }
      guard made.infoPlist == nil, var file = settings["INFOPLIST_FILE"]?.string, !file.isEmpty else { continue }
      for variable in ["$(SRCROOT)/", "$(PROJECT_DIR)/", "${SRCROOT}/", "${PROJECT_DIR}/"]
      where file.hasPrefix(variable) {
        file.removeFirst(variable.count)
      }
      guard !file.contains("$"), !file.hasPrefix("/") else { continue }
      made.infoPlist = normalized(file)
    }
  }

  /// An object's path from the project's folder: `<group>`-relative paths under their parent, `SOURCE_ROOT`
  /// from the folder; nil for a path outside it (absolute, SDK, built products).
  static func path(of object: OpenStepValue, parent: String?) -> String? {
    guard let own = object["path"]?.string else { return parent }
    switch object["sourceTree"]?.string ?? "<group>" {
    case "<group>":
      guard let parent else { return nil }
      // No file has a path longer than a system's PATH_MAX: deeper groups are no folder of the app, and keeping
      // their paths made 10,000 nested groups quadratic in memory.
      guard parent.utf8.count + own.utf8.count < Self.maxPathBytes else { return nil }
      return normalized(parent.isEmpty ? own : parent + "/" + own)
    case "SOURCE_ROOT": return own.utf8.count < Self.maxPathBytes ? normalized(own) : nil
    default: return nil
    }
  }

  /// Linux's PATH_MAX.
  static let maxPathBytes = 4_096

  /// `a/./b/../c` → `a/c`; nil when `..` leaves the project's folder.
  static func normalized(_ path: String) -> String? {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == "." { continue }
      if part == ".." {
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }
}
