import JSON
import SourceText

/// A localization file, parsed for the rules.
public enum LocalizationFile: Sendable {
  case strings(Result<StringsTable, StringsParseError>)
  case stringsdict(Result<PlistValue, PlistError>)
  case catalog(Result<JSON, JSONParseError>)

  public static let extensions = ["strings", "stringsdict", "xcstrings"]

  public init?(path: String, bytes: [UInt8]) {
    if path.hasSuffix(".strings") {
      self = .strings(StringsFileParser.parse(bytes))
    } else if path.hasSuffix(".stringsdict") {
      self = .stringsdict(Result { () throws(PlistError) in try PlistXMLReader.parse(bytes) })
    } else if path.hasSuffix(".xcstrings") {
      self = .catalog(Result { () throws(JSONParseError) in try JSONParser.parse(bytes) })
    } else {
      return nil
    }
  }

  public static func isLocalization(_ path: String) -> Bool { extensions.contains { path.hasSuffix("." + $0) } }
}

/// Printf-style format specifiers, for comparing a translation with its source.
public enum FormatSpecifiers {
  /// The highest argument position read as one (`%64$@`).
  public static let maximumPosition = 64

  /// The specifiers of `text` in argument order: `%@`, `%d`, `%1$@`, `%ld`, `%.2f`… (`%%` is not one), each
  /// normalized to its conversion (`@`, `d`, `f`…) with positional arguments put in their position.
  public static func of(_ text: String) -> [String] {
    // Most strings have no `%` at all: answered from the bytes, without a scalar array.
    guard ByteSearch.contains(text, UInt8(ascii: "%")) else { return [] }
    var sequential: [String] = []
    var positional: [Int: String] = [:]
    var scalars = Array(text.unicodeScalars)[...]
    while let percent = scalars.firstIndex(of: "%") {
      scalars = scalars[(percent + 1)...]
      guard let first = scalars.first else { break }
      if first == "%" {
        scalars = scalars.dropFirst()
        continue
      }
      // %[position$][flags][width][.precision][length]conversion
      var cursor = scalars.startIndex
      var digits = ""
      while cursor < scalars.endIndex, ("0"..."9").contains(scalars[cursor]) {
        digits.unicodeScalars.append(scalars[cursor])
        cursor += 1
      }
      var position: Int?
      var invalidPosition = false
      if cursor < scalars.endIndex, scalars[cursor] == "$" {
        // Positions count from 1; a format with more arguments than `maximumPosition` is not a real one, and
        // the gap-filling below must never allocate what a typed `%999999999$@` asks for.
        if digits.count <= 4, let number = Int(digits), (1...maximumPosition).contains(number) {
          position = number
        } else {
          invalidPosition = true
        }
        cursor += 1
      } else {
        cursor = scalars.startIndex
      }
      while cursor < scalars.endIndex, "-+ #0123456789.*hlqLzjt".unicodeScalars.contains(scalars[cursor]) {
        cursor += 1
      }
      guard cursor < scalars.endIndex else { break }
      let conversion = scalars[cursor]
      guard "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(conversion) else {
        scalars = scalars[cursor...]
        continue
      }
      let kind = invalidPosition ? "$" + digits.prefix(8) + normalized(conversion) : normalized(conversion)
      if let position { positional[position] = kind } else { sequential.append(kind) }
      scalars = scalars[(cursor + 1)...]
    }
    guard !positional.isEmpty else { return sequential }
    var result = sequential
    for position in positional.keys.sorted() {
      while result.count < position - 1 { result.append("?") }
      if result.count >= position {
        result[position - 1] = positional[position]!
      } else {
        result.append(positional[position]!)
      }
    }
    return result
  }

  /// Integer conversions are one kind (`%d` and `%ld` and `%i` agree); so are the floating ones.
  static func normalized(_ conversion: Unicode.Scalar) -> String {
    switch conversion {
    case "d", "D", "i", "u", "U", "x", "X", "o", "O", "c", "C": return "d"
    case "f", "F", "e", "E", "g", "G", "a", "A": return "f"
    case "s", "S": return "s"
    case "p": return "p"
    default: return "@"
    }
  }
}
