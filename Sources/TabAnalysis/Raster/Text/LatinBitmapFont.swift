import Foundation
import JSON

/// The embedded Latin font: a 5 × 7 pixel face drawn for tabls (ASCII 0x20–0x7E), with accented letters composed
/// from a base letter and a mark (é = e + ´), so previews show Latin titles without any font file.
public struct LatinBitmapFont: GlyphSource, Sendable {
  public init() {}

  /// Glyph cells are 10 rows: 2 for marks above capitals, the 7-row letter, 1 for marks below.
  public var cellHeight: Int { 10 }
  public var ascent: Int { 9 }  // rows above the baseline (the letter's last row is row 8)

  public func glyph(for scalar: Unicode.Scalar) -> Glyph? {
    if let rows = Self.letterRows(scalar.value) { return Self.cell(rows) }
    // Composed: a base letter and combining marks (NFD), each mark one the font knows.
    let decomposed = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
    guard decomposed.count > 1, let base = decomposed.first, var rows = Self.letterRows(base.value) else {
      return Self.substitutes[scalar.value].flatMap { Self.letterRows($0.value) }.map(Self.cell)
    }
    var cell = Self.cell(rows)
    for mark in decomposed.dropFirst() {
      guard let shape = Self.marks[mark.value] else { return nil }
      if shape.below {
        cell.rows[9] |= shape.rows[0]
      } else if rows[0] == 0 && rows[1] == 0 {
        // Lower-case letters have room above them inside the letter rows (the mark sits where the dot of i is).
        rows[0] = shape.rows[0]
        rows[1] = shape.rows[1]
        cell = Self.cell(rows)
      } else if base.value == 0x69 || base.value == 0x6A {
        // i and j: the mark replaces the dot.
        rows[0] = shape.rows[0]
        rows[1] = shape.rows[1]
        cell = Self.cell(rows)
      } else {
        cell.rows[0] |= shape.rows[0]
        cell.rows[1] |= shape.rows[1]
      }
    }
    return cell
  }

  static func cell(_ letter: [UInt32]) -> Glyph {
    Glyph(width: 5, rows: [0, 0] + letter + [0], advance: 6)
  }

  /// The 7 rows of an ASCII character (bit 4 is the leftmost column).
  static func letterRows(_ value: UInt32) -> [UInt32]? {
    guard value >= 0x20, value < 0x7F else { return nil }
    let hex = Array(ascii[Int(value - 0x20)].utf8)
    return (0..<7).map { HexPair.value(hex[$0 * 2], hex[$0 * 2 + 1]) }
  }

  /// Marks as two rows above the letter (or one below, for the cedilla and the ogonek).
  static let marks: [UInt32: (rows: [UInt32], below: Bool)] = [
    0x300: ([0b01000, 0b00100], false),  // grave
    0x301: ([0b00010, 0b00100], false),  // acute
    0x302: ([0b00100, 0b01010], false),  // circumflex
    0x303: ([0b01101, 0b10110], false),  // tilde
    0x304: ([0b00000, 0b01110], false),  // macron
    0x306: ([0b01010, 0b00100], false),  // breve
    0x307: ([0b00000, 0b00100], false),  // dot above
    0x308: ([0b00000, 0b01010], false),  // diaeresis
    0x30A: ([0b00100, 0b01010], false),  // ring above
    0x30B: ([0b01001, 0b10010], false),  // double acute
    0x30C: ([0b01010, 0b00100], false),  // caron
    0x327: ([0b00110], true),  // cedilla
    0x328: ([0b00011], true),  // ogonek
  ]

  /// Typographic characters drawn as their plain ASCII look-alikes.
  static let substitutes: [UInt32: Unicode.Scalar] = [
    0x2018: "'", 0x2019: "'", 0x201C: "\"", 0x201D: "\"", 0x2013: "-", 0x2014: "-", 0x2212: "-", 0x00A0: " ",
    0x2022: "*", 0x00B7: ".", 0x00D7: "x", 0x2039: "<", 0x203A: ">", 0x00AB: "<", 0x00BB: ">",
  ]

  /// 95 glyphs, 7 rows each as two hex digits.
  static let ascii: [String] = [
    "00000000000000", "04040404040004", "0A0A0A00000000", "0A0A1F0A1F0A0A", "040F140E051E04", "18190204081303",
    "0C12140815120D", "04040800000000",
    "02040808080402", "08040202020408", "0004150E150400", "0004041F040400", "000000000C0408", "0000001F000000",
    "00000000000C0C", "00010204081000",
    "0E11131519110E", "040C040404040E", "0E11010204081F", "1F02040201110E", "02060A121F0202", "1F101E0101110E",
    "0608101E11110E", "1F010204080808",
    "0E11110E11110E", "0E11110F01020C", "000C0C000C0C00", "000C0C000C0408", "02040810080402", "00001F001F0000",
    "08040201020408", "0E110102040004",
    "0E11010D15150E", "0E11111F111111", "1E11111E11111E", "0E11101010110E", "1C12111111121C", "1F10101E10101F",
    "1F10101E101010", "0E11101711110F",
    "1111111F111111", "0E04040404040E", "0702020202120C", "11121418141211", "1010101010101F", "111B1515111111",
    "11111915131111", "0E11111111110E",
    "1E11111E101010", "0E11111115120D", "1E11111E141211", "0F10100E01011E", "1F040404040404", "1111111111110E",
    "11111111110A04", "1111111515150A",
    "11110A040A1111", "11110A04040404", "1F01020408101F", "0E08080808080E", "00100804020100", "0E02020202020E",
    "040A1100000000", "0000000000001F",
    "08040200000000", "00000E010F110F", "1010161911111E", "00000E1010110E", "01010D1311110F", "00000E111F100E",
    "0609081C080808", "000F11110F010E",
    "10101619111111", "04000C0404040E", "0200060202120C", "10101214181412", "0C04040404040E", "00001A15151111",
    "00001619111111", "00000E1111110E",
    "00001E111E1010", "00000D130F0101", "00001619101010", "00000E100E011E", "08081C08080906", "0000111111130D",
    "00001111110A04", "0000111115150A",
    "0000110A040A11", "000011110F010E", "00001F0204081F", "02040408040402", "04040404040404", "08040402040408",
    "00000815020000",
  ]
}

/// Two hex digits as a byte (the font data is known-good: anything else reads as 0).
public enum HexPair: Sendable {
  static func value(_ high: UInt8, _ low: UInt8) -> UInt32 {
    (HexDigit.value(high) ?? 0) << 4 | (HexDigit.value(low) ?? 0)
  }
}
