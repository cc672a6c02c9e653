import JSON
import Raster
import SourceText

/// The explicit layout spec as JSON (`docs/layout.md`): every field optional but `items`; defaults as the library's.
public struct LayoutSpecError: Error, Sendable, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}

extension LayoutSpec {
  /// The most items a spec may have.
  public static let maximumItems = 1_000

  public init(json: JSON) throws(LayoutSpecError) {
    guard case .object = json else { throw LayoutSpecError(message: "the spec must be a JSON object") }
    let read = SpecFields.self
    let device = try read.device(json)
    guard let items = json["items"]?.arrayValue else {
      throw LayoutSpecError(message: "'items' (an array) is required")
    }
    // UIKit shows five and a "More" tab; a spec of half a million items took 1.25 GB to lay out and print.
    guard items.count <= Self.maximumItems else {
      throw LayoutSpecError(message: "'items' has \(items.count) items; a spec may have at most \(Self.maximumItems)")
    }
    var parsed: [LayoutItem] = []
    for (index, item) in items.enumerated() { parsed.append(try read.item(item, "items[\(index)]")) }
    self.init(device: device, items: parsed)
    if let style = json["style"]?.stringValue {
      guard let value = BarStyle(rawValue: style) else {
        throw LayoutSpecError(message: "'style' must be classic, flat or liquidGlass, not '\(style)'")
      }
      self.style = value
    }
    if let anchor = json["anchor"]?.stringValue {
      guard let value = Anchor(rawValue: anchor) else {
        throw LayoutSpecError(message: "'anchor' must be bottom, top, left, right or verticalRail, not '\(anchor)'")
      }
      self.anchor = value
    }
    if let height = try read.number(json["barHeight"], "barHeight") { barHeight = height }
    if let plus = json["plusButton"], !plus.isNull { plusButton = try read.plusButton(plus) }
    if let insets = json["imageInsets"], !insets.isNull {
      imageInsets = try read.edgeInsets(insets, "imageInsets", within: nil)
    }
    if let adjustment = json["titlePositionAdjustment"], !adjustment.isNull {
      titlePositionAdjustment = (
        try read.number(adjustment["horizontal"], "titlePositionAdjustment.horizontal") ?? 0,
        try read.number(adjustment["vertical"], "titlePositionAdjustment.vertical") ?? 0
      )
    }
  }
}

/// The spec's fields, each read with the path an error names.
private enum SpecFields {
  /// The range an item's own insets and offsets may take.
  static let offsetLimit = -10_000.0...10_000

  static func number(_ value: JSON?, _ path: String) throws(LayoutSpecError) -> Double? {
    guard let value, !value.isNull else { return nil }
    guard let number = value.doubleValue else { throw LayoutSpecError(message: "'\(path)' must be a number") }
    return number
  }

  static func size(_ value: JSON?, _ path: String) throws(LayoutSpecError) -> Size? {
    guard let value, !value.isNull else { return nil }
    guard let width = try number(value["width"], path + ".width"),
      let height = try number(value["height"], path + ".height")
    else { throw LayoutSpecError(message: "'\(path)' needs width and height") }
    return Size(width, height)
  }

  static func within(_ value: JSON?, _ path: String, _ range: ClosedRange<Double>) throws(LayoutSpecError) -> Double? {
    guard let number = try number(value, path) else { return nil }
    guard range.contains(number) else {
      throw LayoutSpecError(message: "'\(path)' must be from \(range.lowerBound) to \(range.upperBound)")
    }
    return number
  }

  /// `{"top", "left", "bottom", "right"}`, each missing one 0; with `range`, each within it.
  static func edgeInsets(_ value: JSON?, _ path: String, within range: ClosedRange<Double>?) throws(LayoutSpecError)
    -> EdgeInsets
  {
    func side(_ name: String) throws(LayoutSpecError) -> Double {
      let (field, path) = (value?[name], path + "." + name)
      if let range { return try within(field, path, range) ?? 0 }
      return try number(field, path) ?? 0
    }
    return EdgeInsets(
      top: try side("top"), left: try side("left"), bottom: try side("bottom"), right: try side("right"))
  }

  /// An item's own offset, `{"horizontal", "vertical"}`.
  static func point(_ value: JSON?, _ path: String) throws(LayoutSpecError) -> Point? {
    guard let value, !value.isNull else { return nil }
    return Point(
      try within(value["horizontal"], path + ".horizontal", offsetLimit) ?? 0,
      try within(value["vertical"], path + ".vertical", offsetLimit) ?? 0)
  }

  /// A preset name, or explicit numbers; iPhone 15 by default.
  static func device(_ json: JSON) throws(LayoutSpecError) -> Device {
    let landscape = json["orientation"]?.stringValue == "landscape"
    switch json["device"] {
    case .string(let name)?:
      guard let preset = DevicePresets.preset(named: name) else {
        throw LayoutSpecError(message: "unknown device '\(name)' (see 'tabls devices')")
      }
      return DevicePresets.device(preset, landscape: landscape)
    case .object?:
      guard let width = try number(json["device"]?["width"], "device.width"),
        let height = try number(json["device"]?["height"], "device.height")
      else { throw LayoutSpecError(message: "'device' needs width and height") }
      return Device(
        name: "custom", width: width, height: height,
        safeArea: try edgeInsets(json["device"]?["safeArea"], "device.safeArea", within: nil))
    case nil, .null?:
      return DevicePresets.device(DevicePresets.preset(named: "iPhone 15")!, landscape: landscape)
    default:
      throw LayoutSpecError(message: "'device' must be a preset name or an object")
    }
  }

  static func item(_ item: JSON, _ path: String) throws(LayoutSpecError) -> LayoutItem {
    var layoutItem = LayoutItem(
      title: item["title"]?.stringValue, image: try size(item["image"], path + ".image"),
      lottieSize: try size(item["lottieSize"], path + ".lottieSize"), badge: try badge(item, path))
    switch item["search"] {
    case .bool(let value)?: layoutItem.isSearch = value
    case nil, .null?: break
    default: throw LayoutSpecError(message: "'\(path).search' must be true or false")
    }
    if let properties = item["cylBadge"], !properties.isNull {
      layoutItem.cylBadge = try cylBadge(properties, path + ".cylBadge")
    }
    if let insets = item["imageInsets"], !insets.isNull {
      layoutItem.imageInsets = try edgeInsets(insets, path + ".imageInsets", within: offsetLimit)
    }
    if let offset = try point(item["titlePositionAdjustment"], path + ".titlePositionAdjustment") {
      layoutItem.titlePositionAdjustment = offset
    }
    if let offset = try point(item["imagePositionAdjustment"], path + ".imagePositionAdjustment") {
      layoutItem.imagePositionAdjustment = offset
    }
    return layoutItem
  }

  /// `badge` (text, a number or "dot") in the style `badgeStyle` names (CYL's by default).
  static func badge(_ item: JSON, _ path: String) throws(LayoutSpecError) -> Badge? {
    var badge: Badge?
    switch item["badge"] {
    case .string("dot")?: badge = .dot
    case .string(let text)?: badge = .text(text)
    case .int(let number)?: badge = .text(String(number))
    case nil, .null?: badge = nil
    default: throw LayoutSpecError(message: "'\(path).badge' must be a string, \"dot\" or null")
    }
    switch item["badgeStyle"] {
    case .string("uikit")?:
      if case .text(let text)? = badge { badge = .uikit(text) }
    case nil, .null?, .string("cyl")?: break
    default: throw LayoutSpecError(message: "'\(path).badgeStyle' must be \"cyl\" or \"uikit\"")
    }
    return badge
  }

  /// CYL's badge properties of an item, in the ranges a badge can have.
  static func cylBadge(_ value: JSON, _ path: String) throws(LayoutSpecError) -> CYLBadgeAppearance {
    guard case .object = value else { throw LayoutSpecError(message: "'\(path)' must be an object") }
    var appearance = CYLBadgeAppearance()
    appearance.radius = try within(value["radius"], path + ".radius", 0...200)
    appearance.margin = try within(value["margin"], path + ".margin", -200...200)
    appearance.cornerRadius = try within(value["cornerRadius"], path + ".cornerRadius", 0...200)
    appearance.maximumNumber = try within(value["maximumNumber"], path + ".maximumNumber", 0...1_000_000)
      .map { Int($0) }
    appearance.fontSize = try within(value["fontSize"], path + ".fontSize", 1...64)
    appearance.fontIsBold = value["bold"]?.boolValue
    if let offset = value["centerOffset"], !offset.isNull {
      guard let x = try within(offset["x"], path + ".centerOffset.x", -1000...1000),
        let y = try within(offset["y"], path + ".centerOffset.y", -1000...1000)
      else { throw LayoutSpecError(message: "'\(path).centerOffset' needs x and y") }
      appearance.centerOffset = Point(x, y)
    }
    return appearance
  }

  static func plusButton(_ plus: JSON) throws(LayoutSpecError) -> PlusButtonSpec {
    guard let width = try number(plus["width"], "plusButton.width"),
      let height = try number(plus["height"], "plusButton.height")
    else { throw LayoutSpecError(message: "'plusButton' needs width and height") }
    return PlusButtonSpec(
      index: try number(plus["index"], "plusButton.index").map { Clamp.int($0, -1_000_000...1_000_000) },
      width: width, height: height,
      multiplier: try number(plus["multiplier"], "plusButton.multiplier"),
      constant: try number(plus["constant"], "plusButton.constant"))
  }
}
