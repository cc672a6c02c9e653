import JSON

/// A catalog colour set (`Brand.colorset/Contents.json`): its colour, and its Dark appearance when it has one, for
/// `UIColor(named: "Brand")`, `UIColor(resource: .brand)` and the generated `.brand` symbol in previews.
public struct ColorSet: Sendable, Equatable {
  public var light: UIColorExpression.RGBA
  public var dark: UIColorExpression.RGBA?

  /// The set's universal colour and its dark one (`appearances` luminosity dark); nil without a readable colour.
  /// Components are floats (`"0.478"`), 8-bit hex (`"0x7A"`) or 8-bit integers (`"122"`); a system colour
  /// reference (`"platform": "ios", "reference": "systemBlueColor"`) takes that colour's values.
  public static func read(_ json: JSON) -> ColorSet? {
    var light: UIColorExpression.RGBA?
    var dark: UIColorExpression.RGBA?
    for entry in json["colors"]?.arrayValue ?? [] {
      let isDark = (entry["appearances"]?.arrayValue ?? []).contains {
        $0["appearance"]?.stringValue == "luminosity" && $0["value"]?.stringValue == "dark"
      }
      let isOther = (entry["appearances"]?.arrayValue ?? []).contains {
        !($0["appearance"]?.stringValue == "luminosity" && $0["value"]?.stringValue == "dark")
      }
      guard !isOther, let color = color(entry["color"], dark: isDark) else { continue }
      if isDark { dark = dark ?? color } else { light = light ?? color }
    }
    return light.map { ColorSet(light: $0, dark: dark) }
  }

  static func color(_ json: JSON?, dark: Bool) -> UIColorExpression.RGBA? {
    guard let json else { return nil }
    if let reference = json["reference"]?.stringValue {
      return UIColorExpression.constantColor(reference, dark: dark)
    }
    guard let parts = json["components"] else { return nil }
    func component(_ key: String) -> Double? {
      guard let text = parts[key]?.stringValue ?? parts[key]?.doubleValue.map({ String($0) }) else { return nil }
      let trimmed = text.lowercased()
      if trimmed.hasPrefix("0x") { return Int(trimmed.dropFirst(2), radix: 16).map { Double(min($0, 255)) / 255 } }
      if trimmed.contains(".") { return Double(trimmed).map { $0.isFinite ? min(max($0, 0), 1) : 0 } }
      return Int(trimmed).map { Double(min(max($0, 0), 255)) / 255 }
    }
    if let white = component("white") {
      return UIColorExpression.RGBA(r: white, g: white, b: white, a: component("alpha") ?? 1)
    }
    guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
    return UIColorExpression.RGBA(r: r, g: g, b: b, a: component("alpha") ?? 1)
  }

  /// The symbol Xcode generates for a colour set's name (`brand-blue` → `brandBlue`, `AccentColor` → `accent`).
  public static func symbol(of name: String) -> String { AssetSymbol.name(of: name, dropping: "Color") }
}

/// The Swift symbols Xcode generates for catalog assets (`ImageResource`, `ColorResource`): the name in lower camel
/// case, its kind's word (`Image`, `Color`) dropped from the end.
public enum AssetSymbol {
  public static func name(of asset: String, dropping kind: String) -> String {
    var words = asset.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
    guard !words.isEmpty else { return asset }
    if var last = words.last, last.hasSuffix(kind), last != kind {
      last.removeLast(kind.count)
      words[words.count - 1] = last
    } else if words.count > 1, words.last == kind {
      words.removeLast()
    }
    let first = words[0]
    let head = first.prefix { $0.isUppercase }
    // `URLBar` → `urlBar`, `Brand` → `brand`.
    let lowered =
      head.count > 1 && head.count < first.count
      ? head.dropLast().lowercased() + first.dropFirst(head.count - 1)
      : first.prefix(head.count).lowercased() + first.dropFirst(head.count)
    return lowered + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
