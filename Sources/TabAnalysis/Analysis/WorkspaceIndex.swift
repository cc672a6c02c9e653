/// An immutable snapshot of what the whole workspace provides to the rules: images, bundle resources,
/// storyboards, app settings, and the facts other source files contribute (PlusButtons, tab identifiers).
/// Built by the `tabls` layer from files it reads; swapped whole when files change.
public struct WorkspaceIndex: Sendable {
  /// Facts one source file contributes to the others.
  public struct SourceFacts: Sendable {
    public var plusButtons: [PlusButtonDeclaration] = []
    /// `CYLTabBarItemIdentifier` values declared in attribute dictionaries.
    public var tabIdentifiers: [(identifier: String, range: SourceRange)] = []
    public var darkSuffixes: [String] = []

    public init() {}

    public init(scan: SourceScan) {
      plusButtons = scan.plusButtons
      for dictionary in scan.dictionaries {
        if let value = dictionary.value(.identifier), let text = value.text, let range = value.textRange {
          tabIdentifiers.append((text, range))
        }
      }
      darkSuffixes = scan.darkSuffixes.map(\.value)
    }
  }

  public var images = ImageIndex()
  /// Bundle resources by file name (`tab_home.json` → paths), as `pathForResource:ofType:` finds them.
  public var resources: [String: [String]] = [:]
  /// The bytes of Lottie JSON files, by path (used by the Lottie rules).
  public var lottieFiles: [String: [UInt8]] = [:]
  /// `TabBarSegue` identifiers from all storyboards.
  public var storyboardSegues: [(path: String, segue: StoryboardScanner.Segue)] = []
  public var darkModeDisabled = false
  public var configuration = Configuration()
  public private(set) var sourceFacts: [String: SourceFacts] = [:]
  public private(set) var plusButtons: [(path: String, plus: PlusButtonDeclaration)] = []
  public private(set) var tabIdentifiers: [String: [(path: String, range: SourceRange)]] = [:]
  public private(set) var sourceDarkSuffix: String?

  public init() {}

  /// The suffix that marks dark variants: `.tabls.json` > `cyl_darkImageNameSuffix` in the sources > `_dark`.
  public var darkSuffix: String { configuration.darkSuffix ?? sourceDarkSuffix ?? "_dark" }

  public mutating func setSourceFacts(_ facts: [String: SourceFacts]) {
    sourceFacts = facts
    aggregate()
  }

  /// Replaces one file's facts (an edited document); re-aggregates only when they changed.
  public mutating func updateSourceFacts(path: String, _ facts: SourceFacts) {
    let old = sourceFacts[path]
    sourceFacts[path] = facts
    if old.map({ !Self.sameShape($0, facts) }) ?? true { aggregate() }
  }

  private static func sameShape(_ a: SourceFacts, _ b: SourceFacts) -> Bool {
    a.tabIdentifiers.map(\.identifier) == b.tabIdentifiers.map(\.identifier) && a.darkSuffixes == b.darkSuffixes
      && a.plusButtons.map { "\($0.className)\($0.index?.value ?? -1)" }
        == b.plusButtons.map { "\($0.className)\($0.index?.value ?? -1)" }
  }

  private mutating func aggregate() {
    plusButtons = []
    tabIdentifiers = [:]
    sourceDarkSuffix = nil
    for path in sourceFacts.keys.sorted() {
      let facts = sourceFacts[path]!
      plusButtons += facts.plusButtons.map { (path, $0) }
      for (identifier, range) in facts.tabIdentifiers { tabIdentifiers[identifier, default: []].append((path, range)) }
      if sourceDarkSuffix == nil { sourceDarkSuffix = facts.darkSuffixes.first }
    }
  }

  /// The paths of a bundle resource by file name.
  public func resource(named name: String) -> [String] { resources[name] ?? [] }
}
