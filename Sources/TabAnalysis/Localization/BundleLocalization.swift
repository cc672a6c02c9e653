/// The string tables of every bundle of a workspace: all of them together (what completions, hovers and previews
/// read), and, when some Swift package target has tables in a bundle of its own (`Bundle.module`), the app's main
/// bundle alone and each such target's with its package's `defaultLocalization` (what a lookup finds at run time).
/// Pure: parsed files in; the loader and the rule examples build it the same way.
public struct BundleLocalization: Sendable {
  public var all = LocalizationIndex()
  /// nil when no package target has tables of its own: `all` is then the main bundle's.
  public var main: LocalizationIndex?
  public var modules: [String: LocalizationIndex] = [:]

  public init() {}

  public init(
    infoPlists: [PlistValue], tables: [(path: String, file: LocalizationFile, bytes: [UInt8])],
    projects: [[UInt8]], modules packageModules: PackageModules
  ) {
    // The bundle of each table: the main bundle's alone are indexed apart only when some table is a package
    // target's (a workspace without one indexes its tables once).
    let bundles = packageModules.isEmpty ? [] : tables.map { packageModules.bundleApart(of: $0.path) }
    let separate = bundles.contains { $0 != nil }
    var main = LocalizationIndex()
    for (position, (path, file, bytes)) in tables.enumerated() {
      all.add(file, bytes: bytes, path: path)
      guard separate else { continue }
      if let module = bundles[position] {
        modules[module, default: LocalizationIndex()].add(file, bytes: bytes, path: path)
      } else {
        main.add(file, bytes: bytes, path: path)
      }
    }
    // The app declares its languages for its own bundle; a package target's are its tables' and its default.
    for plist in infoPlists { all.add(infoPlist: plist) }
    for bytes in projects { all.add(project: bytes) }
    all.finish()
    guard !modules.isEmpty else { return }
    for plist in infoPlists { main.add(infoPlist: plist) }
    for bytes in projects { main.add(project: bytes) }
    main.finish()
    self.main = main
    for module in modules.keys {
      if let language = packageModules.defaultLocalization(ofModule: module) {
        modules[module]?.add(packageDefaultLocalization: language)
      }
      modules[module]?.finish()
    }
  }
}
