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

    /// Whether the target builds `path` (relative to the project's folder).
    public func contains(_ path: String) -> Bool {
      var prefix = path
      while true {
        if members.contains(prefix) { return true }
        guard let slash = prefix.lastIndex(of: "/") else { break }
        prefix = String(prefix[..<slash])
      }
      for (folder, exceptions) in synchronizedFolders {
        guard folder.isEmpty || path.hasPrefix(folder + "/") else { continue }
        let inside = folder.isEmpty ? path : String(path.dropFirst(folder.count + 1))
        if !exceptions.contains(where: { inside == $0 || inside.hasPrefix($0 + "/") }) { return true }
      }
      return false
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
    // Group paths from the main group down (each object once, so a cyclic file cannot loop).
    var queue: [(id: String, parent: String)] = project["mainGroup"]?.string.map { [($0, "")] } ?? []
    var seen = Set<String>()
    while let (id, parent) = queue.popLast() {
      guard seen.insert(id).inserted, let object = objects[id] else { continue }
      let path = Self.path(of: object, parent: parent)
      paths[id] = path
      let kids = object["children"]?.array?.compactMap(\.string) ?? []
      children[id] = kids
      for kid in kids.reversed() { queue.append((kid, path ?? parent)) }
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
      let exceptions = (target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string)
      let folders = exceptions.compactMap { group -> (String, Set<String>)? in
        guard let object = objects[group], let folder = paths[group] else { return nil }
        var excluded = Set<String>()
        for set in (object["exceptions"]?.array ?? []).compactMap(\.string).compactMap({ objects[$0] })
        where set["target"]?.string == id {
          excluded.formUnion((set["membershipExceptions"]?.array ?? []).compactMap(\.string))
        }
        return (folder, excluded)
      }
      return Target(name: target["name"]?.string ?? id, members: members, synchronizedFolders: folders)
    }
  }

  /// An object's path from the project's folder: `<group>`-relative paths under their parent, `SOURCE_ROOT`
  /// from the folder; nil for a path outside it (absolute, SDK, built products).
  static func path(of object: OpenStepValue, parent: String) -> String? {
    guard let own = object["path"]?.string else { return parent }
    switch object["sourceTree"]?.string ?? "<group>" {
    case "<group>": return normalized(parent.isEmpty ? own : parent + "/" + own)
    case "SOURCE_ROOT": return normalized(own)
    default: return nil
    }
  }

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
