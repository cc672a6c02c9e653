import Raster

/// Draws a tab bar as text: a box per item with its icon marker, title and badge, the selected item marked, a
/// PlusButton that rises above the bar drawn above the bar's top line, a vertical rail drawn vertically; a Liquid
/// Glass capsule with rounded corners, inset from the edges, so the style shows in a hover. The style and its
/// reason follow on a line of their own. Widths count display columns (CJK and emoji take two). `asciiOnly` uses
/// `+ - |` (and `.` `'` for a capsule's corners) instead of box drawing.
public enum ASCIIPreview {
  struct Glyphs {
    var horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight, topJoin, bottomJoin, leftJoin, rightJoin,
      cross: String
    var selected, normal, dot, plus: String
    /// A capsule's corners.
    var roundTopLeft, roundTopRight, roundBottomLeft, roundBottomRight: String

    static let box = Glyphs(
      horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", topJoin: "┬",
      bottomJoin: "┴", leftJoin: "├", rightJoin: "┤", cross: "┼", selected: "◆", normal: "◇", dot: "●", plus: "+",
      roundTopLeft: "╭", roundTopRight: "╮",
      roundBottomLeft: "╰", roundBottomRight: "╯")
    static let ascii = Glyphs(
      horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", topJoin: "+",
      bottomJoin: "+", leftJoin: "+", rightJoin: "+", cross: "+", selected: "*", normal: "o", dot: "*", plus: "+",
      roundTopLeft: ".", roundTopRight: ".",
      roundBottomLeft: "'", roundBottomRight: "'")
  }

  /// One cell of the row: an item (its text) or the PlusButton.
  struct Cell {
    var text: String
    var isPlus: Bool
    /// A search tab: under Liquid Glass it gets a rounded box of its own after the capsule.
    var isSearch = false
  }

  public static func render(
    _ spec: LayoutSpec, layout: TabBarLayout, selectedIndex: Int = 0, asciiOnly: Bool = false
  ) -> String {
    let glyphs = asciiOnly ? Glyphs.ascii : Glyphs.box
    var cells: [Cell] = []
    for (index, item) in spec.items.enumerated() {
      var text = index == selectedIndex ? glyphs.selected : glyphs.normal
      if let title = item.title, spec.anchor != .verticalRail { text += " " + visible(title) }
      switch item.shownBadge {
      case ""?: text += " " + glyphs.dot
      case let shown?: text += " (" + visible(shown) + ")"
      case nil: break
      }
      cells.append(Cell(text: text, isPlus: false, isSearch: item.isSearch))
    }
    if let plus = layout.plusButton, let index = plusIndex(spec, layout: layout, plus: plus) {
      cells.insert(Cell(text: glyphs.plus, isPlus: true), at: min(index, cells.count))
    }
    let reason = ([layout.styleReason].compactMap { $0 } + layout.notes).map { $0 + "\n" }.joined()
    if spec.anchor == .verticalRail || spec.anchor == .left || spec.anchor == .right {
      return vertical(cells, glyphs: glyphs) + reason
    }
    let rises = (layout.plusButton?.y ?? 0) < 0
    let glass = layout.style == .liquidGlass
    let apart = glass ? cells.filter(\.isSearch) : []
    let main = glass ? cells.filter { !$0.isSearch } : cells
    return horizontal(main, glyphs: glyphs, plusRises: rises, capsule: glass, apart: apart) + reason
  }

  /// A title or badge on one line: each control character shown as its Control Pictures symbol (a newline as
  /// `␊`), so repository text can neither break the box nor start a line of its own (a Markdown fence in a hover,
  /// a command in a CI log).
  static func visible(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return text }
    var shown = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0..<0x20: shown.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
      case 0x7F: shown.append("\u{2421}")
      default: shown.append(scalar)
      }
    }
    return String(shown)
  }

  /// Where the PlusButton sits among the items: before the first item whose frame starts after it.
  static func plusIndex(_ spec: LayoutSpec, layout: TabBarLayout, plus: Rect) -> Int? {
    if spec.anchor == .verticalRail || spec.anchor == .left || spec.anchor == .right {
      return layout.items.firstIndex { $0.frame.y > plus.y } ?? layout.items.count
    }
    return layout.items.firstIndex { $0.frame.midX >= plus.midX } ?? layout.items.count
  }

  static func pad(_ text: String, to width: Int) -> String {
    let columns = DisplayWidth.columns(of: text)
    let left = (width - columns) / 2
    return String(repeating: " ", count: max(0, left)) + text
      + String(repeating: " ", count: max(0, width - columns - left))
  }

  /// A capsule is inset by `capsuleInset` columns and rounded at its four outer corners.
  static let capsuleInset = 2

  static func horizontal(
    _ cells: [Cell], glyphs: Glyphs, plusRises: Bool, capsule: Bool = false, apart: [Cell] = []
  ) -> String {
    let widths = cells.map { max(DisplayWidth.columns(of: $0.text) + 2, $0.isPlus ? 5 : 8) }
    let raised = plusRises ? cells.firstIndex(where: \.isPlus) : nil
    var lines: [String] = []
    if let raised {
      // The raised PlusButton sits above the bar's top line, its sides joining it.
      let indent = String(repeating: " ", count: widths[..<raised].reduce(0) { $0 + $1 + 1 })
      lines.append(
        indent + glyphs.topLeft + String(repeating: glyphs.horizontal, count: widths[raised]) + glyphs.topRight)
      lines.append(indent + glyphs.vertical + pad(glyphs.plus, to: widths[raised]) + glyphs.vertical)
    }
    let joinsRaised = { (boundary: Int) in raised == boundary || raised == boundary - 1 }
    var top = ""
    var middle = ""
    var bottom = ""
    for boundary in 0...cells.count {
      // The vertical line before cell `boundary` (or after the last one).
      let first = boundary == 0
      let last = boundary == cells.count
      if joinsRaised(boundary) {
        top += first ? glyphs.leftJoin : last ? glyphs.rightJoin : glyphs.cross
      } else if capsule && (first || last) {
        top += first ? glyphs.roundTopLeft : glyphs.roundTopRight
      } else {
        top += first ? glyphs.topLeft : last ? glyphs.topRight : glyphs.topJoin
      }
      middle += glyphs.vertical
      if capsule && (first || last) {
        bottom += first ? glyphs.roundBottomLeft : glyphs.roundBottomRight
      } else {
        bottom += first ? glyphs.bottomLeft : last ? glyphs.bottomRight : glyphs.bottomJoin
      }
      guard !last else { break }
      top += String(repeating: glyphs.horizontal, count: widths[boundary])
      middle += pad(boundary == raised ? "" : cells[boundary].text, to: widths[boundary])
      bottom += String(repeating: glyphs.horizontal, count: widths[boundary])
    }
    // Search tabs, each in a rounded box of its own beside the capsule.
    for cell in apart {
      let width = max(DisplayWidth.columns(of: cell.text) + 2, 5)
      let line = String(repeating: glyphs.horizontal, count: width)
      top += " " + glyphs.roundTopLeft + line + glyphs.roundTopRight
      middle += " " + glyphs.vertical + pad(cell.text, to: width) + glyphs.vertical
      bottom += " " + glyphs.roundBottomLeft + line + glyphs.roundBottomRight
    }
    lines += [top, middle, bottom]
    let margin = capsule ? String(repeating: " ", count: capsuleInset) : ""
    return lines.map { margin + $0 }.joined(separator: "\n") + "\n"
  }

  static func vertical(_ cells: [Cell], glyphs: Glyphs) -> String {
    let width = max(5, cells.map { DisplayWidth.columns(of: $0.text) + 2 }.max() ?? 5)
    var lines = [glyphs.topLeft + String(repeating: glyphs.horizontal, count: width) + glyphs.topRight]
    for (index, cell) in cells.enumerated() {
      lines.append(glyphs.vertical + pad(cell.text, to: width) + glyphs.vertical)
      let last = index == cells.count - 1
      let left = last ? glyphs.bottomLeft : glyphs.leftJoin
      let right = last ? glyphs.bottomRight : glyphs.rightJoin
      lines.append(left + String(repeating: glyphs.horizontal, count: width) + right)
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
