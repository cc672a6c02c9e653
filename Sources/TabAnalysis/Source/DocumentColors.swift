import SourceText

/// Every colour a source file spells out, with where, for an editor's swatches and colour picker: UIKit and
/// SwiftUI initializers and constants (`UIColor(red:…)`, `UIColor.systemBlue`, `Color(red:…)`, `Color.orange`),
/// `#colorLiteral(…)`, Objective-C messages (`[UIColor colorWithRed:…]`, `[UIColor whiteColor]`), hex and RGB
/// helpers (`UIColor(hex: 0x…)`, `UIColorFromRGB(0x…)`, `RGB(…)`) and colour sets by name or generated symbol
/// (`UIColor(named: "Brand")`, `UIColor(resource: .brand)`, `UIColor.brand`, SwiftGen's `Asset.Colors.brand.color`,
/// R.swift's `R.color.brand()!`, with their dark look). What `UIColorExpression` cannot evaluate (a variable, a dynamic provider) has
/// no swatch. Pure: bytes in.
public enum DocumentColors {
  public struct Found: Sendable, Equatable {
    public var range: SourceRange
    public var light: UIColorExpression.RGBA
    /// The Dark Mode look, when it differs.
    public var dark: UIColorExpression.RGBA?
  }

  /// An expression longer than this is not read (a colour is a line; this keeps nested calls linear).
  static let maximumLength = 512

  public static func find(_ bytes: [UInt8], dialect: Dialect, colorSets: [String: ColorSet] = [:]) -> [Found] {
    let stream = TokenStream(bytes: bytes, lexer: Lexer(bytes), dialect: dialect)
    var found: [Found] = []
    var covered = 0
    for index in stream.tokens.indices where stream.tokens[index].range.start >= covered {
      guard let end = extent(from: index, in: stream) else { continue }
      let range = SourceRange(stream.tokens[index].range.start, stream.tokens[end].range.end)
      guard range.end - range.start <= maximumLength else { continue }
      let text = String(decoding: bytes[range.start..<range.end], as: UTF8.self)
      guard let light = UIColorExpression.rgba(text, dark: false, colorSets: colorSets) else { continue }
      let dark = UIColorExpression.rgba(text, dark: true, colorSets: colorSets)
      found.append(Found(range: range, light: light, dark: dark == light ? nil : dark))
      covered = range.end
    }
    return found
  }

  /// The last token of a colour expression starting at `index`, or nil when none starts there.
  static func extent(from index: Int, in stream: TokenStream) -> Int? {
    let token = stream.tokens[index]
    /// The bracket closing the one at `opener`; nil when it is not closed (the stream matches it with its end).
    func closing(_ opener: Int) -> Int? {
      let match = stream.match[opener]
      return match > opener && match < stream.count ? match : nil
    }
    var end: Int
    if token.kind == .directive, stream.textEquals(index, "#colorLiteral"), stream.isChar(index + 1, "(") {
      guard let close = closing(index + 1) else { return nil }
      end = close
    } else if stream.isChar(index, "["), stream.isIdentifier(index + 1, "UIColor") || stream.isChar(index + 1, "[") {
      guard let close = closing(index) else { return nil }
      end = close
    } else if token.kind == .identifier, !stream.isChar(index - 1, ".") {
      let name = stream.string(index)
      if name == "UIColor" || name == "Color" {
        end = index
        if stream.isChar(index + 1, "("), !stream.isChar(index + 2, ")") {
          guard let close = closing(index + 1) else { return nil }
          end = close
        } else if stream.isChar(index + 1, "."), stream.kind(index + 2) == .identifier {
          end = index + 2
          if stream.isChar(end + 1, "(") {
            guard let close = closing(end + 1) else { return nil }
            end = close
          }
        } else {
          return nil
        }
      } else if name == "Asset" || name == "R", stream.isChar(index + 1, ".") {
        // Generated colour accessors: SwiftGen's `Asset.Colors.brand.color`, R.swift's `R.color.brand()!`.
        end = index
        while stream.isChar(end + 1, "."), stream.kind(end + 2) == .identifier { end += 2 }
        if stream.isChar(end + 1, "(") {
          guard let close = closing(end + 1) else { return nil }
          end = close
        }
        if stream.isChar(end + 1, "!") { end += 1 }
      } else if stream.isChar(index + 1, "("), isHelperName(name) {
        guard let close = closing(index + 1) else { return nil }
        end = close
      } else {
        return nil
      }
    } else {
      return nil
    }
    guard end > index, end < stream.count else { return nil }
    // `.withAlphaComponent(…)` and `.cgColor` after it.
    while stream.isChar(end + 1, "."), stream.kind(end + 2) == .identifier {
      if stream.isIdentifier(end + 2, "cgColor") || stream.isIdentifier(end + 2, "CGColor") {
        end += 2
      } else if stream.isIdentifier(end + 2, "withAlphaComponent"), stream.isChar(end + 3, "("),
        let close = closing(end + 3)
      {
        end = close
      } else {
        break
      }
    }
    return end
  }

  /// `UIColorFromRGB`, `HEXCOLOR`, `RGB`, `RGBA`, `colorWithHexString`…: what `UIColorExpression` reads as a helper.
  static func isHelperName(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered.contains("rgb") || lowered.contains("hex")
  }

  /// The texts an editor's colour picker may write for `color` in place of `original` (its form kept first): a
  /// UIKit initializer, SwiftUI's `Color(red:green:blue:opacity:)`, `#colorLiteral`, or the Objective-C message.
  public static func presentations(of color: UIColorExpression.RGBA, replacing original: String, dialect: Dialect)
    -> [String]
  {
    func component(_ value: Double) -> String {
      let clamped = value.isFinite ? min(max(value, 0), 1) : 0
      var text = String((clamped * 1000).rounded() / 1000)
      if text.hasSuffix(".0") { text.removeLast(2) }
      return text
    }
    let (r, g, b, a) = (component(color.r), component(color.g), component(color.b), component(color.a))
    if dialect == .objectiveC {
      return ["[UIColor colorWithRed:\(r) green:\(g) blue:\(b) alpha:\(a)]"]
    }
    let uiKit = "UIColor(red: \(r), green: \(g), blue: \(b), alpha: \(a))"
    let swiftUI = "Color(red: \(r), green: \(g), blue: \(b), opacity: \(a))"
    let literal = "#colorLiteral(red: \(r), green: \(g), blue: \(b), alpha: \(a))"
    if original.hasPrefix("#colorLiteral") { return [literal, uiKit] }
    if original.hasPrefix("Color") { return [swiftUI] }
    return [uiKit, literal]
  }
}
