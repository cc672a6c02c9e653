import Dispatch
import Foundation
import Lottie
import TabAnalysis

/// Builds a `WorkspaceIndex` (and the scans of every source file) from folders on disk.
struct LoadedWorkspace: Sendable {
  var index: WorkspaceIndex
  var files: WorkspaceFiles
  /// Scans of the source files, by path, so the analysis does not lex them twice.
  var scans = SourceScans()
  /// The FNV-1a hash of the bytes each storyboard in the index was read from: the check analyses the index's
  /// document, not a second parse, when the file still has those bytes.
  var storyboardHashes: [String: UInt64] = [:]
  /// Problems with the configuration or the asset catalogs, reported to the user but never fatal.
  var problems: [String]
  /// Sources, storyboards, tables and images that the workspace's Xcode projects build into no target.
  var outsideTargets: [String] = []
  /// The root's configuration and the nested `.tabls.json` files under it, each file's settings.
  var configurations = ConfigurationTree()
  /// Nested `.tabls.json` files that could not be read or parsed (`tabls check` stops on them, as on the root's).
  var configurationProblems: [String] = []
}

/// Each of `concurrentPerform`'s two iterations writes its own field, and it returns after both: no lock needed.
private final class ImagesAndStrings: @unchecked Sendable {
  var images = ImageIndex()
  var moduleImages: [String: ImageIndex] = [:]
  var mainBundleImages: ImageIndex?
  var localization = BundleLocalization()
}

enum WorkspaceLoader {
  /// Folders that hold other projects' code (vendored libraries and their example apps): their Info.plist,
  /// Xcode project and `.lproj` folders declare those projects' languages, not the app's.
  static let vendoredFolders: Set<String> = [
    "Vendor", "Vendors", "vendor", "ThirdParty", "Third-Party", "third_party", "3rdParty", "External", "Externals",
    "Submodules", "Carthage", "Pods",
  ]

  /// The folder names as bytes, by length: asked of every path of a workspace, so no component becomes a String.
  private static let vendoredByLength: [[[UInt8]]] = {
    var byLength = [[[UInt8]]](repeating: [], count: (vendoredFolders.map(\.utf8.count).max() ?? 0) + 1)
    for name in vendoredFolders.sorted() { byLength[name.utf8.count].append(Array(name.utf8)) }
    return byLength
  }()

  static func isVendored(_ path: String) -> Bool {
    path.utf8.split(separator: UInt8(ascii: "/")).contains { component in
      component.count < vendoredByLength.count
        && vendoredByLength[component.count].contains { $0.elementsEqual(component) }
    }
  }

  /// Inside a `.bundle` (`Settings.bundle`, a pod's resource bundle): another component's resources. Its `.lproj`
  /// folders do not declare the app's languages, and its tables are not the app's to check. (A folder whose name
  /// ends in `.bundle` is followed by a `/`: the bytes `.bundle/` are in the path exactly then.)
  static func isInBundle(_ path: String) -> Bool {
    ArraySlice(path.utf8).firstRange(of: bundleMarker) != nil
  }

  private static let bundleMarker = Array(".bundle/".utf8)

  /// String tables, catalogs and the languages the app declares, by bundle.
  static func loadLocalization(
    _ files: WorkspaceFiles, modules: PackageModules = PackageModules(), problems: ProblemList? = nil
  ) -> BundleLocalization {
    let plists = files.infoPlists.filter { !isVendored($0) }.compactMap { path in
      FileReader.read(path).flatMap { try? PlistXMLReader.parse($0) }
    }
    let tables = files.resources.filter { LocalizationFile.isLocalization($0) && !isVendored($0) && !isInBundle($0) }
    let parsed = FileReader.concurrentMap(tables, problems: problems) { path, bytes in
      LocalizationFile(path: path, bytes: bytes).map { ($0, bytes) }
    }
    let projects = files.resources.filter { $0.hasSuffix("/project.pbxproj") && !isVendored($0) }.compactMap {
      FileReader.read($0)
    }
    let localization = BundleLocalization(
      infoPlists: plists,
      tables: zip(tables, parsed).compactMap { path, read in read.map { (path, $0.0, $0.1) } },
      projects: projects, modules: modules)
    if localization.all.ignoredLanguages > 0 {
      problems?.append(
        "\(localization.all.ignoredLanguages) languages past the first \(LocalizationIndex.maxLanguages) the project declares are ignored"
      )
    }
    return localization
  }

  /// Decodes (in parallel) the Lottie files that tab bar items refer to.
  static func loadLottieFiles(referencedBy scans: some Sequence<SourceScan>, into index: inout WorkspaceIndex) {
    loadLottieFiles(references: scans.flatMap(WorkspaceIndex.lottieReferences), into: &index)
  }

  static func loadLottieFiles(references: some Sequence<AttributeValue>, into index: inout WorkspaceIndex) {
    let paths = Set(references.compactMap(index.lottiePath(for:))).subtracting(index.lottieFiles.keys).sorted()
    let decoded = ResultSlots<Result<LottieKeypaths, LottieError>>(count: paths.count)
    DispatchQueue.concurrentPerform(iterations: paths.count) { position in
      switch FileReader.checkedRead(paths[position], followLinks: false) {
      case .success(let bytes):
        decoded.set(position, Result { () throws(LottieError) in try LottieKeypaths(bytes: bytes) })
      case .failure(.unreadable):
        break
      case .failure(let problem):
        // A file refused for its size or kind is a finding on the item (TAB121), not silence.
        decoded.set(position, .failure(LottieError(message: "the file \(problem)", offset: nil, jsonPath: "")))
      }
    }
    for (path, result) in zip(paths, decoded.takeAll()) {
      if let result { index.lottieFiles[path] = result }
    }
  }

  /// Reads `.tabls.json` at `root`, if there is one.
  static func configuration(at root: String?) -> (Configuration, String?) {
    guard let root else { return (Configuration(), nil) }
    let bytes: [UInt8]
    switch FileReader.checkedRead(root + "/.tabls.json", followLinks: false) {
    case .success(let read): bytes = read
    case .failure(.unreadable): return (Configuration(), nil)
    case .failure(let problem): return (Configuration(), "\(root)/.tabls.json \(problem)")
    }
    do {
      return (try Configuration.parse(bytes), nil)
    } catch {
      return (Configuration(), "\(root)/.tabls.json: \(error)")
    }
  }

  /// The `.tabls.json` files below `root` (the root's own is `configuration`), each the settings of its folder.
  static func nestedConfigurations(_ files: [String], root: String) -> (levels: [ConfigurationTree.Level], [String]) {
    var levels: [ConfigurationTree.Level] = []
    var problems: [String] = []
    for path in files.sorted() where path.hasPrefix(root + "/") {
      let folder = String(path.dropFirst(root.count + 1).dropLast("/.tabls.json".count))
      guard !folder.isEmpty, path.hasSuffix("/.tabls.json") else { continue }
      switch FileReader.checkedRead(path, followLinks: false) {
      case .success(let bytes):
        do {
          levels.append(ConfigurationTree.Level(folder: folder, configuration: try Configuration.parse(bytes)))
        } catch {
          problems.append("\(path): \(error)")
        }
      case .failure(.unreadable): break
      case .failure(let problem): problems.append("\(path) \(problem)")
      }
    }
    return (levels, problems)
  }

  /// Everything the rules need to know of the workspace under `paths`; nil when `isCancelled` says so between
  /// its steps (the server's indexing can be cancelled by the user). `configuration` is the root's (of a single
  /// root: `paths[0]`); the `.tabls.json` files nested under it apply to their folders unless `nested` is false
  /// (`--config` names the one configuration); the editor's `settings` go over all of them.
  static func load(
    paths: [String], configuration: Configuration, settings: Configuration? = nil, nested: Bool = true,
    scanSources: Bool = true, isCancelled: () -> Bool
  ) -> LoadedWorkspace? {
    let walked = WorkspaceWalker.walk(paths)
    let targets = ProjectTargets.load(walked)
    let (files, outsideTargets) = targets.filter(walked)
    if isCancelled() { return nil }
    var index = WorkspaceIndex()
    var problems: [String] = []
    let unread = ProblemList()
    let (levels, configurationProblems) =
      nested && paths.count == 1 ? nestedConfigurations(walked.configurations, root: paths[0]) : ([], [])
    var tree = ConfigurationTree(root: configuration, nested: levels)
    if let settings { tree = tree.overridden(by: settings) }
    index.configuration = tree.root

    // Swift packages' targets: `.module` names their own images and tables.
    var modules = PackageModules(
      manifests: walked.sources.filter { PathName.lastComponent(of: $0) == "Package.swift" && !isVendored($0) }
        .compactMap { path in FileReader.read(path).map { (path, $0) } })
    if !modules.isEmpty {
      let resources = files.sources + files.catalogContents + files.looseImages + files.resources
      modules.builtByProjects = Set(resources.filter { modules.module(of: $0) != nil && targets.buildsItself($0) })
    }
    index.packageModules = modules
    let packageModules = modules
    // The asset catalogs and the string tables are independent and each a good part of a load: side by side.
    let built = ImagesAndStrings()
    DispatchQueue.concurrentPerform(iterations: 2) { part in
      if part == 0 {
        let contents = FileReader.concurrentMap(files.catalogContents, problems: unread) { path, bytes in (path, bytes)
        }
        .compactMap { $0 }
        built.images = ImageIndex.build(catalogContents: contents, looseFiles: files.looseImages)
        built.moduleImages = ImageIndex.byModule(
          catalogContents: contents, looseFiles: files.looseImages, modules: packageModules)
        built.mainBundleImages = ImageIndex.mainBundle(
          catalogContents: contents, looseFiles: files.looseImages, modules: packageModules)
      } else {
        built.localization = loadLocalization(files, modules: packageModules, problems: unread)
      }
    }
    index.images = built.images
    index.moduleImages = built.moduleImages
    index.mainBundleImages = built.mainBundleImages
    index.mainBundleLocalization = built.localization.main
    index.moduleLocalization = built.localization.modules
    index.localization = built.localization.all
    problems += index.images.problems.map { "\($0.path): \($0.message)" }
    if isCancelled() { return nil }

    for path in files.resources {
      index.resources[PathName.lastComponent(of: path), default: []].append(path)
    }
    index.pinnedVersion = PinnedVersion.choose(
      files.resources.filter(PinnedVersion.isLockFile).compactMap { path in
        FileReader.read(path).flatMap { PinnedVersion.read(path: path, bytes: $0) }
      })
    let storyboards = FileReader.concurrentMap(files.storyboards, problems: unread) { _, bytes in
      (StoryboardDocument(bytes: bytes), FNV1a.hash(bytes))
    }
    var storyboardHashes: [String: UInt64] = [:]
    for case let (path, (document, hash)?) in zip(files.storyboards, storyboards) {
      index.storyboards[path] = document
      storyboardHashes[path] = hash
    }
    index.darkModeDisabled =
      targets.generatedPlistDisablesDarkMode
      || files.infoPlists.contains { path in
        !isVendored(path) && (FileReader.read(path).map(InfoPlistScanner.disablesDarkMode) ?? false)
      }
    index.compatibilityKey =
      files.infoPlists.filter { !isVendored($0) }.sorted().lazy.compactMap { path in
        FileReader.read(path).flatMap(InfoPlistScanner.requiresCompatibility).map { (path, $0) }
      }.first
    if isCancelled() { return nil }

    problems += unread.sorted
    index.outsideTargets = Set(outsideTargets)
    var loaded = LoadedWorkspace(index: index, files: files, problems: problems)
    loaded.outsideTargets = outsideTargets
    loaded.storyboardHashes = storyboardHashes
    loaded.configurations = tree
    loaded.configurationProblems = configurationProblems
    loaded.problems += configurationProblems
    if scanSources { addSources(to: &loaded) }
    if isCancelled() { return nil }
    return loaded
  }

  /// The second step of a load: every source file scanned, its facts in the index, the animations they name
  /// decoded. The server publishes an opened file's findings between the two steps (assets, strings and
  /// storyboards are known by then), and again after this one.
  static func addSources(to loaded: inout LoadedWorkspace) {
    let unread = ProblemList()
    let sources = loaded.files.sources
    // What the index needs of each scan is taken beside it, in parallel, rather than in a pass over all of them.
    let taken = ResultSlots<(facts: WorkspaceIndex.SourceFacts, lottie: [AttributeValue])>(count: sources.count)
    let scans = FileReader.concurrentMap(indexed: sources, problems: unread) { position, path, bytes -> SourceScan? in
      guard let dialect = Dialect(path: path) else { return nil }
      let scan = SourceScanner.scan(bytes, dialect: dialect)
      if let stop = scan.unreadFrom {
        unread.append(
          "\(path): more than \(Lexer.maximumTokens) tokens; read up to byte \(stop), the rest is not checked")
      }
      taken.set(position, (WorkspaceIndex.SourceFacts(scan: scan), WorkspaceIndex.lottieReferences(in: scan)))
      return scan
    }
    var facts: [String: WorkspaceIndex.SourceFacts] = [:]
    facts.reserveCapacity(sources.count)
    var lottieReferences: [AttributeValue] = []
    var perFile = taken.takeAll()
    for position in perFile.indices {
      guard let (fileFacts, references) = perFile[position].take() else { continue }
      facts[sources[position]] = fileFacts
      lottieReferences += references
    }
    loaded.scans = SourceScans(paths: sources, scans: scans)
    loaded.index.setSourceFacts(facts)
    loadLottieFiles(references: lottieReferences, into: &loaded.index)
    loaded.problems += unread.sorted
  }
}

/// The scans of a workspace's source files, kept in one array in the order of the paths: a dictionary of them
/// held a bucket of a scan's size (some 440 bytes) for every slot of its table, 15 MB at 20,000 files.
struct SourceScans: Sendable {
  private var positions: [String: Int] = [:]
  private var scans: [SourceScan?] = []

  init() {}

  init(paths: [String], scans: [SourceScan?]) {
    positions.reserveCapacity(paths.count)
    for (position, path) in paths.enumerated() where scans[position] != nil { positions[path] = position }
    self.scans = scans
  }

  /// Every scan, in the order of the paths.
  var values: [SourceScan] { scans.compactMap { $0 } }

  /// The scan of `path`, moved out (nil after the first call).
  mutating func take(_ path: String) -> SourceScan? {
    guard let position = positions[path] else { return nil }
    return scans[position].take()
  }
}

extension WorkspaceLoader {
  /// A load that runs to its end (`tabls check`, tests).
  static func load(
    paths: [String], configuration: Configuration, nested: Bool = true, scanSources: Bool = true
  ) -> LoadedWorkspace {
    load(paths: paths, configuration: configuration, nested: nested, scanSources: scanSources, isCancelled: { false })!
  }
}
