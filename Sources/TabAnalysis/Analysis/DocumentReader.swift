/// One file as its reader made it: which kind it is, decided once, and that reader's output. The loader, the
/// check and the server hand it on instead of deciding again and parsing again.
public struct ReadDocument: Sendable {
  public enum Kind: Sendable, Equatable {
    case source
    case storyboard
    /// A `.strings`, `.stringsdict` or `.xcstrings` file.
    case localization
    case infoPlist
  }

  public let path: String
  public let kind: Kind
  /// A source's scan; an empty one for the other kinds (rules read its defaults).
  public internal(set) var scan: SourceScan
  public let storyboard: StoryboardDocument?
  public let localization: LocalizationFile?

  /// The scan, moved out (an empty one of the same dialect is left): a copy of it would retain, and freeing the
  /// document then release, each of its some thirty arrays.
  mutating func takeScan() -> SourceScan {
    var taken = SourceScan(dialect: scan.dialect)
    swap(&taken, &scan)
    return taken
  }

  /// A source whose TabViews take tabs from enums or views it does not declare (`ForEach(Tab.allCases)`,
  /// `HomeView()` whose body has its `.tabItem`) read again with the workspace's: a scan is a function of the
  /// file's bytes alone, and only such files need the second reading.
  public mutating func readForeignTabs(bytes: [UInt8], from index: WorkspaceIndex) {
    guard kind == .source, scan.namesForeignTabs else { return }
    var enums: [String: [TabEnumCase]] = [:]
    for name in scan.foreignTabEnums { enums[name] = index.tabEnums[name] }
    var views: [String: ViewTabItem] = [:]
    for name in scan.foreignTabViews { views[name] = index.tabItemViews[name] }
    guard !enums.isEmpty || !views.isEmpty else { return }
    scan = SourceScanner.scan(bytes, dialect: scan.dialect, tabEnums: enums, tabViews: views)
  }

  /// The file's tab bars and items, whichever reader produced them.
  public var model: TabModel { storyboard?.model ?? scan.model }

  /// A source's scan; nil for the other kinds, which have no tokens to hover or complete.
  public var sourceScan: SourceScan? { kind == .source ? scan : nil }

  /// The model with a storyboard's references to other storyboards resolved in `storyboards` (by path): a
  /// `storyboardReference` tab shows the item of the scene it names there. A source's model as it is.
  public func model(referencing storyboards: [String: StoryboardDocument]) -> TabModel {
    guard let storyboard else { return scan.model }
    return storyboard.model(referencing: Self.referenced(from: path, in: storyboards))
  }

  /// `storyboardName` → the storyboard of that name, the one in the referring file's folder first (then by path).
  static func referenced(from path: String, in storyboards: [String: StoryboardDocument]) -> (String, String?) ->
    StoryboardDocument.TabBarItem?
  {
    { name, identifier in
      let file = name + ".storyboard"
      let folder = PathName.directory(of: path)
      let candidates = storyboards.keys.filter { PathName.lastComponent(of: $0) == file && $0 != path }.sorted {
        let (a, b) = (PathName.directory(of: $0) == folder, PathName.directory(of: $1) == folder)
        return a != b ? a : $0 < $1
      }
      return candidates.lazy.compactMap { storyboards[$0]?.referencedTabBarItem(identifier: identifier) }.first
    }
  }
}

public enum DocumentReader {
  /// The kind of file at `path`, or nil for one no reader reads (an image, a `.json`…). A localization file is
  /// one whatever its folder; a storyboard is `.storyboard` or `.xib`; a source has a `Dialect`, from its name or,
  /// for a document whose name says none (an editor's untitled buffer), as its editor says.
  public static func kind(of path: String, dialect: Dialect? = nil) -> ReadDocument.Kind? {
    if LocalizationFile.isLocalization(path) { return .localization }
    if Analyzer.isStoryboard(path) { return .storyboard }
    if Analyzer.isInfoPlist(path) { return .infoPlist }
    return (Dialect(path: path) ?? dialect) == nil ? nil : .source
  }

  /// Reads `bytes` with the reader of `path`'s kind (`dialect`: a source's when its name says none). Outputs
  /// made already (the loader's scan or storyboard of the same bytes) are taken as they are, not made again.
  public static func read(
    path: String, bytes: [UInt8], dialect: Dialect? = nil, scan: consuming SourceScan? = nil,
    storyboard: StoryboardDocument? = nil
  ) -> ReadDocument? {
    guard let kind = kind(of: path, dialect: dialect) else { return nil }
    switch kind {
    case .source:
      guard let dialect = Dialect(path: path) ?? dialect else { return nil }
      // The given scan is moved into the document, not copied (a scan is some thirty arrays).
      let made: SourceScan =
        switch consume scan {
        case .some(let given): given
        case .none: SourceScanner.scan(bytes, dialect: dialect)
        }
      return ReadDocument(path: path, kind: kind, scan: made, storyboard: nil, localization: nil)
    case .storyboard:
      return ReadDocument(
        path: path, kind: kind, scan: SourceScan(dialect: .objectiveC),
        storyboard: storyboard ?? StoryboardDocument(bytes: bytes), localization: nil)
    case .localization:
      return ReadDocument(
        path: path, kind: kind, scan: SourceScan(dialect: .objectiveC), storyboard: nil,
        localization: LocalizationFile(path: path, bytes: bytes))
    case .infoPlist:
      return ReadDocument(
        path: path, kind: kind, scan: SourceScan(dialect: .objectiveC), storyboard: nil, localization: nil)
    }
  }
}
