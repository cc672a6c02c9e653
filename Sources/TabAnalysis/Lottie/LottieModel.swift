/// The parts of a Lottie animation that carry keypath names, decoded as lottie-ios decodes them
/// (`../shared/spec/lottie-keypaths.md` §2). Everything else in the file is skipped unread.
public struct LottieAnimation: Sendable {
  public var layers: [LottieLayer]
  /// Precomposition assets (entries with a `layers` key) by id.
  public var assets: [String: [LottieLayer]]
}

/// What the two engines need to know of a transform (a layer's `ks`, a group's or a repeater's `tr`).
public struct TransformFacts: Sendable {
  /// Separate X/Y position (`px`/`py`, or `p` with `x`/`y` and no `k`): `X Position` and `Y Position`.
  public var positionIsSplit = false
  /// Some keyframe value of the scale has a negative x: the Core Animation engine then records nothing.
  public var hasNegativeScaleX = false
  /// Some keyframe value of the skew is non-zero (group transforms only).
  public var hasSkew = false

  public init() {}
}

public struct LottieLayer: Sendable {
  public var name: String {
    didSet { nameBytes = Array(name.utf8) }
  }
  /// `name` as UTF-8, kept so that keypath building does not convert it again for every path.
  var nameBytes: [UInt8] = Array("Layer".utf8)
  /// 0 precomp, 1 solid, 2 image, 3 null, 4 shape, 5 text, 6 unknown.
  public var type: Int
  public var hidden: Bool
  public var index: Int?
  public var parent: Int?
  /// 1 alpha, 2 alpha inverted, 3 luma; nil for none or unknown values.
  public var matte: Int?
  public var transform: TransformFacts
  public var shapes: [ShapeItem]
  public var referenceID: String?
  public var hasTimeRemap: Bool
  /// The last text animator (the only one lottie-ios keeps), when `t.a` is non-empty.
  public var textAnimator: TextAnimator?
}

public struct TextAnimator: Sendable {
  public var name: String
  /// Property names in lottie-ios's table order (§3.4).
  public var properties: [String]
}

/// A shape item. Groups hold their items; the other facts are those the Core Animation engine inspects.
public struct ShapeItem: Sendable {
  public enum Kind: String, Sendable {
    case group = "gr"
    case fill = "fl"
    case stroke = "st"
    case gradientFill = "gf"
    case gradientStroke = "gs"
    case ellipse = "el"
    case rectangle = "rc"
    case path = "sh"
    case star = "sr"
    case trim = "tm"
    case roundedCorners = "rd"
    case transform = "tr"
    case merge = "mm"
    case repeater = "rp"
    /// An item without `ty`: kept, but never produces output.
    case unknown
  }

  /// Unique within one animation: the Core Animation engine tracks entries by identity, not by name.
  public var id: Int
  public var kind: Kind
  /// Stored as UTF-8 only: the keypath engines read the bytes, and a String per item cost more than the rest of
  /// decoding an item (`tabls-bench lottie`).
  public var name: String {
    get { String(decoding: nameBytes, as: UTF8.self) }
    set { nameBytes = Array(newValue.utf8) }
  }
  var nameBytes: [UInt8]
  public var hidden: Bool
  public var items: [ShapeItem]
  /// `sy` of a star: 1 star, 2 polygon, 0 none.
  public var starType: Int
  /// For `tr` (and a repeater's `tr`): its facts.
  public var transform: TransformFacts
  /// Repeater: the integer part of the first keyframe value of `c`.
  public var repeaterCopies: Int
  /// Gradients: whether some alpha stop is below 0.999 (§4.6).
  public var gradientHasAlpha: Bool

  public var isPath: Bool { [.ellipse, .rectangle, .path, .star].contains(kind) }
  public var isFill: Bool { kind == .fill || kind == .gradientFill }
  public var isFillOrStroke: Bool { [.fill, .gradientFill, .stroke, .gradientStroke].contains(kind) }
}

/// Why an animation cannot be listed: a JSON error, or a file lottie-ios refuses to decode.
public struct LottieError: Error, Sendable, CustomStringConvertible {
  public var message: String
  /// Byte offset of the problem, when there is one.
  public var offset: Int?
  /// Where in the document, e.g. `layers[3].shapes[0].it`.
  public var jsonPath: String

  public init(message: String, offset: Int?, jsonPath: String) {
    self.message = message
    self.offset = offset
    self.jsonPath = jsonPath
  }

  public var description: String {
    (offset.map { "byte \($0): " } ?? "") + (jsonPath.isEmpty ? "" : "\(jsonPath): ") + message
  }
}
