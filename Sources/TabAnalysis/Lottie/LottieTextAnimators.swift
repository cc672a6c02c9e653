import Foundation
import JSON
import Raster
import SourceText

/// A text layer's animators (`t.a`) at a frame: each one's range selector gives every character a share of its
/// properties (0…1), and the shares add up across animators, in order, as After Effects and lottie-ios apply them.
///
/// The range selector (`s`): start `s`, end `e` and offset `o`, in percent of the characters (units `r` 1) or in
/// characters (2), counted over characters, characters without spaces, words or lines (`b` 1–4), shaped (`sh`):
/// square (1) covers a character by how much of it lies in the range; ramp up (2) and down (3), triangle (4),
/// round (5) and smooth (6) by where its middle lies in it; times the amount `a` (percent). Properties (`a`):
/// opacity `o`, fill colour `fc` (mixed towards), stroke colour `sc` (whose only mark is lottie-ios's stroke pass, so
/// neither it nor the stroke width `sw` is read beyond its presence), tracking `t` (added), position `p`, anchor `a`,
/// scale `s` and rotation `r` (each character about its baseline's middle).
struct LottieTextAnimators {
  /// How a character is drawn.
  struct Style: Equatable {
    var fill: Canvas.Color
    /// Whether a stroke colour applies: the character gets lottie-ios's stroke pass.
    var stroked: Bool
    var opacity: Double

    static func == (lhs: Style, rhs: Style) -> Bool {
      let (a, b) = (lhs.fill, rhs.fill)
      return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a && lhs.stroked == rhs.stroked
        && lhs.opacity == rhs.opacity
    }
  }

  /// What the animators do to one character.
  struct Change {
    var transform = Affine.identity
    var opacity = 1.0
    var fill: [(color: Canvas.Color, share: Double)] = []
    var stroked = false
    /// Tracking added after the character, in thousandths of an em.
    var tracking = 0.0

    func applied(to base: Style) -> Style {
      func mix(_ from: Canvas.Color, _ to: Canvas.Color, _ share: Double) -> Canvas.Color {
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
          UInt8(min(max((Double(a) + (Double(b) - Double(a)) * share).rounded(), 0), 255))
        }
        return (channel(from.r, to.r), channel(from.g, to.g), channel(from.b, to.b), 255)
      }
      var style = base
      for (color, share) in fill { style.fill = mix(style.fill, color, share) }
      style.stroked = base.stroked || stroked
      style.opacity = min(max(opacity, 0), 1)
      return style
    }
  }

  struct Animator {
    var basis: Int
    /// `sh`: 1 square … 6 smooth.
    var shape: Int
    var start: Double
    var end: Double
    var amount: Double
    var properties: JSON
  }

  var animators: [Animator] = []
  /// What the animators ask for that is not drawn.
  var notDrawn: [String] = []
  /// The frame the properties are read at.
  let frame: Double

  func value(_ property: JSON?) -> JSON? { LottieTimeline.value(property, at: frame) }

  init(_ json: [JSON], lines: LottieTextLines, frame: Double) {
    self.frame = frame
    func number(_ property: JSON?, _ fallback: Double) -> Double {
      let found = value(property)
      let number = found?.doubleValue ?? found?.arrayValue?.first?.doubleValue ?? fallback
      return number.isFinite ? number : fallback
    }
    for animator in json.prefix(64) {
      let selector = animator["s"]
      let basis = Int(Clamp.int(Double(selector?["b"]?.intValue ?? 1), 1...4))
      let total: Double
      switch basis {
      case 2: total = Double(lines.counts.nonSpaces)
      case 3: total = Double(lines.counts.words)
      case 4: total = Double(lines.counts.lines)
      default: total = Double(lines.counts.characters)
      }
      // Percent of the whole (1) or a count of units (2).
      let inUnits = selector?["r"]?.intValue == 2
      let scale = inUnits ? 1 : total / 100
      let offset = number(selector?["o"], 0) * scale
      var start = number(selector?["s"], 0) * scale + offset
      var end = (selector?["e"] == nil ? total : number(selector?["e"], 100) * scale) + offset
      if start > end { swap(&start, &end) }
      let easing = ["xe", "ne", "sm"].map { number(selector?[$0], 0) }
      if easing.contains(where: { $0 != 0 }) { notDrawn.append("text selector easing") }
      if number(selector?["rn"], 0) != 0 { notDrawn.append("randomised text selectors") }
      if selector?["t"]?.intValue ?? 0 != 0 { notDrawn.append("expression text selectors") }
      let properties = animator["a"] ?? .null
      for key in ["sk", "sa", "fh", "fs", "fb", "bl"] where properties[key] != nil {
        notDrawn.append("text animator properties")
        break
      }
      animators.append(
        Animator(
          basis: basis, shape: Int(Clamp.int(Double(selector?["sh"]?.intValue ?? 1), 1...6)), start: start, end: end,
          amount: number(selector?["a"], 100) / 100, properties: properties))
    }
  }

  /// The share of an animator a character gets: how much of its unit lies in the range, times the amount.
  func share(_ animator: Animator, _ character: LottieTextLines.Character) -> Double {
    let unit: Int?
    switch animator.basis {
    case 2: unit = character.nonSpaceIndex
    case 3: unit = character.word
    case 4: unit = character.line
    default: unit = character.index
    }
    guard let unit else { return 0 }
    let (start, end) = (animator.start, animator.end)
    let middle = Double(unit) + 0.5
    let length = end - start
    // Where the unit's middle lies in the range, 0…1 (nil for an empty range).
    let along = length > 0 ? min(max((middle - start) / length, 0), 1) : nil
    let share: Double
    switch animator.shape {
    case 2: share = along ?? (middle >= end ? 1 : 0)
    case 3: share = 1 - (along ?? (middle >= end ? 1 : 0))
    case 4: share = along.map { $0 < 0.5 ? 2 * $0 : 2 * (1 - $0) } ?? 0
    case 5: share = along.map { (1 - (2 * $0 - 1) * (2 * $0 - 1)).squareRoot() } ?? 0
    case 6: share = along.map { (1 - cos(2 * .pi * $0)) / 2 } ?? 0
    default: share = min(max(min(Double(unit) + 1, end) - max(Double(unit), start), 0), 1)
    }
    return share * animator.amount
  }

  func change(_ character: LottieTextLines.Character) -> Change {
    var change = Change()
    for animator in animators {
      let share = share(animator, character)
      guard share != 0 else { continue }
      let properties = animator.properties
      func numbers(_ key: String) -> [Double]? {
        guard let found = value(properties[key]) else { return nil }
        if let number = found.doubleValue { return [number] }
        return found.arrayValue?.compactMap(\.doubleValue)
      }
      if let opacity = numbers("o")?.first { change.opacity *= 1 + (opacity / 100 - 1) * share }
      if let fill = numbers("fc").flatMap(LottieColor.rgb) { change.fill.append((fill, share)) }
      if numbers("sc").flatMap(LottieColor.rgb) != nil { change.stroked = true }
      if let tracking = numbers("t")?.first { change.tracking += tracking * share }
      let position = numbers("p") ?? []
      let anchor = numbers("a") ?? []
      let scale = numbers("s") ?? []
      let rotation = numbers("r")?.first ?? numbers("rz")?.first ?? 0
      if !position.isEmpty || !anchor.isEmpty || !scale.isEmpty || rotation != 0 {
        let moved = Affine(
          anchor: anchor.map { $0 * share }, position: position.map { $0 * share },
          scale: scale.isEmpty ? [100, 100] : scale.map { 100 + ($0 - 100) * share }, rotation: rotation * share)
        change.transform = change.transform.concatenating(moved)
      }
    }
    return change
  }

}
