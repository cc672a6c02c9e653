/// The kinds of value tabls recognises in an attribute dictionary. Anything else is `.opaque` and is never
/// reported as the wrong kind.
public enum ValueKind: String, Sendable, CaseIterable {
  case string
  case localizedString
  case imageName
  case imageObject
  case systemImage
  case edgeInsets
  case offset
  case size
  case url
  case path
  case dictionary
  case number
  case opaque

  public var description: String {
    switch self {
    case .string: return "a string"
    case .localizedString: return "a localized string"
    case .imageName: return "an image name"
    case .imageObject: return "a UIImage"
    case .systemImage: return "an SF Symbol image"
    case .edgeInsets: return "an NSValue of UIEdgeInsets"
    case .offset: return "an NSValue of UIOffset"
    case .size: return "an NSValue of CGSize"
    case .url: return "an NSURL"
    case .path: return "a file path"
    case .dictionary: return "a dictionary"
    case .number: return "a number"
    case .opaque: return "an expression"
    }
  }
}

/// A key of CYLTabBarController's item attribute dictionaries, with what it accepts and what it does.
public enum AttributeKey: String, Sendable, CaseIterable {
  case title = "CYLTabBarItemTitle"
  case image = "CYLTabBarItemImage"
  case selectedImage = "CYLTabBarItemSelectedImage"
  case darkImage = "CYLTabBarItemDarkImage"
  case selectedDarkImage = "CYLTabBarItemSelectedDarkImage"
  case identifier = "CYLTabBarItemIdentifier"
  case imageInsets = "CYLTabBarItemImageInsets"
  case titlePositionAdjustment = "CYLTabBarItemTitlePositionAdjustment"
  case imagePositionAdjustment = "CYLTabBarItemImagePositionAdjustment"
  case lottieFilePath = "CYLTabBarLottieFilePath"
  case lottieURL = "CYLTabBarLottieURL"
  case lottieSize = "CYLTabBarLottieSize"
  case lottieDarkURL = "CYLTabBarLottieDarkURL"
  case lottieDarkFilePath = "CYLTabBarLottieDarkFilePath"
  case lottieDarkColors = "CYLTabBarLottieDarkColors"

  public var name: String { rawValue }

  /// The key named `name`, found as `named(_:)` finds it from bytes (unlike `init(rawValue:)`'s linear string
  /// comparisons).
  public static func named(_ name: String) -> AttributeKey? {
    var name = name
    return name.withUTF8 { named($0) }
  }

  /// The key whose name is `bytes`: the scanner asks this of every dictionary key of every file, so it compares
  /// the few names of that length (the literal names themselves: no table that every thread would retain and
  /// release) instead of making a String and hashing it. `AttributeKeyTests` checks that every key is found.
  static func named(_ bytes: UnsafeBufferPointer<UInt8>) -> AttributeKey? {
    func match(_ key: AttributeKey) -> AttributeKey? {
      key.rawValue.utf8.withContiguousStorageIfAvailable { $0.count == bytes.count && equal($0, bytes) } == true
        ? key : nil
    }
    switch bytes.count {
    case 18: return match(.title) ?? match(.image) ?? match(.lottieURL)
    case 19: return match(.lottieSize)
    case 22: return match(.darkImage) ?? match(.lottieDarkURL)
    case 23: return match(.identifier) ?? match(.lottieFilePath)
    case 24: return match(.imageInsets)
    case 25: return match(.lottieDarkColors)
    case 26: return match(.selectedImage)
    case 27: return match(.lottieDarkFilePath)
    case 30: return match(.selectedDarkImage)
    case 36: return match(.titlePositionAdjustment) ?? match(.imagePositionAdjustment)
    default: return nil
    }
  }

  /// Two byte runs of the same length compared from the end: the names share their `CYLTabBar` start.
  private static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = a.count
    while index > 0 {
      index -= 1
      if a[index] != b[index] { return false }
    }
    return true
  }

  /// Value kinds the library accepts for this key. A string counts as an image name for the image keys.
  public var accepts: Set<ValueKind> { Set(acceptedKinds) }

  /// Whether the library accepts a value of `kind` for this key: asked of every entry of every file, so it
  /// compares cases rather than hashing them (a raw-valued enum hashes its raw string).
  public func accepts(_ kind: ValueKind) -> Bool { acceptedKinds.contains(kind) }

  private var acceptedKinds: [ValueKind] {
    switch self {
    case .title: return [.string, .localizedString]
    case .image, .selectedImage, .darkImage, .selectedDarkImage:
      return [.string, .imageName, .imageObject, .systemImage]
    case .identifier: return [.string, .localizedString]
    case .imageInsets: return [.edgeInsets]
    case .titlePositionAdjustment, .imagePositionAdjustment: return [.offset]
    case .lottieFilePath, .lottieDarkFilePath: return [.path, .string]
    case .lottieURL, .lottieDarkURL: return [.url]
    case .lottieSize: return [.size]
    case .lottieDarkColors: return [.dictionary]
    }
  }

  public var isImage: Bool { [.image, .selectedImage, .darkImage, .selectedDarkImage].contains(self) }
  public var isLottieSource: Bool { [.lottieFilePath, .lottieURL].contains(self) }
  public var isLottieDark: Bool { [.lottieDarkURL, .lottieDarkFilePath, .lottieDarkColors].contains(self) }

  /// A snippet for the value, used by completion.
  public var valueSnippet: (objc: String, swift: String) {
    switch self {
    case .title: return ("@\"${1:Title}\"", "\"${1:Title}\"")
    case .image, .selectedImage, .darkImage, .selectedDarkImage, .identifier:
      return ("@\"${1}\"", "\"${1}\"")
    case .imageInsets:
      return (
        "[NSValue valueWithUIEdgeInsets:UIEdgeInsetsMake(${1:0}, ${2:0}, ${3:0}, ${4:0})]",
        "NSValue(uiEdgeInsets: UIEdgeInsets(top: ${1:0}, left: ${2:0}, bottom: ${3:0}, right: ${4:0}))"
      )
    case .titlePositionAdjustment, .imagePositionAdjustment:
      return (
        "[NSValue valueWithUIOffset:UIOffsetMake(${1:0}, ${2:0})]",
        "NSValue(uiOffset: UIOffset(horizontal: ${1:0}, vertical: ${2:0}))"
      )
    case .lottieFilePath, .lottieDarkFilePath:
      return (
        "[[NSBundle mainBundle] pathForResource:@\"${1}\" ofType:@\"json\"]",
        "Bundle.main.path(forResource: \"${1}\", ofType: \"json\")"
      )
    case .lottieURL, .lottieDarkURL:
      return (
        "[[NSBundle mainBundle] URLForResource:@\"${1}\" withExtension:@\"json\"]",
        "Bundle.main.url(forResource: \"${1}\", withExtension: \"json\")"
      )
    case .lottieSize:
      return (
        "[NSValue valueWithCGSize:CGSizeMake(${1:22}, ${2:22})]",
        "NSValue(cgSize: CGSize(width: ${1:22}, height: ${2:22}))"
      )
    case .lottieDarkColors:
      return ("@{ @\"${1:**.Color}\" : ${2:UIColor.whiteColor} }", "[\"${1:**.Color}\": ${2:UIColor.white}]")
    }
  }

  /// One paragraph for hover and `tabls rules`.
  public var documentation: String {
    switch self {
    case .title:
      return
        "The tab's title under its icon. A string, usually localized with CYLLocalizedString or NSLocalizedString; leave it out for an icon-only tab."
    case .image:
      return
        "The icon in the normal (unselected) state: the name of an image in the asset catalog or bundle. The library loads it by name, so its dark variant is found automatically."
    case .selectedImage:
      return "The icon in the selected state, by name like CYLTabBarItemImage."
    case .darkImage:
      return
        "An explicit icon for the normal state in Dark Mode. Takes precedence over the asset's Dark appearance and over the `<name>_dark` convention."
    case .selectedDarkImage:
      return "An explicit icon for the selected state in Dark Mode, like CYLTabBarItemDarkImage."
    case .identifier:
      return
        "A stable identifier for the tab, used by cyl_selectTabBarItemWithIdentifier: and cyl_indexOfTabBarItemIdentifier: to find it regardless of its position. Must be unique within a tab bar."
    case .imageInsets:
      return "An NSValue of UIEdgeInsets that moves this tab's icon, overriding the controller-wide imageInsets."
    case .titlePositionAdjustment:
      return
        "An NSValue of UIOffset that moves this tab's title, overriding the controller-wide titlePositionAdjustment."
    case .imagePositionAdjustment:
      return "An NSValue of UIOffset that moves this tab's icon by an offset."
    case .lottieFilePath:
      return "The file path of a Lottie JSON animation that replaces the tab's icons; the images are then not shown."
    case .lottieURL:
      return
        "The file URL (NSURL) of a Lottie JSON animation that replaces the tab's icons; the images are then not shown. A plain string does not work here."
    case .lottieSize:
      return "An NSValue of CGSize: the size at which the Lottie animation is drawn."
    case .lottieDarkURL:
      return "The file URL of the Lottie animation to play in Dark Mode: a recolour of the light one."
    case .lottieDarkFilePath:
      return "The file path of the Lottie animation to play in Dark Mode: a recolour of the light one."
    case .lottieDarkColors:
      return
        "A dictionary from Lottie keypath patterns (like `Layer.**.Color`) to colours applied in Dark Mode, instead of a second animation file."
    }
  }

  /// Finds the catalog key closest to `name`, if it is close enough to be a typo of it.
  public static func nearestKey(to name: String) -> AttributeKey? {
    let lowered = Array(name.lowercased().utf8)
    var best: (key: AttributeKey, distance: Int)?
    for key in allCases where abs(key.rawValue.utf8.count - lowered.count) <= max(2, key.rawValue.utf8.count / 6) {
      let distance = EditDistance.damerauLevenshtein(lowered, Array(key.rawValue.lowercased().utf8))
      if distance < (best?.distance ?? .max) { best = (key, distance) }
    }
    guard let best else { return nil }
    let allowed = max(2, best.key.rawValue.count / 6)
    return best.distance <= allowed ? best.key : nil
  }

  /// Whether an identifier looks like it was meant as an attribute key: a catalog key, a near miss, or
  /// anything in the library's `CYLTabBarItem…`/`CYLTabBarLottie…` namespaces.
  public static func looksLikeKey(_ name: String) -> Bool {
    named(name) != nil || name.hasPrefix("CYLTabBarItem") || name.hasPrefix("CYLTabBarLottie")
      || (name.count > 12 && nearestKey(to: name) != nil)
  }
}
