import JSON
import SourceText

/// One image set of an asset catalog, or a loose image file in the bundle, as the app looks it up by name.
public struct ImageAsset: Sendable {
  public struct File: Sendable {
    public var path: String
    /// 1, 2 or 3; 0 for a single-scale (vector) image.
    public var scale: Int
    public var isDark: Bool
  }

  /// The name passed to `imageNamed:` (with namespace folders, e.g. `Discover/compass`).
  public var name: String
  /// Where it is defined: the image set's `Contents.json`, or the loose file.
  public var definitionPath: String
  public var files: [File]
  public var isLoose: Bool
  /// `"template-rendering-intent": "original"` in the image set: UIKit draws it as it is, never tinted.
  public var rendersAsOriginal = false

  public var hasDarkAppearance: Bool { files.contains(where: \.isDark) }
  public var scales: [Int] { Array(Set(files.map(\.scale))).sorted() }

  /// The file that best fits `scale` for the appearance, falling back to light and to any scale.
  public func bestFile(scale: Int, dark: Bool) -> File? {
    let candidates =
      files.filter { $0.isDark == dark }.isEmpty ? files.filter { !$0.isDark } : files.filter { $0.isDark == dark }
    return candidates.min { abs($0.scale - scale) < abs($1.scale - scale) || ($0.scale == 0 && $1.scale != 0) }
  }
}

/// Names → images, from asset catalogs and loose files. Pure: the caller passes paths and `Contents.json` bytes.
public struct ImageIndex: Sendable {
  public private(set) var images: [String: ImageAsset] = [:]
  /// Colour sets by name (namespaced as images are), for `UIColor(named:)` in previews.
  public private(set) var colors: [String: ColorSet] = [:]
  /// Image set names by their generated symbol (`UIImage(resource: .tabHome)`); the first name in order wins.
  public private(set) var symbols: [String: String] = [:]

  /// Image set names by their letters and digits, lowercased (also by their last namespace folder's): SwiftGen's
  /// and R.swift's accessors (`Asset.tabHome.image`, `R.image.tabHome()`) camel-case a name as Xcode does, but keep
  /// an `Image` suffix and nest namespaces. The first name in order wins.
  public private(set) var foldedNames: [String: String] = [:]

  /// The image set a generated symbol (`.tabHome`, `Asset.tabHome`, `R.image.tabHome`) stands for.
  public func asset(forSymbol symbol: String) -> ImageAsset? {
    (symbols[symbol] ?? foldedNames[GeneratedKey.fold(symbol)]).flatMap { images[$0] }
  }
  /// `Contents.json` files that could not be read, with the reason (reported, never fatal).
  public private(set) var problems: [(path: String, message: String)] = []

  public init() {}

  /// The image `UIImage(named:)` / `imageNamed:` finds for `name`: the name itself, else without an image
  /// extension (`home.png`), else without a scale suffix (`我的@2x` for the loose `我的@2x.png`), both together.
  public subscript(name: String) -> ImageAsset? { position(of: name).map { images[$0].value } }

  /// Whether `name` finds an image, as the subscript does, without copying the asset out of the index (asked for
  /// every image name of every file).
  public func contains(_ name: String) -> Bool { position(of: name) != nil }

  /// Where in `images` the image `name` finds is: the name hashed once, the asset read at its position (rules
  /// look up every image name of every file).
  private func position(of name: String) -> Dictionary<String, ImageAsset>.Index? {
    if let found = images.index(forKey: name) { return found }
    // Only a name with an extension or a scale suffix can stand for another one (and rules look up many names
    // that are simply absent: every dark twin candidate).
    guard name.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "@") }) else { return nil }
    var stem = name
    if let dot = stem.lastIndex(of: "."), Self.imageExtensions.contains(stem[stem.index(after: dot)...].lowercased()) {
      stem = String(stem[..<dot])
      if let found = images.index(forKey: stem) { return found }
    }
    for scale in ["@2x", "@3x", "@1x"] where stem.hasSuffix(scale) {
      if let found = images.index(forKey: String(stem.dropLast(scale.count))) { return found }
    }
    return nil
  }

  /// Every name, sorted, with its lowercased form: completion ranks against this without sorting per request.
  public private(set) var sortedNames: [(name: String, lowered: String)] = []

  public var names: [String] { sortedNames.map(\.name) }

  /// Suffixes of dark twins: the `_dark` the library looks up by default, and the ones apps use that it does not.
  public static let darkTwinSuffixes = ["_dark", "_night", "-dark", "Dark", "_Dark", "_black", "-night"]
  private var twinsByStem: [String: [String]] = [:]

  /// The images named `stem` + one of `darkTwinSuffixes`, in the suffixes' order (found once per index: the dark
  /// rules ask for every light icon of every file).
  public func darkTwins(of stem: String) -> [String] {
    twinsByStem[stem] ?? []
  }

  /// Did-you-mean over the image names, built with the index.
  public private(set) var suggester = NameSuggester([])

  /// `compass` → `Discover/compass`: the namespaced name (the first, sorted) whose last part a name is, which the
  /// code must spell with its folder.
  public private(set) var namespacedByLastPart: [String: String] = [:]

  static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "svg", "heic", "gif"]

  /// Builds the index. `catalogContents` holds every `Contents.json` inside `.xcassets` folders (image sets and
  /// the folders above them, which may provide a namespace); `looseFiles` are image files outside catalogs.
  /// An index of each package target's own images (its catalogs and loose image files), by the target's folder.
  public static func byModule(
    catalogContents: [(path: String, bytes: [UInt8])], looseFiles: [String], modules: PackageModules
  ) -> [String: ImageIndex] {
    guard !modules.isEmpty else { return [:] }
    var contents: [String: [(path: String, bytes: [UInt8])]] = [:]
    var loose: [String: [String]] = [:]
    for entry in catalogContents {
      if let module = modules.module(of: entry.path) { contents[module, default: []].append(entry) }
    }
    for path in looseFiles {
      if let module = modules.module(of: path) { loose[module, default: []].append(path) }
    }
    var result: [String: ImageIndex] = [:]
    for module in Set(contents.keys).union(loose.keys) {
      result[module] = build(catalogContents: contents[module] ?? [], looseFiles: loose[module] ?? [])
    }
    return result
  }

  /// The images of the app's main bundle alone: nil when no package target has images in a bundle of its own
  /// (then every image is the main bundle's).
  public static func mainBundle(
    catalogContents: [(path: String, bytes: [UInt8])], looseFiles: [String], modules: PackageModules
  ) -> ImageIndex? {
    guard !modules.isEmpty else { return nil }
    let contents = catalogContents.filter { modules.isInMainBundle($0.path) }
    let loose = looseFiles.filter(modules.isInMainBundle)
    guard contents.count < catalogContents.count || loose.count < looseFiles.count else { return nil }
    return build(catalogContents: contents, looseFiles: loose)
  }

  public static func build(catalogContents: [(path: String, bytes: [UInt8])], looseFiles: [String]) -> ImageIndex {
    var index = ImageIndex()
    var namespaces = Set<String>()
    var imageSets: [(folder: String, json: JSON)] = []
    var colorSets: [(folder: String, json: JSON)] = []
    for (path, bytes) in catalogContents {
      let folder = PathName.directory(of: path)
      let json: JSON
      do {
        json = try JSONParser.parse(bytes)
      } catch {
        index.problems.append((path, "invalid Contents.json: \(error)"))
        continue
      }
      if json["properties"]?["provides-namespace"]?.boolValue == true { namespaces.insert(folder) }
      if folder.hasSuffix(".imageset") { imageSets.append((folder, json)) }
      if folder.hasSuffix(".colorset") { colorSets.append((folder, json)) }
    }
    for (folder, json) in colorSets {
      guard let name = lookupName(of: folder, namespaces: namespaces, suffix: ".colorset"),
        let set = ColorSet.read(json)
      else { continue }
      index.colors[name] = set
    }
    for (folder, json) in imageSets {
      guard let name = lookupName(of: folder, namespaces: namespaces) else { continue }
      var files: [ImageAsset.File] = []
      for image in json["images"]?.arrayValue ?? [] {
        guard let filename = image["filename"]?.stringValue else { continue }
        // An image set's files are in its own folder: a name with a path in it (`../../secret.png`) is not one.
        guard !filename.isEmpty, !ByteSearch.contains(filename, UInt8(ascii: "/")),
          !ByteSearch.contains(filename, UInt8(ascii: "\\")), filename != ".", filename != ".."
        else {
          index.problems.append((folder + "/Contents.json", "filename '\(filename)' is not a file of the image set"))
          continue
        }
        let scale = image["scale"]?.stringValue.flatMap { Int($0.dropLast()) } ?? 0
        let dark = (image["appearances"]?.arrayValue ?? []).contains {
          $0["appearance"]?.stringValue == "luminosity" && $0["value"]?.stringValue == "dark"
        }
        files.append(ImageAsset.File(path: folder + "/" + filename, scale: scale, isDark: dark))
      }
      var asset = ImageAsset(name: name, definitionPath: folder + "/Contents.json", files: files, isLoose: false)
      asset.rendersAsOriginal = json["properties"]?["template-rendering-intent"]?.stringValue == "original"
      index.images[name] = asset
    }
    for name in index.images.keys.sorted() {
      let symbol = AssetSymbol.name(of: name, dropping: "Image")
      if index.symbols[symbol] == nil { index.symbols[symbol] = name }
      let keys = [GeneratedKey.fold(name), GeneratedKey.fold(PathName.lastComponent(of: name))]
      for key in keys where index.foldedNames[key] == nil {
        index.foldedNames[key] = name
      }
    }
    for path in looseFiles {
      let file = PathName.lastComponent(of: path)
      guard let dot = file.lastIndex(of: "."), imageExtensions.contains(file[file.index(after: dot)...].lowercased())
      else { continue }
      var stem = String(file[..<dot])
      var scale = 1
      for candidate in [2, 3] where stem.hasSuffix("@\(candidate)x") {
        scale = candidate
        stem.removeLast(3)
      }
      // A file inside a `.bundle` is also named by its path from the bundle (`UIImage(named:
      // "Resources.bundle/tab_feed")`), as the main bundle finds it.
      let components = path.split(separator: "/")
      let inBundle = components.dropLast().lastIndex { $0.hasSuffix(".bundle") }.map {
        (components[$0..<(components.count - 1)].joined(separator: "/")) + "/" + stem
      }
      for name in [stem] + (inBundle.map { [$0] } ?? []) {
        if index.images[name]?.isLoose == false { continue }  // the catalog wins
        var asset = index.images[name] ?? ImageAsset(name: name, definitionPath: path, files: [], isLoose: true)
        asset.files.append(ImageAsset.File(path: path, scale: scale, isDark: false))
        index.images[name] = asset
      }
    }
    index.sortedNames = index.images.keys.sorted().map { ($0, $0.lowercased()) }
    var twins: [String: [(order: Int, name: String)]] = [:]
    for (name, _) in index.sortedNames {
      for (order, suffix) in darkTwinSuffixes.enumerated() where name.utf8.count > suffix.utf8.count {
        guard name.hasSuffix(suffix) else { continue }
        twins[String(name.dropLast(suffix.count)), default: []].append((order, name))
      }
    }
    index.twinsByStem = twins.mapValues { $0.sorted { $0.order < $1.order }.map(\.name) }
    index.suggester = NameSuggester(index.sortedNames.map(\.name))
    for (name, _) in index.sortedNames {
      guard let slash = name.lastIndex(of: "/") else { continue }
      let last = String(name[name.index(after: slash)...])
      if index.namespacedByLastPart[last] == nil { index.namespacedByLastPart[last] = name }
    }
    return index
  }

  /// `…/Assets.xcassets/Discover/compass.imageset` → `Discover/compass` when `Discover` provides a namespace.
  static func lookupName(of folder: String, namespaces: Set<String>, suffix: String = ".imageset") -> String? {
    let components = folder.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard let catalog = components.lastIndex(where: { $0.hasSuffix(".xcassets") }) else { return nil }
    var name: [String] = []
    var path = components[...catalog].joined(separator: "/")
    for component in components[(catalog + 1)...] {
      path += "/" + component
      if component.hasSuffix(suffix) {
        name.append(String(component.dropLast(suffix.count)))
      } else if namespaces.contains(path) {
        name.append(component)
      }
    }
    return name.joined(separator: "/")
  }
}

/// Path string helpers that do not touch the file system.
public enum PathName {
  // The slash is looked for in the UTF-8 view: an ASCII byte is always a character of its own, and the
  // `Character` search costs a grapheme break test per character of every path.
  public static func directory(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    return String(path[..<slash])
  }

  public static func lastComponent(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return String(path[path.utf8.index(after: slash)...])
  }
}
