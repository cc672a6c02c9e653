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
  public let scan: SourceScan
  public let storyboard: StoryboardDocument?
  public let localization: LocalizationFile?

  /// The file's tab bars and items, whichever reader produced them.
  public var model: TabModel { storyboard?.model ?? scan.model }
}

public enum DocumentReader {
  /// The kind of file at `path`, or nil for one no reader reads (an image, a `.json`…). A localization file is
  /// one whatever its folder; a storyboard is `.storyboard` or `.xib`; a source has a `Dialect`.
  public static func kind(of path: String) -> ReadDocument.Kind? {
    if LocalizationFile.isLocalization(path) { return .localization }
    if Analyzer.isStoryboard(path) { return .storyboard }
    if Analyzer.isInfoPlist(path) { return .infoPlist }
    return Dialect(path: path) == nil ? nil : .source
  }

  /// Reads `bytes` with the reader of `path`'s kind. Outputs made already (the loader's scan or storyboard of the
  /// same bytes) are taken as they are, not made again.
  public static func read(
    path: String, bytes: [UInt8], scan: SourceScan? = nil, storyboard: StoryboardDocument? = nil
  ) -> ReadDocument? {
    guard let kind = kind(of: path) else { return nil }
    switch kind {
    case .source:
      guard let dialect = Dialect(path: path) else { return nil }
      return ReadDocument(
        path: path, kind: kind, scan: scan ?? SourceScanner.scan(bytes, dialect: dialect), storyboard: nil,
        localization: nil)
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
