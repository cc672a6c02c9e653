import Raster

/// The colour a UIColor expression in Objective-C or Swift source stands for, when static analysis can tell:
/// named colours (`UIColor.white`, `.white`, `[UIColor whiteColor]`, `UIColor.whiteColor`), system colours with
/// their Dark Mode values (`.systemBlue`, `.label`…), `UIColor(white:alpha:)`, `UIColor(red:green:blue:alpha:)`
/// (also `displayP3Red:`, read as sRGB), `UIColor(hue:saturation:brightness:alpha:)`, their Objective-C
/// `colorWith…` forms, `#colorLiteral(…)`, hex helpers (`UIColor(hex: 0xRRGGBB)`, `UIColor(hexString: "#RRGGBB")`,
/// `[UIColor colorWithHexString:@"…"]`, `UIColorFromRGB(0x…)`, `HEXCOLOR(…)`, `RGB(r, g, b)` in 0…255, `RGBA(…)`),
/// with `.withAlphaComponent(a)` / `colorWithAlphaComponent:` and `.cgColor` after them. Component arithmetic
/// such as `128/255.0` is evaluated; catalog colour sets by name or generated symbol when given. Anything else
/// (dynamic providers, variables) is nil.
public enum UIColorExpression {
  /// `colorSets`: the catalogs' colour sets, for `UIColor(named: "Brand")`, `[UIColor colorNamed:@"Brand"]`,
  /// `UIColor(resource: .brand)` and the generated `.brand` / `UIColor.brand` symbols.
  public static func color(_ text: String, dark: Bool, colorSets: [String: ColorSet] = [:]) -> Canvas.Color? {
    rgba(text, dark: dark, colorSets: colorSets)?.canvasColor
  }

  /// The components `color` would draw with, in 0…1 (for editors' colour swatches).
  public static func rgba(_ text: String, dark: Bool, colorSets: [String: ColorSet] = [:]) -> RGBA? {
    var parser = Parser(tokens: Tokenizer.tokens(text), dark: dark)
    parser.colorSets = colorSets
    guard let color = parser.expression(), parser.atEnd else { return nil }
    return color
  }

  /// A UIKit colour constant by its name (`systemBlueColor`, `white`), for a colour set's system reference.
  static func constantColor(_ name: String, dark: Bool) -> RGBA? {
    Parser(tokens: [], dark: dark).constant(name)
  }

  public struct RGBA: Sendable, Equatable {
    public var r: Double, g: Double, b: Double, a: Double

    public init(r: Double, g: Double, b: Double, a: Double) {
      (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    var canvasColor: Canvas.Color {
      func byte(_ value: Double) -> UInt8 { UInt8(min(max(value, 0), 1) * 255 + 0.5) }
      return (byte(r), byte(g), byte(b), byte(a))
    }

    static func bytes(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBA {
      RGBA(r: r / 255, g: g / 255, b: b / 255, a: a)
    }
  }

  /// UIKit's fixed colours (`UIColor.h`).
  static let named: [String: RGBA] = [
    "black": RGBA(r: 0, g: 0, b: 0, a: 1), "darkGray": RGBA(r: 1 / 3, g: 1 / 3, b: 1 / 3, a: 1),
    "lightGray": RGBA(r: 2 / 3, g: 2 / 3, b: 2 / 3, a: 1), "white": RGBA(r: 1, g: 1, b: 1, a: 1),
    "gray": RGBA(r: 0.5, g: 0.5, b: 0.5, a: 1), "red": RGBA(r: 1, g: 0, b: 0, a: 1),
    "green": RGBA(r: 0, g: 1, b: 0, a: 1), "blue": RGBA(r: 0, g: 0, b: 1, a: 1),
    "cyan": RGBA(r: 0, g: 1, b: 1, a: 1), "yellow": RGBA(r: 1, g: 1, b: 0, a: 1),
    "magenta": RGBA(r: 1, g: 0, b: 1, a: 1), "orange": RGBA(r: 1, g: 0.5, b: 0, a: 1),
    "purple": RGBA(r: 0.5, g: 0, b: 0.5, a: 1), "brown": RGBA(r: 0.6, g: 0.4, b: 0.2, a: 1),
    "clear": RGBA(r: 0, g: 0, b: 0, a: 0),
  ]

  /// iOS's system colours: (light, dark), as Apple's Human Interface Guidelines list them.
  static let system: [String: (RGBA, RGBA)] = [
    "systemRed": (.bytes(255, 59, 48), .bytes(255, 69, 58)),
    "systemOrange": (.bytes(255, 149, 0), .bytes(255, 159, 10)),
    "systemYellow": (.bytes(255, 204, 0), .bytes(255, 214, 10)),
    "systemGreen": (.bytes(52, 199, 89), .bytes(48, 209, 88)),
    "systemMint": (.bytes(0, 199, 190), .bytes(99, 230, 226)),
    "systemTeal": (.bytes(48, 176, 199), .bytes(64, 200, 224)),
    "systemCyan": (.bytes(50, 173, 230), .bytes(100, 210, 255)),
    "systemBlue": (.bytes(0, 122, 255), .bytes(10, 132, 255)),
    "systemIndigo": (.bytes(88, 86, 214), .bytes(94, 92, 230)),
    "systemPurple": (.bytes(175, 82, 222), .bytes(191, 90, 242)),
    "systemPink": (.bytes(255, 45, 85), .bytes(255, 55, 95)),
    "systemBrown": (.bytes(162, 132, 94), .bytes(172, 142, 104)),
    "systemGray": (.bytes(142, 142, 147), .bytes(142, 142, 147)),
    "systemGray2": (.bytes(174, 174, 178), .bytes(99, 99, 102)),
    "systemGray3": (.bytes(199, 199, 204), .bytes(72, 72, 74)),
    "systemGray4": (.bytes(209, 209, 214), .bytes(58, 58, 60)),
    "systemGray5": (.bytes(229, 229, 234), .bytes(44, 44, 46)),
    "systemGray6": (.bytes(242, 242, 247), .bytes(28, 28, 30)),
    "label": (.bytes(0, 0, 0), .bytes(255, 255, 255)),
    "secondaryLabel": (.bytes(60, 60, 67, 0.6), .bytes(235, 235, 245, 0.6)),
    "tertiaryLabel": (.bytes(60, 60, 67, 0.3), .bytes(235, 235, 245, 0.3)),
    "systemBackground": (.bytes(255, 255, 255), .bytes(0, 0, 0)),
    "secondarySystemBackground": (.bytes(242, 242, 247), .bytes(28, 28, 30)),
    "separator": (.bytes(60, 60, 67, 0.29), .bytes(84, 84, 88, 0.6)),
  ]

  enum Token: Equatable {
    case identifier(String)
    case number(Double)
    case string(String)
    case punctuation(Character)
  }

  enum Tokenizer {
    /// Longer expressions are not colours anyone writes; the bound keeps the parser's work small.
    static let maximumLength = 512

    static func tokens(_ text: String) -> [Token] {
      guard text.utf8.count <= maximumLength else { return [] }
      let scalars = Array(text.unicodeScalars)
      var tokens: [Token] = []
      var index = 0
      func isIdentifierStart(_ s: Unicode.Scalar) -> Bool {
        s == "_" || s == "#" || ("a"..."z").contains(s) || ("A"..."Z").contains(s)
      }
      func isIdentifierPart(_ s: Unicode.Scalar) -> Bool { isIdentifierStart(s) || ("0"..."9").contains(s) }
      while index < scalars.count {
        let scalar = scalars[index]
        if scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" {
          index += 1
        } else if scalar == "\"" || (scalar == "@" && index + 1 < scalars.count && scalars[index + 1] == "\"") {
          var end = index + (scalar == "@" ? 2 : 1)
          var value = String.UnicodeScalarView()
          while end < scalars.count, scalars[end] != "\"" {
            value.append(scalars[end])
            end += 1
          }
          tokens.append(.string(String(value)))
          index = end + 1
        } else if ("0"..."9").contains(scalar)
          || (scalar == "." && index + 1 < scalars.count && ("0"..."9").contains(scalars[index + 1]))
        {
          var end = index
          while end < scalars.count, isIdentifierPart(scalars[end]) || scalars[end] == "." { end += 1 }
          var literal = String(String.UnicodeScalarView(scalars[index..<end]))
          if literal.hasPrefix("0x") || literal.hasPrefix("0X") {
            tokens.append(UInt64(literal.dropFirst(2), radix: 16).map { .number(Double($0)) } ?? .punctuation("?"))
          } else {
            if literal.hasSuffix("f") || literal.hasSuffix("F") { literal.removeLast() }
            tokens.append(Double(literal).map(Token.number) ?? .punctuation("?"))
          }
          index = end
        } else if isIdentifierStart(scalar) {
          var end = index
          while end < scalars.count, isIdentifierPart(scalars[end]) { end += 1 }
          tokens.append(.identifier(String(String.UnicodeScalarView(scalars[index..<end]))))
          index = end
        } else {
          tokens.append(.punctuation(Character(scalar)))
          index += 1
        }
      }
      return tokens
    }
  }

  struct Parser {
    let tokens: [Token]
    let dark: Bool
    var position = 0
    var colorSets: [String: ColorSet] = [:]

    /// A colour set by its name or by the symbol Xcode generates for it.
    func colorSet(_ name: String) -> RGBA? {
      guard !colorSets.isEmpty else { return nil }
      // Its name, Xcode's symbol, or (SwiftGen, R.swift) the same letters (`brand_blue` for `brandBlue`).
      let set =
        colorSets[name]
        ?? colorSets.keys.sorted().first { ColorSet.symbol(of: $0) == name }.flatMap {
          colorSets[$0]
        }
        ?? colorSets.keys.sorted().first {
          GeneratedKey.fold(PathName.lastComponent(of: $0)) == GeneratedKey.fold(name)
        }
        .flatMap { colorSets[$0] }
      return set.map { dark ? $0.dark ?? $0.light : $0.light }
    }

    init(tokens: [Token], dark: Bool) {
      self.tokens = tokens
      self.dark = dark
    }

    var atEnd: Bool { position >= tokens.count }

    func peek(_ offset: Int = 0) -> Token? {
      position + offset < tokens.count ? tokens[position + offset] : nil
    }

    mutating func take(_ token: Token) -> Bool {
      guard peek() == token else { return false }
      position += 1
      return true
    }

    mutating func identifier() -> String? {
      guard case .identifier(let name)? = peek() else { return nil }
      position += 1
      return name
    }

    /// A colour followed by `.cgColor`, `.withAlphaComponent(a)`; a parenthesised colour.
    mutating func expression() -> RGBA? {
      guard var color = primary() else { return nil }
      while take(.punctuation(".")) {
        switch identifier() {
        case "cgColor", "CGColor": continue
        case "withAlphaComponent":
          guard take(.punctuation("(")), let alpha = number(), take(.punctuation(")")) else { return nil }
          color.a = alpha
        default: return nil
        }
      }
      return color
    }

    mutating func primary() -> RGBA? {
      if take(.punctuation("(")) {
        guard let color = expression(), take(.punctuation(")")) else { return nil }
        return color
      }
      if take(.punctuation("[")) { return message() }
      if take(.punctuation(".")) {
        guard let name = identifier() else { return nil }
        return take(.punctuation("(")) ? initializer(name: name) : constant(name)
      }
      guard let name = identifier() else { return nil }
      if name == "Asset" || name == "R" { return generated(root: name) }
      // SwiftUI's `Color` reads as UIColor does (`Color.orange`, `Color(red:green:blue:)`, `Color(.systemBlue)`).
      if name == "UIColor" || name == "Color" {
        if take(.punctuation(".")) {
          guard let member = identifier() else { return nil }
          return take(.punctuation("(")) ? initializer(name: member) : constant(member)
        }
        guard take(.punctuation("(")) else { return nil }
        // `UIColor(resource: .brand)`, `UIColor(.brand)`: a colour set's generated symbol.
        let start = position
        if peek() == .identifier("resource"), peek(1) == .punctuation(":") { position += 2 }
        if take(.punctuation(".")), let symbol = identifier(), take(.punctuation(")")) {
          return colorSet(symbol) ?? constant(symbol)
        }
        position = start
        return initializer(name: "init")
      }
      if name == "#colorLiteral", take(.punctuation("(")) { return initializer(name: "init") }
      // A helper function or macro: `UIColorFromRGB(0x…)`, `HEXCOLOR(@"…")`, `RGB(r, g, b)`, `RGBA(…)`.
      guard take(.punctuation("(")), let arguments = arguments(until: ")") else { return nil }
      return helper(name, arguments.map(\.value))
    }

    /// A colour set's accessor in generated code: SwiftGen's `Asset.Colors.brand.color` (`.swiftUIColor`), R.swift's
    /// `R.color.brand()!`.
    mutating func generated(root: String) -> RGBA? {
      var chain: [String] = []
      while peek() == .punctuation("."), case .identifier(let member)? = peek(1) {
        position += 2
        chain.append(member)
      }
      if take(.punctuation("(")), !take(.punctuation(")")) { return nil }
      _ = take(.punctuation("!"))
      if root == "R" { return chain.count == 2 && chain[0] == "color" ? colorSet(chain[1]) : nil }
      while let last = chain.last, ["color", "swiftUIColor", "uiColor", "name"].contains(last) { chain.removeLast() }
      return chain.last.flatMap(colorSet)
    }

    /// `UIColor.white`, `.systemBlue`, `UIColor.whiteColor` (Objective-C property syntax).
    func constant(_ name: String) -> RGBA? {
      let bare = name.hasSuffix("Color") && name != "Color" ? String(name.dropLast(5)) : name
      if let fixed = named[bare] { return fixed }
      if let (light, darkValue) = system[bare] { return dark ? darkValue : light }
      return colorSet(name)
    }

    enum Value {
      case number(Double)
      case string(String)
      var number: Double? { if case .number(let n) = self { return n } else { return nil } }
    }

    /// `label: value, …` up to the closer (labels optional).
    mutating func arguments(until closer: Character) -> [(label: String?, value: Value)]? {
      var result: [(String?, Value)] = []
      if take(.punctuation(closer)) { return result }
      while true {
        var label: String?
        if case .identifier(let name)? = peek(), peek(1) == .punctuation(":") {
          label = name
          position += 2
        }
        guard let value = value() else { return nil }
        result.append((label, value))
        if take(.punctuation(closer)) { return result }
        guard take(.punctuation(",")) else { return nil }
      }
    }

    /// A string literal or a number expression.
    mutating func value() -> Value? {
      if case .string(let text)? = peek() {
        position += 1
        return .string(text)
      }
      return number().map(Value.number)
    }

    /// A number, or products and quotients of numbers (`128/255.0`, `0.5 * 2`), a leading `-` allowed; casts
    /// such as `CGFloat(…)` are looked through.
    mutating func number() -> Double? {
      guard var value = factor() else { return nil }
      while let token = peek(), token == .punctuation("/") || token == .punctuation("*") {
        position += 1
        guard let next = factor() else { return nil }
        value = token == .punctuation("/") ? (next == 0 ? 0 : value / next) : value * next
      }
      return value.isFinite ? value : nil
    }

    mutating func factor() -> Double? {
      if take(.punctuation("-")) { return factor().map { -$0 } }
      if case .number(let value)? = peek() {
        position += 1
        return value
      }
      if take(.punctuation("(")) {
        guard let value = number(), take(.punctuation(")")) else { return nil }
        return value
      }
      if case .identifier(let cast)? = peek(), ["CGFloat", "Double", "Float"].contains(cast),
        peek(1) == .punctuation("(")
      {
        position += 2
        guard let value = number(), take(.punctuation(")")) else { return nil }
        return value
      }
      return nil
    }

    /// The initializers, by their labels (Swift) or selector parts (Objective-C, `colorWith` dropped).
    mutating func initializer(name: String) -> RGBA? {
      guard let arguments = arguments(until: ")") else { return nil }
      return make(name: name, arguments)
    }

    func make(name: String, _ arguments: [(label: String?, value: Value)]) -> RGBA? {
      var byLabel: [String: Value] = [:]
      for (label, value) in arguments { if let label { byLabel[label.lowercased()] = value } }
      // `UIColor(named: "Brand")`, `[UIColor colorNamed:@"Brand"]`.
      if case .string(let set)? = byLabel["named"] ?? byLabel["colornamed"] { return colorSet(set) }
      func number(_ label: String, _ fallback: Double? = nil) -> Double? { byLabel[label]?.number ?? fallback }
      let alpha = number("alpha", 1) ?? 1
      if let white = number("white") { return RGBA(r: white, g: white, b: white, a: alpha) }
      if let red = number("red") ?? number("displayp3red"), let green = number("green"), let blue = number("blue") {
        return RGBA(r: red, g: green, b: blue, a: alpha)
      }
      if let hue = number("hue"), let saturation = number("saturation"), let brightness = number("brightness") {
        return hsb(hue, saturation, brightness, alpha)
      }
      // Hex helpers: one argument, labelled `hex…`/`rgb…` or not at all.
      let isHex =
        name.lowercased().contains("hex") || arguments.first?.label?.lowercased().contains("hex") == true
        || arguments.first?.label?.lowercased() == "rgb" || (arguments.count == 1 && arguments[0].label == nil)
      if isHex, let first = arguments.first?.value {
        return hex(first, alpha: arguments.count > 1 ? arguments[1].value.number : nil)
      }
      return nil
    }

    /// `[UIColor whiteColor]`, `[UIColor colorWithRed:… green:… blue:… alpha:…]`, `[[UIColor …] colorWithAlphaComponent:…]`.
    mutating func message() -> RGBA? {
      var receiver: RGBA?
      if take(.punctuation("[")) {
        guard let nested = message() else { return nil }
        receiver = nested
      } else {
        guard identifier() == "UIColor" else { return nil }
      }
      guard let first = identifier() else { return nil }
      if take(.punctuation("]")) {
        return receiver == nil ? constant(first) : nil
      }
      // Selector parts: `first:value part:value …`.
      var parts: [(label: String?, value: Value)] = []
      var label = first
      while take(.punctuation(":")) {
        guard let value = value() else { return nil }
        parts.append((label, value))
        if take(.punctuation("]")) { break }
        guard let next = identifier() else { return nil }
        label = next
      }
      if let receiver {
        guard parts.count == 1, parts[0].label == "colorWithAlphaComponent", let alpha = parts[0].value.number else {
          return nil
        }
        return RGBA(r: receiver.r, g: receiver.g, b: receiver.b, a: alpha)
      }
      // `colorWithRed` → `red`, `colorWithWhite` → `white`, `colorWithHexString` → `hexString`.
      let named = parts.map { part -> (label: String?, value: Value) in
        guard var label = part.label else { return part }
        for prefix in ["colorWith", "colorFrom", "color"] where label.hasPrefix(prefix) && label.count > prefix.count {
          label = String(label.dropFirst(prefix.count))
          label = label.prefix(1).lowercased() + label.dropFirst()
          break
        }
        return (label, part.value)
      }
      return make(name: first, named)
    }

    func helper(_ name: String, _ values: [Value]) -> RGBA? {
      let numbers = values.compactMap(\.number)
      let lowered = name.lowercased()
      if numbers.count == values.count, values.count == 3 || values.count == 4, lowered.contains("rgb") {
        return RGBA(
          r: numbers[0] / 255, g: numbers[1] / 255, b: numbers[2] / 255, a: values.count == 4 ? numbers[3] : 1)
      }
      guard (lowered.contains("hex") || lowered.contains("rgb") || lowered.contains("color")), let first = values.first
      else { return nil }
      return hex(first, alpha: values.count > 1 ? values[1].number : nil)
    }

    /// `0xRRGGBB`, `"#RRGGBB"`, `"RRGGBBAA"`, `"#RGB"`.
    func hex(_ value: Value, alpha: Double?) -> RGBA? {
      switch value {
      case .number(let number):
        guard number >= 0, number <= 0xFFFF_FFFF, number == number.rounded() else { return nil }
        let bits = UInt64(number)
        if bits > 0xFF_FFFF {
          return .bytes(
            Double(bits >> 24 & 0xFF), Double(bits >> 16 & 0xFF), Double(bits >> 8 & 0xFF), Double(bits & 0xFF) / 255)
        }
        return .bytes(Double(bits >> 16 & 0xFF), Double(bits >> 8 & 0xFF), Double(bits & 0xFF), alpha ?? 1)
      case .string(let text):
        var digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") { digits = String(digits.dropFirst(2)) }
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8, let bits = UInt64(digits, radix: 16) else { return nil }
        return hex(.number(Double(bits)), alpha: alpha)
      }
    }

    func hsb(_ hue: Double, _ saturation: Double, _ brightness: Double, _ alpha: Double) -> RGBA {
      let h = (hue - hue.rounded(.down)) * 6
      let sector = Int(h.rounded(.down)) % 6
      let f = h - h.rounded(.down)
      let (v, s) = (brightness, saturation)
      let p = v * (1 - s)
      let q = v * (1 - s * f)
      let t = v * (1 - s * (1 - f))
      switch sector {
      case 0: return RGBA(r: v, g: t, b: p, a: alpha)
      case 1: return RGBA(r: q, g: v, b: p, a: alpha)
      case 2: return RGBA(r: p, g: v, b: t, a: alpha)
      case 3: return RGBA(r: p, g: q, b: v, a: alpha)
      case 4: return RGBA(r: t, g: p, b: v, a: alpha)
      default: return RGBA(r: v, g: p, b: q, a: alpha)
      }
    }
  }
}
