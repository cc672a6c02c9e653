import Lottie

/// A case a rule must report, or must not, as SwiftLint's `triggeringExamples` and Ruff's fixtures are: the file
/// checked, with `↓` where each of the rule's findings starts, and the tiny workspace around it (image sets, string
/// tables, Info.plist, a lock file, other sources). `RuleExampleTests` runs every rule's; `tabls rules` shows them.
public struct RuleExample: Sendable {
  /// The checked file's path in the workspace (its extension chooses the reader).
  public var path: String
  /// The checked file, with `↓` markers.
  public var text: String
  /// The other files of the workspace: path → contents.
  public var workspace: [(path: String, text: String)]

  public init(_ path: String, _ text: String, workspace: [(String, String)] = []) {
    self.path = path
    self.text = text
    self.workspace = workspace.map { (path: $0.0, text: $0.1) }
  }

  static let marker = Array("↓".utf8)

  /// The file's bytes without markers, and the byte offset of each marker in them.
  public var bytesAndMarkers: (bytes: [UInt8], markers: [Int]) {
    let source = Array(text.utf8)
    var bytes: [UInt8] = []
    var markers: [Int] = []
    var position = 0
    while position < source.count {
      if source[position] == Self.marker[0], source[position...].starts(with: Self.marker) {
        markers.append(bytes.count)
        position += Self.marker.count
      } else {
        bytes.append(source[position])
        position += 1
      }
    }
    return (bytes, markers)
  }

  /// An image set's `Contents.json`, for a workspace: `imageSet("home")`, `imageSet("home", dark: true)`.
  public static func imageSet(
    _ name: String, dark: Bool = false, original: Bool = false, catalog: String = "Assets.xcassets"
  ) -> (String, String) {
    let darkEntry =
      dark
      ? #",{"idiom":"universal","filename":"d.png","appearances":[{"appearance":"luminosity","value":"dark"}]}"# : ""
    let properties = original ? #","properties":{"template-rendering-intent":"original"}"# : ""
    return (
      "\(catalog)/\(name).imageset/Contents.json",
      #"{"images":[{"idiom":"universal","filename":"a.png"}"# + darkEntry + #"],"info":{"version":1}"# + properties
        + "}"
    )
  }

  /// The smallest animation lottie-ios plays: nothing in it.
  public static let emptyAnimation = #"{"v":"5.7.4","fr":30,"ip":0,"op":60,"w":100,"h":100,"layers":[]}"#

  /// A storyboard document around `scenes` (the `<scene>` elements' contents, one scene).
  public static func storyboard(_ objects: String) -> String {
    #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes><scene sceneID="s0"><objects>
    \#(objects)
        </objects></scene></scenes>
    </document>
    """#
  }

  /// A `TabBarSegue` to `destination` named `identifier`, as A. Dorgans' controller needs them.
  public static func tabSegue(_ identifier: String, to destination: String = "a") -> String {
    let id = "seg-" + identifier.replacingOccurrences(of: "↓", with: "")
    return
      #"<segue destination="\#(destination)" kind="custom" identifier="\#(identifier)" customClass="TabBarSegue" customModule="TabBarController" id="\#(id)"/>"#
  }

  /// A `storyboardSeguesCount` runtime attribute of `value` (a marker may be in it).
  public static func segueCount(_ value: String) -> String {
    #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="storyboardSeguesCount"><integer key="value" value="\#(value)"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes>"#
  }

  /// An animation with one shape layer `Icon` holding `Group 1` with `Fill 1` (so `Icon.Group 1.Fill 1.Color`).
  public static func animation(layer name: String = "Icon") -> String {
    #"{"v":"5.7.4","fr":30,"ip":0,"op":10,"w":10,"h":10,"layers":[{"ty":4,"nm":"\#(name)","ind":1,"ip":0,"op":10,"st":0,"ks":{"o":{"a":0,"k":100},"p":{"a":0,"k":[0,0,0]},"a":{"a":0,"k":[0,0,0]},"s":{"a":0,"k":[100,100,100]},"r":{"a":0,"k":0}},"shapes":[{"ty":"gr","nm":"Group 1","it":[{"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}]}]}"#
  }

  /// A `Podfile.lock` pinning CYLTabBarController `version`.
  public static func podfileLock(_ version: String) -> (String, String) {
    ("Podfile.lock", "PODS:\n  - CYLTabBarController (\(version))\n\nDEPENDENCIES:\n  - CYLTabBarController\n")
  }

  /// An `Info.plist` setting `UIDesignRequiresCompatibility` (`marked`: a `↓` at its key).
  public static func infoPlist(requiresCompatibility: Bool, marked: Bool = false) -> (String, String) {
    (
      "Info.plist",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
          <key>CFBundleName</key>
          <string>App</string>
          <key>\(marked ? "↓" : "")UIDesignRequiresCompatibility</key>
          <\(requiresCompatibility)/>
      </dict>
      </plist>

      """
    )
  }

  /// Runs the rule on the example: the starts of its findings.
  public func findings(of rule: any Rule.Type) -> [Int] {
    let (bytes, _) = bytesAndMarkers
    let index = ExampleWorkspace.index(files: workspace.map { ($0.path, Array($0.text.utf8)) } + [(path, bytes)])
    return Analyzer.analyze(path: path, bytes: bytes, index: index).filter { $0.code == rule.code }.map(\.range.start)
  }
}

/// The index of an example's workspace, built from its files in memory as the loader builds one from disk.
enum ExampleWorkspace {
  static func index(files: [(path: String, bytes: [UInt8])]) -> WorkspaceIndex {
    var index = WorkspaceIndex()
    let catalogs = files.filter { $0.path.contains(".xcassets/") && $0.path.hasSuffix("/Contents.json") }
    let loose = files.map(\.path).filter { path in
      let name = PathName.lastComponent(of: path)
      let ext = name.split(separator: ".").last.map { String($0).lowercased() } ?? ""
      return !path.contains(".xcassets/") && name.contains(".") && ImageIndex.imageExtensions.contains(ext)
    }
    index.images = ImageIndex.build(catalogContents: catalogs, looseFiles: loose)
    index.packageModules = PackageModules(
      manifests: files.filter { PathName.lastComponent(of: $0.path) == "Package.swift" }.map { ($0.path, $0.bytes) })
    index.moduleImages = ImageIndex.byModule(
      catalogContents: catalogs, looseFiles: loose, modules: index.packageModules)
    index.mainBundleImages = ImageIndex.mainBundle(
      catalogContents: catalogs, looseFiles: loose, modules: index.packageModules)
    var plists: [PlistValue] = []
    var tables: [(path: String, file: LocalizationFile, bytes: [UInt8])] = []
    var projects: [[UInt8]] = []
    var scans: [String: WorkspaceIndex.SourceFacts] = [:]
    var lottieReferences: [AttributeValue] = []
    for (path, bytes) in files where !path.contains(".xcassets/") {
      index.resources[PathName.lastComponent(of: path), default: []].append(path)
      if let file = LocalizationFile(path: path, bytes: bytes) {
        tables.append((path, file, bytes))
      } else if Analyzer.isStoryboard(path) {
        index.storyboards[path] = StoryboardDocument(bytes: bytes)
      } else if Analyzer.isInfoPlist(path) {
        if let plist = try? PlistXMLReader.parse(bytes) { plists.append(plist) }
        if InfoPlistScanner.disablesDarkMode(bytes) { index.darkModeDisabled = true }
        if let range = InfoPlistScanner.requiresCompatibility(bytes) { index.compatibilityKey = (path, range) }
      } else if path.hasSuffix("project.pbxproj") {
        projects.append(bytes)
      } else if path == ".tabls.json", let configuration = try? Configuration.parse(bytes) {
        index.configuration = configuration
      } else if let dialect = Dialect(path: path) {
        let scan = SourceScanner.scan(bytes, dialect: dialect)
        scans[path] = WorkspaceIndex.SourceFacts(scan: scan)
        lottieReferences += WorkspaceIndex.lottieReferences(in: scan)
      }
    }
    let localization = BundleLocalization(
      infoPlists: plists, tables: tables, projects: projects, modules: index.packageModules)
    index.localization = localization.all
    index.mainBundleLocalization = localization.main
    index.moduleLocalization = localization.modules
    index.pinnedVersion = PinnedVersion.choose(
      files.filter { PinnedVersion.isLockFile($0.path) }.compactMap {
        PinnedVersion.read(path: $0.path, bytes: $0.bytes)
      })
    index.setSourceFacts(scans)
    for path in Set(lottieReferences.compactMap(index.lottiePath(for:))).sorted() {
      guard let bytes = files.first(where: { $0.path == path })?.bytes else { continue }
      index.lottieFiles[path] = Result { () throws(LottieError) in try LottieKeypaths(bytes: bytes) }
    }
    return index
  }
}
